// The part of a URL that robots.txt patterns are matched against: path, params and query,
// never the fragment (RFC 9309 §2.2.2). Extracted as google/robotstxt's
// GetPathParamsQuery does, so an empty query ("/p?") is kept.

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

function firstOf(url: string, chars: string, from: number): number {
  for (let i = from; i < url.length; i++) if (chars.includes(url[i]!)) return i;
  return -1;
}

function pathParamsQuery(url: string): string {
  let searchStart = 0;
  if (url.startsWith("//")) searchStart = 2;
  const earlyPath = firstOf(url, "/?;", searchStart);
  let protocolEnd = url.indexOf("://", searchStart);
  if (earlyPath !== -1 && earlyPath < protocolEnd) protocolEnd = -1;
  protocolEnd = protocolEnd === -1 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf(url, "/?;", protocolEnd);
  if (pathStart === -1) return "/";
  const hash = url.indexOf("#", searchStart);
  if (hash !== -1 && hash < pathStart) return "/";
  const pathEnd = hash === -1 ? url.length : hash;
  const path = url.slice(pathStart, pathEnd);
  return url.charCodeAt(pathStart) === 0x2f ? path : "/" + path;
}

/**
 * The path and query of `url`: an absolute URL string, a `URL`, or a path starting with
 * "/". Throws a TypeError for anything else.
 */
export function pathOf(url: unknown): string {
  if (typeof url === "string") {
    if (url.charCodeAt(0) === 0x2f && url.charCodeAt(1) !== 0x2f) {
      const hash = url.indexOf("#");
      return hash === -1 ? url : url.slice(0, hash);
    }
    const scheme = SCHEME.exec(url);
    const authorityOk = scheme !== null && url.startsWith("//", scheme[0].length) && url.length > scheme[0].length + 2;
    if (!authorityOk && !url.startsWith("//"))
      throw new TypeError(
        `url: expected an absolute URL ("https://host/path"), a URL object or a path starting with "/", got ${JSON.stringify(url)}`,
      );
    return pathParamsQuery(url);
  }
  if (url instanceof URL) return pathParamsQuery(url.href);
  throw new TypeError(`url: expected a string or a URL object, got ${url === null ? "null" : typeof url}`);
}
