// Percent-encoding normalisation, so that a pattern and a path that name the same octets
// compare equal. Each returns its input unchanged when nothing needs rewriting (the
// common case), and produces only printable ASCII.

const HEX = "0123456789ABCDEF";

function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** RFC 3986 §2.3 unreserved: ALPHA / DIGIT / "-" / "." / "_" / "~". */
function isUnreserved(c: number): boolean {
  return (
    (c >= 0x61 && c <= 0x7a) ||
    (c >= 0x41 && c <= 0x5a) ||
    (c >= 0x30 && c <= 0x39) ||
    c === 0x2d ||
    c === 0x2e ||
    c === 0x5f ||
    c === 0x7e
  );
}

/** Characters a URI never holds literally (RFC 3986 §2): controls, space, non-ASCII, `"<>\^`{|}`. */
function mustEncode(c: number): boolean {
  return (
    c <= 0x20 ||
    c >= 0x7f ||
    c === 0x22 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x5c ||
    c === 0x5e ||
    c === 0x60 ||
    c === 0x7b ||
    c === 0x7c ||
    c === 0x7d
  );
}

/** "%XX" of every octet, made once. */
const ESCAPES = Array.from({ length: 256 }, (_, octet) => `%${HEX[octet >> 4]}${HEX[octet & 15]}`);

function pushOctet(out: string[], octet: number): void {
  out.push(ESCAPES[octet]!);
}

/** The code point at `text[i]` (a lone surrogate reads as U+FFFD) times 2, plus 1 when it takes two code units. */
function codePointAt(text: string, i: number): number {
  const cp = text.charCodeAt(i);
  if (cp < 0xd800 || cp > 0xdfff) return cp * 2;
  const low = text.charCodeAt(i + 1);
  return cp <= 0xdbff && low >= 0xdc00 && low <= 0xdfff
    ? (0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00)) * 2 + 1
    : 0xfffd * 2;
}

/** The UTF-8 octets of `cp`, percent-encoded. */
function utf8Escaped(cp: number): string {
  if (cp < 0x80) return ESCAPES[cp]!;
  const last = ESCAPES[0x80 | (cp & 63)]!;
  if (cp < 0x800) return ESCAPES[0xc0 | (cp >> 6)]! + last;
  const middle = ESCAPES[0x80 | ((cp >> 6) & 63)]! + last;
  if (cp < 0x10000) return ESCAPES[0xe0 | (cp >> 12)]! + middle;
  return ESCAPES[0xf0 | (cp >> 18)]! + ESCAPES[0x80 | ((cp >> 12) & 63)]! + middle;
}

/**
 * Appends the UTF-8 encoding of the code point at `text[i]`, percent-encoded, and of each
 * copy of it that follows, as one string; returns the next index. A line of 16,000 spaces,
 * or of 1,000 "é", is one push, not one per octet.
 */
function pushUtf8(out: string[], text: string, i: number): number {
  const read = codePointAt(text, i);
  const width = (read & 1) + 1;
  let end = i + width;
  while (end < text.length && codePointAt(text, end) === read) end += width;
  out.push(utf8Escaped(read >> 1).repeat((end - i) / width));
  return end;
}

/**
 * Appends the "%" at `text[i]` and what follows: a valid escape decoded when `decodes` says
 * so, else with upper-case hex; a "%" that starts no escape as "%25". Returns the next index.
 */
function pushEscape(
  out: string[],
  text: string,
  i: number,
  decodes: (octet: number) => boolean,
): number {
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hi < 0 ? -1 : hexValue(text.charCodeAt(i + 2));
  if (lo < 0) {
    out.push("%25");
    return i + 1;
  }
  const octet = (hi << 4) | lo;
  if (decodes(octet)) out.push(String.fromCharCode(octet));
  else pushOctet(out, octet);
  return i + 3;
}

export type RfcRole = "path" | "pattern";

/** A UTF-16 code unit a path keeps as it is (what REWRITTEN_IN_PATH does not match). */
export function isPlainInPath(c: number): boolean {
  return c < 0x80 && c !== 0x25 && c !== 0x2a && c !== 0x24 && !mustEncode(c);
}

/**
 * A character a path does not keep as it is: `%`, `*`, `$`, or one a URI cannot hold (the
 * complement of printable ASCII without those and `"<>\\^\`{|}`). A constant of ours, never
 * built from a site's text; a test checks it against isPlainInPath for every code unit.
 */
export const REWRITTEN_IN_PATH = /[^!#&'()+,\-./0-9:;=?@A-Z[\]_a-z~]/;

/**
 * RFC 9309 §2.2.2: non-ASCII and characters a URI cannot hold are percent-encoded
 * (UTF-8), percent-encoded unreserved characters are decoded, other escapes get upper-case
 * hex. RFC 9309 §2.2.3: in a path, `*` and `$` become `%2A` and `%24` so that patterns
 * written with those escapes match them; in a pattern `*` stays the wildcard and a final
 * `$` the end anchor, while any other `$` is literal (as google/robotstxt reads it).
 */
export function normalizeRfc9309(text: string, role: RfcRole): string {
  const last = text.length - 1;
  let i = 0;
  // Every query's path comes through here, and most are plain: one scan by a constant
  // character class (the regex engine's native loop) says so.
  if (role === "path" && !REWRITTEN_IN_PATH.test(text)) return text;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (
      c === 0x25 ||
      mustEncode(c) ||
      (c === 0x2a && role === "path") ||
      (c === 0x24 && (role === "path" || i !== last))
    )
      break;
  }
  if (i === text.length) return text;
  const out: string[] = [text.slice(0, i)];
  const path = role === "path";
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      i = pushEscape(out, text, i, isUnreserved);
    } else if (mustEncode(c)) {
      i = pushUtf8(out, text, i);
    } else if ((c === 0x2a && path) || (c === 0x24 && (path || i !== last))) {
      pushOctet(out, c);
      i++;
    } else {
      // A run kept as it is: one slice.
      let end = i + 1;
      for (; end < text.length; end++) {
        const d = text.charCodeAt(end);
        if (d === 0x25 || d === 0x2a || d === 0x24 || mustEncode(d)) break;
      }
      out.push(text.slice(i, end));
      i = end;
    }
  }
  return out.join("");
}

/** KOSTER-1996 §3.2.2: printable ASCII other than "%" and "/" is compared unescaped. */
function isKosterLiteral(octet: number): boolean {
  return octet > 0x20 && octet < 0x7f && octet !== 0x25 && octet !== 0x2f;
}

/**
 * KOSTER-1996 §3.2.2: "If a %xx encoded octet is encountered it is unencoded prior to
 * comparison, unless it is the "/" character". Octets are compared one by one, so the
 * canonical form writes every octet that is not printable ASCII (and `%` itself) as an
 * upper-case escape, and `%2F` stays an escape.
 */
export function normalizeKoster1996(text: string): string {
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 || c <= 0x20 || c >= 0x7f) break;
  }
  if (i === text.length) return text;
  const out: string[] = [text.slice(0, i)];
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      i = pushEscape(out, text, i, isKosterLiteral);
    } else if (c <= 0x20 || c >= 0x7f) {
      i = pushUtf8(out, text, i);
    } else {
      // A run kept as it is: one slice.
      let end = i + 1;
      for (; end < text.length; end++) {
        const d = text.charCodeAt(end);
        if (d === 0x25 || d <= 0x20 || d >= 0x7f) break;
      }
      out.push(text.slice(i, end));
      i = end;
    }
  }
  return out.join("");
}
