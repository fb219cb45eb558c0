// The entries of a User-Agent comment (RFC 9110 §10.1.5), read in place: `;`-separated, each
// trimmed as String#trim trims, without splitting the comment into strings first. A 100 KB
// header of thousands of comments or entries costs one pass and a string per name found.

/** White space as String#trim and /\s/ read it (ECMAScript WhiteSpace and LineTerminator). */
function isTrimSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** A comment's non-empty trimmed entries, as start and end offsets in `text`, read once. */
export interface CommentEntries {
  readonly text: string;
  readonly bounds: readonly number[];
}

export function entriesOf(text: string): CommentEntries {
  const bounds: number[] = [];
  for (let from = 0; from <= text.length;) {
    let end = text.indexOf(";", from);
    if (end < 0) end = text.length;
    let s = from;
    let e = end;
    while (s < e && isTrimSpace(text.charCodeAt(s))) s++;
    while (e > s && isTrimSpace(text.charCodeAt(e - 1))) e--;
    if (s < e) bounds.push(s, e);
    from = end + 1;
  }
  return { text, bounds };
}

const COMPATIBLE = /compatible/i;

/** Is text[start, end) "compatible", case-insensitively? */
function isCompatible(text: string, start: number, end: number): boolean {
  return end - start === 10 && text.slice(start, end).toLowerCase() === "compatible";
}

function isWordSeparator(c: number): boolean {
  return c === 0x2c || isTrimSpace(c);
}

/** The last word of the entry (words split at white space and commas) that does not start with "+". */
function lastWord(text: string, start: number, end: number): string | undefined {
  let to = end;
  while (to > start) {
    while (to > start && isWordSeparator(text.charCodeAt(to - 1))) to--;
    let from = to;
    while (from > start && !isWordSeparator(text.charCodeAt(from - 1))) from--;
    if (from === to) return undefined;
    if (text.charCodeAt(from) !== 0x2b) return text.slice(from, to);
    to = from;
  }
  return undefined;
}

/**
 * An entry written `name/version` (`Applebot/0.1`): no white space, and a "/" after a first
 * character and before any comma, with something after it (/^[^\s,]+\/\S+$/, read without
 * backtracking over entries such as "a/a/a/…/a").
 */
function isNameVersion(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (isTrimSpace(text.charCodeAt(i))) return false;
  for (let p = start + 1; p < end - 1; p++) {
    if (text.charCodeAt(p - 1) === 0x2c) return false;
    if (text.charCodeAt(p) === 0x2f) return true;
  }
  return false;
}

/** Has the comment a "compatible" entry? */
function isCompatibleComment({ text, bounds }: CommentEntries): boolean {
  if (COMPATIBLE.test(text))
    for (let i = 0; i < bounds.length; i += 2)
      if (isCompatible(text, bounds[i]!, bounds[i + 1]!)) return true;
  return false;
}

/** In a comment with a "compatible" entry, each entry's last word (not starting with "+"). */
export function compatibleNames(entries: CommentEntries, add: (word: string) => void): void {
  if (!isCompatibleComment(entries)) return;
  const { text, bounds } = entries;
  for (let i = 0; i < bounds.length; i += 2) {
    const word = lastWord(text, bounds[i]!, bounds[i + 1]!);
    if (word !== undefined) add(word);
  }
}

/** Has text[start, end) a comma? */
function hasComma(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 0x2c) return true;
  return false;
}

/**
 * The comment's `name/version` entries that do not start with "+". Of a comment with a
 * "compatible" entry, an entry without a comma is skipped: it is its own last word (it has no
 * white space), which compatibleNames added; a header of 8,000 "bot<i>/2.1" entries reads each once.
 */
export function nameVersionEntries(entries: CommentEntries, add: (entry: string) => void): void {
  const { text, bounds } = entries;
  const namesAdded = isCompatibleComment(entries);
  if (namesAdded && !text.includes(",")) return;
  for (let i = 0; i < bounds.length; i += 2) {
    const start = bounds[i]!;
    const end = bounds[i + 1]!;
    if (text.charCodeAt(start) === 0x2b || (namesAdded && !hasComma(text, start, end))) continue;
    if (isNameVersion(text, start, end)) add(text.slice(start, end));
  }
}
