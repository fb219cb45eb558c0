// AI usage preferences for one URL and crawler: AIPREF Content-Usage from robots.txt (the
// group RFC 9309 §2.2.1 selects, the longest matching path, AIPREF-ATTACH §3) and from the
// Content-Usage header, combined most restrictively (AIPREF-VOCAB §5.1); Content Signals
// kept apart (their own vocabulary, no mapping); TDMRep; noai / noimageai.
import type {
  ContentSignalRule,
  ContentSignals,
  ContentUsageRule,
  Preference,
  UsagePreferences,
} from "./model.js";
import { AIPREF_CATEGORIES } from "./model.js";
import type { PagePolicy } from "../html/model.js";
import type { Decision, Group } from "../core/types.js";
import { ALL_UNKNOWN, readPreference, readSignals } from "./lower.js";
import { splitDirectives, splitXRobotsTag } from "../html/conventional.js";
import { fieldLines, type HeadersLike } from "../core/headers.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { compileWildcard, matchesWildcard } from "../core/pattern.js";
import { tdmAnswer, tdmRepRuleFor, type TdmAnswer, type TdmRepFile } from "./tdmrep.js";

/** A statement of preference (AIPREF-VOCAB §5.1) and where it was read. */
export type PreferenceStatement =
  /** The Content-Usage rules of the crawler's group with the longest matching path (several when their paths are as long). */
  | {
      readonly source: "robots.txt";
      readonly rules: readonly ContentUsageRule[];
      readonly preferences: UsagePreferences;
    }
  /** The Content-Usage header: its field lines joined with ", " (RFC 9651 §4.2). */
  | {
      readonly source: "header";
      readonly value: string;
      readonly valid: boolean;
      readonly preferences: UsagePreferences;
    };

/** Content Signals and where they were read. */
export type SignalStatement =
  | {
      readonly source: "robots.txt";
      readonly rule: ContentSignalRule;
      readonly signals: ContentSignals;
    }
  | { readonly source: "header"; readonly value: string; readonly signals: ContentSignals };

export type NoAiToken = "noai" | "noimageai";

/** A noai / noimageai token and the META tag or X-Robots-Tag header that carries it. */
export interface NoAiFinding {
  readonly token: NoAiToken;
  readonly source: "meta" | "x-robots-tag";
  /** "*" for every crawler, else the crawler named. */
  readonly crawler: string;
  readonly text: string;
  /** The META tag's position in the HTML (1:1 for a header). */
  readonly line: number;
  readonly column: number;
}

export interface ContentUsageAnswer {
  /** RFC 9309 crawl permission: preferences are read only where crawling is allowed (AIPREF-ATTACH §3.1). */
  readonly crawl: Decision;
  /** AIPREF-VOCAB §3: per category, from every statement combined most restrictively (§5.1). */
  readonly preferences: UsagePreferences;
  /** Content Signals (search, ai-input, ai-train = yes/no; use), most restrictive per use. */
  readonly signals: ContentSignals;
  /** W3C TDMRep reservation. */
  readonly tdm: TdmAnswer;
  /** The noai / noimageai tokens addressed to the crawler (DeviantArt's convention). */
  readonly noai: readonly NoAiToken[];
  /** Where each part came from. */
  readonly sources: {
    readonly preferences: readonly PreferenceStatement[];
    readonly signals: readonly SignalStatement[];
    readonly noai: readonly NoAiFinding[];
  };
  /** Sentences a person can read. */
  readonly explanation: string;
}

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

const RESTRICTIVENESS: Readonly<Record<Preference, number>> = {
  unknown: 0,
  allowed: 1,
  disallowed: 2,
};

/** AIPREF-VOCAB §5.1: per category, any "disallowed" wins, then any "allowed", else "unknown". */
export function combinePreferences(statements: readonly UsagePreferences[]): UsagePreferences {
  const combined: Record<string, Preference> = { ...ALL_UNKNOWN };
  for (const statement of statements)
    for (const category of AIPREF_CATEGORIES)
      if (RESTRICTIVENESS[statement[category]] > RESTRICTIVENESS[combined[category]!]!)
        combined[category] = statement[category];
  return combined as UsagePreferences;
}

/**
 * AIPREF-ATTACH §3.1: the rule whose path matches with the most octets (RFC 9309 §2.2.2);
 * rules whose paths are as long are combined most restrictively. A rule without a path
 * matches every path with length 0 (so "/" is longer; README "AI usage preferences").
 * A rule whose preference did not parse is ignored (it has been reported).
 */
function robotsStatement(groups: readonly Group[], path: string): PreferenceStatement | undefined {
  let longest = -1;
  let winners: ContentUsageRule[] = [];
  for (const group of groups)
    for (const rule of group.aiPreferences?.contentUsage ?? []) {
      if (!rule.valid) continue;
      let length = 0;
      if (rule.pattern !== "") {
        const pattern = normalizeRfc9309(rule.pattern, "pattern");
        if (!matchesWildcard(compileWildcard(pattern), path)) continue;
        length = pattern.length;
      }
      if (length > longest) [longest, winners] = [length, [rule]];
      else if (length === longest) winners.push(rule);
    }
  if (winners.length === 0) return undefined;
  return {
    source: "robots.txt",
    rules: winners,
    preferences: combinePreferences(winners.map((rule) => rule.preferences)),
  };
}

function headerStatement(headers: HeadersLike | undefined): PreferenceStatement | undefined {
  const lines = fieldLines(headers, "content-usage");
  if (lines.length === 0) return undefined;
  const value = lines.join(", ");
  const read = readPreference(value.trim());
  return { source: "header", value, valid: read.valid, preferences: read.preferences };
}

/** Content Signals: "no" outweighs "yes" for a use; the last `use=` stated stands. */
function combineSignals(statements: readonly SignalStatement[]): ContentSignals {
  const combined: Record<string, string> = {};
  for (const { signals } of statements)
    for (const [key, value] of Object.entries(signals))
      combined[key] = key !== "use" && combined[key] === "no" ? "no" : value;
  return combined as ContentSignals;
}

function signalStatements(
  groups: readonly Group[],
  headers: HeadersLike | undefined,
): SignalStatement[] {
  const statements: SignalStatement[] = [];
  for (const group of groups)
    for (const rule of group.aiPreferences?.contentSignals ?? [])
      statements.push({ source: "robots.txt", rule, signals: rule.signals });
  for (const value of fieldLines(headers, "content-signal")) {
    const signals = readSignals(value, () => undefined);
    if (signals) statements.push({ source: "header", value, signals });
  }
  return statements;
}

function addressed(crawler: string, tokens: readonly string[]): boolean {
  return crawler === "*" || tokens.includes(crawler);
}

function noAiFindings(
  page: PagePolicy | undefined,
  headers: HeadersLike | undefined,
  tokens: readonly string[],
): NoAiFinding[] {
  const findings: NoAiFinding[] = [];
  for (const d of page?.directives ?? [])
    if ((d.name === "noai" || d.name === "noimageai") && addressed(d.crawler, tokens))
      findings.push({
        token: d.name,
        source: d.source,
        crawler: d.crawler,
        text: d.text,
        line: d.line,
        column: d.column,
      });
  // A page parsed with its headers already holds their X-Robots-Tag directives.
  if (page?.directives.some((d) => d.source === "x-robots-tag")) return findings;
  for (const value of fieldLines(headers, "x-robots-tag")) {
    const { crawler, content } = splitXRobotsTag(value);
    if (!addressed(crawler, tokens)) continue;
    for (const d of splitDirectives(content))
      if (d.name === "noai" || d.name === "noimageai")
        findings.push({
          token: d.name,
          source: "x-robots-tag",
          crawler,
          text: value.trim(),
          line: 1,
          column: 1,
        });
  }
  return findings;
}

function tdmFor(input: ContentUsageInput): TdmAnswer {
  const fileRule = input.tdmrep && tdmRepRuleFor(input.tdmrep, input.path);
  const header = {
    reservation: fieldLines(input.headers, "tdm-reservation").at(-1),
    policy: fieldLines(input.headers, "tdm-policy").at(-1),
  };
  const metas = input.page?.metas ?? [];
  // The last tag of each name, as the last header line: a later value supersedes.
  const reservationMeta = metas.filter((m) => m.name === "tdm-reservation").at(-1);
  const policyMeta = metas.filter((m) => m.name === "tdm-policy").at(-1);
  return tdmAnswer(fileRule, [
    { ...definedOnly(header), source: (value) => ({ carrier: "header", value }) },
    {
      ...definedOnly({ reservation: reservationMeta?.content, policy: policyMeta?.content.trim() }),
      source: (value) => ({
        carrier: "meta",
        value,
        line: reservationMeta!.line,
        column: reservationMeta!.column,
      }),
    },
  ]);
}

function definedOnly(values: { reservation: string | undefined; policy: string | undefined }): {
  reservation?: string;
  policy?: string;
} {
  return {
    ...(values.reservation !== undefined ? { reservation: values.reservation } : {}),
    ...(values.policy !== undefined ? { policy: values.policy } : {}),
  };
}

/** The AI usage preferences for one URL and crawler (see ContentUsageAnswer). */
export function answerContentUsage(input: ContentUsageInput): ContentUsageAnswer {
  const { crawl } = input;
  const statements: PreferenceStatement[] = [];
  // AIPREF-ATTACH §3.1: "no preferences are implied for resources that are disallowed".
  const fromRobots = crawl.allowed ? robotsStatement(input.groups, input.path) : undefined;
  if (fromRobots) statements.push(fromRobots);
  const fromHeader = headerStatement(input.headers);
  if (fromHeader) statements.push(fromHeader);
  const signalSources = signalStatements(input.groups, input.headers);
  const noaiSources = noAiFindings(input.page, input.headers, input.tokens);
  const answer = {
    crawl,
    preferences: combinePreferences(statements.map((s) => s.preferences)),
    signals: combineSignals(signalSources),
    tdm: tdmFor(input),
    noai: [...new Set(noaiSources.map((f) => f.token))],
    sources: { preferences: statements, signals: signalSources, noai: noaiSources },
  };
  return { ...answer, explanation: explain(answer, input.groups) };
}

function describeStatement(statement: PreferenceStatement): string {
  if (statement.source === "header")
    return `the Content-Usage header "${statement.value}"${statement.valid ? "" : " (not a valid Dictionary: no preference)"}`;
  return statement.rules
    .map((rule) => `Content-Usage line ${rule.line} "${rule.text.trim()}"`)
    .join(" and ");
}

function explain(
  answer: Omit<ContentUsageAnswer, "explanation">,
  groups: readonly Group[],
): string {
  const { crawl, preferences, signals, tdm, noai, sources } = answer;
  const parts = [crawl.explanation.replace(/\.?$/, ".")];
  const hasRobotsRules = groups.some((g) => (g.aiPreferences?.contentUsage.length ?? 0) > 0);
  if (!crawl.allowed && hasRobotsRules)
    parts.push(
      "Content-Usage rules are not read for a path that may not be crawled (AIPREF-ATTACH §3.1).",
    );
  const stated = AIPREF_CATEGORIES.map((c) => `${c} ${preferences[c]}`).join(", ");
  if (sources.preferences.length === 0) parts.push(`No AI usage preference applies: ${stated}.`);
  else
    parts.push(
      `AI usage preferences: ${stated}, from ${sources.preferences.map(describeStatement).join(" and ")}${sources.preferences.length > 1 ? ", the most restrictive per category (AIPREF-VOCAB §5.1)" : ""}.`,
    );
  if (
    preferences.search === "allowed" &&
    (preferences["train-ai"] === "disallowed" || preferences["ai-use"] === "disallowed")
  )
    parts.push(
      "Search, where allowed, overrides the other categories for use inside a search application (AIPREF-VOCAB §4.3).",
    );
  const signalText = Object.entries(signals)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  if (signalText !== "")
    parts.push(
      `Content signals: ${signalText}, from ${sources.signals.map((s) => (s.source === "header" ? "the Content-Signal header" : `line ${s.rule.line}`)).join(" and ")}.`,
    );
  if (tdm.source)
    parts.push(
      `TDM rights are ${tdm.reserved ? "reserved" : "not reserved"} (TDMRep ${tdm.source.carrier === "tdmrep.json" ? `tdmrep.json rule ${tdm.source.rule.index}` : tdm.source.carrier === "header" ? "tdm-reservation header" : `META tag on line ${tdm.source.line}`})${tdm.policy ? `; policy ${tdm.policy}` : ""}.`,
    );
  if (noai.length > 0)
    parts.push(
      `The page says ${sources.noai.map((f) => `${f.token} (${f.source === "meta" ? `robots META line ${f.line}` : "X-Robots-Tag"})`).join(", ")}.`,
    );
  return parts.join(" ");
}
