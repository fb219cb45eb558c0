// Access vectors (input.fetch: RFC 9309 §2.3, KOSTER-1996 §3.1): the retrieval the vector
// describes is played to the library's own fetchRobotsTxt through an injected fetch, so the
// status, redirect and failure rules are the library's (src/fetch/), not the adapter's.
import { fetchRobotsTxt } from "../../../src/fetch/index.js";
import type { ProfileName } from "../../../src/index.js";
import { bodyOf, type Answer, type FetchInput, type Input, type Question } from "./request.js";

/** A fetch that answers the n-th request with the n-th response of the vector's retrieval. */
function scriptedFetch(input: Input, fetch: FetchInput): typeof globalThis.fetch {
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
    const body = [204, 205, 304].includes(status) ? null : bodyOf(input);
    return new Response(body, { status, headers: { "content-type": "text/plain" } });
  }) as typeof globalThis.fetch;
}

/**
 * crawl, with the retrieval of /robots.txt given: the policy fetchRobotsTxt arrives at, asked
 * for the URL. `line` only when the file itself was parsed (an allow-all / disallow-all outcome
 * has no line of the vector's file); diagnostics: the retrieval's and the file's codes.
 */
export async function accessAnswer(input: Input, fetch: FetchInput, q: Question): Promise<Answer> {
  const profile = (q["profile"] as ProfileName | undefined) ?? "rfc9309";
  if (profile !== "rfc9309" && profile !== "koster1996" && profile !== "robots2")
    return { unsupported: `retrieval rules of profile ${profile}` };
  const url = String(q["url"] ?? "");
  const userAgent = String(q["userAgent"] ?? "");
  const result = await fetchRobotsTxt(url, {
    userAgent: userAgent.trim() === "" ? "*" : userAgent,
    profile,
    fetch: scriptedFetch(input, fetch),
    maxRedirects: 5,
  });
  const decision = result.robots.decide({ url, userAgent, profile });
  const parsed = result.outcome === "ok";
  const codes = [
    ...result.diagnostics.map((d) => d.code),
    ...(parsed ? result.robots.diagnostics.map((d) => d.code) : []),
  ];
  return {
    allowed: decision.allowed,
    ...(parsed ? { line: decision.rule?.line ?? 0 } : {}),
    diagnostics: [...new Set(codes)],
  };
}
