// ACAP-1 §2.7: the definition fields — resource sets (§2.4.5), qualified usages (§2.7.1) and
// composite usages (§2.7.2) — read in file order, since a definition that relies on another
// must follow it. Names are case-insensitive and defined once (§3); definitions belong before
// the records (§2.7). A definition that cannot be used is reported and left out.
import type { AcapConstituent, AcapDefinitions } from "./model.js";
import type { RawUsage } from "./raw.js";
import { isUsageType, type AcapLine, type FieldOf, type LoweringContext } from "./lower-context.js";
import { readQualifiers } from "./lower-qualifiers.js";
import { usableInVersion } from "./version.js";

/** Reads every definition field into the context's definitions. */
export function readDefinitions(ctx: LoweringContext): void {
  for (const line of ctx.lines) {
    const { field } = line;
    if (field.type === "resource-set") readResourceSet(ctx, line, field);
    else if (field.type === "qualified-usage") readQualifiedUsage(ctx, line, field);
    else if (field.type === "composite-usage") readCompositeUsage(ctx, line, field);
  }
}

/** Files `definition` under its name, in scope for what follows and among the file's own. */
function keep<K extends keyof AcapDefinitions>(
  ctx: LoweringContext,
  kind: K,
  definition: AcapDefinitions[K][number],
): void {
  (ctx[kind] as Map<string, typeof definition>).set(definition.name.toLowerCase(), definition);
  (ctx.own[kind] as (typeof definition)[]).push(definition);
}

/** Claims `name` for the definition on `line`; false (reported) when the file defines it already. */
function define(ctx: LoweringContext, line: AcapLine, name: string, column: number): boolean {
  const key = name.toLowerCase();
  const earlier = ctx.definedNames.get(key);
  if (earlier !== undefined) {
    ctx.report(
      "error",
      "acap-definition-duplicate",
      `"${name}" is already defined on line ${earlier} (names are case-insensitive); this definition is ignored`,
      line.number,
      column,
      "§3",
    );
    return false;
  }
  ctx.definedNames.set(key, line.number);
  if (line.number > ctx.firstRecordLine)
    ctx.report(
      "warning",
      "acap-definition-after-records",
      "definition fields must be placed before all ACAP records; it is used anyway",
      line.number,
      1,
      "§2.7",
    );
  return true;
}

/** §2.4.5 ACAP-resource-set: a name for a list of path patterns. */
function readResourceSet(
  ctx: LoweringContext,
  line: AcapLine,
  field: FieldOf<"resource-set">,
): void {
  if (!define(ctx, line, field.name, field.start + 1)) return;
  keep(ctx, "resourceSets", {
    name: field.name,
    patterns: field.patterns.map((p) => p.pattern),
    line: line.number,
    column: field.start + 1,
  });
}

/** §2.7.1 ACAP-qualified-usage: a name for a usage type with qualifiers. */
function readQualifiedUsage(
  ctx: LoweringContext,
  line: AcapLine,
  field: FieldOf<"qualified-usage">,
): void {
  const usage = field.usage.name;
  if (!isUsageType(usage)) {
    reportUnknownUsage(ctx, line, field.usage);
    return;
  }
  const { qualifiers, v11 } = readQualifiers(ctx, line, usage, field.qualifiers);
  if (qualifiers.length === 0)
    ctx.report(
      "warning",
      "acap-qualified-usage-without-qualifiers",
      "a qualified usage definition needs at least one qualifier",
      line.number,
      1,
      "§2.7.1",
    );
  if (!usableInVersion(ctx, line, v11) || !define(ctx, line, field.name, field.start + 1)) return;
  keep(ctx, "qualifiedUsages", {
    name: field.name,
    usage,
    qualifiers,
    line: line.number,
    column: field.start + 1,
  });
}

/** §2.7.2 ACAP-composite-usage: a name for standard and earlier-defined qualified usages. */
function readCompositeUsage(
  ctx: LoweringContext,
  line: AcapLine,
  field: FieldOf<"composite-usage">,
): void {
  const usages: AcapConstituent[] = [];
  let ok = true;
  for (const part of field.usages) {
    const constituent = constituentOf(ctx, line, part);
    if (constituent) usages.push(constituent);
    else ok = false;
  }
  if (!ok || !define(ctx, line, field.name, field.start + 1)) return;
  keep(ctx, "compositeUsages", {
    name: field.name,
    usages,
    line: line.number,
    column: field.start + 1,
  });
}

/** One constituent of a composite usage; undefined (reported) when it names no usable usage. */
function constituentOf(
  ctx: LoweringContext,
  line: AcapLine,
  part: RawUsage,
): AcapConstituent | undefined {
  if (part.type === "standard-usage") {
    if (isUsageType(part.name)) return { usage: part.name };
    reportUnknownUsage(ctx, line, part);
    return undefined;
  }
  const qualified = ctx.qualifiedUsages.get(part.name);
  if (qualified) return { usage: qualified.usage, localUsage: qualified.name };
  ctx.lastQualifiedUsageLines ??= lastLinesOfQualifiedUsages(ctx.lines);
  if ((ctx.lastQualifiedUsageLines.get(part.name) ?? 0) > line.number)
    ctx.report(
      "error",
      "acap-definition-used-before-defined",
      `(${part.name}) is defined after this composite usage; a definition must come before the definitions that rely on it`,
      line.number,
      part.start + 1,
      "§2.7",
    );
  else
    ctx.report(
      "error",
      "acap-definition-unknown",
      ctx.compositeUsages.has(part.name)
        ? `(${part.name}) is a composite usage; a composite usage lists standard and qualified usages only`
        : `(${part.name}) is not a defined qualified usage`,
      line.number,
      part.start + 1,
      "§2.7",
    );
  return undefined;
}

function reportUnknownUsage(ctx: LoweringContext, line: AcapLine, usage: RawUsage): void {
  ctx.report(
    "warning",
    "acap-usage-unknown",
    `"${usage.name}" is not an ACAP usage type (§2.5); the definition is ignored`,
    line.number,
    usage.start + 1,
    "§2.5",
  );
}

/** The last line defining each qualified usage name (lower-cased): one pass, not one search per reference. */
function lastLinesOfQualifiedUsages(lines: readonly AcapLine[]): Map<string, number> {
  const last = new Map<string, number>();
  for (const line of lines)
    if (line.field.type === "qualified-usage") last.set(line.field.name.toLowerCase(), line.number);
  return last;
}
