// The address guard for ACAP-permissions-reference (no SSRF through a robots.txt): a
// reference may not reach a private, loopback, link-local or otherwise non-public address.
// Host names are resolved and every address they resolve to must be public. (The platform
// fetch resolves again, so a host that changes its answer between the two lookups — DNS
// rebinding — is not caught here; a crawler that needs that must pin addresses in its fetch.)
//
// No `node:` import here: resolution is injected (`resolve`), and the default comes from the
// package.json `imports` subpath "#dns-resolver" — system DNS (resolver-node.ts, `node`
// condition) on Node, none (resolver-default.ts) in browsers, Workers and other bundles. Why
// an `imports` condition rather than a runtime check of `process.versions.node` plus a hidden
// `import("node:dns/promises")`: bundlers pick the branch statically, so a browser or Worker
// bundle has no `node:` specifier in it at all (esbuild --platform=browser then succeeds
// without marking anything external), and nothing depends on how a bundler treats an
// unanalysable dynamic import. The `imports` targets name the built files (dist/); vitest
// aliases "#dns-resolver" to the Node source, and dns-resolver.d.ts types it for tsc. It is
// imported lazily, only when a host name has to be resolved without an injected `resolve`:
// loading robots-policy/fetch never touches DNS, and sources run through tsx before any build
// (the CLI, `npm start`) load although dist/ is missing. Without any resolver — or when the
// default cannot be loaded — the guard fails closed: a host name is refused; IP literals are
// still judged, since they need no resolution.
import ipaddr from "ipaddr.js";

export type { Resolver } from "./resolver.js";
import type { Resolver } from "./resolver.js";

/** The ipaddr.js ranges that are public. */
const PUBLIC = new Set(["unicast"]);

/** Why `address` is not public, or undefined when it is. */
export function nonPublicRange(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return "not an IP address";
  // ipaddr.js reads "::a.b.c.d" as IPv4-mapped; it is IPv4-compatible (see below).
  if (/^::(?:0{1,4}:){0,4}\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return "ipv4Compatible";
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    // IPv4-compatible ::a.b.c.d (RFC 4291 §2.5.5.1, deprecated; ipaddr.js calls some of it
    // unicast): ::127.0.0.1 and ::169.254.169.254 reach loopback and cloud metadata through
    // some stacks, so all of ::/96 is refused (:: and ::1 keep their own names). NAT64
    // (64:ff9b::/96), 6to4 (2002::/16) and Teredo (2001::/32) are ranges of their own and
    // refused whole, whatever IPv4 address they embed.
    const [a, b, c, d, e, f, g, h] = v6.parts;
    if (
      a === 0 &&
      b === 0 &&
      c === 0 &&
      d === 0 &&
      e === 0 &&
      f === 0 &&
      !(g === 0 && (h === 0 || h === 1))
    )
      return "ipv4Compatible";
    // ::ffff:127.0.0.1 is 127.0.0.1.
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  const range = parsed.range();
  return PUBLIC.has(range) ? undefined : range;
}

let platformDefault: Promise<Resolver | string> | undefined;

/** The platform's default resolver, or why there is none (loaded once, on first need). */
export function platformResolver(): Promise<Resolver | string> {
  platformDefault ??= import("#dns-resolver").then(
    ({ defaultResolver }) => defaultResolver ?? "this platform has no default DNS resolver",
    (error: unknown) =>
      `the default DNS resolver could not be loaded (${error instanceof Error ? error.message : String(error)})`,
  );
  return platformDefault;
}

/**
 * Checks a URL's host: undefined when every address is public, else the reason it is refused.
 * `resolve` resolves host names; without it the platform's default is used (system DNS on
 * Node), and where there is none a host name is refused (IP literals are still judged).
 */
export async function checkAddress(url: URL, resolve?: Resolver): Promise<string | undefined> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: readonly string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    const resolver = resolve ?? (await platformResolver());
    if (typeof resolver === "string")
      return `no resolver: ${host} is a host name and ${resolver}; pass \`resolve\` (e.g. a DNS-over-HTTPS lookup) to check it`;
    try {
      addresses = await resolver(host);
    } catch (error) {
      return `${host} cannot be resolved (${error instanceof Error ? error.message : String(error)})`;
    }
    if (!Array.isArray(addresses) || addresses.length === 0)
      return `${host} resolves to no address`;
  }
  for (const address of addresses) {
    const range = nonPublicRange(address);
    if (range) return `${host} resolves to ${address}, a ${range} address`;
  }
  return undefined;
}
