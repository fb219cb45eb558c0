// The ROBOTS-2.0 answers over the politeness fields selected for a crawler (Visit-time,
// Request-rate, Comment, the default rule of thumb) and the delay they ask for together with
// Crawl-delay. The fields are read and merged by the reader (src/rfc9309/rule-set-fields.ts,
// selected-fields.ts); they come from the selected groups only: RFC 9309 §2.2.1 groups do not
// inherit from "*", so neither do their fields.
import type { RequestRate, TimeWindow } from "../core/types.js";
import { crawlDelayOf, KEPT_FROM, type SelectedFields } from "../rfc9309/selected-fields.js";

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
  if (rates.length < KEPT_FROM) return fewestOf(rates, at) ?? fewestOf(rates, undefined);
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
