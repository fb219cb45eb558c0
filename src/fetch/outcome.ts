// What an HTTP or network outcome means for the crawler, per profile (the README's table).
//
// RFC 9309 §2.3.1: 2xx parse; §2.3.1.2 redirects followed (at least five hops), more →
// "unavailable"; §2.3.1.3 4xx "unavailable": the crawler MAY access any resource;
// §2.3.1.4 5xx and network errors "unreachable": complete disallow (a cached copy may serve).
// KOSTER-1996 §3.1: 401/403 "access restrictions": completely restricted; 404 (and 410)
// no restrictions; "temporary failure": defer visits until the file can be retrieved.
// Statuses the specs do not name (not a status, 1xx, an unasked-for 304, a 3xx without
// Location) are decided below, each with its own reason and diagnostic code.

/**
 * What a retrieval of /robots.txt came to, which decides the rules: `ok` (the file is parsed),
 * `unavailable` (allow all), or `unreachable`, `forbidden`, `deferred` (disallow all).
 */
export type RetrievalOutcome = "ok" | "unavailable" | "unreachable" | "forbidden" | "deferred";

/** How the crawler may treat the site after the outcome. */
export type OutcomeRules = "parse" | "allow-all" | "disallow-all";

export interface Classified {
  readonly outcome: RetrievalOutcome;
  readonly rules: OutcomeRules;
  /** One sentence, with the section it rests on. */
  readonly reason: string;
  readonly spec: string;
  /** A retrieval diagnostic the outcome carries, for the cases the specs do not name. */
  readonly code?: string;
}

/** The access rules a retrieval follows: RFC 9309 §2.3.1, or KOSTER-1996 §3.1. */
export type AccessProfile = "rfc9309" | "koster1996";

/**
 * A status that is not a final HTTP status: outside 100–599 (RFC 9110 §15: "three-digit
 * integer" classes 1xx–5xx; 600 or 999 is no class at all), or 1xx, which is informational and
 * never final (RFC 9110 §15.2). It is not a server error (§2.3.1.4's 5xx), but the file could
 * not be retrieved, so it is read as "unreachable": RFC 9309 §2.3.1.4's network-error case,
 * complete disallow; KOSTER-1996 §3.1 a temporary failure.
 */
function classifyInvalidStatus(status: number, profile: AccessProfile): Classified {
  const what =
    status >= 100 && status < 200
      ? `HTTP ${status} is informational, never a final answer`
      : `HTTP ${status} is not an HTTP status (100–599)`;
  return notRetrieved(what, "RFC 9110 §15", "status-invalid", profile);
}

/** Nothing was retrieved: RFC 9309 §2.3.1.4's "unreachable" (complete disallow); KOSTER-1996 §3.1 a temporary failure. */
function notRetrieved(
  what: string,
  httpSpec: string,
  code: string,
  profile: AccessProfile,
): Classified {
  return profile === "rfc9309"
    ? {
        outcome: "unreachable",
        rules: "disallow-all",
        reason: `${what}: robots.txt could not be retrieved, so the crawler must assume complete disallow`,
        spec: `${httpSpec}, RFC 9309 §2.3.1.4`,
        code,
      }
    : {
        outcome: "deferred",
        rules: "disallow-all",
        reason: `${what}: a temporary failure; visits are deferred until robots.txt can be retrieved`,
        spec: `${httpSpec}, KOSTER-1996 §3.1`,
        code,
      };
}

/**
 * 304 (Not Modified) to a request that carried no validator (nothing cached, or a cached copy
 * without ETag / Last-Modified): 304 answers a conditional request (RFC 9110 §15.4.5), so the
 * server answered a question nobody asked, and sent no body. Nothing was retrieved, so the
 * outcome is "unreachable" as for a network failure (a stale cached copy may stand in, RFC 9309
 * §2.3.1.4) rather than a confirmation of a copy it never saw; KOSTER-1996: a temporary failure.
 */
function classifyNotModifiedWithoutCache(profile: AccessProfile): Classified {
  const what = "HTTP 304 (Not Modified) to a request without validators: there is no file to read";
  return notRetrieved(what, "RFC 9110 §15.4.5", "not-modified-without-cache", profile);
}

/**
 * A 3xx (other than 304) without a Location: a redirect that cannot be followed. RFC 9309
 * §2.3.1.2 treats redirects it cannot finish (more than it follows) as "unavailable", and so
 * is this one: the server answered, and pointed nowhere. KOSTER-1996: a temporary failure.
 */
function classifyRedirectWithoutLocation(status: number, profile: AccessProfile): Classified {
  const what = `HTTP ${status} redirects without a Location`;
  return profile === "rfc9309"
    ? {
        outcome: "unavailable",
        rules: "allow-all",
        reason: `${what}: robots.txt is treated as unavailable, so the crawler may access any resource`,
        spec: "RFC 9309 §2.3.1.2",
        code: "redirect-without-location",
      }
    : {
        outcome: "deferred",
        rules: "disallow-all",
        reason: `${what}: treated as a temporary failure`,
        spec: "KOSTER-1996 §3.1",
        code: "redirect-without-location",
      };
}

/**
 * A final HTTP status → outcome. Redirects with a Location have been followed and a 304 to our
 * own revalidation has been merged into the cached copy before this is asked, so a 3xx here
 * pointed nowhere and a 304 answered a request without validators.
 */
export function classifyStatus(status: number, profile: AccessProfile): Classified {
  if (!Number.isInteger(status) || status < 200 || status > 599)
    return classifyInvalidStatus(status, profile);
  if (status === 304) return classifyNotModifiedWithoutCache(profile);
  if (status >= 300 && status < 400) return classifyRedirectWithoutLocation(status, profile);
  if (status >= 200 && status < 300)
    return {
      outcome: "ok",
      rules: "parse",
      reason: `HTTP ${status}: the file is parsed`,
      spec: profile === "rfc9309" ? "RFC 9309 §2.3.1.1" : "KOSTER-1996 §3.1",
    };
  if (profile === "rfc9309") {
    if (status >= 400 && status < 500)
      return {
        outcome: "unavailable",
        rules: "allow-all",
        reason: `HTTP ${status}: robots.txt is unavailable, so the crawler may access any resource`,
        spec: "RFC 9309 §2.3.1.3",
      };
    return {
      outcome: "unreachable",
      rules: "disallow-all",
      reason: `HTTP ${status}: robots.txt is unreachable, so the crawler must assume complete disallow`,
      spec: "RFC 9309 §2.3.1.4",
    };
  }
  if (status === 401 || status === 403)
    return {
      outcome: "forbidden",
      rules: "disallow-all",
      reason: `HTTP ${status}: access to the site is restricted, so it is completely disallowed`,
      spec: "KOSTER-1996 §3.1",
    };
  if (status === 429 || status >= 500)
    return {
      outcome: "deferred",
      rules: "disallow-all",
      reason: `HTTP ${status}: a temporary failure; visits are deferred until robots.txt can be retrieved`,
      spec: "KOSTER-1996 §3.1",
    };
  return {
    outcome: "unavailable",
    rules: "allow-all",
    reason: `HTTP ${status}: there is no robots.txt, so there are no restrictions`,
    spec: "KOSTER-1996 §3.1",
  };
}

/** A network failure (DNS, connection, reset, timeout) → outcome. */
export function classifyNetworkError(message: string, profile: AccessProfile): Classified {
  return profile === "rfc9309"
    ? {
        outcome: "unreachable",
        rules: "disallow-all",
        reason: `${message}: robots.txt is unreachable, so the crawler must assume complete disallow`,
        spec: "RFC 9309 §2.3.1.4",
      }
    : {
        outcome: "deferred",
        rules: "disallow-all",
        reason: `${message}: a temporary failure; visits are deferred until robots.txt can be retrieved`,
        spec: "KOSTER-1996 §3.1",
      };
}

/** More redirects than allowed → outcome. */
export function classifyTooManyRedirects(limit: number, profile: AccessProfile): Classified {
  return profile === "rfc9309"
    ? {
        outcome: "unavailable",
        rules: "allow-all",
        reason: `more than ${limit} consecutive redirects: robots.txt is treated as unavailable`,
        spec: "RFC 9309 §2.3.1.2",
      }
    : {
        outcome: "deferred",
        rules: "disallow-all",
        reason: `more than ${limit} consecutive redirects: treated as a temporary failure`,
        spec: "KOSTER-1996 §3.1",
      };
}

/** The text of the policy an allow-all / disallow-all outcome stands for; its comment says why. */
export function outcomeText(classified: Classified): string {
  const why = `# robots-policy: ${classified.reason} (${classified.spec})\n`;
  return classified.rules === "disallow-all" ? `${why}User-agent: *\nDisallow: /\n` : why;
}
