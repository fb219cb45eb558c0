// What an expression can start with: for each node, the code units (and the end of the input)
// that may stand at its start position when it matches. A choice then tests the unit at its
// position once and skips the alternatives that cannot match there (emitChoice): a robots.txt
// line `x` no longer tries the User-agent, comment and missing-colon spellings one by one.
//
// Each node gets two sets, both over-approximations (a node may fail where they allow it):
//   consuming — the first unit when it matches consuming input;
//   empty     — the next unit (or the end) when it matches consuming nothing.
// A rule's sets are the least fixed point over the rules (start from nothing, repeat until
// no set grows), which holds for every finite derivation, so for every match.
import type { Grammar, Node } from "./ast.js";
import { classRanges, RUNTIME_LOWER } from "./classes.js";

type Range = readonly [number, number];

/** Code units as sorted disjoint ranges, and whether the end of the input is in the set. */
export interface UnitSet {
  readonly ranges: readonly Range[];
  readonly end: boolean;
}

export interface Starts {
  readonly consuming: UnitSet;
  readonly empty: UnitSet;
}

const NONE: UnitSet = { ranges: [], end: false };
const ALL: UnitSet = { ranges: [[0, 0xffff]], end: true };
const units = (ranges: readonly Range[]): UnitSet => ({ ranges, end: false });

function normalise(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of ranges) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function union(a: UnitSet, b: UnitSet): UnitSet {
  return { ranges: normalise([...a.ranges, ...b.ranges]), end: a.end || b.end };
}

export function intersection(a: UnitSet, b: UnitSet): UnitSet {
  const out: Range[] = [];
  for (const [alo, ahi] of a.ranges)
    for (const [blo, bhi] of b.ranges) {
      const lo = Math.max(alo, blo);
      const hi = Math.min(ahi, bhi);
      if (lo <= hi) out.push([lo, hi]);
    }
  return { ranges: normalise(out), end: a.end && b.end };
}

function without(a: UnitSet, b: UnitSet): UnitSet {
  const out: Range[] = [];
  for (const [lo, hi] of a.ranges) {
    let next = lo;
    for (const [blo, bhi] of b.ranges) {
      if (bhi < next || blo > hi) continue;
      if (blo > next) out.push([next, blo - 1]);
      next = Math.max(next, bhi + 1);
    }
    if (next <= hi) out.push([next, hi]);
  }
  return { ranges: out, end: a.end && !b.end };
}

const same = (a: UnitSet, b: UnitSet): boolean =>
  a.end === b.end && a.ranges.join() === b.ranges.join();

/** Whether a set allows every unit and the end: a test of it would skip nothing. */
export const isAll = (set: UnitSet): boolean => same(set, ALL);

/** The units a literal's first test accepts (as the emitted test compares them). */
function literalStart(value: string, ignoreCase: boolean): Range[] {
  const first = value.charCodeAt(0);
  if (!ignoreCase) return [[first, first]];
  const lower = value.toLowerCase();
  // A literal whose lower case is not ASCII is compared through toLowerCase: anything may start it.
  const ascii = Array.from(lower).every((ch) => ch.charCodeAt(0) < 128);
  if (lower.length !== value.length || !ascii) return [[0, 0xffff]];
  const target = lower.charCodeAt(0);
  const out: Range[] = [];
  for (let u = 0; u < 0x10000; u++) if (RUNTIME_LOWER(u) === target) out.push([u, u]);
  return normalise(out);
}

/** The units on which a node surely matches one unit (for `!x`), or nothing when unknown. */
function surelyMatches(node: Node, classes: (node: Node) => Range[]): UnitSet {
  if (node.type === "any") return units([[0, 0xffff]]);
  if (node.type === "class") return units(classes(node));
  if (node.type === "literal" && node.value.length === 1)
    return units(literalStart(node.value, node.ignoreCase));
  if (node.type === "group") return surelyMatches(node.expression, classes);
  return NONE;
}

/** The start sets of every node of the grammar's rules. */
export class StartSets {
  private readonly rules = new Map<string, Starts>();
  private readonly nodes = new Map<Node, Starts>();
  private readonly classes = new Map<Node, Range[]>();

  constructor(grammar: Grammar) {
    const empty: Starts = { consuming: NONE, empty: NONE };
    for (const rule of grammar.rules) this.rules.set(rule.name, empty);
    for (let changed = true; changed;) {
      changed = false;
      this.nodes.clear();
      for (const rule of grammar.rules) {
        const next = this.of(rule.expression);
        const known = this.rules.get(rule.name)!;
        if (!same(known.consuming, next.consuming) || !same(known.empty, next.empty)) {
          this.rules.set(rule.name, next);
          changed = true;
        }
      }
    }
  }

  /** Where a node may match: the units (and the end) its start position may hold. */
  startOf(node: Node): UnitSet {
    const { consuming, empty } = this.of(node);
    return union(consuming, empty);
  }

  private classRanges(node: Node): Range[] {
    let known = this.classes.get(node);
    if (known === undefined && node.type === "class")
      this.classes.set(node, (known = classRanges(node)));
    return known ?? [];
  }

  of(node: Node): Starts {
    let known = this.nodes.get(node);
    if (known === undefined) this.nodes.set(node, (known = this.compute(node)));
    return known;
  }

  private compute(node: Node): Starts {
    switch (node.type) {
      case "literal":
        if (node.value === "") return { consuming: NONE, empty: ALL };
        return { consuming: units(literalStart(node.value, node.ignoreCase)), empty: NONE };
      case "class":
        return { consuming: units(this.classRanges(node)), empty: NONE };
      case "any":
        return { consuming: units([[0, 0xffff]]), empty: NONE };
      case "rule_ref":
        return this.rules.get(node.name) ?? { consuming: ALL, empty: ALL };
      case "sequence": {
        let consuming = NONE;
        let empty = ALL;
        for (let i = node.elements.length - 1; i >= 0; i--) {
          const element = this.of(node.elements[i]!);
          consuming = union(element.consuming, intersection(element.empty, consuming));
          empty = intersection(element.empty, empty);
        }
        return { consuming, empty };
      }
      case "choice":
        return node.alternatives
          .map((a) => this.of(a))
          .reduce(
            (a, b) => ({
              consuming: union(a.consuming, b.consuming),
              empty: union(a.empty, b.empty),
            }),
            { consuming: NONE, empty: NONE },
          );
      case "optional":
      case "zero_or_more":
        return { consuming: this.of(node.expression).consuming, empty: ALL };
      case "one_or_more":
        return this.of(node.expression);
      case "repeated": {
        const inner = this.of(node.expression);
        const min = node.min ?? node.max;
        if (min.type === "constant" && min.value === 0)
          return { consuming: inner.consuming, empty: ALL };
        // At least one item: it starts the match, unless it can match nothing.
        return inner.empty.ranges.length === 0 && !inner.empty.end
          ? { consuming: inner.consuming, empty: NONE }
          : { consuming: ALL, empty: ALL };
      }
      case "simple_and":
        return { consuming: NONE, empty: this.startOf(node.expression) };
      case "simple_not":
        return {
          consuming: NONE,
          empty: without(
            ALL,
            surelyMatches(node.expression, (n) => this.classRanges(n)),
          ),
        };
      case "semantic_and":
      case "semantic_not":
        return { consuming: NONE, empty: ALL };
      case "labeled":
      case "group":
      case "text":
      case "named":
      case "action":
        return this.of(node.expression);
    }
  }
}
