// The inputs the parser-equivalence tests give each generated parser, taken from texts as the
// library would hand them over (test/support/reference-parser.ts compares the parsers):
//
//   robots-txt.peggy         every text, whole (the library reads at most 512,000 bytes)
//   robots-2.0.peggy         the values of Robot-version, Visit-time, Request-rate,
//                            Crawl-delay and Clean-param lines (cut at "#", trimmed)
//   acap.peggy               every ACAP-… line (as the physical line, and trimmed without the
//                            "[V1.1]" mark the ACAP-1 text sets before its new examples)
//   acap-2.peggy             META content values and class values (each class of the list),
//                            lines that start with "ACAP " (ACAP-2's examples), "the-acap:…"
//                            words, and each ACAP-1 permission line said the META way
//                            ("ACAP-allow-index: /p q=v" → "ACAP allow-index q=v")
//   structured-fields.peggy  App-Directives values (the rest of the line: the grammar reads
//                            comments), Content-Usage, Content-Signal and tdm-reservation
//                            values, and the httpwg RFC 9651 test vectors
//
// With `everyValue`, the value grammars also get every field value (robots-2.0,
// structured-fields) and every line (acap) of the robots.txt texts, whatever their field:
// real text, most of which fails, so that error offsets are compared on it too.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Grammar file → its inputs (deduplicated, in the order found). */
export type Inputs = Map<string, Set<string>>;

export const newInputs = (): Inputs =>
  new Map(
    [
      "robots-txt.peggy",
      "robots-2.0.peggy",
      "acap.peggy",
      "acap-2.peggy",
      "structured-fields.peggy",
    ].map((file) => [file, new Set<string>()]),
  );

const ROBOTS_2_FIELDS = new Set([
  "robot-version",
  "visit-time",
  "request-rate",
  "crawl-delay",
  "clean-param",
]);
const VALUE_FIELDS = new Set(["content-usage", "content-signal", "tdm-reservation"]);
const APP_DIRECTIVES = new Set(["app-directives", "app-directive"]);

const add = (inputs: Inputs, file: string, value: string): void => {
  inputs.get(file)!.add(value);
};

/** What a robots.txt-shaped text gives (see the top of this file). */
export function addRobotsTxt(inputs: Inputs, text: string, everyValue = false): void {
  const file = text.slice(0, 512_000);
  add(inputs, "robots-txt.peggy", file);
  for (const physical of file.split(/\r\n|\r|\n/)) {
    const line = physical.replace(/^\uFEFF/, "");
    const acapLine = line.replace(/^\s*\[V1\.1\]\s*/, "").trim();
    if (/^acap-/i.test(acapLine)) {
      add(inputs, "acap.peggy", line);
      add(inputs, "acap.peggy", acapLine);
      const permission = /^ACAP-((?:dis)?allow-[^\s:]+)\s*:\s*\S*\s*(.*)$/i.exec(acapLine);
      if (permission) add(inputs, "acap-2.peggy", `ACAP ${permission[1]} ${permission[2]}`.trim());
    } else if (everyValue && line.trim() !== "") add(inputs, "acap.peggy", line);
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const rest = line.slice(colon + 1).replace(/^[ \t]+/, "");
    const hash = rest.indexOf("#");
    const value = (hash < 0 ? rest : rest.slice(0, hash)).replace(/[ \t]+$/, "");
    if (ROBOTS_2_FIELDS.has(name) || everyValue) add(inputs, "robots-2.0.peggy", value);
    if (APP_DIRECTIVES.has(name)) add(inputs, "structured-fields.peggy", rest);
    if (VALUE_FIELDS.has(name) || everyValue) add(inputs, "structured-fields.peggy", value);
  }
}

/** What an HTML (or HTML-quoting) text gives to acap-2 (see the top of this file). */
export function addHtml(inputs: Inputs, text: string): void {
  // Straight or typographic quotes: the ACAP-2 text, converted from PDF, has both.
  for (const [, attribute, value] of text.matchAll(
    /\b(content|class)\s*=\s*["'\u201C\u201D]([^"'\u201C\u201D<>]*)["'\u201C\u201D]/gi,
  )) {
    if (attribute!.toLowerCase() === "content") add(inputs, "acap-2.peggy", value!);
    else for (const word of value!.split(/\s+/)) if (word !== "") add(inputs, "acap-2.peggy", word);
  }
  for (const line of text.split(/\r\n|\r|\n/))
    if (/^\s*ACAP\s/i.test(line)) add(inputs, "acap-2.peggy", line.trim());
  for (const [word] of text.matchAll(/the-acap:[^\s"'\u201C\u201D<>]*/gi))
    add(inputs, "acap-2.peggy", word);
}

/**
 * Every field value of the httpwg RFC 9651 suite in `dir` (valid and invalid): each test's
 * `raw` lines joined by ", " (as a recipient combines field lines), each line alone, and the
 * `canonical` serialisations.
 */
export function addStructuredFieldVectors(inputs: Inputs, dir: string): void {
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort())
    for (const test of JSON.parse(readFileSync(join(dir, name), "utf8")) as {
      raw?: string[];
      canonical?: string[];
    }[]) {
      if (test.raw !== undefined) {
        add(inputs, "structured-fields.peggy", test.raw.join(", "));
        for (const line of test.raw) add(inputs, "structured-fields.peggy", line);
      }
      for (const line of test.canonical ?? []) add(inputs, "structured-fields.peggy", line);
    }
}
