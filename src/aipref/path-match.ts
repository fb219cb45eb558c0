// AIPREF-ATTACH §3.1: Content-Usage paths match "using the same path prefix matching rules as
// defined for Allow and Disallow" (RFC 9309 §2.2.2, §2.2.3), lengths in octets of the encoded path.
import { normalizeRfc9309 } from "../core/normalize.js";
import { compileWildcard, matchesWildcard } from "../core/pattern.js";

/** The octets of a rule's path pattern when it matches `path` (0 for a rule without a path), else -1. */
export function matchLength(written: string, path: string): number {
  if (written === "") return 0;
  const pattern = normalizeRfc9309(written, "pattern");
  return matchesWildcard(compileWildcard(pattern), path) ? pattern.length : -1;
}
