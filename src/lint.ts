// lintRobotsTxt: what `robots-policy lint` reports. The parser's diagnostics say how each line
// was read; lint adds the checks that need the whole file (misspelt field names and what they
// lose, repeated and contradicting rules, a second "*" group, full URLs as patterns, Noindex)
// and leaves out the notes of a profile that was not asked for. It lives apart from the parse
// path so that parseRobotsTxt's browser bundle does not carry it (ARCHITECTURE.md).
import { RobotsTxt } from "./robots.js";
import { PROFILES, type Diagnostic, type ProfileName } from "./core/types.js";
import { DiagnosticList } from "./core/diagnostics.js";
import { lintFieldNames, GroupLines } from "./lint/misspelt.js";
import { lintFullUrls, lintRepeatedRules, lintRepeatedStarGroups } from "./lint/group-checks.js";
import { STRICT_ABNF } from "./lint/abnf.js";

export { acap2AbnfDepartures } from "./lint/abnf-acap2.js";
export type { Acap2AbnfValue } from "./lint/abnf-acap2.js";

/** Options of `lintRobotsTxt`: the profile the file is read for, and the strict ABNF check. */
export interface LintOptions {
  /**
   * The profile the file is read for (default rfc9309). Notes that only one profile's reading
   * needs (info diagnostics resting on KOSTER-1996 or ROBOTS-2.0) are given for that profile only.
   */
  readonly profile?: ProfileName;
  /**
   * Also report every departure of the file's text from the specifications' ABNF (default
   * false): warnings coded `abnf-…` (a product token with a digit, a pattern starting with "*",
   * a control character, a last line without a line break …) that the lenient reader reads
   * anyway. "Is my robots.txt strictly conforming?", not "how do crawlers read it?".
   */
  readonly strict?: boolean;
}

/** Spec prefixes whose info diagnostics concern only the profiles that read records. */
const PROFILE_SPECS: ReadonlyArray<readonly [string, readonly ProfileName[]]> = [
  // The "2.0" proposal reads the 1996 draft's records too.
  ["KOSTER-1996", ["koster1996", "robots2"]],
  ["ROBOTS-2.0", ["robots2"]],
];

function profileOption(options: unknown): ProfileName {
  if (typeof options !== "object" || options === null)
    throw new TypeError('lintRobotsTxt: options must be an object such as { profile: "rfc9309" }');
  const profile = (options as LintOptions).profile ?? "rfc9309";
  if (!(PROFILES as readonly unknown[]).includes(profile))
    throw new RangeError(
      `lintRobotsTxt: unknown profile ${JSON.stringify(profile)} (expected ${PROFILES.join(", ")})`,
    );
  return profile;
}

function strictOption(options: LintOptions): boolean {
  const { strict } = options;
  if (strict !== undefined && typeof strict !== "boolean")
    throw new TypeError(
      `lintRobotsTxt: strict must be true or false, not ${JSON.stringify(strict)}`,
    );
  return strict === true;
}

function shownFor(d: Diagnostic, profile: ProfileName): boolean {
  if (d.severity !== "info") return true;
  for (const [prefix, only] of PROFILE_SPECS)
    if (d.spec.startsWith(prefix)) return only.includes(profile);
  return true;
}

/**
 * The diagnostics `robots-policy lint` reports for a parsed file, in source order: the file's
 * own (`robots.diagnostics`) but the info notes of other profiles, with lint's checks added.
 * Where a lint check says more of a line than the parser did, it replaces the parser's note
 * (`field-name-misspelt` an `unknown-field`, `pattern-full-url` a `pattern-not-path`).
 * With `strict: true`, the departures from the ABNF too (`abnf-…`).
 */
export function lintRobotsTxt(robots: RobotsTxt, options: LintOptions = {}): readonly Diagnostic[] {
  if (!(robots instanceof RobotsTxt))
    throw new TypeError("lintRobotsTxt: expected the RobotsTxt that parseRobotsTxt returns");
  const profile = profileOption(options);
  const strict = strictOption(options);
  const { policy } = robots;
  const found = new DiagnosticList();
  const misspelt = new Set<number>();
  const fullUrls = new Set<number>();
  let groupLines: GroupLines | undefined;
  lintFieldNames(
    policy,
    () => (groupLines ??= new GroupLines(policy, policy.diagnostics)),
    found,
    misspelt,
  );
  for (const group of policy.groups) {
    lintRepeatedRules(group, found);
    lintFullUrls(group, found, fullUrls);
  }
  lintRepeatedStarGroups(policy, found);
  const kept = policy.diagnostics.filter(
    (d) =>
      shownFor(d, profile) &&
      !(d.code === "unknown-field" && misspelt.has(d.line)) &&
      !(d.code === "pattern-not-path" && fullUrls.has(d.line)),
  );
  const abnf = strict ? robots.diagnosticsOf(STRICT_ABNF) : [];
  return [...kept, ...found.sorted(), ...abnf].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
}
