// ACAP-2: a usage decided by the permissions an HTML page carries, combined with robots.txt.
//
// Precedence contract:
// 1. Element level (§2.2.5): with `element`, the nearest element (itself, then its ancestors)
//    with a rule for the usage decides for it; rules on one element that conflict → prohibited.
// 2. Page level (§2.2.1): tags for the named crawler (and a matching usage purpose first)
//    override tags for "robots"; within one level, a permission and a prohibition for the
//    same usage → prohibited (§2.2.8). The `present` types and `other` as in ACAP-1 §2.5.
//    A permission with `location` applies only at that URI (§2.2.9.1).
// 3. Without `element`, a crawler that cannot process element-level rules gets the usage
//    prohibited for the whole page when any element-level rule for it exists (§2.2.6).
// 4. A page or element rule overrides robots.txt for the same crawler and resource (§2.2.8
//    NOTE); with none, robots.txt decides.
import type { AcapUsageType } from "./model.js";
import type { FieldToRead } from "./fallback.js";
import { nameMatcher } from "./crawler-names.js";
import type {
  ElementRule,
  PageElement,
  PageElementRef,
  PageNode,
  PagePolicy,
  PageRule,
} from "../html/model.js";
import {
  basicUsageOf,
  interpret,
  purposeMatches,
  type Fallback,
  type Understands,
} from "./precedence.js";
import { constraintsOf, type Constraint, type Target } from "./constraints.js";
import type { SourcePosition } from "../core/types.js";
import {
  indexOfId,
  indexOfPath,
  isElementIndex,
  refAt,
  structureOf,
} from "../html/document-query.js";
import { readableRules } from "../html/page-rules.js";

/**
 * What a crawler can interpret of ACAP in pages: the qualifiers and usage types of ACAP-1, and
 * whether it can process element-level rules (ACAP-2 §2.2.6: if not, an element-level rule for a
 * usage prohibits it for the whole page).
 */
export interface PageUnderstands extends Understands {
  /** Can the crawler process element-level (class attribute) rules? Default true. */
  readonly elements?: boolean;
}

/** An element to decide for: its id, a reference from the page policy, or its path (`elementPath`). */
export type PageElementQuery = string | Pick<PageElementRef, "index"> | { readonly path: string };

export interface PageQuery {
  readonly usage: AcapUsageType;
  readonly userAgent: string;
  readonly url: string;
  readonly purpose?: string;
  readonly at: Date;
  readonly firstUsedAt?: Date;
  readonly target?: Target;
  readonly understands?: PageUnderstands;
  /** An element id, or a reference from the page policy (its `index`), or an element path. */
  readonly element?: PageElementQuery;
}

export interface PageOutcome {
  readonly allowed: boolean;
  readonly reason:
    | "permitted"
    | "prohibited"
    | "prohibited-by-other"
    | "conflict-undecidable"
    | "location-mismatch"
    | "element-fallback"
    | "time-limit-passed"
    | "target-condition-not-met";
  readonly source: "meta" | "x-robots-tag" | "element";
  readonly rule: PageRule | (PlacedRule & { readonly source: "element" });
  readonly element?: PageElementRef;
  readonly conflict?: readonly (PageRule | PlacedRule)[];
  readonly constraints: readonly Constraint[];
  readonly fallbacks: readonly Fallback[];
  readonly explanation: string;
}

/** An element-level rule where it is written: its element's position. */
type PlacedRule = ElementRule & SourcePosition;

function placed(rule: ElementRule, element: PageElement): PlacedRule {
  return {
    kind: rule.kind,
    usage: rule.usage,
    text: rule.text,
    line: element.line,
    column: element.column,
  };
}

function asField(rule: PageRule): FieldToRead & SourcePosition {
  return {
    kind: rule.kind,
    usage: rule.usage,
    qualifiers: rule.qualifiers,
    line: rule.line,
    column: rule.column,
  };
}

const where = (rule: SourcePosition) => `line ${rule.line}:${rule.column}`;

/**
 * Is a rule's or directive's crawler named in `userAgent` (ACAP-1 §2.3.1 NOTE: part of it, any
 * case)? The names found in one pass over the User-Agent (crawler-names.ts), not one scan of it
 * per rule.
 */
function namedIn(page: PagePolicy, userAgent: string): (crawler: string) => boolean {
  const all = new Set<string>();
  for (const r of page.rules) all.add(r.crawler.toLowerCase());
  for (const d of page.directives) all.add(d.crawler.toLowerCase());
  const names = [...all].filter((n) => n !== "*" && n !== "");
  const found = new Set(nameMatcher(names)(userAgent).map((id) => names[id]!));
  // An empty name is part of every User-Agent.
  return (crawler) => crawler !== "*" && (crawler === "" || found.has(crawler.toLowerCase()));
}

/** §2.2.1 levels, most specific first. */
function levels(page: PagePolicy, query: PageQuery): PageRule[][] {
  const isNamed = namedIn(page, query.userAgent);
  const rules = readableRules(page, (crawler) => crawler === "*" || isNamed(crawler));
  const named = rules.filter((r) => r.crawler !== "*");
  const any = rules.filter((r) => r.crawler === "*");
  const byPurpose = (rules: PageRule[]) => [
    rules.filter(
      (r) =>
        r.purpose !== undefined &&
        query.purpose !== undefined &&
        purposeMatches(r.purpose, query.purpose),
    ),
    rules.filter((r) => r.purpose === undefined),
  ];
  return [...byPurpose(named), ...byPurpose(any)];
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}

/** A page rule as ACAP-1 §2.4.3 reads it (its usage after fallbacks, its kind). */
type ReadRule = { readonly rule: PageRule } & ReturnType<typeof interpret>;

/** ACAP-2 §2.2.8–§2.2.9: the tags that name the usage decide: a conflict prohibits, then location and constraints. */
function decideUsage(matching: readonly ReadRule[], query: PageQuery): PageOutcome {
  const fallbacks = matching.flatMap((m) => m.fallbacks);
  // The rule named in the answer: the one with the most qualifiers (an ACAP tag rather than a bare "index").
  const first = matching.reduce((best, m) =>
    m.rule.qualifiers.length > best.rule.qualifiers.length ? m : best,
  );
  const source = first.rule.source;
  if (new Set(matching.map((m) => m.kind)).size > 1)
    return {
      allowed: false,
      reason: "conflict-undecidable",
      source,
      rule: matching.find((m) => m.kind === "disallow")!.rule,
      conflict: matching.map((m) => m.rule),
      constraints: [],
      fallbacks,
      explanation: `the tags at ${matching.map((m) => where(m.rule)).join(", ")} conflict for ${query.usage}, so it is prohibited (ACAP-2 §2.2.8)`,
    };
  if (first.kind === "disallow")
    return {
      allowed: false,
      reason: "prohibited",
      source,
      rule: first.rule,
      constraints: [],
      fallbacks,
      explanation: `the ${source === "meta" ? "META tag" : "X-Robots-Tag"} at ${where(first.rule)} "${first.rule.text}" prohibits ${query.usage}`,
    };
  const misplaced = matching.find(
    (m) => m.rule.location !== undefined && !sameUrl(m.rule.location, query.url),
  );
  if (misplaced)
    return {
      allowed: false,
      reason: "location-mismatch",
      source,
      rule: misplaced.rule,
      constraints: [],
      fallbacks,
      explanation: `the permission at ${where(misplaced.rule)} holds only at ${misplaced.rule.location}, not at ${query.url} (ACAP-2 §2.2.9.1)`,
    };
  const constraints = constraintsOf(
    matching.flatMap((m) => m.rule.qualifiers),
    query,
  );
  const base = { source, rule: first.rule, constraints, fallbacks };
  if (constraints.some((c) => c.type === "time-limit" && c.expired))
    return {
      ...base,
      allowed: false,
      reason: "time-limit-passed",
      explanation: `the permission at ${where(first.rule)} has a time-limit that has passed`,
    };
  if (constraints.some((c) => c.type === "target-condition" && c.satisfied === false))
    return {
      ...base,
      allowed: false,
      reason: "target-condition-not-met",
      explanation: `the permission at ${where(first.rule)} does not hold on the target device given`,
    };
  return {
    ...base,
    allowed: true,
    reason: "permitted",
    explanation: `the ${source === "meta" ? "META tag" : "X-Robots-Tag"} at ${where(first.rule)} "${first.rule.text}" permits ${query.usage}`,
  };
}

function decideRules(rules: readonly PageRule[], query: PageQuery): PageOutcome | undefined {
  const read = rules.map((rule) => ({ rule, ...interpret(asField(rule), query.understands) }));
  const usages: AcapUsageType[] = [query.usage];
  if (basicUsageOf(query.usage) !== query.usage) usages.push(basicUsageOf(query.usage));
  for (const usage of usages) {
    const matching = read.filter((r) => r.usage === usage);
    if (matching.length === 0) continue;
    return decideUsage(matching, query);
  }
  const other = read.filter((r) => r.usage === "other" && r.kind === "disallow");
  if (query.usage !== "other" && other.length > 0)
    return {
      allowed: false,
      reason: "prohibited-by-other",
      source: other[0]!.rule.source,
      rule: other[0]!.rule,
      constraints: [],
      fallbacks: other[0]!.fallbacks,
      explanation: `the tag at ${where(other[0]!.rule)} prohibits every usage not explicitly permitted`,
    };
  return undefined;
}

/** Where the element asked for opens in the page's document, or undefined when there is none. */
function findElement(page: PagePolicy, element: PageElementQuery): number | undefined {
  // Elements without ACAP rules are addressable by id too: found in the page's tree.
  if (typeof element === "string")
    return (
      page.elements.find((e) => e.ref.id === element)?.ref.index ??
      indexOfId(page.document, element)
    );
  if (typeof element !== "object" || element === null)
    throw new TypeError(
      "element: expected an element id, a reference from the page policy, or { path }",
    );
  if ("index" in element)
    return isElementIndex(page.document, element.index) ? element.index : undefined;
  return typeof element.path === "string" ? indexOfPath(page.document, element.path) : undefined;
}

/** The nearest element with rules for the usage: the element itself, then its ancestors. */
function elementRulesFor(
  page: PagePolicy,
  index: number,
  usage: AcapUsageType,
): { element: PageElement; rules: ElementRule[] } | undefined {
  const byIndex = new Map<number, PageElement>();
  for (const element of page.elements) byIndex.set(element.ref.index, element);
  const { parents } = structureOf(page.document);
  const usages = [usage, basicUsageOf(usage)];
  for (let i = index; i > 0; i = parents[i]!) {
    // A copy of an element (PageNode.copyOf) has its rules.
    const copyOf = (page.document[i] as PageNode).copyOf;
    const element = byIndex.get(i) ?? (copyOf === undefined ? undefined : byIndex.get(copyOf));
    if (element === undefined) continue;
    for (const u of usages) {
      const rules = element.rules.filter((r) => r.usage === u);
      if (rules.length > 0)
        return {
          element: i === element.ref.index ? element : { ...element, ref: refAt(page.document, i) },
          rules,
        };
    }
  }
  return undefined;
}

/** The rules of one element for the usage (or its basic usage when it has none for the usage). */
function ownRulesFor(element: PageElement, usage: AcapUsageType): ElementRule[] {
  for (const u of [usage, basicUsageOf(usage)]) {
    const rules = element.rules.filter((r) => r.usage === u);
    if (rules.length > 0) return rules;
  }
  return [];
}

/** The page's own answer, or undefined when the page says nothing about the usage. */
export function decidePage(page: PagePolicy, query: PageQuery): PageOutcome | undefined {
  if (query.element !== undefined) {
    const index = findElement(page, query.element);
    const found = index === undefined ? undefined : elementRulesFor(page, index, query.usage);
    if (found) {
      const kinds = new Set(found.rules.map((r) => r.kind));
      const rule = {
        ...placed(found.rules.find((r) => r.kind === "disallow") ?? found.rules[0]!, found.element),
        source: "element" as const,
      };
      const allowed = kinds.size === 1 && rule.kind === "allow";
      return {
        allowed,
        reason: kinds.size > 1 ? "conflict-undecidable" : allowed ? "permitted" : "prohibited",
        source: "element",
        rule,
        element: found.element.ref,
        ...(kinds.size > 1 ? { conflict: found.rules.map((r) => placed(r, found.element)) } : {}),
        constraints: [],
        fallbacks: [],
        explanation: `class "${rule.text}" on <${found.element.ref.tag}> at ${where(rule)} ${kinds.size > 1 ? "conflicts with another class value, so it is prohibited (ACAP-2 §2.2.8)" : allowed ? "permits" : "prohibits"} ${query.usage} for this part of the page`,
      };
    }
  } else if (query.understands?.elements === false) {
    const withRule = page.elements.find((e) =>
      e.rules.some((r) => r.usage === query.usage || r.usage === basicUsageOf(query.usage)),
    );
    if (withRule) {
      const rule = {
        ...placed(
          withRule.rules.find(
            (r) => r.usage === query.usage || r.usage === basicUsageOf(query.usage),
          )!,
          withRule,
        ),
        source: "element" as const,
      };
      return {
        allowed: false,
        reason: "element-fallback",
        source: "element",
        rule,
        element: withRule.ref,
        constraints: [],
        fallbacks: [
          {
            rule: "element-level",
            from: rule.text,
            to: `disallow-${query.usage} for the whole page`,
            line: rule.line,
            column: rule.column,
          },
        ],
        explanation: `<${withRule.ref.tag}> at ${where(rule)} has an element-level rule for ${query.usage}, which this crawler cannot process, so the usage is prohibited for the whole page (ACAP-2 §2.2.6)`,
      };
    }
  }
  for (const level of levels(page, query)) {
    const outcome = decideRules(level, query);
    if (outcome) return outcome;
  }
  return undefined;
}

/**
 * ACAP-2 §2.2.5: elements whose element-level rules prohibit the usage (for a page-level
 * decision), with the copies the parser made of them, in document order.
 */
export function excludedElements(page: PagePolicy, usage: AcapUsageType): PageElementRef[] {
  const excluded = page.elements
    .filter((e) => ownRulesFor(e, usage).some((r) => r.kind === "disallow"))
    .map((e) => e.ref);
  if (excluded.length === 0) return excluded;
  const { copies } = structureOf(page.document);
  if (copies.size === 0) return excluded;
  const withCopies = [...excluded];
  for (const ref of excluded)
    for (const copy of copies.get(ref.index) ?? []) withCopies.push(refAt(page.document, copy));
  return withCopies.sort((a, b) => a.index - b.index);
}
