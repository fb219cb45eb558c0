// Where units run: worker threads that load the TypeScript sources (tsx), or the calling thread.
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import {
  inThreadRunner,
  threadRunner,
  workerModule,
  workerFile,
} from "../../src/census/worker-pool.js";

describe("census worker pool", () => {
  it("the worker script is worker.ts beside the sources and worker.js beside the build", () => {
    expect(workerFile("worker", "file:///r/src/census/worker-pool.ts").href).toBe(
      "file:///r/src/census/worker.ts",
    );
    expect(workerFile("worker", "file:///r/dist/src/census/worker-pool.js").href).toBe(
      "file:///r/dist/src/census/worker.js",
    );
    expect(workerModule(new URL("file:///r/dist/src/census/worker.js"))).toBe(
      "file:///r/dist/src/census/worker.js",
    );
    expect(workerModule(new URL("file:///r/src/census/worker.ts"))).toMatch(/^data:/);
  });

  it("worker threads run a .ts worker (through tsx) off the calling thread", async () => {
    const file = new URL("./run-pool-worker.ts", import.meta.url);
    const runner = threadRunner<{ value: number }, { value: number; thread: number }>(file, 2);
    try {
      const results = await Promise.all([1, 2, 3, 4].map((value) => runner.run({ value })));
      expect(results.map((r) => r.value)).toEqual([2, 4, 6, 8]);
      expect(results.every((r) => r.thread !== threadId)).toBe(true);
    } finally {
      await runner.close();
    }
  });

  it("workers: 0 runs each task in the calling thread", async () => {
    const runner = inThreadRunner(async (task: { value: number }) => ({
      value: task.value,
      thread: threadId,
    }));
    expect(await runner.run({ value: 1 })).toEqual({ value: 1, thread: threadId });
    await runner.close();
  });
});
