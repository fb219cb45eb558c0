// The strict check of ACAP-2 §3's ABNF for the values a page carries: a META element's content
// and a class attribute. parseHtmlPolicy reads them leniently (white space around the content
// trimmed as HTML attribute values are, a local usage or a qualifier read where the ABNF has
// none, so that the lowering can report or use them); this says where they depart from the
// ABNF. It lives in src/lint/, exported from the lint entry, so parseHtmlPolicy's bundle does
// not carry it.
import type { Diagnostic } from "../core/types.js";

const SPEC = "ACAP-2 §3";
/** HTML's ASCII white space (HTML §2.3.3): what an attribute value may carry around it. */
const HTML_SPACE = " \t\n\f\r";

/** What `acap2AbnfDepartures` checks: a META content attribute, or a class attribute. */
export type Acap2AbnfValue = "meta-content" | "class-attribute";

/** A departure at `at` (0-based) of the value: line 1, its 1-based column. */
const departure = (code: string, message: string, at: number): Diagnostic => ({
  severity: "warning",
  code,
  message,
  line: 1,
  column: at + 1,
  spec: SPEC,
});

/** The words of a value (runs of anything but HTML white space), with their offsets. */
function words(value: string): { word: string; at: number }[] {
  const found: { word: string; at: number }[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && HTML_SPACE.includes(value[at]!)) at++;
    let end = at;
    while (end < value.length && !HTML_SPACE.includes(value[end]!)) end++;
    if (end > at) found.push({ word: value.slice(at, end), at });
    at = end;
  }
  return found;
}

/** "allow" or "disallow" when the word is a permission or prohibition ("allow-…", "disallow-…"). */
function kindOf(word: string): "allow" | "disallow" | undefined {
  const lower = word.toLowerCase();
  if (lower.startsWith("allow-")) return "allow";
  if (lower.startsWith("disallow-")) return "disallow";
  return undefined;
}

/** ACAP-meta-tag-content = "ACAP" 1*WSP (version / permission / prohibition). */
function metaContent(value: string): Diagnostic[] {
  const all = words(value);
  if (all[0]?.word.toLowerCase() !== "acap") return [];
  const found: Diagnostic[] = [];
  if (HTML_SPACE.includes(value[0]!))
    found.push(
      departure(
        "abnf-acap2-content-spacing",
        'white space before "ACAP"; ACAP-meta-tag-content starts with "ACAP"',
        0,
      ),
    );
  // [usage-purpose-pattern 1*WSP] then "allow-" / "disallow-": the second word or the third.
  const index = all.findIndex((w, i) => i > 0 && i < 3 && kindOf(w.word) !== undefined);
  const usage = all[index];
  if (usage !== undefined) {
    const kind = kindOf(usage.word)!;
    const name = kind.length + 1;
    if (usage.word[name] === "(")
      found.push(
        departure(
          "abnf-acap2-local-usage",
          `"${usage.word}": a ${kind === "allow" ? "permission" : "prohibition"} in a META element names an ACAP-usage-name, not a local usage`,
          usage.at + name,
        ),
      );
    const qualifier = all[index + 1];
    if (kind === "disallow" && qualifier !== undefined)
      found.push(
        departure(
          "abnf-acap2-prohibition-qualifier",
          `"${qualifier.word}" after a prohibition; only a permission takes qualifier-specifications`,
          qualifier.at,
        ),
      );
  }
  const last = value.length - 1;
  if (HTML_SPACE.includes(value[last]!))
    found.push(
      departure(
        "abnf-acap2-content-spacing",
        "white space after the content; ACAP-meta-tag-content ends with its last name or value",
        last,
      ),
    );
  return found;
}

/** class-attribute-prohibition = "the-acap:disallow-" ACAP-usage-name: no local usage. */
function classAttribute(value: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const prefix = "the-acap:disallow-(";
  for (const { word, at } of words(value))
    if (word.slice(0, prefix.length).toLowerCase() === prefix)
      found.push(
        departure(
          "abnf-acap2-local-usage",
          `"${word}": a prohibition in a class attribute names an ACAP-usage-name, not a local usage`,
          at + prefix.length - 1,
        ),
      );
  return found;
}

/**
 * Where an ACAP-2 value a page carries departs from ACAP-2 §3's ABNF, beyond what
 * parseHtmlPolicy reports: `"meta-content"` is a META element's content attribute (checked when
 * its first word is "ACAP": white space around it, a local usage, a qualifier on a
 * prohibition), `"class-attribute"` a class attribute's value (each "the-acap:disallow-" class
 * naming a local usage). Warnings with codes `abnf-acap2-…`, spec "ACAP-2 §3", line 1 and the
 * 1-based column in the value. A value the grammar does not read at all is parseHtmlPolicy's
 * to report.
 *
 * @example acap2AbnfDepartures("meta-content", "ACAP disallow-index max-length=20-words")
 * // → [{ code: "abnf-acap2-prohibition-qualifier", column: 21, … }]
 */
export function acap2AbnfDepartures(kind: Acap2AbnfValue, value: string): readonly Diagnostic[] {
  if (typeof value !== "string")
    throw new TypeError("acap2AbnfDepartures: expected the attribute value as a string");
  if (kind === "meta-content") return metaContent(value);
  if (kind === "class-attribute") return classAttribute(value);
  throw new RangeError(
    `acap2AbnfDepartures: unknown kind ${JSON.stringify(kind)} (expected "meta-content" or "class-attribute")`,
  );
}
