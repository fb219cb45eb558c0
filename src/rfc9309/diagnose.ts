// Diagnostics that change nothing a line means, only say what a reader may not expect:
// lines that are not records (RFC 9309 §2.3.1.5), user-agent values that are not product
// tokens (§2.2.1), patterns that match no path (§2.2.2), a file that is something else.
import type { RawInvalidLine } from "./raw.js";
import type { UserAgentLine } from "../core/types.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import { isRfc9309Identifier } from "../core/agent.js";
import { foreignContentOf } from "../core/content-kind.js";

/** The column of a line's field name (after leading white space): where a line is reported. */
export function nameColumn(text: string, lineStart: number): number {
  let i = lineStart;
  while (text.charCodeAt(i) === 0x20 || text.charCodeAt(i) === 0x09) i++;
  return i - lineStart + 1;
}

/** RFC 9309 §2.3.1.5: a line that is not a record is ignored. */
export function reportInvalidLine(
  diagnostics: DiagnosticSink,
  node: RawInvalidLine,
  line: number,
): void {
  diagnostics.add(
    "warning",
    "invalid-line",
    node.expected === "colon"
      ? `expected ":" after the field name; the line is ignored`
      : `expected a field name ("name: value"); the line is ignored`,
    line,
    node.errorOffset - node.start + 1,
    "RFC 9309 §2.3.1.5",
  );
}

/** RFC 9309 §2.2.1: a user-agent value should be a product token of [A-Za-z_-] (or "*"). */
export function reportUserAgentValue(
  diagnostics: DiagnosticSink,
  { value, token, line, column }: Pick<UserAgentLine, "value" | "token" | "line" | "column">,
): void {
  if (token === "")
    diagnostics.add(
      "warning",
      "user-agent-invalid",
      `user-agent "${value}" has no product token (a name such as "ExampleBot", or *); it matches no crawler`,
      line,
      column,
      "RFC 9309 §2.2.1",
    );
  else if (token !== "*") {
    if (token.length !== value.length)
      diagnostics.add(
        "info",
        "user-agent-not-token",
        `user-agent "${value}" is read as the product token "${value.slice(0, token.length)}"`,
        line,
        column + token.length,
        "RFC 9309 §2.2.1",
      );
    if (!isRfc9309Identifier(token)) {
      const google = /^[A-Za-z_-]*/.exec(value)![0];
      diagnostics.add(
        "info",
        "user-agent-not-identifier",
        `"${value.slice(0, token.length)}" has characters outside RFC 9309's identifier ([A-Za-z_-]); it is matched as written, while google/robotstxt reads it as ${google === "" ? "no agent" : `"${google}"`}`,
        line,
        column,
        "RFC 9309 §2.2.1",
      );
    }
  }
}

/** RFC 9309 §2.2.2: a path pattern starts with "/" (or "*", as crawlers read it). */
export function reportPattern(
  diagnostics: DiagnosticSink,
  value: string,
  line: number,
  column: number,
): void {
  const first = value.charCodeAt(0);
  if (value !== "" && first !== 0x2f && first !== 0x2a)
    diagnostics.add(
      "warning",
      "pattern-not-path",
      `"${value}" does not start with "/" or "*"; it matches no URL path`,
      line,
      column,
      "RFC 9309 §2.2.2",
    );
}

/** A file without any group whose first line looks like HTML, JSON … was not a robots.txt file. */
export function reportForeignContent(
  diagnostics: DiagnosticSink,
  text: string,
  firstContentIndex: number,
  firstContentStart: number,
): void {
  const foreign = firstContentIndex >= 0 ? foreignContentOf(text, firstContentStart) : undefined;
  if (foreign)
    diagnostics.add(
      "error",
      "not-robots-txt",
      `the content looks like ${foreign.kind}, not robots.txt (${foreign.evidence}); no rules were found, so everything is allowed`,
      firstContentIndex + 1,
      1,
      "RFC 9309 §2.3.1.5",
    );
}
