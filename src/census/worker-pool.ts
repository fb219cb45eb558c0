// Where work units run: worker threads (tinypool) over the cores, or the calling thread itself
// (`workers: 0`, for tests and debugging). Both take the same task and give the same result.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Tinypool } from "tinypool";

/** Runs tasks somewhere, and is closed once. */
export interface TaskRunner<T, R> {
  /** How many tasks run at once. */
  readonly concurrency: number;
  run(task: T): Promise<R>;
  close(): Promise<void>;
}

/** Runs each task in the calling thread, one at a time. */
export function inThreadRunner<T, R>(work: (task: T) => Promise<R>): TaskRunner<T, R> {
  return { concurrency: 1, run: work, close: async () => {} };
}

/**
 * The worker script beside this module: `worker.js` once built (dist/), `worker.ts` when the
 * sources run under tsx or vitest (then the worker threads load tsx's hooks to read it).
 */
export function workerFile(name: string, base: string = import.meta.url): URL {
  const source = new URL(base).pathname.endsWith(".ts");
  return new URL(`./${name}.${source ? "ts" : "js"}`, base);
}

/** tsx's ESM API (its `register()`), as its package's exports map names it for `import`. */
function tsxEsmApi(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const target = exports["./esm/api"]?.import?.default;
  if (target === undefined) throw new Error("tsx/esm/api: no ESM entry in tsx's package.json");
  return new URL(target, pathToFileURL(manifest)).href;
}

/**
 * What a worker thread imports to run `file`: the file itself once built; for a .ts source, a
 * small module that first registers tsx's hooks in the thread (Node 20 applies neither the
 * parent's hooks nor `--import` in execArgv to worker threads), then re-exports the source's
 * default export.
 */
export function workerModule(file: URL): string {
  if (!file.pathname.endsWith(".ts")) return file.href;
  // tsx is a development dependency: only the sources need it, never the built package.
  const api = tsxEsmApi();
  const code =
    `const { register } = await import(${JSON.stringify(api)}); register();\n` +
    `export default (await import(${JSON.stringify(file.href)})).default;\n`;
  return `data:text/javascript,${encodeURIComponent(code)}`;
}

/** The young generation of each worker thread, in MiB (see threadRunner). */
const YOUNG_GENERATION_MB = 48;

/** Runs tasks in `threads` worker threads of tinypool, each loading `file`'s default export. */
export function threadRunner<T, R>(file: URL, threads: number): TaskRunner<T, R> {
  const pool = new Tinypool({
    filename: workerModule(file),
    minThreads: threads,
    maxThreads: threads,
    // The pool lives for one run; idle threads are ended by close(), not by a timer.
    idleTimeout: Number.POSITIVE_INFINITY,
    // A row allocates many short-lived objects: a young generation as large as the main
    // thread's gets (Node's default for a worker is smaller) cut the census's time in a worker
    // by about a tenth (bench:census, BENCHMARKS.md "Issue 28").
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  return {
    concurrency: threads,
    run: (task) => pool.run(task) as Promise<R>,
    close: () => pool.destroy(),
  };
}
