// The light element tree's node and what the page reader keeps of a start tag's attributes
// (src/html/tree.ts builds the tree).
/** A node of the light tree kept for extract(). Its path is computed only when asked for. */
export interface TreeNode {
  readonly tag: string;
  readonly id: string | undefined;
  readonly classes: readonly string[];
  /** Its position among its parent's children of the same tag, from 1. */
  readonly nth: number;
  readonly parent: TreeNode | undefined;
  readonly children: (TreeNode | string)[];
  /** UTF-16 offset of the element's "<" (for an element implied by an end tag, of that tag's "<"). */
  readonly start: number;
}

/** The attributes the page reader uses, with character references decoded; the first of duplicates wins (§13.2.5.33). */
export type Attributes = { [name in (typeof KEPT)[number]]?: string };
export const KEPT = [
  "class",
  "id",
  "name",
  "content",
  "encoding",
  "color",
  "face",
  "size",
] as const;
export const KEPT_SET: ReadonlySet<string> = new Set(KEPT);
export const KEPT_FIRST: ReadonlySet<number> = new Set(KEPT.map((name) => name.charCodeAt(0)));

/** Called for each element as it is inserted (its parent set), with its attributes. */
export type ElementVisitor = (node: TreeNode, attributes: Attributes) => void;

/** How deep the element tree goes (Blink: 512); deeper elements hang from the element at this depth. */
export const MAX_TREE_DEPTH = 512;
