// AI usage preferences for one URL and crawler: AIPREF Content-Usage from robots.txt (the
// group RFC 9309 §2.2.1 selects, the longest matching path, AIPREF-ATTACH §3) and from the
// Content-Usage header, combined most restrictively (AIPREF-VOCAB §5.1); Content Signals
// kept apart (their own vocabulary, no mapping); TDMRep; noai / noimageai.
import type { AiPreferencesGroup as Group, ContentSignals } from "./model.js";
import type { PagePolicy } from "../html/model.js";
import type { Decision, Diagnostic } from "../core/types.js";
import { readPreference, readSignals } from "./lower.js";
import { fieldLines, type HeadersLike } from "../core/headers.js";
import type { TdmRepFile } from "./tdmrep.js";
import { tdmFor } from "./tdm-answer.js";
import { noAiFindings } from "./noai.js";
import { explainUsage } from "./explain-usage.js";
import { contentUsagePaths, longestRules } from "./path-match.js";
import { combinePreferences } from "./combine.js";
import type { ContentUsageAnswer, PreferenceStatement, SignalStatement } from "./answer.js";

export type { NoAiFinding, NoAiToken } from "./noai.js";
export { combinePreferences } from "./combine.js";
export type { ContentUsageAnswer, PreferenceStatement, SignalStatement } from "./answer.js";

export interface ContentUsageInput {
  readonly crawl: Decision;
  /** The groups RFC 9309 §2.2.1 selects for the crawler. */
  readonly groups: readonly Group[];
  /** The URL's path, normalised as RFC 9309 matches it. */
  readonly path: string;
  /** The crawler's tokens, lower case (for META tags and headers named after a crawler). */
  readonly tokens: readonly string[];
  readonly headers?: HeadersLike;
  readonly page?: PagePolicy;
  readonly tdmrep?: TdmRepFile;
}

/**
 * AIPREF-ATTACH §3.1: the rule whose path matches with the most octets (RFC 9309 §2.2.2);
 * rules whose paths are as long are combined most restrictively. A rule without a path
 * matches every path with length 0 (so "/" is longer; README "AI usage preferences").
 * A rule whose preference is not a Dictionary still matches: "If the parsing of the
 * Dictionary fails, preferences are unknown" (AIPREF-VOCAB §6.5.1), so where it is the
 * longest it states nothing, and a shorter rule does not stand in.
 */
function robotsStatement(groups: readonly Group[], path: string): PreferenceStatement | undefined {
  const winners = longestRules(contentUsagePaths(groups), path);
  if (!winners) return undefined;
  return { source: "robots.txt", rules: winners.rules, preferences: { ...winners.preferences } };
}

function headerDiagnostic(
  header: string,
  severity: "warning" | "info",
  code: string,
  message: string,
  offset: number,
  spec: string,
): Diagnostic {
  return {
    severity,
    code,
    message: `${header} header: ${message}`,
    line: 1,
    column: offset + 1,
    spec,
  };
}

function headerStatement(
  headers: HeadersLike | undefined,
  diagnostics: Diagnostic[],
): PreferenceStatement | undefined {
  const lines = fieldLines(headers, "content-usage");
  if (lines.length === 0) return undefined;
  const value = lines.join(", ").trim();
  const read = readPreference(value);
  for (const f of read.findings)
    diagnostics.push(
      headerDiagnostic("Content-Usage", f.severity, f.code, f.message, f.offset, f.spec),
    );
  return {
    source: "header",
    name: "content-usage",
    value,
    valid: read.valid,
    preferences: read.preferences,
  };
}

/**
 * Content Signals: "no" outweighs "yes" for a use; the last `use=` stated stands. `from`: the
 * signals of statements before these, combined.
 */
function combineSignals(
  statements: readonly SignalStatement[],
  from?: ContentSignals,
): ContentSignals {
  const combined: Record<string, string> = { ...from };
  for (const { signals } of statements)
    for (const [key, value] of Object.entries(signals))
      combined[key] = key !== "use" && combined[key] === "no" ? "no" : value;
  return combined as ContentSignals;
}

/** The Content-Signal lines of a selection's groups, read once per groups list. */
interface RobotsSignals {
  readonly statements: readonly SignalStatement[];
  readonly combined: ContentSignals;
}

const signalsByGroups = new WeakMap<readonly Group[], RobotsSignals>();

function robotsSignals(groups: readonly Group[]): RobotsSignals {
  let known = signalsByGroups.get(groups);
  if (!known) {
    const statements: SignalStatement[] = [];
    for (const group of groups)
      for (const rule of group.aiPreferences?.contentSignals ?? [])
        statements.push({ source: "robots.txt", rule, signals: rule.signals });
    known = { statements: Object.freeze(statements), combined: combineSignals(statements) };
    signalsByGroups.set(groups, known);
  }
  return known;
}

/** The Content-Signal statements (robots.txt's, then the headers') and their signals combined. */
function signalStatements(
  groups: readonly Group[],
  headers: HeadersLike | undefined,
  diagnostics: Diagnostic[],
): { statements: readonly SignalStatement[]; signals: ContentSignals } {
  const robots = robotsSignals(groups);
  const fromHeaders: SignalStatement[] = [];
  for (const value of fieldLines(headers, "content-signal")) {
    const signals = readSignals(value, (code, message, offset) =>
      diagnostics.push(
        headerDiagnostic(
          "Content-Signal",
          "warning",
          code,
          message,
          offset,
          "Content Signals Policy",
        ),
      ),
    );
    if (signals) fromHeaders.push({ source: "header", name: "content-signal", value, signals });
  }
  if (fromHeaders.length === 0)
    return { statements: robots.statements, signals: { ...robots.combined } };
  return {
    statements: [...robots.statements, ...fromHeaders],
    signals: combineSignals(fromHeaders, robots.combined),
  };
}

/** The AI usage preferences for one URL and crawler (see ContentUsageAnswer). */
export function answerContentUsage(input: ContentUsageInput): ContentUsageAnswer {
  const { crawl, groups, headers } = input;
  const diagnostics: Diagnostic[] = [];
  const statements: PreferenceStatement[] = [];
  // AIPREF-ATTACH §3.1: "no preferences are implied for resources that are disallowed".
  const fromRobots = crawl.allowed ? robotsStatement(groups, input.path) : undefined;
  if (fromRobots) statements.push(fromRobots);
  const fromHeader = headerStatement(headers, diagnostics);
  if (fromHeader) statements.push(fromHeader);
  const signalSources = signalStatements(groups, headers, diagnostics);
  const noaiSources = noAiFindings(input.page, headers, input.tokens);
  const tdm = tdmFor(input.tdmrep, input.path, headers, input.page);
  diagnostics.push(...tdm.diagnostics);
  const answer = {
    crawl,
    preferences: combinePreferences(statements.map((s) => s.preferences)),
    signals: signalSources.signals,
    tdm: tdm.tdm,
    noai: [...new Set(noaiSources.map((f) => f.token))],
    sources: {
      preferences: statements,
      signals: signalSources.statements,
      tdm: tdm.sources,
      noai: noaiSources,
    },
    diagnostics,
  };
  return { ...answer, explanation: explainUsage(answer, groups) };
}
