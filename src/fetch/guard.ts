// The address guard for ACAP-permissions-reference (no SSRF through a robots.txt): a
// reference may not reach a private, loopback, link-local or otherwise non-public address.
// Host names are resolved and every address they resolve to must be public. (The platform
// fetch resolves again, so a host that changes its answer between the two lookups — DNS
// rebinding — is not caught here; a crawler that needs that must pin addresses in its fetch.)
import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

/** The ipaddr.js ranges that are public. */
const PUBLIC = new Set(["unicast"]);

/** Why `address` is not public, or undefined when it is. */
export function nonPublicRange(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return "not an IP address";
  let parsed = ipaddr.parse(address);
  // ::ffff:127.0.0.1 is 127.0.0.1.
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return PUBLIC.has(range) ? undefined : range;
}

export type Resolver = (host: string) => Promise<readonly string[]>;

export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Checks a URL's host: undefined when every address is public, else the reason it is refused. */
export async function checkAddress(url: URL, resolve: Resolver = systemResolver): Promise<string | undefined> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: readonly string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      return `${host} cannot be resolved (${error instanceof Error ? error.message : String(error)})`;
    }
  }
  for (const address of addresses) {
    const range = nonPublicRange(address);
    if (range) return `${host} resolves to ${address}, a ${range} address`;
  }
  return undefined;
}
