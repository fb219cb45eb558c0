// URLs as robots-parser 3 reads them, for robots-policy/robots-parser (src/robots-parser.ts):
// resolved by the WHATWG URL parser against a base of their own (so a relative URL pairs only
// with a relative robots.txt URL), compared by origin, matched by their path and query. The
// common case, an absolute URL on the robots.txt's origin written as the parser writes it, is
// read in one scan without the parser (pathOnOrigin), with the same result.

/**
 * Where relative URLs are resolved (robots-parser's own base is a host of samclarke.com): a URL
 * and a robots.txt URL that are both relative are on this origin, and no real site is (RFC 2606).
 */
export const RELATIVE_BASE = "http://robots-relative.invalid/";

/** A URL as robots-parser compares it: its origin (scheme and host, a default port left out), and its path and query. */
export interface Place {
  readonly origin: string;
  readonly path: string;
}

/**
 * `url` resolved as robots-parser resolves it (the WHATWG URL parser, relative to
 * RELATIVE_BASE), or undefined when it does not parse or has no hierarchical path (`mailto:x`).
 * The path is the parser's (dot segments removed, `\` read as `/`, other characters
 * percent-encoded), with its query; an empty query (`/search?`) is kept, as the URL keeps it
 * and robots-policy matches it (robots-parser's `search` drops it).
 */
export function placeOf(url: unknown): Place | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url as string, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  let path = parsed.pathname;
  if (path.charCodeAt(0) !== 0x2f) {
    // "foo://host" has an empty path, "/" to match; "mailto:x" has none.
    if (path !== "" || parsed.host === "") return undefined;
    path = "/";
  }
  let query = parsed.search;
  if (query === "") {
    const href = parsed.href;
    const hash = href.indexOf("#");
    if ((hash < 0 ? href : href.slice(0, hash)).endsWith("?")) query = "?";
  }
  return { origin: `${parsed.protocol}//${parsed.host}`, path: path + query };
}

/**
 * Characters the URL parser leaves as they are in a path and in a query: printable ASCII but
 * `"`, `'`, `<`, `>`, `\`, `^`, backtick, `{`, `|` and `}` (some of which it percent-encodes,
 * or, for `\`, reads as `/`; the others are left out to be safe across versions of the URL
 * Standard). 1 for a character that stays.
 */
const KEPT = new Uint8Array(128);
for (let c = 0x21; c < 0x7f; c++) KEPT[c] = 1;
for (const c of "\"'<>\\^`{|}") KEPT[c.charCodeAt(0)] = 0;

/**
 * placeOf(url).path without the URL parser, when `url` is `origin` as the parser writes it,
 * then "/" and characters it keeps, with nothing it would remove or decode in the path (a
 * segment starting with "." or a "%2e"). Else undefined, and placeOf decides. One scan.
 */
export function pathOnOrigin(url: string, origin: string): string | undefined {
  const start = origin.length;
  if (url.charCodeAt(start) !== 0x2f || !url.startsWith(origin)) return undefined;
  let end = url.length;
  let inQuery = false;
  for (let i = start; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x23) {
      end = i;
      break;
    }
    if (c >= 128 || KEPT[c] === 0) return undefined;
    if (inQuery) continue;
    if (c === 0x3f) inQuery = true;
    else if (c === 0x2e && url.charCodeAt(i - 1) === 0x2f) return undefined;
    else if (
      c === 0x25 &&
      url.charCodeAt(i + 1) === 0x32 &&
      (url.charCodeAt(i + 2) | 0x20) === 0x65
    )
      return undefined;
  }
  return url.slice(start, end);
}
