// Expressions that come down to one boolean test at `p`, without moving it: what a lookahead
// asks (`&[ \t#]`, `!.`, `&(A / B)`), and choices or sequences of lookaheads (`&[\r\n] / !.`).
// Failures inside a lookahead are never recorded, so such a test needs no failure
// bookkeeping, and no position needs saving or restoring.
import type { Node } from "./ast.js";
import type { Ctx } from "./context.js";
import { isTerminal, terminalTest } from "./emit-terminals.js";

const all = (tests: (string | null)[], operator: "||" | "&&"): string | null =>
  tests.includes(null) ? null : tests.map((test) => `(${test})`).join(` ${operator} `);

/** A test of a node that never moves `p` (lookaheads and their combinations), or null. */
export function zeroWidthTest(node: Node, ctx: Ctx): string | null {
  switch (node.type) {
    case "simple_and": {
      const test = pureTest(node.expression, ctx);
      return test === null ? null : test;
    }
    case "simple_not": {
      const test = pureTest(node.expression, ctx);
      return test === null ? null : `!(${test})`;
    }
    case "literal":
      return node.value === "" ? "true" : null;
    case "choice":
      return all(
        node.alternatives.map((a) => zeroWidthTest(a, ctx)),
        "||",
      );
    case "sequence":
      return all(
        node.elements.map((e) => zeroWidthTest(e, ctx)),
        "&&",
      );
    case "group":
      return zeroWidthTest(node.expression, ctx);
    default:
      return null;
  }
}

/**
 * Whether a node would match at `p`, as a test that does not move `p` (where it would end is
 * not asked): for the inside of a lookahead. Null when the node needs real code.
 */
export function pureTest(node: Node, ctx: Ctx, inlining: readonly string[] = []): string | null {
  if (node.type === "literal" && node.value === "") return "true";
  if (isTerminal(node)) return terminalTest(node, ctx);
  switch (node.type) {
    case "simple_and":
    case "simple_not":
      return zeroWidthTest(node, ctx);
    case "optional":
    case "zero_or_more":
      return "true";
    case "choice":
      return all(
        node.alternatives.map((a) => pureTest(a, ctx, inlining)),
        "||",
      );
    case "sequence": {
      // Lookaheads, then one element that may move: the lookaheads all test `p`.
      const last = node.elements[node.elements.length - 1];
      if (last === undefined) return "true";
      const before = node.elements.slice(0, -1).map((e) => zeroWidthTest(e, ctx));
      return all([...before, pureTest(last, ctx, inlining)], "&&");
    }
    case "group":
    case "text":
    case "named":
    case "labeled":
    case "action":
    case "one_or_more":
      return pureTest(node.expression, ctx, inlining);
    case "repeated": {
      const min = node.min ?? node.max;
      return min.type === "constant" && min.value === 0 ? "true" : null;
    }
    case "rule_ref": {
      // Only rules written in place anyway, and never a rule inside itself.
      if (!ctx.analysis.inlined.has(node.name) || inlining.includes(node.name)) return null;
      const rule = ctx.analysis.rules.get(node.name)!;
      return pureTest(rule.expression, ctx, [...inlining, node.name]);
    }
    default:
      return null;
  }
}
