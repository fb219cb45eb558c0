// A choice tests the code unit at its position once and skips each alternative that cannot
// start with it (first.ts says what each can start with). Only where failures are not
// recorded (silent code: inside lookaheads, below a rule with a display name): a skipped
// alternative records no failure, and peggy's error offset counts the failures it would have
// recorded. An alternative whose code starts with one test of the input anyway (a literal, a
// class, a lookahead on one) gets no extra test.
import type { Node } from "./ast.js";
import { classTest } from "./classes.js";
import type { Ctx } from "./context.js";
import { isAll, type UnitSet } from "./first.js";
import { isTerminal } from "./emit-terminals.js";
import { zeroWidthTest } from "./emit-tests.js";

/** The expression a node comes down to through labels, groups, `$`, actions and rules written in place. */
function inner(
  node: Node,
  ctx: Ctx,
  inlining: readonly string[],
): [Node, readonly string[]] | null {
  switch (node.type) {
    case "action":
    case "labeled":
    case "group":
    case "text":
    case "named":
      return [node.expression, inlining];
    case "rule_ref":
      // A rule written in place is its expression; a call is work before any test.
      if (!ctx.analysis.inlined.has(node.name) || inlining.includes(node.name)) return null;
      return [ctx.analysis.rules.get(node.name)!.expression, [...inlining, node.name]];
    default:
      return null;
  }
}

/** Whether a node costs a test or less and may match nothing (`[ \t]*`, an offset): code to step over. */
function passable(node: Node, ctx: Ctx, inlining: readonly string[] = []): boolean {
  if (node.type === "literal") return node.value === "";
  if (node.type === "zero_or_more" || node.type === "optional")
    return isTerminal(node.expression) || leadsToTerminal(node.expression, ctx, inlining);
  if (node.type === "sequence") return node.elements.every((e) => passable(e, ctx, inlining));
  const down = inner(node, ctx, inlining);
  return down !== null && passable(down[0], ctx, down[1]);
}

function leadsToTerminal(node: Node, ctx: Ctx, inlining: readonly string[]): boolean {
  if (isTerminal(node)) return true;
  const down = inner(node, ctx, inlining);
  return down !== null && leadsToTerminal(down[0], ctx, down[1]);
}

/**
 * Whether a node's code tests the input at `p` before any call or other work (after steps
 * that cost a test at most): a dispatch test would add nothing to it.
 */
function startsWithTest(node: Node, ctx: Ctx, inlining: readonly string[] = []): boolean {
  switch (node.type) {
    case "literal":
    case "class":
    case "any":
      return isTerminal(node);
    case "simple_and":
    case "simple_not":
      return zeroWidthTest(node, ctx) !== null;
    case "one_or_more":
      return leadsToTerminal(node.expression, ctx, inlining);
    case "sequence":
      for (const element of node.elements) {
        if (startsWithTest(element, ctx, inlining)) return true;
        if (!passable(element, ctx, inlining)) return false;
      }
      return false;
    case "choice":
      return node.alternatives.every((a) => startsWithTest(a, ctx, inlining));
  }
  const down = inner(node, ctx, inlining);
  return down !== null && startsWithTest(down[0], ctx, down[1]);
}

/** A test that the code unit `d` (-1 at the end of the input) is in `set`. */
function setTest(set: UnitSet, d: string, ctx: Ctx): string {
  const units = set.ranges.length === 0 ? "false" : classTest(set.ranges, d, ctx.constants);
  if (units === "false") return set.end ? `${d} < 0` : "false";
  if (units === "true") return set.end ? "true" : `${d} >= 0`;
  return set.end ? `${d} < 0 || ${units}` : `${d} >= 0 && (${units})`;
}

/**
 * For each alternative, the test that lets it be tried (null: always tried), and the statement
 * that reads the code unit into the variable the tests use ("" when no test is written).
 */
export function dispatchTests(
  alternatives: readonly Node[],
  ctx: Ctx,
): { read: string; tests: (string | null)[] } {
  const none = { read: "", tests: alternatives.map(() => null) };
  if (!ctx.silent || alternatives.length < 2) return none;
  const sets = alternatives.map((alternative) =>
    startsWithTest(alternative, ctx) ? null : ctx.analysis.starts.startOf(alternative),
  );
  if (sets.every((set) => set === null || isAll(set))) return none;
  const d = ctx.fn.local("d");
  const tests = sets.map((set) => (set === null || isAll(set) ? null : setTest(set, d, ctx)));
  return { read: `${d} = p < s.length ? s.charCodeAt(p) : -1;\n`, tests };
}
