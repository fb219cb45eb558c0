// The census's worker thread: tinypool loads this module and calls its default export with each
// work unit. The result crosses back by structured clone; the rows are one buffer, so that is
// a copy at memory speed, far below the cost of making them.
import { runUnit, type UnitResult, type UnitTask } from "./task.js";

/** Runs `task` in this worker thread. */
export default function censusWorker(task: UnitTask): Promise<UnitResult> {
  return runUnit(task);
}
