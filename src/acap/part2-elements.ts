// ACAP-2 §2.2.5: element-level rules from the `the-acap:allow-…` / `the-acap:disallow-…`
// values of class attributes (grammar/acap.peggy's ClassValue, part2-raw.ts), with
// diagnostics. The HTML reader lists the elements that carry such values
// (html/parse.ts, ClassElement); src/html-policy.ts reads them here.
import type { SourcePosition } from "../core/types.js";
import type { DiagnosticList } from "../core/diagnostics.js";
import type { ElementRule, PageDocument, PageElement } from "../html/model.js";
import type { ClassElement } from "../html/parse.js";
import { refAt } from "../html/document-query.js";
import { parseRawClassValue } from "./part2-raw.js";
import { isUsageType } from "./lower-context.js";

/** Class values that begin with this (compared lower-cased) are ACAP element-level rules. */
export const ACAP_CLASS_PREFIX = "the-acap:";

/** What one class value says: an element-level rule, or why it is ignored. */
type ClassReading = ElementRule | { readonly code: string; readonly message: string };

/**
 * Class values read so far in one page, by value: a page repeats the same few values on many
 * elements, which share the rule (a rule's position is its element's).
 */
type ClassValues = Map<string, ClassReading>;

function readClassValue(value: string): ClassReading {
  const parsed = parseRawClassValue(value);
  if (!parsed.ok)
    return {
      code: "acap-class-invalid",
      message: `class "${value}" is not the-acap:allow-<usage> or the-acap:disallow-<usage>; it is ignored`,
    };
  const { kind, usage } = parsed.value;
  if (usage.type === "local-usage")
    return {
      code: "acap-class-local-usage",
      message: `class "${value}" names a locally-defined usage; a page defines none, so it is ignored`,
    };
  if (!isUsageType(usage.name))
    return {
      code: "acap-usage-unknown",
      message: `class "${value}": "${usage.name}" is not an ACAP usage type; it is ignored`,
    };
  return { kind, usage: usage.name, text: value };
}

/** ACAP-2 §2.2.5: the `the-acap:allow-…` / `the-acap:disallow-…` values of one class attribute. */
function elementRules(
  values: readonly string[],
  at: SourcePosition,
  diagnostics: Pick<DiagnosticList, "push">,
  read: ClassValues,
): ElementRule[] {
  const rules: ElementRule[] = [];
  for (const value of values) {
    let reading = read.get(value);
    if (reading === undefined) read.set(value, (reading = readClassValue(value)));
    if ("code" in reading) {
      const { code, message } = reading;
      const { line, column } = at;
      diagnostics.push({ severity: "warning", code, message, line, column, spec: "ACAP-2 §2.2.5" });
    } else rules.push(reading);
  }
  // Kept with the element: an array of exactly its length (push leaves room for 17).
  return rules.length === 0 ? rules : rules.slice();
}

/**
 * ACAP-2 §2.2.5: the elements whose class values make element-level rules, in document order,
 * each with its reference (copies of them have their rules: PageNode.copyOf).
 */
export function acapElements(
  classElements: readonly ClassElement[],
  document: PageDocument,
  diagnostics: Pick<DiagnosticList, "push">,
): PageElement[] {
  const elements: PageElement[] = [];
  const read: ClassValues = new Map();
  for (const { index, at, values } of classElements) {
    const rules: ElementRule[] = elementRules(values, at, diagnostics, read);
    if (rules.length > 0)
      elements.push({ ref: refAt(document, index), rules, line: at.line, column: at.column });
  }
  return elements;
}
