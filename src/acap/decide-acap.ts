// decideAcap(robots, query): may the crawler do an ACAP usage (crawl, index, preserve,
// present …) on a URL, by the file's ACAP records (ACAP-1), its conventional records for
// crawl (§2.10) and, when given, the page's own permissions (ACAP-2, which override
// robots.txt). A function of its own rather than a method, so that a bundle that never asks
// an ACAP question does not carry the ACAP and page engines.
import type { Decision, ProfileName, UserAgent } from "../core/types.js";
import type { PagePolicy } from "../html/model.js";
import { ACAP_USAGE_TYPES, type AcapPolicy, type AcapUsageType } from "./model.js";
import { combineAcap, type AcapDecision } from "./combine.js";
import type { Target } from "./constraints.js";
import {
  decidePage,
  excludedElements,
  type PageElementQuery,
  type PageUnderstands,
} from "./page-decide.js";
import { acapUserAgentOf } from "./crawler-selection.js";
import { placesNamedIn } from "./query-cache.js";
import { nameMatcher } from "./crawler-names.js";
import { explain, type Evaluation } from "../core/decide.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { pathOf } from "../core/url.js";
import { checkPagePolicy } from "../html/check-page.js";
import { timeOf } from "../core/arguments.js";
import { checkParsed, EVALUATE, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import { ACAP } from "./extension.js";

/** An ACAP query: any ACAP-1 §2.5 usage type, with what the qualifiers need. */
export interface AcapDecideQuery {
  /** A URL of any scheme with "//" and an authority (string or URL; its path and query are matched), or a path starting with "/". */
  readonly url: string | URL;
  /** The crawler: a product token, a whole User-Agent header, or tokens in order of preference. */
  readonly userAgent: UserAgent;
  /** The profile that reads the conventional records for `crawl` (default "rfc9309"). */
  readonly profile?: ProfileName;
  /** robots2 only: the answer to the case ROBOTS-2.0 leaves open ("Discuss."). Default "disallow". */
  readonly robots2Unmatched?: "disallow" | "allow";
  /** ACAP-1 §2.5 usage type (default "crawl"). */
  readonly usage?: AcapUsageType;
  /** Usage purpose name or URI (§2.3.3): selects the sub-records addressed to it. */
  readonly purpose?: string;
  /** When the usage happens (default now), for time-limit. */
  readonly at?: Date;
  /** When the resource was first indexed / copied / presented, for time-limit=n-days. */
  readonly firstUsedAt?: Date;
  /** Where the target device is, for target-condition (§2.5.5.9). */
  readonly target?: Target;
  /** What the crawler can interpret, for the §2.4.3 fallback and ACAP-2 §2.2.6 (default: everything). */
  readonly understands?: PageUnderstands;
  /** ACAP-2: the page's own permissions (parseHtmlPolicy); they override robots.txt. */
  readonly page?: PagePolicy;
  /** ACAP-2 §2.2.5: decide for this element (an id, a reference from the page policy, or `{ path }`). */
  readonly element?: PageElementQuery;
}

/**
 * The decision for any ACAP usage type by the file's ACAP records (and, for `crawl`, its
 * conventional records, ACAP-1 §2.10), with the constraints to honour; with `page`, the
 * page's META and element permissions decide first (ACAP-2 §2.2.8).
 */
export function decideAcap(robots: ParsedRobotsTxt, query: AcapDecideQuery): AcapDecision {
  checkParsed(robots, "robots");
  if (typeof query !== "object" || query === null)
    throw new TypeError("decideAcap: expected { url, userAgent, usage?, purpose?, page?, … }");
  const usage = query.usage ?? "crawl";
  if (!(ACAP_USAGE_TYPES as readonly string[]).includes(usage))
    throw new RangeError(
      `usage: expected one of ${ACAP_USAGE_TYPES.join(", ")}, got ${JSON.stringify(usage)}`,
    );
  if (query.purpose !== undefined && typeof query.purpose !== "string")
    throw new TypeError("purpose: expected a usage purpose name or URI string");
  const at = timeOf(query.at);
  const firstUsedAt = query.firstUsedAt === undefined ? undefined : timeOf(query.firstUsedAt);
  const evaluation = robots[EVALUATE](query.url, query.userAgent, query);
  const acap = robots.derive(ACAP);
  // A string is matched as it is; a list of tokens is read against the file's crawler names
  // (an automaton made once per file) and the page's.
  const userAgent =
    typeof query.userAgent === "string"
      ? query.userAgent
      : acapUserAgentOf(query.userAgent, named(acap, query.page));
  // §2.10.1/§2.10.2: conventional records count for crawl unless the file says to ignore them;
  // a conventional line inside an ACAP record never counts for an ACAP crawler.
  const conventional =
    usage === "crawl" &&
    !acap.ignoreConventionalRecords &&
    !includesLine(acap.conventionalLinesInAcapRecords, evaluation.decisive?.rule.line ?? 0)
      ? explain(evaluation)
      : undefined;
  const path = normalizeRfc9309(pathOf(query.url), "path");
  const page = query.page;
  if (page !== undefined) {
    checkPagePolicy(page, "page");
    const fromPage = decideByPage(query, userAgent, page, usage, evaluation, path, at, firstUsedAt);
    if (fromPage) return fromPage;
  }
  const fromRobots = combine(
    robots,
    query,
    userAgent,
    usage,
    evaluation,
    conventional,
    path,
    at,
    firstUsedAt,
  );
  if (page === undefined || query.element !== undefined) return fromRobots;
  const excluded = excludedElements(page, usage);
  return excluded.length > 0 ? { ...fromRobots, excludedElements: excluded } : fromRobots;
}

/**
 * Does a token hold a crawler name of the file's records or of the page's rules and
 * directives? (One pass over it: crawler-names.ts.)
 */
function named(acap: AcapPolicy, page: PagePolicy | undefined): (token: string) => boolean {
  // Unchecked yet (checkPagePolicy reports a malformed page next): names that are strings.
  // An empty name is in every token, the first: the answer without it.
  const names = new Set<string>();
  const listed = (items: unknown) => (Array.isArray(items) ? (items as unknown[]) : []);
  // Conventional directives are read as ACAP rules (page-rules.ts): their names count too.
  for (const item of page ? [...listed(page.rules), ...listed(page.directives)] : []) {
    const name = (item as { crawler?: unknown } | null)?.crawler;
    if (typeof name === "string" && name !== "" && name !== "*") names.add(name.toLowerCase());
  }
  const inPage = nameMatcher([...names]);
  return (token) =>
    (acap.records.length > 0 && placesNamedIn(acap, token).length > 0) || inPage(token).length > 0;
}

/** Whether ascending `lines` holds `line` (a binary search: a query must not cost the file). */
function includesLine(lines: readonly number[], line: number): boolean {
  let low = 0;
  let high = lines.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (lines[mid] === line) return true;
    if (lines[mid]! < line) low = mid + 1;
    else high = mid - 1;
  }
  return false;
}

/** ACAP-2 §2.2.8 NOTE: what the page says overrides robots.txt for the same crawler and resource. */
function decideByPage(
  query: AcapDecideQuery,
  userAgent: string,
  page: PagePolicy,
  usage: AcapUsageType,
  evaluation: Evaluation,
  path: string,
  at: Date,
  firstUsedAt: Date | undefined,
): AcapDecision | undefined {
  const pageUrl =
    query.url instanceof URL
      ? query.url.href
      : /^[a-z][a-z0-9+.-]*:/i.test(query.url)
        ? query.url
        : page.url;
  const outcome = decidePage(page, {
    usage,
    userAgent,
    url: pageUrl,
    at,
    ...(query.purpose !== undefined ? { purpose: query.purpose } : {}),
    ...(firstUsedAt ? { firstUsedAt } : {}),
    ...(query.target ? { target: query.target } : {}),
    ...(query.understands ? { understands: query.understands } : {}),
    ...(query.element !== undefined ? { element: query.element } : {}),
  });
  if (!outcome) return undefined;
  const excluded =
    query.element === undefined && outcome.allowed ? excludedElements(page, usage) : [];
  return {
    acap: true,
    profile: evaluation.strategy.profile,
    usage,
    agent: evaluation.token,
    path,
    allowed: outcome.allowed,
    reason: outcome.reason,
    rule: {
      source: outcome.source,
      kind: outcome.rule.kind,
      usage: outcome.rule.usage,
      pattern: page.url,
      text: outcome.rule.text,
      line: outcome.rule.line,
      column: outcome.rule.column,
    },
    ...(outcome.conflict
      ? {
          conflict: outcome.conflict.map((r) => ({
            kind: r.kind,
            usage: r.usage,
            pattern: page.url,
            text: r.text,
            line: r.line,
            column: r.column,
          })),
        }
      : {}),
    ...(outcome.element ? { element: outcome.element } : {}),
    constraints: outcome.constraints,
    fallbacks: outcome.fallbacks,
    ...(excluded.length > 0 ? { excludedElements: excluded } : {}),
    explanation: `${outcome.explanation}; the page overrides robots.txt (ACAP-2 §2.2.8)`,
  };
}

function combine(
  robots: ParsedRobotsTxt,
  query: AcapDecideQuery,
  userAgent: string,
  usage: AcapUsageType,
  evaluation: Evaluation,
  conventional: Decision | undefined,
  path: string,
  at: Date,
  firstUsedAt: Date | undefined,
): AcapDecision {
  return combineAcap({
    acap: robots.derive(ACAP),
    agent: evaluation.token,
    profile: evaluation.strategy.profile,
    ...(conventional ? { conventional } : {}),
    query: {
      usage,
      userAgent,
      path,
      at,
      ...(query.purpose !== undefined ? { purpose: query.purpose } : {}),
      ...(firstUsedAt ? { firstUsedAt } : {}),
      ...(query.target ? { target: query.target } : {}),
      ...(query.understands ? { understands: query.understands } : {}),
    },
  });
}
