// traceDecision(robots, query): how a crawl decision was reached, step by step: every group
// (or record) considered and why it was chosen or not, every rule that matched the path with
// its match length, the tie-break, and the decision. A function of its own (like decideAcap),
// so that bundles that never ask for a trace leave it out; the CLI's `explain` prints it.
import { explain, type Evaluation } from "./core/decide.js";
import type { Decision, Group, ProfileName, UserAgent } from "./core/types.js";
import { RobotsTxt, parseRobotsTxt } from "./robots-txt.js";
import { EVALUATE } from "./rfc9309/reading.js";
import type { QueryOptions } from "./queries.js";

/** What `traceDecision` is asked: a URL, a crawler and the profile, as for `isAllowed`. */
export interface TraceQuery extends QueryOptions {
  readonly url: string | URL;
  readonly userAgent: UserAgent;
}

/**
 * One group (or record) of the file in a trace: whether the profile chose it for the crawler, and
 * why.
 */
export interface TraceGroup {
  /** The group's User-agent lines. */
  readonly lines: readonly number[];
  readonly userAgents: readonly string[];
  readonly chosen: boolean;
  /** Why it was chosen or passed over, with the section that says so. */
  readonly why: string;
}

/**
 * One rule of the chosen groups that matches the path, with its match length and whether it
 * decided.
 */
export interface TraceMatch {
  readonly line: number;
  readonly kind: "allow" | "disallow";
  readonly pattern: string;
  readonly text: string;
  /** Octets of the normalised pattern (RFC 9309 §2.2.2's measure). */
  readonly length: number;
  readonly decisive: boolean;
}

/**
 * How a crawl decision was reached (`traceDecision`): the groups considered, the rules that
 * matched, the precedence rule and tie-break that chose one, and the decision.
 */
export interface DecisionTrace {
  readonly profile: ProfileName;
  /** The crawler token the query was read as. */
  readonly agent: string;
  /** The path as the profile matches it. */
  readonly path: string;
  /** The profile's precedence rule, with its section. */
  readonly precedence: string;
  readonly groups: readonly TraceGroup[];
  /** Every rule of the chosen groups that matches the path, in precedence order. */
  readonly matches: readonly TraceMatch[];
  /** How the first match was preferred to the others, when several matched. */
  readonly tieBreak?: string;
  readonly decision: Decision;
}

/** User-agent values quoted, each once (a group may name one crawler on several lines). */
const quoted = (values: readonly string[]) =>
  [...new Set(values)].map((v) => JSON.stringify(v)).join(", ");

/** The lines of the group's User-agent lines that selected it. */
function agentLinesOf(group: Group, selected: ReadonlySet<number>): number[] {
  return group.userAgents.map((a) => a.line).filter((line) => selected.has(line));
}

/** KOSTER-1996 §3.2.1: the first record whose User-agent contains the token, case-insensitively. */
function whyRecord(
  group: Group,
  chosen: boolean,
  evaluation: Evaluation,
  selected: ReadonlySet<number>,
): string {
  const { selection, token } = evaluation;
  const section = "KOSTER-1996 §3.2.1, a case-insensitive substring";
  const values = group.userAgents.map((a) => a.value);
  const star = values.some((v) => v.trim() === "*");
  if (chosen && selection.named)
    return `the first record whose User-agent contains "${token}" (line ${agentLinesOf(group, selected).join(", ")}) (${section})`;
  if (chosen) return `the first "*" record: no User-agent contains "${token}" (${section})`;
  if (star)
    return selection.named
      ? `a "*" record, not used: a User-agent contains "${token}" (${section})`
      : `a "*" record, not used: only the first one is (${section})`;
  if (values.some((v) => v.toLowerCase().includes(token)))
    return `contains "${token}" too, but an earlier record is chosen (${section})`;
  return `${quoted(values)} ${new Set(values).size > 1 ? "do" : "does"} not contain "${token}" (${section})`;
}

function whyGroup(
  group: Group,
  chosen: boolean,
  evaluation: Evaluation,
  selected: ReadonlySet<number>,
): string {
  const { selection, token, strategy } = evaluation;
  if (strategy.profile === "koster1996" || strategy.profile === "robots2")
    return whyRecord(group, chosen, evaluation, selected);
  const star = group.userAgents.some((a) => a.value.trim() === "*");
  const section = "RFC 9309 §2.2.1";
  if (chosen && selection.named)
    return `names "${token}" (line ${agentLinesOf(group, selected).join(", ")}) (${section})`;
  if (chosen) return `the "*" group: no group names "${token}" (${section})`;
  if (star && selection.named)
    return `a "*" group, not used: a group names "${token}" (${section})`;
  return `names ${quoted(group.userAgents.map((a) => a.value))}, not "${token}" (${section})`;
}

function tieBreakOf(matches: readonly TraceMatch[], profile: ProfileName): string | undefined {
  if (matches.length < 2) return undefined;
  const [first, second] = matches as [TraceMatch, TraceMatch];
  if (profile === "koster1996")
    return "the first matching rule in file order decides (KOSTER-1996 §3.2.2)";
  if (profile === "robots2")
    return "explicit Allow, then Disallow, then wildcard Allow (ROBOTS-2.0)";
  if (first.length > second.length)
    return `the longest match decides: ${first.length} octets against ${second.length} (RFC 9309 §2.2.2)`;
  if (first.kind !== second.kind)
    return `equal length (${first.length} octets): Allow wins (RFC 9309 §2.2.2)`;
  return `equal length and kind: the first in file order (line ${first.line})`;
}

/**
 * The groups (or records) of the reading the evaluation was made on: the policy model's, or,
 * when its profile read the content otherwise (google, past maxBytes or past a partial BOM:
 * RobotsTxt #readerFor), that reading's, made again here from its text (the one parse every
 * other profile reads is rfc9309's).
 */
function consideredOf(
  robots: RobotsTxt,
  query: TraceQuery,
  evaluation: Evaluation,
): readonly Group[] {
  const { strategy, file } = evaluation;
  const own =
    !strategy.readsWholeFile ||
    robots[EVALUATE](query.url, query.userAgent, { profile: "rfc9309" }).file === file;
  const policy = own
    ? robots.policy
    : parseRobotsTxt(file.text, { maxBytes: Number.MAX_SAFE_INTEGER }).policy;
  return strategy.profile === "koster1996" || strategy.profile === "robots2"
    ? policy.records
    : policy.groups;
}

/** The trace of a crawl decision (see DecisionTrace). */
export function traceDecision(robots: RobotsTxt, query: TraceQuery): DecisionTrace {
  if (!(robots instanceof RobotsTxt))
    throw new TypeError("traceDecision: expected a RobotsTxt from parseRobotsTxt");
  if (typeof query !== "object" || query === null)
    throw new TypeError("traceDecision: expected { url, userAgent, profile? }");
  const evaluation = robots[EVALUATE](query.url, query.userAgent, query);
  const { strategy, selection, path, decisive } = evaluation;
  const considered = consideredOf(robots, query, evaluation);
  // Sets, not the selection's arrays: a file can have thousands of groups, all chosen.
  const chosenSets = new Set(selection.sets);
  const selected = new Set(selection.agentRows.map((row) => evaluation.file.line(row)));
  const groups = considered.map((group, set): TraceGroup => {
    const chosen = chosenSets.has(set);
    return {
      lines: group.userAgents.map((a) => a.line),
      userAgents: group.userAgents.map((a) => a.value),
      chosen,
      why: whyGroup(group, chosen, evaluation, selected),
    };
  });
  const { rules } = selection;
  const matches: TraceMatch[] = [];
  for (const entry of evaluation.robotsTxt ? [] : rules.matching(path)) {
    const rule = evaluation.file.rule(rules.row(entry));
    matches.push({
      line: rule.line,
      kind: rule.kind,
      pattern: rule.pattern,
      text: rule.text.trim(),
      length: rules.length(entry),
      decisive: entry === decisive?.entry,
    });
  }
  const tieBreak = tieBreakOf(matches, strategy.profile);
  return {
    profile: strategy.profile,
    agent: evaluation.token,
    path,
    precedence: strategy.precedence,
    groups,
    matches,
    ...(tieBreak !== undefined ? { tieBreak } : {}),
    decision: explain(evaluation),
  };
}
