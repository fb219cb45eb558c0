// summary.json's shape: every measure as a count, its stated denominator, the share and its Wilson
// 95 % interval. docs/census.md explains each denominator; DENOMINATORS below says them in words.
import type { Measure, OutcomeName, StatusClass } from "../aggregate-json.js";
import type { ContentKind, VerdictKind } from "../model.js";
import type { Interval } from "../wilson.js";
import type { CensusManifest } from "./manifest.js";

/** summary.json's `format` field. */
export const SUMMARY_FORMAT = "robots-policy-census-summary";

/** The populations a share is taken over. */
export type DenominatorName = "captures" | "decided" | "ok" | "parsed";

/** A denominator: which population, in words, and how many captures it holds. */
export interface Denominator {
  readonly name: DenominatorName;
  /** What the population is, in words (the report's heading says it). */
  readonly label: string;
  readonly count: number;
}

/** A count over a stated denominator, with its share and Wilson 95 % interval (null when the denominator is 0). */
export interface Share {
  readonly count: number;
  readonly denominator: DenominatorName;
  readonly share: number | null;
  readonly interval: Interval | null;
}

/** The per-crawler (operator, purpose) shares over parsed files and over decided captures. */
export interface MeasureShares {
  /** Over parsed robots.txt files: what the files themselves say. */
  readonly parsed: Readonly<Record<Measure, Share>>;
  /** Over captures with a decided outcome: what a crawler may do, 5xx and the access profile included. */
  readonly decided: Readonly<Record<Measure, Share>>;
}

/** One panel crawler's shares. */
export interface CrawlerSummary extends MeasureShares {
  readonly name: string;
  readonly operator: string;
  readonly purpose: string;
  readonly ai: boolean;
  readonly search: boolean;
}

/** An operator's or a purpose's shares (a capture counts once if any of its crawlers meets the measure). */
export interface GroupSummary extends MeasureShares {
  readonly name: string;
  /** Its crawlers on the panel. */
  readonly crawlers: readonly string[];
}

/** summary.json. */
export interface CensusSummary {
  readonly format: typeof SUMMARY_FORMAT;
  readonly version: 1;
  readonly manifest: CensusManifest;
  readonly denominators: Readonly<Record<DenominatorName, Denominator>>;
  readonly funnel: {
    readonly status: Readonly<Record<StatusClass, Share>>;
    readonly outcome: Readonly<Record<OutcomeName, Share>>;
    /** Over captures retrieved (outcome ok). */
    readonly content: Readonly<Record<ContentKind, Share>>;
    readonly decided: Share;
    readonly parsed: Share;
  };
  /** What the `*` group does, over parsed files and over decided captures. */
  readonly wildcard: {
    readonly parsed: Readonly<Record<VerdictKind, Share>>;
    readonly decided: Readonly<Record<VerdictKind, Share>>;
  };
  readonly crawlers: readonly CrawlerSummary[];
  readonly operators: readonly GroupSummary[];
  readonly purposes: readonly GroupSummary[];
  /** The most common non-empty block sets (over parsed files), and how many distinct ones there are. */
  readonly blockSets: {
    readonly distinct: number;
    /** Parsed files whose block set is empty (no `*` full block, no crawler fully blocked by name). */
    readonly empty: Share;
    readonly top: readonly ({ readonly crawlers: readonly string[] } & Share)[];
  };
  /** Parsed files fully blocking both AI crawlers by name; `crawlers` are the most blocked ones. */
  readonly coBlocking: {
    readonly denominator: DenominatorName;
    readonly crawlers: readonly string[];
    /** counts[i][j]: files blocking crawlers[i] and crawlers[j] (the diagonal: crawlers[i]). */
    readonly counts: readonly (readonly number[])[];
  };
  readonly preferences: {
    /** Parsed files with at least one Content-Usage (Content-Signal) preference. */
    readonly contentUsage: Share;
    readonly contentSignal: Share;
    readonly values: readonly ({
      readonly vocabulary: "Content-Usage" | "Content-Signal";
      readonly key: string;
      readonly value: string;
    } & Share)[];
  };
  readonly conflicts: {
    /** Parsed files where a fully blocked crawler is told a use is allowed. */
    readonly captures: Share;
    readonly crawlers: readonly ({ readonly name: string } & Share)[];
    readonly preferences: readonly ({
      readonly vocabulary: "Content-Usage" | "Content-Signal";
      readonly key: string;
    } & Share)[];
  };
  readonly templates: readonly ({ readonly name: string } & Share)[];
  /** Over all captures: captures with the code at least once, and the code's total. */
  readonly diagnostics: readonly ({ readonly code: string; readonly total: number } & Share)[];
}
