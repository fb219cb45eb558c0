// CPU time, measured so that a shared, loaded machine moves a shape and its baseline alike:
// CPU time of this process (user + system), never wall time; the shape's runs alternate with
// its baseline's and the ratio is of the two medians; the JIT is warmed on the baseline
// before anything is compared (a baseline measured cold, as bench:worst first did, was 2×
// slow and hid shapes at 4–5× behind ratios of 2–3); work shorter than ~1 ms is repeated
// until one measurement takes ~20 ms (below that, a timer tick or a collection is most of
// the figure).

export const RUNS = 7;
/** One measurement should last about this long (CPU ms). */
export const TARGET_MS = 20;

/** CPU milliseconds of this process (user + system) taken by `run`. */
export function cpuMs(run: () => unknown): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/**
 * Medians of `a` and `b`, their runs alternating after a warm-up of each, which goes first
 * alternating too (a run pays for collecting some of the garbage of the run before it).
 */
export function paired(
  a: () => unknown,
  b: () => unknown,
  runs = RUNS,
  warm = true,
): { a: number; b: number } {
  const { as, bs } = alternating(a, b, runs, warm);
  return { a: median(as), b: median(bs) };
}

/** The CPU times of `runs` runs of `a` and of `b`, alternating (each pair in turn order), after a warm-up of each. */
export function alternating(
  a: () => unknown,
  b: () => unknown,
  runs: number,
  warm = true,
): { as: number[]; bs: number[] } {
  if (warm) {
    a();
    b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < runs; i++)
    if (i % 2 === 0) {
      as.push(cpuMs(a));
      bs.push(cpuMs(b));
    } else {
      bs.push(cpuMs(b));
      as.push(cpuMs(a));
    }
  return { as, bs };
}

/**
 * Work to time, repeated: `work(times)` does the untimed setup (e.g. parses the files a first
 * question is asked of) and returns what is timed, which does the work `times` times.
 */
export type Work = (times: number) => () => unknown;

/** The CPU ms of one measurement of `work` repeated `times` times, setup excluded. */
export function measureOnce(work: Work, times: number): number {
  return cpuMs(work(times));
}

/**
 * How many repetitions make one measurement of `work` last ~TARGET_MS (at most `max`), and
 * the time of one repetition measured on the way. The first run is a warm-up (it pays for the
 * JIT and for what is built on first use); when it takes over `stopAboveMs` it is the figure
 * (`warmOnly`): repeating work of seconds would take minutes, and what it built is small next
 * to it.
 */
export function calibrate(
  work: Work,
  max: number,
  stopAboveMs = Infinity,
): { times: number; onceMs: number; warmOnly: boolean } {
  const warmMs = measureOnce(work, 1);
  if (warmMs > stopAboveMs) return { times: 1, onceMs: warmMs, warmOnly: true };
  let onceMs = measureOnce(work, 1);
  let times = 1;
  while (times < max && onceMs * times < TARGET_MS) {
    times = Math.min(max, Math.max(times * 2, Math.ceil(TARGET_MS / Math.max(onceMs, 0.001))));
    onceMs = measureOnce(work, times) / times;
  }
  return { times, onceMs, warmOnly: false };
}

export interface PairedTimes {
  /** CPU ms per repetition, medians. */
  readonly base: number;
  readonly shape: number;
  readonly runs: number;
}

/** Medians per repetition of the baseline and the shape, measured alternately. */
export function pairedWorks(
  base: Work,
  baseTimes: number,
  shape: Work,
  shapeTimes: number,
  runs: number,
): PairedTimes {
  const bs: number[] = [];
  const ss: number[] = [];
  for (let i = 0; i < runs; i++) {
    const first = i % 2 === 0;
    if (first) bs.push(measureOnce(base, baseTimes) / baseTimes);
    ss.push(measureOnce(shape, shapeTimes) / shapeTimes);
    if (!first) bs.push(measureOnce(base, baseTimes) / baseTimes);
  }
  return { base: median(bs), shape: median(ss), runs };
}
