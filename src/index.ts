// robots-policy: the public API. Nothing else is imported by users.
export { parseRobotsTxt, RobotsTxt } from "./robots.js";
export { decideAcap } from "./acap-decision.js";
export type { AcapDecideQuery } from "./acap-decision.js";
export type { AppDirectives } from "./engine/app-directives.js";
export type { AcapDecision, AcapDecisionRule } from "./engine/acap-decide.js";
export type { AcapField, AcapReason, Fallback, Understands } from "./engine/acap.js";
export type {
  Constraint,
  Target,
  TimeLimitConstraint,
  TargetConditionConstraint,
} from "./engine/acap-constraints.js";
export {
  ACAP_USAGE_TYPES,
  ACAP_BASIC_USAGES,
  ACAP_PRESENT_TYPES,
  ACAP_QUALIFIERS,
} from "./model/acap.js";
export type {
  AcapActionRequest,
  AcapCompositeUsage,
  AcapCrawler,
  AcapDefinitions,
  AcapPermission,
  AcapPermissionsReference,
  AcapPolicy,
  AcapQualifiedUsage,
  AcapQualifier,
  AcapRecord,
  AcapResourceSet,
  AcapSubRecord,
  AcapUsagePurpose,
  AcapUsageType,
  IncludeResource,
  ResourceLocator,
  TargetCondition,
  TimeLimit,
  UseResource,
} from "./model/acap.js";
export type {
  ContentUsageQuery,
  AppDirectivesQuery,
  ParseOptions,
  QueryOptions,
  DecideQuery,
  FieldQueryOptions,
  TimedQueryOptions,
  DelayOptions,
} from "./robots.js";
export type { Delay, DelayReason } from "./engine/politeness.js";
export type { Robots2Unmatched } from "./engine/robots2.js";
export { DEFAULT_MAX_BYTES } from "./input.js";
export { PROFILES } from "./model/types.js";
export type {
  AppDirectivesRule,
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
  MetaUsage,
  UserAgent,
  UserAgentLine,
  UserAgentSection,
  CleanParam,
  CrawlDelay,
  PreferredHost,
  RequestRate,
  RobotVersion,
  RuleSetComment,
  RuleSetFields,
  Sitemap,
  TimeWindow,
  VisitTime,
} from "./model/types.js";
export { parseStructuredField } from "./structured-fields/parse.js";
export { serializeStructuredField } from "./structured-fields/serialize.js";
export { StructuredFieldError } from "./structured-fields/error.js";
export type {
  BareItem,
  BareItemType,
  Dictionary,
  FieldType,
  InnerList,
  Item,
  List,
  ListMember,
  Parameters,
  StructuredField,
} from "./structured-fields/types.js";
export { resolveReferences } from "./acap-references.js";
export type { ReferenceLoader } from "./acap-references.js";
export { parseTdmRep } from "./engine/tdmrep.js";
export type { TdmAnswer, TdmRepFile, TdmRepRule, TdmSource } from "./engine/tdmrep.js";
export type {
  ContentUsageAnswer,
  NoAiFinding,
  NoAiToken,
  PreferenceStatement,
  SignalStatement,
} from "./engine/aipref.js";
export type { HeadersLike } from "./engine/headers.js";
export { AIPREF_CATEGORIES, AIPREF_REVISIONS, CONTENT_SIGNAL_USES } from "./model/aipref.js";
export type {
  AiprefCategory,
  ContentSignalRule,
  ContentSignals,
  ContentSignalUse,
  ContentUsageRule,
  GroupAiPreferences,
  Preference,
  UsagePreferences,
} from "./model/aipref.js";
export { parseHtmlPolicy } from "./html/parse.js";
export type { HtmlPolicyOptions } from "./html/parse.js";
export { extract } from "./html/extract.js";
export type { Extract, ExtractOptions } from "./html/extract.js";
export type {
  ElementRule,
  PageElement,
  PageElementRef,
  PageDirective,
  PageMeta,
  PagePolicy,
  PageRule,
} from "./model/page.js";
export type { PageUnderstands } from "./engine/page.js";
export { auditAiCrawlers } from "./engine/ai-audit.js";
export type {
  AiAudit,
  AiAuditFinding,
  AiAuditOptions,
  AiAuditPath,
  AiAuditRow,
  AiCrawler,
} from "./engine/ai-audit.js";
export { traceDecision } from "./trace-decision.js";
export type { DecisionTrace, TraceGroup, TraceMatch, TraceQuery } from "./trace-decision.js";
export { DIAGNOSTIC_CATALOGUE } from "./diagnostic-catalogue.js";
export type { DiagnosticCode, DiagnosticDefinition } from "./diagnostic-catalogue.js";
