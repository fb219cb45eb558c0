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
import type { AppDirectivesRule, Group } from "../core/types.js";
import type { BareItem } from "../structured-fields/types.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { compileWildcard, matchesWildcard, type CompiledPattern } from "../core/pattern.js";

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

interface CompiledAppRule {
  readonly rule: AppDirectivesRule;
  /** RFC 9309 §2.2.2 normalised pattern ("" matches every path). */
  readonly pattern: string;
  readonly wildcard: CompiledPattern;
}

const compiledByGroup = new WeakMap<Group, readonly CompiledAppRule[]>();

function compiledRules(group: Group): readonly CompiledAppRule[] {
  let compiled = compiledByGroup.get(group);
  if (!compiled) {
    compiled = group.appDirectives.map((rule) => {
      const pattern = normalizeRfc9309(rule.pattern, "pattern");
      return { rule, pattern, wildcard: compileWildcard(pattern) };
    });
    compiledByGroup.set(group, compiled);
  }
  return compiled;
}

function namesApp(rule: AppDirectivesRule, app: string): boolean {
  return rule.list.some(
    (member) =>
      member.type === "item" && member.value.type === "token" && member.value.value === app,
  );
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
  let longest = -1;
  let chosen: CompiledAppRule[] = [];
  for (const group of groups)
    for (const compiled of compiledRules(group)) {
      if (compiled.pattern.length < longest || !namesApp(compiled.rule, app)) continue;
      if (compiled.pattern !== "" && !matchesWildcard(compiled.wildcard, path)) continue;
      if (compiled.pattern.length > longest) {
        longest = compiled.pattern.length;
        chosen = [];
      }
      chosen.push(compiled);
    }
  if (chosen.length === 0) return undefined;
  // Two different patterns of one length can both match ("/a*" and "/ab"): the draft does
  // not rank them, so both apply, combined like same-pattern rules.
  chosen.sort((a, b) => a.rule.line - b.rule.line);
  const directives = new Map<string, BareItem>();
  for (const { rule } of chosen)
    for (const member of rule.list)
      if (member.type === "item" && member.value.type === "token" && member.value.value === app)
        // RFC 9651 §4.2.3.2: a repeated key keeps its first position and takes the last value.
        for (const [name, value] of member.parameters) directives.set(name, value);
  return Object.assign(directives, {
    app,
    pattern: chosen[0]!.rule.pattern,
    rules: chosen.map((c) => c.rule),
    userAgents,
  }) as AppDirectives;
}
