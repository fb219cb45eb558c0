// Code for each kind of expression. `emit(node, ctx, need, fail, dirty)` writes code that
// matches `node` at `p` and advances `p`; `need` says whether the value is used (when not,
// nothing is built: no arrays, no substrings, no action calls). Values are what peggy 3
// gives: sequences → arrays (or the plucked values), optional → null when absent,
// repetitions → arrays, predicates → undefined, `$` → the matched text.
import type { Node, NodeOf } from "./ast.js";
import { block, Fail, NO_VALUE, scoped, type Ctx, type Out } from "./context.js";
import { emitLoop, emitOptional, emitPredicate } from "./emit-loops.js";
import { emitTerminal } from "./emit-terminals.js";
import { zeroWidthTest } from "./emit-tests.js";
import { dispatchTests } from "./emit-dispatch.js";

const POSITION_HELPERS = /(?<![\w$.])(range|offset|text|location)\s*\(/;

function emitSequence(
  node: NodeOf<"sequence">,
  ctx: Ctx,
  need: boolean,
  fail: Fail,
  dirty: boolean,
): Out {
  const picked = node.elements.filter((e) => e.type === "labeled" && e.pick === true);
  let code = "";
  let moved = false;
  const values: string[] = [];
  for (const element of node.elements) {
    const wanted = need && (picked.length === 0 || picked.includes(element));
    const out = emit(element, ctx, wanted, fail, dirty || moved);
    code += out.code;
    moved ||= out.moved;
    values.push(out.value);
  }
  if (!need) return { code, value: NO_VALUE, moved };
  if (picked.length === 1)
    return { code, value: values[node.elements.indexOf(picked[0]!)]!, moved };
  const wantedValues =
    picked.length === 0 ? values : picked.map((e) => values[node.elements.indexOf(e)]!);
  const value = ctx.fn.local("v");
  return { code: `${code}${value} = [${wantedValues.join(", ")}];\n`, value, moved };
}

function emitAction(
  node: NodeOf<"action">,
  ctx: Ctx,
  need: boolean,
  fail: Fail,
  dirty: boolean,
): Out {
  // The action sees the labels of its expression (a sequence shares its scope with it).
  const own = { ...scoped(ctx), actionsCalled: need };
  const out = emit(node.expression, own, false, fail, dirty);
  // Actions are pure (they build values): when the value is not used, the call is skipped.
  if (!need) return { ...out, value: NO_VALUE };
  const params = ctx.analysis.params.get(node) ?? [];
  const name = ctx.constants.action(params, node.code);
  const value = ctx.fn.local("v");
  const call = `${value} = ${name}(${params.map((label) => own.env.get(label)).join(", ")});\n`;
  if (!POSITION_HELPERS.test(node.code)) return { code: out.code + call, value, moved: out.moved };
  // range(), offset(), text() and location() read the action's start and end.
  const start = ctx.fn.local("q");
  const code = `${start} = p;\n${out.code}peg$savedPos = ${start};\npeg$currPos = p;\n${call}`;
  return { code, value, moved: out.moved };
}

function emitChoice(
  node: NodeOf<"choice">,
  ctx: Ctx,
  need: boolean,
  fail: Fail,
  dirty: boolean,
): Out {
  // An alternative that always matches ends the choice (peggy writes nothing after it).
  const always = node.alternatives.findIndex((a) => a.match === 1);
  const alternatives = always === -1 ? node.alternatives : node.alternatives.slice(0, always + 1);
  if (alternatives.length === 1) return emit(alternatives[0]!, scoped(ctx), need, fail, dirty);
  const end = ctx.fn.label();
  const start = ctx.fn.local("q");
  const value = need ? ctx.fn.local("v") : NO_VALUE;
  const { read, tests } = dispatchTests(alternatives, ctx);
  let code = "";
  let moved = false;
  let saved = false;
  alternatives.forEach((alternative, i) => {
    const last = i === alternatives.length - 1;
    const label = ctx.fn.label();
    const own = last ? fail : new Fail(`p = ${start};`, `break ${label};`);
    const out = emit(alternative, scoped(ctx), need, own, last ? dirty : false);
    moved ||= out.moved;
    saved ||= !last && own.usedDirty;
    const keep = need ? `${value} = ${out.value};\n` : "";
    // Skipped where it cannot start (p has not moved: no position to restore).
    // The unit is read where the first test needs it (every later alternative passes there).
    const test = tests[i];
    const first = test && tests.findIndex((t) => t) === i ? read : "";
    const skip = test
      ? `${first}if (!(${test})) ${last ? fail.at(dirty) : `break ${label};`}\n`
      : "";
    code += last
      ? skip + out.code + keep
      : block(label, `${skip}${out.code}${keep}break ${end};\n`);
  });
  return { code: `${saved ? `${start} = p;\n` : ""}${block(end, code)}`, value, moved };
}

function emitNamed(
  node: NodeOf<"named">,
  ctx: Ctx,
  need: boolean,
  fail: Fail,
  dirty: boolean,
): Out {
  if (ctx.silent) return emit(node.expression, ctx, need, fail, dirty);
  // A rule with a display name parses silently and records one failure, at its start.
  ctx.constants.helpers.add("peg$fail");
  const start = ctx.fn.local("q");
  const own = new Fail(`p = ${start};`, () => `{ peg$fail(p); ${fail.at(dirty)} }`);
  const out = emit(node.expression, { ...ctx, silent: true }, need, own, false);
  return { ...out, code: `${own.usedDirty ? `${start} = p;\n` : ""}${out.code}` };
}

function emitSemantic(
  node: NodeOf<"semantic_and"> | NodeOf<"semantic_not">,
  ctx: Ctx,
  fail: Fail,
  dirty: boolean,
): Out {
  const params = ctx.analysis.params.get(node) ?? [];
  const name = ctx.constants.action(params, node.code);
  const call = `${name}(${params.map((label) => ctx.env.get(label)).join(", ")})`;
  const test = node.type === "semantic_and" ? `!${call}` : call;
  return {
    code: `peg$savedPos = p;\npeg$currPos = p;\nif (${test}) ${fail.at(dirty)}\n`,
    value: NO_VALUE,
    moved: false,
  };
}

export function emit(node: Node, ctx: Ctx, need: boolean, fail: Fail, dirty: boolean): Out {
  // Lookaheads combined by choices and sequences: one test, when the value is not needed.
  if (!need && (node.type === "choice" || node.type === "sequence")) {
    const test = zeroWidthTest(node, ctx);
    if (test !== null)
      return {
        code: test === "true" ? "" : `if (!(${test})) ${fail.at(dirty)}\n`,
        value: NO_VALUE,
        moved: false,
      };
  }
  switch (node.type) {
    case "literal":
      if (node.value === "") return { code: "", value: '""', moved: false };
      return emitTerminal(node, ctx, need, fail, dirty);
    case "class":
    case "any":
      return emitTerminal(node, ctx, need, fail, dirty);
    case "rule_ref":
      return ctx.caller.call(node.name, ctx, need, fail, dirty);
    case "sequence":
      return emitSequence(node, ctx, need, fail, dirty);
    case "labeled": {
      const used =
        (ctx.actionsCalled && ctx.analysis.actionLabels.has(node)) ||
        ctx.analysis.predicateLabels.has(node);
      const out = emit(node.expression, scoped(ctx), need || used, fail, dirty);
      if (node.label !== null) ctx.env.set(node.label, out.value);
      return out;
    }
    case "group":
      return emit(node.expression, scoped(ctx), need, fail, dirty);
    case "action":
      return emitAction(node, ctx, need, fail, dirty);
    case "choice":
      return emitChoice(node, ctx, need, fail, dirty);
    case "named":
      return emitNamed(node, ctx, need, fail, dirty);
    case "text": {
      const inner = emit(node.expression, scoped(ctx), false, fail, dirty);
      if (!need) return inner;
      // The text is cut where its value is used (an action, a rule's return, an array): a
      // sequence that fails after it (a field name not followed by a colon) cuts nothing.
      const start = ctx.fn.local("q");
      const end = ctx.fn.local("q");
      const code = `${start} = p;\n${inner.code}${end} = p;\n`;
      return { code, value: `s.substring(${start}, ${end})`, moved: inner.moved };
    }
    case "simple_and":
    case "simple_not":
      return emitPredicate(node, ctx, fail, dirty);
    case "optional":
      return emitOptional(node, ctx, need);
    case "zero_or_more":
    case "one_or_more":
    case "repeated":
      return emitLoop(node, ctx, need, fail, dirty);
    case "semantic_and":
    case "semantic_not":
      return emitSemantic(node, ctx, fail, dirty);
  }
}
