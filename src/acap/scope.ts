// ACAP-1 §2.4.6 "Conflict resolution": which of two resource path patterns has the narrower
// scope, by the character-by-character method the section gives. Patterns are compared in
// their normalised, lower-cased form (§2.9: matching in ACAP fields is case-insensitive).

/** -1: `a` is narrower; 1: `b` is narrower; 0: neither can be said to be (undecidable). */
export type ScopeOrder = -1 | 0 | 1;

export function narrowerScope(a: string, b: string): ScopeOrder {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    // "If the characters … are the same, move on to compare the characters in the second and
    // subsequent positions …"
    if (x === y) continue;
    // "If one pattern contains a dollar sign $ where the other pattern contains any other
    // character (including the asterisk *), the other pattern has the narrower scope."
    if (x === "$") return 1;
    if (y === "$") return -1;
    // "If one pattern contains an asterisk * where the other pattern contains any other
    // character except the dollar sign $, the other pattern has the narrower scope."
    if (x === "*") return 1;
    if (y === "*") return -1;
    // Two different literal characters: the method does not say (both cannot match one
    // resource at this position without an earlier wildcard).
    return 0;
  }
  // "If one pattern has run out of characters, the other pattern has the narrower scope."
  if (a.length === b.length) return 0;
  return a.length > b.length ? -1 : 1;
}

/**
 * The index of the candidate whose pattern is narrower than every other candidate's, or -1
 * when there is none ("unable to determine which … has the narrowest scope").
 */
export function narrowestOf(patterns: readonly string[]): number {
  let best = 0;
  for (let i = 1; i < patterns.length; i++)
    if (narrowerScope(patterns[i]!, patterns[best]!) === -1) best = i;
  for (let i = 0; i < patterns.length; i++)
    if (i !== best && narrowerScope(patterns[best]!, patterns[i]!) !== -1) return -1;
  return best;
}
