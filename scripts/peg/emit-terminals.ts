// Literals, classes and `.`: a test at `p`, the value, the step forward. In a context that
// records failures, a failing test records `p` (peggy's peg$fail: only the position is kept,
// since callers only read the error offset).
import type { NodeOf } from "./ast.js";
import { classRanges, classTest, jsString, literalTest, readsTwice } from "./classes.js";
import { NO_VALUE, type Ctx, type Fail, type Out } from "./context.js";

export type Terminal = NodeOf<"literal"> | NodeOf<"class"> | NodeOf<"any">;

const ranges = new WeakMap<NodeOf<"class">, ReturnType<typeof classRanges>>();

/** Whether a node is one test of the input at `p` (a literal that cannot be empty, a class, `.`). */
export const isTerminal = (node: { type: string; value?: unknown }): node is Terminal =>
  node.type === "class" || node.type === "any" || (node.type === "literal" && node.value !== "");

/** The test, as an expression that is true when the terminal matches at `p`. */
export function terminalTest(node: Terminal, ctx: Ctx): string {
  switch (node.type) {
    case "any":
      return "p < s.length";
    case "literal": {
      const test = literalTest(node.value, node.ignoreCase, ctx.constants.inlineIgnoreCase);
      if (test.includes("peg$equalsLower")) ctx.constants.helpers.add("peg$equalsLower");
      if (/peg\$lower\(|peg\$equalsLower/.test(test)) ctx.constants.helpers.add("peg$lower");
      return test;
    }
    case "class": {
      let known = ranges.get(node);
      if (known === undefined) ranges.set(node, (known = classRanges(node)));
      const test = classTest(known, "c", ctx.constants);
      if (test === "true") return "p < s.length";
      if (test === "false") return "false";
      const read = readsTwice(test, "c")
        ? test.replace(/\bc\b/, "(c = s.charCodeAt(p))")
        : test.replace(/\bc\b/, "s.charCodeAt(p)");
      return `p < s.length && ${/\|\||\?/.test(read) ? `(${read})` : read}`;
    }
  }
}

/** The statement for a failed test: record the position when failures count, then fail. */
export const failedTest = (ctx: Ctx, fail: Fail, dirty: boolean): string => {
  if (ctx.silent) return fail.at(dirty);
  ctx.constants.helpers.add("peg$fail");
  return `{ peg$fail(p); ${fail.at(dirty)} }`;
};

export function emitTerminal(
  node: Terminal,
  ctx: Ctx,
  need: boolean,
  fail: Fail,
  dirty: boolean,
): Out {
  const length = node.type === "literal" ? node.value.length : 1;
  let code = `if (!(${terminalTest(node, ctx)})) ${failedTest(ctx, fail, dirty)}\n`;
  let value = NO_VALUE;
  if (node.type === "literal" && !node.ignoreCase) value = jsString(node.value);
  else if (need) {
    value = ctx.fn.local("v");
    code +=
      length === 1 ? `${value} = s.charAt(p);\n` : `${value} = s.substring(p, p + ${length});\n`;
  }
  code += length === 1 ? "p++;\n" : `p += ${length};\n`;
  return { code, value, moved: true };
}
