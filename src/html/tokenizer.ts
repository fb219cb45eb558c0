// html5parser's tokens, read as the HTML standard's tokenizer (§13.2.5) reads the text: the
// attribute states of a start tag (§13.2.5.32–§13.2.5.40), same-length rewrites where
// html5parser parts from the standard, and chunked tokenizing (no token array for a whole page).
import { tokenize, type IToken } from "html5parser";
import { decodeAttribute } from "./entities.js";
import { KEPT_FIRST, KEPT_SET, type Attributes } from "./tree-node.js";
import { words } from "./tree-tables.js";

// html5parser's TokenKind (a const enum in its declarations; the values are its documented ones).
export const LITERAL = 0;
export const OPEN_TAG = 1;
export const OPEN_TAG_END = 2;
export const CLOSE_TAG = 3;
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

/** Set by readAttributes: a "/" before ">" ended an unquoted value (not a self-closing flag). */
export let lastSlashInValue = false;

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
export function readAttributes(
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
 * Where a chunk from `base` to `end` should end so that no comment is open at its end: past
 * the comment's "-->" and a chunk more (the end of the text when it has none). A comment holds
 * no point to restart at, and html5parser makes a token of every "-" in it, so doubling the
 * chunk until the comment fits read a long dashed comment two to three times over. (A "<!--"
 * inside a script or an attribute only makes the chunk larger.)
 */
function pastComment(source: string, base: number, end: number): number {
  const open = source.slice(base, end).lastIndexOf("<!--");
  const close = open < 0 ? end : source.indexOf("-->", base + open + 4) + 3;
  return close < 3 ? source.length : close > end ? Math.min(source.length, close + CHUNK) : end;
}

/**
 * Feeds `consume` the tokens of `text` chunk by chunk, each time up to a point where the
 * tokenizer can start afresh (positions relative to `base`); the rest is read again as the
 * start of the next chunk. A chunk with no such point (a long comment, script or attribute)
 * is doubled. After a fix (firstFix) the next chunk is at most twice the distance from the
 * previous fix, so dense fixes cost O(distance) each: the whole stays linear.
 */
export function forEachChunk(
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
    const end = pastComment(source, base, Math.min(length, base + size));
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
      // No point to restart at: most often one long tag. Reach at least the next ">" (a ">"
      // inside quotes only makes the next try larger), and never less than double: one long
      // tag is then read about twice, not up to four times as by doubling alone.
      const close = source.indexOf(">", end);
      size = Math.max(2 * size, (close < 0 ? length : close + 1) - base);
      continue;
    }
    consume(tokens, count, base, text.slice(base, end), patched);
    if (end === length) return;
    base += tokens[count - 1]!.end + 1;
    size = Math.min(CHUNK, size * 2);
  }
}
