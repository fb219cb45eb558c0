// The light tree parse5 builds for us (its `treeAdapter` option): elements with the little a
// page policy keeps (tag, namespace, id, class, a META's name and content, the offset of the
// start tag), text, and the document. parse5 runs the whole tree construction of the HTML
// standard (§13.2.6) and asks the adapter to create, insert, move and detach nodes; the adapter
// only has to do what it is told, so every element ends under the parent the standard gives it
// (adoption agency, reconstructed formatting elements, foster parenting, quirks mode).
// Comments and the DOCTYPE are not kept. Every operation costs O(1), except inserting before or
// detaching a node that is not its parent's last child (the parser's moves are nearly always
// at the end: fostered content goes right before the table, adopted children go from the end).
import { html, type Token, type TreeAdapter, type TreeAdapterTypeMap } from "parse5";

type Attribute = Token.Attribute;
const HTML_NS = html.NS.HTML;

/** The document node: the tree's root. */
export class TreeDocument {
  readonly children: TreeChild[] = [];
  mode: html.DOCUMENT_MODE = html.DOCUMENT_MODE.NO_QUIRKS;
}

export class TreeElement {
  parent: TreeParent | null = null;
  readonly children: TreeChild[] = [];
  /** UTF-16 offset of its start tag's "<" (of the original tag for a copy the parser makes); -1 for an element the parser creates without one. */
  start = -1;
  /** The id and class attributes (undefined when absent): the first of duplicates, character references decoded. */
  id: string | undefined;
  className: string | undefined;
  /** A META element's name and content attributes. */
  name: string | undefined;
  content: string | undefined;
  constructor(
    readonly tag: string,
    readonly ns: html.NS,
    /** The attribute list, kept for foreign elements only (parse5 reads MathML's `encoding`). */
    readonly attrs: Attribute[],
  ) {}
}

export class TreeText {
  parent: TreeParent | null = null;
  constructor(public text: string) {}
}

/** Comments are not kept: the one comment node is never inserted. */
class TreeComment {}
const COMMENT = new TreeComment();

export type TreeParent = TreeElement | TreeDocument;
export type TreeChild = TreeElement | TreeText;
type TreeNode = TreeParent | TreeText | TreeComment;

type LightMap = TreeAdapterTypeMap<
  TreeNode,
  TreeParent,
  TreeChild | TreeComment,
  TreeDocument,
  TreeParent,
  TreeElement,
  TreeComment,
  TreeText,
  TreeElement,
  TreeComment
>;

/**
 * What one parse needs beyond the nodes (parses do not nest): the last start tag the tokenizer
 * began (its attribute list, which the element made from it is given, and the offset of its
 * "<"), and where the formatting elements with attributes began, for the copies the parser
 * makes of them later (by their attribute list, which the copies share).
 */
export interface ParseState {
  tagAttrs: Attribute[] | null;
  tagStart: number;
  formattingStarts: Map<Attribute[], number> | undefined;
}
export const state: ParseState = { tagAttrs: null, tagStart: -1, formattingStarts: undefined };

/** Forgets the last parse (its attribute lists and offsets). */
export function resetParseState(): void {
  state.tagAttrs = null;
  state.tagStart = -1;
  state.formattingStarts = undefined;
}

const EMPTY: Attribute[] = [];
Object.freeze(EMPTY);

const FORMATTING = new Set("a b big code em font i nobr s small strike strong tt u".split(" "));

function take(element: TreeElement, attrs: readonly Attribute[]): void {
  for (const { name, value } of attrs)
    if (name === "id") element.id ??= value;
    else if (name === "class") element.className ??= value;
}

/** The index of `child` in `parent`'s children, looked for from the end. */
function indexOfChild(parent: TreeParent, child: TreeChild): number {
  const { children } = parent;
  const last = children.length - 1;
  return children[last] === child ? last : children.lastIndexOf(child);
}

function createElement(tag: string, ns: html.NS, attrs: Attribute[]): TreeElement {
  const formatting = attrs.length > 0 && ns === HTML_NS && FORMATTING.has(tag);
  const element = new TreeElement(tag, ns, ns !== HTML_NS ? attrs : EMPTY);
  // parse5 removes duplicate attributes, so each name comes once.
  for (const { name, value } of attrs)
    if (name === "id") element.id = value;
    else if (name === "class") element.className = value;
    else if (tag === "meta" && ns === HTML_NS)
      if (name === "name") element.name = value;
      else if (name === "content") element.content = value;
  if (attrs === state.tagAttrs) {
    element.start = state.tagStart;
    if (formatting) (state.formattingStarts ??= new Map()).set(attrs, state.tagStart);
  }
  // A copy the parser makes of a formatting element (reopened, or by the adoption agency
  // algorithm) is where its original is.
  else if (formatting) element.start = state.formattingStarts?.get(attrs) ?? -1;
  return element;
}

function appendChild(parent: TreeParent, node: TreeChild | TreeComment): void {
  if (node === COMMENT) return;
  const child = node as TreeChild;
  child.parent = parent;
  parent.children.push(child);
}

function insertBefore(
  parent: TreeParent,
  node: TreeChild | TreeComment,
  before: TreeChild | TreeComment,
): void {
  if (node === COMMENT) return;
  const child = node as TreeChild;
  child.parent = parent;
  parent.children.splice(indexOfChild(parent, before as TreeChild), 0, child);
}

function detachNode(node: TreeChild | TreeComment): void {
  if (node === COMMENT) return;
  const child = node as TreeChild;
  if (child.parent === null) return;
  child.parent.children.splice(indexOfChild(child.parent, child), 1);
  child.parent = null;
}

function insertText(parent: TreeParent, text: string): void {
  const last = parent.children[parent.children.length - 1];
  if (last instanceof TreeText) last.text += text;
  else appendChild(parent, new TreeText(text));
}

function insertTextBefore(parent: TreeParent, text: string, before: TreeChild | TreeComment): void {
  const at = indexOfChild(parent, before as TreeChild);
  const previous = parent.children[at - 1];
  if (previous instanceof TreeText) previous.text += text;
  else insertBefore(parent, new TreeText(text), before);
}

/** The adapter parse5 drives (one object for every parse: its per-parse state is `state`). */
export const treeAdapter: TreeAdapter<LightMap> = {
  createDocument: () => new TreeDocument(),
  // A template's content is the template itself: its elements are read as its children.
  createDocumentFragment: () => new TreeDocument(),
  setTemplateContent: () => {},
  getTemplateContent: (template) => template,
  createElement,
  createCommentNode: () => COMMENT,
  createTextNode: (value) => new TreeText(value),
  appendChild,
  insertBefore,
  detachNode,
  insertText,
  insertTextBefore,
  // <html> and <body> tags met again add the attributes the element lacks (§13.2.6.4.7).
  adoptAttributes: (recipient, attrs) => {
    take(recipient, attrs);
    if (recipient.start < 0 && attrs === state.tagAttrs) recipient.start = state.tagStart;
  },
  setDocumentType: () => {},
  setDocumentMode: (document, mode) => {
    document.mode = mode;
  },
  getDocumentMode: (document) => document.mode,
  getFirstChild: (node) => node.children[0] ?? null,
  getChildNodes: (node) => node.children,
  getParentNode: (node) =>
    node instanceof TreeElement || node instanceof TreeText ? node.parent : null,
  getAttrList: (element) => element.attrs,
  getTagName: (element) => element.tag,
  getNamespaceURI: (element) => element.ns,
  getTextNodeContent: (node) => node.text,
  getCommentNodeContent: () => "",
  getDocumentTypeNodeName: () => "",
  getDocumentTypeNodePublicId: () => "",
  getDocumentTypeNodeSystemId: () => "",
  isTextNode: (node): node is TreeText => node instanceof TreeText,
  isCommentNode: (node): node is TreeComment => node === COMMENT,
  isDocumentTypeNode: (_node): _node is TreeComment => false,
  isElementNode: (node): node is TreeElement => node instanceof TreeElement,
  // Parsed without parse5's source locations (tree.ts notes where start tags begin).
  setNodeSourceCodeLocation: () => {},
  getNodeSourceCodeLocation: () => undefined,
  updateNodeSourceCodeLocation: () => {},
};
