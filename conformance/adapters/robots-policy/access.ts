// Access vectors (input.fetch: RFC 9309 §2.3, KOSTER-1996 §3.1) and caching vectors
// (input.cached: RFC 9309 §2.4, KOSTER-1996 §3.4): the retrievals the vector describes are
// played to the library's own fetchRobotsTxt through an injected fetch and clock, so the
// status, redirect and expiry rules are the library's (src/fetch/), not the adapter's.
import { fetchRobotsTxt, RobotsCache, type FetchRobotsResult } from "../../../src/fetch/index.js";
import type { ProfileName } from "../../../src/index.js";
import {
  bodyOf,
  type Answer,
  type CachedInput,
  type FetchInput,
  type Input,
  type Question,
} from "./request.js";

/** A fetch that answers the n-th request with the n-th response of the vector's retrieval. */
function scriptedFetch(
  body: string | Uint8Array<ArrayBuffer>,
  fetch: FetchInput,
  headers: Readonly<Record<string, string>> = {},
): typeof globalThis.fetch {
  const redirects = fetch.redirects ?? [];
  let asked = 0;
  return (async () => {
    const step = asked++;
    const redirect = redirects[step];
    if (redirect !== undefined)
      return new Response(null, {
        status: redirect.status,
        headers: { location: redirect.location },
      });
    if (fetch.failure !== undefined)
      throw new TypeError("fetch failed", { cause: { code: fetch.failure } });
    const status = fetch.status ?? 200;
    // 204, 205 and 304 carry no body (the Response constructor refuses one).
    const sent = [204, 205, 304].includes(status) ? null : body;
    return new Response(sent, { status, headers: { "content-type": "text/plain", ...headers } });
  }) as typeof globalThis.fetch;
}

/** A fixed start for the clock of caching vectors (the answers depend on the age only). */
const T0 = Date.parse("2026-01-01T00:00:00Z");

/** Retrieves as the vector says; with `cached`, first the earlier retrieval `age` seconds before. */
async function retrieve(
  input: Input,
  fetch: FetchInput,
  url: string,
  options: { userAgent: string; profile: "rfc9309" | "koster1996" | "robots2" },
): Promise<FetchRobotsResult> {
  const cached: CachedInput | undefined = input.cached;
  let clock = T0;
  const common = { ...options, maxRedirects: 5, now: () => clock };
  const cache = cached === undefined ? undefined : new RobotsCache();
  if (cached !== undefined && cache !== undefined) {
    const earlier = scriptedFetch(cached.robotstxt, { status: 200 }, cached.headers);
    await fetchRobotsTxt(url, { ...common, cache, fetch: earlier });
    clock = T0 + cached.age * 1000;
  }
  const now = scriptedFetch(bodyOf(input), fetch);
  return fetchRobotsTxt(url, { ...common, fetch: now, ...(cache ? { cache } : {}) });
}

/**
 * crawl, with the retrieval of /robots.txt given: the policy fetchRobotsTxt arrives at, asked
 * for the URL. `line` only when the vector's current file was parsed (an allow-all /
 * disallow-all outcome or a cached copy has no line of it); diagnostics: the retrieval's and
 * the file's codes.
 */
export async function accessAnswer(input: Input, fetch: FetchInput, q: Question): Promise<Answer> {
  const profile = (q["profile"] as ProfileName | undefined) ?? "rfc9309";
  if (profile !== "rfc9309" && profile !== "koster1996" && profile !== "robots2")
    return { unsupported: `retrieval rules of profile ${profile}` };
  const url = String(q["url"] ?? "");
  const userAgent = String(q["userAgent"] ?? "");
  const result = await retrieve(input, fetch, url, {
    userAgent: userAgent.trim() === "" ? "*" : userAgent,
    profile,
  });
  const decision = result.robots.decide({ url, userAgent, profile });
  const parsed = result.outcome === "ok" && result.source === "network";
  const codes = [
    ...result.diagnostics.map((d) => d.code),
    ...(result.outcome === "ok" ? result.robots.diagnostics.map((d) => d.code) : []),
  ];
  return {
    allowed: decision.allowed,
    ...(parsed ? { line: decision.rule?.line ?? 0 } : {}),
    diagnostics: [...new Set(codes)],
  };
}
