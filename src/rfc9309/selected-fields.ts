// The politeness fields that apply to the crawler a profile selected, merged from the rule sets
// (or User-agent sections) that hold them: every profile reads them this way, and the common
// field every crawler reads, Crawl-delay, is answered here. The ROBOTS-2.0 answers (Visit-time,
// Request-rate, Comment, the delay between requests) are src/robots2/politeness.ts's.
import type {
  CrawlDelay,
  RequestRate,
  RuleSetComment,
  RuleSetFields,
  VisitTime,
} from "../core/types.js";

export interface SelectedFields {
  readonly visitTime: VisitTime | undefined;
  readonly requestRates: readonly RequestRate[];
  readonly crawlDelays: readonly CrawlDelay[];
  readonly comments: readonly RuleSetComment[];
}

/**
 * The politeness that applies to the selected crawler: each field belongs to the User-agent
 * lines directly above it (Group.sections), so in "User-agent: a / Crawl-delay: 4 /
 * User-agent: b / Request-rate: 1/20s" a gets the delay and b the rate, while the rules stay
 * merged (RFC 9309 §2.2.1). `parts` are the selected rule sets' politeness, or their sections'
 * (src/robots.ts); merged groups and sections add up; the first Visit-time counts.
 */
export function mergePoliteness(parts: readonly RuleSetFields[]): SelectedFields {
  const [only, ...more] = parts;
  if (!only) return { visitTime: undefined, requestRates: [], crawlDelays: [], comments: [] };
  if (more.length === 0)
    return {
      visitTime: only.visitTime,
      requestRates: only.requestRates,
      crawlDelays: only.crawlDelays,
      comments: only.comments,
    };
  let visitTime: VisitTime | undefined;
  const requestRates: RequestRate[] = [];
  const crawlDelays: CrawlDelay[] = [];
  const comments: RuleSetComment[] = [];
  // One at a time: a spread of a whole file's lines (google reads past 500 KiB) overflows the stack.
  for (const part of parts) {
    visitTime ??= part.visitTime;
    for (const rate of part.requestRates) requestRates.push(rate);
    for (const delay of part.crawlDelays) crawlDelays.push(delay);
    for (const comment of part.comments) comments.push(comment);
  }
  return { visitTime, requestRates, crawlDelays, comments };
}

/** From this many values a selection's answer is kept (it is asked again and again). */
export const KEPT_FROM = 16;

/** When several Crawl-delay lines apply, the largest (most polite) one (kept for a long list: a selection's is asked again and again). */
export function crawlDelayOf(delays: readonly CrawlDelay[]): CrawlDelay | undefined {
  if (delays.length < KEPT_FROM) return largestDelay(delays);
  if (!largestOf.has(delays)) largestOf.set(delays, largestDelay(delays));
  return largestOf.get(delays);
}
const largestOf = new WeakMap<readonly CrawlDelay[], CrawlDelay | undefined>();

function largestDelay(delays: readonly CrawlDelay[]): CrawlDelay | undefined {
  return delays.reduce<CrawlDelay | undefined>(
    (best, delay) => (!best || delay.seconds > best.seconds ? delay : best),
    undefined,
  );
}
