// The page's element tree as plain data (PagePolicy.document): a flat list in document order
// in which an element's node opens it, its text and elements follow, and `null` closes it.
// Flat, so that any depth survives structuredClone and JSON (both recurse over nested
// objects and overflow on deep pages), with no parent pointers, Maps or hidden state. Every
// walk is iterative. (Walking it with element paths is src/engine/document.ts.)
import type { PageDocument, PageNode } from "./model.js";
import type { TreeNode } from "./tree.js";

export interface MetaAttributes {
  readonly name?: string;
  readonly content?: string;
}

/** The flat copy of a tree built by tree.ts, and where each element opens in it. */
export function toDocument(
  root: TreeNode,
  metas: ReadonlyMap<TreeNode, MetaAttributes>,
): { document: PageDocument; indexOf: Map<TreeNode, number> } {
  const document: (PageNode | string | null)[] = [];
  const indexOf = new Map<TreeNode, number>();
  const stack: (TreeNode | string | null)[] = [root];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item === null || typeof item === "string") {
      document.push(item);
      continue;
    }
    const meta = metas.get(item);
    indexOf.set(item, document.length);
    document.push({
      tag: item.tag,
      ...(item.id !== undefined ? { id: item.id } : {}),
      ...(item.classes.length > 0 ? { classes: item.classes } : {}),
      ...(meta?.name !== undefined ? { name: meta.name } : {}),
      ...(meta?.content !== undefined ? { content: meta.content } : {}),
    });
    stack.push(null);
    for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
  }
  return { document, indexOf };
}

const BLOCK = new Set(
  "address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul".split(
    " ",
  ),
);

/**
 * The text content of the element that opens at `start` (script and style left out, and any
 * element `skip` names), words separated at block elements ("<p>a</p><p>b</p>" reads "a b").
 */
export function textOf(
  document: PageDocument,
  start: number,
  skip?: (node: PageNode, index: number) => boolean,
): string {
  const parts: string[] = [];
  const blocks: boolean[] = [];
  let skipping = 0; // depth inside a skipped element
  for (let i = start; i < document.length; i++) {
    const item = document[i]!;
    if (typeof item === "string") {
      if (skipping === 0) parts.push(item);
      continue;
    }
    if (item === null) {
      if (skipping > 0) skipping--;
      else if (blocks.pop()) parts.push(" ");
      if (blocks.length === 0 && skipping === 0) break;
      continue;
    }
    if (skipping > 0 || item.tag === "script" || item.tag === "style" || skip?.(item, i)) {
      skipping++;
      if (i === start) break;
      continue;
    }
    const block = BLOCK.has(item.tag);
    if (block) parts.push(" ");
    blocks.push(block);
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}
