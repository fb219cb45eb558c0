// The politeness fields of the rule set(s) selected for a crawler, and the delay they ask
// for. ROBOTS-2.0 (Visit-time, Request-rate, Comment, the default rule of thumb) and
// Crawl-delay. Fields come from the selected groups only: RFC 9309 §2.2.1 groups do not
// inherit from "*", so neither do their fields.
import type {
  CrawlDelay,
  RequestRate,
  RuleSetComment,
  RuleSetFields,
  TimeWindow,
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
  if (rates.length < RATES_KEPT_FROM) return fewestOf(rates, at) ?? fewestOf(rates, undefined);
  // Many rates (one selection's, asked again and again): the answer depends only on the
  // minute and on whether `at` falls exactly on it (windows are whole minutes, inclusive).
  let kept = ratesAt.get(rates);
  if (kept === undefined)
    ratesAt.set(rates, (kept = { windowless: fewestOf(rates, undefined), byMinute: new Map() }));
  const now = minuteOfDay(at);
  const key = Number.isInteger(now) ? 2 * now : 2 * Math.floor(now) + 1;
  if (kept.byMinute.has(key)) return kept.byMinute.get(key);
  const found = fewestOf(rates, at) ?? kept.windowless;
  kept.byMinute.set(key, found);
  return found;
}

const RATES_KEPT_FROM = 16;
const ratesAt = new WeakMap<
  readonly RequestRate[],
  {
    readonly windowless: RequestRate | undefined;
    readonly byMinute: Map<number, RequestRate | undefined>;
  }
>();

/** A window that contains `at` wins; else the windowless rates (`at` undefined: those alone). */
function inRate(rate: RequestRate, at: Date): boolean {
  return rate.window !== undefined && inWindow(rate.window, at);
}

/** The fewest requests per unit of time among the rates whose window holds `at` (undefined `at`: the windowless). */
function fewestOf(rates: readonly RequestRate[], at: Date | undefined): RequestRate | undefined {
  return fewest(rates.filter((rate) => (at ? inRate(rate, at) : !rate.window)));
}

function fewest(list: readonly RequestRate[]): RequestRate | undefined {
  return list.reduce<RequestRate | undefined>(
    (best, rate) =>
      !best || rate.requests / rate.seconds < best.requests / best.seconds ? rate : best,
    undefined,
  );
}

/** The texts of the selected Comment lines, made once per selection's fields. */
export function commentTexts(fields: SelectedFields): readonly string[] {
  let texts = textsOf.get(fields);
  if (texts === undefined) textsOf.set(fields, (texts = fields.comments.map((c) => c.text)));
  return texts;
}
const textsOf = new WeakMap<SelectedFields, readonly string[]>();

/** When several Crawl-delay lines apply, the largest (most polite) one (kept for a long list: a selection's is asked again and again). */
export function crawlDelayOf(delays: readonly CrawlDelay[]): CrawlDelay | undefined {
  if (delays.length < RATES_KEPT_FROM) return largestDelay(delays);
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

/**
 * What set a delay: the Request-rate or Crawl-delay in force, ROBOTS-2.0's rule of thumb
 * (`default`), or a Visit-time window that is closed until then.
 */
export type DelayReason = "request-rate" | "crawl-delay" | "default" | "outside-visit-time";

/**
 * The answer of `delayBetweenRequests`: how many seconds to wait before the next request, and what
 * says so.
 */
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
