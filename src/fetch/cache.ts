// Caching fetched robots.txt files: RFC 9309 §2.4 (HTTP caching, at most 24 hours unless the
// file is unreachable) and KOSTER-1996 §3.4 (honour Expires; 7 days without cache-control).
// HTTP freshness comes from http-cache-semantics; the store is pluggable (an lru-cache by
// default, bounded by entries and estimated bytes); concurrent callers sending the same
// request share one retrieval (src/fetch/retrieve.ts).
//
// http-cache-semantics is used here only, at run time: no exported signature names its types
// (they come from the devDependency @types/http-cache-semantics, which a consumer does not
// have), so the published .d.ts files stand alone. The rest of src/fetch/ speaks in
// CachePolicySnapshot and plain header records.
import CachePolicy from "http-cache-semantics";
import { LRUCache } from "lru-cache";
import type { AccessProfile } from "./outcome.js";

/** What is kept of one retrieval: enough to rebuild the policy for any profile. Serialisable. */
export interface CachedResponse {
  readonly url: string;
  readonly finalUrl: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The body bytes as read (at most maxBytes + 1), base64 so that any store can hold it. */
  readonly body: string;
  readonly truncated: boolean;
  readonly redirects: readonly {
    readonly from: string;
    readonly to: string;
    readonly status: number;
  }[];
  readonly fetchedAt: number;
  /** The HTTP caching policy of the response, serialised (plain JSON; opaque to a store). */
  readonly policy: CachePolicySnapshot;
}

/**
 * The serialised HTTP caching state of a response (RFC 9111 freshness and validators): a plain
 * JSON object that a store keeps as it is and hands back unchanged. Its fields are internal.
 */
export type CachePolicySnapshot = { readonly [field: string]: unknown };

/** A store a crawler can supply (Redis, a database …); values are plain JSON-able objects. */
export interface RobotsCacheStore {
  /**
   * The response kept under `key` (the URL fetched: a /robots.txt or tdmrep.json), or undefined.
   */
  get(key: string): CachedResponse | undefined | Promise<CachedResponse | undefined>;
  /** Keeps `value` under `key`, replacing what was there. */
  set(key: string, value: CachedResponse): void | Promise<void>;
  /** Forgets what is kept under `key`. */
  delete(key: string): void | Promise<void>;
}

/** Options of `new RobotsCache`: a store of the crawler's own, or the bounds of the default one. */
export interface RobotsCacheOptions {
  /** The store; default an in-memory LRU bounded by `maxEntries` and `maxBytes`. */
  readonly store?: RobotsCacheStore;
  /** Origins kept by the default store (a positive integer; ignored with `store`). Default 1,000. */
  readonly maxEntries?: number;
  /**
   * Estimated bytes the default store may hold (a positive integer; ignored with `store`): each
   * response (its body, headers and URLs), the policy parsed from it and the rules that policy
   * compiles (`estimatedEntryBytes`: about 47 bytes per octet of body, an upper bound). Default
   * 64 MiB. The least recently used origins go first; a response larger than the whole budget
   * is not kept.
   */
  readonly maxBytes?: number;
}

/**
 * Heap bytes per octet of a parsed file: the policy itself, and one compiled copy of its rules
 * (measured with V8's heap after parsing 480,000-octet files of dense rules, short rules,
 * wildcard rules and ordinary mixed groups: 5–11.5 and 6–11 bytes per octet).
 */
const POLICY_BYTES_PER_OCTET = 12;
const COMPILED_BYTES_PER_OCTET = 11;
/** The rule sets a parsed file compiles at most: rfc9309, google, and koster1996 (which robots2 shares). */
const COMPILATIONS = 3;

/**
 * Estimated heap bytes of a cached response and of the policy a cache hit hands out: the
 * response's strings (two bytes a character, plus some object overhead; the body is base64,
 * 4/3 of its octets), the parsed policy, and the rules it compiles when it is asked under
 * every profile. An upper bound rather than a typical figure, so that `maxBytes` bounds the
 * heap whatever a crawler asks (a file asked under one profile holds about half of it).
 * Always a positive integer, as lru-cache requires.
 */
export function estimatedEntryBytes(entry: CachedResponse): number {
  let characters = entry.url.length + entry.finalUrl.length + entry.body.length;
  for (const [name, value] of Object.entries(entry.headers))
    characters += name.length + value.length;
  for (const redirect of entry.redirects) characters += redirect.from.length + redirect.to.length;
  const octets = Math.ceil(entry.body.length * 0.75);
  return (
    2 * characters +
    512 +
    octets * (POLICY_BYTES_PER_OCTET + COMPILATIONS * COMPILED_BYTES_PER_OCTET)
  );
}

function positiveInteger(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1)
    throw new RangeError(`${name}: expected a positive integer, got ${String(value)}`);
  return value;
}

/** The cache one crawler shares across its fetches. */
export class RobotsCache {
  readonly store: RobotsCacheStore;
  /**
   * Internal: retrievals in flight, by request (URL, User-Agent, limits, validators). Callers
   * sending the same request wait on one retrieval, each with its own timeout and signal; it
   * is aborted when the last of them stops waiting. Opaque values; do not touch.
   */
  readonly inFlight = new Map<string, unknown>();
  /**
   * Internal: the policy parsed from a cached response, by response and maxBytes: a cache hit
   * answers without parsing again. One maxBytes per response (a caller with another limit
   * replaces it), so what a response holds stays within its estimate. Weak, so a policy goes
   * when the store drops its response. (A store that hands back copies — Redis, a database —
   * gets a parse per hit.)
   */
  readonly parsed = new WeakMap<CachedResponse, Map<number, unknown>>();

  constructor(options: RobotsCacheOptions = {}) {
    if (typeof options !== "object" || options === null)
      throw new TypeError("options: expected { store?, maxEntries?, maxBytes? }");
    const maxEntries = positiveInteger(options.maxEntries, "maxEntries", 1000);
    const maxBytes = positiveInteger(options.maxBytes, "maxBytes", 64 * 1024 * 1024);
    if (options.store) this.store = options.store;
    else {
      // maxEntrySize (default maxSize): set() drops a response larger than the budget instead of throwing.
      const lru = new LRUCache<string, CachedResponse>({
        max: maxEntries,
        maxSize: maxBytes,
        maxEntrySize: maxBytes,
        sizeCalculation: estimatedEntryBytes,
      });
      this.store = {
        get: (k) => lru.get(k),
        set: (k, v) => void lru.set(k, v),
        delete: (k) => void lru.delete(k),
      };
    }
  }
}

const HOUR_MS = 3_600_000;
export const RFC9309_MAX_AGE_MS = 24 * HOUR_MS;
export const KOSTER_DEFAULT_AGE_MS = 7 * 24 * HOUR_MS;

/** http-cache-semantics with an injectable clock. (Not exported: its type names the library's.) */
function policyClass(now: () => number): typeof CachePolicy {
  return class extends CachePolicy {
    now(): number {
      return now();
    }
  };
}

/** The request the robots.txt fetch makes, as http-cache-semantics sees it. */
function requestFor(url: string, userAgent: string): CachePolicy.Request {
  return { url, method: "GET", headers: { "user-agent": userAgent } };
}

function restore(snapshot: CachePolicySnapshot, now: () => number): CachePolicy {
  return policyClass(now).fromObject(snapshot as unknown as CachePolicy.CachePolicyObject);
}

function snapshotOf(policy: CachePolicy): CachePolicySnapshot {
  return policy.toObject() as unknown as CachePolicySnapshot;
}

/** Does the response say how long it stays fresh (max-age, s-maxage, Expires, no-cache)? */
function hasExplicitFreshness(headers: Readonly<Record<string, string>>): boolean {
  const cc = headers["cache-control"] ?? "";
  return (
    /\b(max-age|s-maxage|no-cache)\b/i.test(cc) ||
    headers["expires"] !== undefined ||
    /\bno-cache\b/i.test(headers["pragma"] ?? "")
  );
}

/** When a cached response stops being fresh, for a profile. */
export function expiresAt(
  entry: CachedResponse,
  profile: AccessProfile,
  now: () => number,
): number {
  const policy = restore(entry.policy, now);
  const explicit = hasExplicitFreshness(entry.headers);
  // The policy's TTL counts from now; turn it into an absolute time.
  const ttl = policy.timeToLive();
  if (profile === "rfc9309") {
    // RFC 9309 §2.4: HTTP caching headers, but no longer than 24 hours.
    const httpExpiry = explicit ? now() + ttl : entry.fetchedAt + RFC9309_MAX_AGE_MS;
    return Math.min(httpExpiry, entry.fetchedAt + RFC9309_MAX_AGE_MS);
  }
  // KOSTER-1996 §3.4: "take note of Expires"; "If no cache-control directives are present
  // robots should default to an expiry of 7 days."
  return explicit ? now() + ttl : entry.fetchedAt + KOSTER_DEFAULT_AGE_MS;
}

/** The caching policy of a fresh response, and whether it may be stored (not `no-store`). */
export function policyOf(
  status: number,
  headers: Readonly<Record<string, string>>,
  url: string,
  userAgent: string,
  now: () => number,
): { readonly policy: CachePolicySnapshot; readonly storable: boolean } {
  // A crawler's cache is private (shared: false); 4xx answers are kept too (RFC 9309 §2.4 caches the outcome).
  const policy = new (policyClass(now))(
    requestFor(url, userAgent),
    { status, headers },
    { shared: false },
  );
  return {
    policy: snapshotOf(policy),
    storable: !/\bno-store\b/i.test(headers["cache-control"] ?? ""),
  };
}

/** The conditional headers (If-None-Match, If-Modified-Since) that revalidate a cached copy (RFC 9111 §4.3.1). */
export function revalidationHeaders(
  entry: CachedResponse,
  userAgent: string,
  now: () => number,
): Record<string, string> {
  const headers = restore(entry.policy, now).revalidationHeaders(requestFor(entry.url, userAgent));
  const conditional: Record<string, string> = {};
  for (const name of ["if-none-match", "if-modified-since"]) {
    const value = headers[name];
    if (typeof value === "string") conditional[name] = value;
  }
  return conditional;
}

/** The policy of a cached copy after a 304 (Not Modified) with `headers` (RFC 9111 §4.3.4). */
export function revalidatedPolicy(
  entry: CachedResponse,
  headers: Readonly<Record<string, string>>,
  userAgent: string,
  now: () => number,
): CachePolicySnapshot {
  const { policy } = restore(entry.policy, now).revalidatedPolicy(
    requestFor(entry.url, userAgent),
    { status: 304, headers },
  );
  return snapshotOf(policy);
}
