// Answers a query against a parsed file under a profile, with or without an explanation.
import type { Decision, Rule, RuleSetFields } from "./types.js";
import { crawlerTokensOf } from "./agent.js";
import { CompiledCache, DEFAULT_COMPILED_LIMITS, type EvictionListener } from "./compiled-cache.js";
import type { CompileOnce, MatchStrategy, Selection, SelectionSource } from "./strategy.js";
import type { RuleFile, RuleSetKind } from "./rule-file.js";

/** The key of the method that reads a rule set's politeness fields (the lowering lives outside the core). */
export const POLITENESS = Symbol("politeness");

/** Reads a rule set's politeness fields: a RobotsTxt, through a method no user sees. */
export interface PolitenessSource {
  [POLITENESS](kind: RuleSetKind, set: number): RuleSetFields;
}
import { pathOf } from "./url.js";

/** The crawler tokens of a query's userAgent, as the profile reads them. */
export function tokensFor(strategy: MatchStrategy, userAgent: unknown): readonly string[] {
  return strategy.tokensOf ? strategy.tokensOf(userAgent) : crawlerTokensOf(userAgent);
}

/** Crawler tokens whose selections are kept per profile (selections are small; their rules are shared). */
const MAX_TOKENS_PER_PROFILE = 1024;

/**
 * Keeps one Selection per (profile, crawler token) for a file, and the compiled rules they
 * share, both bounded: tokens by count, compiled rules by entries and estimated bytes. It is
 * the strategies' SelectionSource too: the index, the policy model on demand, the store.
 */
export class SelectionCache implements EvictionListener, SelectionSource {
  readonly file: RuleFile;
  readonly #holder: PolitenessSource;
  // The last selection asked for: a crawler asks one file about one token many times, and
  // most files are asked about by one crawler, so this slot is often all there is.
  #lastStrategy: MatchStrategy | undefined;
  #lastToken: string | undefined;
  #last: Selection | undefined;
  // Created when a second (profile, token) is asked; compiled rules on the first query.
  #byProfile: Map<MatchStrategy, Map<string, Selection>> | undefined;
  #compiled: CompiledCache | undefined;

  /** `holder`: where the file's rule sets' fields are read (a RobotsTxt). */
  constructor(file: RuleFile, holder: PolitenessSource) {
    this.file = file;
    this.#holder = holder;
  }

  politeness(kind: RuleSetKind, set: number): RuleSetFields {
    return this.#holder[POLITENESS](kind, set);
  }

  get store(): CompileOnce {
    return (this.#compiled ??= new CompiledCache(DEFAULT_COMPILED_LIMITS, this));
  }

  /** The compiled rules kept for this file: distinct group sets and their estimated bytes. */
  get compiled(): { readonly entries: number; readonly bytes: number } {
    return { entries: this.#compiled?.size ?? 0, bytes: this.#compiled?.bytes ?? 0 };
  }

  /** Compiled rules were evicted: the selections holding them go too, so the bound holds. */
  evicted(): void {
    this.#byProfile?.clear();
    this.#lastStrategy = this.#lastToken = this.#last = undefined;
  }

  get(strategy: MatchStrategy, token: string): Selection {
    if (this.#lastStrategy === strategy && this.#lastToken === token) return this.#last!;
    let selection: Selection | undefined;
    if (this.#last !== undefined) {
      // A second key: from now on selections are kept by profile and token.
      this.#byProfile ??= new Map([
        [this.#lastStrategy!, new Map([[this.#lastToken!, this.#last]])],
      ]);
      selection = this.#byProfile.get(strategy)?.get(token);
    }
    if (selection === undefined) {
      selection = strategy.select(this, token);
      this.#keep(strategy, token, selection);
    }
    this.#lastStrategy = strategy;
    this.#lastToken = token;
    this.#last = selection;
    return selection;
  }

  #keep(strategy: MatchStrategy, token: string, selection: Selection): void {
    const byProfile = this.#byProfile;
    if (byProfile === undefined) return; // the slot holds it
    let byToken = byProfile.get(strategy);
    if (!byToken) byProfile.set(strategy, (byToken = new Map()));
    // Crawlers ask for a handful of tokens; an unbounded stream of them must not grow memory.
    if (byToken.size >= MAX_TOKENS_PER_PROFILE) byToken.clear();
    byToken.set(token, selection);
  }

  /**
   * The token a crawler known by several tokens (most preferred first) is read as: the first
   * token that groups name decides (as Google's crawlers fall back from "Googlebot-Image" to
   * "Googlebot"); when none is named, the `*` groups, read for the first token.
   */
  token(strategy: MatchStrategy, tokens: readonly string[]): string {
    const first = tokens[0]!;
    if (tokens.length === 1 || this.get(strategy, first).named) return first;
    for (let i = 1; i < tokens.length; i++)
      if (this.get(strategy, tokens[i]!).named) return tokens[i]!;
    return first;
  }
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

export function explain(evaluation: Evaluation): Decision {
  const { strategy, token, path, selection, decisive, file } = evaluation;
  const base = { profile: strategy.profile, usage: "crawl" as const, agent: token, path };
  const group =
    selection.sets.length > 0
      ? {
          group: {
            lines: selection.agentRows.map((row) => file.line(row)),
            userAgents: selection.userAgents,
          },
        }
      : {};
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
  const who = `the group for ${selection.userAgents.map((a) => JSON.stringify(a)).join(", ")}`;
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
