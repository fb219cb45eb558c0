// The page's element tree as plain data (PagePolicy.document): a flat list in document order
// in which an element's node opens it, its text and elements follow, and `null` closes it.
// Flat, so that any depth survives structuredClone and JSON (both recurse over nested
// objects and overflow on deep pages), with no parent pointers, Maps or hidden state. Every
// walk is iterative. (Walking it with element paths is document-query.ts.)
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

/**
 * Text with white space collapsed as textOf collapses it: `core` has none at either end,
 * `lead`/`trail` say whether white space stood there (an all-space text has both).
 */
interface Segment {
  readonly core: string;
  readonly lead: boolean;
  readonly trail: boolean;
}
const EMPTY: Segment = { core: "", lead: false, trail: false };
const SPACE: Segment = { core: "", lead: true, trail: true };

function segmentOf(text: string): Segment {
  const collapsed = text.replace(/\s+/g, " ");
  return { core: collapsed.trim(), lead: collapsed[0] === " ", trail: collapsed.at(-1) === " " };
}

/** `a` then `b`, white space between them collapsed to one space (the cores join as ropes: O(1)). */
function join(a: Segment, b: Segment): Segment {
  if (a.core === "") {
    if (b.core === "") return a.lead || b.lead ? SPACE : EMPTY;
    return a.lead && !b.lead ? { core: b.core, lead: true, trail: b.trail } : b;
  }
  if (b.core === "") return b.lead && !a.trail ? { core: a.core, lead: a.lead, trail: true } : a;
  return { core: a.core + (a.trail || b.lead ? " " : "") + b.core, lead: a.lead, trail: b.trail };
}

/** An open element of textsOf's walk: what its content reads so far. */
interface Frame {
  readonly index: number;
  readonly block: boolean;
  /** script, style or skipped: its text is its own, not its parent's. */
  readonly excluded: boolean;
  readonly wanted: boolean;
  text: Segment;
}

/**
 * textOf for every element `wanted` picks, in one walk: each element's text is built once from
 * its children's, so the cost is the document's length whatever the nesting (textOf per element
 * walks each element's whole subtree: depth × length on nested pages). The same strings as
 * textOf gives for each of them.
 */
export function textsOf(
  document: PageDocument,
  wanted: (node: PageNode, index: number) => boolean,
  skip?: (node: PageNode, index: number) => boolean,
): Map<number, string> {
  const texts = new Map<number, string>();
  const open: Frame[] = [];
  const close = () => {
    const frame = open.pop()!;
    if (frame.wanted) texts.set(frame.index, frame.excluded ? "" : frame.text.core);
    const parent = open[open.length - 1];
    if (parent === undefined || frame.excluded) return;
    // A block element reads as if white space stood on both sides of it.
    const text = frame.block ? { core: frame.text.core, lead: true, trail: true } : frame.text;
    parent.text = join(parent.text, text);
  };
  for (let i = 0; i < document.length; i++) {
    const item = document[i]!;
    if (item === null) {
      if (open.length > 0) close();
    } else if (typeof item === "string") {
      const parent = open[open.length - 1];
      if (parent !== undefined) parent.text = join(parent.text, segmentOf(item));
    } else
      open.push({
        index: i,
        block: BLOCK.has(item.tag),
        excluded: item.tag === "script" || item.tag === "style" || skip?.(item, i) === true,
        wanted: wanted(item, i),
        text: EMPTY,
      });
  }
  while (open.length > 0) close();
  return texts;
}
