// ACAP-1 §2.3.1: which records a crawler reads. "The crawler name is some or all of the string
// used by that crawler in a User-Agent header field" (NOTE), "not case-sensitive". A
// User-Agent — or each token of a list — is read once against all the file's names, by an
// automaton (crawler-names.ts), whatever its length and however many names the file has
// (issue 24: a 100 KB header was scanned once per name). decideAcap keeps the names per file
// (query-cache.ts); RobotsTxt.actionRequests keeps, per file, only what it derives from the
// records (the names, their automaton, the "*" records' requests), so that a call costs the
// crawler's own requests, not the file's records (issue 24: 1.5 ms a call on 12,000 requests).
import type { AcapActionRequest, AcapPolicy } from "./model.js";
import { crawlerTokensOf } from "../core/agent.js";
import { nameMatcher, type NameMatcher } from "./crawler-names.js";

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

/** What actionRequestsFor derives from a file's records, once per file. */
interface RequestIndex {
  readonly names: CrawlerNames;
  readonly matcher: NameMatcher;
  /** The requests of the records addressed to any crawler ("*"), in file order. */
  readonly any: readonly AcapActionRequest[];
  /** Answers by the places of the named records read, the last few kept. */
  readonly answers: Map<string, readonly AcapActionRequest[]>;
}

/** Answers kept per file: the crawlers a caller asks for in turn are few. */
const KEPT_ANSWERS = 64;

const REQUEST_INDEXES = new WeakMap<AcapPolicy, RequestIndex>();

function requestIndexOf(acap: AcapPolicy): RequestIndex {
  let index = REQUEST_INDEXES.get(acap);
  if (!index) {
    const names = crawlerNamesOf(acap);
    const any = acap.records.filter((r) => r.crawlers.some((c) => c.name === "*"));
    index = {
      names,
      matcher: nameMatcher(names.names),
      any: Object.freeze(any.flatMap((r) => r.actionRequests)),
      answers: new Map(),
    };
    REQUEST_INDEXES.set(acap, index);
  }
  return index;
}

/**
 * The action requests (§2.6) addressed to the crawler, named records first: a frozen array,
 * shared by the calls that read the same records (a copy would cost the whole answer).
 */
export function actionRequestsFor(
  acap: AcapPolicy,
  userAgent: unknown,
): readonly AcapActionRequest[] {
  const { names, matcher, any, answers } = requestIndexOf(acap);
  const token = acapUserAgentOf(userAgent, (t) => matcher(t).length > 0);
  const places = placesOf(names, matcher(token));
  if (places.length === 0) return any;
  const key = places.join(",");
  let answer = answers.get(key);
  if (!answer) {
    answer = Object.freeze([...places.flatMap((p) => acap.records[p]!.actionRequests), ...any]);
    if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
  }
  return answer;
}
