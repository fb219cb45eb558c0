// What the queries of a parsed robots.txt file take: the options and query objects of
// parseRobotsTxt and RobotsTxt's methods, and the one rule for a query's time.
import type { MetaUsage, ProfileName, UserAgent } from "./core/types.js";
import type { PagePolicy } from "./html/model.js";
import type { Robots2Unmatched } from "./robots2/strategy.js";
import { checkHeaders, type HeadersLike } from "./core/headers.js";
import { META_USAGES } from "./html/meta.js";
import { checkPagePolicy } from "./html/check-page.js";
import type { TdmRepFile } from "./aipref/tdmrep.js";

/** Options of `parseRobotsTxt` (and `readRobotsTxtFile`): how much of the content is read. */
export interface ParseOptions {
  /** Octets of content to read (RFC 9309 §2.5: at least 500 KiB). Default 512,000. */
  readonly maxBytes?: number;
}

/**
 * Options of the crawl questions (`isAllowed`, `matchingLine`, `decide`): the profile that answers.
 */
export interface QueryOptions {
  readonly profile?: ProfileName;
  /** robots2 only: the answer to the case ROBOTS-2.0 leaves open ("Discuss."). Default "disallow". */
  readonly robots2Unmatched?: Robots2Unmatched;
}

/**
 * Options of the politeness questions (`crawlDelay`, `visitTime`, `comments`): the profile
 * whose reading selects the crawler's rule set.
 */
export interface FieldQueryOptions {
  /** Which profile selects the rule set (default "rfc9309"). */
  readonly profile?: ProfileName;
}

/**
 * Options of `requestRate`: the profile, and the time the crawler asks at (a rate may hold only in
 * a window).
 */
export interface TimedQueryOptions extends FieldQueryOptions {
  /** When the crawler asks (default: now); windows are in UTC. */
  readonly at?: Date;
}

/** Options of `delayBetweenRequests`: profile, time, and how long the last retrieval took. */
export interface DelayOptions extends TimedQueryOptions {
  /** How long the last retrieval took, for ROBOTS-2.0's default rule of thumb. */
  readonly retrievalMs?: number;
}

/** A query's time: `at`, or now. */
export function timeOf(at: unknown): Date {
  if (at === undefined) return new Date();
  if (!(at instanceof Date) || Number.isNaN(at.getTime()))
    throw new TypeError("at: expected a valid Date");
  return at;
}

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

/**
 * What `RobotsTxt.contentUsage` is asked: a URL and a crawler, with the response's headers,
 * the page and the site's TDMRep file when the caller has them.
 */
export interface ContentUsageQuery {
  /** A URL of any scheme with "//" and an authority (string or URL; its path and query are matched), or a path starting with "/". mailto:, data: and other relative references are a TypeError. */
  readonly url: string | URL;
  /** The crawler: a product token, a whole User-Agent header, or tokens in order of preference. */
  readonly userAgent: UserAgent;
  /** The response's headers (Content-Usage, Content-Signal, tdm-reservation, tdm-policy, X-Robots-Tag): a Headers or a record in any case. */
  readonly headers?: HeadersLike;
  /** The page (parseHtmlPolicy): robots META noai / noimageai, TDMRep META tags. */
  readonly page?: PagePolicy;
  /** The site's /.well-known/tdmrep.json (parseTdmRep, or fetchTdmRep from robots-policy/fetch). */
  readonly tdmrep?: TdmRepFile;
}

/** What `RobotsTxt.appDirectives` is asked: an application, its product token and a URL. */
export interface AppDirectivesQuery {
  /** The application identifier (APP-DIRECTIVES §3.1 registry), e.g. "examplesearch"; compared exactly. */
  readonly app: string;
  /** The product token registered for the application; its group is used, else "*". Default: only "*". */
  readonly productToken?: string;
  /** A URL of any scheme with "//" and an authority (string or URL; its path and query are matched), or a path starting with "/". mailto:, data: and other relative references are a TypeError. */
  readonly url: string | URL;
}

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

/** `contentUsage`'s query: its headers, page and TDMRep file, checked. */
export function checkContentUsageQuery(query: unknown): {
  headers?: HeadersLike;
  page?: PagePolicy;
  tdmrep?: TdmRepFile;
} {
  if (typeof query !== "object" || query === null)
    throw new TypeError("contentUsage: expected { url, userAgent, headers?, page?, tdmrep? }");
  const { headers, page, tdmrep } = query as Record<string, unknown>;
  checkHeaders(headers);
  if (page !== undefined) checkPagePolicy(page, "page");
  if (
    tdmrep !== undefined &&
    (typeof tdmrep !== "object" || tdmrep === null || !Array.isArray((tdmrep as TdmRepFile).rules))
  )
    throw new TypeError("tdmrep: expected a TdmRepFile from parseTdmRep or fetchTdmRep");
  return query as ReturnType<typeof checkContentUsageQuery>;
}

/** `appDirectives`' query, checked. */
export function checkAppDirectivesQuery(query: unknown): AppDirectivesQuery {
  if (typeof query !== "object" || query === null)
    throw new TypeError("appDirectives: expected { app, productToken?, url }");
  const { app } = query as Record<string, unknown>;
  if (typeof app !== "string" || app === "")
    throw new TypeError(
      `app: expected an application identifier (a Token), got ${JSON.stringify(app)}`,
    );
  return query as AppDirectivesQuery;
}
