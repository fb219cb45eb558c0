// Compiled path patterns. Matching is linear in pattern × path length: a pattern is split
// at its wildcards once, and each literal piece is found with indexOf, leftmost first,
// which is exact for patterns whose only operators are `*` and a final `$`
// (no regular expression is ever built from a site's pattern).

export interface CompiledPattern {
  /** The literal pieces between wildcards; one piece when the pattern has no `*`. */
  readonly pieces: readonly string[];
  /** Ends with `$`: the last piece must end the path. */
  readonly anchored: boolean;
}

/** Compiles a normalised pattern whose `*` are wildcards and whose final `$` anchors. */
export function compileWildcard(pattern: string): CompiledPattern {
  const anchored = pattern.endsWith("$");
  const body = anchored ? pattern.slice(0, -1) : pattern;
  return { pieces: body.split("*"), anchored };
}

/** Does the pattern match the path from its start (RFC 9309 §2.2.3)? */
export function matchesWildcard({ pieces, anchored }: CompiledPattern, path: string): boolean {
  const first = pieces[0]!;
  if (pieces.length === 1) return anchored ? path === first : path.startsWith(first);
  return path.startsWith(first) && piecesFollow(path, first.length, pieces, 1, anchored);
}

/**
 * After a matched first piece (ending at `position`), the pieces from `from` on are found in
 * order, each leftmost; the last must end the path when the pattern is anchored. Leftmost is
 * exact for `*` and a final `$`: a later occurrence only leaves less path for what follows.
 */
function piecesFollow(
  path: string,
  position: number,
  pieces: readonly string[],
  from: number,
  anchored: boolean,
): boolean {
  const lastIndex = pieces.length - 1;
  for (let i = from; i < lastIndex; i++) {
    const piece = pieces[i]!;
    const found = path.indexOf(piece, position);
    if (found === -1) return false;
    position = found + piece.length;
  }
  const last = pieces[lastIndex]!;
  if (!anchored) return path.indexOf(last, position) !== -1;
  return path.length - last.length >= position && path.endsWith(last);
}

/** How a PatternRule matches: the path starts with the pattern (no wildcard, no anchor;
 * KOSTER-1996 patterns always), is the pattern (anchored, no wildcard), or holds the pieces
 * between wildcards, leftmost first. */
const PREFIX = 0;
const EXACT = 1;
const WILDCARD = 2;
type Match = typeof PREFIX | typeof EXACT | typeof WILDCARD;

/**
 * A compiled rule with no closure: the matching data are fields and `matches` is one
 * prototype method, so a selection of thousands of rules costs one small object each (no
 * closure, no context, no pieces array for the common prefix pattern) and the engine's loop
 * calls one function. `start` is what every matched path starts with, for the rule index.
 */
export class PatternRule<R = unknown> {
  readonly rule: R;
  /** Octets of the normalised pattern (the RFC 9309 §2.2.2 measure). */
  readonly length: number;
  /** Place in the file (ties between equal rules go to the first). */
  readonly order: number;
  /** Every path this rule matches starts with it. */
  readonly start: string;
  readonly #match: Match;
  /** Wildcard rules: the pieces after the first, and whether the last must end the path. */
  readonly #rest: readonly string[] | undefined;
  readonly #anchored: boolean;

  private constructor(
    rule: R,
    length: number,
    order: number,
    start: string,
    match: Match,
    rest: readonly string[] | undefined,
    anchored: boolean,
  ) {
    this.rule = rule;
    this.length = length;
    this.order = order;
    this.start = start;
    this.#match = match;
    this.#rest = rest;
    this.#anchored = anchored;
  }

  /** RFC 9309 §2.2.3: a normalised pattern whose `*` are wildcards and whose final `$` anchors. */
  static wildcard<R>(
    rule: R,
    pattern: string,
    order: number,
    length = pattern.length,
  ): PatternRule<R> {
    const anchored = pattern.endsWith("$");
    const body = anchored ? pattern.slice(0, -1) : pattern;
    const star = body.indexOf("*");
    if (star === -1)
      return new PatternRule(
        rule,
        length,
        order,
        body,
        anchored ? EXACT : PREFIX,
        undefined,
        anchored,
      );
    const pieces = body.split("*");
    return new PatternRule(rule, length, order, pieces[0]!, WILDCARD, pieces.slice(1), anchored);
  }

  /** KOSTER-1996 §3.2.2: the path starts with the pattern, octet for octet (no operators). */
  static prefix<R>(rule: R, pattern: string, order: number): PatternRule<R> {
    return new PatternRule(rule, pattern.length, order, pattern, PREFIX, undefined, false);
  }

  matches(path: string): boolean {
    if (this.#match === PREFIX) return path.startsWith(this.start);
    if (this.#match === EXACT) return path === this.start;
    return this.#matchesWildcard(path);
  }

  #matchesWildcard(path: string): boolean {
    return (
      path.startsWith(this.start) &&
      piecesFollow(path, this.start.length, this.#rest!, 0, this.#anchored)
    );
  }
}
