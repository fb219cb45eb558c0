// ACAP-2 §2.2.3–§2.2.5 and §3: META content, X-Robots-Tag values and class values into page
// and element rules, with diagnostics. The content syntax is grammar/acap.peggy's
// (MetaContent, ClassValue, and ACAP-1's Qualifier), so META and robots.txt share one
// transcription of usages and qualifiers.
import { typeQualifier } from "../acap/qualifiers.js";
import { ACAP_USAGE_TYPES, type AcapQualifier, type AcapUsageType } from "../acap/model.js";
import type { ElementRule, PageDirective, PageElement, PageMeta, PageRule } from "./model.js";
import type { SourcePosition } from "../core/types.js";
import type { RawQualifier } from "../acap/raw.js";
import { parseRawClassValue, parseRawMetaContent } from "./raw.js";
import { mapDirective, splitDirectives, splitXRobotsTag, type Directive } from "./conventional.js";
import type { DiagnosticList } from "../core/diagnostics.js";

export interface RuleSink {
  readonly rules: PageRule[];
  readonly directives: PageDirective[];
  readonly elements: PageElement[];
  readonly diagnostics: Pick<DiagnosticList, "push">;
  /** Rules that use [V1.1] features: kept only when the page declares ACAP version 1.1 (§2.2.7). */
  readonly pendingV11: { readonly rule: PageRule; readonly feature: string }[];
}

function isUsageType(name: string): name is AcapUsageType {
  return (ACAP_USAGE_TYPES as readonly string[]).includes(name);
}

type Source = PageRule["source"];

/** The qualifiers of a permission (ACAP-2 §2.2.9), typed as ACAP-1 types them; `location` apart. */
function allowQualifiers(
  content: string,
  raws: readonly RawQualifier[],
  usage: AcapUsageType,
  at: SourcePosition,
  report: (code: string, message: string, section: string) => void,
): { qualifiers: AcapQualifier[]; location: string | undefined; v11: string | undefined } {
  const qualifiers: AcapQualifier[] = [];
  let location: string | undefined;
  let v11: string | undefined;
  let timeLimits = 0;
  for (const raw of raws) {
    const text = content.slice(raw.start, raw.end);
    if (raw.name === "location") {
      // §2.2.9.1: "The location qualifier may be used to qualify permissions for any standard usage type."
      location =
        raw.value.type === "word" ? raw.value.text : text.slice(text.indexOf("=") + 1).trim();
      continue;
    }
    const typed = typeQualifier(raw, usage, text, at);
    if (typed.problem)
      report(
        "acap-qualifier-invalid",
        `${typed.problem}; a crawler that cannot interpret it treats the permission as a prohibition`,
        "§2.2.9",
      );
    if (typed.qualifier.name === "time-limit" && ++timeLimits === 2)
      v11 ??= "a repeated time-limit qualifier";
    v11 ??= typed.v11;
    qualifiers.push(typed.qualifier);
  }
  return { qualifiers, location, v11 };
}

/** ACAP content ("ACAP [purpose] allow-usage [qualifiers]") → rules; false when it is not ACAP content. */
function acapContent(
  content: string,
  crawler: string,
  source: Source,
  { tag, at }: TagPlace,
  sink: RuleSink,
): boolean {
  if (!/^\s*ACAP(?:\s|$)/i.test(content)) return false;
  const report = (code: string, message: string, section: string) =>
    sink.diagnostics.push({ severity: "warning", code, message, ...at, spec: `ACAP-2 ${section}` });
  const parsed = parseRawMetaContent(content);
  if (!parsed.ok) {
    report(
      "acap-meta-invalid",
      `"${content}" is not ACAP META content (${parsed.message} at character ${parsed.offset + 1}); it is ignored`,
      "§3",
    );
    return true;
  }
  const value = parsed.value;
  if (value.type === "meta-version") return true;
  if (value.usage.type === "local-usage") {
    report(
      "acap-meta-local-usage",
      `(${value.usage.name}) is a locally-defined usage; a page defines none, so the tag is ignored`,
      "§3",
    );
    return true;
  }
  const usage = value.usage.name;
  if (!isUsageType(usage)) {
    report(
      "acap-usage-unknown",
      `"${usage}" is not an ACAP usage type (ACAP-1 §2.5); the tag is ignored`,
      "§2.2.9",
    );
    return true;
  }
  if (value.kind === "disallow" && value.qualifiers.length > 0)
    report(
      "acap-prohibition-qualifiers",
      "a prohibition may not be qualified; the qualifiers are ignored",
      "§2.2.4",
    );
  const { qualifiers, location, v11 } =
    value.kind === "allow"
      ? allowQualifiers(content, value.qualifiers, usage, at, report)
      : { qualifiers: [], location: undefined, v11: undefined };
  const rule: PageRule = {
    source,
    crawler,
    ...(value.purpose ? { purpose: value.purpose.pattern } : {}),
    kind: value.kind,
    usage,
    qualifiers,
    ...(location !== undefined ? { location } : {}),
    text: content.trim(),
    tag,
    ...at,
  };
  sink.rules.push(rule);
  if (v11) sink.pendingV11.push({ rule, feature: v11 });
  return true;
}

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
 * nothing to any answer (the first of equal directives decides, meta.ts and decide-page.ts),
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
export function metaRules(meta: PageMeta, place: TagPlace, sink: RuleSink): boolean {
  const crawler = meta.name === "robots" ? "*" : meta.name;
  if (acapContent(meta.content, crawler, "meta", place, sink)) return true;
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
        !acapContent(content, crawler, "x-robots-tag", place, sink) &&
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

/** What one class value says: an element-level rule, or why it is ignored. */
type ClassReading = ElementRule | { readonly code: string; readonly message: string };

/**
 * Class values read so far in one page, by value: a page repeats the same few values on many
 * elements, which share the rule (a rule's position is its element's).
 */
export type ClassValues = Map<string, ClassReading>;

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
export function elementRules(
  values: readonly string[],
  at: SourcePosition,
  diagnostics: Pick<DiagnosticList, "push">,
  read: ClassValues = new Map(),
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
