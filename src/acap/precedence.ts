// ACAP-1: may a crawler do usage U on a resource, and under which constraints.
//
// Precedence contract, from the text:
// 1. Fields: the crawler's named records (ACAP-crawler naming it) before "*" records (§2.2:
//    named fields "override semantically equivalent fields … in an ACAP record addressed to
//    any crawler"); within a record, the sub-records whose usage purpose matches the query's
//    purpose before the record's own fields (§2.2). The first tier with a field for the usage
//    that matches the resource decides.
// 2. Usage types: fields for the exact type asked about; for a type based upon `present`
//    (present-snippet …) with no such field, the fields for `present` (§2.5.5: `present` is
//    "a general permission or prohibition to present a particular resource in any way"); then
//    `ACAP-disallow-other` (§2.5.6: a "blanket prohibition of usages other than those that
//    are explicitly permitted"). No field at all: permitted (§2.4.3 note).
// 3. Among matching fields: the narrowest scope (§2.4.6), qualifiers ignored; when it cannot
//    be determined and the fields disagree, prohibited.
// 4. §2.4.3 fallback rewrites the fields the crawler cannot interpret before any of this.
// 5. §2.10.2: for `crawl`, the conventional rule that decides for the crawler competes with
//    the ACAP field by the same narrowest-scope rule; for the same pattern the ACAP field wins.
import type { AcapPolicy, AcapUsageType } from "./model.js";
import type { SourcePosition } from "../core/types.js";
import { narrowerScope } from "./scope.js";
import { constraintsOf, type Constraint, type Target } from "./constraints.js";
import { basicUsageOf, placed, type Fallback, type Understands } from "./fallback.js";
import type { BucketAnswer } from "./bucket.js";
import type { FieldMatch } from "./tier-types.js";
import { LineReader } from "./tier-lines.js";
import { subRecordsFor, subRecordsKey } from "./purpose-index.js";
import {
  acapPattern,
  anyRecords,
  namedRecords,
  plainTiersOf,
  scopesOf,
  tierOf,
  type Tier,
} from "./query-cache.js";

export { acapPattern, basicUsageOf, narrowerScope };
export { interpret, type Fallback, type Understands } from "./fallback.js";
export { purposeMatches } from "./purpose-index.js";

export interface AcapQuery {
  readonly usage: AcapUsageType;
  readonly userAgent: string;
  /** Normalised path (RFC 9309 §2.2.2 form). */
  readonly path: string;
  readonly purpose?: string;
  readonly at: Date;
  readonly firstUsedAt?: Date;
  readonly target?: Target;
  readonly understands?: Understands;
}

/** An ACAP permission or prohibition field that matched the resource, as the crawler read it. */
export interface AcapField extends SourcePosition {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  /** The pattern of the field that matched the resource, as written. */
  readonly pattern: string;
  readonly text: string;
  readonly localUsage?: string;
  readonly resourceSet?: string;
}

/** Why the ACAP records decided as they did (the ACAP part of `AcapDecision.reason`). */
export type AcapReason =
  | "permitted"
  | "prohibited"
  | "prohibited-by-other"
  | "no-matching-field"
  | "conflict-undecidable"
  | "time-limit-passed"
  | "target-condition-not-met";

export interface AcapOutcome {
  readonly allowed: boolean;
  readonly reason: AcapReason;
  readonly field?: AcapField;
  /** The record the field came from. */
  readonly record?: {
    readonly line: number;
    readonly crawlers: readonly string[];
    readonly purposes?: readonly string[];
    /** The ACAP-permissions-reference locator the record was read from (§2.3.2); lines are that file's. */
    readonly source?: string;
  };
  /**
   * The fields that conflicted when the narrowest scope could not be determined, in file
   * order: the first 32 of them (bucket.ts CONFLICTS_SHOWN).
   */
  readonly conflict?: readonly AcapField[];
  /** How many fields conflicted, when more than `conflict` lists. */
  readonly conflictCount?: number;
  readonly constraints: readonly Constraint[];
  readonly fallbacks: readonly Fallback[];
  /** The normalised pattern of the deciding field (for the §2.10.2 comparison). */
  readonly scope?: string;
}

/**
 * The tiers of §2.2, most specific first: named records' sub-records and fields, then "*"
 * records'. Each is read once per file for the records, purpose and `understands` it is
 * asked with (query-cache.ts), not on every query.
 */
function tiersFor(acap: AcapPolicy, query: AcapQuery): readonly Tier[] {
  // Files without ACAP records share one frozen policy: nothing to read, nothing to remember.
  if (acap.records.length === 0) return [];
  if (query.purpose === undefined && query.understands === undefined)
    return plainTiersOf(acap, query.userAgent, () => readTiers(acap, query));
  return readTiers(acap, query);
}

function readTiers(acap: AcapPolicy, query: AcapQuery): Tier[] {
  const reading = `${JSON.stringify(query.understands ?? null)}\u0000`;
  const reader = () => new LineReader(scopesOf(acap), query.understands);
  const tiers: Tier[] = [];
  for (const selected of [namedRecords(acap, query.userAgent), anyRecords(acap)]) {
    const { records, key } = selected;
    const purpose = query.purpose;
    if (purpose !== undefined) {
      const subs = subRecordsKey(acap, selected, purpose);
      tiers.push(
        tierOf(acap, `sub\u0000${reading}${subs}\u0000${key}`, () =>
          reader().subRecordLines(subRecordsFor(acap, selected, purpose)),
        ),
      );
    }
    tiers.push(tierOf(acap, `record\u0000${reading}${key}`, () => reader().recordLines(records)));
  }
  return tiers;
}

function fieldOf(match: FieldMatch): AcapField {
  const { permission } = match.line;
  const { reading } = match;
  return {
    kind: reading.kind,
    usage: reading.usage,
    pattern: match.pattern,
    text: permission.text,
    line: permission.line,
    column: permission.column,
    ...(reading.localUsage ? { localUsage: reading.localUsage } : {}),
    ...(permission.resourceSet ? { resourceSet: permission.resourceSet } : {}),
  };
}

function recordOf(match: FieldMatch): NonNullable<AcapOutcome["record"]> {
  const { record, purposes } = match.line;
  return {
    line: record.line,
    crawlers: record.crawlers.map((c) => c.name),
    ...(purposes ? { purposes } : {}),
    ...(record.source ? { source: record.source } : {}),
  };
}

/** §2.4.6 among the matching fields of one tier and usage type (bucket.ts). */
function resolve(answer: BucketAnswer, query: AcapQuery): AcapOutcome {
  if (answer.conflict) {
    const { conflict, conflicting } = answer;
    return {
      allowed: false,
      reason: "conflict-undecidable",
      conflict: conflict.map(fieldOf),
      ...(conflicting > conflict.length ? { conflictCount: conflicting } : {}),
      constraints: [],
      fallbacks: conflict.flatMap((m) => placed(m.reading.fallbacks, m.line.permission)),
    };
  }
  const chosen = answer.decided;
  // Written out, not { ...base, … }: a literal that starts with a spread is slow on V8 11.
  const outcome = (allowed: boolean, reason: AcapReason, constraints: Constraint[]) => ({
    field: fieldOf(chosen),
    record: recordOf(chosen),
    fallbacks: placed(chosen.reading.fallbacks, chosen.line.permission),
    scope: chosen.scope,
    allowed,
    reason,
    constraints,
  });
  if (chosen.reading.kind === "disallow") return outcome(false, "prohibited", []);
  const constraints = constraintsOf(chosen.reading.qualifiers, query);
  const limit = constraints.find((c) => c.type === "time-limit");
  if (limit?.expired) return outcome(false, "time-limit-passed", constraints);
  const target = constraints.find((c) => c.type === "target-condition");
  if (target?.satisfied === false) return outcome(false, "target-condition-not-met", constraints);
  return outcome(true, "permitted", constraints);
}

/** Decides a usage by the ACAP records of the file. */
export function decideAcap(acap: AcapPolicy, query: AcapQuery): AcapOutcome {
  const tiers = tiersFor(acap, query);
  const path = query.path.toLowerCase();
  const usages: AcapUsageType[] = [query.usage];
  if (query.usage !== basicUsageOf(query.usage)) usages.push(basicUsageOf(query.usage));
  for (const usage of usages)
    for (const tier of tiers) {
      const answer = tier.answer(usage, path, false);
      if (answer) return resolve(answer, query);
    }
  if (query.usage !== "other")
    for (const tier of tiers) {
      const answer = tier.answer("other", path, true);
      if (answer)
        return { ...resolve(answer, query), allowed: false, reason: "prohibited-by-other" };
    }
  return { allowed: true, reason: "no-matching-field", constraints: [], fallbacks: [] };
}
