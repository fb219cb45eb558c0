// The 1996 "2.0" proposal's questions beside crawl, asked of a parsed file (a RobotsTxt from any
// entry point): Visit-time, Request-rate, Comment and the delay they give, from the politeness
// fields of the rule set selected for the crawler (read by the reader, rfc9309/).
import type { ProfileName, RequestRate, TimeWindow, UserAgent } from "../core/types.js";
import { timeOf } from "../core/arguments.js";
import { checkParsed, POLITENESS, type ParsedRobotsTxt } from "../rfc9309/reading.js";
import { commentTexts, delayFor, requestRateAt, type Delay } from "./politeness.js";

/** Which profile selects the rule set (default "rfc9309"). */
export interface FieldQueryOptions {
  /** Which profile selects the rule set (default "rfc9309"). */
  readonly profile?: ProfileName;
}

/** A field question at a time of day. */
export interface TimedQueryOptions extends FieldQueryOptions {
  /** When the crawler asks (default: now); windows are in UTC. */
  readonly at?: Date;
}

/** `delayBetweenRequests`' options. */
export interface DelayOptions extends TimedQueryOptions {
  /** How long the last retrieval took, for ROBOTS-2.0's default rule of thumb. */
  readonly retrievalMs?: number;
}

/** ROBOTS-2.0 Visit-time of the rule set selected for `userAgent`: UTC "HH:MM" times. */
export function visitTime(
  robots: ParsedRobotsTxt,
  userAgent: UserAgent,
  options?: FieldQueryOptions,
): (TimeWindow & { line: number }) | undefined {
  checkParsed(robots, "visitTime");
  const visit = robots[POLITENESS](userAgent, options).visitTime;
  return visit && { start: visit.start, end: visit.end, line: visit.line };
}

/** ROBOTS-2.0 Request-rate that applies at `options.at` (default now). */
export function requestRate(
  robots: ParsedRobotsTxt,
  userAgent: UserAgent,
  options?: TimedQueryOptions,
): RequestRate | undefined {
  checkParsed(robots, "requestRate");
  return requestRateAt(robots[POLITENESS](userAgent, options).requestRates, timeOf(options?.at));
}

/** ROBOTS-2.0 `Comment:` lines of the rule set selected for `userAgent`, in order. */
export function comments(
  robots: ParsedRobotsTxt,
  userAgent: UserAgent,
  options?: FieldQueryOptions,
): string[] {
  checkParsed(robots, "comments");
  return commentTexts(robots[POLITENESS](userAgent, options)).slice();
}

/**
 * Seconds to wait between requests, from everything the rule set says: outside its
 * Visit-time, the time until it opens; else the slowest of Request-rate and Crawl-delay; else
 * ROBOTS-2.0's rule of thumb (twice the retrieval time, at least 10 seconds).
 */
export function delayBetweenRequests(
  robots: ParsedRobotsTxt,
  userAgent: UserAgent,
  options?: DelayOptions,
): Delay {
  checkParsed(robots, "delayBetweenRequests");
  const retrievalMs = options?.retrievalMs;
  if (retrievalMs !== undefined && (typeof retrievalMs !== "number" || !(retrievalMs >= 0)))
    throw new RangeError(
      `retrievalMs: expected a non-negative number of milliseconds, got ${String(retrievalMs)}`,
    );
  return delayFor(robots[POLITENESS](userAgent, options), timeOf(options?.at), retrievalMs);
}
