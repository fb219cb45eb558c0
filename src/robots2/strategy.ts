// Profile "robots2": the 1996 "robots.txt 2.0" proposal (ROBOTS-2.0). A rule set without a
// (valid, well-placed) Robot-version is version 1.0.0 and is read as KOSTER-1996; a 2.x
// rule set has explicit and wildcard match strings with the proposal's precedence.
import type { RobotVersion } from "../core/types.js";
import {
  agentSubstrings,
  firstMatchSelection,
  recordSelection,
  selectFirstMatch,
} from "../core/first-match.js";
import { normalizeKoster1996 } from "../core/normalize.js";
import {
  CompiledRulesBuilder,
  forEachPattern,
  type CompiledRules,
} from "../core/compiled-rules.js";
import { ROW_DISALLOW, type RuleFile } from "../core/rule-file.js";
import { NO_SELECTION } from "../core/strategy.js";
import type { MatchStrategy, Selection, SelectionSource } from "../core/strategy.js";

/** What to do in the case ROBOTS-2.0 leaves open ("we have a choice here … Discuss."). */
export type Robots2Unmatched = "disallow" | "allow";

function versionOf(version: RobotVersion | undefined): { major: number; minor: number } {
  return version ? { major: version.major, minor: version.minor } : { major: 1, minor: 0 };
}

/** ROBOTS-2.0: "A robot, if it comes across an experiment version number, should probably ignore that rule set". */
function isExperimental(version: RobotVersion | undefined): boolean {
  return versionOf(version).minor % 2 === 1;
}

interface Compiled2 {
  readonly rules: CompiledRules;
  readonly allows: number;
  readonly wildcardAllows: number;
  readonly disallows: number;
  readonly bytes: number;
}

/** ROBOTS-2.0 Allow/Disallow of a 2.x rule set, in precedence order. */
function compile2(file: RuleFile, record: number): Compiled2 {
  const builder = new CompiledRulesBuilder(file);
  // 0: explicit Allow, 1: Disallow, 2: wildcard Allow.
  const classes: number[] = [];
  forEachPattern(file, "records", [record], (row, value, order) => {
    const pattern = normalizeKoster1996(value);
    // "Explicit matches are those which do not contain any wildcard/regular expression
    // characters. Regular expression matches are those that do." Both match the whole path.
    const isWildcard = pattern.includes("*");
    // Anchored: a wildcard pattern must match to the end; an explicit one is the whole path.
    const options = {
      inText: pattern === value,
      anchored: true,
      wildcards: true,
      length: value.length,
    };
    builder.add(row, pattern, options, order);
    classes.push(file.kind(row) === ROW_DISALLOW ? 1 : isWildcard ? 2 : 0);
  });
  const count = (c: number) => classes.filter((k) => k === c).length;
  // "An explicit match string has the highest precedence"; "Disallow rules have a higher
  // precedence than wild card/regular expression rules."
  const rules = builder.build((a, b) => classes[a]! - classes[b]! || a - b);
  return {
    rules,
    allows: count(0) + count(2),
    wildcardAllows: count(2),
    disallows: count(1),
    bytes: rules.bytes + 48,
  };
}

/** ROBOTS-2.0: the rule set that decides, read as its Robot-version says. */
function selectRecord(
  source: SelectionSource,
  record: number,
  agentRow: number,
  named: boolean,
  unmatched: Robots2Unmatched,
): Selection {
  // ROBOTS-2.0: a 1.x rule set (or none declared) is read by 1.0.0 rules: KOSTER-1996, where
  // a general match string is treated "as if '*' were added to the end".
  if (versionOf(source.robotVersion("records", record)).major < 2)
    return firstMatchSelection(source, record, agentRow, named);
  const file = source.file;
  const { rules, allows, wildcardAllows, disallows } = source.store.once("robots2", [record], () =>
    compile2(file, record),
  );
  const base = recordSelection(file, record, agentRow, named, rules);
  if (allows === 0) return base; // "If there are no allow rules, then any URL not matching the rule(s) can be retrieved"
  if (wildcardAllows > 0 || disallows === 0)
    // "Any URL not matching the disallow rules have to then pass (any) wild card/regular
    // expression rules"; "If there are no disallow rules, then the robot is ONLY allowed to
    // retrieve the URLs that match the explicit and/or wildcard/regular expressions given."
    return {
      ...base,
      unmatched: {
        allowed: false,
        reason: "not-matched-by-allow-rules",
        why: "the rule set has Allow rules and none matches (ROBOTS-2.0 Allow)",
      },
    };
  return {
    ...base,
    unmatched: {
      allowed: unmatched === "allow",
      reason: "unmatched-default",
      why: `ROBOTS-2.0 leaves this case open ("Discuss."): robots2Unmatched is "${unmatched}"`,
    },
  };
}

/** ROBOTS-2.0's choice for the record KOSTER-1996 selection found (`first`). */
function selectFrom(
  source: SelectionSource,
  first: Selection,
  unmatched: Robots2Unmatched,
): Selection {
  const record = first.sets[0]!;
  if (!isExperimental(source.robotVersion("records", record)))
    return selectRecord(source, record, first.agentRows[0]!, first.named, unmatched);
  // "should probably ignore that rule set and use the default"
  const star = agentSubstrings(source).firstStarRow();
  if (star < 0) return NO_SELECTION;
  const fallback = source.file.setHolding("records", star);
  if (isExperimental(source.robotVersion("records", fallback))) return NO_SELECTION;
  return selectRecord(source, fallback, star, false, unmatched);
}

function robots2(unmatched: Robots2Unmatched): MatchStrategy {
  return {
    profile: "robots2",
    precedence:
      "ROBOTS-2.0 (explicit Allow, then Disallow, then wildcard Allow; 1.0.0 rule sets: first match)",
    select(source: SelectionSource, agentToken: string): Selection {
      const first = selectFirstMatch(source, agentToken);
      if (first.sets.length === 0) return first;
      const key = `robots2-${unmatched}:${first.named ? "" : "*"}${first.agentRows[0]!}`;
      return source.keep(key, () => selectFrom(source, first, unmatched));
    },
    // Named when KOSTER-1996 selection names it, unless its record is experimental (then "*").
    names(source: SelectionSource, agentToken: string): boolean {
      const row = agentSubstrings(source).firstRowContaining(agentToken);
      if (row < 0) return false;
      const record = source.file.setHolding("records", row);
      return !isExperimental(source.robotVersion("records", record));
    },
    normalizePath: normalizeKoster1996,
  };
}

export const robots2Disallow = robots2("disallow");
export const robots2Allow = robots2("allow");
