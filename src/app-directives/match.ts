// APP-DIRECTIVES §2.1 "Applying Application Directives": which directives an application
// takes from a robots.txt for a URL.
//
// - The group: the (merged) groups of the application's registered product token, else the
//   (merged) "*" group — RFC 9309 §2.2.1 selection, as for Allow/Disallow.
// - The rule: "those associated with the longest matching path-pattern, using the same path
//   prefix matching rules as defined for Allow and Disallow" (octets of the encoded pattern).
//   A rule without a path matches every path with length 0.
// - Rules with character-for-character the same pattern are one rule whose Lists are
//   concatenated (§2, RFC 9651 §4.2); "the ordering of rules in a group carries no
//   semantics", so file order only orders concatenation.
// - Only rules that name the application are candidates: directives "apply solely to the
//   applications that they identify; their presence or absence does not communicate or
//   imply anything about the behaviour of other applications" — a longer rule naming
//   another application does not hide this application's shorter one.
import type { AppDirectivesGroup as Group, AppDirectivesRule } from "./model.js";
import type { BareItem } from "../structured-fields/types.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { Combinations, LongestMatch } from "../core/longest-match.js";

/** The directives one application takes for one URL: name → typed value, with their source. */
export interface AppDirectives extends ReadonlyMap<string, BareItem> {
  /** The application identifier asked for. */
  readonly app: string;
  /** The path pattern that decided, as written ("" for the rule without a path). */
  readonly pattern: string;
  /** The rules whose members for `app` were combined, in file order. */
  readonly rules: readonly AppDirectivesRule[];
  /** The user-agent values of the group(s) the directives came from. */
  readonly userAgents: readonly string[];
}

/** The rules naming the application with one normalised pattern, in file order, and what they give it. */
interface SamePattern {
  readonly rules: readonly AppDirectivesRule[];
  /** Their directives for the application, combined in file order (RFC 9651 §4.2.3.2). */
  readonly directives: readonly (readonly [string, BareItem])[];
}

/** The rules of a groups list that name one application, ready for §2.1. */
interface AppRules {
  readonly matcher: LongestMatch;
  readonly byPattern: readonly SamePattern[];
  /** The rules without a path: they match every path with length 0. */
  readonly everyPath: SamePattern | undefined;
  /** Equally long patterns that match together: their rules merged, once per combination. */
  readonly combined: Combinations<SamePattern>;
}

/** Applications kept per groups list; past this the first asked goes (a caller may ask about any name). */
const APPS_KEPT = 64;
const compiledByGroups = new WeakMap<readonly Group[], Map<string, AppRules>>();

function namesApp(rule: AppDirectivesRule, app: string): boolean {
  return rule.list.some(
    (member) =>
      member.type === "item" && member.value.type === "token" && member.value.value === app,
  );
}

/** The directives `rules` (in file order) give `app`: a repeated key keeps its first position and takes the last value (RFC 9651 §4.2.3.2). */
function directivesOf(rules: readonly AppDirectivesRule[], app: string): Map<string, BareItem> {
  const directives = new Map<string, BareItem>();
  for (const rule of rules)
    for (const member of rule.list)
      if (member.type === "item" && member.value.type === "token" && member.value.value === app)
        for (const [name, value] of member.parameters) directives.set(name, value);
  return directives;
}

function samePattern(rules: AppDirectivesRule[], app: string): SamePattern {
  rules.sort((a, b) => a.line - b.line);
  return { rules: Object.freeze(rules), directives: [...directivesOf(rules, app)] };
}

/** The rules of `groups` naming `app`, by normalised pattern (APP-DIRECTIVES §2.1). */
function compileApp(groups: readonly Group[], app: string): AppRules {
  const byPattern = new Map<string, AppDirectivesRule[]>();
  const everyPath: AppDirectivesRule[] = [];
  for (const group of groups)
    for (const rule of group.appDirectives) {
      if (!namesApp(rule, app)) continue;
      const pattern = rule.pattern === "" ? "" : normalizeRfc9309(rule.pattern, "pattern");
      let same = pattern === "" ? everyPath : byPattern.get(pattern);
      if (!same) byPattern.set(pattern, (same = []));
      same.push(rule);
    }
  return {
    matcher: new LongestMatch([...byPattern.keys()]),
    byPattern: [...byPattern.values()].map((rules) => samePattern(rules, app)),
    everyPath: everyPath.length > 0 ? samePattern(everyPath, app) : undefined,
    combined: new Combinations(),
  };
}

function appRules(groups: readonly Group[], app: string): AppRules {
  let byApp = compiledByGroups.get(groups);
  if (!byApp) compiledByGroups.set(groups, (byApp = new Map()));
  let rules = byApp.get(app);
  if (!rules) {
    if (byApp.size >= APPS_KEPT) byApp.delete(byApp.keys().next().value!);
    byApp.set(app, (rules = compileApp(groups, app)));
  }
  return rules;
}

/**
 * The directives for `app` on the normalised `path` among `groups` (already selected), or
 * undefined when no rule naming `app` matches.
 */
export function appDirectivesFor(
  groups: readonly Group[],
  userAgents: readonly string[],
  app: string,
  path: string,
): AppDirectives | undefined {
  const compiled = appRules(groups, app);
  const longest = compiled.matcher.longest(path);
  let chosen: SamePattern | undefined;
  if (longest.length === 0) chosen = compiled.everyPath;
  else if (longest.length === 1) chosen = compiled.byPattern[longest[0]!];
  // Two different patterns of one length can both match ("/a*" and "/ab"): the draft does
  // not rank them, so both apply, combined like same-pattern rules.
  else
    chosen = compiled.combined.of(longest, () =>
      samePattern(
        longest.flatMap((id) => compiled.byPattern[id]!.rules),
        app,
      ),
    );
  if (!chosen) return undefined;
  return Object.assign(new Map(chosen.directives), {
    app,
    pattern: chosen.rules[0]!.pattern,
    rules: chosen.rules,
    userAgents,
  }) as AppDirectives;
}
