// All the cells of bench:worst, in the order they are measured, and the choice of a sample.
import type { Cell } from "./cells.js";
import { callerCells } from "./grid-callers.js";
import { parseCells } from "./grid-parse.js";
import { questionCells } from "./grid-questions.js";
import { EVER_OVER, KNOWN_OVER } from "./known.js";
import { regressionCells } from "./regression.js";

export function allCells(): Cell[] {
  const sampled = new Set([...EVER_OVER, ...KNOWN_OVER.keys()]);
  return [
    ...regressionCells(),
    ...parseCells(sampled),
    ...questionCells(sampled),
    ...callerCells(sampled),
  ];
}

export interface Selection {
  /** Every cell (--full), or the CI sample. */
  readonly full: boolean;
  /** Only cells whose id matches. */
  readonly only?: RegExp;
  /** Only these grids. */
  readonly grids?: readonly string[];
}

export function selectCells(cells: readonly Cell[], selection: Selection): Cell[] {
  return cells.filter(
    (cell) =>
      (selection.full || selection.only !== undefined || cell.ci) &&
      (selection.only === undefined || selection.only.test(cell.id)) &&
      (selection.grids === undefined || selection.grids.includes(cell.grid)),
  );
}
