// `robots-policy/core`: robots.txt without the other specifications. Parsing; crawl decisions
// under every robots.txt profile (rfc9309, google, koster1996, robots2) with their
// explanations; Crawl-delay, Sitemap and Host; the reader's diagnostics; and the reading
// surface on which a specification (a built-in one from its own entry point, or your own)
// derives its data from a file: `robots.derive(extension)`.
export { parseRobotsTxt, RobotsTxt } from "./robots-txt.js";
export { traceDecision } from "./trace-decision.js";
export type { DecisionTrace, TraceGroup, TraceMatch, TraceQuery } from "./trace-decision.js";
export { DEFAULT_MAX_BYTES } from "./core/input.js";
export { PROFILES } from "./core/types.js";
export { CORE_DIAGNOSTICS } from "./core/catalogue.js";
export { RFC9309_DIAGNOSTICS, POLITENESS_FIELD_DIAGNOSTICS } from "./rfc9309/catalogue.js";
export type { DiagnosticDefinition } from "./core/diagnostic-definition.js";
export { readLines } from "./rfc9309/reading.js";
export type {
  ParsedRobotsTxt,
  CrawlOptions,
  Derived,
  RobotsTxtExtension,
  RobotsTxtLine,
  RobotsTxtLineKind,
  RobotsTxtReading,
  DiagnosticSink,
} from "./rfc9309/reading.js";
export type {
  DecideQuery,
  FieldQueryOptions,
  ParseOptions,
  QueryOptions,
  TimedQueryOptions,
} from "./queries.js";
export type { Robots2Unmatched } from "./robots2/strategy.js";
export type {
  CleanParam,
  CrawlDelay,
  Decision,
  DecisionGroup,
  DecisionReason,
  DecisionRule,
  Diagnostic,
  ExtensionField,
  Group,
  MatchedRuleDecision,
  MetaUsage,
  NoMatchingGroupDecision,
  NoMatchingRuleDecision,
  NoPageDirectiveDecision,
  PageDirectiveDecision,
  Policy,
  PreferredHost,
  ProfileName,
  RequestRate,
  RobotsTxtDecision,
  RobotVersion,
  Rule,
  RuleKind,
  RuleSetComment,
  RuleSetFields,
  Severity,
  Sitemap,
  SourceInfo,
  SourcePosition,
  TimeWindow,
  UnmatchedDecision,
  Usage,
  UserAgent,
  UserAgentLine,
  UserAgentSection,
  VisitTime,
} from "./core/types.js";
