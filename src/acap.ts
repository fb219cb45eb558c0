// `robots-policy/acap`: ACAP v1.1 (Part 1 in robots.txt, Part 2 in pages) on a RobotsTxt from
// any entry point. The ACAP lines of a file are read the first time an ACAP question is asked.
export { decideAcap } from "./acap/decide-acap.js";
export type { AcapDecideQuery } from "./acap/decide-acap.js";
export { actionRequests } from "./acap/questions.js";
export { resolveReferences } from "./acap/references.js";
export type { ReferenceLoader } from "./acap/references.js";
export { ACAP, acapExtension } from "./acap/extension.js";
export type { AcapDecision, AcapDecisionRule } from "./acap/combine.js";
export type { AcapField, AcapReason, Fallback, Understands } from "./acap/precedence.js";
export type {
  Constraint,
  Target,
  TimeLimitConstraint,
  TargetConditionConstraint,
} from "./acap/constraints.js";
export {
  ACAP_USAGE_TYPES,
  ACAP_BASIC_USAGES,
  ACAP_PRESENT_TYPES,
  ACAP_QUALIFIERS,
} from "./acap/model.js";
export type * from "./acap/model.js";
export { ACAP_DIAGNOSTICS } from "./acap/catalogue.js";
