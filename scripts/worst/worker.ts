// A measuring process (scripts/worst/pool.ts starts it): measures the cells it is sent, in
// order, and reports each as it starts and ends, so that the parent can tell which cell a
// crash or a timeout belongs to. The JIT is warmed on the baseline first.
import type { CellResult } from "./cells.js";
import { allCells } from "./grid.js";
import { measureCell, type RunOptions } from "./runner.js";
import { ORDINARY, withModel } from "./works.js";

export interface WorkerRequest {
  readonly ids: readonly string[];
  readonly options: RunOptions;
  /** Cells measured by earlier workers that were far over their bound (for `after`). */
  readonly farOver: readonly string[];
}

export type WorkerMessage =
  | { readonly type: "start"; readonly id: string }
  | { readonly type: "result"; readonly result: CellResult };

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve) => process.send!(message, undefined, {}, () => resolve()));
}

process.once("message", async (request: WorkerRequest) => {
  const cells = new Map(allCells().map((cell) => [cell.id, cell]));
  for (let i = 0; i < 20; i++) withModel(ORDINARY); // until the JIT has settled
  const farOver = new Set(request.farOver);
  for (const id of request.ids) {
    await send({ type: "start", id });
    await send({ type: "result", result: measureCell(cells.get(id)!, request.options, farOver) });
  }
  process.disconnect();
});
