// The measuring processes: cells are measured in child processes (scripts/worst/worker.ts),
// one at a time, so that a shape that exhausts memory or runs for minutes is recorded as such
// and the rest of the grid still runs; each process starts with a fresh heap and a JIT warmed
// on the baseline.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Cell, CellResult, GridName } from "./cells.js";
import { FAR_OVER, type RunOptions } from "./runner.js";
import type { WorkerMessage, WorkerRequest } from "./worker.js";

export interface PoolOptions extends RunOptions {
  /** Cells per process. */
  readonly chunk: number;
  /** A cell that takes longer (CPU seconds of its process) is stopped and reported. */
  readonly timeoutSeconds: number;
  /** Heap limit of a measuring process, MB: beyond it a cell is reported as out of memory. */
  readonly heapMb: number;
  /** More flags for the measuring processes (e.g. --cpu-prof). */
  readonly execArgv?: readonly string[];
  readonly onResult: (result: CellResult, done: number, total: number) => void;
}

const WORKER = new URL("./worker.ts", import.meta.url).pathname;

/**
 * CPU seconds a process has used (Linux /proc; user + system), or undefined elsewhere. A
 * cell's time limit is in CPU time: on a loaded machine the same cell takes several times as
 * long in wall time.
 */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (in parentheses, which may hold spaces): utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Wall time allowed where CPU time cannot be read: the machine may be shared. */
const WALL_PER_CPU = 4;

function failure(cell: Cell, error: string, seconds: number): CellResult {
  const { id, grid, group, recipe, baseline } = cell;
  return { id, grid, group, recipe, baseline, results: [], error, seconds };
}

/** Runs `cells` in one process until they are done or it dies; resolves with the results it gave. */
function runProcess(
  cells: readonly Cell[],
  farOver: readonly string[],
  options: PoolOptions,
  onResult: (result: CellResult) => void,
): Promise<string> {
  return new Promise((resolve) => {
    const child = fork(WORKER, [], {
      execArgv: [
        ...process.execArgv,
        `--max-old-space-size=${options.heapMb}`,
        ...(options.execArgv ?? []),
      ],
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    let stderr = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const byId = new Map(cells.map((cell) => [cell.id, cell]));
    let current: { cell: Cell; started: number; cpu: number | undefined } | undefined;
    let timedOut = false;
    // Once a second: has the current cell used up its time?
    const timer = setInterval(() => {
      if (!current || child.pid === undefined) return;
      const cpu = cpuSecondsOf(child.pid);
      const used =
        cpu !== undefined && current.cpu !== undefined
          ? cpu - current.cpu
          : (Date.now() - current.started) / 1000 / WALL_PER_CPU;
      if (used > options.timeoutSeconds) {
        timedOut = true;
        child.kill("SIGKILL");
      }
    }, 1000);
    child.on("message", (message: WorkerMessage) => {
      if (message.type === "start") {
        const pid = child.pid;
        current = {
          cell: byId.get(message.id)!,
          started: Date.now(),
          cpu: pid === undefined ? undefined : cpuSecondsOf(pid),
        };
      } else {
        current = undefined;
        onResult(message.result);
      }
    });
    child.on("exit", (code, signal) => {
      clearInterval(timer);
      if (current) {
        const seconds = (Date.now() - current.started) / 1000;
        const why = timedOut
          ? `stopped after ${options.timeoutSeconds} s of CPU time`
          : /heap out of memory|Allocation failed/.test(stderr)
            ? `out of memory (heap limit ${options.heapMb} MB)`
            : `the measuring process died (${signal ?? `exit ${code}`}): ${stderr.trim().split("\n").slice(-3).join(" | ")}`;
        onResult(failure(current.cell, why, seconds));
      }
      resolve(stderr);
    });
    const request: WorkerRequest = {
      ids: cells.map((cell) => cell.id),
      options: { screenShare: options.screenShare },
      farOver,
    };
    child.send(request);
  });
}

/** Measures every cell, a process per chunk of cells of one grid; a process that dies is replaced for the cells after. */
export async function runCells(
  cells: readonly Cell[],
  options: PoolOptions,
): Promise<CellResult[]> {
  const results: CellResult[] = [];
  const farOver: string[] = [];
  const record = (result: CellResult) => {
    results.push(result);
    const worst = Math.max(
      0,
      ...result.results.map((r) => r.ratio).filter((r) => !Number.isNaN(r)),
    );
    if (result.error !== undefined || worst > FAR_OVER) farOver.push(result.id);
    options.onResult(result, results.length, cells.length);
  };
  const grids = [...new Set(cells.map((cell) => cell.grid))] as GridName[];
  for (const grid of grids) {
    let pending = cells.filter((cell) => cell.grid === grid);
    while (pending.length > 0) {
      const chunk = pending.slice(0, options.chunk);
      const seen = new Set<string>();
      const stderr = await runProcess(chunk, farOver, options, (result) => {
        seen.add(result.id);
        record(result);
      });
      // A process that died before its first cell: that cell is the failure, not the next one.
      if (seen.size === 0) {
        record(failure(chunk[0]!, `the measuring process did not start: ${stderr.trim()}`, 0));
        seen.add(chunk[0]!.id);
      }
      const rest = chunk.filter((cell) => !seen.has(cell.id));
      pending = [...rest, ...pending.slice(options.chunk)];
    }
  }
  return results;
}
