#!/usr/bin/env node
// robots-policy command-line entry point. See usage.ts for the commands and exit statuses.
import { EXIT_INTERNAL } from "./errors.js";
import { run } from "./run.js";

// `robots-policy lint big.txt | head`: a closed pipe ends the output, not with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

try {
  const env = process.env;
  // https://no-color.org: NO_COLOR set and not empty turns colour off; FORCE_COLOR turns it on.
  const color =
    env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== "0"
      ? true
      : process.stdout.isTTY === true && !env.NO_COLOR && env.TERM !== "dumb";
  process.exitCode = await run(process.argv.slice(2), {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    color,
  });
} catch (error) {
  // Not the user's mistake: a bug. Say so, with the stack, and a status of its own.
  process.stderr.write(
    `robots-policy: internal error, please report it:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = EXIT_INTERNAL;
}
