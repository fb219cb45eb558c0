// ACAP-1 §2.4: one permission or prohibition field (ACAP-allow-… / ACAP-disallow-…) as the
// permission it stands for: its resource, a path pattern or a resource set (§2.4.4, §2.4.5);
// its usage, a standard usage type (§2.5) or a locally-defined one (§2.4.1.3, §2.7); and its
// qualifiers (§2.4.1.2). A field that cannot be used is reported and stands for none.
import type { AcapPermission, AcapUsageType } from "./model.js";
import { isUsageType, type AcapLine, type FieldOf, type LoweringContext } from "./lower-context.js";
import { readQualifiers } from "./lower-qualifiers.js";
import { usableInVersion } from "./version.js";

type PermissionField = FieldOf<"permission">;

/** What a field names as its resource: a path pattern (§2.4.4) or a resource set (§2.4.5). */
type Resource = { readonly pattern: string } | { readonly resourceSet: string };

/**
 * The permission `field` stands for, or undefined (reported) when it cannot be used. A
 * locally-defined usage and a resource set are named, not copied: §2.7.2's "series of
 * permission fields for each of the constituent usages" is read when matching (precedence.ts).
 */
export function permissionOf(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
): AcapPermission | undefined {
  const resource = resourceOf(ctx, line, field);
  if (!resource) return undefined;
  if (field.usage.type === "local-usage")
    return localUsagePermission(ctx, line, field, field.usage.name, resource);
  const usage = field.usage.name;
  if (!isUsageType(usage)) {
    ctx.report(
      "warning",
      "acap-usage-unknown",
      `"${usage}" is not an ACAP usage type or usage/used-resource-type pair (§2.5); the field is ignored`,
      line.number,
      field.usage.start + 1,
      "§2.5",
    );
    return undefined;
  }
  if (field.kind === "disallow") return prohibition(ctx, line, field, usage, resource);
  // §2.5.6.1: "This usage type may be permitted only if qualified by an explicit reference".
  if (usage === "other" && field.qualifiers.length === 0) {
    ctx.report(
      "warning",
      "acap-other-unqualified",
      "allow-other needs usage-ref: field ignored",
      line.number,
      field.start + 1,
      "§2.5.6.1",
    );
    return undefined;
  }
  const { qualifiers, v11 } = readQualifiers(ctx, line, usage, field.qualifiers);
  if (!usableInVersion(ctx, line, v11)) return undefined;
  return permission(line, field, { usage }, resource, qualifiers);
}

/**
 * One permission, its properties written out in one order (a literal that starts with a
 * spread is slow on V8 11: see qualifiers.ts).
 */
function permission(
  line: AcapLine,
  field: PermissionField,
  usage: { readonly usage: AcapUsageType } | { readonly localUsage: string },
  resource: Resource,
  qualifiers: AcapPermission["qualifiers"],
): AcapPermission {
  const out: { -readonly [K in keyof AcapPermission]: AcapPermission[K] } = {
    kind: field.kind,
    qualifiers,
    text: line.text.trim(),
    line: line.number,
    column: field.start + 1,
  };
  if ("usage" in usage) out.usage = usage.usage;
  else out.localUsage = usage.localUsage;
  if ("pattern" in resource) out.pattern = resource.pattern;
  else out.resourceSet = resource.resourceSet;
  return out;
}

/** The field's resource; undefined (reported) for an unknown resource set (§2.4.5). */
function resourceOf(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
): Resource | undefined {
  const { resource } = field;
  if (resource.type !== "resource-set-ref") {
    if (resource.pattern !== "") return { pattern: resource.pattern };
    // §3 admits an empty relative-part; §2.4.4 matches "one or more paths", and an empty prefix
    // would match every path: the field names no resource.
    ctx.report(
      "warning",
      "acap-resource-empty",
      "no resource specification: the field is ignored",
      line.number,
      resource.start + 1,
      "§2.4.4",
    );
    return undefined;
  }
  const set = ctx.resourceSets.get(resource.name);
  if (set) return { resourceSet: set.name };
  ctx.report(
    "error",
    "acap-resource-set-unknown",
    `resource set "${resource.name}" is not defined; the field is ignored`,
    line.number,
    resource.start + 1,
    "§2.4.5",
  );
  return undefined;
}

/** §2.4.2: a prohibition has no qualifiers; any written are reported and dropped. */
function prohibition(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
  usage: AcapUsageType,
  resource: Resource,
): AcapPermission {
  if (field.qualifiers.length > 0)
    ctx.report(
      "warning",
      "acap-prohibition-qualifiers",
      "a prohibition may not contain qualifiers; they are ignored and the prohibition stands",
      line.number,
      field.qualifiers[0]!.start + 1,
      "§2.4.2",
    );
  return permission(line, field, { usage }, resource, NO_QUALIFIERS);
}

const NO_QUALIFIERS: AcapPermission["qualifiers"] = Object.freeze([]);

/** §2.4.1.3: a permission for a locally-defined usage, which carries its definition's qualifiers. */
function localUsagePermission(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
  name: string,
  resource: Resource,
): AcapPermission | undefined {
  if (field.kind === "disallow") {
    ctx.report(
      "error",
      "acap-prohibition-local-usage",
      `a prohibition may not refer to a locally-defined usage ((${name})); the field is ignored`,
      line.number,
      field.usage.start + 1,
      "§2.4.2",
    );
    return undefined;
  }
  if (field.qualifiers.length > 0)
    ctx.report(
      "warning",
      "acap-local-usage-qualifiers",
      "no explicit qualifiers may be added to a locally-defined usage; they are ignored",
      line.number,
      field.qualifiers[0]!.start + 1,
      "§2.4.1.3",
    );
  // The qualified usage first, as the definitions in scope are searched (definitions.ts).
  const definition = ctx.qualifiedUsages.get(name) ?? ctx.compositeUsages.get(name);
  if (definition)
    return permission(line, field, { localUsage: definition.name }, resource, NO_QUALIFIERS);
  ctx.report(
    "error",
    "acap-definition-unknown",
    `(${name}) is not a defined qualified or composite usage; the field is ignored`,
    line.number,
    field.usage.start + 1,
    "§2.4.1.3",
  );
  return undefined;
}
