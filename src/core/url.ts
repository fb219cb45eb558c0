// The part of a URL that robots.txt patterns are matched against: path, params and query,
// never the fragment (RFC 9309 §2.2.2). Extracted as google/robotstxt's
// GetPathParamsQuery does, so an empty query ("/p?") is kept.

/**
 * RFC 3986 §3: scheme "://" and an authority (empty in "file:///x"), or a network-path
 * reference "//…": the URLs with a hierarchical path. mailto:, data:, urn: have none.
 */
function hasAuthority(url: string): boolean {
  if (url.startsWith("//")) return url.length > 2;
  let i = 0;
  for (; i < url.length; i++) {
    const c = url.charCodeAt(i);
    const alpha = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
    if (alpha || (i > 0 && ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e)))
      continue;
    break;
  }
  return i > 0 && url.startsWith("://", i) && url.length > i + 3;
}

/** Index of the first "/", "?" or ";" at or after `from`, or -1. */
function firstPathChar(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x2f || c === 0x3f || c === 0x3b) return i;
  }
  return -1;
}

/** google/robotstxt GetPathParamsQuery, for any URL with an authority (exported for its test). */
export function pathParamsQuery(url: string): string {
  let searchStart = 0;
  if (url.startsWith("//")) searchStart = 2;
  const earlyPath = firstPathChar(url, searchStart);
  let protocolEnd = url.indexOf("://", searchStart);
  if (earlyPath !== -1 && earlyPath < protocolEnd) protocolEnd = -1;
  protocolEnd = protocolEnd === -1 ? searchStart : protocolEnd + 3;
  const pathStart = firstPathChar(url, protocolEnd);
  if (pathStart === -1) return "/";
  const hash = url.indexOf("#", searchStart);
  if (hash !== -1 && hash < pathStart) return "/";
  const pathEnd = hash === -1 ? url.length : hash;
  const path = url.slice(pathStart, pathEnd);
  return url.charCodeAt(pathStart) === 0x2f ? path : "/" + path;
}

/**
 * pathParamsQuery for the URLs crawlers ask about most, "http(s)://" and a non-empty
 * authority: the same answer in one scan. The path starts at the first "/", "?" or ";"
 * after the scheme's "//"; a "#" first, or none of them, leaves "/".
 */
function afterAuthority(url: string, from: number): string {
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x23) return "/";
    if (c === 0x2f || c === 0x3f || c === 0x3b) {
      const hash = url.indexOf("#", i);
      const path = hash === -1 ? url.slice(i) : url.slice(i, hash);
      return c === 0x2f ? path : "/" + path;
    }
  }
  return "/";
}

/**
 * The path and query of `url` (RFC 9309 §2.2.2 matches the URI's path): a URL of any scheme
 * written with "//" and an authority ("https://host/p", "ftp://host/p", "file:///p", as a
 * string or a `URL`), or a path starting with "/". Throws a TypeError for anything else: a
 * URL without a hierarchical path (mailto:, data:, urn:) or another relative reference.
 */
export function pathOf(url: unknown): string {
  if (typeof url === "string") {
    if (url.charCodeAt(0) === 0x2f && url.charCodeAt(1) !== 0x2f) {
      const hash = url.indexOf("#");
      return hash === -1 ? url : url.slice(0, hash);
    }
    const authority = url.startsWith("https://") ? 8 : url.startsWith("http://") ? 7 : 0;
    if (authority > 0 && url.length > authority && url.charCodeAt(authority) !== 0x2f)
      return afterAuthority(url, authority);
    if (!hasAuthority(url))
      throw new TypeError(
        `url: expected a URL with an authority ("https://host/path", "file:///path") or a path starting with "/", got ${JSON.stringify(url)}`,
      );
    return pathParamsQuery(url);
  }
  // The same rule as its string: a URL object holds a mailto: or data: URL as well.
  if (url instanceof URL) return pathOf(url.href);
  throw new TypeError(
    `url: expected a string or a URL object, got ${url === null ? "null" : typeof url}`,
  );
}
