// The object parseRobotsTxt returns: a policy plus the queries over it.
import type {
  CleanParam,
  Decision,
  Diagnostic,
  MetaUsage,
  Policy,
  ProfileName,
  RequestRate,
  TimeWindow,
  UserAgent,
} from "./core/types.js";
import type { PagePolicy } from "./html/model.js";
import { META_USAGES, decideUsage } from "./html/meta.js";
import {
  SelectionCache,
  evaluate,
  tokensFor,
  explain,
  allows,
  type Evaluation,
} from "./core/decide.js";
import type { MatchStrategy, Selection } from "./core/strategy.js";
import { strategyFor } from "./profiles.js";
import {
  crawlDelayOf,
  delayFor,
  fieldsOf,
  requestRateAt,
  type Delay,
  type SelectedFields,
} from "./robots2/politeness.js";
import type { Robots2Unmatched } from "./robots2/strategy.js";
import { appDirectivesFor, type AppDirectives } from "./app-directives/match.js";
import { actionRequestsFor, acapUserAgentOf } from "./acap/precedence.js";
import type { AcapActionRequest, AcapDefinitions } from "./acap/model.js";
import { pathOf } from "./core/url.js";
import { answerContentUsage, type ContentUsageAnswer } from "./aipref/content-usage.js";
import { checkHeaders, type HeadersLike } from "./core/headers.js";
import type { TdmRepFile } from "./aipref/tdmrep.js";
import { crawlerTokensOf } from "./core/agent.js";
import { normalizeRfc9309 } from "./core/normalize.js";
import { lowerRobotsTxt } from "./rfc9309/lower.js";
import { parseRawRobotsTxt } from "./rfc9309/parse-raw.js";
import { DEFAULT_MAX_BYTES, prepareText } from "./core/input.js";

export interface ParseOptions {
  /** Octets of content to read (RFC 9309 §2.5: at least 500 KiB). Default 512,000. */
  readonly maxBytes?: number;
}

export interface QueryOptions {
  readonly profile?: ProfileName;
  /** robots2 only: the answer to the case ROBOTS-2.0 leaves open ("Discuss."). Default "disallow". */
  readonly robots2Unmatched?: Robots2Unmatched;
}

export interface FieldQueryOptions {
  /** Which profile selects the rule set (default "rfc9309"). */
  readonly profile?: ProfileName;
}

export interface TimedQueryOptions extends FieldQueryOptions {
  /** When the crawler asks (default: now); windows are in UTC. */
  readonly at?: Date;
}

export interface DelayOptions extends TimedQueryOptions {
  /** How long the last retrieval took, for ROBOTS-2.0's default rule of thumb. */
  readonly retrievalMs?: number;
}

/** A query's time: `at`, or now. */
export function timeOf(at: unknown): Date {
  if (at === undefined) return new Date();
  if (!(at instanceof Date) || Number.isNaN(at.getTime()))
    throw new TypeError("at: expected a valid Date");
  return at;
}

export interface DecideQuery extends QueryOptions {
  /**
   * What the crawler asks to do (default "crawl"): robots.txt decides crawl; robots META
   * tags and X-Robots-Tag of `page` decide index, follow, present-snippet, archive,
   * index-images, translate and present-thumbnail. ACAP usage types: decideAcap.
   */
  readonly usage?: MetaUsage;
  /** The page's robots META tags and X-Robots-Tag headers (parseHtmlPolicy), for usages other than crawl. */
  readonly page?: PagePolicy;
  /** When the usage happens (default now), for unavailable_after. */
  readonly at?: Date;
  /** An absolute URL string, a URL, or a path starting with "/". */
  readonly url: string | URL;
  /** The crawler: a product token, a whole User-Agent header, or tokens in order of preference. */
  readonly userAgent: UserAgent;
}

export interface ContentUsageQuery {
  /** An absolute URL string, a URL, or a path starting with "/". */
  readonly url: string | URL;
  /** The crawler: a product token, a whole User-Agent header, or tokens in order of preference. */
  readonly userAgent: UserAgent;
  /** The response's headers (Content-Usage, Content-Signal, tdm-reservation, tdm-policy, X-Robots-Tag): a Headers or a record in any case. */
  readonly headers?: HeadersLike;
  /** The page (parseHtmlPolicy): robots META noai / noimageai, TDMRep META tags. */
  readonly page?: PagePolicy;
  /** The site's /.well-known/tdmrep.json (parseTdmRep, or fetchTdmRep from robots-policy/fetch). */
  readonly tdmrep?: TdmRepFile;
}

export interface AppDirectivesQuery {
  /** The application identifier (APP-DIRECTIVES §3.1 registry), e.g. "examplesearch"; compared exactly. */
  readonly app: string;
  /** The product token registered for the application; its group is used, else "*". Default: only "*". */
  readonly productToken?: string;
  /** An absolute URL string, a URL, or a path starting with "/". */
  readonly url: string | URL;
}

/**
 * The key of RobotsTxt's package-internal evaluation method, for the queries that live
 * outside the class (decideAcap). Not exported by the package. (A WeakMap from file to
 * selections would do the same and made parsing 1.7x slower: ephemeron entries for every
 * parsed file keep the garbage collector busy.)
 */
export const EVALUATE = Symbol("evaluate");

export class RobotsTxt {
  readonly policy: Policy;
  readonly #selections: SelectionCache;
  /** Content cut at maxBytes, kept for the profiles that read a file whole (google). */
  readonly #whole: string | Uint8Array | undefined;
  #wholeSelections: SelectionCache | undefined;

  /** `whole`: the content when `policy` was read from a prefix of it (@internal). */
  constructor(policy: Policy, whole?: string | Uint8Array) {
    this.policy = policy;
    this.#selections = new SelectionCache(policy);
    this.#whole = whole;
  }

  /**
   * The selections for a query's profile. google/robotstxt reads a file of any length (the
   * 500 KiB limit is its fetcher's), so profile google reads past maxBytes, parsing the
   * whole content once on its first question.
   */
  #selectionsFor(strategy: MatchStrategy): SelectionCache {
    if (this.#whole === undefined || !strategy.readsWholeFile) return this.#selections;
    return (this.#wholeSelections ??= new SelectionCache(
      parsePolicy(this.#whole, { maxBytes: Number.MAX_SAFE_INTEGER }),
    ));
  }

  /** The selection for a query's crawler under one profile. */
  #selectionFor(strategy: MatchStrategy, userAgent: unknown): Selection {
    const selections = this.#selectionsFor(strategy);
    return selections.get(strategy, selections.token(strategy, tokensFor(strategy, userAgent)));
  }

  /** @internal The evaluation of one crawl query (see EVALUATE). */
  [EVALUATE](url: string | URL, userAgent: UserAgent, options?: QueryOptions): Evaluation {
    const strategy = strategyFor(options?.profile, options?.robots2Unmatched);
    return evaluate(this.#selectionsFor(strategy), strategy, url, userAgent);
  }

  get diagnostics(): readonly Diagnostic[] {
    return this.policy.diagnostics;
  }

  /** May `userAgent` crawl `url`? */
  isAllowed(url: string | URL, userAgent: UserAgent, options?: QueryOptions): boolean {
    const strategy = strategyFor(options?.profile, options?.robots2Unmatched);
    return allows(this.#selectionsFor(strategy), strategy, url, userAgent);
  }

  /**
   * The decision with its explanation: rule, line, group, profile, reason. Conventional
   * records speak of crawling only; ACAP usages (index, preserve, present …) and page
   * permissions are asked with `decideAcap(robots, query)`.
   */
  decide(query: DecideQuery): Decision {
    if (typeof query !== "object" || query === null)
      throw new TypeError("decide: expected { url, userAgent, profile?, usage? }");
    const {
      usage = "crawl",
      acap,
      page,
    } = query as { usage?: unknown; acap?: unknown; page?: unknown };
    if (acap !== undefined && acap !== false)
      throw new TypeError(
        "acap: ACAP decisions are asked with decideAcap(robots, { url, userAgent, usage, … }), imported from robots-policy",
      );
    if (!(META_USAGES as readonly unknown[]).includes(usage))
      throw new RangeError(
        `usage: expected one of ${META_USAGES.map((u) => `"${u}"`).join(", ")}; ask decideAcap(robots, …) about ACAP usage types, got ${JSON.stringify(usage)}`,
      );
    if (
      page !== undefined &&
      (typeof page !== "object" || page === null || !Array.isArray((page as PagePolicy).directives))
    )
      throw new TypeError("page: expected a PagePolicy from parseHtmlPolicy");
    const at = timeOf(query.at);
    const crawl = explain(this[EVALUATE](query.url, query.userAgent, query));
    return decideUsage(
      crawl,
      crawlerTokensOf(query.userAgent),
      page as PagePolicy | undefined,
      usage as MetaUsage,
      at,
    );
  }

  /** ACAP-1 §2.6: the take-down and re-crawl requests addressed to the crawler (named records first, then "*"). */
  actionRequests(userAgent: UserAgent): readonly AcapActionRequest[] {
    const acap = this.policy.acap;
    return actionRequestsFor(
      acap,
      acapUserAgentOf(
        userAgent,
        acap.records.flatMap((r) => r.crawlers.map((c) => c.name)),
      ),
    );
  }

  /** The line number of the rule that decided, 0 when no rule did. */
  matchingLine(url: string | URL, userAgent: UserAgent, options?: QueryOptions): number {
    return this[EVALUATE](url, userAgent, options).decisive?.rule.line ?? 0;
  }

  /**
   * APP-DIRECTIVES §2.1: the directives `app` takes for `url` — name → typed value from the
   * longest matching App-Directives path of the group for `productToken` (merged), else of
   * the "*" group; undefined when no rule there names `app`. The result also says which
   * pattern, rules and group decided.
   */
  appDirectives(query: AppDirectivesQuery): AppDirectives | undefined {
    if (typeof query !== "object" || query === null)
      throw new TypeError("appDirectives: expected { app, productToken?, url }");
    const { app, productToken, url } = query;
    if (typeof app !== "string" || app === "")
      throw new TypeError(
        `app: expected an application identifier (a Token), got ${JSON.stringify(app)}`,
      );
    const strategy = strategyFor("rfc9309");
    const selection =
      productToken === undefined
        ? this.#selections.get(strategy, "*")
        : this.#selections.get(
            strategy,
            this.#selections.token(strategy, crawlerTokensOf(productToken)),
          );
    return appDirectivesFor(
      selection.groups,
      selection.userAgents,
      app,
      normalizeRfc9309(pathOf(url), "path"),
    );
  }

  /**
   * AI usage preferences for `url`, beside crawl permission: AIPREF Content-Usage
   * (draft-ietf-aipref-attach-05 / vocab-08) from the crawler's group (RFC 9309 §2.2.1) and
   * the Content-Usage header, combined most restrictively; Content Signals; TDMRep; noai.
   * Each part says where it came from.
   */
  contentUsage(query: ContentUsageQuery): ContentUsageAnswer {
    if (typeof query !== "object" || query === null)
      throw new TypeError("contentUsage: expected { url, userAgent, headers?, page?, tdmrep? }");
    const { headers, page, tdmrep } = query as {
      headers?: unknown;
      page?: unknown;
      tdmrep?: unknown;
    };
    checkHeaders(headers);
    if (
      page !== undefined &&
      (typeof page !== "object" || page === null || !Array.isArray((page as PagePolicy).directives))
    )
      throw new TypeError("page: expected a PagePolicy from parseHtmlPolicy");
    if (
      tdmrep !== undefined &&
      (typeof tdmrep !== "object" ||
        tdmrep === null ||
        !Array.isArray((tdmrep as TdmRepFile).rules))
    )
      throw new TypeError("tdmrep: expected a TdmRepFile from parseTdmRep or fetchTdmRep");
    // AIPREF-ATTACH §3: groups are selected as RFC 9309 §2.2.1 selects them.
    const evaluation = this[EVALUATE](query.url, query.userAgent, { profile: "rfc9309" });
    return answerContentUsage({
      crawl: explain(evaluation),
      groups: evaluation.selection.groups,
      path: evaluation.path,
      tokens: crawlerTokensOf(query.userAgent).map((token) => token.toLowerCase()),
      ...(headers !== undefined ? { headers } : {}),
      ...(page !== undefined ? { page: page as PagePolicy } : {}),
      ...(tdmrep !== undefined ? { tdmrep: tdmrep as TdmRepFile } : {}),
    });
  }

  /** Sitemap URLs of the whole file (absolute http(s) URLs), in file order. */
  get sitemaps(): string[] {
    return this.policy.sitemaps.map((s) => s.url);
  }

  /** Yandex `Host:`: the preferred host name (the first valid one). */
  get preferredHost(): string | undefined {
    return this.policy.preferredHost?.host;
  }

  /** Yandex `Clean-param:` lines of the whole file. */
  get cleanParams(): readonly CleanParam[] {
    return this.policy.cleanParams;
  }

  #fields(userAgent: UserAgent, options: FieldQueryOptions | undefined): SelectedFields {
    const strategy = strategyFor(options?.profile);
    return fieldsOf(this.#selectionFor(strategy, userAgent));
  }

  /** ROBOTS-2.0 Visit-time of the rule set selected for `userAgent`: UTC "HH:MM" times. */
  visitTime(
    userAgent: UserAgent,
    options?: FieldQueryOptions,
  ): (TimeWindow & { line: number }) | undefined {
    const visit = this.#fields(userAgent, options).visitTime;
    return visit && { start: visit.start, end: visit.end, line: visit.line };
  }

  /** ROBOTS-2.0 Request-rate that applies at `at` (default now): `requestRate(ua, { at, profile })`. */
  requestRate(userAgent: UserAgent, options?: TimedQueryOptions): RequestRate | undefined;
  /** @deprecated Pass `{ at }`: `requestRate(ua, { at: date })`. The Date form goes in the next minor version. */
  requestRate(userAgent: UserAgent, at: Date): RequestRate | undefined;
  requestRate(
    userAgent: UserAgent,
    atOrOptions?: Date | TimedQueryOptions,
  ): RequestRate | undefined {
    const options = atOrOptions instanceof Date ? { at: atOrOptions } : atOrOptions;
    return requestRateAt(this.#fields(userAgent, options).requestRates, timeOf(options?.at));
  }

  /** Crawl-delay in seconds of the rule set selected for `userAgent` (the largest, if several). */
  crawlDelay(userAgent: UserAgent, options?: FieldQueryOptions): number | undefined {
    return crawlDelayOf(this.#fields(userAgent, options).crawlDelays)?.seconds;
  }

  /** ROBOTS-2.0 `Comment:` lines of the rule set selected for `userAgent`, in order. */
  comments(userAgent: UserAgent, options?: FieldQueryOptions): string[] {
    return this.#fields(userAgent, options).comments.map((c) => c.text);
  }

  /**
   * Seconds to wait between requests, from everything the rule set says: outside its
   * Visit-time, the time until it opens; else the slowest of Request-rate and Crawl-delay;
   * else ROBOTS-2.0's rule of thumb (twice the retrieval time, at least 10 seconds).
   */
  delayBetweenRequests(userAgent: UserAgent, options?: DelayOptions): Delay {
    const retrievalMs = options?.retrievalMs;
    if (retrievalMs !== undefined && (typeof retrievalMs !== "number" || !(retrievalMs >= 0)))
      throw new RangeError(
        `retrievalMs: expected a non-negative number of milliseconds, got ${String(retrievalMs)}`,
      );
    return delayFor(this.#fields(userAgent, options), timeOf(options?.at), retrievalMs);
  }
}

/**
 * Parses robots.txt content. Never throws for any content: what cannot be read becomes a
 * diagnostic. Throws a TypeError/RangeError only for misuse of the API.
 */
export function parseRobotsTxt(
  content: string | Uint8Array,
  options: ParseOptions = {},
): RobotsTxt {
  const policy = parsePolicy(content, options);
  if (policy.source.bytesRead === policy.source.bytes) return new RobotsTxt(policy);
  // A copy: bytes the caller reuses must not change later answers.
  return new RobotsTxt(policy, typeof content === "string" ? content : content.slice());
}

/** Parses to a Policy; `acapDefinitions` are a referring file's (ACAP-1 §2.4.1.3). */
export function parsePolicy(
  content: string | Uint8Array,
  options: ParseOptions,
  acapDefinitions?: AcapDefinitions,
): Policy {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof maxBytes !== "number" || !Number.isInteger(maxBytes) || maxBytes < 0)
    throw new RangeError(`maxBytes: expected a non-negative integer, got ${String(maxBytes)}`);
  const prepared = prepareText(content, maxBytes);
  const raw = parseRawRobotsTxt(prepared.text);
  return lowerRobotsTxt({
    text: prepared.text,
    raw,
    source: { kind: "robots.txt", bytes: prepared.bytes, bytesRead: prepared.bytesRead },
    diagnostics: prepared.diagnostics,
    ...(acapDefinitions ? { acapDefinitions } : {}),
  });
}
