// Dispatches a command line to its command; user errors become one stderr line and status 2.
import { parseCommandLine } from "./args.js";
import { check } from "./check.js";
import { lint } from "./lint-command.js";
import type { Output } from "./io.js";
import { explainCommand } from "./explain.js";
import { page } from "./page.js";
import { ai } from "./ai.js";
import { censusCommand, censusMergeCommand } from "./census.js";
import { conformanceCommand } from "./conformance.js";
import { EXIT_OK, EXIT_USAGE, FetchFailed, UsageError } from "./errors.js";
import { retrievalJson } from "./format-json.js";
import { helpOf, version } from "./usage.js";

export type { Output } from "./io.js";

/** Runs the CLI on `argv` (without node and the script), writing to `out`; returns the exit status. */
export async function run(argv: readonly string[], out: Output): Promise<number> {
  let json = false;
  try {
    const command = parseCommandLine(argv);
    json =
      ("json" in command && command.json) || ("format" in command && command.format === "json");
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
      case "census":
        return await censusCommand(command, out);
      case "census-merge":
        return await censusMergeCommand(command, out);
      case "conformance":
        return await conformanceCommand(command, out);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    // A script reading --json learns the retrieval outcome from the document too.
    if (error instanceof FetchFailed && json)
      out.stdout(
        `${JSON.stringify({ file: error.retrieval.url, retrieval: retrievalJson(error.retrieval), error: error.message }, null, 2)}\n`,
      );
    out.stderr(
      `robots-policy: ${error.message}${error.seeHelp ? "; see robots-policy --help" : ""}\n`,
    );
    return EXIT_USAGE;
  }
}
