// The object the core entry's parseRobotsTxt returns: the crawl index of a file, its policy
// model (made on first use), the questions every crawler asks (crawl under every profile,
// Crawl-delay, Sitemap, Host), and the reading surface on which specifications derive their
// own data (`derive`, src/rfc9309/reading.ts). The batteries-included RobotsTxt
// (src/robots.ts) adds the specifications' questions.
import {
  EVALUATE,
  GROUPS_OF,
  POLITENESS,
  REPARSE,
  SELECT,
  WITH_DERIVED,
  type Derived,
  type ParsedRobotsTxt,
  type RobotsTxtExtension,
} from "./rfc9309/reading.js";
import type {
  CleanParam,
  Decision,
  Diagnostic,
  Policy,
  RobotVersion,
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
import { crawlDelayOf, mergePoliteness, type SelectedFields } from "./rfc9309/selected-fields.js";
import { crawlerTokensOf } from "./core/agent.js";
import { lowerRobotsTxt, type Lowered } from "./rfc9309/lower.js";

import { DiagnosticList } from "./core/diagnostics.js";
import { crawlIndex } from "./rfc9309/index-lines.js";
import { selectedGroups, type SelectedGroups } from "./core/selected-groups.js";
import { robotVersionOf, selectedPoliteness } from "./rfc9309/polite-rule-sets.js";
import type { RuleFile, RuleSetKind } from "./core/rule-file.js";
import { DEFAULT_MAX_BYTES, googleBytes, prepareText } from "./core/input.js";
import { bytesOf, checkOptions, type Content } from "./core/arguments.js";
import {
  checkDecideQuery,
  timeOf,
  type DecideQuery,
  type FieldQueryOptions,
  type ParseOptions,
  type QueryOptions,
} from "./queries.js";

/** What parsing found besides the index: sizes, early diagnostics. */
interface FileInfo {
  readonly bytes: number;
  readonly bytesRead: number;
  /** Diagnostics found before parsing (decoding, size limit). */
  readonly early: readonly Diagnostic[];
}

/** What a file has made so far beyond its crawl index: the model, and what extensions derived. */
interface Made {
  lowered?: Lowered;
  derived?: Map<RobotsTxtExtension<unknown>, Derived<unknown>>;
}

/**
 * A parsed robots.txt file: crawl decisions under every profile, Crawl-delay, Sitemap, Host,
 * the policy model and the reader's diagnostics, and `derive` for what a specification or an
 * extension reads from it. Made by `parseRobotsTxt`.
 */
export class RobotsTxt implements ParsedRobotsTxt {
  readonly #file: RuleFile;
  readonly #info: FileInfo;
  readonly #made: Made;
  #selections: SelectionCache | undefined;
  /** The content as profile google reads it, when that is not this file's reading (see #readerFor). */
  readonly #whole: string | Uint8Array | undefined;
  #wholeFile: RobotsTxt | undefined;
  #politeFields: WeakMap<Selection, SelectedFields> | undefined;

  /** @internal Made by parseRobotsTxt: the crawl index, what else parsing found, and (when profile google reads the content otherwise) the content as google reads it. */
  constructor(file: RuleFile, info: FileInfo, whole?: string | Uint8Array, made: Made = {}) {
    this.#file = file;
    this.#info = info;
    this.#whole = whole;
    this.#made = made;
  }

  #lowered(): Lowered {
    return (this.#made.lowered ??= lowerRobotsTxt({
      text: this.#file.text,
      source: { kind: "robots.txt", bytes: this.#info.bytes, bytesRead: this.#info.bytesRead },
      diagnostics: this.#info.early,
    }));
  }

  /**
   * The policy model: groups, records, rules, fields, Crawl-delay, Sitemap, Host and the
   * reader's diagnostics, as plain data. Made on first use (crawl questions are answered from a
   * compact index of the lines, so a crawler that only asks them never pays for the model's
   * objects).
   */
  get policy(): Policy {
    return this.#lowered().policy;
  }

  /**
   * What `extension` reads from this file: read the first time it is asked, then kept with the
   * file. The extension reads the file through `reading` (src/rfc9309/reading.ts): its lines,
   * the policy model, and a place to report diagnostics (see `diagnosticsOf`).
   */
  derive<T>(extension: RobotsTxtExtension<T>): T {
    return this.#derived(extension).value;
  }

  /** The diagnostics `extension` reported while it read this file (reading it if it has not yet). */
  diagnosticsOf(extension: RobotsTxtExtension<unknown>): readonly Diagnostic[] {
    return this.#derived(extension).diagnostics;
  }

  #derived<T>(extension: RobotsTxtExtension<T>): Derived<T> {
    if (typeof extension !== "object" || extension === null || typeof extension.read !== "function")
      throw new TypeError("extension: expected an object { name, read(reading) }");
    const derived = (this.#made.derived ??= new Map());
    const kept = derived.get(extension);
    if (kept) return kept as Derived<T>;
    const { policy, index } = this.#lowered();
    const diagnostics = new DiagnosticList();
    const value = extension.read({ text: this.#file.text, policy, index, diagnostics });
    const made: Derived<T> = { value, diagnostics: diagnostics.sorted() };
    derived.set(extension, made);
    return made;
  }

  /** @internal Another content parsed into this file's class (a file an ACAP reference names). */
  [REPARSE](content: string, options: ParseOptions): this {
    return parseWith(
      this.constructor as new (...args: ConstructorParameters<typeof RobotsTxt>) => this,
      content,
      options,
    );
  }

  /** @internal The same file with `extension`'s result given (resolveReferences replaces ACAP records). */
  [WITH_DERIVED]<T>(extension: RobotsTxtExtension<T>, given: Derived<T>): this {
    const derived = new Map(this.#made.derived);
    derived.set(extension, given);
    const Made = this.constructor as new (...args: ConstructorParameters<typeof RobotsTxt>) => this;
    return new Made(this.#file, this.#info, this.#whole, { lowered: this.#lowered(), derived });
  }

  /**
   * The file a query's profile reads. google/robotstxt reads a file of any length (the 500 KiB
   * limit is its fetcher's) and skips a partial UTF-8 BOM (EF, EF BB) before the first line,
   * which is invalid UTF-8 to the other profiles; so when the content was cut at maxBytes or
   * its bytes start with a partial BOM, profile google reads `#whole` (the whole content,
   * past the partial BOM: core/input.ts googleBytes), parsed once on its first question.
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
    return selectedGroups(reader.#lowered().policy, reader.#file, selection);
  }

  /** @internal A rule set's Robot-version: from the model when it is made, else from the line after its User-agent lines. */
  [ROBOT_VERSION](kind: RuleSetKind, set: number): RobotVersion | undefined {
    const policy = this.#made.lowered?.policy;
    if (policy)
      return (kind === "groups" ? policy.groups : policy.records)[set]!.politeness.robotVersion;
    return robotVersionOf(this.#file, kind, set);
  }

  /**
   * The politeness fields that apply to a selection of this file, read once per selection (a
   * `*` selection of thousands of groups is asked about by every crawler without a group).
   */
  #politenessOf(selection: Selection): SelectedFields {
    const kept = this.#politeFields?.get(selection);
    if (kept !== undefined) return kept;
    const policy = this.#made.lowered?.policy;
    const model = policy && (selection.kind === "groups" ? policy.groups : policy.records);
    const fields = mergePoliteness(selectedPoliteness(this.#file, selection, model));
    (this.#politeFields ??= new WeakMap()).set(selection, fields);
    return fields;
  }

  /** @internal The evaluation of one crawl query (see EVALUATE). */
  [EVALUATE](url: string | URL, userAgent: UserAgent, options?: QueryOptions): Evaluation {
    const strategy = strategyFor(checkOptions(options)?.profile, options?.robots2Unmatched);
    return evaluate(this.#selectionsFor(strategy), strategy, url, userAgent);
  }

  /** The reader's diagnostics (lines, groups, rules, politeness fields), in source order. */
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

  /** The line number of the rule that decided, 0 when no rule did. */
  matchingLine(url: string | URL, userAgent: UserAgent, options?: QueryOptions): number {
    return this[EVALUATE](url, userAgent, options).decisive?.rule.line ?? 0;
  }

  /** Sitemap URLs of the whole file (absolute http(s) URLs), in file order. */
  get sitemaps(): string[] {
    return this.#lowered().policy.sitemaps.map((s) => s.url);
  }

  /** Yandex `Host:`: the preferred host name (the first valid one). */
  get preferredHost(): string | undefined {
    return this.#lowered().policy.preferredHost?.host;
  }

  /** Yandex `Clean-param:` lines of the whole file. */
  get cleanParams(): readonly CleanParam[] {
    return this.#lowered().policy.cleanParams;
  }

  /** @internal The politeness fields of the rule set selected for `userAgent` (see POLITENESS). */
  [POLITENESS](userAgent: UserAgent, options: FieldQueryOptions | undefined): SelectedFields {
    const strategy = strategyFor(checkOptions(options)?.profile);
    const selection = this.#selectionFor(strategy, userAgent);
    return this.#readerFor(strategy).#politenessOf(selection);
  }

  /** @internal The selection of the rule sets for `productToken` under `strategy`, or of the "*" rule sets when it is undefined. */
  [SELECT](strategy: MatchStrategy, productToken: string | undefined): Selection {
    const selections = this.#selectionsFor(strategy);
    return productToken === undefined
      ? selections.get(strategy, "*")
      : selections.get(strategy, selections.token(strategy, crawlerTokensOf(productToken)));
  }

  /** @internal The policy model's groups (with their User-agent lines) of an evaluation's selection (see GROUPS_OF). */
  [GROUPS_OF](strategy: MatchStrategy, selection: Selection): SelectedGroups {
    return this.#groupsOf(strategy, selection);
  }

  /** Crawl-delay in seconds of the rule set selected for `userAgent` (the largest, if several). */
  crawlDelay(userAgent: UserAgent, options?: FieldQueryOptions): number | undefined {
    return crawlDelayOf(this[POLITENESS](userAgent, options).crawlDelays)?.seconds;
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
  return parseWith(RobotsTxt, content, options);
}

/** @internal parseRobotsTxt for RobotsTxt or a class that extends it (the batteries-included one); `notes` join the reader's diagnostics (readRobotsTxtFile's cap). */
export function parseWith<R extends RobotsTxt>(
  Made: new (...args: ConstructorParameters<typeof RobotsTxt>) => R,
  content: Content,
  options: ParseOptions,
  notes: readonly Diagnostic[] = NO_DIAGNOSTICS,
): R {
  const maxBytes = checkOptions(options, "{ maxBytes: 512000 }").maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof maxBytes !== "number" || !Number.isInteger(maxBytes) || maxBytes < 0)
    throw new RangeError(`maxBytes: expected a non-negative integer, got ${String(maxBytes)}`);
  const input = bytesOf(content);
  const { text, bytes, bytesRead, diagnostics, partialBom } = prepareText(input, maxBytes);
  const file = crawlIndex(text);
  const info: FileInfo = {
    bytes,
    bytesRead,
    early: diagnostics.length + notes.length === 0 ? NO_DIAGNOSTICS : [...diagnostics, ...notes],
  };
  if (bytesRead === bytes && partialBom === 0) return new Made(file, info);
  // Profile google reads it otherwise: past maxBytes, and past a partial BOM (see #readerFor).
  return new Made(file, info, typeof input === "string" ? input : googleBytes(input, partialBom));
}

const NO_DIAGNOSTICS: readonly Diagnostic[] = Object.freeze([]);
