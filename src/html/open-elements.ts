// The stack of open elements (§13.2.4.2) and the tree it builds. "Has an element in scope" is
// answered in O(1) from per-name stacks of open-element indices and per-category stacks of
// scope boundaries instead of walking the stack, so every token costs O(1) amortized, however
// deep the nesting. Depth: like Blink's parser, the tree is at most MAX_TREE_DEPTH deep; an
// element opened deeper hangs from the open element at that depth (see tree.ts).
import {
  MAX_TREE_DEPTH,
  type Attributes,
  type ElementVisitor,
  type TreeNode,
} from "./tree-node.js";
import {
  ALL_CATEGORIES,
  ANNOTATION_XML,
  CATEGORIES,
  HTML,
  HTML_INTEGRATION,
  IMPLIED_END_TAGS,
  MATHML_TEXT,
  NOT_INTEGRATION,
  SCOPE_MATHML,
  SCOPE_SVG,
  SVG,
  VOID,
  categoriesOf,
} from "./tree-tables.js";

export class OpenElements {
  readonly root: TreeNode = {
    tag: "#document",
    id: undefined,
    classes: [],
    nth: 1,
    parent: undefined,
    children: [],
    start: 0,
  };
  // Index 0 is the document. Parallel arrays: namespace, integration point and categories
  // packed in one number; the nearest HTML element at or below each; the counts of each one's
  // children by tag (for nth-of-type), inline for the first tag, in a Map from a second one.
  readonly #stack: TreeNode[] = [this.root];
  readonly #info: number[] = [HTML | (NOT_INTEGRATION << 2) | (ALL_CATEGORIES << 4)];
  readonly #htmlBelow: number[] = [0];
  readonly #childTag: (string | undefined)[] = [undefined];
  readonly #childCount: number[] = [0];
  readonly #childMore: (Map<string, number> | undefined)[] = [undefined];
  /** Per category, the indices of its open elements (the document belongs to all). */
  readonly #marks: number[][] = Array.from({ length: CATEGORIES }, () => [0]);
  /** Per tag name, the indices of the open elements of that name. */
  readonly #open = new Map<string, number[]>();
  readonly #visit: ElementVisitor;
  /** §13.2.4.4 the form element pointer, and its element's index while it is open. */
  formPointer: TreeNode | undefined;
  formIndex = -1;
  headSeen = false;

  constructor(visit: ElementVisitor) {
    this.#visit = visit;
  }

  /** The index of the topmost open element named `tag`, or -1. */
  topOf(tag: string): number {
    const at = this.#open.get(tag);
    return at !== undefined && at.length > 0 ? at[at.length - 1]! : -1;
  }

  topMark(category: number): number {
    const m = this.#marks[category]!;
    return m[m.length - 1]!;
  }

  /** `index` if that open element is in the scope whose boundaries are `category`, else -1. */
  inScope(index: number, category: number): number {
    return index > 0 && index >= this.topMark(category) ? index : -1;
  }

  /** §13.2.4.2 "in select scope": only option and optgroup elements above it (at most two when a select is open: their start tags pop them). */
  inSelectScope(index: number): number {
    if (index <= 0) return -1;
    const stack = this.#stack;
    let i = stack.length - 1;
    while (
      i > index &&
      (stack[i]!.tag === "option" || stack[i]!.tag === "optgroup") &&
      (this.#info[i]! & 3) === HTML
    )
      i--;
    return i === index ? index : -1;
  }

  get top(): number {
    return this.#stack.length - 1;
  }

  current(): TreeNode {
    return this.#stack[this.#stack.length - 1]!;
  }

  namespace(): number {
    return this.#info[this.#info.length - 1]! & 3;
  }

  integration(): number {
    return (this.#info[this.#info.length - 1]! >> 2) & 3;
  }

  /** The nearest HTML element at or below open element `index`. */
  htmlBelow(index: number): number {
    return this.#htmlBelow[index]!;
  }

  pop(): void {
    const index = this.#stack.length - 1;
    const node = this.#stack.pop()!;
    const bits = this.#info.pop()! >> 4;
    this.#htmlBelow.pop();
    this.#childTag.pop();
    this.#childCount.pop();
    this.#childMore.pop();
    if (bits !== 0) for (let c = 0; c < CATEGORIES; c++) if (bits & (1 << c)) this.#marks[c]!.pop();
    this.#open.get(node.tag)!.pop();
    if (index === this.formIndex) this.formIndex = -1;
  }

  popUntil(index: number): void {
    while (this.#stack.length > index) this.pop();
  }

  /** §13.2.6.3 "generate implied end tags" (except for `except`). */
  generateImpliedEndTags(except?: string): void {
    for (
      let node = this.current();
      this.namespace() === HTML && IMPLIED_END_TAGS.has(node.tag) && node.tag !== except;
      node = this.current()
    )
      this.pop();
  }

  /** §13.2.6.5: pops foreign elements down to an HTML element or an integration point. */
  leaveForeignContent(): void {
    while (
      this.namespace() !== HTML &&
      this.integration() !== HTML_INTEGRATION &&
      this.integration() !== MATHML_TEXT
    )
      this.pop();
  }

  /** The tree construction dispatcher (§13.2.6): are HTML rules used for a start tag here? */
  htmlRulesFor(tag: string): boolean {
    const info = this.#info[this.#stack.length - 1]!;
    if ((info & 3) === HTML) return true;
    const point = (info >> 2) & 3;
    if (point === HTML_INTEGRATION) return true;
    if (point === MATHML_TEXT) return tag !== "mglyph" && tag !== "malignmark";
    return point === ANNOTATION_XML && tag === "svg";
  }

  /** §13.2.6.1 "insert an element": a child of the current node; pushed unless void or self-closed foreign. */
  insert(
    tag: string,
    ns: number,
    start: number,
    attributes: Attributes,
    selfClosing: boolean,
  ): void {
    // The tree parent: the current node, or the open element at MAX_TREE_DEPTH below it.
    const top = Math.min(this.#stack.length - 1, MAX_TREE_DEPTH - 1);
    const parent = this.#stack[top]!;
    const node: TreeNode = {
      tag,
      id: attributes.id !== undefined && attributes.id !== "" ? attributes.id : undefined,
      classes: classesOf(attributes.class),
      nth: this.#nthChild(top, tag),
      parent,
      children: [],
      start,
    };
    parent.children.push(node);
    this.#visit(node, attributes);
    if (ns === HTML ? VOID.has(tag) : selfClosing) return;
    this.#push(node, ns, top, integrationPoint(tag, ns, attributes));
  }

  /** Its position among the children named `tag` of open element `top`, from 1. */
  #nthChild(top: number, tag: string): number {
    const first = this.#childTag[top];
    if (first === undefined) this.#childTag[top] = tag;
    if (first === undefined || first === tag)
      return (this.#childCount[top] = this.#childCount[top]! + 1);
    let more = this.#childMore[top];
    if (more === undefined) this.#childMore[top] = more = new Map();
    const nth = (more.get(tag) ?? 0) + 1;
    more.set(tag, nth);
    return nth;
  }

  #push(node: TreeNode, ns: number, top: number, point: number): void {
    const index = this.#stack.length;
    const tag = node.tag;
    this.#stack.push(node);
    const bits = categoriesOf(tag, ns);
    this.#info.push(ns | (point << 2) | (bits << 4));
    this.#htmlBelow.push(ns === HTML ? index : this.#htmlBelow[top]!);
    this.#childTag.push(undefined);
    this.#childCount.push(0);
    this.#childMore.push(undefined);
    if (bits !== 0)
      for (let c = 0; c < CATEGORIES; c++) if (bits & (1 << c)) this.#marks[c]!.push(index);
    let at = this.#open.get(tag);
    if (at === undefined) this.#open.set(tag, (at = []));
    at.push(index);
    if (tag === "form" && ns === HTML) {
      this.formPointer = node;
      this.formIndex = index;
    }
    if (tag === "head") this.headSeen = true;
  }
}

/** Shared by every element without classes (frozen: one page cannot change another's). */
const NO_CLASSES: readonly string[] = Object.freeze([]);

/** The class attribute split into its values. */
function classesOf(cls: string | undefined): readonly string[] {
  if (cls === undefined || cls === "") return NO_CLASSES;
  return /\s/.test(cls) ? cls.split(/\s+/).filter(Boolean) : [cls];
}

/** §13.2.6.5 / §13.2.9: whether a foreign element is an HTML or MathML text integration point. */
function integrationPoint(tag: string, ns: number, attributes: Attributes): number {
  if (ns === HTML) return NOT_INTEGRATION;
  if (ns === SVG) return SCOPE_SVG.has(tag) ? HTML_INTEGRATION : NOT_INTEGRATION;
  if (tag === "annotation-xml")
    return /^(?:text\/html|application\/xhtml\+xml)$/i.test(attributes.encoding ?? "")
      ? HTML_INTEGRATION
      : ANNOTATION_XML;
  return SCOPE_MATHML.has(tag) ? MATHML_TEXT : NOT_INTEGRATION;
}
