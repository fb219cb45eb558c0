// The answer of robots.contentUsage(): plain data, each part with where it came from.
import type {
  ContentSignalRule,
  ContentSignals,
  ContentUsageRule,
  UsagePreferences,
} from "./model.js";
import type { Decision, Diagnostic } from "../core/types.js";
import type { TdmAnswer, TdmSources } from "./tdmrep.js";
import type { NoAiFinding, NoAiToken } from "./noai.js";

/** A statement of preference (AIPREF-VOCAB §5.1) and where it was read. */
export type PreferenceStatement =
  /** The Content-Usage rules of the crawler's group with the longest matching path (several when their paths are as long). */
  | {
      readonly source: "robots.txt";
      readonly rules: readonly ContentUsageRule[];
      readonly preferences: UsagePreferences;
    }
  /** The Content-Usage header: its field lines joined with ", " (RFC 9651 §4.2). */
  | {
      readonly source: "header";
      readonly name: "content-usage";
      readonly value: string;
      /** False when the value is not an RFC 9651 Dictionary: it states nothing (AIPREF-VOCAB §6.5.1). */
      readonly valid: boolean;
      readonly preferences: UsagePreferences;
    };

/** Content Signals and where they were read. */
export type SignalStatement =
  | {
      readonly source: "robots.txt";
      readonly rule: ContentSignalRule;
      readonly signals: ContentSignals;
    }
  | {
      readonly source: "header";
      readonly name: "content-signal";
      readonly value: string;
      readonly signals: ContentSignals;
    };

/**
 * The answer of `RobotsTxt.contentUsage`: crawl permission, then each kind of AI usage
 * preference (AIPREF, Content Signals, TDMRep, noai) combined, and where each part came from.
 */
export interface ContentUsageAnswer {
  /** RFC 9309 crawl permission: preferences are read only where crawling is allowed (AIPREF-ATTACH §3.1). */
  readonly crawl: Decision;
  /** AIPREF-VOCAB §3: per category, from every statement combined most restrictively (§5.1). */
  readonly preferences: UsagePreferences;
  /** Content Signals (search, ai-input, ai-train = yes/no; use), most restrictive per use. */
  readonly signals: ContentSignals;
  /** W3C TDMRep reservation: `{ reserved, policy? }`. */
  readonly tdm: TdmAnswer;
  /** The noai / noimageai tokens addressed to the crawler (DeviantArt's convention). */
  readonly noai: readonly NoAiToken[];
  /** Where each part came from. */
  readonly sources: {
    readonly preferences: readonly PreferenceStatement[];
    readonly signals: readonly SignalStatement[];
    readonly tdm: TdmSources;
    readonly noai: readonly NoAiFinding[];
  };
  /**
   * What the query's own inputs held that was ignored: the headers' (line 1, the column in the
   * value) and the page's TDMRep META tags'. The file's are in `robots.diagnostics`.
   */
  readonly diagnostics: readonly Diagnostic[];
  /** Sentences a person can read. */
  readonly explanation: string;
}
