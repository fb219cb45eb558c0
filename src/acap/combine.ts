// One ACAP query over a whole file: the ACAP decision (src/engine/acap.ts), combined for
// `crawl` with the conventional records as ACAP-1 §2.10 says, and explained.
import type { AcapPolicy, AcapUsageType } from "./model.js";
import type { Decision, ProfileName } from "../core/types.js";
import type { PageElementRef } from "../html/model.js";
import {
  acapPattern,
  decideAcap,
  type AcapField,
  type AcapOutcome,
  type AcapQuery,
  type AcapReason,
  type Fallback,
} from "./precedence.js";
import type { Constraint } from "./constraints.js";
import { narrowerScope } from "./scope.js";

/**
 * The line that decided an ACAP question: an ACAP field, a conventional record, or a page's
 * META tag, X-Robots-Tag or element permission, with where it stands.
 */
export interface AcapDecisionRule {
  /** Which kind of record the deciding line belongs to. */
  readonly source: "acap" | "conventional" | "meta" | "x-robots-tag" | "element";
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly pattern: string;
  readonly text: string;
  readonly line: number;
  readonly column: number;
  readonly localUsage?: string;
  readonly resourceSet?: string;
}

/** The answer to an ACAP query (`decideAcap(robots, { … })`). */
export interface AcapDecision {
  readonly allowed: boolean;
  readonly acap: true;
  /** The profile the conventional records were read with. */
  readonly profile: ProfileName;
  readonly usage: AcapUsageType;
  readonly agent: string;
  readonly path: string;
  readonly reason: AcapReason | "conventional-rule" | "location-mismatch" | "element-fallback";
  readonly rule?: AcapDecisionRule;
  readonly record?: AcapOutcome["record"];
  readonly conflict?: readonly AcapField[];
  /** How many fields conflicted, when more than `conflict` lists (it lists the first 32). */
  readonly conflictCount?: number;
  /** What the crawler must honour when it goes ahead (the deciding permission's qualifiers). */
  readonly constraints: readonly Constraint[];
  /** §2.4.3 fallbacks applied to fields this crawler cannot interpret. */
  readonly fallbacks: readonly Fallback[];
  /** The conventional decision, when conventional records took part (§2.10). */
  readonly conventional?: Decision;
  /** ACAP-2: the element the decision is for (with `element`), or the element that decided. */
  readonly element?: PageElementRef;
  /** ACAP-2 §2.2.5: parts of the page whose element-level rules prohibit the usage (page decisions). */
  readonly excludedElements?: readonly PageElementRef[];
  readonly explanation: string;
}

function ruleOf(field: AcapField): AcapDecisionRule {
  return { source: "acap", ...field };
}

const SENTENCES: Readonly<Record<AcapReason, string>> = {
  permitted: "permits it",
  prohibited: "prohibits it",
  "prohibited-by-other": "prohibits usages other than those explicitly permitted (ACAP-1 §2.5.6)",
  "no-matching-field": "",
  "conflict-undecidable": "",
  "time-limit-passed": "permits it, but its time-limit has passed (ACAP-1 §2.5.3.1)",
  "target-condition-not-met": "permits it, but not on the target device given (ACAP-1 §2.5.5.9)",
};

function explainAcap(outcome: AcapOutcome, usage: string, path: string): string {
  if (outcome.reason === "no-matching-field")
    return `no ACAP field for ${usage} matches ${path}, so it is permitted (ACAP-1 §2.4.3 note)`;
  if (outcome.reason === "conflict-undecidable") {
    const lines = outcome.conflict!.map((f) => f.line).join(", ");
    const more =
      outcome.conflictCount === undefined
        ? ""
        : ` (and ${outcome.conflictCount - outcome.conflict!.length} more fields)`;
    return `lines ${lines}${more} conflict for ${usage} on ${path} and the narrowest scope cannot be determined, so it is prohibited (ACAP-1 §2.4.6)`;
  }
  const field = outcome.field!;
  const fallback =
    outcome.fallbacks.length > 0
      ? ` (read as ${outcome.fallbacks.map((f) => f.to).join(", ")} by the ACAP-1 §2.4.3 fallback)`
      : "";
  return `line ${field.line} "${field.text}"${fallback} ${SENTENCES[outcome.reason]} for ${usage} on ${path}`;
}

export interface CombineInput {
  readonly acap: AcapPolicy;
  readonly query: AcapQuery;
  readonly agent: string;
  /** The conventional crawl decision, when conventional records are to be interpreted. */
  readonly conventional?: Decision;
  readonly profile: ProfileName;
}

/** ACAP-1 §2.10.2: conventional and ACAP records together, for `crawl`; ACAP alone for the rest. */
export function combineAcap({
  acap,
  query,
  agent,
  conventional,
  profile,
}: CombineInput): AcapDecision {
  const outcome = decideAcap(acap, query);
  // The shared properties are written out in each literal: one that starts with a spread is
  // slow on V8 11 (~0.9 µs a property after it), paid on every query.
  const fromAcap = (): AcapDecision => ({
    acap: true,
    profile,
    usage: query.usage,
    agent,
    path: query.path,
    constraints: outcome.constraints,
    fallbacks: outcome.fallbacks,
    allowed: outcome.allowed,
    reason: outcome.reason,
    ...(outcome.field ? { rule: ruleOf(outcome.field) } : {}),
    ...(outcome.record ? { record: outcome.record } : {}),
    ...(outcome.conflict ? { conflict: outcome.conflict } : {}),
    ...(outcome.conflictCount !== undefined ? { conflictCount: outcome.conflictCount } : {}),
    ...(conventional ? { conventional } : {}),
    explanation: explainAcap(outcome, query.usage, query.path),
  });
  const rule = conventional?.rule;
  if (!conventional || !rule || conventional.reason !== "matched-rule") return fromAcap();
  const fromConventional = (why: string): AcapDecision => ({
    acap: true,
    profile,
    usage: query.usage,
    agent,
    path: query.path,
    constraints: [],
    fallbacks: outcome.fallbacks,
    allowed: conventional.allowed,
    reason: "conventional-rule",
    rule: {
      source: "conventional",
      kind: rule.kind,
      usage: "crawl",
      pattern: rule.pattern,
      text: rule.text,
      line: rule.line,
      column: rule.column,
    },
    conventional,
    explanation: `line ${rule.line} "${rule.text.trim()}" of a conventional record decides crawl on ${query.path}: ${why} (ACAP-1 §2.10.2)`,
  });
  // No ACAP field for crawl: the conventional record decides.
  if (outcome.reason === "no-matching-field")
    return fromConventional("no ACAP field for crawl matches");
  if (!outcome.scope || outcome.allowed === conventional.allowed) return fromAcap();
  // "If … a permission or prohibition field within an ACAP record and corresponding field within a
  // conventional record have conflicting permissions for the same specific pattern of resources,
  // the field within the conventional record is to be ignored." Other patterns: narrowest scope.
  const order = narrowerScope(outcome.scope, acapPattern(rule.pattern));
  if (order === 1)
    return fromConventional("its pattern is narrower than the ACAP field's (ACAP-1 §2.4.6)");
  if (order === 0 && outcome.scope !== acapPattern(rule.pattern))
    return {
      ...fromAcap(),
      allowed: false,
      reason: "conflict-undecidable",
      constraints: [],
      explanation: `line ${outcome.field!.line} (ACAP) and line ${rule.line} (conventional) conflict for crawl on ${query.path} and the narrowest scope cannot be determined, so it is prohibited (ACAP-1 §2.4.6)`,
    };
  return fromAcap();
}
