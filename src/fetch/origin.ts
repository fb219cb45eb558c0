// RFC 9309 §2.3 / KOSTER-1996 §3.1: the robots.txt of a site is "/robots.txt" at the root of
// its scheme and authority; host and port matter (http://a:8080 is another site than http://a).

/** The /robots.txt URL for any URL (or origin) of a site. Throws a TypeError for anything else. */
export function robotsTxtUrl(urlOrOrigin: string | URL): URL {
  let url: URL;
  try {
    url = new URL(urlOrOrigin);
  } catch {
    throw new TypeError(
      `url: expected an absolute http(s) URL or origin, got ${JSON.stringify(String(urlOrOrigin))}`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new TypeError(
      `url: expected an http: or https: URL, got ${JSON.stringify(url.protocol)}`,
    );
  return new URL("/robots.txt", url.origin);
}
