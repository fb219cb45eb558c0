// Answers a query against a parsed file under a profile, with or without an explanation.
import type { Decision, DecisionGroup, RobotVersion, Rule } from "./types.js";
import { crawlerTokensOf } from "./agent.js";
import {
  CompiledCache,
  keptForever,
  limitsFor,
  reuse,
  type CacheEntry,
  type CompiledCacheLimits,
} from "./compiled-cache.js";
import {
  NO_SELECTION,
  type MatchStrategy,
  type Selection,
  type SelectionSource,
} from "./strategy.js";
import type { RuleFile, RuleSetKind } from "./rule-file.js";

/** The key of the method that reads a rule set's Robot-version (the lowering lives outside the core). */
export const ROBOT_VERSION = Symbol("robotVersion");

/** Reads a rule set's Robot-version: a RobotsTxt, through a method no user sees. */
export interface PolitenessSource {
  [ROBOT_VERSION](kind: RuleSetKind, set: number): RobotVersion | undefined;
}
import { pathOf } from "./url.js";

/** The crawler tokens of a query's userAgent, as the profile reads them. */
export function tokensFor(strategy: MatchStrategy, userAgent: unknown): readonly string[] {
  return strategy.tokensOf ? strategy.tokensOf(userAgent) : crawlerTokensOf(userAgent);
}

/**
 * Tokens remembered per profile, counted in characters with an entry's overhead (about 10,000
 * names of crawlers), and the longest remembered (a token is searched in its length anyway).
 */
const MAX_REMEMBERED_CHARS = 256 * 1024;
const ENTRY_CHARS = 16;
const MAX_REMEMBERED_TOKEN = 256;

/**
 * What a file keeps for its questions, per profile: the indexes of its User-agent names, the
 * compiled rules and the selections (`core/compiled-cache.ts`, bounded and sized to the file).
 * It is the strategies' SelectionSource too: the index, the policy model on demand, the store.
 */
export class SelectionCache implements SelectionSource {
  readonly file: RuleFile;
  readonly #holder: PolitenessSource;
  // The last selection asked for: a crawler asks one file about one token many times, and
  // most files are asked about by one crawler, so this slot is often all there is: the first
  // question keeps nothing else (its selection and name search are not kept in the store).
  #lastStrategy: MatchStrategy | undefined;
  #lastToken: string | undefined;
  #last: Selection | undefined;
  #compiled: CompiledCache | undefined;
  // Structures made from the file (agent indexes): the first in a slot, more in `#more`.
  #derivedKey: object | undefined;
  #derived: unknown;
  /** What files asked about by more than one crawler keep (made on the second question). */
  #more: MoreKept | undefined;

  /** `holder`: where the file's rule sets' fields are read (a RobotsTxt); `limits`: default sized to the file. */
  constructor(file: RuleFile, holder: PolitenessSource, limits?: CompiledCacheLimits) {
    this.file = file;
    this.#holder = holder;
    if (limits) this.#more = moreKept(limits);
  }

  robotVersion(kind: RuleSetKind, set: number): RobotVersion | undefined {
    return this.#holder[ROBOT_VERSION](kind, set);
  }

  get store(): CompiledCache {
    return (this.#compiled ??= new CompiledCache(
      this.#more?.limits ?? limitsFor(this.file.text.length),
    ));
  }

  /** What this file keeps: distinct compiled sets, selections, and their estimated bytes. */
  get compiled(): {
    readonly entries: number;
    readonly selections: number;
    readonly bytes: number;
  } {
    const store = this.#compiled;
    return {
      entries: store?.size ?? 0,
      selections: store?.selections ?? 0,
      bytes: store?.bytes ?? 0,
    };
  }

  keep(key: string, make: () => Selection): Selection {
    // The first question's selection stays in the slot alone.
    if (this.#last === undefined) return make();
    const more = (this.#more ??= moreKept(undefined));
    const kept = this.store.selection(key, make);
    more.kept = kept;
    return kept.value as Selection;
  }

  derived<T>(key: object, make: (file: RuleFile) => T): T {
    if (this.#derivedKey === key) return this.#derived as T;
    if (this.#derivedKey === undefined) {
      this.#derivedKey = key;
      return (this.#derived = make(this.file)) as T;
    }
    const derived = (this.#more ??= moreKept(undefined)).derived;
    let value = derived.get(key) as T | undefined;
    if (value === undefined) derived.set(key, (value = make(this.file)));
    return value;
  }

  get(strategy: MatchStrategy, token: string): Selection {
    if (this.#lastStrategy === strategy && this.#lastToken === token) return this.#last!;
    const more = this.#more;
    const remembered = more?.tokens.get(strategy)?.byToken.get(token);
    let selection = remembered && (reuse(remembered) as Selection | undefined);
    if (selection === undefined) {
      if (more) more.kept = undefined;
      selection = strategy.select(this, token);
      const kept = this.#more?.kept;
      if (kept?.value === selection && !kept.transient)
        remember(this.#more!, strategy, token, kept);
      else if (selection === NO_SELECTION && this.#last !== undefined)
        remember((this.#more ??= moreKept(undefined)), strategy, token, NOTHING_SELECTED);
    }
    // What the first question searched with is not kept: most files are asked about one name.
    if (this.#last === undefined) this.#derivedKey = this.#derived = undefined;
    this.#lastStrategy = strategy;
    this.#lastToken = token;
    this.#last = selection;
    return selection;
  }

  /**
   * The token a crawler known by several tokens (most preferred first) is read as: the first
   * token that groups name decides (as Google's crawlers fall back from "Googlebot-Image" to
   * "Googlebot"); when none is named, the `*` groups, read for the first token. Each token is
   * one lookup in the file's names, so a header of thousands of products costs its length.
   */
  token(strategy: MatchStrategy, tokens: readonly string[]): string {
    const first = tokens[0]!;
    if (tokens.length === 1) return first;
    // The same tokens again (a User-Agent header's tokens are kept per header string).
    const more = (this.#more ??= moreKept(undefined));
    if (more.tokensOf === tokens && more.tokensStrategy === strategy) return more.tokenChosen!;
    let chosen = first;
    for (const token of tokens)
      if (strategy.names(this, token)) {
        chosen = token;
        break;
      }
    more.tokensOf = tokens;
    more.tokensStrategy = strategy;
    more.tokenChosen = chosen;
    return chosen;
  }
}

/** A token that selects nothing (no group names it, and no `*`), remembered as such. */
const NOTHING_SELECTED: CacheEntry = keptForever("nothing", NO_SELECTION);

/** What a file asked about by more than one crawler keeps besides the slot. */
interface MoreKept {
  readonly limits: CompiledCacheLimits | undefined;
  // Tokens asked before, per profile, with the kept selection they chose: a hit costs two
  // lookups, not the token's search in the file.
  readonly tokens: Map<MatchStrategy, RememberedTokens>;
  /** The entry of the last selection `keep` returned. */
  kept: CacheEntry | undefined;
  // The last list of several tokens resolved, and the token chosen.
  tokensOf: readonly string[] | undefined;
  tokensStrategy: MatchStrategy | undefined;
  tokenChosen: string | undefined;
  /** Structures made from the file beyond the first. */
  readonly derived: Map<object, unknown>;
}

function moreKept(limits: CompiledCacheLimits | undefined): MoreKept {
  return {
    limits,
    tokens: new Map(),
    kept: undefined,
    tokensOf: undefined,
    tokensStrategy: undefined,
    tokenChosen: undefined,
    derived: new Map(),
  };
}

/** A profile's remembered tokens, their order (oldest from `head`), and their characters with each entry's overhead. */
interface RememberedTokens {
  readonly byToken: Map<string, CacheEntry>;
  order: string[];
  head: number;
  chars: number;
}

/**
 * Remembers which kept selection a token chose. When the memo is full the oldest token is
 * forgotten, one at a time: clearing all at once made every name of a rotation longer than
 * the memo search the file again on every question. (The oldest is found in `order`, not by
 * walking the Map from its start, which steps over every key deleted before.)
 */
function remember(more: MoreKept, strategy: MatchStrategy, token: string, kept: CacheEntry): void {
  if (token.length > MAX_REMEMBERED_TOKEN) return;
  let memo = more.tokens.get(strategy);
  if (memo === undefined)
    more.tokens.set(strategy, (memo = { byToken: new Map(), order: [], head: 0, chars: 0 }));
  const { byToken } = memo;
  if (byToken.has(token)) {
    byToken.set(token, kept);
    return;
  }
  while (memo.chars + token.length + ENTRY_CHARS > MAX_REMEMBERED_CHARS) {
    const oldest = memo.order[memo.head++]!;
    byToken.delete(oldest);
    memo.chars -= oldest.length + ENTRY_CHARS;
  }
  if (memo.head > 1024 && memo.head * 2 > memo.order.length) {
    memo.order = memo.order.slice(memo.head);
    memo.head = 0;
  }
  memo.order.push(token);
  byToken.set(token, kept);
  memo.chars += token.length + ENTRY_CHARS;
}

/** The rule that decided: its place in the selection's rules, and the rule as the model writes it. */
export interface DecisiveRule {
  readonly entry: number;
  readonly rule: Rule;
}

export interface Evaluation {
  readonly strategy: MatchStrategy;
  readonly token: string;
  readonly path: string;
  readonly selection: Selection;
  /** The deciding rule, undefined when none matched. */
  readonly decisive: DecisiveRule | undefined;
  readonly robotsTxt: boolean;
  readonly file: RuleFile;
}

function isRobotsTxt(path: string): boolean {
  return path.startsWith("/robots.txt") && (path.length === 11 || path.charCodeAt(11) === 0x3f);
}

/** Evaluates a query under one profile's strategy (the profiles are registered in src/profiles.ts). */
export function evaluate(
  cache: SelectionCache,
  strategy: MatchStrategy,
  url: unknown,
  userAgent: unknown,
): Evaluation {
  const token = cache.token(strategy, tokensFor(strategy, userAgent));
  const selection = cache.get(strategy, token);
  const path = strategy.normalizePath(pathOf(url));
  const robotsTxt = isAlwaysAllowed(strategy, path);
  const entry = robotsTxt ? -1 : selection.rules.first(path);
  const decisive =
    entry < 0 ? undefined : { entry, rule: cache.file.rule(selection.rules.row(entry)) };
  return { strategy, token, path, selection, decisive, robotsTxt, file: cache.file };
}

/** isAllowed(evaluate(…)) without the evaluation: the question a crawler asks most. */
export function allows(
  cache: SelectionCache,
  strategy: MatchStrategy,
  url: unknown,
  userAgent: unknown,
): boolean {
  const selection = cache.get(strategy, cache.token(strategy, tokensFor(strategy, userAgent)));
  const path = strategy.normalizePath(pathOf(url));
  if (isAlwaysAllowed(strategy, path)) return true;
  const entry = selection.rules.first(path);
  return entry < 0 ? (selection.unmatched?.allowed ?? true) : selection.rules.allows(entry);
}

/** RFC 9309 §2.2.2 and KOSTER-1996 §3.2.2: /robots.txt is always allowed (not by google/robotstxt). */
function isAlwaysAllowed(strategy: MatchStrategy, path: string): boolean {
  return strategy.robotsTxtAlwaysAllowed !== false && isRobotsTxt(path);
}

/** What every decision made from one selection says of its group, made once per selection. */
interface SelectionWords {
  readonly group: DecisionGroup;
  /** "the group for …", its user-agent values quoted. */
  readonly who: string;
}

const WORDS = Symbol("words");

/** A selection's group and words: made on its first explanation and kept on it (a selection of thousands of User-agent lines says them once). */
function wordsOf(selection: Selection, file: RuleFile): SelectionWords {
  const holder = selection as Selection & { [WORDS]?: SelectionWords };
  const kept = holder[WORDS];
  if (kept !== undefined) return kept;
  // Frozen: every decision from this selection hands out the same group.
  const lines = Object.freeze(selection.agentRows.map((row) => file.line(row)));
  const words = {
    group: Object.freeze({ lines, userAgents: selection.userAgents }),
    who: `the group for ${namedAgents(selection.userAgents)}`,
  };
  if (Object.isExtensible(selection)) holder[WORDS] = words;
  return words;
}

/** User-agent values named in an explanation: each once, the first NAMED_AGENTS of them. */
const NAMED_AGENTS = 8;

/**
 * The user-agent values quoted, each once and at most NAMED_AGENTS of them, then how many more
 * (a `*` selection of 10,000 groups made an explanation of 52 KB; the decision's `group` lists
 * them all).
 */
function namedAgents(values: readonly string[]): string {
  const distinct: string[] = [];
  const seen = new Set<string>();
  for (const value of values)
    if (!seen.has(value)) {
      seen.add(value);
      if (distinct.length < NAMED_AGENTS) distinct.push(JSON.stringify(value));
    }
  const more = seen.size - distinct.length;
  return more > 0 ? `${distinct.join(", ")} and ${more} more` : distinct.join(", ");
}

export function explain(evaluation: Evaluation): Decision {
  const { strategy, token, path, selection, decisive, file } = evaluation;
  const base = { profile: strategy.profile, usage: "crawl" as const, agent: token, path };
  const words = selection.sets.length > 0 ? wordsOf(selection, file) : undefined;
  const group = words ? { group: words.group } : {};
  if (evaluation.robotsTxt)
    return {
      ...base,
      ...group,
      allowed: true,
      reason: "robots-txt-always-allowed",
      explanation: `${path} is the robots.txt file itself, which is always allowed`,
    };
  if (selection.sets.length === 0)
    return {
      ...base,
      allowed: true,
      reason: "no-matching-group",
      explanation: `no group names "${token}" and there is no "*" group, so everything is allowed`,
    };
  const who = words!.who;
  if (!decisive) {
    const { unmatched } = selection;
    if (unmatched)
      return {
        ...base,
        ...group,
        allowed: unmatched.allowed,
        reason: unmatched.reason,
        explanation: `no rule in ${who} matches ${path}, and ${unmatched.why}, so it is ${unmatched.allowed ? "allowed" : "disallowed"}`,
      };
    return {
      ...base,
      ...group,
      allowed: true,
      reason: "no-matching-rule",
      explanation: `no rule in ${who} matches ${path}, so it is allowed`,
    };
  }
  const { rule } = decisive;
  return {
    ...base,
    ...group,
    allowed: rule.kind === "allow",
    reason: "matched-rule",
    rule: {
      kind: rule.kind,
      pattern: rule.pattern,
      text: rule.text,
      line: rule.line,
      column: rule.column,
    },
    explanation: `line ${rule.line} "${rule.text.trim()}" in ${who} decides for ${path} by ${strategy.precedence}`,
  };
}
