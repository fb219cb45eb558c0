// Parents, positions and paths in a page's flat element list (PagePolicy.document). A path is
// never stored: it is made when asked for, from each element's parent index and its position
// among its parent's children of the same tag, in O(depth) (at most MAX_TREE_DEPTH steps).
// Those two numbers per entry come from one walk of the list, made on the first question that
// needs them (an element reference, a path, an element decision) and kept with the list,
// weakly: they die with it. A copy of the list (structuredClone, JSON) gets its own.
import type { PageDocument, PageElementRef, PageNode } from "./model.js";

export interface DocumentStructure {
  /** Per entry of the list: the index of its parent element (-1 for the document node, text and `null`). */
  readonly parents: ArrayLike<number>;
  /** Per entry: its position among its parent's children of the same tag, from 1 (0 for the rest). */
  readonly nths: ArrayLike<number>;
}

const structures = new WeakMap<PageDocument, DocumentStructure>();

function isElement(item: PageNode | string | null | undefined): item is PageNode {
  return typeof item === "object" && item !== null;
}

/** The parents and positions of a list's elements (one walk, then kept with the list). */
export function structureOf(document: PageDocument): DocumentStructure {
  const known = structures.get(document);
  if (known !== undefined) return known;
  const parents = new Int32Array(document.length).fill(-1);
  const nths = new Int32Array(document.length);
  const open: number[] = [];
  const counts: (Map<string, number> | undefined)[] = [];
  for (let i = 0; i < document.length; i++) {
    const item = document[i];
    if (item === null) {
      open.pop();
      counts.pop();
    } else if (isElement(item)) {
      if (open.length > 0) {
        const siblings = (counts[counts.length - 1] ??= new Map());
        const nth = (siblings.get(item.tag) ?? 0) + 1;
        siblings.set(item.tag, nth);
        parents[i] = open[open.length - 1]!;
        nths[i] = nth;
      }
      open.push(i);
      counts.push(undefined);
    }
  }
  const structure = { parents, nths };
  structures.set(document, structure);
  return structure;
}

/** Whether `index` is where an element (not the document node) opens in the list. */
export function isElementIndex(document: PageDocument, index: unknown): index is number {
  return (
    typeof index === "number" &&
    Number.isInteger(index) &&
    index > 0 &&
    index < document.length &&
    isElement(document[index])
  );
}

/**
 * The path of the element that opens at `index`: "html:nth-of-type(1)>body:nth-of-type(1)>…",
 * each step its tag and position among its parent's children of that tag; "" for the document node.
 */
export function pathOf(document: PageDocument, index: number): string {
  const { parents, nths } = structureOf(document);
  const steps: string[] = [];
  for (let i = index; i > 0 && parents[i]! >= 0; i = parents[i]!)
    steps.push(`${(document[i] as PageNode).tag}:nth-of-type(${nths[i]!})`);
  return steps.reverse().join(">");
}

/** The reference of the element that opens at `index`. */
export function refAt(document: PageDocument, index: number): PageElementRef {
  const node = document[index] as PageNode;
  const { parents, nths } = structureOf(document);
  return {
    tag: node.tag,
    ...(node.id !== undefined ? { id: node.id } : {}),
    classes: node.classes ?? [],
    index,
    parent: parents[index]!,
    nth: nths[index]!,
  };
}

/** Where the element with this path opens, or undefined (one walk, the path followed step by step). */
export function indexOfPath(document: PageDocument, path: string): number | undefined {
  if (path === "") return undefined;
  const steps = path.split(">");
  const { parents, nths } = structureOf(document);
  // matched[d]: the index of the element matching the first d steps that is open, or -1.
  let matched = 0; // the document node matches the empty path
  let depth = 0;
  for (let i = 1; i < document.length; i++) {
    const item = document[i];
    if (!isElement(item) || parents[i] !== matched) continue;
    if (`${item.tag}:nth-of-type(${nths[i]!})` !== steps[depth]) continue;
    matched = i;
    if (++depth === steps.length) return i;
  }
  return undefined;
}

/** Where the first element with this id opens, or undefined. */
export function indexOfId(document: PageDocument, id: string): number | undefined {
  for (let i = 1; i < document.length; i++) {
    const item = document[i];
    if (isElement(item) && item.id === id) return i;
  }
  return undefined;
}

/** Visits every element in document order (the document node too) with its index in the list. */
export function forEachElement(
  document: PageDocument,
  visit: (node: PageNode, index: number) => void,
): void {
  for (let i = 0; i < document.length; i++) {
    const item = document[i];
    if (isElement(item)) visit(item, i);
  }
}
