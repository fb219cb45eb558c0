// ACAP-1 §2.5: the qualifiers of the permission that decided, combined by the repetition
// rules of each qualifier, as typed constraints the crawler must honour — and, where the
// query gives what is needed (the time, when the resource was first used, where the target
// device is), whether the constraint is already known to be met.
import type { AcapQualifier, IncludeResource, TargetCondition, UseResource } from "./model.js";

/** §2.5.3.1 time-limit, after the combination rules. */
export interface TimeLimitConstraint {
  readonly type: "time-limit";
  readonly untilRecrawled: boolean;
  /** The last day (UTC) on which the usage is permitted: "until but not after". */
  readonly untilDate?: string;
  /** Days from when the resource was first indexed / copied / presented. */
  readonly days?: number;
  /** Terms embedded in the resource (PLUS) define the limit. */
  readonly plusTerms: boolean;
  /** Known to have passed at `at` (needs `firstUsedAt` for `days`); undefined when it cannot be told. */
  readonly expired?: boolean;
  readonly lines: readonly number[];
}

/**
 * §2.5.5.9 target-condition: the devices (by IP address, domain or country) the usage is limited
 * to, and whether the query's `target` is one of them.
 */
export interface TargetConditionConstraint {
  readonly type: "target-condition";
  readonly conditions: readonly TargetCondition[];
  /** Every condition checked against the query's `target`: true/false; undefined when some cannot be checked. */
  readonly satisfied?: boolean;
  readonly lines: readonly number[];
}

/**
 * One condition the crawler must honour when it goes ahead with a permitted usage (ACAP-1
 * §2.5 qualifiers of the deciding permission, combined), told apart by `type`.
 */
export type Constraint =
  | TimeLimitConstraint
  | {
      readonly type: "must-use-resource";
      readonly resource: UseResource;
      readonly lines: readonly number[];
    }
  | {
      readonly type: "max-length";
      readonly count: number;
      readonly unit: "chars" | "words";
      readonly lines: readonly number[];
    }
  /** §2.5.5.5: every listed modification is prohibited ("any": all). */
  | {
      readonly type: "prohibited-modification";
      readonly modifications: readonly string[];
      readonly lines: readonly number[];
    }
  | {
      readonly type: "must-include-resource";
      readonly resource: IncludeResource;
      readonly lines: readonly number[];
    }
  | {
      readonly type: "prohibited-context";
      readonly context: string;
      readonly lines: readonly number[];
    }
  | {
      readonly type: "required-context";
      readonly context: string;
      readonly lines: readonly number[];
    }
  | TargetConditionConstraint
  /** §2.5.6.1: each reference names a different resource; all apply. */
  | {
      readonly type: "usage-ref";
      readonly references: readonly IncludeResource[];
      readonly lines: readonly number[];
    };

/**
 * Where the target device is, for target-condition (§2.5.5.9): its IPv4 address, domain or country.
 */
export interface Target {
  readonly ip?: string;
  readonly domain?: string;
  readonly country?: string;
}

export interface ConstraintContext {
  readonly at: Date;
  /** When the resource was first indexed / copied / presented, for `n-days`. */
  readonly firstUsedAt?: Date;
  readonly target?: Target;
}

const DAY_MS = 86_400_000;

type Of<N extends AcapQualifier["name"]> = Extract<AcapQualifier, { name: N }>;

function ofName<N extends AcapQualifier["name"]>(
  qualifiers: readonly AcapQualifier[],
  name: N,
): Of<N>[] {
  return qualifiers.filter((q): q is Of<N> => q.name === name);
}

/** §2.5.3.1: two values combine, the third and later are ignored, plus-terms only alone and first. */
function timeLimit(
  qualifiers: readonly Of<"time-limit">[],
  context: ConstraintContext,
): TimeLimitConstraint | undefined {
  if (qualifiers.length === 0) return undefined;
  const [first, second] = qualifiers;
  // "A time-limit qualifier with value plus-terms should be the first and only time-limit
  // qualifier, otherwise it is to be ignored."
  if (first!.value.kind === "plus-terms" && qualifiers.length === 1)
    return { type: "time-limit", untilRecrawled: false, plusTerms: true, lines: [first!.line] };
  const used = [first!, second].filter(
    (q): q is Of<"time-limit"> => q !== undefined && q.value.kind !== "plus-terms",
  );
  if (used.length === 0) return undefined;
  // "For all other combinations of two time-limit qualifiers the second qualifier is ignored":
  // only recrawled+date, recrawled+days and date+days combine.
  const kinds = new Set(used.map((q) => q.value.kind));
  const combined = used.length === 2 && kinds.size === 2 ? used : used.slice(0, 1);
  let untilRecrawled = false;
  let untilDate: string | undefined;
  let days: number | undefined;
  for (const q of combined) {
    if (q.value.kind === "until-recrawled") untilRecrawled = true;
    else if (q.value.kind === "until-date") untilDate = q.value.date;
    else if (q.value.kind === "days") days = q.value.days;
  }
  // "whichever is sooner": any limit that has passed ends the permission.
  const at = context.at.getTime();
  const dateOver =
    untilDate !== undefined ? at >= Date.parse(`${untilDate}T00:00:00Z`) + DAY_MS : undefined;
  const daysOver =
    days !== undefined && context.firstUsedAt
      ? at >= context.firstUsedAt.getTime() + days * DAY_MS
      : undefined;
  const known = [dateOver, daysOver].filter((v): v is boolean => v !== undefined);
  const unknownPart = untilRecrawled || (days !== undefined && daysOver === undefined);
  const expired = known.some(Boolean)
    ? true
    : unknownPart
      ? undefined
      : known.length > 0
        ? false
        : undefined;
  return {
    type: "time-limit",
    untilRecrawled,
    ...(untilDate !== undefined ? { untilDate } : {}),
    ...(days !== undefined ? { days } : {}),
    plusTerms: false,
    ...(expired !== undefined ? { expired } : {}),
    lines: combined.map((q) => q.line),
  };
}

/** §2.5.5.5: "any" or "plus-terms" override the rest; otherwise every value is prohibited. */
function prohibitedModification(qualifiers: readonly Of<"prohibited-modification">[]) {
  if (qualifiers.length === 0) return undefined;
  const overriding = qualifiers.find((q) => q.value === "any" || q.value === "plus-terms");
  const used = overriding ? [overriding] : qualifiers;
  return {
    type: "prohibited-modification" as const,
    modifications: [...new Set(used.map((q) => q.value))],
    lines: [...new Set(used.map((q) => q.line))],
  };
}

// ACAP-1 §2.5.5.9 writes addresses as dotted quads; one fixed pattern reads them. (ipaddr.js,
// which the fetch guard needs for its range tables, would add 4 KB gzipped to every browser
// bundle for these four lines.)
const DOTTED_QUAD = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;

/** A four-part decimal IPv4 address as its four octets, or undefined. */
function ipv4(text: string | undefined): number[] | undefined {
  const parts = text === undefined ? null : DOTTED_QUAD.exec(text);
  if (!parts) return undefined;
  const octets = parts.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : undefined;
}

function compareBytes(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** One condition against the target: true/false, or undefined when it cannot be checked. */
function checkCondition(
  { condition, values }: TargetCondition,
  target: Target | undefined,
): boolean | undefined {
  switch (condition) {
    case "ipaddressrangelist": {
      const ip = ipv4(target?.ip);
      if (!ip) return undefined;
      // "each address range is either a single IP address or a pair of IP addresses separated by a hyphen"
      return values.some((range) => {
        const [low, high = low] = range.split("-").map((part) => ipv4(part.trim()));
        return (
          low !== undefined &&
          high !== undefined &&
          compareBytes(ip, low) >= 0 &&
          compareBytes(ip, high) <= 0
        );
      });
    }
    case "ipaddressmasklist": {
      const ip = ipv4(target?.ip);
      if (!ip) return undefined;
      // "an IP template-mask pair separated by a forward-slash": the mask marks the free bits
      // (10.1.1.0/0.0.0.255 is 10.1.1.0–10.1.1.255).
      return values.some((pair) => {
        const [template, mask] = pair.split("/").map((part) => ipv4(part.trim()));
        return (
          template !== undefined &&
          mask !== undefined &&
          ip.every((octet, i) => (octet & ~mask[i]!) === (template[i]! & ~mask[i]!))
        );
      });
    }
    case "permitteddomainlist":
    case "prohibiteddomainlist": {
      const domain = target?.domain?.toLowerCase().replace(/\.$/, "");
      if (!domain) return undefined;
      const inList = values.some((d) => {
        const suffix = d.toLowerCase().replace(/^\./, "");
        return domain === suffix || domain.endsWith(`.${suffix}`);
      });
      return condition === "permitteddomainlist" ? inList : !inList;
    }
    case "permittedcountrylist":
    case "prohibitedcountrylist": {
      const country = target?.country?.toUpperCase();
      if (!country) return undefined;
      const inList = values.some((c) => c.toUpperCase() === country);
      // The text for permittedcountrylist repeats the prohibited sentence by mistake; a list of
      // permitted countries permits those countries only, like permitteddomainlist.
      return condition === "permittedcountrylist" ? inList : !inList;
    }
    case "rulesref":
      return undefined;
  }
}

/** §2.5.5.9: rulesref only as the first and only occurrence; all other conditions apply. */
function targetCondition(
  qualifiers: readonly Of<"target-condition">[],
  target: Target | undefined,
): TargetConditionConstraint | undefined {
  if (qualifiers.length === 0) return undefined;
  const used =
    qualifiers.length === 1
      ? qualifiers
      : qualifiers.filter((q) => q.value.condition !== "rulesref");
  if (used.length === 0) return undefined;
  const results = used.map((q) => checkCondition(q.value, target));
  const satisfied = results.includes(false)
    ? false
    : results.includes(undefined)
      ? undefined
      : true;
  return {
    type: "target-condition",
    conditions: used.map((q) => q.value),
    ...(satisfied !== undefined ? { satisfied } : {}),
    lines: used.map((q) => q.line),
  };
}

/** §2.5.5.7 / §2.5.5.8: the first occurrence of a context qualifier counts, later ones are ignored. */
function contextConstraint(
  qualifiers: readonly AcapQualifier[],
  name: "prohibited-context" | "required-context",
): Constraint | undefined {
  const first = ofName(qualifiers, name)[0];
  return first && { type: name, context: first.value, lines: [first.line] };
}

/** The constraints of a permission's qualifiers, each combined by its own repetition rule. */
export function constraintsOf(
  qualifiers: readonly AcapQualifier[],
  context: ConstraintContext,
): Constraint[] {
  const out: Constraint[] = [];
  const limit = timeLimit(ofName(qualifiers, "time-limit"), context);
  if (limit) out.push(limit);
  // "If the qualifier … is repeated …, the second and subsequent occurrences are ignored."
  const use = ofName(qualifiers, "must-use-resource")[0];
  if (use) out.push({ type: "must-use-resource", resource: use.value, lines: [use.line] });
  const length = ofName(qualifiers, "max-length")[0];
  if (length)
    out.push({
      type: "max-length",
      count: length.value.count,
      unit: length.value.unit,
      lines: [length.line],
    });
  const modification = prohibitedModification(ofName(qualifiers, "prohibited-modification"));
  if (modification) out.push(modification);
  const include = ofName(qualifiers, "must-include-resource")[0];
  if (include)
    out.push({ type: "must-include-resource", resource: include.value, lines: [include.line] });
  const prohibitedContext = contextConstraint(qualifiers, "prohibited-context");
  if (prohibitedContext) out.push(prohibitedContext);
  const requiredContext = contextConstraint(qualifiers, "required-context");
  if (requiredContext) out.push(requiredContext);
  const condition = targetCondition(ofName(qualifiers, "target-condition"), context.target);
  if (condition) out.push(condition);
  const references = ofName(qualifiers, "usage-ref");
  if (references.length > 0)
    out.push({
      type: "usage-ref",
      references: references.map((q) => q.value),
      lines: references.map((q) => q.line),
    });
  return out;
}
