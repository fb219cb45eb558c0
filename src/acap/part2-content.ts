// ACAP-2 §2.2.3–§2.2.4, §2.2.7 and §3: ACAP content in a robots META tag or an X-Robots-Tag
// value into page rules, with diagnostics, and the version gate of the rules that use [V1.1]
// features. The content syntax is grammar/acap.peggy's (MetaContent and ACAP-1's Qualifier,
// part2-raw.ts), so META and robots.txt share one transcription of usages and qualifiers.
// src/html-policy.ts gives acapContent to the HTML reader (html/rules.ts's ContentReader).
import { typeQualifier } from "./qualifiers.js";
import type { AcapQualifier, AcapUsageType } from "./model.js";
import type { PageMeta, PagePolicy, PageRule } from "../html/model.js";
import type { RuleSink, Source, TagPlace } from "../html/rules.js";
import type { SourcePosition } from "../core/types.js";
import type { RawQualifier } from "./raw.js";
import { parseRawMetaContent } from "./part2-raw.js";
import { isUsageType } from "./lower-context.js";
import type { DiagnosticList } from "../core/diagnostics.js";

/** A rule that uses a [V1.1] feature: kept only when the page declares ACAP version 1.1 (§2.2.7). */
export interface PendingV11 {
  readonly rule: PageRule;
  readonly feature: string;
}

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

/**
 * ACAP content ("ACAP [purpose] allow-usage [qualifiers]") → rules; false when it is not ACAP
 * content (html/rules.ts's ContentReader, with the page's `pendingV11`).
 */
export function acapContent(
  content: string,
  crawler: string,
  source: Source,
  { tag, at }: TagPlace,
  sink: RuleSink,
  pendingV11: PendingV11[],
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
  if (v11) pendingV11.push({ rule, feature: v11 });
  return true;
}

/**
 * ACAP-2 §2.2.7: the "ACAP version" META tag; without one naming 1.1 or later, rules with
 * [V1.1] features are ignored, each with a diagnostic.
 */
export function versionGate(
  metas: readonly PageMeta[],
  pendingV11: readonly PendingV11[],
  diagnostics: Pick<DiagnosticList, "push">,
): { version: PagePolicy["version"]; ignored: ReadonlySet<unknown> } {
  let version: PagePolicy["version"];
  for (const m of metas) {
    const v = /^\s*ACAP\s+version\s+(\d+(?:\.\d+)*)\s*$/i.exec(m.content)?.[1];
    if (v !== undefined) {
      version = { version: v, line: m.line, column: m.column };
      break;
    }
  }
  const v11 = version !== undefined && /^(?:[2-9]|1\.[1-9])/.test(version.version);
  if (v11) return { version, ignored: new Set() };
  for (const p of pendingV11)
    diagnostics.push({
      severity: "warning",
      code: "acap-v11-without-version",
      message: `${p.feature} is an ACAP 1.1 feature and the page has no "ACAP version 1.1" META tag; the tag is ignored`,
      line: p.rule.line,
      column: p.rule.column,
      spec: "ACAP-2 §2.2.7",
    });
  return { version, ignored: new Set(pendingV11.map((p) => p.rule)) };
}
