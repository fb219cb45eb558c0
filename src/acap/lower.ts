// ACAP-1 §2.2–§2.10: reads the ACAP lines of a file into records, sub-records, definitions
// and the version, reporting with line, column and section whatever the grammar cannot say.
// Every field is read once; a field that cannot be used is reported and left out, never the file.
import {
  ACAP_USAGE_TYPES,
  type AcapActionRequest,
  type AcapCompositeUsage,
  type AcapCrawler,
  type AcapPermission,
  type AcapPolicy,
  type AcapQualifiedUsage,
  type AcapQualifier,
  type AcapRecord,
  type AcapResourceSet,
  type AcapSubRecord,
  type AcapUsagePurpose,
  type AcapUsageType,
  type AcapPermissionsReference,
  type AcapDefinitions,
} from "./model.js";
import { parseRawAcapLine, type RawAcapField, type RawQualifier } from "./raw.js";
import type { RawLine } from "../rfc9309/raw.js";
import { typeQualifier } from "./qualifiers.js";
import type { DiagnosticList } from "../core/diagnostics.js";

// Shared by every file without ACAP: frozen all the way down, so no parse can change another's.
const EMPTY_DEFINITIONS = Object.freeze({
  qualifiedUsages: Object.freeze([]),
  compositeUsages: Object.freeze([]),
  resourceSets: Object.freeze([]),
});

export const NO_ACAP: AcapPolicy = Object.freeze({
  ignoreConventionalRecords: false,
  definitions: EMPTY_DEFINITIONS,
  records: Object.freeze([]),
  conventionalLinesInAcapRecords: Object.freeze([]),
}) as AcapPolicy;

/** Is this line an ACAP field? ("ACAP-" at the start, any case, after white space.) */
export function isAcapLine(text: string): boolean {
  const trimmed = text.trimStart();
  return trimmed.length > 5 && trimmed.slice(0, 5).toLowerCase() === "acap-";
}

function isUsageType(name: string): name is AcapUsageType {
  return (ACAP_USAGE_TYPES as readonly string[]).includes(name);
}

interface MutableRecord {
  line: number;
  column: number;
  crawlers: AcapCrawler[];
  permissionsReference?: AcapPermissionsReference;
  permissions: AcapPermission[];
  actionRequests: AcapActionRequest[];
  subRecords: {
    line: number;
    column: number;
    purposes: AcapUsagePurpose[];
    permissions: AcapPermission[];
  }[];
  /** Any field after the crawler lines (the next ACAP-crawler starts a new record). */
  hasFields: boolean;
  hasAnyCrawler: boolean;
}

interface Line {
  readonly number: number;
  readonly text: string;
  readonly field: RawAcapField;
}

const S = (section: string) => `ACAP-1 ${section}`;

/** Reads every ACAP line of the file. `lines[i]` is line i + 1. */
export function lowerAcap(
  text: string,
  lines: readonly RawLine[],
  acapLineIndexes: readonly number[],
  versionCommentIndex: number | undefined,
  diagnostics: DiagnosticList,
  inherited?: AcapDefinitions,
): AcapPolicy {
  if (acapLineIndexes.length === 0 && versionCommentIndex === undefined) return NO_ACAP;
  const report = (
    severity: "error" | "warning" | "info",
    code: string,
    message: string,
    line: number,
    column: number,
    section: string,
  ) => diagnostics.add(severity, code, message, line, column, S(section));

  // Pass 1: parse each line.
  const parsed: Line[] = [];
  for (const index of acapLineIndexes) {
    const node = lines[index]!;
    const lineText = text.slice(node.start, node.end);
    const result = parseRawAcapLine(lineText);
    if (!result.ok) {
      report(
        "warning",
        "acap-invalid",
        `this ACAP field cannot be read (${result.message}); it is ignored`,
        index + 1,
        result.offset + 1,
        "§3",
      );
      continue;
    }
    parsed.push({ number: index + 1, text: lineText, field: result.value });
  }

  const columnOf = (line: Line, offset: number) => offset + 1;
  let version: AcapPolicy["version"];
  let ignoreConventionalRecords = false;
  let firstRecordLine = Infinity;
  let firstAcapLine = parsed[0]?.number ?? Infinity;
  for (const line of parsed) {
    const { field } = line;
    if ("colon" in field && !field.colon && field.type !== "ignore-conventional-records")
      report(
        "warning",
        "acap-missing-colon",
        `missing ":" after the field name; read as if it were there`,
        line.number,
        field.start + 1,
        "§3",
      );
    if (field.type === "crawler" && firstRecordLine === Infinity) firstRecordLine = line.number;
    if (field.type === "version") {
      if (version) {
        report(
          "warning",
          "acap-version-repeated",
          "a second ACAP-version field is ignored",
          line.number,
          1,
          "§2.8",
        );
        continue;
      }
      const [major = 0, minor = 0] = field.version.split(".").map(Number);
      version = {
        version: field.version,
        major,
        minor,
        line: line.number,
        column: columnOf(line, field.start),
      };
      if (line.number !== firstAcapLine)
        report(
          "warning",
          "acap-version-not-first",
          "the ACAP-version field must precede all other ACAP records and fields",
          line.number,
          1,
          "§2.8",
        );
      if (major !== 1)
        report(
          "warning",
          "acap-version-unsupported",
          `ACAP version ${field.version} is not 1.x; its fields are read as ACAP 1.1`,
          line.number,
          1,
          "§2.8",
        );
    }
  }

  // §2.8: without ACAP-version, fields with [V1.1] features are ignored.
  const v11Allowed =
    version !== undefined && (version.major > 1 || (version.major === 1 && version.minor >= 1));
  const gate = (line: Line, feature: string | undefined): boolean => {
    if (!feature || v11Allowed) return true;
    report(
      "warning",
      "acap-v11-without-version",
      `${feature} is an ACAP 1.1 feature and the file has no "ACAP-version: 1.1"; the field is ignored`,
      line.number,
      1,
      "§2.8",
    );
    return false;
  };

  // Definitions (§2.7), in order: a definition that relies on another must follow it.
  // §2.4.1.3: a file reached by ACAP-permissions-reference may use the referring file's definitions.
  const qualifiedUsages = new Map<string, AcapQualifiedUsage>(
    inherited?.qualifiedUsages.map((d) => [d.name.toLowerCase(), d]),
  );
  const compositeUsages = new Map<string, AcapCompositeUsage>(
    inherited?.compositeUsages.map((d) => [d.name.toLowerCase(), d]),
  );
  const resourceSets = new Map<string, AcapResourceSet>(
    inherited?.resourceSets.map((d) => [d.name.toLowerCase(), d]),
  );
  const definedNames = new Map<string, number>();
  const readQualifiers = (
    line: Line,
    usage: AcapUsageType,
    raws: readonly RawQualifier[],
  ): { qualifiers: AcapQualifier[]; v11?: string } => {
    const qualifiers: AcapQualifier[] = [];
    let v11: string | undefined;
    let timeLimits = 0;
    for (const raw of raws) {
      const typed = typeQualifier(raw, usage, line.text.slice(raw.start, raw.end), {
        line: line.number,
        column: raw.start + 1,
      });
      if (typed.problem)
        report(
          "warning",
          "acap-qualifier-invalid",
          `${typed.problem}; a crawler that cannot interpret it treats the permission as a prohibition (§2.4.3)`,
          line.number,
          raw.start + 1,
          typed.section,
        );
      else if (typed.qualifier.name === "unknown")
        report(
          "info",
          "acap-qualifier-unknown",
          `"${raw.name}" is not an ACAP qualifier (Annex A); a crawler that cannot interpret it treats the permission as a prohibition (§2.4.3)`,
          line.number,
          raw.start + 1,
          "§2.5 (Annex A)",
        );
      if (typed.qualifier.name === "time-limit" && ++timeLimits === 2)
        v11 ??= "a repeated time-limit qualifier";
      if (
        typed.qualifier.name === "time-limit" &&
        "spelling" in raw.value &&
        raw.value.spelling === "until-recrawl"
      )
        report(
          "warning",
          "acap-time-limit-spelling",
          `"until-recrawl" is read as "until-recrawled" (the spelling §2.5.3.1 defines)`,
          line.number,
          raw.value.start + 1,
          "§2.5.3.1",
        );
      v11 ??= typed.v11;
      qualifiers.push(typed.qualifier);
    }
    return v11 !== undefined ? { qualifiers, v11 } : { qualifiers };
  };
  const define = (line: Line, name: string, column: number): boolean => {
    const key = name.toLowerCase();
    const earlier = definedNames.get(key);
    if (earlier !== undefined) {
      report(
        "error",
        "acap-definition-duplicate",
        `"${name}" is already defined on line ${earlier} (names are case-insensitive); this definition is ignored`,
        line.number,
        column,
        "§3",
      );
      return false;
    }
    definedNames.set(key, line.number);
    if (line.number > firstRecordLine)
      report(
        "warning",
        "acap-definition-after-records",
        "definition fields must be placed before all ACAP records; it is used anyway",
        line.number,
        1,
        "§2.7",
      );
    return true;
  };
  let lastQualifiedLine: Map<string, number> | undefined; // built once, on the first unknown reference
  for (const line of parsed) {
    const { field } = line;
    if (field.type === "resource-set") {
      if (!define(line, field.name, field.start + 1)) continue;
      resourceSets.set(field.name.toLowerCase(), {
        name: field.name,
        patterns: field.patterns.map((p) => p.pattern),
        line: line.number,
        column: field.start + 1,
      });
    } else if (field.type === "qualified-usage") {
      const usage = field.usage.name;
      if (!isUsageType(usage)) {
        report(
          "warning",
          "acap-usage-unknown",
          `"${usage}" is not an ACAP usage type (§2.5); the definition is ignored`,
          line.number,
          field.usage.start + 1,
          "§2.5",
        );
        continue;
      }
      const { qualifiers, v11 } = readQualifiers(line, usage, field.qualifiers);
      if (qualifiers.length === 0)
        report(
          "warning",
          "acap-qualified-usage-without-qualifiers",
          "a qualified usage definition needs at least one qualifier",
          line.number,
          1,
          "§2.7.1",
        );
      if (!gate(line, v11) || !define(line, field.name, field.start + 1)) continue;
      qualifiedUsages.set(field.name.toLowerCase(), {
        name: field.name,
        usage,
        qualifiers,
        line: line.number,
        column: field.start + 1,
      });
    } else if (field.type === "composite-usage") {
      const usages: AcapCompositeUsage["usages"][number][] = [];
      let ok = true;
      for (const part of field.usages) {
        if (part.type === "standard-usage") {
          if (isUsageType(part.name)) usages.push({ usage: part.name, qualifiers: [] });
          else {
            report(
              "warning",
              "acap-usage-unknown",
              `"${part.name}" is not an ACAP usage type (§2.5); the definition is ignored`,
              line.number,
              part.start + 1,
              "§2.5",
            );
            ok = false;
          }
          continue;
        }
        const qualified = qualifiedUsages.get(part.name);
        if (qualified)
          usages.push({
            usage: qualified.usage,
            qualifiers: qualified.qualifiers,
            localUsage: qualified.name,
          });
        else {
          lastQualifiedLine ??= lastLinesOfQualifiedUsages(parsed);
          const later = (lastQualifiedLine.get(part.name) ?? 0) > line.number;
          report(
            "error",
            later ? "acap-definition-used-before-defined" : "acap-definition-unknown",
            later
              ? `(${part.name}) is defined after this composite usage; a definition must come before the definitions that rely on it`
              : compositeUsages.has(part.name)
                ? `(${part.name}) is a composite usage; a composite usage lists standard and qualified usages only`
                : `(${part.name}) is not a defined qualified usage`,
            line.number,
            part.start + 1,
            "§2.7",
          );
          ok = false;
        }
      }
      if (!ok || !define(line, field.name, field.start + 1)) continue;
      compositeUsages.set(field.name.toLowerCase(), {
        name: field.name,
        usages,
        line: line.number,
        column: field.start + 1,
      });
    }
  }

  // Records (§2.3).
  const records: MutableRecord[] = [];
  let record: MutableRecord | undefined;
  let sawOtherAcapField = false;
  const permissionsOf = (
    line: Line,
    field: Extract<RawAcapField, { type: "permission" }>,
  ): AcapPermission[] => {
    const column = field.start + 1;
    let patterns: readonly string[];
    let resourceSet: string | undefined;
    if (field.resource.type === "resource-set-ref") {
      const set = resourceSets.get(field.resource.name);
      if (!set) {
        report(
          "error",
          "acap-resource-set-unknown",
          `resource set "${field.resource.name}" is not defined; the field is ignored`,
          line.number,
          field.resource.start + 1,
          "§2.4.5",
        );
        return [];
      }
      patterns = set.patterns;
      resourceSet = set.name;
    } else patterns = [field.resource.pattern];
    const base = {
      kind: field.kind,
      patterns,
      ...(resourceSet ? { resourceSet } : {}),
      text: line.text.trim(),
      line: line.number,
      column,
    };
    if (field.usage.type === "local-usage") {
      const name = field.usage.name;
      if (field.kind === "disallow") {
        report(
          "error",
          "acap-prohibition-local-usage",
          `a prohibition may not refer to a locally-defined usage ((${name})); the field is ignored`,
          line.number,
          field.usage.start + 1,
          "§2.4.2",
        );
        return [];
      }
      if (field.qualifiers.length > 0)
        report(
          "warning",
          "acap-local-usage-qualifiers",
          "no explicit qualifiers may be added to a locally-defined usage; they are ignored",
          line.number,
          field.qualifiers[0]!.start + 1,
          "§2.4.1.3",
        );
      const qualified = qualifiedUsages.get(name);
      if (qualified)
        return [
          {
            ...base,
            usage: qualified.usage,
            qualifiers: qualified.qualifiers,
            localUsage: qualified.name,
          },
        ];
      const composite = compositeUsages.get(name);
      // §2.7.2: "as if there were a series of permission fields for each of the constituent usages".
      if (composite)
        return composite.usages.map((u) => ({
          ...base,
          usage: u.usage,
          qualifiers: u.qualifiers,
          localUsage: u.localUsage ?? composite.name,
        }));
      report(
        "error",
        "acap-definition-unknown",
        `(${name}) is not a defined qualified or composite usage; the field is ignored`,
        line.number,
        field.usage.start + 1,
        "§2.4.1.3",
      );
      return [];
    }
    const usage = field.usage.name;
    if (!isUsageType(usage)) {
      report(
        "warning",
        "acap-usage-unknown",
        `"${usage}" is not an ACAP usage type or usage/used-resource-type pair (§2.5); the field is ignored`,
        line.number,
        field.usage.start + 1,
        "§2.5",
      );
      return [];
    }
    if (field.kind === "disallow") {
      if (field.qualifiers.length > 0)
        report(
          "warning",
          "acap-prohibition-qualifiers",
          "a prohibition may not contain qualifiers; they are ignored and the prohibition stands",
          line.number,
          field.qualifiers[0]!.start + 1,
          "§2.4.2",
        );
      return [{ ...base, usage, qualifiers: [] }];
    }
    const { qualifiers, v11 } = readQualifiers(line, usage, field.qualifiers);
    if (!gate(line, v11)) return [];
    return [{ ...base, usage, qualifiers }];
  };
  for (const line of parsed) {
    const { field } = line;
    const at = (offset: number) => ({ line: line.number, column: offset + 1 });
    switch (field.type) {
      case "crawler": {
        if (!record || record.hasFields) {
          record = {
            ...at(field.start),
            crawlers: [],
            permissions: [],
            actionRequests: [],
            subRecords: [],
            hasFields: false,
            hasAnyCrawler: false,
          };
          records.push(record);
        }
        // A flag rather than a search of the record's crawlers: one test per line.
        if ((field.name === "*" && record.crawlers.length > 0) || record.hasAnyCrawler)
          report(
            "warning",
            "acap-any-crawler-with-others",
            `a record for "*" must not contain other crawler identification fields`,
            line.number,
            1,
            "§2.3.1",
          );
        record.crawlers.push({ name: field.name, ...at(field.start) });
        if (field.name === "*") record.hasAnyCrawler = true;
        break;
      }
      case "version":
        break;
      case "resource-set":
      case "qualified-usage":
      case "composite-usage":
        sawOtherAcapField = true;
        break;
      case "ignore-conventional-records":
        ignoreConventionalRecords = true;
        if (field.colon)
          report(
            "info",
            "acap-ignore-conventional-colon",
            "ACAP-ignore-conventional-records takes no colon or value",
            line.number,
            1,
            "§2.10.1",
          );
        if (sawOtherAcapField || records.length > 0)
          report(
            "warning",
            "acap-ignore-conventional-not-first",
            "ACAP-ignore-conventional-records must come before all other ACAP fields but ACAP-version",
            line.number,
            1,
            "§2.2.1",
          );
        break;
      case "unknown":
        sawOtherAcapField = true;
        report(
          "warning",
          "acap-field-unknown",
          `"${field.name}" is not an ACAP field, or its value cannot be read; it is ignored`,
          line.number,
          field.start + 1,
          "§3",
        );
        break;
      default: {
        sawOtherAcapField = true;
        if (!record) {
          report(
            "warning",
            "acap-field-outside-record",
            "this ACAP field stands before any ACAP-crawler line; it belongs to no record and is ignored",
            line.number,
            1,
            "§2.3",
          );
          break;
        }
        if (record.permissionsReference) {
          report(
            "error",
            "acap-permissions-reference-not-alone",
            "a record with ACAP-permissions-reference may contain no other fields; this one is ignored",
            line.number,
            1,
            "§2.3",
          );
          break;
        }
        const subRecord = record.subRecords.at(-1);
        if (field.type === "permissions-reference") {
          if (record.hasFields) {
            report(
              "error",
              "acap-permissions-reference-not-alone",
              "ACAP-permissions-reference must directly follow the crawler lines and stand alone in its record; it is ignored",
              line.number,
              1,
              "§2.3",
            );
            break;
          }
          record.permissionsReference = { locator: field.locator, ...at(field.start) };
        } else if (field.type === "usage-purpose") {
          if (/\s/.test(field.pattern))
            report(
              "warning",
              "acap-usage-purpose-space",
              "a usage purpose pattern has no white space; it is removed",
              line.number,
              field.start + 1,
              "§2.3.3",
            );
          const purpose = { pattern: field.pattern.replace(/\s+/g, ""), ...at(field.start) };
          if (subRecord && subRecord.permissions.length === 0) subRecord.purposes.push(purpose);
          else record.subRecords.push({ ...at(field.start), purposes: [purpose], permissions: [] });
        } else if (field.type === "permission") {
          (subRecord ?? record).permissions.push(...permissionsOf(line, field));
        } else if (field.type === "action-request") {
          if (subRecord)
            report(
              "warning",
              "acap-action-request-in-sub-record",
              "a sub-record may not contain action request fields; it is added to the record",
              line.number,
              1,
              "§2.3",
            );
          record.actionRequests.push({
            action: field.action,
            path: field.path,
            text: line.text.trim(),
            ...at(field.start),
          });
        }
        record.hasFields = true;
      }
    }
  }
  for (const r of records) {
    if (!r.hasFields)
      report(
        "warning",
        "acap-record-without-fields",
        "this ACAP record has crawler lines and no other field",
        r.line,
        r.column,
        "§2.3",
      );
    for (const sub of r.subRecords)
      if (sub.permissions.length === 0)
        report(
          "warning",
          "acap-sub-record-without-fields",
          "a sub-record needs at least one permission or prohibition after its usage purposes",
          sub.line,
          sub.column,
          "§2.3",
        );
  }

  const versionComment = readVersionComment(text, lines, versionCommentIndex);
  if (versionComment && version && versionComment.version !== version.version)
    report(
      "info",
      "acap-version-comment-differs",
      `the "##ACAP version=${versionComment.version}" comment differs from ACAP-version ${version.version}; the field counts`,
      versionComment.line,
      versionComment.column,
      "§2.10.3",
    );
  return {
    ...(version ? { version } : {}),
    ...(versionComment ? { versionComment } : {}),
    ignoreConventionalRecords,
    definitions: {
      qualifiedUsages: [...qualifiedUsages.values()].filter(
        (d) => !inherited?.qualifiedUsages.includes(d),
      ),
      compositeUsages: [...compositeUsages.values()].filter(
        (d) => !inherited?.compositeUsages.includes(d),
      ),
      resourceSets: [...resourceSets.values()].filter((d) => !inherited?.resourceSets.includes(d)),
    },
    records: records.map(
      ({ hasFields: _, hasAnyCrawler: __, subRecords, ...rest }): AcapRecord => ({
        ...rest,
        subRecords: subRecords as AcapSubRecord[],
      }),
    ),
    conventionalLinesInAcapRecords: conventionalInAcap(text, lines),
  };
}

/** §2.10.3 "##ACAP version=xxx": a comment whose text after the first "#" reads "#ACAP version=…". */
export const VERSION_COMMENT = /^#ACAP\s+version\s*=\s*(\S+)/i;

function readVersionComment(
  text: string,
  lines: readonly RawLine[],
  index: number | undefined,
): (AcapPolicy["versionComment"] & object) | undefined {
  const node = index === undefined ? undefined : lines[index];
  const match = node?.type === "comment" ? VERSION_COMMENT.exec(node.text) : null;
  if (!node || !match) return undefined;
  return {
    version: match[1]!,
    line: index! + 1,
    column: text.slice(node.start, node.end).indexOf("#") + 1,
  };
}

/** §2.10.2: conventional Allow/Disallow lines between an ACAP-crawler line and the next User-agent line. */
function conventionalInAcap(text: string, lines: readonly RawLine[]): number[] {
  const found: number[] = [];
  let inAcap = false;
  for (let i = 0; i < lines.length; i++) {
    const node = lines[i]!;
    if (node.type === "user-agent") inAcap = false;
    else if (
      (node.type === "field" || node.type === "invalid") &&
      /^\s*acap-crawler\s*:/i.test(text.slice(node.start, node.end))
    )
      inAcap = true;
    else if (inAcap && (node.type === "allow" || node.type === "disallow")) found.push(i + 1);
  }
  return found;
}

/** The last line defining each qualified usage name (lower-cased): one pass, not one search per reference. */
function lastLinesOfQualifiedUsages(
  parsed: readonly { readonly number: number; readonly field: RawAcapField }[],
): Map<string, number> {
  const last = new Map<string, number>();
  for (const line of parsed)
    if (line.field.type === "qualified-usage") last.set(line.field.name.toLowerCase(), line.number);
  return last;
}
