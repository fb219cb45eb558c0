// What a grid is made of: cells, each a shape with one or more measures against a baseline,
// and what measuring one gives.
import type { Work } from "./measure.js";

export type GridName = "parse" | "questions" | "callers" | "regression";

/** Time of the shape's work per repetition against the baseline's. */
export interface TimeMeasure {
  readonly kind: "time";
  /** e.g. "parse", "model", "asked", "first question". */
  readonly name: string;
  readonly shape: Work;
  readonly base: Work;
  /** Baselines with the same key are the same work (their repetition count is found once). */
  readonly baseKey: string;
  /** At most this many repetitions per measurement (work whose setup holds memory per repetition). */
  readonly maxTimes?: number;
  /** Bound on the ratio (default: the time bound). */
  readonly bound?: number;
}

/** Bytes held by what the shape's work makes, against the baseline's. */
export interface MemoryMeasure {
  readonly kind: "memory";
  readonly name: string;
  readonly shape: () => unknown;
  readonly base: () => unknown;
  readonly baseKey: string;
  /** A second figure from what was made: the policy's JSON size. */
  readonly json?: (made: unknown) => unknown;
  /** An absolute bound in bytes instead of a ratio (the issue 16 memory shapes). */
  readonly absoluteBytes?: number;
}

export type Measure = TimeMeasure | MemoryMeasure;

/**
 * A quick first look at several measures at once (one cold run each, one collection between
 * steps): measures under half their bound keep this figure, the others are measured properly.
 */
export interface Screen {
  readonly shape: () => Readonly<Record<string, number>>;
  readonly base: () => Readonly<Record<string, number>>;
  readonly baseKey: string;
}

export interface CellWork {
  readonly measures: readonly Measure[];
  readonly screen?: Screen;
}

export interface Cell {
  /** Stable and unique: `--only` selects cells by it. */
  readonly id: string;
  readonly grid: GridName;
  /** What the report groups by: a line kind, a question, an input class. */
  readonly group: string;
  /** In the `--ci` sample. */
  readonly ci: boolean;
  /** How to make the shape by hand. */
  readonly recipe: string;
  /** What it is compared with. */
  readonly baseline: string;
  /** The measures, built when the cell is measured (texts are made then, not before). */
  readonly work: () => CellWork;
  /**
   * Cells whose work this one's includes, or the same shape smaller (a shorter run or URL):
   * when one was far over its bound this one is not measured, and reported as at least as far
   * over (decide does what isAllowed does and more; a 64k run costs what a 16k one does, or
   * more). The first look of a catastrophic cell can take minutes.
   */
  readonly after?: readonly string[];
}

export interface MeasureResult {
  readonly measure: string;
  readonly kind: "time" | "memory";
  /** CPU ms per repetition, or bytes. */
  readonly shape: number;
  readonly base: number;
  readonly ratio: number;
  readonly bound: number;
  /**
   * "paired": medians of alternating runs; "screen": a first look against the baseline, under
   * half the bound or far over it (40×), so not measured further; "single": one run that took over a second;
   * "after": not measured, a cell of `after` was far over (the ratio is its; `measure` names it).
   */
  readonly method: "paired" | "screen" | "single" | "after";
  readonly runs: number;
  /** The policy's JSON length, shape and baseline. */
  readonly json?: { readonly shape: number; readonly base: number };
}

export interface CellResult {
  readonly id: string;
  readonly grid: GridName;
  readonly group: string;
  readonly recipe: string;
  readonly baseline: string;
  readonly results: readonly MeasureResult[];
  /** The worker died or took too long on this cell. */
  readonly error?: string;
  /** Wall seconds the cell took to measure. */
  readonly seconds: number;
}
