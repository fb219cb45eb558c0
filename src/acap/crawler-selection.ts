// ACAP-1 §2.3.1: which records a crawler reads. "The crawler name is some or all of the string
// used by that crawler in a User-Agent header field" (NOTE), "not case-sensitive". The file's
// names are read into an automaton (crawler-names.ts), so a User-Agent — or each token of a
// list — is read once, whatever its length and however many names the file has (issue 24: a
// 100 KB header was scanned once per name). decideAcap keeps the automaton per file
// (query-cache.ts); RobotsTxt.actionRequests makes it per call, so that the core bundle
// carries no cache.
import type { AcapPolicy } from "./model.js";
import { crawlerTokensOf } from "../core/agent.js";
import { nameMatcher, type NameMatcher } from "./crawler-names.js";

/** A file's crawler names (but "*"), distinct and lower-cased, and the records naming each. */
export interface CrawlerNames {
  readonly matcher: NameMatcher;
  readonly records: readonly number[][];
}

export function crawlerNamesOf(acap: AcapPolicy): CrawlerNames {
  const places = new Map<string, number[]>();
  acap.records.forEach((record, place) => {
    for (const { name } of record.crawlers) {
      if (name === "*") continue;
      const list = places.get(name.toLowerCase()) ?? [];
      places.set(name.toLowerCase(), list);
      if (list.at(-1) !== place) list.push(place);
    }
  });
  return { matcher: nameMatcher([...places.keys()]), records: [...places.values()] };
}

/** The places of the records with a crawler name (but "*") that `userAgent` holds, ascending. */
export function placesNaming({ matcher, records }: CrawlerNames, userAgent: string): number[] {
  const places = new Set<number>();
  for (const id of matcher(userAgent)) for (const place of records[id]!) places.add(place);
  return [...places].sort((a, b) => a - b);
}

/**
 * The user-agent string ACAP matches crawler names against: the string given or, for a list
 * of tokens in order of preference, the first one that a crawler name of the file's records
 * names (or that `named` accepts: a page's names), else the first.
 */
export function acapUserAgentOf(
  userAgent: unknown,
  names: CrawlerNames,
  named?: (token: string) => boolean,
): string {
  if (typeof userAgent === "string") return userAgent;
  const tokens = crawlerTokensOf(userAgent);
  return tokens.find((token) => names.matcher(token).length > 0 || named?.(token)) ?? tokens[0]!;
}

/** The action requests (§2.6) addressed to the crawler, named records first. */
export function actionRequestsFor(acap: AcapPolicy, userAgent: unknown) {
  const names = crawlerNamesOf(acap);
  const named = placesNaming(names, acapUserAgentOf(userAgent, names));
  const any = acap.records.filter((r) => r.crawlers.some((c) => c.name === "*"));
  return [...named.map((p) => acap.records[p]!), ...any].flatMap((r) => r.actionRequests);
}
