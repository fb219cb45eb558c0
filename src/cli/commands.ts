// The lint command: every diagnostic of the file (content that is not robots.txt named once).
import type { Diagnostic } from "../index.js";
import { foldedText, foreignOf, listed } from "./content.js";
import { loadRobots } from "./load.js";
import type { Output } from "./io.js";
import type { LintCommand } from "./args.js";
import { EXIT_FAILED, EXIT_OK } from "./errors.js";
import { formatLint, formatRetrieval, sortDiagnostics } from "./format.js";
import { diagnosticJson, retrievalJson } from "./format-json.js";

export type { Output } from "./io.js";

export async function lint(command: LintCommand, out: Output): Promise<number> {
  const loaded = await loadRobots(command.file, out);
  const { name, retrieval } = loaded;
  const foreign = foreignOf(loaded);
  const diagnostics = listed(loaded);
  if (command.json) {
    const by = (s: Diagnostic["severity"]) => diagnostics.filter((d) => d.severity === s).length;
    const document = {
      file: name,
      ...(retrieval
        ? {
            outcome: retrieval.outcome,
            status: retrieval.status ?? null,
            retrieval: retrievalJson(retrieval),
          }
        : {}),
      diagnostics: sortDiagnostics(diagnostics).map(diagnosticJson),
      summary: {
        errors: by("error"),
        warnings: by("warning"),
        infos: by("info"),
        ...(foreign ? { folded: foreign.folded } : {}),
      },
    };
    out.stdout(`${JSON.stringify(document, null, 2)}\n`);
  } else
    out.stdout(
      (retrieval ? formatRetrieval(retrieval, foreign !== undefined) : "") +
        formatLint(name, diagnostics, out) +
        foldedText(name, foreign),
    );
  return diagnostics.some((d) => d.severity === "error") ? EXIT_FAILED : EXIT_OK;
}
