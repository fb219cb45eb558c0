// AI usage preferences asked of a parsed file (a RobotsTxt from any entry point): its
// Content-Usage and Content-Signal lines are read the first time (extension.ts), the groups
// selected as RFC 9309 §2.2.1 selects them (AIPREF-ATTACH §3).
import type { UserAgent } from "../core/types.js";
import { explain } from "../core/decide.js";
import { crawlerTokensOf } from "../core/agent.js";
import { checkHeaders, type HeadersLike } from "../core/headers.js";
import { checkParsed, EVALUATE, GROUPS_OF, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import type { PagePolicy } from "../html/model.js";
import { checkPagePolicy } from "../html/check-page.js";
import { answerContentUsage, type ContentUsageAnswer } from "./content-usage.js";
import type { TdmRepFile } from "./tdmrep.js";
import { AI_PREFERENCES } from "./extension.js";

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

/**
 * AI usage preferences for `url`, beside crawl permission: AIPREF Content-Usage
 * (draft-ietf-aipref-attach-05 / vocab-08) from the crawler's group (RFC 9309 §2.2.1) and the
 * Content-Usage header, combined most restrictively; Content Signals; TDMRep; noai. Each part
 * says where it came from.
 */
export function contentUsage(
  robots: ParsedRobotsTxt,
  query: ContentUsageQuery,
): ContentUsageAnswer {
  checkParsed(robots, "contentUsage");
  const { headers, page, tdmrep } = checkContentUsageQuery(query);
  robots.derive(AI_PREFERENCES);
  // AIPREF-ATTACH §3: groups are selected as RFC 9309 §2.2.1 selects them.
  const evaluation = robots[EVALUATE](query.url, query.userAgent, { profile: "rfc9309" });
  return answerContentUsage({
    crawl: explain(evaluation),
    groups: robots[GROUPS_OF](evaluation.strategy, evaluation.selection).groups,
    path: evaluation.path,
    tokens: crawlerTokensOf(query.userAgent).map((token) => token.toLowerCase()),
    ...(headers !== undefined ? { headers } : {}),
    ...(page !== undefined ? { page } : {}),
    ...(tdmrep !== undefined ? { tdmrep } : {}),
  });
}
