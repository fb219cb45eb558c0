// Robots META tags and X-Robots-Tag values into page directives, with diagnostics: the
// conventional directives ("noindex, nofollow", conventional.ts), and content in a
// specification's own syntax through the ContentReader the page reader is given (ACAP-2
// §2.2.3–§2.2.4 META content: src/acap/part2-content.ts, given by src/html-policy.ts).
import type { PageDirective, PageMeta, PageRule } from "./model.js";
import type { SourcePosition } from "../core/types.js";
import { mapDirective, splitDirectives, splitXRobotsTag, type Directive } from "./conventional.js";
import type { DiagnosticList } from "../core/diagnostics.js";

export interface RuleSink {
  readonly rules: PageRule[];
  readonly directives: PageDirective[];
  readonly diagnostics: Pick<DiagnosticList, "push">;
}

/** Where a tag's content is read from. */
export type Source = PageRule["source"];

/**
 * Reads a tag's content (a robots META tag's, an X-Robots-Tag value) when it is written in a
 * specification's own syntax — ACAP content, src/acap/part2-content.ts — into `sink.rules`,
 * and answers true; false when it is not, and the content is read as conventional directives.
 */
export type ContentReader = (
  content: string,
  crawler: string,
  source: Source,
  place: TagPlace,
  sink: RuleSink,
) => boolean;

/** Where a tag's content is: the tag's index (`PageRule.tag`) and where each character of it is written. */
export interface TagPlace {
  readonly tag: number;
  /** The tag's own position (its diagnostics, its ACAP rule). */
  readonly at: SourcePosition;
  /** Where the content's character at `offset` is written. */
  readonly locate: (offset: number) => SourcePosition;
}

/** The key a directive is the same by within a tag: its name and value. */
const keyOf = (d: Directive) => (d.value === undefined ? d.name : `${d.name}:${d.value}`);

/**
 * Conventional directives ("noindex, nofollow") → directives; false when a word is not a robots
 * directive. A directive written again in the tag (same name and value) is read once: it adds
 * nothing to any answer (the first of equal directives decides, meta.ts and acap/page-decide.ts),
 * and 62,500 of them in one tag held 15 MB. One diagnostic counts the repeats.
 */
function conventionalContent(
  content: string,
  crawler: string,
  source: Source,
  place: TagPlace,
  sink: RuleSink,
  strict: boolean,
): boolean {
  const directives = splitDirectives(content);
  if (directives.length === 0) return false;
  const seen = new Set<string>();
  const kept: Directive[] = [];
  const unknown: Directive[] = [];
  let repeats = 0;
  let firstRepeat: Directive | undefined;
  for (const d of directives) {
    const key = keyOf(d);
    if (seen.has(key)) {
      repeats++;
      firstRepeat ??= d;
      continue;
    }
    // Known: mapped (its rules are made again when a question reads them). Unknown words are
    // reported each time they are written, as before (bounded by the page's diagnostics limit).
    if (mapDirective(d.name, d.value, place.at, d.text) === undefined) unknown.push(d);
    else {
      seen.add(key);
      kept.push(d);
    }
  }
  // A META named after something else (description, viewport …) is not a robots tag.
  if (strict && unknown.length > 0) return false;
  // A diagnostic is placed in the page: a header's at 1:1, as before (a directive of a header
  // has its column in the value: PageDirective).
  const placeOf = (offset: number) => (source === "meta" ? place.locate(offset) : place.at);
  for (const d of unknown) {
    const { line, column } = placeOf(d.offset);
    sink.diagnostics.push({
      severity: "info",
      code: "robots-directive-unknown",
      message: `"${d.text}" is not a robots directive this library reads; it is ignored`,
      line,
      column,
      spec: "ACAP-2 §2.2",
    });
  }
  for (const d of kept) {
    const { line, column } = place.locate(d.offset);
    sink.directives.push(
      d.value === undefined
        ? { source, crawler, name: d.name, text: d.text, tag: place.tag, line, column }
        : {
            source,
            crawler,
            name: d.name,
            value: d.value,
            text: d.text,
            tag: place.tag,
            line,
            column,
          },
    );
  }
  if (firstRepeat !== undefined) {
    const { line, column } = placeOf(firstRepeat.offset);
    sink.diagnostics.push({
      severity: "info",
      code: "robots-directive-repeated",
      message: `${repeats} ${repeats === 1 ? "directive repeats" : "directives repeat"} one written earlier in this tag (the first: "${firstRepeat.text}"); each is read once`,
      line,
      column,
      spec: "ACAP-2 §2.2",
    });
  }
  return true;
}

/** One META tag (name, content); true when it is a robots META for "robots" or a crawler. */
export function metaRules(
  meta: PageMeta,
  place: TagPlace,
  sink: RuleSink,
  readContent: ContentReader,
): boolean {
  const crawler = meta.name === "robots" ? "*" : meta.name;
  if (readContent(meta.content, crawler, "meta", place, sink)) return true;
  // §2.2.1: "robots", or "the name of a specific crawler in place of robots".
  return (
    conventionalContent(meta.content, crawler, "meta", place, sink, meta.name !== "robots") ||
    meta.name === "robots"
  );
}

/** X-Robots-Tag: the META content syntax, optionally prefixed by a crawler name ("searchbot: noindex"). */
export function headerRules(
  headers: Readonly<Record<string, string | readonly string[] | undefined>> | undefined,
  sink: RuleSink,
  readContent: ContentReader,
): void {
  if (!headers) return;
  const at = { line: 1, column: 1 };
  let tag = 0;
  for (const [name, raw] of Object.entries(headers)) {
    if (name.toLowerCase() !== "x-robots-tag" || raw === undefined) continue;
    for (const value of typeof raw === "string" ? [raw] : raw) {
      const { crawler, content } = splitXRobotsTag(value);
      // A header has no lines: a directive's column is where it stands in the value.
      const skipped = value.length - content.length;
      const place: TagPlace = {
        tag: tag++,
        at,
        locate: (offset) => ({ line: 1, column: skipped + offset + 1 }),
      };
      if (
        !readContent(content, crawler, "x-robots-tag", place, sink) &&
        !conventionalContent(content, crawler, "x-robots-tag", place, sink, false)
      )
        sink.diagnostics.push({
          severity: "warning",
          code: "x-robots-tag-invalid",
          message: `X-Robots-Tag "${value}" holds no directive`,
          ...at,
          spec: "ACAP-2 §2.2",
        });
    }
  }
}
