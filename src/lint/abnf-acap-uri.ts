// RFC 3986 §3–§4 as ACAP-1 §3 uses it: a resource-path-pattern or an action request's path is a
// relative-part, a permissions reference a URI or a relative-part, a usage purpose a name or a
// URI-pattern (a URI with "*"; "#" cannot occur, it starts the comment). Each check walks the
// text once and gives the first departure, or undefined. "*" and "$" are sub-delims, so
// ACAP-1 §2.9's wildcard and anchor are pchars already.

/** Where a text leaves the ABNF (0-based UTF-16 offset into it) and why. */
export interface Departure {
  readonly offset: number;
  readonly why: string;
}

/** RFC 3986 pchar but pct-encoded: unreserved / sub-delims / ":" / "@". */
const PCHAR = /^[\w\-.~!$&'()*+,;=:@]$/;
/** RFC 3986 scheme ":" (ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )). */
const SCHEME = /^[A-Za-z][A-Za-z\d+.-]*:/;
/** ACAP-1 §3 name-start-char *name-char: the names of definitions and usage purposes. */
export const ACAP_NAME = /^[A-Za-z][\w.-]*$/;

/** A character as a message shows it: printable ASCII quoted (DQUOTE in '), anything else as U+XXXX. */
export function shown(text: string, at: number): string {
  const code = text.codePointAt(at) ?? 0;
  if (code === 0x22) return `'"'`;
  if (code >= 0x21 && code <= 0x7e) return `"${String.fromCodePoint(code)}"`;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

const isHex = (c: string | undefined): boolean => c !== undefined && /^[\dA-Fa-f]$/.test(c);

/** The departure of the character at `at` from pchar (`extra`: more characters allowed there). */
function charDeparture(text: string, at: number, extra = ""): Departure | undefined {
  const c = text[at] ?? "";
  if (c === "%") {
    return isHex(text[at + 1]) && isHex(text[at + 2])
      ? undefined
      : { offset: at, why: '"%" is not followed by two hex digits, as pct-encoded asks' };
  }
  if (PCHAR.test(c) || extra.includes(c)) return undefined;
  const what = c.charCodeAt(0) > 0x7e ? "is not ASCII" : "is not a pchar";
  return { offset: at, why: `${shown(text, at)} ${what}; percent-encode it` };
}

/** RFC 3986 §3.2 authority (from `from` to the next "/" or "?"): its characters. */
function authority(text: string, from: number): { end: number; departure?: Departure } {
  let end = from;
  while (end < text.length && text[end] !== "/" && text[end] !== "?") end++;
  for (let i = from; i < end; i++) {
    // "[" and "]" enclose an IP-literal host.
    const departure = charDeparture(text, i, "[]");
    if (departure) return { end, departure };
  }
  return { end };
}

/**
 * The path from `from` on: segments of pchars separated by "/". `noscheme`: the first segment
 * may not hold ":" (path-noscheme); `query`: a "?" starts a query (a URI's), else it departs.
 */
function pathDeparture(
  text: string,
  from: number,
  noscheme: boolean,
  query: boolean,
): Departure | undefined {
  let firstSegment = noscheme;
  let inQuery = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "/" || (c === "?" && inQuery)) {
      firstSegment = false;
      continue;
    }
    if (c === "?") {
      if (!query) return { offset: i, why: 'a query ("?") is no part of a relative-part' };
      inQuery = true;
      firstSegment = false;
      continue;
    }
    const departure = charDeparture(text, i);
    if (departure) return departure;
    if (c === ":" && firstSegment)
      return {
        offset: i,
        why: '":" in the first segment would read as a scheme; path-noscheme has none',
      };
  }
  return undefined;
}

/** RFC 3986 §4.2 relative-part: "//" authority path-abempty / path-absolute / path-noscheme / path-empty. */
export function relativePartDeparture(text: string): Departure | undefined {
  if (text.startsWith("//")) {
    const { end, departure } = authority(text, 2);
    return departure ?? pathDeparture(text, end, false, false);
  }
  return pathDeparture(text, 0, !text.startsWith("/"), false);
}

/** Whether the text starts with an RFC 3986 scheme and ":" (it is meant as a URI). */
export const hasScheme = (text: string): boolean => SCHEME.test(text);

/** RFC 3986 §3 URI (no fragment: "#" starts an ACAP comment): scheme ":" hier-part ["?" query]. */
export function uriDeparture(text: string): Departure | undefined {
  const scheme = SCHEME.exec(text);
  if (scheme === null) return { offset: 0, why: "no scheme" };
  let at = scheme[0].length;
  if (text.startsWith("//", at)) {
    const { end, departure } = authority(text, at + 2);
    if (departure) return departure;
    at = end;
  }
  return pathDeparture(text, at, false, true);
}
