// Dispatches a command line to its command; user errors become one stderr line and status 2.
import { parseCommandLine } from "./args.js";
import { check, lint } from "./commands.js";
import type { Output } from "./io.js";
import { explainCommand } from "./explain.js";
import { page } from "./page.js";
import { ai } from "./ai.js";
import { EXIT_OK, EXIT_USAGE, UsageError } from "./errors.js";
import { helpOf, version } from "./usage.js";

export type { Output } from "./io.js";

/** Runs the CLI on `argv` (without node and the script), writing to `out`; returns the exit status. */
export async function run(argv: readonly string[], out: Output): Promise<number> {
  try {
    const command = parseCommandLine(argv);
    switch (command.kind) {
      case "help":
        out.stdout(helpOf(command.command));
        return EXIT_OK;
      case "version":
        out.stdout(`${version()}\n`);
        return EXIT_OK;
      case "check":
        return await check(command, out);
      case "lint":
        return await lint(command, out);
      case "page":
        return await page(command, out);
      case "ai":
        return await ai(command, out);
      case "explain":
        return await explainCommand(command, out);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    out.stderr(
      `robots-policy: ${error.message}${error.seeHelp ? "; see robots-policy --help" : ""}\n`,
    );
    return EXIT_USAGE;
  }
}
