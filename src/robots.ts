// The object parseRobotsTxt returns: a policy plus the queries over it.
import type { CleanParam, Decision, Diagnostic, Policy, ProfileName, RequestRate, TimeWindow } from "./model/types.js";
import { SelectionCache, agentTokenOf, evaluate, explain, isAllowed, strategyFor } from "./engine/decide.js";
import { crawlDelayOf, delayFor, fieldsOf, requestRateAt, type Delay, type SelectedFields } from "./engine/politeness.js";
import type { Robots2Unmatched } from "./engine/robots2.js";
import { appDirectivesFor, type AppDirectives } from "./engine/app-directives.js";
import { actionRequestsFor } from "./engine/acap.js";
import { decidePage, excludedElements, type PageUnderstands } from "./engine/page.js";
import type { PageElementRef, PagePolicy } from "./model/page.js";
import { combineAcap, type AcapDecision } from "./engine/acap-decide.js";
import type { Target } from "./engine/acap-constraints.js";
import { ACAP_USAGE_TYPES, type AcapActionRequest, type AcapDefinitions, type AcapUsageType } from "./model/acap.js";
import { pathOf } from "./engine/url.js";
import { normalizeRfc9309 } from "./engine/normalize.js";
import { lowerRobotsTxt } from "./lower/robots-txt.js";
import { parseRawRobotsTxt } from "./raw/parse.js";
import { DEFAULT_MAX_BYTES, prepareText } from "./input.js";

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

function timeOf(at: unknown): Date {
  if (at === undefined) return new Date();
  if (!(at instanceof Date) || Number.isNaN(at.getTime())) throw new TypeError("at: expected a valid Date");
  return at;
}

export interface DecideQuery extends QueryOptions {
  /** false (default): conventional records only, usage "crawl". */
  readonly acap?: boolean;
  /** Conventional records speak of "crawl" only. */
  readonly usage?: "crawl";
  /** An absolute URL string, a URL, or a path starting with "/". */
  readonly url: string | URL;
  /** The crawler's user-agent or product token; its leading [A-Za-z_-] run names it. */
  readonly userAgent: string;
}

/** An ACAP query: any ACAP-1 §2.5 usage type, with what the qualifiers need. */
export interface AcapDecideQuery extends Omit<DecideQuery, "acap" | "usage"> {
  /** This crawler interprets ACAP records. */
  readonly acap: true;
  /** ACAP-1 §2.5 usage type (default "crawl"). */
  readonly usage?: AcapUsageType;
  /** Usage purpose name or URI (§2.3.3): selects the sub-records addressed to it. */
  readonly purpose?: string;
  /** When the usage happens (default now), for time-limit. */
  readonly at?: Date;
  /** When the resource was first indexed / copied / presented, for time-limit=n-days. */
  readonly firstUsedAt?: Date;
  /** Where the target device is, for target-condition (§2.5.5.9). */
  readonly target?: Target;
  /** What the crawler can interpret, for the §2.4.3 fallback and ACAP-2 §2.2.6 (default: everything). */
  readonly understands?: PageUnderstands;
  /** ACAP-2: the page's own permissions (parseHtmlPolicy); they override robots.txt. */
  readonly page?: PagePolicy;
  /** ACAP-2 §2.2.5: decide for this element (an id, or a reference from the page policy). */
  readonly element?: string | Pick<PageElementRef, "path">;
}

export interface AppDirectivesQuery {
  /** The application identifier (APP-DIRECTIVES §3.1 registry), e.g. "examplesearch"; compared exactly. */
  readonly app: string;
  /** The product token registered for the application; its group is used, else "*". Default: only "*". */
  readonly productToken?: string;
  /** An absolute URL string, a URL, or a path starting with "/". */
  readonly url: string | URL;
}

export class RobotsTxt {
  readonly policy: Policy;
  readonly #selections: SelectionCache;

  constructor(policy: Policy) {
    this.policy = policy;
    this.#selections = new SelectionCache(policy);
  }

  get diagnostics(): readonly Diagnostic[] {
    return this.policy.diagnostics;
  }

  /** May `userAgent` crawl `url`? */
  isAllowed(url: string | URL, userAgent: string, options?: QueryOptions): boolean {
    return isAllowed(evaluate(this.#selections, url, userAgent, options));
  }

  /**
   * The decision with its explanation: rule, line, group, profile, reason. With
   * `acap: true`, the decision for any ACAP usage type by the file's ACAP records (and, for
   * `crawl`, its conventional records, ACAP-1 §2.10), with the constraints to honour.
   */
  decide(query: AcapDecideQuery): AcapDecision;
  decide(query: DecideQuery): Decision;
  decide(query: DecideQuery | AcapDecideQuery): Decision | AcapDecision {
    if (typeof query !== "object" || query === null) throw new TypeError("decide: expected { url, userAgent, profile?, usage?, acap? }");
    const { usage } = query as { usage?: unknown };
    if (query.acap !== true) {
      if (query.acap !== undefined && query.acap !== false) throw new TypeError(`acap: expected true or false, got ${JSON.stringify(query.acap)}`);
      if (usage !== undefined && usage !== "crawl")
        throw new RangeError(`usage: conventional robots.txt rules speak of "crawl" only; pass acap: true to ask about ${JSON.stringify(usage)}`);
      return explain(evaluate(this.#selections, query.url, query.userAgent, query));
    }
    return this.#decideAcap(query as AcapDecideQuery);
  }

  #decideAcap(query: AcapDecideQuery): AcapDecision {
    const usage = query.usage ?? "crawl";
    if (!(ACAP_USAGE_TYPES as readonly string[]).includes(usage))
      throw new RangeError(`usage: expected one of ${ACAP_USAGE_TYPES.join(", ")}, got ${JSON.stringify(usage)}`);
    if (query.purpose !== undefined && typeof query.purpose !== "string") throw new TypeError("purpose: expected a usage purpose name or URI string");
    const at = timeOf(query.at);
    const firstUsedAt = query.firstUsedAt === undefined ? undefined : timeOf(query.firstUsedAt);
    const evaluation = evaluate(this.#selections, query.url, query.userAgent, query);
    const acap = this.policy.acap;
    // §2.10.1/§2.10.2: conventional records count for crawl unless the file says to ignore them;
    // a conventional line inside an ACAP record never counts for an ACAP crawler.
    const conventional =
      usage === "crawl" && !acap.ignoreConventionalRecords && !acap.conventionalLinesInAcapRecords.includes(evaluation.decisive?.rule.line ?? 0)
        ? explain(evaluation)
        : undefined;
    const path = normalizeRfc9309(pathOf(query.url), "path");
    const page = query.page;
    if (page !== undefined) {
      if (typeof page !== "object" || page === null || !Array.isArray(page.rules)) throw new TypeError("page: expected a PagePolicy from parseHtmlPolicy");
      const pageUrl = query.url instanceof URL ? query.url.href : /^[a-z][a-z0-9+.-]*:/i.test(query.url) ? query.url : page.url;
      const outcome = decidePage(page, {
        usage,
        userAgent: query.userAgent,
        url: pageUrl,
        at,
        ...(query.purpose !== undefined ? { purpose: query.purpose } : {}),
        ...(firstUsedAt ? { firstUsedAt } : {}),
        ...(query.target ? { target: query.target } : {}),
        ...(query.understands ? { understands: query.understands } : {}),
        ...(query.element !== undefined ? { element: query.element } : {}),
      });
      // ACAP-2 §2.2.8 NOTE: what the page says overrides robots.txt for the same crawler and resource.
      if (outcome)
        return {
          acap: true,
          profile: evaluation.strategy.profile,
          usage,
          agent: evaluation.token,
          path,
          allowed: outcome.allowed,
          reason: outcome.reason,
          rule: { source: outcome.source, kind: outcome.rule.kind, usage: outcome.rule.usage, pattern: page.url, text: outcome.rule.text, line: outcome.rule.line, column: outcome.rule.column },
          ...(outcome.conflict ? { conflict: outcome.conflict.map((r) => ({ kind: r.kind, usage: r.usage, pattern: page.url, text: r.text, line: r.line, column: r.column })) } : {}),
          ...(outcome.element ? { element: outcome.element } : {}),
          constraints: outcome.constraints,
          fallbacks: outcome.fallbacks,
          ...(query.element === undefined && outcome.allowed && excludedElements(page, usage).length > 0 ? { excludedElements: excludedElements(page, usage) } : {}),
          explanation: `${outcome.explanation}; the page overrides robots.txt (ACAP-2 §2.2.8)`,
        };
    }
    const fromRobots = this.#combine(query, usage, evaluation, conventional, path, at, firstUsedAt);
    if (page === undefined || query.element !== undefined) return fromRobots;
    const excluded = excludedElements(page, usage);
    return excluded.length > 0 ? { ...fromRobots, excludedElements: excluded } : fromRobots;
  }

  #combine(
    query: AcapDecideQuery,
    usage: AcapUsageType,
    evaluation: ReturnType<typeof evaluate>,
    conventional: Decision | undefined,
    path: string,
    at: Date,
    firstUsedAt: Date | undefined,
  ): AcapDecision {
    return combineAcap({
      policy: this.policy,
      agent: evaluation.token,
      profile: evaluation.strategy.profile,
      ...(conventional ? { conventional } : {}),
      query: {
        usage,
        userAgent: query.userAgent,
        path,
        at,
        ...(query.purpose !== undefined ? { purpose: query.purpose } : {}),
        ...(firstUsedAt ? { firstUsedAt } : {}),
        ...(query.target ? { target: query.target } : {}),
        ...(query.understands ? { understands: query.understands } : {}),
      },
    });
  }

  /** ACAP-1 §2.6: the take-down and re-crawl requests addressed to the crawler (named records first, then "*"). */
  actionRequests(userAgent: string): readonly AcapActionRequest[] {
    if (typeof userAgent !== "string") throw new TypeError(`userAgent: expected a string, got ${typeof userAgent}`);
    return actionRequestsFor(this.policy.acap, userAgent);
  }

  /** The line number of the rule that decided, 0 when no rule did. */
  matchingLine(url: string | URL, userAgent: string, options?: QueryOptions): number {
    return evaluate(this.#selections, url, userAgent, options).decisive?.rule.line ?? 0;
  }

  /**
   * APP-DIRECTIVES §2.1: the directives `app` takes for `url` — name → typed value from the
   * longest matching App-Directives path of the group for `productToken` (merged), else of
   * the "*" group; undefined when no rule there names `app`. The result also says which
   * pattern, rules and group decided.
   */
  appDirectives(query: AppDirectivesQuery): AppDirectives | undefined {
    if (typeof query !== "object" || query === null) throw new TypeError("appDirectives: expected { app, productToken?, url }");
    const { app, productToken, url } = query;
    if (typeof app !== "string" || app === "") throw new TypeError(`app: expected an application identifier (a Token), got ${JSON.stringify(app)}`);
    const strategy = strategyFor("rfc9309");
    const selection = this.#selections.get(strategy, productToken === undefined ? "*" : agentTokenOf(productToken));
    return appDirectivesFor(selection.groups, selection.userAgents, app, normalizeRfc9309(pathOf(url), "path"));
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

  #fields(userAgent: string, options: FieldQueryOptions | undefined): SelectedFields {
    const strategy = strategyFor(options?.profile);
    return fieldsOf(this.#selections.get(strategy, agentTokenOf(userAgent)));
  }

  /** ROBOTS-2.0 Visit-time of the rule set selected for `userAgent`: UTC "HH:MM" times. */
  visitTime(userAgent: string, options?: FieldQueryOptions): (TimeWindow & { line: number }) | undefined {
    const visit = this.#fields(userAgent, options).visitTime;
    return visit && { start: visit.start, end: visit.end, line: visit.line };
  }

  /** ROBOTS-2.0 Request-rate that applies at `at` (default now): `requestRate(ua, date)` or `requestRate(ua, { at, profile })`. */
  requestRate(userAgent: string, atOrOptions?: Date | TimedQueryOptions): RequestRate | undefined {
    const options = atOrOptions instanceof Date ? { at: atOrOptions } : atOrOptions;
    return requestRateAt(this.#fields(userAgent, options).requestRates, timeOf(options?.at));
  }

  /** Crawl-delay in seconds of the rule set selected for `userAgent` (the largest, if several). */
  crawlDelay(userAgent: string, options?: FieldQueryOptions): number | undefined {
    return crawlDelayOf(this.#fields(userAgent, options).crawlDelays)?.seconds;
  }

  /** ROBOTS-2.0 `Comment:` lines of the rule set selected for `userAgent`, in order. */
  comments(userAgent: string, options?: FieldQueryOptions): string[] {
    return this.#fields(userAgent, options).comments.map((c) => c.text);
  }

  /**
   * Seconds to wait between requests, from everything the rule set says: outside its
   * Visit-time, the time until it opens; else the slowest of Request-rate and Crawl-delay;
   * else ROBOTS-2.0's rule of thumb (twice the retrieval time, at least 10 seconds).
   */
  delayBetweenRequests(userAgent: string, options?: DelayOptions): Delay {
    const retrievalMs = options?.retrievalMs;
    if (retrievalMs !== undefined && (typeof retrievalMs !== "number" || !(retrievalMs >= 0)))
      throw new RangeError(`retrievalMs: expected a non-negative number of milliseconds, got ${String(retrievalMs)}`);
    return delayFor(this.#fields(userAgent, options), timeOf(options?.at), retrievalMs);
  }
}

/**
 * Parses robots.txt content. Never throws for any content: what cannot be read becomes a
 * diagnostic. Throws a TypeError/RangeError only for misuse of the API.
 */
export function parseRobotsTxt(content: string | Uint8Array, options: ParseOptions = {}): RobotsTxt {
  return new RobotsTxt(parsePolicy(content, options));
}

/** Parses to a Policy; `acapDefinitions` are a referring file's (ACAP-1 §2.4.1.3). */
export function parsePolicy(content: string | Uint8Array, options: ParseOptions, acapDefinitions?: AcapDefinitions): Policy {
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
