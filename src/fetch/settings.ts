// The options of fetchRobotsTxt, checked once into the settings a retrieval runs with.
import { DEFAULT_MAX_BYTES } from "../index.js";
import { RobotsCache } from "./cache.js";
import type { AccessProfile } from "./outcome.js";

/**
 * Options of `fetchRobotsTxt` (and of the reference loader): who asks, how, and within which
 * limits.
 */
export interface FetchRobotsOptions {
  /** The crawler's User-Agent header (required: RFC 9309 §2.2.1 crawlers identify themselves). */
  readonly userAgent: string;
  /** Which access rules apply: "rfc9309" (default) or "koster1996" ("robots2" reads as koster1996). */
  readonly profile?: AccessProfile | "robots2";
  /**
   * The fetch to use; default the platform's global `fetch` (Node ≥ 20, browsers, Deno, Bun,
   * Cloudflare Workers). It must return 3xx responses as they are for `redirect: "manual"`
   * (redirects are followed by hand); a fetch that hides them (a browser page's
   * "opaqueredirect") makes the retrieval fail, so the site is treated as unreachable.
   */
  readonly fetch?: typeof globalThis.fetch;
  /** For the whole retrieval, body included (with a shared retrieval: how long this caller waits). Default 10,000 ms. */
  readonly timeoutMs?: number;
  /** Octets of body to read (RFC 9309 §2.5). Default 512,000. */
  readonly maxBytes?: number;
  /** Consecutive redirects to follow (RFC 9309 §2.3.1.2: at least 5). Default 5. */
  readonly maxRedirects?: number;
  /** Shared cache (and in-flight sharing); none by default. */
  readonly cache?: RobotsCache;
  /** The clock, for caching (ms since the epoch or a Date). Default Date.now. */
  readonly now?: () => number | Date;
  /** RFC 9309 §2.3.1.4: how old a cached copy may be and still stand in while unreachable. Default 30 days. */
  readonly maxStaleMs?: number;
  /**
   * Ends this caller's wait: the result is then a network failure "aborted by the caller"
   * (unreachable under rfc9309, deferred under koster1996; a cached copy may stand in as for
   * any network failure). A retrieval shared with other callers through `cache` goes on for
   * them, and is aborted when no caller waits any more. A fresh cache hit needs no wait.
   */
  readonly signal?: AbortSignal;
}

const DAY_MS = 86_400_000;

export interface Settings {
  readonly userAgent: string;
  readonly profile: AccessProfile;
  readonly fetch: (input: URL, init: RequestInit) => Promise<Response>;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
  readonly cache?: RobotsCache;
  readonly now: () => number;
  readonly maxStaleMs: number;
  readonly signal?: AbortSignal;
}

function nonNegativeInteger(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0)
    throw new RangeError(`${name}: expected a non-negative integer, got ${String(value)}`);
  return value;
}

export function settingsOf(options: FetchRobotsOptions): Settings {
  if (typeof options !== "object" || options === null)
    throw new TypeError("options: expected { userAgent, … }");
  if (typeof options.userAgent !== "string" || options.userAgent.trim() === "")
    throw new TypeError(
      `userAgent: expected the crawler's User-Agent string, got ${JSON.stringify(options.userAgent)}`,
    );
  const profile = options.profile ?? "rfc9309";
  if (profile !== "rfc9309" && profile !== "koster1996" && profile !== "robots2")
    throw new RangeError(
      `profile: expected "rfc9309", "koster1996" or "robots2", got ${JSON.stringify(profile)}`,
    );
  if (options.fetch !== undefined && typeof options.fetch !== "function")
    throw new TypeError("fetch: expected a fetch function");
  if (options.cache !== undefined && !(options.cache instanceof RobotsCache))
    throw new TypeError("cache: expected a RobotsCache");
  if (options.now !== undefined && typeof options.now !== "function")
    throw new TypeError("now: expected a function returning ms or a Date");
  const signal = options.signal;
  if (
    signal !== undefined &&
    (typeof signal !== "object" ||
      signal === null ||
      typeof signal.addEventListener !== "function" ||
      typeof signal.aborted !== "boolean")
  )
    throw new TypeError("signal: expected an AbortSignal");
  const clock = options.now;
  // Called as a plain function, never as a method of the settings: a browser's or a Worker's
  // fetch throws "Illegal invocation" when `this` is another object.
  const platformFetch = options.fetch ?? globalThis.fetch;
  if (typeof platformFetch !== "function")
    throw new TypeError("fetch: this platform has no global fetch; pass one");
  return {
    userAgent: options.userAgent,
    profile: profile === "robots2" ? "koster1996" : profile,
    fetch: (input, init) => platformFetch(input, init),
    timeoutMs: nonNegativeInteger(options.timeoutMs, "timeoutMs", 10_000),
    maxBytes: nonNegativeInteger(options.maxBytes, "maxBytes", DEFAULT_MAX_BYTES),
    maxRedirects: nonNegativeInteger(options.maxRedirects, "maxRedirects", 5),
    ...(options.cache ? { cache: options.cache } : {}),
    now: clock ? () => Number(clock()) : Date.now,
    maxStaleMs: nonNegativeInteger(options.maxStaleMs, "maxStaleMs", 30 * DAY_MS),
    ...(signal ? { signal } : {}),
  };
}
