// ACAP-1 §2.4.3: a field as a crawler that cannot interpret all of it must read it. Read
// once per definition, not per line: the reading of a qualified or composite usage is shared
// by every line naming it (query-cache.ts), and positions are added only to what an answer
// shows (interpret, and precedence.ts's fields).
import {
  ACAP_PRESENT_TYPES,
  ACAP_QUALIFIERS,
  ACAP_USAGE_TYPES,
  type AcapQualifier,
  type AcapUsageType,
} from "./model.js";
import type { SourcePosition } from "../core/types.js";

/**
 * What an ACAP crawler can interpret. A field that uses anything else is read by the §2.4.3
 * fallback, more restrictively, so a crawler never acts on a permission it cannot honour.
 */
export interface Understands {
  /** Qualifier names the crawler can act on (default: every Annex A qualifier). */
  readonly qualifiers?: readonly string[];
  /** Usage types whose prohibitions the crawler can act on (default: all of §2.5). */
  readonly usageTypes?: readonly string[];
}

/** A §2.4.3 fallback the crawler applied to a field it cannot interpret. */
export interface Fallback extends SourcePosition {
  /** ACAP-1 §2.4.3 rules; "element-level" is ACAP-2 §2.2.6 (element rules the crawler cannot process). */
  readonly rule:
    | "unsupported-qualifiers"
    | "derived-type-prohibition"
    | "basic-type-prohibition"
    | "element-level";
  readonly from: string;
  readonly to: string;
}

/** A fallback before it is placed on a line. */
export type FallbackRule = Omit<Fallback, "line" | "column">;

/** What a field says, before §2.4.3. */
export interface FieldToRead {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly qualifiers: readonly AcapQualifier[];
}

/** A field as the crawler reads it. */
export interface Reading {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly fallbacks: readonly FallbackRule[];
}

const ALL_QUALIFIERS = new Set<string>(ACAP_QUALIFIERS);
const ALL_TYPES = new Set<string>(ACAP_USAGE_TYPES);
const PRESENT_TYPES = new Set<string>(ACAP_PRESENT_TYPES);
const NO_FALLBACKS: readonly FallbackRule[] = Object.freeze([]);

/** The basic type of a usage type (present-snippet → present). */
export function basicUsageOf(usage: AcapUsageType): AcapUsageType {
  return PRESENT_TYPES.has(usage) ? "present" : usage;
}

/** What a crawler with `understands` can act on, as sets (made once per tier, not per field). */
export interface Abilities {
  readonly qualifiers: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
}

export function abilitiesOf(understands: Understands | undefined): Abilities {
  return {
    qualifiers: understands?.qualifiers ? new Set(understands.qualifiers) : ALL_QUALIFIERS,
    types: understands?.usageTypes ? new Set(understands.usageTypes) : ALL_TYPES,
  };
}

/** §2.4.3: the field as a crawler with `abilities` must read it. */
export function readField(field: FieldToRead, abilities: Abilities): Reading {
  let kind = field.kind;
  let usage = field.usage;
  if (kind === "allow") {
    // "If a permission field contains qualifiers and the crawler is unable to interpret the
    // qualifiers fully, the crawler must interpret this field as a prohibition".
    const unsupported = field.qualifiers.filter(
      (q) => q.name === "unknown" || !abilities.qualifiers.has(q.name),
    );
    if (unsupported.length === 0) return { kind, usage, fallbacks: NO_FALLBACKS };
    kind = "disallow";
    const from = `allow-${usage} ${unsupported.map((q) => q.text).join(" ")}`;
    return {
      kind,
      usage,
      fallbacks: [{ rule: "unsupported-qualifiers", from, to: `disallow-${usage}` }],
    };
  }
  const fallbacks: FallbackRule[] = [];
  // "If a prohibition field contains a usage type that isn't a basic or general usage type …
  // and if the crawler cannot interpret a prohibition for this usage type, … the corresponding
  // basic usage type".
  if (PRESENT_TYPES.has(usage) && !abilities.types.has(usage))
    usage = widenProhibition(fallbacks, "derived-type-prohibition", usage, "present");
  // "If a prohibition field is for a basic usage type, and if the crawler cannot interpret a
  // prohibition for this usage type, the entire [field] is to be interpreted as if it were a
  // … field with the basic usage type crawl": a prohibition it cannot act on keeps the
  // crawler away from the resource altogether. (The text says "permission field"; turning a
  // prohibition into a permission would defeat the section's purpose, stated in its NOTE.)
  if (usage !== "crawl" && !abilities.types.has(usage))
    usage = widenProhibition(fallbacks, "basic-type-prohibition", usage, "crawl");
  return { kind, usage, fallbacks: fallbacks.length === 0 ? NO_FALLBACKS : fallbacks };
}

/** §2.4.3: reads a prohibition of `from` as one of the broader `to`, noting the fallback; returns `to`. */
function widenProhibition(
  fallbacks: FallbackRule[],
  rule: "derived-type-prohibition" | "basic-type-prohibition",
  from: AcapUsageType,
  to: AcapUsageType,
): AcapUsageType {
  fallbacks.push({ rule, from: `disallow-${from}`, to: `disallow-${to}` });
  return to;
}

/** The fallbacks of a reading, placed on the line of its field. */
export function placed(fallbacks: readonly FallbackRule[], at: SourcePosition): Fallback[] {
  return fallbacks.map((f) => ({
    rule: f.rule,
    from: f.from,
    to: f.to,
    line: at.line,
    column: at.column,
  }));
}

/** §2.4.3: the field as a crawler with `understands` must read it, its fallbacks on its line. */
export function interpret(
  field: FieldToRead & SourcePosition,
  understands: Understands | undefined,
): { kind: "allow" | "disallow"; usage: AcapUsageType; fallbacks: Fallback[] } {
  const { kind, usage, fallbacks } = readField(field, abilitiesOf(understands));
  return { kind, usage, fallbacks: placed(fallbacks, field) };
}
