// The page's element tree as plain data (PagePolicy.document): a flat list in document order
// in which an element's node opens it, its text and elements follow, and `null` closes it.
// Flat, so that any depth survives structuredClone and JSON (both recurse over nested
// objects and overflow on deep pages), with no parent pointers, Maps or hidden state. Every
// walk is iterative. (Parents, positions and paths in it are document-query.ts.)
import type { PageDocument, PageNode } from "./model.js";
import type { TreeDocument, TreeElement } from "./tree.js";
import { TreeText } from "./tree.js";

/**
 * How deep the element tree goes, as in Blink's parser (kMaximumHTMLParserDOMTreeDepth = 512):
 * an element deeper still is read as a child of its ancestor at depth 511, after the elements
 * before it, keeping its own text (Blink moves it so when it is inserted; here, when the tree
 * is flattened). Element texts, which cost O(depth) each, then stay linear in the page.
 */
export const MAX_TREE_DEPTH = 512;

const CLOSE = null;

interface MutableNode {
  tag: string;
  id?: string;
  classes?: readonly string[];
  name?: string;
  content?: string;
}

function nodeOf(element: TreeElement, classes: readonly string[]): PageNode {
  const node: MutableNode = { tag: element.tag };
  if (element.id !== undefined && element.id !== "") node.id = element.id;
  if (classes.length > 0) node.classes = classes;
  if (element.name !== undefined) node.name = element.name.toLowerCase();
  if (element.content !== undefined) node.content = element.content;
  return node;
}

const NO_CLASSES: readonly string[] = Object.freeze([]);

/** The class attribute split at ASCII white space (DOM `classList`). */
export function classesOf(value: string | undefined): readonly string[] {
  if (value === undefined || value === "") return NO_CLASSES;
  return /[\t\n\f\r ]/.test(value) ? value.split(/[\t\n\f\r ]+/).filter(Boolean) : [value];
}

/**
 * The flat copy of a tree built by tree.ts. `visit` sees each element in document order with its
 * index, its parent's node and its class values (the list the document holds).
 */
export function toDocument(
  root: TreeDocument,
  visit: (
    element: TreeElement,
    index: number,
    parent: PageNode,
    classes: readonly string[],
  ) => void,
): PageDocument {
  const document: (PageNode | string | null)[] = [{ tag: "#document" }];
  // The open elements of the flat document (their indices): the tree's, down to the depth limit.
  const open: number[] = [0];
  const work: (TreeElement | TreeText | typeof CLOSE)[] = [];
  for (let i = root.children.length - 1; i >= 0; i--) work.push(root.children[i]!);
  while (work.length > 0) {
    const item = work.pop()!;
    if (item === CLOSE) {
      document.push(null);
      open.pop();
      continue;
    }
    if (item instanceof TreeText) {
      document.push(item.text);
      continue;
    }
    const index = document.length;
    const classes = classesOf(item.className);
    document.push(nodeOf(item, classes));
    visit(item, index, document[open[open.length - 1]!] as PageNode, classes);
    const { children } = item;
    if (open.length < MAX_TREE_DEPTH) {
      open.push(index);
      work.push(CLOSE);
      for (let i = children.length - 1; i >= 0; i--) work.push(children[i]!);
      continue;
    }
    // At the depth limit: the element holds its text; its elements follow it, under its parent.
    for (const child of children) if (child instanceof TreeText) document.push(child.text);
    document.push(null);
    for (let i = children.length - 1; i >= 0; i--)
      if (!(children[i] instanceof TreeText)) work.push(children[i]!);
  }
  document.push(null);
  return document;
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
