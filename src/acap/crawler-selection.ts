// ACAP-1 §2.3.1: which records a crawler reads. "The crawler name is some or all of the string
// used by that crawler in a User-Agent header field" (NOTE), "not case-sensitive". A
// User-Agent — or each token of a list — is read once against all the file's names, by an
// automaton (crawler-names.ts), whatever its length and however many names the file has
// (issue 24: a 100 KB header was scanned once per name). decideAcap keeps the names per file
// (query-cache.ts); RobotsTxt.actionRequests reads them per call, so that the core bundle
// carries no cache.
import type { AcapPolicy } from "./model.js";
import { crawlerTokensOf } from "../core/agent.js";
import { nameMatcher } from "./crawler-names.js";

/** A file's crawler names (but "*"), distinct and lower-cased, and the records naming each. */
export interface CrawlerNames {
  readonly names: readonly string[];
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
  return { names: [...places.keys()], records: [...places.values()] };
}

/** The places of the records naming the names `ids`, ascending. */
export function placesOf({ records }: CrawlerNames, ids: readonly number[]): number[] {
  const places = new Set<number>();
  for (const id of ids) for (const place of records[id]!) places.add(place);
  return [...places].sort((a, b) => a - b);
}

/**
 * The user-agent string ACAP matches crawler names against: the string given or, for a list
 * of tokens in order of preference, the first one `named` accepts (a record's or a page's
 * name is in it), else the first.
 */
export function acapUserAgentOf(userAgent: unknown, named: (token: string) => boolean): string {
  if (typeof userAgent === "string") return userAgent;
  const tokens = crawlerTokensOf(userAgent);
  return tokens.find(named) ?? tokens[0]!;
}

/** The action requests (§2.6) addressed to the crawler, named records first. */
export function actionRequestsFor(acap: AcapPolicy, userAgent: unknown) {
  const names = crawlerNamesOf(acap);
  const matcher = nameMatcher(names.names);
  const token = acapUserAgentOf(userAgent, (t) => matcher(t).length > 0);
  const any = acap.records.filter((r) => r.crawlers.some((c) => c.name === "*"));
  return [...placesOf(names, matcher(token)).map((p) => acap.records[p]!), ...any].flatMap(
    (r) => r.actionRequests,
  );
}
