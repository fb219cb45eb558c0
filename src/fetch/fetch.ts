// fetchRobotsTxt: get a site's /robots.txt as the specs say, and turn whatever happens
// (a file, an HTTP status, a network failure) into a policy. Never throws for the network,
// HTTP or content; throws TypeError/RangeError for misuse of the API.
import { parseRobotsTxt, type RobotsTxt } from "../index.js";
import { expiresAt, revalidatedPolicy, revalidationHeaders, type CachedResponse } from "./cache.js";
import { fromBase64, retrieveFor, type Redirect } from "./retrieve.js";
import { settingsOf, type FetchRobotsOptions, type Settings } from "./settings.js";
import { robotsTxtUrl } from "./origin.js";
import {
  classifyNetworkError,
  classifyStatus,
  classifyTooManyRedirects,
  outcomeText,
  type Classified,
  type RetrievalOutcome,
} from "./outcome.js";

export type { FetchRobotsOptions } from "./settings.js";
export type { Redirect } from "./retrieve.js";

/** A finding about the retrieval itself (not about a line of the file). */
export interface RetrievalDiagnostic {
  readonly severity: "error" | "warning" | "info";
  readonly code: string;
  readonly message: string;
  readonly spec: string;
}

/**
 * What `fetchRobotsTxt` found: the policy to obey, and what happened on the way (the outcome,
 * redirects, status, cache) with the section of the specification that says so.
 */
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

/** How long an unreachable / deferred outcome stands before the crawler tries again. */
const RETRY_AFTER_FAILURE_MS = 3_600_000;

/** What reading the body revealed about its encoding and kind. */
function contentDiagnostics(entry: CachedResponse, maxBytes: number): RetrievalDiagnostic[] {
  const out: RetrievalDiagnostic[] = [];
  const type = entry.headers["content-type"] ?? "";
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(type)?.[1]?.toLowerCase();
  if (charset && charset !== "utf-8" && charset !== "utf8" && charset !== "us-ascii")
    out.push({
      severity: "warning",
      code: "charset-not-utf8",
      message: `Content-Type says charset=${charset}; robots.txt is read as UTF-8`,
      spec: "RFC 9309 §2.3",
    });
  const bytes = fromBase64(entry.body);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    out.push({
      severity: "warning",
      code: "utf16-bom",
      message: "the body starts with a UTF-16 byte order mark; robots.txt is read as UTF-8",
      spec: "RFC 9309 §2.3",
    });
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (/^text\/html\b/i.test(type) || head.startsWith("<!doctype html") || head.startsWith("<html"))
    out.push({
      severity: "warning",
      code: "html-body",
      message:
        "the 2xx body is an HTML page, not robots.txt; it is read as text (lines that are not records are ignored)",
      spec: "RFC 9309 §2.3.1.5",
    });
  if (entry.truncated)
    out.push({
      severity: "warning",
      code: "body-truncated",
      message: `the body is longer than ${maxBytes} octets; reading stopped there`,
      spec: "RFC 9309 §2.5",
    });
  return out;
}

function policyFor(
  classified: Classified,
  entry: CachedResponse | undefined,
  settings: Settings,
): RobotsTxt {
  if (classified.rules !== "parse" || !entry) return parseRobotsTxt(outcomeText(classified));
  const { maxBytes, cache } = settings;
  // A cached response is parsed once (for the last maxBytes asked); the RobotsTxt is
  // immutable, so callers share it.
  const kept = cache?.parsed.get(entry)?.get(maxBytes) as RobotsTxt | undefined;
  if (kept) return kept;
  const robots = parseRobotsTxt(fromBase64(entry.body), { maxBytes });
  cache?.parsed.set(entry, new Map([[maxBytes, robots]]));
  return robots;
}

function result(
  settings: Settings,
  url: URL,
  classified: Classified,
  entry: CachedResponse | undefined,
  extra: {
    source: "network" | "cache";
    revalidated?: boolean;
    error?: string;
    redirects?: readonly Redirect[];
    diagnostics?: RetrievalDiagnostic[];
    fetchedAt?: number;
    expiresAt?: number;
  },
): FetchRobotsResult {
  const fetchedAt = extra.fetchedAt ?? entry?.fetchedAt ?? settings.now();
  const expires =
    extra.expiresAt ??
    (entry && classified.outcome !== "unreachable" && classified.outcome !== "deferred"
      ? expiresAt(entry, settings.profile, settings.now)
      : settings.now() + RETRY_AFTER_FAILURE_MS);
  const diagnostics = [...(extra.diagnostics ?? [])];
  if (classified.code !== undefined)
    diagnostics.push({
      severity: "warning",
      code: classified.code,
      message: classified.reason,
      spec: classified.spec,
    });
  if (classified.rules === "parse" && entry)
    diagnostics.push(...contentDiagnostics(entry, settings.maxBytes));
  const redirects = extra.redirects ?? entry?.redirects ?? [];
  if (redirects.length > 0)
    diagnostics.push({
      severity: "info",
      code: "redirected",
      message: `${redirects.length} redirect(s), ending at ${redirects.at(-1)!.to}; the rules apply to ${url.origin}`,
      spec: "RFC 9309 §2.3.1.2",
    });
  return {
    robots: policyFor(classified, entry, settings),
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
    return result(settings, url, classifyStatus(cached.status, settings.profile), cached, {
      source: "cache",
    });

  // A stale copy with a validator is revalidated (RFC 9111 §4.3.1).
  const conditional = cached ? revalidationHeaders(cached, settings.userAgent, settings.now) : {};
  const attempt = await retrieveFor(url, settings, conditional);

  // 304 answers a conditional request (RFC 9110 §15.4.5): it confirms the cached copy only when
  // our validators went with the request it answers (they go with the first hop only). Any
  // other 304 confirms nothing; classifyStatus reads it as "not-modified-without-cache".
  const askedConditionally = Object.keys(conditional).length > 0;
  if (
    attempt.kind === "response" &&
    attempt.notModified &&
    cached &&
    askedConditionally &&
    attempt.entry.redirects.length === 0
  ) {
    const policy = revalidatedPolicy(
      cached,
      attempt.entry.headers,
      settings.userAgent,
      settings.now,
    );
    const refreshed: CachedResponse = {
      ...cached,
      fetchedAt: settings.now(),
      policy,
      headers: {
        ...cached.headers,
        ...pick(attempt.entry.headers, [
          "cache-control",
          "expires",
          "date",
          "etag",
          "last-modified",
        ]),
      },
    };
    await settings.cache?.store.set(key, refreshed);
    return result(settings, url, classifyStatus(refreshed.status, settings.profile), refreshed, {
      source: "cache",
      revalidated: true,
    });
  }
  if (attempt.kind === "response") {
    const classified = classifyStatus(attempt.entry.status, settings.profile);
    if (classified.outcome !== "unreachable" && classified.outcome !== "deferred") {
      if (attempt.storable) await settings.cache?.store.set(key, attempt.entry);
      return result(settings, url, classified, attempt.entry, { source: "network" });
    }
    return unreachable(settings, url, classified, cached, {
      status: attempt.entry.status,
      redirects: attempt.entry.redirects,
    });
  }
  if (attempt.kind === "redirects")
    return result(
      settings,
      url,
      classifyTooManyRedirects(settings.maxRedirects, settings.profile),
      undefined,
      { source: "network", redirects: attempt.redirects },
    );
  return unreachable(
    settings,
    url,
    classifyNetworkError(attempt.message, settings.profile),
    cached,
    { error: attempt.message, redirects: attempt.redirects },
  );
}

function pick(
  headers: Readonly<Record<string, string>>,
  names: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    names.filter((n) => headers[n] !== undefined).map((n) => [n, headers[n]!]),
  );
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
    // The failure keeps its own code (status-invalid …) beside the stand-in's.
    const own: RetrievalDiagnostic[] =
      classified.code === undefined
        ? []
        : [
            {
              severity: "warning",
              code: classified.code,
              message: classified.reason,
              spec: classified.spec,
            },
          ];
    return result(settings, url, stale, cached, {
      source: "cache",
      expiresAt: now + RETRY_AFTER_FAILURE_MS,
      diagnostics: [
        ...own,
        {
          severity: "warning",
          code: "stale-cache-used",
          message: `${classified.reason}; the cached copy from ${age} h ago stands in`,
          spec: "RFC 9309 §2.3.1.4",
        },
      ],
      ...(failure.error !== undefined ? { error: failure.error } : {}),
    });
  }
  return {
    ...result(settings, url, classified, undefined, {
      source: "network",
      redirects: failure.redirects,
      ...(failure.error !== undefined ? { error: failure.error } : {}),
      fetchedAt: now,
    }),
    ...(failure.status !== undefined ? { status: failure.status } : {}),
  };
}

/**
 * Fetches the robots.txt of the site of `urlOrOrigin` and returns the policy to obey with the
 * retrieval's outcome. Never throws for network, HTTP or content outcomes.
 */
export async function fetchRobotsTxt(
  urlOrOrigin: string | URL,
  options: FetchRobotsOptions,
): Promise<FetchRobotsResult> {
  return fetchSite(robotsTxtUrl(urlOrOrigin), settingsOf(options));
}
