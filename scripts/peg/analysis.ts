// What the emitter needs to know before it writes a line: which labels some action reads
// (only those values are kept), which parameters each action gets, which rules call
// themselves, and which rules are small or used once (their code is written in place of the
// call).
import { childrenOf, walk, type Grammar, type Node, type NodeOf, type Rule } from "./ast.js";
import { StartSets } from "./first.js";

type CodeNode = NodeOf<"action"> | NodeOf<"semantic_and"> | NodeOf<"semantic_not">;
type LabeledNode = NodeOf<"labeled">;

export interface Analysis {
  readonly rules: ReadonlyMap<string, Rule>;
  /** Labeled nodes whose label some action reads (needed when that action is called). */
  readonly actionLabels: ReadonlySet<LabeledNode>;
  /** Labeled nodes whose label some semantic predicate reads (always needed). */
  readonly predicateLabels: ReadonlySet<LabeledNode>;
  /** The labels each action or predicate reads, in peggy's parameter order. */
  readonly params: ReadonlyMap<CodeNode, readonly string[]>;
  /** Rules whose code is written in place of every call. */
  readonly inlined: ReadonlySet<string>;
  /** What each expression can start with (first.ts). */
  readonly starts: StartSets;
}

/** Does `code` mention `name` as an identifier (a property named so counts too: harmless)? */
function mentions(code: string, name: string): boolean {
  if (/(?<![\w$])arguments(?![\w$])/.test(code)) return true;
  const escaped = name.replace(/\$/g, "\\$");
  return new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(code);
}

/**
 * Replays peggy's label scoping (generate-bytecode.js: a sequence shares its environment with
 * its elements and its action, every other node gives its child a copy) and records, for each
 * action, the labels it sees and reads.
 */
function scopeLabels(
  grammar: Grammar,
): Pick<Analysis, "actionLabels" | "predicateLabels" | "params"> {
  const actionLabels = new Set<LabeledNode>();
  const predicateLabels = new Set<LabeledNode>();
  const params = new Map<CodeNode, string[]>();
  const record = (node: CodeNode, env: ReadonlyMap<string, LabeledNode>): void => {
    const read = [...env.keys()].filter((label) => mentions(node.code, label));
    const used = node.type === "action" ? actionLabels : predicateLabels;
    for (const label of read) used.add(env.get(label)!);
    params.set(node, read);
  };
  const visit = (node: Node, env: Map<string, LabeledNode>): void => {
    switch (node.type) {
      case "named":
        return visit(node.expression, env);
      case "action": {
        const own = new Map(env);
        visit(node.expression, own);
        return record(node, own);
      }
      case "sequence":
        for (const element of node.elements) visit(element, env);
        return;
      case "labeled":
        visit(node.expression, new Map(env));
        if (node.label !== null) env.set(node.label, node);
        return;
      case "semantic_and":
      case "semantic_not":
        return record(node, env);
      default:
        for (const child of childrenOf(node)) visit(child, new Map(env));
    }
  };
  for (const rule of grammar.rules) visit(rule.expression, new Map());
  return { actionLabels, predicateLabels, params };
}

function referencesOf(node: Node): string[] {
  const names: string[] = [];
  walk(node, (n) => {
    if (n.type === "rule_ref") names.push(n.name);
  });
  return names;
}

/** Rules that can reach themselves through calls. */
function recursiveRules(rules: ReadonlyMap<string, Rule>): Set<string> {
  const calls = new Map([...rules].map(([name, rule]) => [name, referencesOf(rule.expression)]));
  const recursive = new Set<string>();
  for (const name of rules.keys()) {
    const seen = new Set<string>();
    const stack = [...calls.get(name)!];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (next === name) {
        recursive.add(name);
        break;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(calls.get(next) ?? []));
    }
  }
  return recursive;
}

/** Rules this small are written in place of each call (nodes, counting inlined calls). */
const SMALL_RULE = 8;
/** A rule called from one place is written there unless it is this large. */
const ONCE_CALLED_RULE = 150;

function inlinedRules(rules: ReadonlyMap<string, Rule>): Set<string> {
  const recursive = recursiveRules(rules);
  const sites = new Map<string, number>();
  for (const rule of rules.values())
    for (const name of referencesOf(rule.expression)) sites.set(name, (sites.get(name) ?? 0) + 1);
  const inlined = new Set<string>();
  const weights = new Map<string, number>();
  const weightOf = (name: string): number => {
    if (recursive.has(name)) return 1;
    const known = weights.get(name);
    if (known !== undefined) return known;
    let weight = 0;
    walk(rules.get(name)!.expression, (n) => {
      weight += n.type === "rule_ref" && inlined.has(n.name) ? weightOf(n.name) : 1;
    });
    weights.set(name, weight);
    const calls = sites.get(name) ?? 0;
    if (weight <= (calls === 1 ? ONCE_CALLED_RULE : SMALL_RULE)) inlined.add(name);
    return weight;
  };
  // Callees first, so that a caller's weight counts what is written into it.
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (name: string): void => {
    if (placed.has(name)) return;
    placed.add(name);
    for (const callee of referencesOf(rules.get(name)!.expression)) place(callee);
    order.push(name);
  };
  for (const name of rules.keys()) place(name);
  for (const name of order) weightOf(name);
  return inlined;
}

export function analyse(grammar: Grammar): Analysis {
  const rules = new Map(grammar.rules.map((rule) => [rule.name, rule]));
  return {
    rules,
    ...scopeLabels(grammar),
    inlined: inlinedRules(rules),
    starts: new StartSets(grammar),
  };
}
