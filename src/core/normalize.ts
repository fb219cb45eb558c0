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

function pushOctet(out: string[], octet: number): void {
  out.push("%", HEX[octet >> 4]!, HEX[octet & 15]!);
}

/**
 * Pushes a run of one ASCII character that must be escaped (`text[i]`, repeated) as one
 * string; returns the next index. A line of 16,000 spaces is one push, not 16,000.
 */
function pushRepeatedOctet(out: string[], text: string, i: number): number {
  const c = text.charCodeAt(i);
  let end = i + 1;
  while (end < text.length && text.charCodeAt(end) === c) end++;
  out.push(`%${HEX[c >> 4]}${HEX[c & 15]}`.repeat(end - i));
  return end;
}

/** Appends the UTF-8 encoding of the code point at `text[i]`; returns the next index. */
function pushUtf8(out: string[], text: string, i: number): number {
  let cp = text.charCodeAt(i);
  let next = i + 1;
  if (cp >= 0xd800 && cp <= 0xdbff && next < text.length) {
    const low = text.charCodeAt(next);
    if (low >= 0xdc00 && low <= 0xdfff) {
      cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
      next++;
    } else cp = 0xfffd;
  } else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
  if (cp < 0x80) pushOctet(out, cp);
  else if (cp < 0x800) {
    pushOctet(out, 0xc0 | (cp >> 6));
    pushOctet(out, 0x80 | (cp & 63));
  } else if (cp < 0x10000) {
    pushOctet(out, 0xe0 | (cp >> 12));
    pushOctet(out, 0x80 | ((cp >> 6) & 63));
    pushOctet(out, 0x80 | (cp & 63));
  } else {
    pushOctet(out, 0xf0 | (cp >> 18));
    pushOctet(out, 0x80 | ((cp >> 12) & 63));
    pushOctet(out, 0x80 | ((cp >> 6) & 63));
    pushOctet(out, 0x80 | (cp & 63));
  }
  return next;
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
      i = c < 0x80 ? pushRepeatedOctet(out, text, i) : pushUtf8(out, text, i);
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
      i = c < 0x80 ? pushRepeatedOctet(out, text, i) : pushUtf8(out, text, i);
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
