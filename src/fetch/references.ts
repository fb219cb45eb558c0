// ACAP-1 §2.3.2 over HTTP: a loader for ACAP-permissions-reference locators with the same
// timeout and byte limits as the robots.txt fetch, same-origin by default, and an address
// guard (no reference may reach a private, loopback or link-local address unless allowed).
import { resolveReferences, type RobotsTxt } from "../index.js";
import { readBody } from "./body.js";
import { settingsOf, type FetchRobotsOptions } from "./settings.js";
import { checkAddress, type Resolver } from "./guard.js";
import { robotsTxtUrl } from "./origin.js";

/**
 * Options of `createReferenceLoader` and `resolvePermissionsReferences`: the fetch options,
 * and how far a reference may reach (other origins, private addresses).
 */
export interface ReferenceOptions extends FetchRobotsOptions {
  /** Follow locators on other origins (default false: "a path relative to the document root on the same server"). */
  readonly allowCrossOrigin?: boolean;
  /** Let references reach private, loopback, link-local … addresses (default false). */
  readonly allowPrivateAddresses?: boolean;
  /**
   * Host name resolution for the address guard: `(host) => Promise<readonly string[]>`, every
   * IPv4/IPv6 address of `host`. Default: system DNS on Node (through `node:dns/promises`,
   * loaded only there); none in browsers, Cloudflare Workers and other non-Node bundles, where
   * a reference to a host name is then refused ("no resolver: pass `resolve` …") unless
   * `resolve` is given (e.g. a DNS-over-HTTPS lookup). IP literals need no resolver. Unused
   * with `allowPrivateAddresses: true`. (fetchRobotsTxt itself has no guard: the crawler
   * chose that URL.)
   */
  readonly resolve?: Resolver;
}

/**
 * A loader for `resolveReferences`: resolves a locator against the robots.txt URL and fetches
 * it under the guards. A refusal or failure rejects with the reason (resolveReferences turns
 * it into a diagnostic on the reference's line).
 */
export function createReferenceLoader(
  robotsUrl: string | URL,
  options: ReferenceOptions,
): (locator: string) => Promise<string | Uint8Array | undefined> {
  const base = robotsTxtUrl(robotsUrl);
  const settings = settingsOf(options);
  const allowCrossOrigin = options.allowCrossOrigin === true;
  const allowPrivate = options.allowPrivateAddresses === true;
  const check = async (url: URL): Promise<void> => {
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new Error(`${url.href} is not an http(s) URL`);
    if (!allowCrossOrigin && url.origin !== base.origin)
      throw new Error(
        `${url.href} is on another origin than ${base.origin} (allowCrossOrigin is off)`,
      );
    if (!allowPrivate) {
      const refused = await checkAddress(url, options.resolve);
      if (refused) throw new Error(`refused by the address guard: ${refused}`);
    }
  };
  return async (locator: string) => {
    let url: URL;
    try {
      url = new URL(locator, base);
    } catch {
      throw new Error(`"${locator}" is not a URL or path`);
    }
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`timed out after ${settings.timeoutMs} ms`)),
      settings.timeoutMs,
    );
    try {
      for (let hops = 0; ; hops++) {
        await check(url);
        const response = await settings.fetch(url, {
          headers: { "user-agent": settings.userAgent },
          redirect: "manual",
          signal: controller.signal,
        });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel().catch(() => undefined);
          if (hops >= settings.maxRedirects)
            throw new Error(`more than ${settings.maxRedirects} redirects`);
          url = new URL(location, url);
          continue;
        }
        if (response.status < 200 || response.status >= 300) {
          await response.body?.cancel().catch(() => undefined);
          throw new Error(`HTTP ${response.status}`);
        }
        return (await readBody(response, settings.maxBytes)).bytes;
      }
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason as Error;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** Resolves every ACAP-permissions-reference of `robots` (fetched from `robotsUrl`) over HTTP. */
export function resolvePermissionsReferences(
  robots: RobotsTxt,
  robotsUrl: string | URL,
  options: ReferenceOptions,
): Promise<RobotsTxt> {
  return resolveReferences(robots, createReferenceLoader(robotsUrl, options), {
    maxBytes: settingsOf(options).maxBytes,
  });
}
