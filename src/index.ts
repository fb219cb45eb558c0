// robots-policy: the public API. Nothing else is imported by users.
export { parseRobotsTxt, RobotsTxt } from "./robots.js";
export type { ParseOptions, QueryOptions, DecideQuery } from "./robots.js";
export { DEFAULT_MAX_BYTES } from "./input.js";
export { PROFILES } from "./model/types.js";
export type {
  Decision,
  DecisionGroup,
  DecisionReason,
  DecisionRule,
  Diagnostic,
  ExtensionField,
  Group,
  Policy,
  ProfileName,
  Rule,
  RuleKind,
  Severity,
  SourceInfo,
  SourcePosition,
  Usage,
  UserAgentLine,
} from "./model/types.js";
