// What an HTTP or network outcome means for the crawler, per profile (the README's table).
//
// RFC 9309 §2.3.1: 2xx parse; §2.3.1.2 redirects followed (at least five hops), more →
// "unavailable"; §2.3.1.3 4xx "unavailable": the crawler MAY access any resource;
// §2.3.1.4 5xx and network errors "unreachable": complete disallow (a cached copy may serve).
// KOSTER-1996 §3.1: 401/403 "access restrictions": completely restricted; 404 (and 410)
// no restrictions; "temporary failure": defer visits until the file can be retrieved.

export type RetrievalOutcome = "ok" | "unavailable" | "unreachable" | "forbidden" | "deferred";

/** How the crawler may treat the site after the outcome. */
export type OutcomeRules = "parse" | "allow-all" | "disallow-all";

export interface Classified {
  readonly outcome: RetrievalOutcome;
  readonly rules: OutcomeRules;
  /** One sentence, with the section it rests on. */
  readonly reason: string;
  readonly spec: string;
}

export type AccessProfile = "rfc9309" | "koster1996";

/** A final HTTP status (redirects already followed) → outcome. */
export function classifyStatus(status: number, profile: AccessProfile): Classified {
  if (status >= 200 && status < 300) return { outcome: "ok", rules: "parse", reason: `HTTP ${status}: the file is parsed`, spec: profile === "rfc9309" ? "RFC 9309 §2.3.1.1" : "KOSTER-1996 §3.1" };
  if (profile === "rfc9309") {
    if (status >= 400 && status < 500)
      return { outcome: "unavailable", rules: "allow-all", reason: `HTTP ${status}: robots.txt is unavailable, so the crawler may access any resource`, spec: "RFC 9309 §2.3.1.3" };
    return { outcome: "unreachable", rules: "disallow-all", reason: `HTTP ${status}: robots.txt is unreachable, so the crawler must assume complete disallow`, spec: "RFC 9309 §2.3.1.4" };
  }
  if (status === 401 || status === 403)
    return { outcome: "forbidden", rules: "disallow-all", reason: `HTTP ${status}: access to the site is restricted, so it is completely disallowed`, spec: "KOSTER-1996 §3.1" };
  if (status === 429 || status >= 500 || status < 200)
    return { outcome: "deferred", rules: "disallow-all", reason: `HTTP ${status}: a temporary failure; visits are deferred until robots.txt can be retrieved`, spec: "KOSTER-1996 §3.1" };
  return { outcome: "unavailable", rules: "allow-all", reason: `HTTP ${status}: there is no robots.txt, so there are no restrictions`, spec: "KOSTER-1996 §3.1" };
}

/** A network failure (DNS, connection, reset, timeout) → outcome. */
export function classifyNetworkError(message: string, profile: AccessProfile): Classified {
  return profile === "rfc9309"
    ? { outcome: "unreachable", rules: "disallow-all", reason: `${message}: robots.txt is unreachable, so the crawler must assume complete disallow`, spec: "RFC 9309 §2.3.1.4" }
    : { outcome: "deferred", rules: "disallow-all", reason: `${message}: a temporary failure; visits are deferred until robots.txt can be retrieved`, spec: "KOSTER-1996 §3.1" };
}

/** More redirects than allowed → outcome. */
export function classifyTooManyRedirects(limit: number, profile: AccessProfile): Classified {
  return profile === "rfc9309"
    ? { outcome: "unavailable", rules: "allow-all", reason: `more than ${limit} consecutive redirects: robots.txt is treated as unavailable`, spec: "RFC 9309 §2.3.1.2" }
    : { outcome: "deferred", rules: "disallow-all", reason: `more than ${limit} consecutive redirects: treated as a temporary failure`, spec: "KOSTER-1996 §3.1" };
}

/** The text of the policy an allow-all / disallow-all outcome stands for; its comment says why. */
export function outcomeText(classified: Classified): string {
  const why = `# robots-policy: ${classified.reason} (${classified.spec})\n`;
  return classified.rules === "disallow-all" ? `${why}User-agent: *\nDisallow: /\n` : why;
}
