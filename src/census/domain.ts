// Where a capture was asked: the URL's scheme and host, and the host's registered domain
// through the Public Suffix List (tldts, with the list's private section: a site on
// github.io or blogspot.com is its own site, as the list means it to be).
import { parse } from "tldts";

/** A capture URL's parts the census reports. */
export interface UrlParts {
  /** The scheme without ":" ("" when the URL does not parse). */
  readonly scheme: string;
  /** The host as the WHATWG URL parser writes it (lower case, punycode); "" when the URL does not parse. */
  readonly host: string;
  /** The registered domain (public suffix + one label); absent for an IP address or an unknown suffix. */
  readonly domain?: string;
}

const PSL_OPTIONS = { allowPrivateDomains: true, extractHostname: false } as const;

/** The registered domain of a host name, or undefined (an IP address, a suffix the list does not know). */
export function registeredDomain(host: string): string | undefined {
  if (host === "" || host.startsWith("[")) return undefined;
  const parsed = parse(host, PSL_OPTIONS);
  if (parsed.isIp === true || parsed.domain === null) return undefined;
  // A suffix neither section of the list has is tldts's default rule "*": not a known suffix.
  if (parsed.isIcann !== true && parsed.isPrivate !== true) return undefined;
  return parsed.domain;
}

/** The scheme, host and registered domain of a capture's URL; never throws. */
export function urlParts(url: string): UrlParts {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { scheme: "", host: "" };
  }
  const scheme = parsed.protocol.slice(0, -1);
  const host = parsed.hostname;
  const domain = registeredDomain(host);
  return domain === undefined ? { scheme, host } : { scheme, host, domain };
}
