// Profile "koster1996": draft-koster-robots-00 (KOSTER-1996) as written: the first record whose
// User-agent line contains the crawler's name, its rules tried in file order as prefixes
// (src/core/first-match.ts, which robots2 shares for its 1.0.0 rule sets).
import { normalizeKoster1996 } from "../core/normalize.js";
import { namesFirstMatch, selectFirstMatch } from "../core/first-match.js";
import type { MatchStrategy } from "../core/strategy.js";

export const koster1996: MatchStrategy = {
  profile: "koster1996",
  precedence: "KOSTER-1996 §3.2.2 (first match in file order)",
  select: selectFirstMatch,
  names: namesFirstMatch,
  normalizePath: normalizeKoster1996,
};
