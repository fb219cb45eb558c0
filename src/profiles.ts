// The profiles, registered in one place: each specification's folder exports its match
// strategy (src/core/strategy.ts is the interface and its precedence contract), and a query's
// `profile` option names one of them. A new profile is one import and one line here.
import type { ProfileName } from "./core/types.js";
import type { MatchStrategy } from "./core/strategy.js";
import { google } from "./google/strategy.js";
import { koster1996 } from "./koster1996/strategy.js";
import { rfc9309 } from "./rfc9309/strategy.js";
import { robots2Allow, robots2Disallow } from "./robots2/strategy.js";

export const STRATEGIES: Readonly<Record<ProfileName, MatchStrategy>> = {
  rfc9309,
  google,
  koster1996,
  robots2: robots2Disallow,
};

/** The profile a query asked for; `robots2Unmatched` chooses robots2's answer to the open case. */
export function strategyFor(profile: unknown, robots2Unmatched?: unknown): MatchStrategy {
  if (
    robots2Unmatched !== undefined &&
    robots2Unmatched !== "disallow" &&
    robots2Unmatched !== "allow"
  )
    throw new RangeError(
      `robots2Unmatched: expected "disallow" or "allow", got ${JSON.stringify(robots2Unmatched)}`,
    );
  // RFC 9309 is the default: the standard.
  if (profile === undefined) return rfc9309;
  if (profile === "robots2") return robots2Unmatched === "allow" ? robots2Allow : robots2Disallow;
  if (typeof profile === "string" && Object.hasOwn(STRATEGIES, profile))
    return STRATEGIES[profile as ProfileName];
  throw new RangeError(
    `profile: expected one of ${Object.keys(STRATEGIES)
      .map((p) => `"${p}"`)
      .join(", ")}, got ${JSON.stringify(profile)}`,
  );
}
