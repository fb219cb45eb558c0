// robots-policy: the public API, batteries included. Its parseRobotsTxt and RobotsTxt are the
// batteries-included ones (src/robots.ts); every other entry's exports follow, one line each
// (a name exported here explicitly is this entry's, over the same name from an entry below).
export { parseRobotsTxt, RobotsTxt } from "./robots.js";
export type { Group, Policy } from "./policy.js";
export * from "./core.js";
export * from "./acap.js";
export * from "./app-directives.js";
export * from "./aipref.js";
export * from "./html.js";
export * from "./robots2.js";
export { decideAcap } from "./acap/decide-acap.js";
export type { AcapDecideQuery } from "./acap/decide-acap.js";
export type { AppDirectives } from "./app-directives/match.js";
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
export type {
  AcapActionRequest,
  AcapCompositeUsage,
  AcapConstituent,
  AcapCrawler,
  AcapDefinitions,
  AcapPermission,
  AcapPermissionsReference,
  AcapPolicy,
  AcapQualifiedUsage,
  AcapQualifier,
  AcapRecord,
  AcapReferencedDefinitions,
  AcapResourceSet,
  AcapSubRecord,
  AcapUsagePurpose,
  AcapUsageType,
  IncludeResource,
  ResourceLocator,
  TargetCondition,
  TimeLimit,
  UseResource,
} from "./acap/model.js";
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
export type { Delay, DelayReason } from "./robots2/politeness.js";
export type { Robots2Unmatched } from "./robots2/strategy.js";
export { DEFAULT_MAX_BYTES } from "./core/input.js";
export { PROFILES } from "./core/types.js";
export type { AppDirectivesRule } from "./app-directives/model.js";
export type {
  Decision,
  MatchedRuleDecision,
  NoMatchingRuleDecision,
  UnmatchedDecision,
  NoMatchingGroupDecision,
  RobotsTxtDecision,
  PageDirectiveDecision,
  NoPageDirectiveDecision,
  DecisionGroup,
  DecisionReason,
  DecisionRule,
  Diagnostic,
  ExtensionField,
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
} from "./core/types.js";
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
export { resolveReferences } from "./acap/references.js";
export type { ReferenceLoader } from "./acap/references.js";
export { parseTdmRep } from "./aipref/tdmrep.js";
export type { TdmAnswer, TdmRepFile, TdmRepRule, TdmSource, TdmSources } from "./aipref/tdmrep.js";
export type {
  ContentUsageAnswer,
  NoAiFinding,
  NoAiToken,
  PreferenceStatement,
  SignalStatement,
} from "./aipref/content-usage.js";
export type { HeadersLike } from "./core/headers.js";
export { AIPREF_CATEGORIES, AIPREF_REVISIONS, CONTENT_SIGNAL_USES } from "./aipref/model.js";
export type {
  AiprefCategory,
  ContentSignalRule,
  ContentSignals,
  ContentSignalUse,
  ContentUsageRule,
  GroupAiPreferences,
  Preference,
  UsagePreferences,
} from "./aipref/model.js";
export { auditAiCrawlers } from "./aipref/audit.js";
export type {
  AiAudit,
  AiAuditFinding,
  AiAuditOptions,
  AiAuditPath,
  AiAuditRow,
  AiCrawler,
} from "./aipref/audit.js";
export { lintRobotsTxt } from "./lint.js";
export type { LintOptions } from "./lint.js";
export { traceDecision } from "./trace-decision.js";
export type { DecisionTrace, TraceGroup, TraceMatch, TraceQuery } from "./trace-decision.js";
export { DIAGNOSTIC_CATALOGUE } from "./diagnostic-catalogue.js";
export type { DiagnosticCode, DiagnosticDefinition } from "./diagnostic-catalogue.js";
export { readLines } from "./rfc9309/reading.js";
export type {
  RobotsTxtExtension,
  RobotsTxtLine,
  RobotsTxtLineKind,
  RobotsTxtReading,
  DiagnosticSink,
} from "./rfc9309/reading.js";
