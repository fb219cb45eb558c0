// The explanation of a contentUsage() answer: sentences naming the lines and headers each
// part came from, what was ignored, and where the drafts leave the reader a step to take.
import type { AiPreferencesGroup as Group } from "./model.js";
import type { ContentUsageAnswer, PreferenceStatement } from "./answer.js";
import { AIPREF_CATEGORIES } from "./model.js";
import type { TdmSource } from "./tdmrep.js";

type Unexplained = Omit<ContentUsageAnswer, "explanation">;

const NO_PREFERENCE = " (not a Dictionary: no preference)";
/**
 * Lines named one by one in a sentence; past them, how many more (a file can repeat a line
 * thousands of times, and the answer lists them all: the sentence need not).
 */
const LINES_NAMED = 8;

/** `parts` joined with " and ", the first LINES_NAMED of `count` (the rest counted as `more`). */
function named(parts: readonly string[], count: number, more: (rest: number) => string): string {
  const rest = count - parts.length;
  return [...parts, ...(rest > 0 ? [more(rest)] : [])].join(" and ");
}

function describeStatement(statement: PreferenceStatement): string {
  if (statement.source === "header")
    return `the Content-Usage header "${statement.value}"${statement.valid ? "" : NO_PREFERENCE}`;
  const rules = statement.rules;
  return named(
    rules
      .slice(0, LINES_NAMED)
      .map(
        (rule) =>
          `Content-Usage line ${rule.line} "${rule.text.trim()}"${rule.valid ? "" : NO_PREFERENCE}`,
      ),
    rules.length,
    (rest) => `${rest} more Content-Usage lines with paths as long`,
  );
}

/** The lines and headers Content Signals came from: robots.txt's lines (the first few named), then the headers. */
function signalSources(statements: Unexplained["sources"]["signals"]): string {
  // robots.txt's statements come first, the headers' after them.
  let lines = statements.length;
  while (lines > 0 && statements[lines - 1]!.source === "header") lines--;
  const named_lines = named(
    statements
      .slice(0, Math.min(lines, LINES_NAMED))
      .map((s) => (s.source === "robots.txt" ? `line ${s.rule.line}` : "")),
    lines,
    (rest) => `${rest} more lines`,
  );
  const headers = Array<string>(statements.length - lines).fill("the Content-Signal header");
  return [...(lines > 0 ? [named_lines] : []), ...headers].join(" and ");
}

function describeTdm(source: TdmSource): string {
  return source.carrier === "tdmrep.json"
    ? `tdmrep.json rule ${source.rule.index}`
    : `${source.name} ${source.carrier === "header" ? "header" : `META line ${source.line}`}`;
}

/** Whether the selected groups have Content-Usage lines, read once per groups list (a `*` selection may be 10,000 groups). */
const contentUsageIn = new WeakMap<readonly Group[], boolean>();

function hasContentUsage(groups: readonly Group[]): boolean {
  let has = contentUsageIn.get(groups);
  if (has === undefined) {
    has = groups.some((g) => (g.aiPreferences?.contentUsage.length ?? 0) > 0);
    contentUsageIn.set(groups, has);
  }
  return has;
}

function preferenceSentences(answer: Unexplained, groups: readonly Group[]) {
  const { crawl, preferences, sources } = answer;
  const parts: string[] = [];
  if (!crawl.allowed && hasContentUsage(groups))
    parts.push(
      "Content-Usage rules are not read for a path that may not be crawled (AIPREF-ATTACH §3.1).",
    );
  const stated = AIPREF_CATEGORIES.map((c) => `${c} ${preferences[c]}`).join(", ");
  if (sources.preferences.length === 0) parts.push(`No AI usage preference applies: ${stated}.`);
  else
    parts.push(
      `AI usage preferences: ${stated}, from ${sources.preferences.map(describeStatement).join(" and ")}${sources.preferences.length > 1 ? ", the most restrictive per category (AIPREF-VOCAB §5.1)" : ""}.`,
    );
  return parts;
}

/** The answer in sentences. */
export function explainUsage(answer: Unexplained, groups: readonly Group[]): string {
  const { crawl, signals, tdm, noai, sources } = answer;
  const parts = [crawl.explanation.replace(/\.?$/, "."), ...preferenceSentences(answer, groups)];
  const signalText = Object.entries(signals)
    .map(([k, v]) => `${k}=${v}`)
    .join(", ");
  if (signalText !== "")
    parts.push(`Content signals: ${signalText}, from ${signalSources(sources.signals)}.`);
  const reservation = sources.tdm.reservation;
  if (reservation)
    parts.push(
      `TDM rights are ${tdm.reserved ? "reserved" : "not reserved"} (TDMRep ${describeTdm(reservation)})${tdm.policy ? `; policy ${tdm.policy}` : ""}.`,
    );
  if (noai.length > 0)
    parts.push(
      `The page says ${sources.noai.map((f) => `${f.token} (${f.source === "meta" ? `robots META line ${f.line}` : "X-Robots-Tag"})`).join(", ")}.`,
    );
  return parts.join(" ");
}
