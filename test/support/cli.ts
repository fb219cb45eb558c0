// Running the CLI in-process with captured output, and scratch files for it to read.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { readCapped } from "../../src/cli/io.js";
import { run } from "../../src/cli/run.js";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `robots-policy <argv>`; `stdin` is what "-" reads; `color` as on a terminal. */
export async function runCli(
  argv: readonly string[],
  options: { stdin?: string | Uint8Array; color?: boolean } = {},
): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const input =
    typeof options.stdin === "string" ? new TextEncoder().encode(options.stdin) : options.stdin;
  const code = await run(argv, {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    ...(input ? { stdin: async (cap: number) => readCapped([input], cap) } : {}),
    ...(options.color ? { color: true } : {}),
  });
  return { code, stdout, stderr };
}

/** A scratch folder for one test file, removed after it; returns a writer of files in it. */
export function scratchFiles(prefix: string): {
  readonly dir: string;
  file(name: string, content: string | Uint8Array): string;
} {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file(name, content) {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
  };
}
