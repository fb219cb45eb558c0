// The part of peggy 3's grammar AST the generator reads (peggy's own peg.d.ts declares it but
// does not export it). Nodes carry `match` after peggy's inferenceMatchResult pass:
// 1 always matches, 0 sometimes, -1 never.

export type Boundary =
  | { readonly type: "constant"; readonly value: number | null }
  | { readonly type: "variable" | "function"; readonly value: string };

interface Expr<T extends string> {
  readonly type: T;
  match?: number;
}
interface Unary<T extends string> extends Expr<T> {
  readonly expression: Node;
}
interface Code<T extends string> extends Expr<T> {
  readonly code: string;
}

export type Node =
  | (Unary<"named"> & { readonly name: string })
  | (Expr<"choice"> & { readonly alternatives: readonly Node[] })
  | (Unary<"action"> & Code<"action">)
  | (Expr<"sequence"> & { readonly elements: readonly Node[] })
  | (Unary<"labeled"> & { readonly label: string | null; readonly pick?: boolean })
  | Unary<"text">
  | Unary<"simple_and">
  | Unary<"simple_not">
  | Unary<"optional">
  | Unary<"zero_or_more">
  | Unary<"one_or_more">
  | Unary<"group">
  | (Unary<"repeated"> & {
      readonly min: Boundary | null;
      readonly max: Boundary;
      readonly delimiter: Node | null;
    })
  | Code<"semantic_and">
  | Code<"semantic_not">
  | (Expr<"rule_ref"> & { readonly name: string })
  | (Expr<"literal"> & { readonly value: string; readonly ignoreCase: boolean })
  | (Expr<"class"> & {
      readonly parts: readonly (string | readonly [string, string])[];
      readonly inverted: boolean;
      readonly ignoreCase: boolean;
    })
  | Expr<"any">;

export type NodeOf<T extends Node["type"]> = Extract<Node, { type: T }>;

export interface Rule {
  readonly type: "rule";
  readonly name: string;
  readonly expression: Node;
}

export interface Grammar {
  readonly type: "grammar";
  readonly topLevelInitializer?: { readonly code: string } | null;
  readonly initializer?: { readonly code: string } | null;
  readonly rules: readonly Rule[];
  code?: string;
}

/** The direct sub-expressions of a node, in evaluation order. */
export function childrenOf(node: Node): Node[] {
  switch (node.type) {
    case "choice":
      return [...node.alternatives];
    case "sequence":
      return [...node.elements];
    case "repeated":
      return node.delimiter === null ? [node.expression] : [node.expression, node.delimiter];
    case "semantic_and":
    case "semantic_not":
    case "rule_ref":
    case "literal":
    case "class":
    case "any":
      return [];
    default:
      return [node.expression];
  }
}

/** Calls `visit` on a node and on every node below it. */
export function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of childrenOf(node)) walk(child, visit);
}
