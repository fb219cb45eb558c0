// What the queries of a parsed robots.txt file take: the options and query objects of
// parseRobotsTxt and RobotsTxt's methods, and the one rule for a query's time.
import type { MetaUsage, ProfileName, UserAgent } from "./core/types.js";
import type { PagePolicy } from "./html/model.js";
import type { Robots2Unmatched } from "./robots2/strategy.js";
import { META_USAGES } from "./html/meta.js";
import { checkPagePolicy } from "./html/check-page.js";

export { timeOf } from "./core/arguments.js";

export type { ParseOptions } from "./core/arguments.js";

/**
 * Options of the crawl questions (`isAllowed`, `matchingLine`, `decide`): the profile that answers.
 */
export interface QueryOptions {
  readonly profile?: ProfileName;
  /** robots2 only: the answer to the case ROBOTS-2.0 leaves open ("Discuss."). Default "disallow". */
  readonly robots2Unmatched?: Robots2Unmatched;
}

export type { DelayOptions, FieldQueryOptions, TimedQueryOptions } from "./robots2/questions.js";

/**
 * What `RobotsTxt.decide` is asked: a URL, a crawler and a usage, with the page's directives
 * for the usages robots.txt does not decide.
 */
export interface DecideQuery extends QueryOptions {
  /**
   * What the crawler asks to do (default "crawl"): robots.txt decides crawl; robots META
   * tags and X-Robots-Tag of `page` decide index, follow, present-snippet, archive,
   * index-images, translate and present-thumbnail. ACAP usage types: decideAcap.
   */
  readonly usage?: MetaUsage;
  /** The page's robots META tags and X-Robots-Tag headers (parseHtmlPolicy), for usages other than crawl. */
  readonly page?: PagePolicy;
  /** When the usage happens (default now), for unavailable_after. */
  readonly at?: Date;
  /** A URL of any scheme with "//" and an authority (string or URL; its path and query are matched), or a path starting with "/". mailto:, data: and other relative references are a TypeError. */
  readonly url: string | URL;
  /** The crawler: a product token, a whole User-Agent header, or tokens in order of preference. */
  readonly userAgent: UserAgent;
}

export type { AppDirectivesQuery } from "./app-directives/questions.js";
export type { ContentUsageQuery } from "./aipref/questions.js";

// API misuse, said once per query kind: a TypeError or RangeError naming what was expected.

/** `decide`'s query: its usage (default crawl) and page, checked. */
export function checkDecideQuery(query: unknown): { usage: MetaUsage; page?: PagePolicy } {
  if (typeof query !== "object" || query === null)
    throw new TypeError("decide: expected { url, userAgent, profile?, usage? }");
  const { usage = "crawl", acap, page } = query as Record<string, unknown>;
  if (acap !== undefined && acap !== false)
    throw new TypeError(
      "acap: ACAP decisions are asked with decideAcap(robots, { url, userAgent, usage, … }), imported from robots-policy",
    );
  if (!(META_USAGES as readonly unknown[]).includes(usage))
    throw new RangeError(
      `usage: expected one of ${META_USAGES.map((u) => `"${u}"`).join(", ")}; ask decideAcap(robots, …) about ACAP usage types, got ${JSON.stringify(usage)}`,
    );
  if (page === undefined) return { usage: usage as MetaUsage };
  checkPagePolicy(page, "page");
  return { usage: usage as MetaUsage, page };
}
