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
  if (!path.startsWith(first)) return false;
  let position = first.length;
  const lastIndex = pieces.length - 1;
  for (let i = 1; i < lastIndex; i++) {
    const piece = pieces[i]!;
    const found = path.indexOf(piece, position);
    if (found === -1) return false;
    position = found + piece.length;
  }
  const last = pieces[lastIndex]!;
  if (!anchored) return path.indexOf(last, position) !== -1;
  return path.length - last.length >= position && path.endsWith(last);
}
