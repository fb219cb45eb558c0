// fetchRobotsTxt: get a site's /robots.txt as the specs say, and turn whatever happens
// (a file, an HTTP status, a network failure) into a policy. Never throws for the network,
// HTTP or content; throws TypeError/RangeError for misuse of the API.
import { DEFAULT_MAX_BYTES, parseRobotsTxt, type RobotsTxt } from "../index.js";
import { readBody } from "./body.js";
import { expiresAt, policyOf, revalidatedPolicy, revalidationHeaders, RobotsCache, type CachedResponse } from "./cache.js";
import { robotsTxtUrl } from "./origin.js";
import {
  classifyNetworkError,
  classifyStatus,
  classifyTooManyRedirects,
  outcomeText,
  type AccessProfile,
  type Classified,
  type RetrievalOutcome,
} from "./outcome.js";

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
  /** For the whole retrieval, body included. Default 10,000 ms. */
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
}

export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** A finding about the retrieval itself (not about a line of the file). */
export interface RetrievalDiagnostic {
  readonly severity: "error" | "warning" | "info";
  readonly code: string;
  readonly message: string;
  readonly spec: string;
}

export interface FetchRobotsResult {
  /** The policy to obey: the file's, or the allow-all / disallow-all the outcome calls for. */
  readonly robots: RobotsTxt;
  /** The /robots.txt URL asked for (the rules apply to its authority). */
  readonly url: string;
  /** Where the last response came from (after redirects). */
  readonly finalUrl: string;
  /** The HTTP status of the last response; undefined after a network failure. */
  readonly status?: number;
  readonly outcome: RetrievalOutcome;
  /** One sentence: why the crawler may do what `robots` says. */
  readonly reason: string;
  readonly spec: string;
  readonly redirects: readonly Redirect[];
  readonly fetchedAt: Date;
  /** When to fetch again. */
  readonly expiresAt: Date;
  readonly source: "network" | "cache";
  /** A cached copy was confirmed by a 304 (Not Modified). */
  readonly revalidated: boolean;
  /** The network failure, when there was one. */
  readonly error?: string;
  readonly diagnostics: readonly RetrievalDiagnostic[];
}

const DAY_MS = 86_400_000;
/** How long an unreachable / deferred outcome stands before the crawler tries again. */
const RETRY_AFTER_FAILURE_MS = 3_600_000;

interface Settings {
  readonly userAgent: string;
  readonly profile: AccessProfile;
  readonly fetch: (input: URL, init: RequestInit) => Promise<Response>;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
  readonly cache?: RobotsCache;
  readonly now: () => number;
  readonly maxStaleMs: number;
}

function nonNegativeInteger(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) throw new RangeError(`${name}: expected a non-negative integer, got ${String(value)}`);
  return value;
}

export function settingsOf(options: FetchRobotsOptions): Settings {
  if (typeof options !== "object" || options === null) throw new TypeError("options: expected { userAgent, … }");
  if (typeof options.userAgent !== "string" || options.userAgent.trim() === "")
    throw new TypeError(`userAgent: expected the crawler's User-Agent string, got ${JSON.stringify(options.userAgent)}`);
  const profile = options.profile ?? "rfc9309";
  if (profile !== "rfc9309" && profile !== "koster1996" && profile !== "robots2")
    throw new RangeError(`profile: expected "rfc9309", "koster1996" or "robots2", got ${JSON.stringify(profile)}`);
  if (options.fetch !== undefined && typeof options.fetch !== "function") throw new TypeError("fetch: expected a fetch function");
  if (options.cache !== undefined && !(options.cache instanceof RobotsCache)) throw new TypeError("cache: expected a RobotsCache");
  if (options.now !== undefined && typeof options.now !== "function") throw new TypeError("now: expected a function returning ms or a Date");
  const clock = options.now;
  // Called as a plain function, never as a method of the settings: a browser's or a Worker's
  // fetch throws "Illegal invocation" when `this` is another object.
  const platformFetch = options.fetch ?? globalThis.fetch;
  if (typeof platformFetch !== "function") throw new TypeError("fetch: this platform has no global fetch; pass one");
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
  };
}

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  return headers;
}

// Base64 through btoa/atob (every runtime has them; Buffer is Node's only).
function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What reading the body revealed about its encoding and kind. */
function contentDiagnostics(entry: CachedResponse, maxBytes: number): RetrievalDiagnostic[] {
  const out: RetrievalDiagnostic[] = [];
  const type = entry.headers["content-type"] ?? "";
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8" && charset !== "us-ascii")
    out.push({ severity: "warning", code: "charset-not-utf8", message: `Content-Type says charset=${charset}; robots.txt is read as UTF-8`, spec: "RFC 9309 §2.3" });
  const bytes = fromBase64(entry.body);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    out.push({ severity: "warning", code: "utf16-bom", message: "the body starts with a UTF-16 byte order mark; robots.txt is read as UTF-8", spec: "RFC 9309 §2.3" });
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (/^text\/html\b/i.test(type) || head.startsWith("<!doctype html") || head.startsWith("<html"))
    out.push({ severity: "warning", code: "html-body", message: "the 2xx body is an HTML page, not robots.txt; it is read as text (lines that are not records are ignored)", spec: "RFC 9309 §2.3.1.5" });
  if (entry.truncated)
    out.push({ severity: "warning", code: "body-truncated", message: `the body is longer than ${maxBytes} octets; reading stopped there`, spec: "RFC 9309 §2.5" });
  return out;
}

function policyFor(classified: Classified, entry: CachedResponse | undefined, maxBytes: number): RobotsTxt {
  if (classified.rules === "parse" && entry) return parseRobotsTxt(fromBase64(entry.body), { maxBytes });
  return parseRobotsTxt(outcomeText(classified));
}

type Attempt =
  | { readonly kind: "response"; readonly entry: CachedResponse; readonly storable: boolean; readonly notModified: boolean }
  | { readonly kind: "redirects"; readonly redirects: readonly Redirect[] }
  | { readonly kind: "error"; readonly message: string; readonly redirects: readonly Redirect[] };

/** One retrieval over the network: redirects followed by hand, body bounded, all within the timeout. */
async function retrieve(url: URL, settings: Settings, conditional: Record<string, string>): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${settings.timeoutMs} ms`)), settings.timeoutMs);
  const redirects: Redirect[] = [];
  let current = url;
  try {
    for (;;) {
      const response = await settings.fetch(current, {
        headers: { "user-agent": settings.userAgent, accept: "text/plain, */*;q=0.1", ...(redirects.length === 0 ? conditional : {}) },
        redirect: "manual",
        signal: controller.signal,
      });
      if (response.type === "opaqueredirect") {
        await response.body?.cancel().catch(() => undefined);
        return { kind: "error", message: "the platform fetch hides the redirect (opaqueredirect); pass a fetch that returns 3xx responses", redirects };
      }
      const status = response.status;
      const location = response.headers.get("location");
      if (status >= 300 && status < 400 && status !== 304 && location) {
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, current);
        redirects.push({ from: current.href, to: next.href, status });
        if (redirects.length > settings.maxRedirects) return { kind: "redirects", redirects };
        if (next.protocol !== "http:" && next.protocol !== "https:") return { kind: "error", message: `redirect to a ${next.protocol} URL`, redirects };
        current = next;
        continue;
      }
      const { bytes, truncated } = status === 304 ? { bytes: new Uint8Array(0), truncated: false } : await readBody(response, settings.maxBytes);
      const headers = headersOf(response);
      const fetchedAt = settings.now();
      const { policy, storable } = policyOf(status, headers, url.href, settings.userAgent, settings.now);
      const entry: CachedResponse = {
        url: url.href,
        finalUrl: current.href,
        status,
        headers,
        body: toBase64(bytes),
        truncated,
        redirects,
        fetchedAt,
        policy,
      };
      return { kind: "response", entry, storable, notModified: status === 304 };
    }
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    const cause = (reason as { cause?: { code?: string; message?: string } }).cause;
    const message = cause?.code ?? cause?.message ?? (reason instanceof Error ? reason.message : String(reason));
    return { kind: "error", message: message === "fetch failed" ? "connection failed" : message, redirects };
  } finally {
    clearTimeout(timer);
  }
}

function result(
  settings: Settings,
  url: URL,
  classified: Classified,
  entry: CachedResponse | undefined,
  extra: { source: "network" | "cache"; revalidated?: boolean; error?: string; redirects?: readonly Redirect[]; diagnostics?: RetrievalDiagnostic[]; fetchedAt?: number; expiresAt?: number },
): FetchRobotsResult {
  const fetchedAt = extra.fetchedAt ?? entry?.fetchedAt ?? settings.now();
  const expires = extra.expiresAt ?? (entry && classified.outcome !== "unreachable" && classified.outcome !== "deferred" ? expiresAt(entry, settings.profile, settings.now) : settings.now() + RETRY_AFTER_FAILURE_MS);
  const diagnostics = [...(extra.diagnostics ?? [])];
  if (classified.rules === "parse" && entry) diagnostics.push(...contentDiagnostics(entry, settings.maxBytes));
  const redirects = extra.redirects ?? entry?.redirects ?? [];
  if (redirects.length > 0) diagnostics.push({ severity: "info", code: "redirected", message: `${redirects.length} redirect(s), ending at ${redirects.at(-1)!.to}; the rules apply to ${url.origin}`, spec: "RFC 9309 §2.3.1.2" });
  return {
    robots: policyFor(classified, entry, settings.maxBytes),
    url: url.href,
    finalUrl: entry?.finalUrl ?? redirects.at(-1)?.to ?? url.href,
    ...(entry && extra.error === undefined ? { status: entry.status } : {}),
    outcome: classified.outcome,
    reason: classified.reason,
    spec: classified.spec,
    redirects,
    fetchedAt: new Date(fetchedAt),
    expiresAt: new Date(expires),
    source: extra.source,
    revalidated: extra.revalidated ?? false,
    ...(extra.error !== undefined ? { error: extra.error } : {}),
    diagnostics,
  };
}

/** Fetches, or takes from the cache, and classifies. */
async function fetchSite(url: URL, settings: Settings): Promise<FetchRobotsResult> {
  const key = url.href;
  const cached = settings.cache ? await settings.cache.store.get(key) : undefined;
  const now = settings.now();
  if (cached && expiresAt(cached, settings.profile, settings.now) > now)
    return result(settings, url, classifyStatus(cached.status, settings.profile), cached, { source: "cache" });

  // A stale copy with a validator is revalidated (RFC 9111 §4.3.1).
  const conditional = cached ? revalidationHeaders(cached, settings.userAgent, settings.now) : {};
  const attempt = await retrieve(url, settings, conditional);

  if (attempt.kind === "response" && attempt.notModified && cached) {
    const policy = revalidatedPolicy(cached, attempt.entry.headers, settings.userAgent, settings.now);
    const refreshed: CachedResponse = { ...cached, fetchedAt: settings.now(), policy, headers: { ...cached.headers, ...pick(attempt.entry.headers, ["cache-control", "expires", "date", "etag", "last-modified"]) } };
    await settings.cache?.store.set(key, refreshed);
    return result(settings, url, classifyStatus(refreshed.status, settings.profile), refreshed, { source: "cache", revalidated: true });
  }
  if (attempt.kind === "response") {
    const classified = classifyStatus(attempt.entry.status, settings.profile);
    if (classified.outcome !== "unreachable" && classified.outcome !== "deferred") {
      if (attempt.storable) await settings.cache?.store.set(key, attempt.entry);
      return result(settings, url, classified, attempt.entry, { source: "network" });
    }
    return unreachable(settings, url, classified, cached, { status: attempt.entry.status, redirects: attempt.entry.redirects });
  }
  if (attempt.kind === "redirects") return result(settings, url, classifyTooManyRedirects(settings.maxRedirects, settings.profile), undefined, { source: "network", redirects: attempt.redirects });
  return unreachable(settings, url, classifyNetworkError(attempt.message, settings.profile), cached, { error: attempt.message, redirects: attempt.redirects });
}

function pick(headers: Readonly<Record<string, string>>, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]!]));
}

/** RFC 9309 §2.3.1.4: unreachable means disallow, unless a cached copy (≤ maxStaleMs old) can stand in. */
function unreachable(
  settings: Settings,
  url: URL,
  classified: Classified,
  cached: CachedResponse | undefined,
  failure: { status?: number; error?: string; redirects: readonly Redirect[] },
): FetchRobotsResult {
  const now = settings.now();
  if (cached && now - cached.fetchedAt <= settings.maxStaleMs) {
    const stale = classifyStatus(cached.status, settings.profile);
    const age = Math.round((now - cached.fetchedAt) / 3_600_000);
    return result(settings, url, stale, cached, {
      source: "cache",
      expiresAt: now + RETRY_AFTER_FAILURE_MS,
      diagnostics: [{ severity: "warning", code: "stale-cache-used", message: `${classified.reason}; the cached copy from ${age} h ago stands in`, spec: "RFC 9309 §2.3.1.4" }],
      ...(failure.error !== undefined ? { error: failure.error } : {}),
    });
  }
  return {
    ...result(settings, url, classified, undefined, { source: "network", redirects: failure.redirects, ...(failure.error !== undefined ? { error: failure.error } : {}), fetchedAt: now }),
    ...(failure.status !== undefined ? { status: failure.status } : {}),
  };
}

/**
 * Fetches the robots.txt of the site of `urlOrOrigin` and returns the policy to obey with the
 * retrieval's outcome. Never throws for network, HTTP or content outcomes.
 */
export async function fetchRobotsTxt(urlOrOrigin: string | URL, options: FetchRobotsOptions): Promise<FetchRobotsResult> {
  const url = robotsTxtUrl(urlOrOrigin);
  const settings = settingsOf(options);
  const cache = settings.cache;
  if (!cache) return fetchSite(url, settings);
  // Concurrent callers for one origin share one retrieval (per profile: the outcome differs).
  const key = `${settings.profile} ${url.href}`;
  const running = cache.inFlight.get(key) as Promise<FetchRobotsResult> | undefined;
  if (running) return running;
  const started = fetchSite(url, settings).finally(() => cache.inFlight.delete(key));
  cache.inFlight.set(key, started);
  return started;
}
