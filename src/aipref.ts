// `robots-policy/aipref`: AI usage preferences (IETF AIPREF Content-Usage, Content Signals,
// TDMRep, noai) on a RobotsTxt from any entry point, and the audit of AI crawlers. A file's
// Content-Usage and Content-Signal lines are read the first time a preference is asked.
export { contentUsage } from "./aipref/questions.js";
export { auditAiCrawlers } from "./aipref/audit.js";
export type {
  AiAudit,
  AiAuditFinding,
  AiAuditOptions,
  AiAuditPath,
  AiAuditRow,
  AiCrawler,
} from "./aipref/audit.js";
export { AI_PREFERENCES } from "./aipref/extension.js";
export type { AiPreferencesReading } from "./aipref/extension.js";
export { parseTdmRep } from "./aipref/tdmrep.js";
export type { TdmAnswer, TdmRepFile, TdmRepRule, TdmSource, TdmSources } from "./aipref/tdmrep.js";
export type {
  ContentUsageAnswer,
  NoAiFinding,
  NoAiToken,
  PreferenceStatement,
  SignalStatement,
} from "./aipref/content-usage.js";
export type { ContentUsageQuery } from "./queries.js";
export { AIPREF_CATEGORIES, AIPREF_REVISIONS, CONTENT_SIGNAL_USES } from "./aipref/model.js";
export type {
  AiPreferencesGroup,
  AiprefCategory,
  ContentSignalRule,
  ContentSignals,
  ContentSignalUse,
  ContentUsageRule,
  GroupAiPreferences,
  Preference,
  UsagePreferences,
} from "./aipref/model.js";
export { AIPREF_DIAGNOSTICS } from "./aipref/catalogue.js";
