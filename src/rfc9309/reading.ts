// The one surface through which a specification reads a robots.txt file: every line with its
// kind, field name, value, position, group and User-agent section; the policy model the reader
// made (groups, records, fields); and a way to report diagnostics. The built-in specifications
// (ACAP, App-Directives, AI preferences) are extensions on this surface, as any user's can be:
// `robots.derive(extension)` reads the file for an extension the first time it is asked and
// keeps what it made with the file.
import type { Diagnostic, Policy } from "../core/types.js";
import type { DiagnosticSink } from "../core/diagnostics.js";
import type { RuleFile } from "../core/rule-file.js";
import { ROW_ACAP, ROW_ALLOW, ROW_DISALLOW, ROW_FIELD, ROW_USER_AGENT } from "../core/rule-file.js";
import { readRawLines } from "./parse-raw.js";

/** What a physical line is, as the reader classified it (a misspelt key already read as its field). */
export type RobotsTxtLineKind =
  "user-agent" | "allow" | "disallow" | "field" | "comment" | "blank" | "invalid";

/** One physical line of a robots.txt file, 1-based positions. */
export interface RobotsTxtLine {
  readonly kind: RobotsTxtLineKind;
  /** The field name as written ("" for comment, blank and invalid lines). */
  readonly name: string;
  /** The value: trimmed, comment removed ("" where there is none; a comment line's text after "#"). */
  readonly value: string;
  /** The whole line, without its line break. */
  readonly text: string;
  readonly line: number;
  /** Column of the value (of the line's start where there is no value), in UTF-16 units. */
  readonly column: number;
  /** Index of the RFC 9309 §2.2.1 group (in `policy.groups`) the line stands in, or -1. */
  readonly group: number;
  /**
   * Index of the User-agent section within that group (a run of User-agent lines and the lines
   * after it, up to the next User-agent line that follows another line), or -1 outside groups.
   */
  readonly section: number;
  /** Index of the KOSTER-1996 §3.3 record (in `policy.records`) the line stands in, or -1. */
  readonly record: number;
}

/** Where an extension reports what it found wrong: `add(severity, code, message, line, column, spec)`. */
export type { DiagnosticSink } from "../core/diagnostics.js";

/** What the reader gives an extension: the file as read, its model, and a place to report. */
export interface RobotsTxtReading {
  /** The text as read (decoded, within maxBytes). */
  readonly text: string;
  /** The policy model the reader made (groups, records, fields, Crawl-delay, Sitemap, Host). */
  readonly policy: Policy;
  /** Reports a diagnostic against the file (`add(severity, code, message, line, column, spec)`); it is listed with the extension's diagnostics. */
  readonly diagnostics: DiagnosticSink;
  /** @internal The rows of the model's index (src/core/rule-file.ts), for the built-in specs. */
  readonly index: RuleFile;
}

/**
 * A reading of robots.txt that is not the reader's own: a field, a comment convention, a
 * whole specification. `read` is called once per file, the first time the extension is asked,
 * and what it returns is kept with the file.
 */
export interface RobotsTxtExtension<T> {
  /** A name for messages ("acap", "app-directives", "my-field"). */
  readonly name: string;
  /** Reads the file; called once per file, the first time the extension is asked. */
  read(reading: RobotsTxtReading): T;
}

/** An extension's result for one file, with the diagnostics it reported. */
export interface Derived<T> {
  readonly value: T;
  readonly diagnostics: readonly Diagnostic[];
}

const ROW_KINDS: Readonly<Record<number, RobotsTxtLineKind>> = {
  [ROW_USER_AGENT]: "user-agent",
  [ROW_ALLOW]: "allow",
  [ROW_DISALLOW]: "disallow",
  [ROW_FIELD]: "field",
  [ROW_ACAP]: "invalid",
};

/**
 * Every physical line of the file an extension reads, in order (`readLines(reading)[i]` is
 * line `i + 1`): the lines the reader indexed as it read them (a misspelt key read as its
 * field), the others (comments, blank and invalid lines) from the grammar. A function rather
 * than a member of the reading, so that a bundle whose extensions never ask carries none of it.
 */
export function readLines({ text, index }: RobotsTxtReading): RobotsTxtLine[] {
  const lines: RobotsTxtLine[] = [];
  let row = 0;
  let group = -1;
  let section = -1;
  let afterAgent = false;
  readRawLines(text, {
    line(node, i) {
      const line = i + 1;
      if (row < index.rowCount && index.line(row) === line) {
        const kind = ROW_KINDS[index.kind(row)]!;
        const inGroup = index.setHolding("groups", row);
        if (inGroup !== group) [group, section, afterAgent] = [inGroup, -1, false];
        if (kind === "user-agent") {
          if (!afterAgent) section++;
          afterAgent = true;
        } else afterAgent = false;
        const keyed = kind !== "invalid";
        lines.push({
          kind,
          name:
            node.type === "blank" || node.type === "comment" || node.type === "invalid"
              ? ""
              : node.name,
          value: keyed ? index.value(row) : "",
          text: index.lineText(row),
          line,
          column: keyed ? index.column(row) : 1,
          group,
          section: group < 0 ? -1 : section,
          record: index.setHolding("records", row),
        });
        row++;
        return;
      }
      const lineText = text.slice(
        node.type === "blank" ? 0 : node.start,
        node.type === "blank" ? 0 : node.end,
      );
      const kind: RobotsTxtLineKind =
        node.type === "comment" || node.type === "blank" ? node.type : "invalid";
      lines.push({
        kind,
        name: "",
        value: node.type === "comment" ? node.text : "",
        text: lineText,
        line,
        column: 1,
        group,
        section: group < 0 ? -1 : section,
        record: -1,
      });
    },
  });
  return lines;
}
