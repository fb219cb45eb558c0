// The light element tree of an HTML page: html5parser's tokenizer (tokens with UTF-16 offsets,
// raw-text and RCDATA elements already known) and, here, the part of the WHATWG HTML tree
// construction (§13.2.6) that decides which element contains which: implied end tags, void
// elements, scopes, foreign content. No DOM, no recursion; every token costs O(1) amortized,
// whatever the nesting depth (16,000+ open elements are fine), because "has an element in
// scope" is answered from per-name stacks of open-element indices and per-category stacks of
// scope boundaries instead of walking the stack of open elements.
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
import { tokenize, type IToken } from "html5parser";
import { decodeAttribute, decodeText } from "./entities.js";

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
const KEPT = ["class", "id", "name", "content", "encoding", "color", "face", "size"] as const;
const KEPT_SET: ReadonlySet<string> = new Set(KEPT);
const KEPT_FIRST: ReadonlySet<number> = new Set(KEPT.map((name) => name.charCodeAt(0)));

// html5parser's TokenKind (a const enum in its declarations; the values are its documented ones).
const LITERAL = 0;
const OPEN_TAG = 1;
const OPEN_TAG_END = 2;
const CLOSE_TAG = 3;
const WHITESPACE = 4;
const ATTR_EQ = 5;
const ATTR_NQ = 6;
const ATTR_SQ = 7;
const ATTR_DQ = 8;

// States of the attribute reader (§13.2.5.32–§13.2.5.40).
const BEFORE_NAME = 0;
const NAME = 1;
const AFTER_NAME = 2;
const BEFORE_VALUE = 3;
const VALUE = 4;

const words = (s: string): ReadonlySet<string> => new Set(s.split(" "));

/** §13.1.2 void elements, plus the legacy ones the "in body" and "in head" rules insert and pop at once. */
const VOID = words(
  "area base br col embed hr img input link meta source track wbr basefont bgsound frame keygen param",
);
/** Elements whose text is not parsed for character references: RAWTEXT, script data, PLAINTEXT (§13.2.5.3–§13.2.5.5). */
const RAW_TEXT = words("script style xmp iframe noembed noframes plaintext");
/** §13.2.6.4.4 "in head": the start tags that stay in head; any other start tag pops the head element. */
const IN_HEAD = words(
  "base basefont bgsound link meta noframes script style template title noscript head html",
);

// Categories of open elements (§13.2.4.2), as bits. Each category keeps a stack of the indices
// of its open elements, so "the topmost open element of the category" is O(1).
const SCOPE = 0; // boundaries of "has an element in scope"
const BUTTON_SCOPE = 1; // … in button scope
const LIST_SCOPE = 2; // … in list item scope
const TABLE_SCOPE = 3; // … in table scope
const SPECIAL = 4; // the "special" category
const LI_STOP = 5; // special, but not address, div, p (the li/dd/dt loops of §13.2.6.4.7)
const CATEGORIES = 6;
const ALL_CATEGORIES = (1 << CATEGORIES) - 1;

/** §13.2.4.2 "has an element in scope": the HTML-namespace boundary elements. */
const SCOPE_HTML = words("applet caption html table td th marquee object template");
const SCOPE_MATHML = words("mi mo mn ms mtext annotation-xml");
const SCOPE_SVG = words("foreignobject desc title");
/** §13.2.4.2 the special category (HTML namespace; the MathML and SVG ones are the scope boundaries above). */
const SPECIAL_HTML = words(
  "address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp",
);

// What a start tag closes before it is inserted (bits, applied in this order).
const CLOSE_CELL = 1 << 0; // §13.2.6.4.15 "in cell": close the cell (a td or th in table scope)
const CLOSE_ROW = 1 << 1; // §13.2.6.4.14 "in row" / §13.2.6.4.13 "in table body": an open tr in table scope
const CLOSE_SECTION = 1 << 2; // §13.2.6.4.13: an open tbody, thead or tfoot in table scope
const CLOSE_LI = 1 << 3; // §13.2.6.4.7 li: the li loop
const CLOSE_DD_DT = 1 << 4; // §13.2.6.4.7 dd, dt: the dd/dt loop
const CLOSE_P = 1 << 5; // §13.2.6.4.7: "If the stack of open elements has a p element in button scope, then close a p element."
const CLOSE_HEADING = 1 << 6; // §13.2.6.4.7 h1–h6: "If the current node is an HTML element whose tag name is one of h1, …, h6 … pop"
const CLOSE_OPTION = 1 << 7; // §13.2.6.4.7 option, optgroup: "If the current node is an option element, then pop"
const CLOSE_OPTGROUP = 1 << 8; // "in select": an optgroup start tag also pops a current optgroup
const CLOSE_BUTTON = 1 << 9; // §13.2.6.4.7 button: an open button in scope
const CLOSE_A = 1 << 10; // §13.2.6.4.7 a: an open a (the adoption agency case without a furthest block)
const CLOSE_SELECT = 1 << 11; // "in select": select, input, keygen, textarea close an open select in select scope
const CLOSE_RUBY = 1 << 12; // §13.2.6.4.7 rb, rtc: with a ruby in scope, generate implied end tags
const CLOSE_RUBY_RT = 1 << 13; // §13.2.6.4.7 rp, rt: the same, except for rtc

/**
 * Start tags that imply the end of open elements: htmlparser2's `openImpliesClose` table, as
 * the WHATWG HTML standard states it (§13.2.6.4.7 "The 'in body' insertion mode", the table
 * modes §13.2.6.4.13–§13.2.6.4.15, and §13.2.6.3 "Closing elements that have implied end tags").
 */
const IMPLIED_END: ReadonlyMap<string, number> = new Map(
  (
    [
      [
        CLOSE_P,
        "address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form header hgroup hr listing main menu nav ol p plaintext pre search section summary table ul xmp",
      ],
      [CLOSE_P | CLOSE_HEADING, "h1 h2 h3 h4 h5 h6"],
      [CLOSE_LI | CLOSE_P, "li"],
      [CLOSE_DD_DT | CLOSE_P, "dd dt"],
      [CLOSE_BUTTON, "button"],
      [CLOSE_A, "a"],
      [CLOSE_OPTION, "option"],
      [CLOSE_OPTION | CLOSE_OPTGROUP, "optgroup"],
      [CLOSE_RUBY, "rb rtc"],
      [CLOSE_RUBY_RT, "rp rt"],
      [CLOSE_CELL, "td th"],
      [CLOSE_CELL | CLOSE_ROW, "tr"],
      [CLOSE_CELL | CLOSE_ROW | CLOSE_SECTION, "tbody thead tfoot caption colgroup"],
      [CLOSE_SELECT, "select input keygen textarea"],
    ] as const
  ).flatMap(([rule, tags]) => tags.split(" ").map((tag) => [tag, rule] as const)),
);

/** §13.2.6.3: the elements "generate implied end tags" pops. */
const IMPLIED_END_TAGS = words("dd dt li optgroup option p rb rp rt rtc");
const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;
/** §13.2.6.4.7: end tags that close the element only when it is in scope (otherwise ignored). */
const END_IN_SCOPE = words(
  "address article aside blockquote button center details dialog dir div dl fieldset figcaption figure footer header hgroup listing main menu nav ol pre search section summary ul applet marquee object dd dt",
);
/** §13.2.6.4.9–§13.2.6.4.15: end tags that close the element when it is in table scope. */
const END_IN_TABLE_SCOPE = words("table caption colgroup tbody thead tfoot tr td th");

/** §13.2.6.5 "rules for parsing tokens in foreign content": start tags that leave SVG/MathML. */
const BREAKOUT = words(
  "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var",
);

const HTML = 0;
const SVG = 1;
const MATHML = 2;
/** §13.2.4.2/§13.2.6: integration points, where HTML rules apply again inside SVG/MathML. */
const NOT_INTEGRATION = 0;
const MATHML_TEXT = 1; // mi mo mn ms mtext: HTML rules except for mglyph, malignmark
const HTML_INTEGRATION = 2; // svg foreignObject, desc, title; annotation-xml with an HTML encoding
const ANNOTATION_XML = 3; // annotation-xml: an svg start tag is read by HTML rules

/**
 * Same-length rewrites (offsets are kept) where html5parser's tokenizer would part from the
 * standard; values are always read from the original text:
 * - `<!-->` and `<!--->` are whole (empty) comments (§13.2.5.43–44, abrupt-closing-of-empty-comment);
 * - `--!>` ends a comment (§13.2.5.52 "comment end bang state");
 * - `<!DOCTYPE` without whitespace after it is a DOCTYPE token, not an error (html5parser throws).
 */
const TOKENIZER_FIXES = /<!---?>|(?<!<!-)--!>|<!doctype(?![\t\n\f\r ])/gi;

/** A raw-text or RCDATA element: its text ends only at its own end tag (§13.2.6.2). */
const TEXT_ONLY = words("script style title textarea xmp iframe noembed noframes plaintext");

/** A place where html5parser's tokens part from the standard: the chunk's tokens before `count` stand; tokenizing again from `restart` with text[at, at + length) replaced by `by` gives the right ones. */
interface Fix {
  readonly count: number;
  readonly restart: number;
  readonly patches: readonly Patch[];
}
interface Patch {
  readonly at: number;
  readonly length: number;
  readonly by: string;
}

/**
 * The quotes of a start tag, from a stray one at `from` to the tag's end, that are not quoted-
 * value delimiters, by the attribute states of §13.2.5.32–§13.2.5.40 (a quote only opens a value
 * in the before-attribute-value state): each becomes an "x" for html5parser, whose tag then ends
 * where the standard's does. One pass over the rest of the tag, however many stray quotes it has.
 */
function strayQuotes(chunk: string, from: number, inValue: boolean): Patch[] {
  const patches: Patch[] = [];
  const UNQUOTED = 5;
  const IN_QUOTES = 6;
  const AFTER_QUOTED = 7;
  let state = inValue ? UNQUOTED : NAME;
  let quote = 0;
  for (let i = from; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    const space = c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
    if (state === IN_QUOTES) {
      if (c === quote) state = AFTER_QUOTED;
      continue;
    }
    if (c === 0x3e) break; // ">" ends the tag in every other state
    if (state === BEFORE_VALUE) {
      if (c === 0x22 || c === 0x27) {
        quote = c;
        state = IN_QUOTES;
      } else if (!space) state = UNQUOTED;
      continue;
    }
    if (c === 0x22 || c === 0x27) patches.push({ at: i, length: 1, by: "x" });
    if (state === UNQUOTED) {
      if (space) state = BEFORE_NAME;
    } else if (space) state = state === NAME ? AFTER_NAME : BEFORE_NAME;
    else if (c === 0x2f)
      state = BEFORE_NAME; // the self-closing start tag state, then reconsumed before a name
    else if (c === 0x3d && (state === NAME || state === AFTER_NAME)) state = BEFORE_VALUE;
    else state = NAME;
  }
  return patches;
}

/**
 * The first place in a chunk's tokens that needs a fix (positions in the chunk):
 * - a quote that does not follow "=" starts an attribute name, not a quoted value (§13.2.5.32–
 *   §13.2.5.34: `<a href="/x" ">` has an attribute named `"`, and its ">" ends the tag);
 *   html5parser would read on to the next quote, across tags and text;
 * - a self-closing `/>` on a raw-text or RCDATA start tag is ignored, as on every HTML element
 *   that is not void (§13.2.6.4.7 "acknowledge the self-closing flag" only for void elements),
 *   so the element's text follows;
 * - an end tag with attributes or a slash (`</script x>`, `</style/>`) ends raw text too (§13.2.5.11, .14, .17).
 * The tokenizer is restarted at the start tag concerned, where it is in the data state.
 */
function firstFix(tokens: readonly IToken[], chunk: string): Fix | undefined {
  let rawName: string | undefined;
  let inTag = false;
  let state = BEFORE_NAME;
  let open = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const type = token.type;
    if (type === OPEN_TAG) {
      const c = token.value.charCodeAt(0);
      inTag = c >= 0x61 && c <= 0x7a;
      state = BEFORE_NAME;
      open = i;
      rawName = TEXT_ONLY.has(token.value) ? token.value : undefined;
    } else if (type === OPEN_TAG_END) {
      inTag = false;
      if (rawName === undefined) continue;
      const restart = tokens[open]!.start - 1;
      if (token.value === "/")
        return { count: open, restart, patches: [{ at: token.start, length: 1, by: " " }] };
      if (rawName === "plaintext") return undefined;
      // Inside the element: a literal that starts with "</" + its name + a space or slash is its end tag.
      const end = `</${rawName}`;
      for (i++; i < tokens.length && tokens[i]!.type === LITERAL; i++) {
        const literal = tokens[i]!;
        if (
          literal.value.length <= end.length ||
          literal.value.slice(0, end.length).toLowerCase() !== end
        )
          continue;
        const after = literal.start + end.length;
        const c = chunk.charCodeAt(after);
        const gt =
          c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x2f
            ? chunk.indexOf(">", after)
            : -1;
        if (gt > 0)
          return { count: open, restart, patches: [{ at: after, length: gt - after, by: " " }] };
      }
      i--;
      rawName = undefined;
    } else if (inTag) {
      // The attribute states, as far as quotes matter: a quoted value only right after "=" (and spaces).
      if (type === ATTR_SQ || type === ATTR_DQ || type === LITERAL) {
        if (state !== BEFORE_VALUE) {
          const c = chunk.charCodeAt(token.start);
          if (c === 0x22 || c === 0x27)
            return {
              count: open,
              restart: tokens[open]!.start - 1,
              patches: strayQuotes(chunk, token.start, state === VALUE),
            };
        }
        state = BEFORE_NAME;
        if (type === LITERAL) inTag = false;
      } else if (type === ATTR_EQ)
        state =
          state === NAME || state === AFTER_NAME
            ? BEFORE_VALUE
            : state === BEFORE_NAME
              ? NAME
              : VALUE;
      else if (type === WHITESPACE)
        state = state === NAME ? AFTER_NAME : state === VALUE ? BEFORE_NAME : state;
      else if (state === BEFORE_VALUE || state === VALUE) state = VALUE;
      else
        state =
          token.end - token.start === 1 && chunk.charCodeAt(token.start) === 0x2f
            ? BEFORE_NAME
            : NAME;
    } else if (type === CLOSE_TAG) inTag = false;
  }
  return undefined;
}

let lastSlashInValue = false;

/** Sets attribute `name` (text[nameStart, nameEnd)) unless already set: the first of duplicates wins (§13.2.5.33). */
function keep(
  text: string,
  attributes: Attributes,
  nameStart: number,
  nameEnd: number,
  valueStart: number,
  valueEnd: number,
): void {
  const length = nameEnd - nameStart;
  if (length < 2 || length > 8 || !KEPT_FIRST.has(text.charCodeAt(nameStart) | 0x20)) return;
  const name = text.slice(nameStart, nameEnd).toLowerCase();
  if (KEPT_SET.has(name) && attributes[name as keyof Attributes] === undefined)
    attributes[name as keyof Attributes] =
      valueStart < 0 ? "" : decodeAttribute(text.slice(valueStart, valueEnd));
}

/**
 * The attributes of a start tag, by the states of §13.2.5.32–§13.2.5.40 over html5parser's
 * tokens from index `i`; the index of the tag's OpenTagEnd token, or -1 when the input ends
 * inside the tag. `lastSlashInValue` tells whether a "/" before ">" ended an unquoted value
 * (`content=noindex/>` is "noindex/", §13.2.5.38) rather than marking the tag self-closing.
 */
function readAttributes(
  text: string,
  tokens: readonly IToken[],
  i: number,
  n: number,
  attributes: Attributes,
): number {
  let state = BEFORE_NAME;
  let nameStart = 0;
  let nameEnd = 0;
  let valueStart = -1;
  let valueEnd = -1;
  lastSlashInValue = false;
  for (; i < n; i++) {
    const t = tokens[i]!;
    const type = t.type;
    if (type === OPEN_TAG_END) {
      if (t.value === "/" && (state === BEFORE_VALUE || state === VALUE)) {
        if (state === BEFORE_VALUE) valueStart = t.start;
        valueEnd = t.start + 1;
        lastSlashInValue = true;
      }
      if (state !== BEFORE_NAME) keep(text, attributes, nameStart, nameEnd, valueStart, valueEnd);
      return i;
    }
    if (type === LITERAL || type === OPEN_TAG || type === CLOSE_TAG) return -1;
    const slash = type === ATTR_NQ && t.end - t.start === 1 && text.charCodeAt(t.start) === 0x2f;
    switch (state) {
      case BEFORE_NAME:
      case AFTER_NAME:
        if (type === WHITESPACE) break;
        if (state === AFTER_NAME) {
          if (type === ATTR_EQ) {
            state = BEFORE_VALUE;
            break;
          }
          keep(text, attributes, nameStart, nameEnd, -1, -1);
        }
        if (slash) state = BEFORE_NAME;
        else {
          // §13.2.5.32: "=" as the first character starts a name, as does any other character.
          nameStart = t.start;
          nameEnd = t.end;
          state = NAME;
        }
        break;
      case NAME:
        if (type === WHITESPACE) state = AFTER_NAME;
        else if (type === ATTR_EQ) state = BEFORE_VALUE;
        else if (slash) {
          keep(text, attributes, nameStart, nameEnd, -1, -1);
          state = BEFORE_NAME;
        } else nameEnd = t.end;
        break;
      case BEFORE_VALUE:
        if (type === WHITESPACE) break;
        if (type === ATTR_SQ || type === ATTR_DQ) {
          keep(text, attributes, nameStart, nameEnd, t.start + 1, t.end - 1);
          state = BEFORE_NAME;
        } else {
          valueStart = t.start;
          valueEnd = t.end;
          state = VALUE;
        }
        break;
      default:
        if (type === WHITESPACE) {
          keep(text, attributes, nameStart, nameEnd, valueStart, valueEnd);
          valueStart = valueEnd = -1;
          state = BEFORE_NAME;
        } else valueEnd = t.end;
    }
  }
  return -1;
}

const NO_CLASSES: readonly string[] = Object.freeze([]);
/** categoriesOf() of HTML elements, by tag name. */
const htmlCategories = new Map<string, number>();

function categoriesOf(tag: string, ns: number): number {
  let bits = ns === HTML ? htmlCategories.get(tag) : undefined;
  if (bits !== undefined) return bits;
  bits = 0;
  if (ns === HTML) {
    if (SCOPE_HTML.has(tag)) bits |= (1 << SCOPE) | (1 << BUTTON_SCOPE) | (1 << LIST_SCOPE);
    if (tag === "button") bits |= 1 << BUTTON_SCOPE;
    if (tag === "ol" || tag === "ul") bits |= 1 << LIST_SCOPE;
    if (tag === "html" || tag === "table" || tag === "template") bits |= 1 << TABLE_SCOPE;
    if (SPECIAL_HTML.has(tag))
      bits |=
        tag === "address" || tag === "div" || tag === "p"
          ? 1 << SPECIAL
          : (1 << SPECIAL) | (1 << LI_STOP);
    if (htmlCategories.size < 1024) htmlCategories.set(tag, bits);
  } else {
    if (ns === MATHML ? SCOPE_MATHML.has(tag) : SCOPE_SVG.has(tag))
      bits |=
        (1 << SCOPE) | (1 << BUTTON_SCOPE) | (1 << LIST_SCOPE) | (1 << SPECIAL) | (1 << LI_STOP);
  }
  return bits;
}

/** Tokens are made and consumed in chunks of about this many UTF-16 units: a token array for a whole large page costs more in garbage collection than the tokenizing itself. */
const CHUNK = 65_536;
const MIN_CHUNK = 64;

/**
 * How many of a chunk's tokens end at a point where html5parser's tokenizer, started afresh,
 * reads on exactly as it would have (the data state, just after a ">" that closed a tag
 * other than a raw-text or RCDATA start tag); 0 when there is none.
 */
function completeCount(tokens: readonly IToken[], chunkLength: number): number {
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.type === CLOSE_TAG && t.end < chunkLength) return i + 1;
    if (t.type !== OPEN_TAG_END) continue;
    let open = i - 1;
    while (open >= 0 && tokens[open]!.type !== OPEN_TAG) open--;
    if (open < 0) return 0;
    if (t.value === "/" || !TEXT_ONLY.has(tokens[open]!.value)) return i + 1;
    i = open;
  }
  return 0;
}

/**
 * Feeds `consume` the tokens of `text` chunk by chunk, each time up to a point where the
 * tokenizer can start afresh (positions relative to `base`); the rest is read again as the
 * start of the next chunk. A chunk with no such point (a long comment, script or attribute)
 * is doubled. After a fix (firstFix) the next chunk is at most twice the distance from the
 * previous fix, so dense fixes cost O(distance) each: the whole stays linear.
 */
function forEachChunk(
  text: string,
  consume: (
    tokens: readonly IToken[],
    count: number,
    base: number,
    chunk: string,
    patched: boolean,
  ) => void,
): void {
  let rewritten = false;
  const source = text.replace(TOKENIZER_FIXES, (match) => {
    rewritten = true;
    return match.startsWith("<!") ? `<?${match.slice(2)}` : "--->";
  });
  const length = source.length;
  /** Replacements found so far, in increasing order of position (absolute). */
  const patches: Patch[] = [];
  let first = 0;
  let base = 0;
  let size = CHUNK;
  let lastFix = 0;
  while (base < length) {
    const end = Math.min(length, base + size);
    let chunk = source.slice(base, end);
    let patched = rewritten;
    while (first < patches.length && patches[first]!.at + patches[first]!.length <= base) first++;
    if (first < patches.length && patches[first]!.at < end) {
      const parts: string[] = [];
      let from = base;
      for (let k = first; k < patches.length && patches[k]!.at < end; k++) {
        const p = patches[k]!;
        const at = Math.max(p.at, from);
        const to = Math.min(p.at + p.length, end);
        parts.push(source.slice(from, at), p.by.repeat(to - at));
        from = to;
      }
      parts.push(source.slice(from, end));
      chunk = parts.join("");
      patched = true;
    }
    const tokens = tokenize(chunk, { scriptingEnabled: false });
    const fix = firstFix(tokens, chunk);
    if (fix !== undefined) {
      consume(tokens, fix.count, base, text.slice(base, end), true);
      for (const p of fix.patches) patches.push({ at: base + p.at, length: p.length, by: p.by });
      const restart = base + fix.restart;
      // A fix in the same tag as the last one (a tag with many stray quotes) keeps the chunk size.
      if (restart !== lastFix) size = Math.min(CHUNK, Math.max(MIN_CHUNK, 2 * (restart - lastFix)));
      lastFix = restart;
      base = restart;
      continue;
    }
    const count = end === length ? tokens.length : completeCount(tokens, end - base);
    if (count === 0 && end < length) {
      size *= 2;
      continue;
    }
    consume(tokens, count, base, text.slice(base, end), patched);
    if (end === length) return;
    base += tokens[count - 1]!.end + 1;
    size = Math.min(CHUNK, size * 2);
  }
}

/** Called for each element as it is inserted (its parent set), with its attributes. */
export type ElementVisitor = (node: TreeNode, attributes: Attributes) => void;

/** How deep the element tree goes (Blink: 512); deeper elements hang from the element at this depth. */
export const MAX_TREE_DEPTH = 512;

/** Builds the tree of `text`; `visit` sees every element in document order. Never throws for any content. */
export function buildTree(text: string, visit: ElementVisitor): TreeNode {
  const root: TreeNode = {
    tag: "#document",
    id: undefined,
    classes: [],
    nth: 1,
    parent: undefined,
    children: [],
    start: 0,
  };

  // The stack of open elements (§13.2.4.2), index 0 being the document, with parallel arrays:
  // namespace, integration point and categories packed in one number; the nearest HTML element
  // at or below each; and the counts of each one's children by tag (for nth-of-type), kept
  // inline for the first tag and in a Map only when a second one appears.
  const stack: TreeNode[] = [root];
  const info: number[] = [HTML | (NOT_INTEGRATION << 2) | (ALL_CATEGORIES << 4)];
  const htmlBelow: number[] = [0];
  const childTag: (string | undefined)[] = [undefined];
  const childCount: number[] = [0];
  const childMore: (Map<string, number> | undefined)[] = [undefined];
  /** Per category, the indices of its open elements (the document belongs to all). */
  const marks: number[][] = Array.from({ length: CATEGORIES }, () => [0]);
  /** Per tag name, the indices of the open elements of that name. */
  const open = new Map<string, number[]>();
  let formPointer: TreeNode | undefined; // §13.2.4.4 the form element pointer
  let formIndex = -1;
  let headSeen = false;

  const topOf = (tag: string): number => {
    const at = open.get(tag);
    return at !== undefined && at.length > 0 ? at[at.length - 1]! : -1;
  };
  const topMark = (category: number): number => {
    const m = marks[category]!;
    return m[m.length - 1]!;
  };
  /** The index of the topmost open `tag` if it is in the scope whose boundaries are `category`, else -1. */
  const inScope = (index: number, category: number): number =>
    index > 0 && index >= topMark(category) ? index : -1;
  /** §13.2.4.2 "in select scope": only option and optgroup elements above it (at most two when a select is open: their start tags pop them). */
  const inSelectScope = (index: number): number => {
    if (index <= 0) return -1;
    let i = stack.length - 1;
    while (
      i > index &&
      (stack[i]!.tag === "option" || stack[i]!.tag === "optgroup") &&
      (info[i]! & 3) === HTML
    )
      i--;
    return i === index ? index : -1;
  };
  const current = (): TreeNode => stack[stack.length - 1]!;
  const namespace = (): number => info[info.length - 1]! & 3;
  const integration = (): number => (info[info.length - 1]! >> 2) & 3;

  const pop = (): void => {
    const index = stack.length - 1;
    const node = stack.pop()!;
    const bits = info.pop()! >> 4;
    htmlBelow.pop();
    childTag.pop();
    childCount.pop();
    childMore.pop();
    if (bits !== 0) for (let c = 0; c < CATEGORIES; c++) if (bits & (1 << c)) marks[c]!.pop();
    open.get(node.tag)!.pop();
    if (index === formIndex) formIndex = -1;
  };
  const popUntil = (index: number): void => {
    while (stack.length > index) pop();
  };

  /** §13.2.6.1 "insert an element": a child of the current node; pushed unless void or self-closed foreign. */
  function insert(
    tag: string,
    ns: number,
    start: number,
    attributes: Attributes,
    selfClosing: boolean,
  ): void {
    // The tree parent: the current node, or the open element at MAX_TREE_DEPTH below it.
    const top = Math.min(stack.length - 1, MAX_TREE_DEPTH - 1);
    const parent = stack[top]!;
    let nth = 1;
    const first = childTag[top];
    if (first === undefined) childTag[top] = tag;
    if (first === undefined || first === tag) nth = childCount[top] = childCount[top]! + 1;
    else {
      let more = childMore[top];
      if (more === undefined) childMore[top] = more = new Map();
      nth = (more.get(tag) ?? 0) + 1;
      more.set(tag, nth);
    }
    const id = attributes.id;
    const cls = attributes.class;
    const classes =
      cls === undefined || cls === ""
        ? NO_CLASSES
        : /\s/.test(cls)
          ? cls.split(/\s+/).filter(Boolean)
          : [cls];
    const node: TreeNode = {
      tag,
      id: id !== undefined && id !== "" ? id : undefined,
      classes,
      nth,
      parent,
      children: [],
      start,
    };
    parent.children.push(node);
    visit(node, attributes);
    if (ns === HTML ? VOID.has(tag) : selfClosing) return;
    const index = stack.length;
    stack.push(node);
    const point =
      ns === HTML
        ? NOT_INTEGRATION
        : ns === SVG
          ? SCOPE_SVG.has(tag)
            ? HTML_INTEGRATION
            : NOT_INTEGRATION
          : tag === "annotation-xml"
            ? /^(?:text\/html|application\/xhtml\+xml)$/i.test(attributes.encoding ?? "")
              ? HTML_INTEGRATION
              : ANNOTATION_XML
            : SCOPE_MATHML.has(tag)
              ? MATHML_TEXT
              : NOT_INTEGRATION;
    const bits = categoriesOf(tag, ns);
    info.push(ns | (point << 2) | (bits << 4));
    htmlBelow.push(ns === HTML ? index : htmlBelow[top]!);
    childTag.push(undefined);
    childCount.push(0);
    childMore.push(undefined);
    if (bits !== 0) for (let c = 0; c < CATEGORIES; c++) if (bits & (1 << c)) marks[c]!.push(index);
    let at = open.get(tag);
    if (at === undefined) open.set(tag, (at = []));
    at.push(index);
    if (tag === "form" && ns === HTML) {
      formPointer = node;
      formIndex = index;
    }
    if (tag === "head") headSeen = true;
  }

  /** §13.2.6.3 "generate implied end tags" (except for `except`). */
  const generateImpliedEndTags = (except?: string): void => {
    for (
      let node = current();
      namespace() === HTML && IMPLIED_END_TAGS.has(node.tag) && node.tag !== except;
      node = current()
    )
      pop();
  };

  /** The tree construction dispatcher (§13.2.6): are HTML rules used for a start tag here? */
  function htmlRulesFor(tag: string): boolean {
    const top = stack.length - 1;
    if ((info[top]! & 3) === HTML) return true;
    const point = (info[top]! >> 2) & 3;
    if (point === HTML_INTEGRATION) return true;
    if (point === MATHML_TEXT) return tag !== "mglyph" && tag !== "malignmark";
    return point === ANNOTATION_XML && tag === "svg";
  }

  function startTag(
    name: string,
    start: number,
    attributes: Attributes,
    selfClosing: boolean,
  ): void {
    let tag = name;
    if (!htmlRulesFor(tag)) {
      // §13.2.6.5: a start tag in foreign content stays foreign unless it is one that leaves it.
      if (
        !BREAKOUT.has(tag) &&
        !(
          tag === "font" &&
          (attributes.color !== undefined ||
            attributes.face !== undefined ||
            attributes.size !== undefined)
        )
      ) {
        insert(tag, namespace(), start, attributes, selfClosing);
        return;
      }
      while (
        namespace() !== HTML &&
        integration() !== HTML_INTEGRATION &&
        integration() !== MATHML_TEXT
      )
        pop();
    }
    // §13.2.6.4.7: "A start tag whose tag name is 'image'": "Change the token's tag name to 'img' and reprocess it."
    if (tag === "image") tag = "img";
    // §13.2.6.4.4 "in head", "anything else": pop the head element.
    if (current().tag === "head" && !IN_HEAD.has(tag)) pop();
    // §13.2.6.4.7 html, body (attributes merged into the existing element), head: not a second element; form with the form pointer set: ignored.
    if (tag === "html" && topOf("html") > 0) return;
    if (tag === "body" && topOf("body") > 0) return;
    if (tag === "head" && (headSeen || topOf("body") > 0)) return;
    if (tag === "svg" || tag === "math") {
      // §13.2.6.4.7 "A start tag whose tag name is 'svg'" / "'math'": a foreign element; self-closing honoured.
      insert(tag, tag === "svg" ? SVG : MATHML, start, attributes, selfClosing);
      return;
    }
    // §13.2.6.4.7 "A start tag whose tag name is 'form'": "If the form element pointer is not null … ignore the token."
    if (tag === "form" && formPointer !== undefined) return;
    const rule = IMPLIED_END.get(tag) ?? 0;
    if (rule !== 0) {
      if (rule & CLOSE_CELL) {
        const cell = inScope(Math.max(topOf("td"), topOf("th")), TABLE_SCOPE);
        if (cell > 0) popUntil(cell);
      }
      if (rule & CLOSE_ROW) {
        const row = inScope(topOf("tr"), TABLE_SCOPE);
        if (row > 0) popUntil(row);
      }
      if (rule & CLOSE_SECTION) {
        const section = inScope(
          Math.max(topOf("tbody"), topOf("thead"), topOf("tfoot")),
          TABLE_SCOPE,
        );
        if (section > 0) popUntil(section);
      }
      if (rule & CLOSE_SELECT) {
        const select = inSelectScope(topOf("select"));
        if (select > 0) {
          popUntil(select);
          if (tag === "select") return;
        }
      }
      // The li and dd/dt loops stop at a special element other than address, div, p; li, dd, dt are special themselves.
      if (rule & CLOSE_LI) {
        const li = topOf("li");
        if (li > 0 && li === topMark(LI_STOP)) popUntil(li);
      }
      if (rule & CLOSE_DD_DT) {
        const item = Math.max(topOf("dd"), topOf("dt"));
        if (item > 0 && item === topMark(LI_STOP)) popUntil(item);
      }
      if (rule & CLOSE_BUTTON) {
        const button = inScope(topOf("button"), SCOPE);
        if (button > 0) popUntil(button);
      }
      if (rule & CLOSE_P) {
        const p = inScope(topOf("p"), BUTTON_SCOPE);
        if (p > 0) popUntil(p);
      }
      if (
        rule & CLOSE_HEADING &&
        namespace() === HTML &&
        (HEADINGS as readonly string[]).includes(current().tag)
      )
        pop();
      if (rule & CLOSE_OPTION && current().tag === "option") pop();
      if (rule & CLOSE_OPTGROUP && current().tag === "optgroup" && topOf("select") > 0) pop();
      if (rule & (CLOSE_RUBY | CLOSE_RUBY_RT) && inScope(topOf("ruby"), SCOPE) > 0)
        generateImpliedEndTags(rule & CLOSE_RUBY_RT ? "rtc" : undefined);
      // An open a with no special element above it: the adoption agency algorithm without a furthest block pops up to it.
      if (rule & CLOSE_A) {
        const a = topOf("a");
        if (a > 0 && a > topMark(SPECIAL)) popUntil(a);
      }
    }
    insert(tag, HTML, start, attributes, selfClosing);
  }

  function endTag(tag: string, start: number): void {
    const top = stack.length - 1;
    if ((info[top]! & 3) !== HTML) {
      if (tag === "br" || tag === "p") {
        // §13.2.6.5: "An end tag whose tag name is 'br', 'p'": leave foreign content, then HTML rules.
        while (
          namespace() !== HTML &&
          integration() !== HTML_INTEGRATION &&
          integration() !== MATHML_TEXT
        )
          pop();
      } else {
        // §13.2.6.5 "any other end tag": a foreign element of that name above every HTML element is closed.
        const at = topOf(tag);
        if (at > htmlBelow[top]!) {
          popUntil(at);
          return;
        }
      }
    }
    if (current().tag === "head") {
      // §13.2.6.4.4 "in head": </head> pops it, </body>, </html>, </br> act as "anything else", other end tags are ignored.
      if (tag === "head" || tag === "body" || tag === "html" || tag === "br") pop();
      if (tag !== "br") return;
    }
    if (tag === "p") {
      // §13.2.6.4.7 "An end tag whose tag name is 'p'": with no p in button scope, "insert an HTML element for a 'p' start tag token with no attributes", then close it.
      const p = inScope(topOf("p"), BUTTON_SCOPE);
      if (p > 0) popUntil(p);
      else {
        insert("p", HTML, start, {}, false);
        pop();
      }
      return;
    }
    if (tag === "br") {
      // §13.2.6.4.7 "An end tag whose tag name is 'br'": "act as described in the next entry; i.e. act as if this was a 'br' start tag token with no attributes".
      insert("br", HTML, start, {}, false);
      return;
    }
    // §13.2.6.4.7 </body>, </html>: only the insertion mode changes; later content still goes into the open elements.
    if (tag === "body" || tag === "html") return;
    if (tag === "form") {
      // §13.2.6.4.7 "An end tag whose tag name is 'form'": the form element pointer's element, if in scope.
      formPointer = undefined;
      const form = inScope(formIndex, SCOPE);
      if (form > 0) popUntil(form);
      return;
    }
    let at: number;
    if (tag === "li") at = inScope(topOf("li"), LIST_SCOPE);
    else if ((HEADINGS as readonly string[]).includes(tag))
      at = inScope(Math.max(...HEADINGS.map(topOf)), SCOPE);
    else if (END_IN_SCOPE.has(tag)) at = inScope(topOf(tag), SCOPE);
    else if (END_IN_TABLE_SCOPE.has(tag)) at = inScope(topOf(tag), TABLE_SCOPE);
    else if (tag === "select") at = inSelectScope(topOf(tag));
    else {
      // §13.2.6.4.7 "Any other end tag": the nearest open element of that name, unless a special element is above it.
      at = topOf(tag);
      if (at < topMark(SPECIAL)) at = -1;
    }
    if (at > 0) popUntil(at);
  }

  function textToken(raw: string): void {
    const node = current();
    // §13.2.6.4.4 "in head": a character that is not whitespace pops the head element.
    if (node.tag === "head" && /[^\t\n\f\r ]/.test(raw)) pop();
    const parent = current();
    parent.children.push(RAW_TEXT.has(parent.tag) ? raw : decodeText(raw));
  }

  forEachChunk(text, (tokens, n, base, chunk, patched) => {
    for (let i = 0; i < n; i++) {
      const token = tokens[i]!;
      if (token.type === LITERAL) {
        // Text is read from the original text (html5parser's tokens may come from a patched copy).
        textToken(patched ? chunk.slice(token.start, token.end) : token.value);
        continue;
      }
      if (token.type === CLOSE_TAG) {
        // `</` + an ASCII letter starts an end tag; `</>` is nothing, anything else a bogus comment (§13.2.5.7). An end tag cut by the end of the input is dropped (§13.2.5.8).
        const c = chunk.charCodeAt(token.start) | 0x20;
        if (c < 0x61 || c > 0x7a || token.end >= chunk.length) continue;
        const value = token.value;
        const cut = value.search(/[\t\n\f\r /]/);
        endTag(cut < 0 ? value : value.slice(0, cut), base + token.start - 2);
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
        name,
        base + token.start - 1,
        attributes,
        tokens[i]!.start < tokens[i]!.end && !lastSlashInValue,
      );
    }
  });
  return root;
}
