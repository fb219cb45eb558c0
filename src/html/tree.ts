// The light element tree of an HTML page: html5parser's tokenizer (tokens with UTF-16 offsets,
// raw-text and RCDATA elements already known) and the part of the WHATWG HTML tree
// construction (§13.2.6) that decides which element contains which: implied end tags, void
// elements, scopes, foreign content. This file drives it: tokenizer.ts reads the tokens as the
// standard's tokenizer would, tree-construction.ts applies the rules, open-elements.ts keeps
// the stack of open elements, tree-tables.ts holds the tables. No DOM, no recursion; every
// token costs O(1) amortized, whatever the nesting depth (16,000+ open elements are fine),
// because "has an element in scope" is answered from per-name stacks of open-element indices
// and per-category stacks of scope boundaries instead of walking the stack of open elements.
//
// Depth: like Blink's HTML parser (kMaximumHTMLParserDOMTreeDepth), the tree is at most
// MAX_TREE_DEPTH elements deep. An element opened deeper still is parsed as usual (end tags
// and scopes see the whole stack of open elements), but is placed in the tree as a child of
// the open element at that depth (text stays in the element it stands in: unlike Blink, the
// innermost element keeps its words). Element paths and element texts, which cost O(depth)
// each, then stay linear in the size of the page, whatever its nesting.
//
// Deliberately not built (a crawler reading META tags and class attributes does not need them,
// and htmlparser2, used before, did not build them either): the implied html/head/body/tbody
// elements, foster parenting of content misplaced in tables, the adoption agency algorithm
// and the reconstruction of active formatting elements (§13.2.4.3): an end tag of a
// formatting element across a block (`<b><p>x</b>y`) is handled as "any other end tag".
import { OpenElements } from "./open-elements.js";
import {
  CLOSE_TAG,
  LITERAL,
  OPEN_TAG,
  OPEN_TAG_END,
  forEachChunk,
  lastSlashInValue,
  readAttributes,
} from "./tokenizer.js";
import { endTag, startTag, textToken } from "./tree-construction.js";
import type { Attributes, ElementVisitor, TreeNode } from "./tree-node.js";

export type { Attributes, ElementVisitor, TreeNode } from "./tree-node.js";
export { MAX_TREE_DEPTH } from "./tree-node.js";

/** Builds the tree of `text`; `visit` sees every element in document order. Never throws for any content. */
export function buildTree(text: string, visit: ElementVisitor): TreeNode {
  const open = new OpenElements(visit);
  forEachChunk(text, (tokens, n, base, chunk, patched) => {
    for (let i = 0; i < n; i++) {
      const token = tokens[i]!;
      if (token.type === LITERAL) {
        // Text is read from the original text (html5parser's tokens may come from a patched copy).
        textToken(open, patched ? chunk.slice(token.start, token.end) : token.value);
        continue;
      }
      if (token.type === CLOSE_TAG) {
        // `</` + an ASCII letter starts an end tag; `</>` is nothing, anything else a bogus comment (§13.2.5.7). An end tag cut by the end of the input is dropped (§13.2.5.8).
        const c = chunk.charCodeAt(token.start) | 0x20;
        if (c < 0x61 || c > 0x7a || token.end >= chunk.length) continue;
        const value = token.value;
        const cut = value.search(/[\t\n\f\r /]/);
        endTag(open, cut < 0 ? value : value.slice(0, cut), base + token.start - 2);
        continue;
      }
      if (token.type !== OPEN_TAG) continue;
      const name = token.value;
      // Comments, DOCTYPE, bogus comments (`<!…>`, `<?…>`): skipped up to their end.
      if (name === "" || name.charCodeAt(0) === 0x21) {
        while (i + 1 < n && tokens[i + 1]!.type !== OPEN_TAG_END) i++;
        i++;
        continue;
      }
      const attributes: Attributes = {};
      i = readAttributes(chunk, tokens, i + 1, n, attributes);
      // A start tag cut by the end of the input is dropped, with what it held (eof-in-tag, §13.2.5.32 and after);
      // html5parser emits a literal or nothing after such a tag, and only there.
      if (i < 0) return;
      startTag(
        open,
        name,
        base + token.start - 1,
        attributes,
        tokens[i]!.start < tokens[i]!.end && !lastSlashInValue,
      );
    }
  });
  return open.root;
}
