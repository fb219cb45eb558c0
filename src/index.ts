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
export type { HeadersLike } from "./core/headers.js";
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
export { acap2AbnfDepartures, lintRobotsTxt } from "./lint.js";
export type { Acap2AbnfValue, LintOptions } from "./lint.js";
export { DIAGNOSTIC_CATALOGUE } from "./diagnostic-catalogue.js";
export type { DiagnosticCode, DiagnosticDefinition } from "./diagnostic-catalogue.js";
export type {
  AppDirectivesQuery,
  ContentUsageQuery,
  DecideQuery,
  DelayOptions,
  FieldQueryOptions,
  ParseOptions,
  QueryOptions,
  TimedQueryOptions,
} from "./queries.js";
