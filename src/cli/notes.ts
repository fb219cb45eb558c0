// What check, explain and ai say on stderr about the file they read: its errors (content that
// is not robots.txt at all, with the evidence, is one), and how many warnings `lint` would show.
import type { Diagnostic } from "../index.js";
import { foldedText, type Foreign } from "./content.js";
import { printable, sortDiagnostics } from "./format.js";
import { paint, severity, toStderr, type Output } from "./io.js";

/** The notes on a file's diagnostics, coloured as standard error is; "" when there are none. */
export function fileNotes(
  name: string,
  diagnostics: readonly Diagnostic[],
  out: Output,
  foreign?: Foreign,
): string {
  const err = toStderr(out);
  const errors = sortDiagnostics(diagnostics.filter((d) => d.severity === "error"));
  const warnings = diagnostics.filter((d) => d.severity === "warning").length;
  let text = errors
    .map(
      (d) =>
        `${printable(name)}:${d.line}:${d.column} ${severity(err, "error")} ${d.code} ${printable(d.message)} (${d.spec})\n`,
    )
    .join("");
  // Content that is not robots.txt is named once; what its lines yield is not worth counting.
  if (foreign) return text + foldedText(printable(name), foreign);
  if (warnings > 0)
    text += `${printable(name)}: ${warnings} ${warnings === 1 ? "warning" : "warnings"} (${paint(err, "dim", `robots-policy lint ${name === "<stdin>" ? "-" : name}`)})\n`;
  return text;
}
