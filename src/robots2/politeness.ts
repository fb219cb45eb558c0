// The politeness fields of the rule set(s) selected for a crawler, and the delay they ask
// for. ROBOTS-2.0 (Visit-time, Request-rate, Comment, the default rule of thumb) and
// Crawl-delay. Fields come from the selected groups only: RFC 9309 §2.2.1 groups do not
// inherit from "*", so neither do their fields.
import type {
  CrawlDelay,
  Group,
  RequestRate,
  RuleSetComment,
  RuleSetFields,
  TimeWindow,
  UserAgentSection,
  VisitTime,
} from "../core/types.js";

/** What a rule set says of politeness: the whole set's, and per section when they differ. */
export type RuleSetPoliteness = Pick<Group, "politeness" | "sections">;

export interface SelectedFields {
  readonly visitTime: VisitTime | undefined;
  readonly requestRates: readonly RequestRate[];
  readonly crawlDelays: readonly CrawlDelay[];
  readonly comments: readonly RuleSetComment[];
}

/** A selected rule set, and the lines of its User-agent lines that selected it (ascending). */
export interface SelectedRuleSet {
  readonly set: RuleSetPoliteness;
  readonly agentLines: readonly number[];
}

/** The sections of a rule set holding any of `lines` (ascending), in order: one search per line. */
function sectionsHolding(
  sections: readonly UserAgentSection[],
  lines: readonly number[],
): UserAgentSection[] {
  const found: UserAgentSection[] = [];
  for (const line of lines) {
    // The last section whose first User-agent line is at or before `line`.
    let lo = 0;
    let hi = sections.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      const first = sections[mid]!.userAgents[0]?.line ?? Infinity;
      if (first <= line) lo = mid;
      else hi = mid - 1;
    }
    const section = sections[lo];
    if (
      section !== undefined &&
      found[found.length - 1] !== section &&
      section.userAgents.some((a) => a.line === line)
    )
      found.push(section);
  }
  return found;
}

/**
 * The politeness that applies to the selected crawler (`sets`, each with the lines of the
 * User-agent lines that selected it): each field belongs to the User-agent
 * lines directly above it (Group.sections), so in "User-agent: a / Crawl-delay: 4 /
 * User-agent: b / Request-rate: 1/20s" a gets the delay and b the rate, while the rules stay
 * merged (RFC 9309 §2.2.1). Merged groups and sections add up; the first Visit-time counts.
 */
export function fieldsOf(sets: readonly SelectedRuleSet[]): SelectedFields {
  const parts: RuleSetFields[] = [];
  for (const { set, agentLines } of sets) {
    if (!set.sections) parts.push(set.politeness);
    else
      for (const section of sectionsHolding(set.sections, agentLines))
        parts.push(section.politeness);
  }
  const [only, ...more] = parts;
  if (!only) return { visitTime: undefined, requestRates: [], crawlDelays: [], comments: [] };
  if (more.length === 0) return { ...only, visitTime: only.visitTime };
  let visitTime: VisitTime | undefined;
  const requestRates: RequestRate[] = [];
  const crawlDelays: CrawlDelay[] = [];
  const comments: RuleSetComment[] = [];
  for (const part of parts) {
    visitTime ??= part.visitTime;
    requestRates.push(...part.requestRates);
    crawlDelays.push(...part.crawlDelays);
    comments.push(...part.comments);
  }
  return { visitTime, requestRates, crawlDelays, comments };
}

function minutesOf(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Minutes into the UTC day. */
function minuteOfDay(at: Date): number {
  return at.getUTCHours() * 60 + at.getUTCMinutes() + at.getUTCSeconds() / 60;
}

/** Is `at` inside the window? A window whose end is before its start runs past midnight. */
export function inWindow(window: TimeWindow, at: Date): boolean {
  const start = minutesOf(window.start);
  const end = minutesOf(window.end);
  const now = minuteOfDay(at);
  return start <= end ? now >= start && now <= end : now >= start || now <= end;
}

/** Seconds from `at` until the window next opens. */
function secondsUntil(window: TimeWindow, at: Date): number {
  const wait = (minutesOf(window.start) - minuteOfDay(at) + 1440) % 1440;
  return Math.round(wait * 60);
}

/**
 * ROBOTS-2.0 Request-rate: "If time is given, then the robot is to use the given rate (and
 * no faster) if the time is between the times given. If more than one 'Request-rate:'
 * header is given and does NOT include the time, use the one that requests the fewest
 * documents per unit of time." A window that contains `at` wins; else the windowless rates.
 */
export function requestRateAt(rates: readonly RequestRate[], at: Date): RequestRate | undefined {
  const fewest = (list: readonly RequestRate[]) =>
    list.reduce<RequestRate | undefined>(
      (best, rate) =>
        !best || rate.requests / rate.seconds < best.requests / best.seconds ? rate : best,
      undefined,
    );
  const windowed = rates.filter((rate) => rate.window && inWindow(rate.window, at));
  return fewest(windowed.length > 0 ? windowed : rates.filter((rate) => !rate.window));
}

/** When several Crawl-delay lines apply, the largest (most polite) one. */
export function crawlDelayOf(delays: readonly CrawlDelay[]): CrawlDelay | undefined {
  return delays.reduce<CrawlDelay | undefined>(
    (best, delay) => (!best || delay.seconds > best.seconds ? delay : best),
    undefined,
  );
}

export type DelayReason = "request-rate" | "crawl-delay" | "default" | "outside-visit-time";

export interface Delay {
  readonly seconds: number;
  readonly reason: DelayReason;
  /** The line of the field that set the delay. */
  readonly line?: number;
}

/** ROBOTS-2.0's rule of thumb: "twice the amount of time it took to retrieve the document [or] 10 seconds, whichever is slower." */
export const DEFAULT_DELAY_SECONDS = 10;

export function delayFor(fields: SelectedFields, at: Date, retrievalMs: number | undefined): Delay {
  if (fields.visitTime && !inWindow(fields.visitTime, at))
    return {
      seconds: secondsUntil(fields.visitTime, at),
      reason: "outside-visit-time",
      line: fields.visitTime.line,
    };
  const rate = requestRateAt(fields.requestRates, at);
  const delay = crawlDelayOf(fields.crawlDelays);
  const fromRate = rate ? rate.seconds / rate.requests : undefined;
  if (rate && fromRate !== undefined && (!delay || fromRate >= delay.seconds))
    return { seconds: fromRate, reason: "request-rate", line: rate.line };
  if (delay) return { seconds: delay.seconds, reason: "crawl-delay", line: delay.line };
  return {
    seconds: Math.max(DEFAULT_DELAY_SECONDS, ((retrievalMs ?? 0) * 2) / 1000),
    reason: "default",
  };
}
