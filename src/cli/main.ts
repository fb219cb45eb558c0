#!/usr/bin/env node
// robots-policy command-line entry point. See usage.ts for the commands and exit statuses.
import { EXIT_INTERNAL } from "./errors.js";
import { colourFor } from "./io.js";
import { run } from "./run.js";

// `robots-policy lint big.txt | head`: a closed pipe ends the output, not with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  // Each stream is coloured only when it is a terminal (https://no-color.org: NO_COLOR, FORCE_COLOR).
  process.exitCode = await run(process.argv.slice(2), {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    color: colourFor(process.stdout, process.env),
    stderrColor: colourFor(process.stderr, process.env),
    progress: process.stderr,
    ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
  });
} catch (error) {
  // Not the user's mistake: a bug. Say so, with the stack, and a status of its own.
  process.stderr.write(
    `robots-policy: internal error, please report it:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = EXIT_INTERNAL;
}
