// The object parseRobotsTxt returns: a policy plus the queries over it.
import type {
  CleanParam,
  Decision,
  Diagnostic,
  Policy,
  RequestRate,
  RobotVersion,
  TimeWindow,
  UserAgent,
} from "./core/types.js";
import { decideUsage } from "./html/meta.js";
import {
  SelectionCache,
  evaluate,
  tokensFor,
  explain,
  allows,
  ROBOT_VERSION,
  type Evaluation,
} from "./core/decide.js";
import type { MatchStrategy, Selection } from "./core/strategy.js";
import { strategyFor } from "./profiles.js";
import {
  commentTexts,
  crawlDelayOf,
  delayFor,
  mergePoliteness,
  requestRateAt,
  type Delay,
  type SelectedFields,
} from "./robots2/politeness.js";
import { appDirectivesFor, type AppDirectives } from "./app-directives/match.js";
import { actionRequestsFor } from "./acap/crawler-selection.js";
import type { AcapActionRequest, AcapDefinitions } from "./acap/model.js";
import { pathOf } from "./core/url.js";
import { answerContentUsage, type ContentUsageAnswer } from "./aipref/content-usage.js";
import { crawlerTokensOf } from "./core/agent.js";
import { normalizeRfc9309 } from "./core/normalize.js";
import { lowerRobotsTxt } from "./rfc9309/lower.js";
import { crawlIndex } from "./rfc9309/index-lines.js";
import { selectedGroups, type SelectedGroups } from "./core/selected-groups.js";
import { robotVersionOf, selectedPoliteness } from "./rfc9309/polite-rule-sets.js";
import type { RuleFile, RuleSetKind } from "./core/rule-file.js";
import { DEFAULT_MAX_BYTES, prepareText } from "./core/input.js";
import { bytesOf, checkOptions, type Content } from "./core/arguments.js";
import {
  checkAppDirectivesQuery,
  checkContentUsageQuery,
  checkDecideQuery,
  timeOf,
  type AppDirectivesQuery,
  type ContentUsageQuery,
  type DecideQuery,
  type DelayOptions,
  type FieldQueryOptions,
  type ParseOptions,
  type QueryOptions,
  type TimedQueryOptions,
} from "./queries.js";

export { timeOf } from "./queries.js";
export type {
  AppDirectivesQuery,
  ContentUsageQuery,
  DecideQuery,
  DelayOptions,
  FieldQueryOptions,
  ParseOptions,
  QueryOptions,
  TimedQueryOptions,
} from "./queries.js";

/**
 * The key of RobotsTxt's package-internal evaluation method, for the queries that live
 * outside the class (decideAcap). Not exported by the package. (A WeakMap from file to
 * selections would do the same and made parsing 1.7x slower: ephemeron entries for every
 * parsed file keep the garbage collector busy.)
 */
export const EVALUATE = Symbol("evaluate");

/** @internal The key of RobotsTxt's package-internal copy with another policy model (resolveReferences). */
export const WITH_POLICY = Symbol("withPolicy");

/** What parsing found besides the index: sizes, early diagnostics, the ACAP context. */
interface FileInfo {
  readonly bytes: number;
  readonly bytesRead: number;
  /** Diagnostics found before parsing (decoding, size limit). */
  readonly early: readonly Diagnostic[];
  /** ACAP-1 §2.4.1.3: a referring file's definitions. */
  readonly acapDefinitions?: AcapDefinitions;
}

/**
 * A parsed robots.txt file (`parseRobotsTxt`): the questions a crawler asks of it, answered
 * under the profile each query names, and its policy model made on first use.
 */
export class RobotsTxt {
  readonly #file: RuleFile;
  readonly #info: FileInfo;
  #policy: Policy | undefined;
  #selections: SelectionCache | undefined;
  /** Content cut at maxBytes, kept for the profiles that read a file whole (google). */
  readonly #whole: string | Uint8Array | undefined;
  #wholeFile: RobotsTxt | undefined;
  #politeFields: WeakMap<Selection, SelectedFields> | undefined;

  /** @internal Made by parseRobotsTxt: the crawl index, what else parsing found, and (when `file` was read from a prefix of it) the whole content. */
  constructor(file: RuleFile, info: FileInfo, whole?: string | Uint8Array, policy?: Policy) {
    this.#file = file;
    this.#info = info;
    this.#whole = whole;
    this.#policy = policy;
  }

  /**
   * The policy model: groups, records, rules, fields, ACAP, diagnostics, as plain data. Made
   * on first use (crawl questions are answered from a compact index of the lines, so a crawler
   * that only asks them never pays for the model's objects).
   */
  get policy(): Policy {
    return (this.#policy ??= lowerRobotsTxt({
      text: this.#file.text,
      source: { kind: "robots.txt", bytes: this.#info.bytes, bytesRead: this.#info.bytesRead },
      diagnostics: this.#info.early,
      ...(this.#info.acapDefinitions ? { acapDefinitions: this.#info.acapDefinitions } : {}),
    }));
  }

  /** @internal The same file with another policy model (resolveReferences replaces ACAP records). */
  [WITH_POLICY](policy: Policy): RobotsTxt {
    return new RobotsTxt(this.#file, this.#info, this.#whole, policy);
  }

  /**
   * The file a query's profile reads. google/robotstxt reads a file of any length (the 500 KiB
   * limit is its fetcher's), so profile google reads past maxBytes, parsing the whole content
   * once on its first question.
   */
  #readerFor(strategy: MatchStrategy): RobotsTxt {
    if (this.#whole === undefined || !strategy.readsWholeFile) return this;
    return (this.#wholeFile ??= parseRobotsTxt(this.#whole, { maxBytes: Number.MAX_SAFE_INTEGER }));
  }

  /** The selections for a query's profile. */
  #selectionsFor(strategy: MatchStrategy): SelectionCache {
    const reader = this.#readerFor(strategy);
    return (reader.#selections ??= new SelectionCache(reader.#file, reader));
  }

  /** The selection for a query's crawler under one profile. */
  #selectionFor(strategy: MatchStrategy, userAgent: unknown): Selection {
    const selections = this.#selectionsFor(strategy);
    return selections.get(strategy, selections.token(strategy, tokensFor(strategy, userAgent)));
  }

  /** The policy model's groups and User-agent lines of a selection made by `#selectionsFor(strategy)`. */
  #groupsOf(strategy: MatchStrategy, selection: Selection): SelectedGroups {
    const reader = this.#readerFor(strategy);
    return selectedGroups(reader.policy, reader.#file, selection);
  }

  /** @internal A rule set's Robot-version: from the model when it is made, else from the line after its User-agent lines. */
  [ROBOT_VERSION](kind: RuleSetKind, set: number): RobotVersion | undefined {
    if (this.#policy)
      return (kind === "groups" ? this.#policy.groups : this.#policy.records)[set]!.politeness
        .robotVersion;
    return robotVersionOf(this.#file, kind, set);
  }

  /**
   * The politeness fields that apply to a selection of this file, read once per selection (a
   * `*` selection of thousands of groups is asked about by every crawler without a group).
   */
  #politenessOf(selection: Selection): SelectedFields {
    const kept = this.#politeFields?.get(selection);
    if (kept !== undefined) return kept;
    const model =
      this.#policy && (selection.kind === "groups" ? this.#policy.groups : this.#policy.records);
    const fields = mergePoliteness(selectedPoliteness(this.#file, selection, model));
    (this.#politeFields ??= new WeakMap()).set(selection, fields);
    return fields;
  }

  /** @internal The evaluation of one crawl query (see EVALUATE). */
  [EVALUATE](url: string | URL, userAgent: UserAgent, options?: QueryOptions): Evaluation {
    const strategy = strategyFor(checkOptions(options)?.profile, options?.robots2Unmatched);
    return evaluate(this.#selectionsFor(strategy), strategy, url, userAgent);
  }

  /** What parsing found in the file (errors, warnings, notes), in source order. */
  get diagnostics(): readonly Diagnostic[] {
    return this.policy.diagnostics;
  }

  /**
   * May `userAgent` crawl `url`? `url`: a URL of any scheme written with "//" and an authority
   * ("https://host/p", "ftp://host/p", "file:///p"), as a string or a URL, of which the path and
   * query are matched (RFC 9309 §2.2.2), or a path starting with "/"; a URL without a
   * hierarchical path (mailto:, data:) or another relative reference is a TypeError, as is
   * `options` that is not an object (`{ profile: "google" }`, not `"google"`).
   */
  isAllowed(url: string | URL, userAgent: UserAgent, options?: QueryOptions): boolean {
    const strategy = strategyFor(checkOptions(options)?.profile, options?.robots2Unmatched);
    return allows(this.#selectionsFor(strategy), strategy, url, userAgent);
  }

  /**
   * The decision with its explanation: rule, line, group, profile, reason. Conventional
   * records speak of crawling only; ACAP usages (index, preserve, present …) and page
   * permissions are asked with `decideAcap(robots, query)`.
   */
  decide(query: DecideQuery): Decision {
    const { usage, page } = checkDecideQuery(query);
    const at = timeOf(query.at);
    const crawl = explain(this[EVALUATE](query.url, query.userAgent, query));
    // Crawl is robots.txt's alone: a page's tags (read for the crawler's tokens) are for the other usages.
    if (usage === "crawl") return crawl;
    return decideUsage(crawl, crawlerTokensOf(query.userAgent), page, usage, at);
  }

  /** ACAP-1 §2.6: the take-down and re-crawl requests addressed to the crawler (named records first, then "*"). */
  actionRequests(userAgent: UserAgent): readonly AcapActionRequest[] {
    return actionRequestsFor(this.policy.acap, userAgent);
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
    const { app, productToken, url } = checkAppDirectivesQuery(query);
    const strategy = strategyFor("rfc9309");
    const selections = this.#selectionsFor(strategy);
    const selection =
      productToken === undefined
        ? selections.get(strategy, "*")
        : selections.get(strategy, selections.token(strategy, crawlerTokensOf(productToken)));
    return appDirectivesFor(
      this.#groupsOf(strategy, selection).groups,
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
    const { headers, page, tdmrep } = checkContentUsageQuery(query);
    // AIPREF-ATTACH §3: groups are selected as RFC 9309 §2.2.1 selects them.
    const evaluation = this[EVALUATE](query.url, query.userAgent, { profile: "rfc9309" });
    return answerContentUsage({
      crawl: explain(evaluation),
      groups: this.#groupsOf(evaluation.strategy, evaluation.selection).groups,
      path: evaluation.path,
      tokens: crawlerTokensOf(query.userAgent).map((token) => token.toLowerCase()),
      ...(headers !== undefined ? { headers } : {}),
      ...(page !== undefined ? { page } : {}),
      ...(tdmrep !== undefined ? { tdmrep } : {}),
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
    const strategy = strategyFor(checkOptions(options)?.profile);
    const selection = this.#selectionFor(strategy, userAgent);
    return this.#readerFor(strategy).#politenessOf(selection);
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
    return commentTexts(this.#fields(userAgent, options)).slice();
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
 * Parses robots.txt content: text, or its UTF-8 bytes as an ArrayBuffer (`await
 * response.arrayBuffer()`), a Uint8Array, a Buffer or any other ArrayBufferView. Never throws
 * for any content: what cannot be read becomes a diagnostic. Throws a TypeError/RangeError
 * only for misuse of the API (content of another type, options that are not an object).
 */
export function parseRobotsTxt(
  content: string | ArrayBuffer | ArrayBufferView,
  options: ParseOptions = {},
): RobotsTxt {
  return parseWith(content, options, undefined);
}

/** Parses to a Policy; `acapDefinitions` are a referring file's (ACAP-1 §2.4.1.3). */
export function parsePolicy(
  content: Content,
  options: ParseOptions,
  acapDefinitions?: AcapDefinitions,
): Policy {
  return parseWith(content, options, acapDefinitions).policy;
}

function parseWith(
  content: Content,
  options: ParseOptions,
  acapDefinitions: AcapDefinitions | undefined,
): RobotsTxt {
  const maxBytes = checkOptions(options, "{ maxBytes: 512000 }").maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof maxBytes !== "number" || !Number.isInteger(maxBytes) || maxBytes < 0)
    throw new RangeError(`maxBytes: expected a non-negative integer, got ${String(maxBytes)}`);
  const input = bytesOf(content);
  const { text, bytes, bytesRead, diagnostics } = prepareText(input, maxBytes);
  const file = crawlIndex(text);
  const info: FileInfo = {
    bytes,
    bytesRead,
    early: diagnostics.length === 0 ? NO_DIAGNOSTICS : diagnostics,
    ...(acapDefinitions ? { acapDefinitions } : {}),
  };
  if (bytesRead === bytes) return new RobotsTxt(file, info);
  // A copy: bytes the caller reuses must not change later answers.
  return new RobotsTxt(file, info, typeof input === "string" ? input : input.slice());
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);
