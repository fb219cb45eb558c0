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
import {
  ACAP_PRESENT_TYPES,
  ACAP_QUALIFIERS,
  ACAP_USAGE_TYPES,
  type AcapPermission,
  type AcapPolicy,
  type AcapRecord,
  type AcapUsageType,
} from "./model.js";
import type { SourcePosition } from "../core/types.js";
import { crawlerTokensOf } from "../core/agent.js";
import { narrowestOf, narrowerScope } from "./scope.js";
import { constraintsOf, type Constraint, type Target } from "./constraints.js";
import { compileWildcard, matchesWildcard } from "../core/pattern.js";
import {
  acapPattern,
  selectedRecords,
  Tier,
  tierOf,
  type Match as MatchOf,
} from "./query-cache.js";

export interface Understands {
  /** Qualifier names the crawler can act on (default: every Annex A qualifier). */
  readonly qualifiers?: readonly string[];
  /** Usage types whose prohibitions the crawler can act on (default: all of §2.5). */
  readonly usageTypes?: readonly string[];
}

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

export interface AcapField extends SourcePosition {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  /** The pattern of the field that matched the resource, as written. */
  readonly pattern: string;
  readonly text: string;
  readonly localUsage?: string;
  readonly resourceSet?: string;
}

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
  /** The fields that conflicted when the narrowest scope could not be determined. */
  readonly conflict?: readonly AcapField[];
  readonly constraints: readonly Constraint[];
  readonly fallbacks: readonly Fallback[];
  /** The normalised pattern of the deciding field (for the §2.10.2 comparison). */
  readonly scope?: string;
}

/** One field of a tier as the crawler reads it (§2.4.3 applied). */
interface Candidate {
  readonly permission: AcapPermission;
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly fallbacks: readonly Fallback[];
  readonly record: AcapRecord;
  readonly purposes?: readonly string[];
}

type Match = MatchOf<Candidate>;

const ALL_QUALIFIERS = new Set<string>(ACAP_QUALIFIERS);
const ALL_TYPES = new Set<string>(ACAP_USAGE_TYPES);
const PRESENT_TYPES = new Set<string>(ACAP_PRESENT_TYPES);

/** The basic type of a usage type (present-snippet → present). */
export function basicUsageOf(usage: AcapUsageType): AcapUsageType {
  return PRESENT_TYPES.has(usage) ? "present" : usage;
}

export { acapPattern };

/** §2.4.3: the field as a crawler with `understands` must read it. */
export function interpret(
  permission: AcapPermission,
  understands: Understands | undefined,
): { kind: "allow" | "disallow"; usage: AcapUsageType; fallbacks: Fallback[] } {
  const qualifiers = understands?.qualifiers ? new Set(understands.qualifiers) : ALL_QUALIFIERS;
  const types = understands?.usageTypes ? new Set(understands.usageTypes) : ALL_TYPES;
  const at = { line: permission.line, column: permission.column };
  const fallbacks: Fallback[] = [];
  let kind = permission.kind;
  let usage = permission.usage;
  if (kind === "allow") {
    // "If a permission field contains qualifiers and the crawler is unable to interpret the
    // qualifiers fully, the crawler must interpret this field as a prohibition".
    const unsupported = permission.qualifiers.filter(
      (q) => q.name === "unknown" || !qualifiers.has(q.name),
    );
    if (unsupported.length > 0) {
      kind = "disallow";
      fallbacks.push({
        rule: "unsupported-qualifiers",
        from: `allow-${usage} ${unsupported.map((q) => q.text).join(" ")}`,
        to: `disallow-${usage}`,
        ...at,
      });
    }
    return { kind, usage, fallbacks };
  }
  // "If a prohibition field contains a usage type that isn't a basic or general usage type …
  // and if the crawler cannot interpret a prohibition for this usage type, … the corresponding
  // basic usage type".
  if (PRESENT_TYPES.has(usage) && !types.has(usage))
    usage = widenProhibition(fallbacks, "derived-type-prohibition", usage, "present", at);
  // "If a prohibition field is for a basic usage type, and if the crawler cannot interpret a
  // prohibition for this usage type, the entire [field] is to be interpreted as if it were a
  // … field with the basic usage type crawl": a prohibition it cannot act on keeps the
  // crawler away from the resource altogether. (The text says "permission field"; turning a
  // prohibition into a permission would defeat the section's purpose, stated in its NOTE.)
  if (usage !== "crawl" && !types.has(usage))
    usage = widenProhibition(fallbacks, "basic-type-prohibition", usage, "crawl", at);
  return { kind, usage, fallbacks };
}

/** §2.4.3: reads a prohibition of `from` as one of the broader `to`, noting the fallback; returns `to`. */
function widenProhibition(
  fallbacks: Fallback[],
  rule: "derived-type-prohibition" | "basic-type-prohibition",
  from: AcapUsageType,
  to: AcapUsageType,
  at: SourcePosition,
): AcapUsageType {
  fallbacks.push({ rule, from: `disallow-${from}`, to: `disallow-${to}`, ...at });
  return to;
}

export function crawlerMatches(name: string, userAgent: string): boolean {
  // §2.3.1 NOTE: the name is "some or all of the string used by that crawler in a User-Agent
  // header field", "not case-sensitive".
  return userAgent.toLowerCase().includes(name.toLowerCase());
}

/**
 * The user-agent string ACAP matches crawler names against: the string given or, for a list
 * of tokens in order of preference, the first one that one of `names` matches (else the first).
 */
export function acapUserAgentOf(userAgent: unknown, names: readonly string[]): string {
  if (typeof userAgent === "string") return userAgent;
  const tokens = crawlerTokensOf(userAgent);
  return (
    tokens.find((token) => names.some((name) => name !== "*" && crawlerMatches(name, token))) ??
    tokens[0]!
  );
}

export function purposeMatches(pattern: string, purpose: string): boolean {
  // §2.9: "The characters * and $ have the same meaning when they occur in usage purpose
  // patterns" as in resource path patterns: matched from the start, case-insensitively.
  return matchesWildcard(compileWildcard(pattern.toLowerCase()), purpose.toLowerCase());
}

/**
 * The tiers of §2.2, most specific first: named records' sub-records and fields, then "*"
 * records'. Each is read once per file for the records, purpose and `understands` it is
 * asked with (query-cache.ts), not on every query.
 */
function tiersFor(acap: AcapPolicy, query: AcapQuery): Tier<Candidate>[] {
  // Files without ACAP records share one frozen policy: nothing to read, nothing to remember.
  if (acap.records.length === 0) return [];
  const reading = `${JSON.stringify(query.understands ?? null)}\u0000`;
  const named = selectedRecords(acap, query.userAgent, (r) =>
    r.crawlers.some((c) => c.name !== "*" && crawlerMatches(c.name, query.userAgent)),
  );
  const any = selectedRecords(acap, "\u0000*", (r) => r.crawlers.some((c) => c.name === "*"));
  const tiers: Tier<Candidate>[] = [];
  for (const { records, key } of [named, any]) {
    if (query.purpose !== undefined)
      tiers.push(
        tierOf(acap, `sub\u0000${reading}${query.purpose}\u0000${key}`, () =>
          subTier(records, query),
        ),
      );
    tiers.push(
      tierOf(acap, `record\u0000${reading}${key}`, () =>
        records.flatMap((record) =>
          record.permissions.map((permission) => ({
            permission,
            ...interpret(permission, query.understands),
            record,
          })),
        ),
      ),
    );
  }
  return tiers;
}

/** §2.3.3: the fields of the sub-records whose usage purpose matches the query's. */
function subTier(records: readonly AcapRecord[], query: AcapQuery): Candidate[] {
  const candidates: Candidate[] = [];
  for (const record of records)
    for (const sub of record.subRecords)
      if (sub.purposes.some((p) => purposeMatches(p.pattern, query.purpose!)))
        for (const permission of sub.permissions)
          candidates.push({
            permission,
            ...interpret(permission, query.understands),
            record,
            purposes: sub.purposes.map((p) => p.pattern),
          });
  return candidates;
}

function matching(tier: Tier<Candidate>, usage: AcapUsageType, path: string): Match[] {
  return tier.matching(usage, path, narrowerScope);
}

function fieldOf(match: Match): AcapField {
  const { permission } = match.candidate;
  return {
    kind: match.candidate.kind,
    usage: match.candidate.usage,
    pattern: match.pattern,
    text: permission.text,
    line: permission.line,
    column: permission.column,
    ...(permission.localUsage ? { localUsage: permission.localUsage } : {}),
    ...(permission.resourceSet ? { resourceSet: permission.resourceSet } : {}),
  };
}

function recordOf(candidate: Candidate): NonNullable<AcapOutcome["record"]> {
  return {
    line: candidate.record.line,
    crawlers: candidate.record.crawlers.map((c) => c.name),
    ...(candidate.purposes ? { purposes: candidate.purposes } : {}),
    ...(candidate.record.source ? { source: candidate.record.source } : {}),
  };
}

/** §2.4.6 among the matches of one tier and usage type. */
function resolve(matches: readonly Match[], query: AcapQuery): AcapOutcome {
  const index = narrowestOf(matches.map((m) => m.scope));
  const kinds = new Set(matches.map((m) => m.candidate.kind));
  if (index === -1 && kinds.size > 1)
    return {
      allowed: false,
      reason: "conflict-undecidable",
      conflict: matches.map(fieldOf),
      constraints: [],
      fallbacks: matches.flatMap((m) => m.candidate.fallbacks),
    };
  // Agreeing fields whose order cannot be told: the first in the file speaks for them.
  const chosen = matches[index === -1 ? 0 : index]!;
  // Written out, not { ...base, … }: a literal that starts with a spread is slow on V8 11.
  const outcome = (allowed: boolean, reason: AcapReason, constraints: Constraint[]) => ({
    field: fieldOf(chosen),
    record: recordOf(chosen.candidate),
    fallbacks: chosen.candidate.fallbacks,
    scope: chosen.scope,
    allowed,
    reason,
    constraints,
  });
  if (chosen.candidate.kind === "disallow") return outcome(false, "prohibited", []);
  const constraints = constraintsOf(chosen.candidate.permission.qualifiers, query);
  const limit = constraints.find((c) => c.type === "time-limit");
  if (limit?.expired) return outcome(false, "time-limit-passed", constraints);
  const target = constraints.find((c) => c.type === "target-condition");
  if (target?.satisfied === false) return outcome(false, "target-condition-not-met", constraints);
  return outcome(true, "permitted", constraints);
}

/** Decides a usage by the ACAP records of the file. */
export function decideAcap(acap: AcapPolicy, query: AcapQuery): AcapOutcome {
  const tiers = tiersFor(acap, query);
  const usages: AcapUsageType[] = [query.usage];
  if (query.usage !== basicUsageOf(query.usage)) usages.push(basicUsageOf(query.usage));
  for (const usage of usages)
    for (const tier of tiers) {
      const matches = matching(tier, usage, query.path);
      if (matches.length > 0) return resolve(matches, query);
    }
  if (query.usage !== "other")
    for (const tier of tiers) {
      const others = matching(tier, "other", query.path).filter(
        (m) => m.candidate.kind === "disallow",
      );
      if (others.length > 0) {
        const outcome = resolve(others, query);
        return { ...outcome, allowed: false, reason: "prohibited-by-other" };
      }
    }
  return { allowed: true, reason: "no-matching-field", constraints: [], fallbacks: [] };
}

/** The action requests (§2.6) addressed to the crawler, named records first. */
export function actionRequestsFor(acap: AcapPolicy, userAgent: string) {
  const named = acap.records.filter((r) =>
    r.crawlers.some((c) => c.name !== "*" && crawlerMatches(c.name, userAgent)),
  );
  const any = acap.records.filter((r) => r.crawlers.some((c) => c.name === "*"));
  return [...named, ...any].flatMap((r) => r.actionRequests);
}

export { narrowerScope };
