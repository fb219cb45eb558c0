// ACAP-1 §2.4: one permission or prohibition field (ACAP-allow-… / ACAP-disallow-…) as the
// permissions it stands for: its resource, a path pattern or a resource set (§2.4.4, §2.4.5);
// its usage, a standard usage type (§2.5) or a locally-defined one (§2.4.1.3, §2.7); and its
// qualifiers (§2.4.1.2). A field that cannot be used is reported and stands for none.
import type { AcapPermission, AcapUsageType } from "./model.js";
import { isUsageType, type AcapLine, type FieldOf, type LoweringContext } from "./lower-context.js";
import { readQualifiers } from "./lower-qualifiers.js";
import { usableInVersion } from "./version.js";

type PermissionField = FieldOf<"permission">;

/** What every permission a field stands for shares: all but the usage and its qualifiers. */
type PermissionBase = Omit<AcapPermission, "usage" | "qualifiers" | "localUsage">;

/** The permissions `field` stands for: none, one, or one per constituent of a composite usage. */
export function permissionsOf(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
): AcapPermission[] {
  const base = permissionBase(ctx, line, field);
  if (!base) return [];
  if (field.usage.type === "local-usage")
    return localUsagePermissions(ctx, line, field, field.usage.name, base);
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
    return [];
  }
  if (field.kind === "disallow") return [prohibition(ctx, line, field, usage, base)];
  const { qualifiers, v11 } = readQualifiers(ctx, line, usage, field.qualifiers);
  if (!usableInVersion(ctx, line, v11)) return [];
  return [permission(base, usage, qualifiers)];
}

/**
 * One permission: the base's properties and the usage's, written out (a literal that starts
 * with a spread is slow on V8 11: see qualifiers.ts). Key order as `{ ...base, usage, … }`.
 */
function permission(
  base: PermissionBase,
  usage: AcapUsageType,
  qualifiers: AcapPermission["qualifiers"],
  localUsage?: string,
): AcapPermission {
  const { kind, patterns, resourceSet, text, line, column } = base;
  const permission: { -readonly [K in keyof AcapPermission]: AcapPermission[K] } =
    resourceSet === undefined
      ? { kind, patterns, text, line, column, usage, qualifiers }
      : { kind, patterns, resourceSet, text, line, column, usage, qualifiers };
  if (localUsage !== undefined) permission.localUsage = localUsage;
  return permission;
}

/** The field's resource and position; undefined (reported) for an unknown resource set (§2.4.5). */
function permissionBase(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
): PermissionBase | undefined {
  let patterns: readonly string[];
  let resourceSet: string | undefined;
  if (field.resource.type === "resource-set-ref") {
    const set = ctx.resourceSets.get(field.resource.name);
    if (!set) {
      ctx.report(
        "error",
        "acap-resource-set-unknown",
        `resource set "${field.resource.name}" is not defined; the field is ignored`,
        line.number,
        field.resource.start + 1,
        "§2.4.5",
      );
      return undefined;
    }
    patterns = set.patterns;
    resourceSet = set.name;
  } else patterns = [field.resource.pattern];
  return {
    kind: field.kind,
    patterns,
    ...(resourceSet ? { resourceSet } : {}),
    text: line.text.trim(),
    line: line.number,
    column: field.start + 1,
  };
}

/** §2.4.2: a prohibition has no qualifiers; any written are reported and dropped. */
function prohibition(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
  usage: AcapUsageType,
  base: PermissionBase,
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
  return permission(base, usage, []);
}

/** §2.4.1.3: a permission for a locally-defined usage, with the qualifiers of its definition. */
function localUsagePermissions(
  ctx: LoweringContext,
  line: AcapLine,
  field: PermissionField,
  name: string,
  base: PermissionBase,
): AcapPermission[] {
  if (field.kind === "disallow") {
    ctx.report(
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
    ctx.report(
      "warning",
      "acap-local-usage-qualifiers",
      "no explicit qualifiers may be added to a locally-defined usage; they are ignored",
      line.number,
      field.qualifiers[0]!.start + 1,
      "§2.4.1.3",
    );
  const qualified = ctx.qualifiedUsages.get(name);
  if (qualified) return [permission(base, qualified.usage, qualified.qualifiers, qualified.name)];
  const composite = ctx.compositeUsages.get(name);
  // §2.7.2: "as if there were a series of permission fields for each of the constituent usages".
  if (composite)
    return composite.usages.map((u) =>
      permission(base, u.usage, u.qualifiers, u.localUsage ?? composite.name),
    );
  ctx.report(
    "error",
    "acap-definition-unknown",
    `(${name}) is not a defined qualified or composite usage; the field is ignored`,
    line.number,
    field.usage.start + 1,
    "§2.4.1.3",
  );
  return [];
}
