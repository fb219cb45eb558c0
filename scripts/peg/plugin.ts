// The peggy plugin: peggy 3 parses the grammar and runs its check and transform passes
// (undefined rules, infinite loops, proxy rules, match inference); this plugin replaces its
// code generation with scripts/peg's. Options: `pegModule: { header, grammarText }`.
import type peggy from "peggy";
import { analyse } from "./analysis.js";
import type { Grammar, Node } from "./ast.js";
import { walk } from "./ast.js";
import { verifyRuntimeLower } from "./classes.js";
import { Constants, inlinePositions } from "./constants.js";
import { moduleCode } from "./module.js";
import { Rules } from "./rules.js";

export interface PegModuleOptions {
  /** Lines at the top of the module (e.g. `// @ts-nocheck` and a do-not-edit note). */
  readonly header: string;
  /** The grammar text, for the rule source written above each rule function. */
  readonly grammarText?: string;
  /** Rules `parsePrefix` may match at an offset (the grammar's `// prefix rules:`). */
  readonly prefixRules?: readonly string[];
  /** The repetition `parseEach` reads item by item (the grammar's `// each: Item by Separator`). */
  readonly each?: { readonly item: string; readonly separator: string };
  /** The longest case-insensitive literal tested inline (the grammar's `// inline case-insensitive literals up to:`). */
  readonly inlineIgnoreCase?: number;
}

/** The code of every action and semantic predicate, and the unsupported features they use. */
function actionCode(grammar: Grammar): string[] {
  const code: string[] = [];
  for (const rule of grammar.rules)
    walk(rule.expression, (node: Node) => {
      if (node.type === "action" || node.type === "semantic_and" || node.type === "semantic_not")
        code.push(node.code);
    });
  for (const text of code)
    if (/(?<![\w$.])(error|expected)\s*\(/.test(text))
      throw new Error("scripts/peg: error() and expected() in actions are not supported");
  // As hoisted (constants.ts): a helper is written only if some action still calls it.
  return code.map(inlinePositions);
}

function ruleSource(grammar: Grammar, text: string | undefined): (rule: string) => string {
  return (name) => {
    const rule = grammar.rules.find((r) => r.name === name) as
      { location?: { start: { offset: number }; end: { offset: number } } } | undefined;
    const span = rule?.location;
    return text !== undefined && span !== undefined
      ? text.slice(span.start.offset, span.end.offset).replace(/\s+$/, "")
      : name;
  };
}

export function generate(
  grammar: Grammar,
  startRules: readonly string[],
  options: PegModuleOptions,
): string {
  if (grammar.initializer)
    throw new Error("scripts/peg: per-parse initializers ({ … }) are not supported; use {{ … }}");
  verifyRuntimeLower();
  const code = actionCode(grammar);
  const analysis = analyse(grammar);
  const constants = new Constants(options.inlineIgnoreCase);
  const rules = new Rules(analysis, constants, ruleSource(grammar, options.grammarText));
  const startFunctions = startRules.map((rule) => rules.variant(rule, false, true));
  const prefixRules = options.prefixRules ?? [];
  for (const rule of prefixRules)
    if (!analysis.rules.has(rule))
      throw new Error(`scripts/peg: no rule ${rule} to match as a prefix`);
  // Silent: a prefix that does not match is an answer, not an error to place.
  const prefixFunctions = prefixRules.map((rule) => rules.variant(rule, true, true));
  const each = options.each;
  for (const rule of each ? [each.item, each.separator] : [])
    if (!analysis.rules.has(rule))
      throw new Error(`scripts/peg: no rule ${rule} to read item by item`);
  const eachFunctions = each && {
    itemFunction: rules.variant(each.item, true, true),
    separatorFunction: rules.variant(each.separator, true, false),
  };
  const functions = rules.functions(startRules);
  return moduleCode({
    header: options.header,
    topLevelInitializer: grammar.topLevelInitializer?.code,
    startRules,
    startFunctions,
    prefixRules,
    prefixFunctions,
    ...(each && eachFunctions ? { each: { ...each, ...eachFunctions } } : {}),
    actionCode: code,
    constants,
    functions,
  });
}

/** Use as `plugins: [pegModule]` with `output: "source"`; peggy returns the module's text. */
export const pegModule: peggy.Plugin = {
  use(config) {
    config.passes.generate = [
      (ast, options) => {
        const own = (options as { pegModule?: PegModuleOptions }).pegModule;
        const grammar = ast as unknown as Grammar;
        grammar.code = generate(grammar, options.allowedStartRules ?? [], own ?? { header: "" });
      },
    ];
  },
};
