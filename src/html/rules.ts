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
import { mapDirective, splitDirectives, splitXRobotsTag } from "./conventional.js";
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
  at: SourcePosition,
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
    ...at,
  };
  sink.rules.push(rule);
  if (v11) sink.pendingV11.push({ rule, feature: v11 });
  return true;
}

/** Conventional directives ("noindex, nofollow") → rules; false when a word is not a robots directive. */
function conventionalContent(
  content: string,
  crawler: string,
  source: Source,
  at: SourcePosition,
  sink: RuleSink,
  strict: boolean,
): boolean {
  const directives = splitDirectives(content);
  if (directives.length === 0) return false;
  // Trimmed once: every directive and rule quotes it (a trim per directive made content of
  // 100,000 blanks and 12,500 directives cost 1.25 G steps, issue 24).
  const text = content.trim();
  const mapped = directives.map((d) => ({
    d,
    rules: mapDirective(d.name, d.value, at, d.text),
  }));
  // A META named after something else (description, viewport …) is not a robots tag.
  if (strict && mapped.some((m) => m.rules === undefined)) return false;
  for (const { d, rules } of mapped) {
    if (rules === undefined) {
      sink.diagnostics.push({
        severity: "info",
        code: "robots-directive-unknown",
        message: `"${d.text}" is not a robots directive this library reads; it is ignored`,
        line: at.line,
        column: at.column,
        spec: "ACAP-2 §2.2",
      });
      continue;
    }
    sink.directives.push({
      source,
      crawler,
      name: d.name,
      ...(d.value !== undefined ? { value: d.value } : {}),
      text,
      ...at,
    });
    for (const r of rules)
      sink.rules.push({
        source,
        crawler,
        kind: r.kind,
        usage: r.usage,
        qualifiers: r.qualifiers,
        directive: d.text,
        text,
        ...at,
      });
  }
  return true;
}

/** One META tag (name, content); true when it is a robots META for "robots" or a crawler. */
export function metaRules(meta: PageMeta, sink: RuleSink): boolean {
  const crawler = meta.name === "robots" ? "*" : meta.name;
  const at = { line: meta.line, column: meta.column };
  if (acapContent(meta.content, crawler, "meta", at, sink)) return true;
  // §2.2.1: "robots", or "the name of a specific crawler in place of robots".
  return (
    conventionalContent(meta.content, crawler, "meta", at, sink, meta.name !== "robots") ||
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
  for (const [name, raw] of Object.entries(headers)) {
    if (name.toLowerCase() !== "x-robots-tag" || raw === undefined) continue;
    for (const value of typeof raw === "string" ? [raw] : raw) {
      const { crawler, content } = splitXRobotsTag(value);
      if (
        !acapContent(content, crawler, "x-robots-tag", at, sink) &&
        !conventionalContent(content, crawler, "x-robots-tag", at, sink, false)
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

/** Class values read so far in one page, by value: a page repeats the same few values on many elements. */
export type ClassValues = Map<string, ReturnType<typeof parseRawClassValue>>;

/** ACAP-2 §2.2.5: the `the-acap:allow-…` / `the-acap:disallow-…` values of one class attribute. */
export function elementRules(
  values: readonly string[],
  at: SourcePosition,
  diagnostics: Pick<DiagnosticList, "push">,
  read: ClassValues = new Map(),
): ElementRule[] {
  const rules: ElementRule[] = [];
  for (const value of values) {
    let parsed = read.get(value);
    if (parsed === undefined) read.set(value, (parsed = parseRawClassValue(value)));
    const report = (code: string, message: string) =>
      diagnostics.push({ severity: "warning", code, message, ...at, spec: "ACAP-2 §2.2.5" });
    if (!parsed.ok) {
      report(
        "acap-class-invalid",
        `class "${value}" is not the-acap:allow-<usage> or the-acap:disallow-<usage>; it is ignored`,
      );
      continue;
    }
    const { kind, usage } = parsed.value;
    if (usage.type === "local-usage") {
      report(
        "acap-class-local-usage",
        `class "${value}" names a locally-defined usage; a page defines none, so it is ignored`,
      );
      continue;
    }
    if (!isUsageType(usage.name)) {
      report(
        "acap-usage-unknown",
        `class "${value}": "${usage.name}" is not an ACAP usage type; it is ignored`,
      );
      continue;
    }
    rules.push({ kind, usage: usage.name, text: value, ...at });
  }
  return rules;
}
