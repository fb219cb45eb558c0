// Predicates (&, !), optionals and repetitions (*, +, |min..max, delimiter|).
import type { Boundary, Node, NodeOf } from "./ast.js";
import { block, Fail, indent, NO_VALUE, scoped, type Ctx, type Out } from "./context.js";
import { isTerminal, terminalTest, type Terminal } from "./emit-terminals.js";
import { pureTest } from "./emit-tests.js";

/** &e and !e: e is matched silently and `p` is left where it was. */
export function emitPredicate(
  node: NodeOf<"simple_and"> | NodeOf<"simple_not">,
  ctx: Ctx,
  fail: Fail,
  dirty: boolean,
): Out {
  const and = node.type === "simple_and";
  const silent = scoped(ctx, true);
  const inner = node.expression;
  const test = pureTest(inner, silent);
  if (test !== null) {
    const failing = and ? (test === "true" ? "false" : `!(${test})`) : test;
    return { code: `if (${failing}) ${fail.at(dirty)}\n`, value: NO_VALUE, moved: false };
  }
  const start = ctx.fn.local("q");
  if (and) {
    const out = ctx.emit(inner, silent, false, fail, dirty);
    const code = out.moved ? `${start} = p;\n${out.code}p = ${start};\n` : out.code;
    return { code, value: NO_VALUE, moved: false };
  }
  const label = ctx.fn.label();
  const own = new Fail(`p = ${start};`, `break ${label};`);
  const out = ctx.emit(inner, silent, false, own, false);
  const code = `${out.code}${fail.at(dirty || out.moved)}\n`;
  return {
    code: `${own.usedDirty ? `${start} = p;\n` : ""}${block(label, code)}`,
    value: NO_VALUE,
    moved: false,
  };
}

/** The terminal a node comes down to (through rules written in place), or null. */
function terminalOf(node: Node, ctx: Ctx): Terminal | null {
  if (isTerminal(node)) return node;
  if (node.type !== "rule_ref" || !ctx.analysis.inlined.has(node.name)) return null;
  const expression = ctx.analysis.rules.get(node.name)!.expression;
  return expression.type === "rule_ref" ? null : terminalOf(expression, ctx);
}

/** A terminal repeated without values (`[ \t]*`, `$[0-9]+`): a scan. */
function scan(terminal: Terminal, ctx: Ctx, min: number, fail: Fail, dirty: boolean): Out {
  const step = terminal.type === "literal" ? terminal.value.length : 1;
  const first = min > 0 ? ctx.fn.local("q") : null;
  let code = `${first !== null ? `${first} = p;\n` : ""}while (${terminalTest(terminal, ctx)}) ${step === 1 ? "p++" : `p += ${step}`};\n`;
  // The scan ends on a failed test: recorded where failures count.
  if (!ctx.silent) {
    ctx.constants.helpers.add("peg$fail");
    code += "peg$fail(p);\n";
  }
  if (first !== null) code += `if (p === ${first}) ${fail.at(dirty)}\n`;
  return { code, value: NO_VALUE, moved: true };
}

/** e?: the value of e, or null (and `p` unmoved) when e fails. */
export function emitOptional(node: NodeOf<"optional">, ctx: Ctx, need: boolean): Out {
  const label = ctx.fn.label();
  const start = ctx.fn.local("q");
  const own = new Fail(`p = ${start};`, `break ${label};`);
  const out = ctx.emit(node.expression, scoped(ctx), need, own, false);
  const value = need ? ctx.fn.local("v") : NO_VALUE;
  const body = `${out.code}${need ? `${value} = ${out.value};\n` : ""}`;
  const code =
    (own.usedDirty ? `${start} = p;\n` : "") +
    (need ? `${value} = null;\n` : "") +
    block(label, body);
  return { code, value, moved: out.moved };
}

function constant(boundary: Boundary): number | null {
  if (boundary.type !== "constant")
    throw new Error("scripts/peg: only constant repetition boundaries are supported");
  return boundary.value;
}

/**
 * e*, e+ and e|min..max, d|: as many matches as there are (up to max), each failed attempt
 * undone; fewer than min fails. The maximum is checked before an attempt, as peggy does, so
 * no attempt (and no recorded failure) follows the last allowed match.
 */
export function emitLoop(
  node: NodeOf<"zero_or_more"> | NodeOf<"one_or_more"> | NodeOf<"repeated">,
  ctx: Ctx,
  need: boolean,
  fail: Fail,
  dirty: boolean,
): Out {
  const repeated = node.type === "repeated" ? node : null;
  const min = repeated
    ? constant(repeated.min ?? repeated.max)!
    : node.type === "one_or_more"
      ? 1
      : 0;
  const max = repeated ? constant(repeated.max) : null;
  if (max === 0) throw new Error("scripts/peg: a repetition of at most 0 is not supported");
  const delimiter = repeated?.delimiter ?? null;
  // Without values, e+ needs no count: every match consumes input (peggy rejects e+ and e*
  // where e can match nothing), so "at least one" is "p moved".
  const byPosition = !need && max === null && delimiter === null && min <= 1;
  const terminal = byPosition ? terminalOf(node.expression, ctx) : null;
  if (terminal !== null) return scan(terminal, ctx, min, fail, dirty);
  const loop = ctx.fn.label();
  const start = ctx.fn.local("q");
  const items = need ? ctx.fn.local("v") : null;
  const count = items !== null ? `${items}.length` : byPosition ? null : ctx.fn.local("k");
  const own = new Fail(`p = ${start};`, `break ${loop};`);
  let body = max !== null ? `if (${count} >= ${max}) break;\n` : "";
  let afterDelimiter = false;
  if (delimiter !== null) {
    const d = ctx.emit(delimiter, scoped(ctx), false, own, false);
    body += `if (${count} > 0) {\n${indent(d.code)}}\n`;
    afterDelimiter = d.moved;
  }
  const out = ctx.emit(node.expression, scoped(ctx), need, own, afterDelimiter);
  body += out.code;
  if (items !== null) body += `${items}.push(${out.value});\n`;
  else if (count !== null) body += `${count}++;\n`;
  const first = byPosition && min > 0 ? ctx.fn.local("q") : null;
  const init =
    items !== null
      ? `${items} = [];\n`
      : count !== null
        ? `${count} = 0;\n`
        : first !== null
          ? `${first} = p;\n`
          : "";
  let code = `${init}${loop}: for (;;) {\n${indent((own.usedDirty ? `${start} = p;\n` : "") + body)}}\n`;
  if (first !== null) code += `if (p === ${first}) ${fail.at(dirty)}\n`;
  else if (min > 0) code += `if (${count} < ${min}) ${fail.at(dirty || (min > 1 && out.moved))}\n`;
  return { code, value: items ?? NO_VALUE, moved: out.moved };
}
