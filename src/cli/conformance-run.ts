// Runs a suite against one adapter: each vector in turn, one request, its answer, the next.
import { AdapterProcess } from "./conformance-adapter.js";
import { judge, type VectorResult } from "./conformance-compare.js";
import type { SuiteVector } from "./conformance-suite.js";

/** Options of runVectors. */
export interface RunOptions {
  /** Milliseconds to wait for each answer before killing the adapter (default 5000). */
  readonly timeoutMs?: number;
  /**
   * After this many crashes or timeouts in a row, the remaining vectors are not asked (they
   * fail as "not run"): an adapter that cannot start must not cost a timeout per vector.
   */
  readonly giveUpAfter?: number;
  /** Called after each vector. */
  readonly onResult?: (result: VectorResult, done: number, total: number) => void;
}

/** The request line of a vector: exactly its id, input and question. */
export function requestOf(vector: SuiteVector): { id: string; input: unknown; question: unknown } {
  return { id: vector.id, input: vector.input, question: vector.question };
}

/** Asks the adapter started by `command` every vector; always settles, whatever the adapter does. */
export async function runVectors(
  command: string,
  vectors: readonly SuiteVector[],
  options: RunOptions = {},
): Promise<VectorResult[]> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const giveUpAfter = options.giveUpAfter ?? 5;
  const adapter = new AdapterProcess(command);
  const results: VectorResult[] = [];
  let inARow = 0;
  try {
    for (const vector of vectors) {
      let result: VectorResult;
      if (inARow >= giveUpAfter) {
        result = {
          id: vector.id,
          spec: vector.spec,
          section: vector.section,
          status: "fail",
          reason: "not run",
          actual: null,
          detail: `not asked: the adapter crashed or timed out ${giveUpAfter} times in a row`,
        };
      } else {
        result = judge(vector, await adapter.ask(requestOf(vector), timeoutMs));
        const broken =
          result.status === "fail" && (result.reason === "crash" || result.reason === "timeout");
        inARow = broken ? inARow + 1 : 0;
      }
      results.push(result);
      options.onResult?.(result, results.length, vectors.length);
    }
  } finally {
    await adapter.close();
  }
  return results;
}
