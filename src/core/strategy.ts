// The match strategy: one small interface per profile, with its precedence contract.
import type { CompiledRules } from "./compiled-rules.js";
import { NO_RULES } from "./compiled-rules.js";
import type { ProfileName, RobotVersion, UnmatchedDecision } from "./types.js";
import type { RuleFile, RuleSetKind } from "./rule-file.js";
import { AgentNames, type AgentNaming } from "./agent-names.js";

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
  /** A group's or record's ROBOTS-2.0 Robot-version (robots2 selects by it). */
  robotVersion(kind: RuleSetKind, set: number): RobotVersion | undefined;
  readonly store: CompileOnce;
  /**
   * The selection kept for this file under `key` (what it depends on in the file: a profile and
   * the first User-agent row that chose it), else `make()`'s, kept with the compiled sets it used.
   */
  keep(key: string, make: () => Selection): Selection;
  /** A structure made from the file once and kept with it, found by `key`'s identity (agent indexes). */
  derived<T>(key: object, make: (file: RuleFile) => T): T;
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
    readonly reason: UnmatchedDecision["reason"];
    readonly why: string;
  };
}

/**
 * A profile. Contract: `select` is pure and may be called on every question: it finds what
 * the token names through indexes kept by `source.derived` (never a pass over the file per
 * token), keeps its selection through `source.keep` and compiles rules through
 * `source.store.once`, so that crawlers selecting the same rule sets share them; `normalizePath` is applied to every queried path; the decision is the first
 * rule of `selection.rules` that matches the normalised path, or `selection.unmatched` (by
 * default "allowed") when none does. A path that is `/robots.txt` is allowed before any rule
 * is tried unless the profile says `robotsTxtAlwaysAllowed: false`.
 */
export interface MatchStrategy {
  readonly profile: ProfileName;
  /** The spec section that defines the precedence, for explanations. */
  readonly precedence: string;
  select(source: SelectionSource, agentToken: string): Selection;
  /**
   * Whether rule sets name the token (what `select(…).named` says), found without making a
   * selection: a crawler known by thousands of tokens is resolved without a selection per token.
   */
  names(source: SelectionSource, agentToken: string): boolean;
  normalizePath(path: string): string;
  /** The crawler tokens a query's userAgent stands for, when the profile reads it its own way (default crawlerTokensOf). */
  tokensOf?(userAgent: unknown): readonly string[];
  /**
   * Reads the content as google/robotstxt's ParseRobotsTxt does: rules past `maxBytes` (it has
   * no size limit of its own), and past a partial UTF-8 BOM (EF, EF BB) before the first line;
   * default false.
   */
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
 * with a User-agent line naming the crawler (as `naming` reads a name), else every group
 * naming `*`; their rules compiled by the profile. One lookup of the token in the file's
 * names; the selection is kept per first naming row, so every token naming nothing shares
 * the `*` one.
 */
/** The file's names as `naming` reads them (kept per file). */
function agentNames(source: SelectionSource, naming: AgentNaming): AgentNames {
  return source.derived(naming, (file) => new AgentNames(file, naming));
}

/** RFC 9309 §2.2.1: does a group name the token (as `naming` reads names)? */
export function namesMerged(
  source: SelectionSource,
  agentToken: string,
  naming: AgentNaming,
): boolean {
  return agentToken !== "*" && agentNames(source, naming).head(agentToken) >= 0;
}

export function selectMerged(
  source: SelectionSource,
  agentToken: string,
  naming: AgentNaming,
  compile: (file: RuleFile, sets: readonly number[]) => CompiledRules,
  kind: string,
): Selection {
  const names = agentNames(source, naming);
  let head = agentToken === "*" ? -1 : names.head(agentToken);
  const named = head >= 0;
  if (!named) head = names.head("*");
  if (head < 0) return NO_SELECTION;
  return source.keep(`${kind}:${head}`, () => {
    const file = source.file;
    const sets: number[] = [];
    const userAgents: string[] = [];
    const agentRows: number[] = [];
    names.forEachRow(head, (row, group) => {
      if (sets[sets.length - 1] !== group) {
        sets.push(group);
        userAgents.push(file.value(row));
      }
      agentRows.push(row);
    });
    return {
      kind: "groups",
      sets: sets.slice(),
      userAgents: userAgents.slice(),
      agentRows: agentRows.slice(),
      named,
      rules: source.store.once(kind, sets, () => compile(file, sets)),
    };
  });
}
