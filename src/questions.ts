// The specifications' questions about a parsed robots.txt file, as functions of a RobotsTxt
// from any entry point (the core one or the batteries-included one): each reads what its
// specification derives from the file (src/<spec>/extension.ts), made the first time it is
// asked. The batteries-included RobotsTxt's methods of the same names call these.
import type { RequestRate, TimeWindow, UserAgent } from "./core/types.js";
import { RobotsTxt, EVALUATE, GROUPS_OF, POLITENESS, SELECT } from "./robots-txt.js";
import { strategyFor } from "./profiles.js";
import { explain } from "./core/decide.js";
import { crawlerTokensOf } from "./core/agent.js";
import { pathOf } from "./core/url.js";
import { normalizeRfc9309 } from "./core/normalize.js";
import { commentTexts, delayFor, requestRateAt, type Delay } from "./robots2/politeness.js";
import { appDirectivesFor, type AppDirectives } from "./app-directives/match.js";
import { APP_DIRECTIVES } from "./app-directives/extension.js";
import { actionRequestsFor } from "./acap/crawler-selection.js";
import type { AcapActionRequest } from "./acap/model.js";
import { ACAP } from "./acap/extension.js";
import { answerContentUsage, type ContentUsageAnswer } from "./aipref/content-usage.js";
import { AI_PREFERENCES } from "./aipref/extension.js";
import {
  checkAppDirectivesQuery,
  checkContentUsageQuery,
  timeOf,
  type AppDirectivesQuery,
  type ContentUsageQuery,
  type DelayOptions,
  type FieldQueryOptions,
  type TimedQueryOptions,
} from "./queries.js";

function checkRobots(robots: unknown, what: string): asserts robots is RobotsTxt {
  if (!(robots instanceof RobotsTxt))
    throw new TypeError(`${what}: expected a RobotsTxt from parseRobotsTxt`);
}

/** ACAP-1 §2.6: the take-down and re-crawl requests addressed to the crawler (named records first, then "*"). */
export function actionRequests(
  robots: RobotsTxt,
  userAgent: UserAgent,
): readonly AcapActionRequest[] {
  checkRobots(robots, "actionRequests");
  return actionRequestsFor(robots.derive(ACAP), userAgent);
}

/**
 * APP-DIRECTIVES §2.1: the directives `app` takes for `url` — name → typed value from the
 * longest matching App-Directives path of the group for `productToken` (merged), else of the
 * "*" group; undefined when no rule there names `app`. The result also says which pattern,
 * rules and group decided.
 */
export function appDirectives(
  robots: RobotsTxt,
  query: AppDirectivesQuery,
): AppDirectives | undefined {
  checkRobots(robots, "appDirectives");
  const { app, productToken, url } = checkAppDirectivesQuery(query);
  robots.derive(APP_DIRECTIVES);
  const strategy = strategyFor("rfc9309");
  const selection = robots[SELECT](strategy, productToken);
  return appDirectivesFor(
    robots[GROUPS_OF](strategy, selection).groups as Parameters<typeof appDirectivesFor>[0],
    selection.userAgents,
    app,
    normalizeRfc9309(pathOf(url), "path"),
  );
}

/**
 * AI usage preferences for `url`, beside crawl permission: AIPREF Content-Usage
 * (draft-ietf-aipref-attach-05 / vocab-08) from the crawler's group (RFC 9309 §2.2.1) and the
 * Content-Usage header, combined most restrictively; Content Signals; TDMRep; noai. Each part
 * says where it came from.
 */
export function contentUsage(robots: RobotsTxt, query: ContentUsageQuery): ContentUsageAnswer {
  checkRobots(robots, "contentUsage");
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

/** ROBOTS-2.0 Visit-time of the rule set selected for `userAgent`: UTC "HH:MM" times. */
export function visitTime(
  robots: RobotsTxt,
  userAgent: UserAgent,
  options?: FieldQueryOptions,
): (TimeWindow & { line: number }) | undefined {
  checkRobots(robots, "visitTime");
  const visit = robots[POLITENESS](userAgent, options).visitTime;
  return visit && { start: visit.start, end: visit.end, line: visit.line };
}

/** ROBOTS-2.0 Request-rate that applies at `options.at` (default now). */
export function requestRate(
  robots: RobotsTxt,
  userAgent: UserAgent,
  options?: TimedQueryOptions,
): RequestRate | undefined {
  checkRobots(robots, "requestRate");
  return requestRateAt(robots[POLITENESS](userAgent, options).requestRates, timeOf(options?.at));
}

/** ROBOTS-2.0 `Comment:` lines of the rule set selected for `userAgent`, in order. */
export function comments(
  robots: RobotsTxt,
  userAgent: UserAgent,
  options?: FieldQueryOptions,
): string[] {
  checkRobots(robots, "comments");
  return commentTexts(robots[POLITENESS](userAgent, options)).slice();
}

/**
 * Seconds to wait between requests, from everything the rule set says: outside its
 * Visit-time, the time until it opens; else the slowest of Request-rate and Crawl-delay; else
 * ROBOTS-2.0's rule of thumb (twice the retrieval time, at least 10 seconds).
 */
export function delayBetweenRequests(
  robots: RobotsTxt,
  userAgent: UserAgent,
  options?: DelayOptions,
): Delay {
  checkRobots(robots, "delayBetweenRequests");
  const retrievalMs = options?.retrievalMs;
  if (retrievalMs !== undefined && (typeof retrievalMs !== "number" || !(retrievalMs >= 0)))
    throw new RangeError(
      `retrievalMs: expected a non-negative number of milliseconds, got ${String(retrievalMs)}`,
    );
  return delayFor(robots[POLITENESS](userAgent, options), timeOf(options?.at), retrievalMs);
}
