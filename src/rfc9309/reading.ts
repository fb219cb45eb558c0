// The one surface through which a specification reads a robots.txt file: every line with its
// kind, field name, value, position, group and User-agent section; the policy model the reader
// made (groups, records, fields); and a way to report diagnostics. The built-in specifications
// (ACAP, App-Directives, AI preferences) are extensions on this surface, as any user's can be:
// `robots.derive(extension)` reads the file for an extension the first time it is asked and
// keeps what it made with the file.
import type { Decision, Diagnostic, Policy, ProfileName, UserAgent } from "../core/types.js";
import type { Evaluation } from "../core/decide.js";
import type { MatchStrategy, Selection } from "../core/strategy.js";
import type { SelectedGroups } from "../core/selected-groups.js";
import type { SelectedFields } from "./selected-fields.js";
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

// What a specification's questions ask of a parsed file, beyond the extension surface: the
// crawl evaluation and selections every specification reuses. The keys are package-internal
// symbols (not exported by any entry point), so the methods stay off the public API.

/** @internal Key of the evaluation of one crawl query. */
export const EVALUATE = Symbol("evaluate");
/** @internal Key of the selection of the rule sets for a product token (or "*" when undefined). */
export const SELECT = Symbol("select");
/** @internal Key of the policy-model groups (and their User-agent lines) of a selection. */
export const GROUPS_OF = Symbol("groupsOf");
/** @internal Key of the politeness fields of the rule set selected for a crawler. */
export const POLITENESS = Symbol("politeness");
/** @internal Key of a copy of the file with an extension's result given. */
export const WITH_DERIVED = Symbol("withDerived");
/** @internal Key of a parse of other content into the same class (a referenced file). */
export const REPARSE = Symbol("reparse");

/** The options of a crawl query, as the reader takes them. */
export interface CrawlOptions {
  readonly profile?: ProfileName;
  /** robots2 only: the answer to the case ROBOTS-2.0 leaves open ("Discuss."). */
  readonly robots2Unmatched?: "disallow" | "allow";
}

/**
 * A parsed robots.txt file as a specification sees it: `RobotsTxt` from any entry point
 * implements it. A specification's questions take one and read it through `derive` and these.
 */
export interface ParsedRobotsTxt {
  readonly policy: Policy;
  readonly diagnostics: readonly Diagnostic[];
  /** What `extension` reads from the file: read on first use, then kept with the file. */
  derive<T>(extension: RobotsTxtExtension<T>): T;
  /** The diagnostics `extension` reported while it read the file. */
  diagnosticsOf(extension: RobotsTxtExtension<unknown>): readonly Diagnostic[];
  /** May `userAgent` crawl `url`? */
  isAllowed(url: string | URL, userAgent: UserAgent, options?: CrawlOptions): boolean;
  /** The crawl decision with its explanation. */
  decide(
    query: { readonly url: string | URL; readonly userAgent: UserAgent } & CrawlOptions,
  ): Decision;
  /** @internal */
  [EVALUATE](url: string | URL, userAgent: UserAgent, options?: CrawlOptions): Evaluation;
  /** @internal */
  [SELECT](strategy: MatchStrategy, productToken: string | undefined): Selection;
  /** @internal */
  [GROUPS_OF](strategy: MatchStrategy, selection: Selection): SelectedGroups;
  /** @internal */
  [POLITENESS](
    userAgent: UserAgent,
    options: { readonly profile?: ProfileName } | undefined,
  ): SelectedFields;
  /** @internal */
  [WITH_DERIVED]<T>(extension: RobotsTxtExtension<T>, given: Derived<T>): this;
  /** @internal */
  [REPARSE](
    content: string | ArrayBuffer | ArrayBufferView,
    options: { readonly maxBytes?: number },
  ): this;
}

/** Is `value` a parsed file (a `RobotsTxt` from any entry point)? */
export function isParsedRobotsTxt(value: unknown): value is ParsedRobotsTxt {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Partial<ParsedRobotsTxt>)[EVALUATE] === "function"
  );
}

/** A TypeError naming `what` unless `robots` is a parsed file. */
export function checkParsed(robots: unknown, what: string): asserts robots is ParsedRobotsTxt {
  if (!isParsedRobotsTxt(robots))
    throw new TypeError(`${what}: expected a RobotsTxt from parseRobotsTxt`);
}
