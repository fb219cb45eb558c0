// Caching fetched robots.txt files: RFC 9309 §2.4 (HTTP caching, at most 24 hours unless the
// file is unreachable) and KOSTER-1996 §3.4 (honour Expires; 7 days without cache-control).
// HTTP freshness comes from http-cache-semantics; the store is pluggable (an lru-cache by
// default); concurrent requests for one origin share one fetch.
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
  readonly redirects: readonly { readonly from: string; readonly to: string; readonly status: number }[];
  readonly fetchedAt: number;
  /** http-cache-semantics' serialised policy (`toObject()`). */
  readonly policy: unknown;
}

/** A store a crawler can supply (Redis, a database …); values are plain JSON-able objects. */
export interface RobotsCacheStore {
  get(key: string): CachedResponse | undefined | Promise<CachedResponse | undefined>;
  set(key: string, value: CachedResponse): void | Promise<void>;
  delete(key: string): void | Promise<void>;
}

export interface RobotsCacheOptions {
  /** The store; default an in-memory LRU of `maxEntries` origins. */
  readonly store?: RobotsCacheStore;
  /** Default 1,000. */
  readonly maxEntries?: number;
}

/** The cache one crawler shares across its fetches. */
export class RobotsCache {
  readonly store: RobotsCacheStore;
  /** Fetches in flight, by cache key: callers for the same origin wait on the same one. */
  readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(options: RobotsCacheOptions = {}) {
    const maxEntries = options.maxEntries ?? 1000;
    if (!Number.isInteger(maxEntries) || maxEntries < 1) throw new RangeError(`maxEntries: expected a positive integer, got ${String(maxEntries)}`);
    if (options.store) this.store = options.store;
    else {
      const lru = new LRUCache<string, CachedResponse>({ max: maxEntries });
      this.store = { get: (k) => lru.get(k), set: (k, v) => void lru.set(k, v), delete: (k) => void lru.delete(k) };
    }
  }
}

const HOUR_MS = 3_600_000;
export const RFC9309_MAX_AGE_MS = 24 * HOUR_MS;
export const KOSTER_DEFAULT_AGE_MS = 7 * 24 * HOUR_MS;

/** http-cache-semantics with an injectable clock. */
export function policyClass(now: () => number): typeof CachePolicy {
  return class extends CachePolicy {
    now(): number {
      return now();
    }
  };
}

export function requestFor(url: string, userAgent: string): CachePolicy.Request {
  return { url, method: "GET", headers: { "user-agent": userAgent } };
}

/** Does the response say how long it stays fresh (max-age, s-maxage, Expires, no-cache)? */
function hasExplicitFreshness(headers: Readonly<Record<string, string>>): boolean {
  const cc = headers["cache-control"] ?? "";
  return /\b(max-age|s-maxage|no-cache)\b/i.test(cc) || headers["expires"] !== undefined || /\bno-cache\b/i.test(headers["pragma"] ?? "");
}

/** When a cached response stops being fresh, for a profile. */
export function expiresAt(entry: CachedResponse, profile: AccessProfile, now: () => number): number {
  const Policy = policyClass(now);
  const policy = Policy.fromObject(entry.policy as CachePolicy.CachePolicyObject);
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

export function isStorable(status: number, headers: Readonly<Record<string, string>>, url: string, userAgent: string, now: () => number): CachePolicy | undefined {
  const Policy = policyClass(now);
  // A crawler's cache is private (shared: false); 4xx answers are kept too (RFC 9309 §2.4 caches the outcome).
  const policy = new Policy(requestFor(url, userAgent), { status, headers }, { shared: false });
  if (/\bno-store\b/i.test(headers["cache-control"] ?? "")) return undefined;
  return policy;
}
