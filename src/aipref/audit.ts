// An audit of a robots.txt against the known AI crawlers (ai.robots.txt's list): what each
// may crawl and which AI preferences reach it, and what site owners commonly get wrong.
// Built on the public queries (isAllowed, decide, contentUsage) and the policy model.
import type { ContentSignals, UsagePreferences } from "./model.js";
import type { Group, Severity } from "../core/types.js";
import { checkParsed, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import { contentUsage } from "./questions.js";
import { AI_PREFERENCES } from "./extension.js";
import { AI_CRAWLERS, type AiCrawler } from "./ai-crawler.js";
import { AllowsBelow } from "./allows-below.js";
import { NearNames } from "./near-names.js";
import { checkOptions } from "../core/arguments.js";

export type { AiCrawler } from "./ai-crawler.js";

/** Options of `auditAiCrawlers`: the paths to ask about. */
export interface AiAuditOptions {
  /** Paths (or absolute URLs) to ask about for every crawler. Default ["/"]. */
  readonly paths?: readonly string[];
}

/**
 * What one AI crawler may do on one path: crawl it, and the AI preferences and signals that reach
 * it there.
 */
export interface AiAuditPath {
  readonly path: string;
  readonly crawl: boolean;
  /** The line of the rule that decided; absent when no rule did. */
  readonly line?: number;
  readonly preferences: UsagePreferences;
  readonly signals: ContentSignals;
}

/** One AI crawler in an audit: the group that applies to it and its answers for each path. */
export interface AiAuditRow {
  readonly crawler: AiCrawler;
  /** The User-agent lines whose group applies: the crawler's own, or the `*` group's; none when no group applies. */
  readonly group?: { readonly lines: readonly number[]; readonly userAgents: readonly string[] };
  /** The file names this crawler in a group of its own. */
  readonly ownGroup: boolean;
  readonly paths: readonly AiAuditPath[];
}

/**
 * One thing the audit found that site owners commonly get wrong: a misspelt crawler name, a
 * preference stated where the group may not crawl, a named crawler that ignores robots.txt.
 */
export interface AiAuditFinding {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly line?: number;
  /** The crawler the finding is about, when it is about one. */
  readonly crawler?: string;
}

/**
 * The result of `auditAiCrawlers`: a row per known AI crawler, the findings, and how many crawlers
 * are blocked.
 */
export interface AiAudit {
  readonly crawlers: readonly AiAuditRow[];
  readonly findings: readonly AiAuditFinding[];
  readonly summary: {
    readonly total: number;
    /** May not crawl the first path. */
    readonly blocked: number;
    readonly allowed: number;
    readonly withOwnGroup: number;
  };
}

function rowOf(robots: ParsedRobotsTxt, crawler: AiCrawler, paths: readonly string[]): AiAuditRow {
  let group: AiAuditRow["group"];
  const answers = paths.map((path): AiAuditPath => {
    const answer = contentUsage(robots, { url: path, userAgent: crawler.name });
    group ??= answer.crawl.group;
    return {
      path,
      crawl: answer.crawl.allowed,
      ...(answer.crawl.rule ? { line: answer.crawl.rule.line } : {}),
      preferences: answer.preferences,
      signals: answer.signals,
    };
  });
  const ownGroup = group !== undefined && namesOwn(group);
  return { crawler, ...(group ? { group } : {}), ownGroup, paths: answers };
}

/**
 * Whether a decision's group names a crawler rather than `*`, read once per group: every
 * decision of one selection shares its group object, and the `*` group of a file of 10,000
 * `*` groups is every crawler's.
 */
const ownByGroup = new WeakMap<object, boolean>();

function namesOwn(group: NonNullable<AiAuditRow["group"]>): boolean {
  let own = ownByGroup.get(group);
  if (own === undefined) {
    own = group.userAgents.some((agent) => agent !== "*");
    ownByGroup.set(group, own);
  }
  return own;
}

/** Crawlers that are not AI crawlers but are spelt like some: never reported as typos. */
const OTHER_KNOWN_CRAWLERS = new Set([
  "googlebot",
  "googlebot-image",
  "googlebot-news",
  "googlebot-video",
  "bingbot",
  "msnbot",
  "slurp",
  "duckduckbot",
  "baiduspider",
  "yandexbot",
  "yandex",
  "applebot",
  "facebookexternalhit",
  "twitterbot",
  "linkedinbot",
  "ahrefsbot",
  "semrushbot",
  "mj12bot",
  "dotbot",
  "petalbot",
  "seznambot",
  "mediapartners-google",
  "adsbot-google",
  "storebot-google",
  "ia_archiver",
  "archive.org_bot",
]);

const letters = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The AI crawlers' names indexed for the typo search, made once (the list is fixed). */
function aiNamesIndex() {
  const known = new Map(AI_CRAWLERS.map((c) => [c.name.toLowerCase(), c.name]));
  return {
    known,
    near: new NearNames([...known].filter(([k]) => k.length >= 5)),
    byLetters: new Map(AI_CRAWLERS.map((c) => [letters(c.name), c.name])),
  };
}
let aiNames: ReturnType<typeof aiNamesIndex> | undefined;

/** A User-agent value close to a known AI crawler's name but not it: the group reaches no one. */
function typoFindings(robots: ParsedRobotsTxt): AiAuditFinding[] {
  const { known, near, byLetters } = (aiNames ??= aiNamesIndex());
  const findings: AiAuditFinding[] = [];
  const seen = new Set<string>();
  for (const group of robots.derive(AI_PREFERENCES).groups)
    for (const agent of group.userAgents) {
      const written = agent.value.trim();
      const name = written.toLowerCase();
      if (name === "*" || known.has(name) || OTHER_KNOWN_CRAWLERS.has(name) || seen.has(name))
        continue;
      seen.add(name);
      // One edit for short names, two from eight letters on: "mybot" is not a misspelt "CCBot".
      const limit = name.length >= 8 ? 2 : 1;
      const intended =
        byLetters.get(letters(name)) ?? (name.length >= 5 ? near.find(name, limit) : undefined);
      if (intended === undefined) continue;
      findings.push({
        code: "ai-crawler-typo",
        severity: "warning",
        message: `User-agent "${written}" names no known crawler; did you mean "${intended}"? A crawler obeys only a group that names its product token (RFC 9309 §2.2.1)`,
        line: agent.line,
        crawler: intended,
      });
    }
  return findings;
}

/** The site's own AI-preference diagnostics, as findings. */
function diagnosticFindings(robots: ParsedRobotsTxt): AiAuditFinding[] {
  return robots
    .diagnosticsOf(AI_PREFERENCES)
    .filter((d) => d.code.startsWith("content-usage-") || d.code.startsWith("content-signal-"))
    .map((d) => ({
      code: d.code,
      severity: d.severity,
      message: `${d.message} (${d.spec})`,
      line: d.line,
    }));
}

/** A name the group's own rules answer for: one of its agents, or one no group names for `*`. */
function probeFor(group: Group): string {
  const named = group.userAgents.find((a) => a.token !== "*" && a.token !== "");
  return named ? named.value : "robots-policy-audit-probe";
}

/** The literal start of a pattern: what a path must begin with to match it. */
function literalPrefix(pattern: string): string {
  const end = pattern.search(/[*$]/);
  return pattern === "" ? "/" : end === -1 ? pattern : pattern.slice(0, end) || "/";
}

/** Preferences stated for paths the same group may not crawl: AIPREF-ATTACH §3.1 says they imply nothing. */
function unreachableFindings(robots: ParsedRobotsTxt): AiAuditFinding[] {
  const findings: AiAuditFinding[] = [];
  // Whether a group for the same crawlers allows something under a path: then preferences for
  // that path reach those resources.
  const allowsBelow = new AllowsBelow(robots.derive(AI_PREFERENCES).groups);
  for (const group of robots.derive(AI_PREFERENCES).groups) {
    const prefs = group.aiPreferences;
    if (!prefs) continue;
    const probe = probeFor(group);
    for (const rule of prefs.contentUsage) {
      const path = literalPrefix(rule.pattern);
      // isAllowed first: a file may hold a Content-Usage line per path, and only the
      // disallowed ones need the explained decision.
      if (robots.isAllowed(path, probe)) continue;
      const decision = robots.decide({ url: path, userAgent: probe });
      if (decision.allowed || decision.rule === undefined || allowsBelow.has(group, path)) continue;
      findings.push({
        code: "ai-preference-unreachable",
        severity: "warning",
        message: `Content-Usage on line ${rule.line} states preferences for ${path}, which this group may not crawl (line ${decision.rule.line} "${decision.rule.text.trim()}"); no preferences are implied for disallowed resources (AIPREF-ATTACH §3.1)`,
        line: rule.line,
      });
    }
    // One decision for / serves every Content-Signal line of the group.
    const root =
      prefs.contentSignals.length > 0 ? robots.decide({ url: "/", userAgent: probe }) : undefined;
    for (const rule of prefs.contentSignals) {
      if (root === undefined) break;
      const decision = root;
      const grants = Object.entries(rule.signals)
        .filter(([key, value]) => key !== "use" && value === "yes")
        .map(([key]) => key);
      if (decision.allowed || decision.rule === undefined || grants.length === 0) continue;
      if (allowsBelow.has(group, "/")) continue;
      findings.push({
        code: "ai-preference-unreachable",
        severity: "warning",
        message: `Content-Signal on line ${rule.line} says yes to ${grants.join(", ")}, but the group may not crawl / (line ${decision.rule.line} "${decision.rule.text.trim()}"): a crawler that obeys the Disallow never collects the content`,
        line: rule.line,
      });
    }
  }
  return findings;
}

/** Crawlers the file names whose operator, per the list, does not obey robots.txt. */
function disregardFindings(rows: readonly AiAuditRow[]): AiAuditFinding[] {
  return rows
    .filter((row) => row.ownGroup && row.crawler.respectsRobotsTxt === "no")
    .map((row) => ({
      code: "ai-crawler-ignores-robots-txt",
      severity: "info" as const,
      message: `${row.crawler.name} (${row.crawler.operator}) has its own group, but ai.robots.txt records that it does not obey robots.txt: "${row.crawler.respect}"`,
      ...(row.group ? { line: row.group.lines[0]! } : {}),
      crawler: row.crawler.name,
    }));
}

/**
 * The findings that depend on the file alone (misspelt names, diagnostics, unreachable
 * preferences), made on the first audit of a parsed file and kept with it: a later audit costs
 * its rows, not a near-name search of every User-agent and a decision per preference line
 * again (issue 24: 15-49 ms an audit on files of thousands of groups).
 */
const FILE_FINDINGS = new WeakMap<ParsedRobotsTxt, readonly AiAuditFinding[]>();

function fileFindingsOf(robots: ParsedRobotsTxt): readonly AiAuditFinding[] {
  let findings = FILE_FINDINGS.get(robots);
  if (findings === undefined) {
    findings = [
      ...typoFindings(robots),
      ...diagnosticFindings(robots),
      ...unreachableFindings(robots),
    ].map((finding) => Object.freeze(finding));
    FILE_FINDINGS.set(robots, findings);
  }
  return findings;
}

let distinct: readonly AiCrawler[] | undefined;

/**
 * The list once per crawler: robots.txt names are compared case-insensitively (RFC 9309
 * §2.2.1), so two spellings are one crawler with one answer, and the list has three such
 * pairs (meta-externalagent and Meta-ExternalAgent, …); its first entry stands for both.
 */
function distinctCrawlers(): readonly AiCrawler[] {
  if (distinct) return distinct;
  const byName = new Map<string, AiCrawler>();
  for (const crawler of AI_CRAWLERS) {
    const name = crawler.name.toLowerCase();
    if (!byName.has(name)) byName.set(name, crawler);
  }
  return (distinct = [...byName.values()]);
}

/**
 * For each known AI crawler: whether it may crawl each path, which group applies, and the AI
 * preferences that reach it; and the mistakes site owners make (misspelt crawler names,
 * preference lines outside groups, preferences for what may not be crawled).
 */
export function auditAiCrawlers(robots: ParsedRobotsTxt, options: AiAuditOptions = {}): AiAudit {
  checkParsed(robots, "auditAiCrawlers");
  const paths = checkOptions(options, '{ paths: ["/"] }').paths ?? ["/"];
  if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== "string"))
    throw new TypeError("paths: expected a non-empty array of paths or URLs");
  const rows = distinctCrawlers().map((crawler) => rowOf(robots, crawler, paths));
  const findings = [...fileFindingsOf(robots), ...disregardFindings(rows)];
  findings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const blocked = rows.filter((row) => !row.paths[0]!.crawl).length;
  return {
    crawlers: rows,
    findings,
    summary: {
      total: rows.length,
      blocked,
      allowed: rows.length - blocked,
      withOwnGroup: rows.filter((r) => r.ownGroup).length,
    },
  };
}
