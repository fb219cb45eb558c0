// The batteries-included RobotsTxt: the core one (src/robots-txt.ts) and every specification's
// questions, answered from what each specification derives from the file the first time it is
// asked (src/<spec>/extension.ts). Its policy model and diagnostics are whole: every
// specification's, with the same codes as `robots-policy lint`.
import type { Diagnostic, RequestRate, TimeWindow, UserAgent } from "./core/types.js";
import type { Policy } from "./policy.js";
import { RobotsTxt as CoreRobotsTxt, parseWith } from "./robots-txt.js";
import type { Delay } from "./robots2/politeness.js";
import type { AppDirectives } from "./app-directives/match.js";
import type { AcapActionRequest } from "./acap/model.js";
import type { ContentUsageAnswer } from "./aipref/content-usage.js";
import { ACAP } from "./acap/extension.js";
import { APP_DIRECTIVES } from "./app-directives/extension.js";
import { AI_PREFERENCES } from "./aipref/extension.js";
import { actionRequests } from "./acap/questions.js";
import { appDirectives } from "./app-directives/questions.js";
import { contentUsage } from "./aipref/questions.js";
import { comments, delayBetweenRequests, requestRate, visitTime } from "./robots2/questions.js";
import type {
  AppDirectivesQuery,
  ContentUsageQuery,
  DelayOptions,
  FieldQueryOptions,
  ParseOptions,
  TimedQueryOptions,
} from "./queries.js";

/** The built-in specifications' readings, in the order their diagnostics were always listed. */
const SPECIFICATIONS = [APP_DIRECTIVES, AI_PREFERENCES, ACAP] as const;

/** A parsed robots.txt file with every specification's questions. */
export class RobotsTxt extends CoreRobotsTxt {
  #whole: { policy: Policy; diagnostics: readonly Diagnostic[] } | undefined;

  #wholeModel(): { policy: Policy; diagnostics: readonly Diagnostic[] } {
    if (this.#whole) return this.#whole;
    const core = super.policy;
    this.derive(APP_DIRECTIVES);
    this.derive(AI_PREFERENCES);
    // Most files: no specification reports anything, and the reader's list is the whole list.
    let diagnostics = core.diagnostics;
    for (const specification of SPECIFICATIONS) {
      const more = this.diagnosticsOf(specification);
      if (more.length > 0) diagnostics = [...diagnostics, ...more];
    }
    // Sorted runs, one per list: V8's sort (TimSort) merges them in linear time, stably.
    if (diagnostics !== core.diagnostics)
      (diagnostics as Diagnostic[]).sort((a, b) => a.line - b.line || a.column - b.column);
    const policy = { ...core, acap: this.derive(ACAP), diagnostics } as unknown as Policy;
    return (this.#whole = { policy, diagnostics: policy.diagnostics });
  }

  /**
   * The whole policy model: groups (with their App-Directives and AI preferences), records,
   * rules, fields, ACAP and every diagnostic, as plain data. Made on first use.
   */
  override get policy(): Policy {
    return this.#wholeModel().policy;
  }

  /** Every diagnostic of every specification, in source order. */
  override get diagnostics(): readonly Diagnostic[] {
    return this.#wholeModel().diagnostics;
  }

  /** ACAP-1 §2.6: the take-down and re-crawl requests addressed to the crawler (named records first, then "*"). */
  actionRequests(userAgent: UserAgent): readonly AcapActionRequest[] {
    return actionRequests(this, userAgent);
  }

  /**
   * APP-DIRECTIVES §2.1: the directives `app` takes for `url` — name → typed value from the
   * longest matching App-Directives path of the group for `productToken` (merged), else of
   * the "*" group; undefined when no rule there names `app`. The result also says which
   * pattern, rules and group decided.
   */
  appDirectives(query: AppDirectivesQuery): AppDirectives | undefined {
    return appDirectives(this, query);
  }

  /**
   * AI usage preferences for `url`, beside crawl permission: AIPREF Content-Usage
   * (draft-ietf-aipref-attach-05 / vocab-08) from the crawler's group (RFC 9309 §2.2.1) and
   * the Content-Usage header, combined most restrictively; Content Signals; TDMRep; noai.
   * Each part says where it came from.
   */
  contentUsage(query: ContentUsageQuery): ContentUsageAnswer {
    return contentUsage(this, query);
  }

  /** ROBOTS-2.0 Visit-time of the rule set selected for `userAgent`: UTC "HH:MM" times. */
  visitTime(
    userAgent: UserAgent,
    options?: FieldQueryOptions,
  ): (TimeWindow & { line: number }) | undefined {
    return visitTime(this, userAgent, options);
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
    return requestRate(this, userAgent, options);
  }

  /** ROBOTS-2.0 `Comment:` lines of the rule set selected for `userAgent`, in order. */
  comments(userAgent: UserAgent, options?: FieldQueryOptions): string[] {
    return comments(this, userAgent, options);
  }

  /**
   * Seconds to wait between requests, from everything the rule set says: outside its
   * Visit-time, the time until it opens; else the slowest of Request-rate and Crawl-delay;
   * else ROBOTS-2.0's rule of thumb (twice the retrieval time, at least 10 seconds).
   */
  delayBetweenRequests(userAgent: UserAgent, options?: DelayOptions): Delay {
    return delayBetweenRequests(this, userAgent, options);
  }
}

/** @internal parseRobotsTxt with `notes` among the reader's diagnostics (readRobotsTxtFile's cap). */
export function parseWithNotes(
  content: string | ArrayBuffer | ArrayBufferView,
  options: ParseOptions,
  notes: readonly Diagnostic[],
): RobotsTxt {
  return parseWith(RobotsTxt, content, options, notes);
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
