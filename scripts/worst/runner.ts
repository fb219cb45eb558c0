// Measuring one cell: a first look (one cold run; a collection between steps), then, for every
// measure over half its bound, paired alternating runs in CPU time (or memory after full
// collections). Baselines are measured once per worker and reused: their repetition count,
// their first-look figures (re-measured every few cells) and their memory.
import type {
  Cell,
  CellResult,
  MeasureResult,
  MemoryMeasure,
  Screen,
  TimeMeasure,
} from "./cells.js";
import { RUNS, calibrate, measureOnce, pairedWorks } from "./measure.js";
import { jsonLength, retained } from "./memory.js";

export const TIME_BOUND = 4;
export const MEMORY_BOUND = 4;
/** A cell whose smaller sibling was this far over is not measured. */
export const FAR_OVER = 40;
/**
 * A first look over this many times the bound is the figure: paired runs refine a ratio near
 * the bound, and could not bring one of 3× the bound under it (a first look errs by tens of
 * per cent, not by threefold).
 */
const PAIR_UP_TO = 3;
/**
 * Heap readings move by ~100 KB between collections: a memory baseline under 1 MiB counts as
 * 1 MiB, so that a few hundred KB held by a small file is not "10×".
 */
const MEMORY_FLOOR = 1_048_576;
/** One run longer than this (CPU ms) is the figure: repeating it would take minutes. */
const SINGLE_MS = 1500;

export interface RunOptions {
  /** Measures whose first look is at most this share of their bound keep it (0: pair every one). */
  readonly screenShare: number;
}

interface BaseTime {
  times: number;
  onceMs: number;
}
const baseTimes = new Map<string, BaseTime>();
const baseMemory = new Map<string, { bytes: number; json: number | undefined }>();
const baseScreens = new Map<string, { figures: Record<string, number>[]; uses: number }>();
/** Worst ratio of each cell measured in this worker (for `after`). */
const worst = new Map<string, number>();

function baseTime(m: TimeMeasure): BaseTime {
  let base = baseTimes.get(m.baseKey);
  if (!base) {
    base = calibrate(m.base, m.maxTimes ?? 10_000_000);
    baseTimes.set(m.baseKey, base);
  }
  return base;
}

/** The baseline's first-look figures: the median of the last three, one more every 8 uses. */
function screenBase(screen: Screen): Record<string, number> {
  let entry = baseScreens.get(screen.baseKey);
  if (!entry) {
    screen.base(); // warm-up
    entry = { figures: [screen.base(), screen.base()], uses: 0 };
    baseScreens.set(screen.baseKey, entry);
  }
  if (entry.uses++ % 8 === 7) entry.figures = [...entry.figures.slice(-2), screen.base()];
  const out: Record<string, number> = {};
  for (const name of Object.keys(entry.figures[0]!)) {
    const values = entry.figures.map((f) => f[name]!).sort((a, b) => a - b);
    out[name] = values[values.length >> 1]!;
  }
  return out;
}

/** A measure's first-look figures, shape and baseline. */
interface Looked {
  readonly shape: number;
  readonly base: number;
}

/**
 * A first look far over the bound is the figure only when one run of the shape took this long
 * (CPU ms): cheaper work is paired (three pairs). A cold first look of cheap work read 5–50×
 * its warm cost (the JIT still tiering up: actionRequests 22× at first look, 1.4× paired; a
 * 100 KB header 16× then 3.5×), which failed CI on cells under the bound.
 */
const FAR_OVER_KEPT_MS = 300;

/**
 * A first look is kept as the figure when it is under `screenShare` of the bound, or so far
 * over that paired runs could not bring it under (PAIR_UP_TO) and costly (`runMs` over
 * FAR_OVER_KEPT_MS): pairing is for the cells near the bound, and a catastrophic shape paired
 * seven times would take minutes.
 */
function kept(
  looked: Looked | undefined,
  bound: number,
  options: RunOptions,
  floor = 0,
  runMs = Infinity,
): boolean {
  if (looked === undefined || options.screenShare === 0) return false;
  const ratio = looked.shape / Math.max(looked.base, floor);
  return (
    ratio <= bound * options.screenShare ||
    (ratio > bound * PAIR_UP_TO && runMs >= FAR_OVER_KEPT_MS)
  );
}

function farOver(looked: Looked, bound: number): boolean {
  return looked.shape / looked.base > bound * PAIR_UP_TO;
}

function timeResult(
  m: TimeMeasure,
  looked: Looked | undefined,
  options: RunOptions,
): MeasureResult {
  const bound = m.bound ?? TIME_BOUND;
  const base = baseTime(m);
  const result = (
    shape: number,
    baseMs: number,
    method: MeasureResult["method"],
    runs: number,
  ) => ({
    measure: m.name,
    kind: "time" as const,
    shape,
    base: baseMs,
    ratio: shape / baseMs,
    bound,
    method,
    runs,
  });
  if (kept(looked, bound, options, 0, looked?.shape))
    return result(looked!.shape, looked!.base, "screen", 1);
  const shape = calibrate(m.shape, m.maxTimes ?? 10_000_000, SINGLE_MS);
  if (shape.warmOnly || shape.onceMs * shape.times > SINGLE_MS) {
    const baseMs = measureOnce(m.base, base.times) / base.times;
    return result(shape.onceMs, baseMs, "single", 1);
  }
  const first = { shape: shape.onceMs, base: base.onceMs };
  if (looked === undefined && kept(first, bound, options, 0, shape.onceMs * shape.times))
    return result(first.shape, first.base, "screen", 1);
  measureOnce(m.base, base.times); // warm the baseline again after the shape's runs
  // Work with setup per repetition (first questions parse a file each), or far over, pairs fewer runs.
  const runs =
    shape.onceMs * shape.times > 300 || m.maxTimes !== undefined || farOver(looked ?? first, bound)
      ? 3
      : RUNS;
  let paired = pairedWorks(m.base, base.times, m.shape, shape.times, runs);
  // Three pairs of work that parses a file each run move by ±40 % (a parse pays for collecting
  // the last one's garbage: the same first question read 2.2× and 4.0× a minute apart, and
  // failed CI at 4.2×): a figure over the bound from three pairs is measured again with
  // RUNS pairs, whose median is the figure, unless one run is too long to repeat.
  if (runs < RUNS && paired.shape > bound * paired.base && shape.onceMs * shape.times <= 300) {
    paired = pairedWorks(m.base, base.times, m.shape, shape.times, RUNS);
    return result(paired.shape, paired.base, "paired", RUNS);
  }
  return result(paired.shape, paired.base, "paired", runs);
}

function memoryResult(
  m: MemoryMeasure,
  looked: Looked | undefined,
  options: RunOptions,
): MeasureResult {
  const bound = m.absoluteBytes !== undefined ? 1 : MEMORY_BOUND;
  let base = baseMemory.get(m.baseKey);
  if (!base) {
    if (m.absoluteBytes !== undefined) base = { bytes: m.absoluteBytes, json: undefined };
    else {
      // A reading below zero is a collection's artifact (a file with its model holds
      // megabytes): weighed again, up to three times.
      let reading = retained(m.base);
      for (let again = 0; again < 2 && reading.bytes < 0; again++) reading = retained(m.base);
      base = { bytes: reading.bytes, json: m.json ? jsonLength(m.json(reading.made)) : undefined };
    }
    baseMemory.set(m.baseKey, base);
  }
  const result = { measure: m.name, kind: "memory" as const, base: base.bytes, bound, runs: 1 };
  // A first look far over is measured again: the screen's parse memory is the parsed file with
  // its model (an upper bound, one collection saved), and weighing one parse is cheap.
  if (kept(looked, bound, options, MEMORY_FLOOR, 0) && looked!.base >= 0) {
    const { shape, base: first } = looked!;
    return {
      ...result,
      shape,
      base: first,
      ratio: shape / Math.max(first, MEMORY_FLOOR),
      method: "screen",
    };
  }
  const { bytes, made } = retained(m.shape);
  const json =
    m.json && base.json !== undefined && bytes < 1_073_741_824
      ? { json: { shape: jsonLength(m.json(made)), base: base.json } }
      : {};
  const ratio = bytes / (m.absoluteBytes ?? Math.max(base.bytes, MEMORY_FLOOR));
  return { ...result, shape: bytes, ratio, method: "paired", ...json };
}

/** Measures one cell (a smaller sibling far over its bound: reported, not measured). */
export function measureCell(
  cell: Cell,
  options: RunOptions,
  farOver: ReadonlySet<string>,
): CellResult {
  const started = Date.now();
  const done = (results: MeasureResult[]): CellResult => {
    const ratios = results.map((r) => r.ratio).filter((r) => !Number.isNaN(r));
    worst.set(cell.id, Math.max(0, ...ratios));
    const { id, grid, group, recipe, baseline } = cell;
    return { id, grid, group, recipe, baseline, results, seconds: (Date.now() - started) / 1000 };
  };
  const before = cell.after?.find((id) => farOver.has(id) || (worst.get(id) ?? 0) > FAR_OVER);
  if (before !== undefined) {
    const ratio = worst.get(before) ?? FAR_OVER;
    return done([
      {
        measure: before,
        kind: "time",
        shape: NaN,
        base: NaN,
        ratio,
        bound: TIME_BOUND,
        method: "after",
        runs: 0,
      },
    ]);
  }
  const work = cell.work();
  const looked: Record<string, Looked> = {};
  if (work.screen && options.screenShare > 0) {
    const base = screenBase(work.screen);
    const shape = work.screen.shape();
    for (const name of Object.keys(shape))
      looked[name] = { shape: shape[name]!, base: base[name]! };
  }
  return done(
    work.measures.map((m) =>
      m.kind === "time"
        ? timeResult(m, looked[m.name], options)
        : memoryResult(m, looked[m.name], options),
    ),
  );
}
