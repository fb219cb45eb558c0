// fetchTdmRep: a site's /.well-known/tdmrep.json (W3C TDMRep, "TDM File on the Origin Server")
// through the same retrieval as robots.txt: redirects by hand, the body limit, the timeout and
// signal, the cache and its sharing. Never throws for the network, HTTP or content.
import { parseTdmRep, type TdmRepFile } from "../index.js";
import type { Diagnostic } from "../core/types.js";
import { expiresAt, type CachedResponse } from "./cache.js";
import { robotsTxtUrl } from "./origin.js";
import { fromBase64, retrieveFor } from "./retrieve.js";
import { settingsOf, type FetchRobotsOptions, type Settings } from "./settings.js";

/**
 * What `fetchTdmRep` found: the site's TDMRep rules (none when it has no file), and how they were
 * retrieved.
 */
export interface FetchTdmRepResult {
  /** The rules to apply with `robots.contentUsage({ …, tdmrep })`; none when the site has no file. */
  readonly file: TdmRepFile;
  /** The /.well-known/tdmrep.json URL asked for. */
  readonly url: string;
  /** The HTTP status of the last response; undefined after a network failure. */
  readonly status?: number;
  readonly source: "network" | "cache";
  readonly fetchedAt: Date;
  /** When to fetch again (HTTP freshness, at most 24 hours, as for robots.txt under RFC 9309 §2.4). */
  readonly expiresAt: Date;
  readonly error?: string;
}

const RETRY_AFTER_FAILURE_MS = 3_600_000;
const AT = { line: 1, column: 1, spec: "TDMRep §TDM File on the Origin Server" } as const;

/** TDMRep: "Failure to provide access to such a representation implies that the origin server does not implement this protocol." */
function noFile(why: string): TdmRepFile {
  const diagnostic: Diagnostic = {
    severity: "info",
    code: "tdmrep-absent",
    message: `${why}: the site does not implement TDMRep, so the reservation is unset`,
    ...AT,
  };
  return { rules: [], diagnostics: [diagnostic] };
}

/** The file a 2xx response holds, parsed once per cached response. */
function fileOf(entry: CachedResponse, settings: Settings): TdmRepFile {
  const kept = settings.cache?.parsed.get(entry)?.get(settings.maxBytes) as TdmRepFile | undefined;
  if (kept) return kept;
  const bytes = fromBase64(entry.body);
  const file = entry.truncated
    ? {
        rules: [],
        diagnostics: [
          {
            severity: "error" as const,
            code: "tdmrep-too-large",
            message: `tdmrep.json is longer than ${settings.maxBytes} octets; it is not read`,
            ...AT,
          },
        ],
      }
    : parseTdmRep(new TextDecoder().decode(bytes));
  settings.cache?.parsed.set(entry, new Map([[settings.maxBytes, file]]));
  return file;
}

function found(
  entry: CachedResponse,
  settings: Settings,
  source: "network" | "cache",
): FetchTdmRepResult {
  const ok = entry.status >= 200 && entry.status < 300;
  return {
    file: ok ? fileOf(entry, settings) : noFile(`HTTP ${entry.status}`),
    url: entry.url,
    status: entry.status,
    source,
    fetchedAt: new Date(entry.fetchedAt),
    expiresAt: new Date(expiresAt(entry, "rfc9309", settings.now)),
  };
}

/**
 * Fetches the TDMRep file of the site of `urlOrOrigin` (TDMRep: "Checking this file is the
 * first thing a TDM Agent must do"; "cache it"). The options are fetchRobotsTxt's; `profile`
 * plays no part.
 */
export async function fetchTdmRep(
  urlOrOrigin: string | URL,
  options: FetchRobotsOptions,
): Promise<FetchTdmRepResult> {
  const url = new URL("/.well-known/tdmrep.json", robotsTxtUrl(urlOrOrigin));
  const settings = settingsOf(options);
  const key = url.href;
  const cached = settings.cache ? await settings.cache.store.get(key) : undefined;
  if (cached && expiresAt(cached, "rfc9309", settings.now) > settings.now())
    return found(cached, settings, "cache");
  const attempt = await retrieveFor(url, settings, {});
  if (attempt.kind === "response") {
    if (attempt.storable && attempt.entry.status < 500)
      await settings.cache?.store.set(key, attempt.entry);
    return found(attempt.entry, settings, "network");
  }
  const error =
    attempt.kind === "redirects" ? `more than ${settings.maxRedirects} redirects` : attempt.message;
  const now = settings.now();
  return {
    file: noFile(error),
    url: url.href,
    source: "network",
    fetchedAt: new Date(now),
    expiresAt: new Date(now + RETRY_AFTER_FAILURE_MS),
    error,
  };
}
