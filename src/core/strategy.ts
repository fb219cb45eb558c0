// The match strategy: one small interface per profile, with its precedence contract.
import type { CompiledRules } from "./compiled-rules.js";
import { NO_RULES } from "./compiled-rules.js";
import type { DecisionReason, ProfileName, RuleSetFields } from "./types.js";
import { ROW_USER_AGENT, type RuleFile, type RuleSetKind } from "./rule-file.js";

/** What a profile compiles for a set of rule sets (its CompiledRules, or more), and what that holds in bytes. */
export interface Compiled {
  readonly bytes: number;
}

/**
 * Where a profile's compiled rules are kept: `once` compiles the rule sets `sets` for one
 * profile (`kind`) at most once while the result stays cached. An object with a method rather
 * than a function, so that a parsed file's cache needs no closure of its own. The default
 * compiles every time (used by a strategy called outside a cache).
 */
export interface CompileOnce {
  once<T extends Compiled>(kind: string, sets: readonly number[], compile: () => T): T;
}

export const COMPILE_EVERY_TIME: CompileOnce = Object.freeze({
  once: <T extends Compiled>(_kind: string, _sets: readonly number[], compile: () => T): T =>
    compile(),
});

/** What a strategy reads to select: the crawl index, and a rule set's fields for the profile that needs them. */
export interface SelectionSource {
  readonly file: RuleFile;
  /** A group's or record's politeness fields, read (robots2 reads Robot-version). */
  politeness(kind: RuleSetKind, set: number): RuleSetFields;
  readonly store: CompileOnce;
}

/** The rules that apply to one crawler under one profile, in precedence order. */
export interface Selection {
  /** Whether `sets` are RFC 9309 groups or KOSTER-1996 records of the file. */
  readonly kind: RuleSetKind;
  /** The group(s)/record chosen, by index; empty when none matched (everything allowed). */
  readonly sets: readonly number[];
  /** The user-agent values that selected them, one per set. */
  readonly userAgents: readonly string[];
  /** Rows of every User-agent line of those sets that names the crawler (or `*`), in file order. */
  readonly agentRows: readonly number[];
  /** True when the sets name the crawler; false when they are the `*` ones (or there are none). */
  readonly named: boolean;
  /** Precedence contract: the first rule here that matches a path decides. */
  readonly rules: CompiledRules;
  /** When no rule matches: allowed with "no-matching-rule", unless this says otherwise (robots2). */
  readonly unmatched?: {
    readonly allowed: boolean;
    readonly reason: DecisionReason;
    readonly why: string;
  };
}

/**
 * A profile. Contract: `select` is pure and called once per (file, crawler token); it
 * compiles rules through `source.store.once`, so that crawlers selecting the same rule sets
 * share them; `normalizePath` is applied to every queried path; the decision is the first
 * rule of `selection.rules` that matches the normalised path, or `selection.unmatched` (by
 * default "allowed") when none does. A path that is `/robots.txt` is allowed before any rule
 * is tried unless the profile says `robotsTxtAlwaysAllowed: false`.
 */
export interface MatchStrategy {
  readonly profile: ProfileName;
  /** The spec section that defines the precedence, for explanations. */
  readonly precedence: string;
  select(source: SelectionSource, agentToken: string): Selection;
  normalizePath(path: string): string;
  /** The crawler tokens a query's userAgent stands for, when the profile reads it its own way (default crawlerTokensOf). */
  tokensOf?(userAgent: unknown): readonly string[];
  /** Reads rules past `maxBytes` (google/robotstxt has no size limit of its own); default false. */
  readonly readsWholeFile?: boolean;
  /** `/robots.txt` is allowed whatever the rules say (RFC 9309 §2.2.2, KOSTER-1996 §3.2.2); default true. */
  readonly robotsTxtAlwaysAllowed?: boolean;
}

const NONE: readonly never[] = Object.freeze([]);

/** No group applies: everything is allowed. */
export const NO_SELECTION: Selection = Object.freeze({
  kind: "groups",
  sets: NONE,
  userAgents: NONE,
  agentRows: NONE,
  named: false,
  rules: NO_RULES,
});

/**
 * RFC 9309 §2.2.1 group selection, shared by the profiles that merge groups: every group
 * with a User-agent line naming the crawler (as `nameOf` reads a row), else every group
 * naming `*`; their rules compiled by the profile.
 */
export function selectMerged(
  source: SelectionSource,
  agentToken: string,
  nameOf: (file: RuleFile, row: number) => string,
  compile: (file: RuleFile, sets: readonly number[]) => CompiledRules,
  kind: string,
): Selection {
  const file = source.file;
  for (const wanted of [agentToken, "*"]) {
    const sets: number[] = [];
    const userAgents: string[] = [];
    const agentRows: number[] = [];
    for (let group = 0; group < file.groupCount; group++) {
      let first = -1;
      for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++)
        if (file.kind(row) === ROW_USER_AGENT && nameOf(file, row) === wanted) {
          if (first < 0) first = row;
          agentRows.push(row);
        }
      if (first >= 0) {
        sets.push(group);
        userAgents.push(file.value(first));
      }
    }
    if (sets.length > 0)
      return {
        kind: "groups",
        sets: sets.slice(),
        userAgents: userAgents.slice(),
        agentRows: agentRows.slice(),
        named: wanted !== "*",
        rules: source.store.once(kind, sets, () => compile(file, sets)),
      };
  }
  return NO_SELECTION;
}
