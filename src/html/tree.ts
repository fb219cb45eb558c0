// The element tree of an HTML page as the HTML standard builds it (§13.2, "Parsing HTML
// documents"): parse5's tokenizer and tree construction, with our light tree (tree-adapter.ts)
// in place of its DOM. parse5 does not recurse and keeps its stack of open elements indexed, so
// a page of any nesting depth parses in time linear in its length.
//
// Scripting is off: a crawler that reads META tags and class attributes runs no script, so it
// reads <noscript> content as markup, as a browser with scripting disabled does (§13.2.6.4.5
// "in head noscript"; with scripting on, that content would be raw text).
//
// Positions: parse5's source locations cost an object per token and per attribute and double
// the parse time of a large page; only where start tags begin is needed, so the tokenizer's
// start-tag creation is wrapped to note the offset of each tag's "<" (what its location would
// say) before the parser makes an element of it.
import { Parser, Tokenizer, type Token } from "parse5";
import { resetParseState, state, treeAdapter, type TreeDocument } from "./tree-adapter.js";

export { TreeDocument, TreeElement, TreeText } from "./tree-adapter.js";

/** What of parse5's tokenizer is used here (members its types call protected). */
interface TokenizerInternals {
  _createStartTagToken(): void;
  readonly currentToken: { readonly attrs: Token.Attribute[] } | null;
  readonly preprocessor: { readonly offset: number };
}

const createStartTag = (Tokenizer.prototype as unknown as TokenizerInternals)._createStartTagToken;

/** The tokenizer's start-tag creation, noting the attribute list and where the tag starts. */
function createStartTagNoted(this: TokenizerInternals): void {
  createStartTag.call(this);
  state.tagAttrs = this.currentToken!.attrs;
  // Called on the letter after "<" (§13.2.5.6 "tag open state"): the tag starts one before.
  state.tagStart = this.preprocessor.offset - 1;
}

/** Builds the tree of `text`. Never throws for any content. */
export function buildTree(text: string): TreeDocument {
  const parser = new Parser({ treeAdapter, scriptingEnabled: false });
  // An own property of this parser's tokenizer: parse5 used elsewhere in the process is untouched.
  (parser.tokenizer as unknown as TokenizerInternals)._createStartTagToken = createStartTagNoted;
  resetParseState();
  try {
    parser.tokenizer.write(text, true);
  } finally {
    resetParseState();
  }
  return parser.document as unknown as TreeDocument;
}
