// The policy model: plain, immutable, serialisable data with no behaviour.
//
// One source text yields one Policy that carries every view the profiles need (RFC 9309
// groups, KOSTER-1996 records); the profile is chosen per query by the engine. The shapes
// are built to grow: a conventional `Disallow` is a prohibition of the usage `crawl`, so
// ACAP permissions/prohibitions of other usages, App-Directives and the 1996 "2.0"
// fields are added as new members and new rule kinds rather than a rework.

import type { SourcePosition } from "./position.js";

/** Where a diagnostic or a rule came from, 1-based. Columns count UTF-16 code units. */
export type { SourcePosition } from "./position.js";

/**
 * How serious a diagnostic is: `error`, `warning`, or `info` (a note). `robots-policy lint` fails
 * on an error, and on more warnings than `--max-warnings` allows.
 */
export type Severity = "error" | "warning" | "info";

/**
 * One thing parsing or linting found in the text, with where it stands and the section of the
 * specification it rests on; content never throws, it yields diagnostics.
 */
export interface Diagnostic extends SourcePosition {
  readonly severity: Severity;
  /** Stable, kebab-case identifier, e.g. `rule-outside-group`. */
  readonly code: string;
  readonly message: string;
  /** The specification section the diagnostic rests on, e.g. `RFC 9309 §2.2.2`. */
  readonly spec: string;
}

/** What a rule grants or withholds. Conventional robots.txt rules speak of `crawl` only. */
export type Usage = "crawl";

/**
 * What a crawler asks to do with a URL: crawl it (robots.txt), or one of the usages robots
 * META tags and X-Robots-Tag speak of (`index`, `follow`, `present-snippet` …).
 */
export type MetaUsage =
  | Usage
  | "index"
  | "follow"
  | "present-snippet"
  | "archive"
  | "index-images"
  | "translate"
  | "present-thumbnail";

/** Whether a rule grants (`allow`) or withholds (`disallow`) its usage. */
export type RuleKind = "allow" | "disallow";

/** One Allow/Disallow line. `pattern` is the value as written (trimmed, comment removed). */
export interface Rule extends SourcePosition {
  readonly kind: RuleKind;
  readonly usage: Usage;
  readonly pattern: string;
  /** The whole source line, for explanations. */
  readonly text: string;
}

/** One User-agent line's value, as written and as the two profiles read it. */
export interface UserAgentLine extends SourcePosition {
  readonly value: string;
  /**
   * RFC 9309 §2.2.1 product token, lower-cased: the leading run of RFC 9110 token
   * characters without `*` (`MJ12bot/1.4` → `mj12bot`), or `*` for the global agent (`*`,
   * or `*` then white space). Empty when the value starts with neither. (Profile `google`
   * reads the value itself, cut at the first character outside `[A-Za-z_-]`.)
   */
  readonly token: string;
  readonly text: string;
}

/** Any `name: value` line that is not User-agent/Allow/Disallow (sitemap, crawl-delay …). */
export interface ExtensionField extends SourcePosition {
  /** The field name lower-cased (`sitemap`, `crawl-delay`, `acap-crawler` …). */
  readonly name: string;
  readonly value: string;
  readonly text: string;
}

/** ROBOTS-2.0 Robot-version of a rule set. */
export interface RobotVersion extends SourcePosition {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
}

/** A time of day window in UTC, "HH:MM"; `end` before `start` wraps past midnight. */
export interface TimeWindow {
  readonly start: string;
  readonly end: string;
}

/** ROBOTS-2.0 Request-rate: at most `requests` documents per `seconds`, within `window` if given. */
export interface RequestRate extends SourcePosition {
  readonly requests: number;
  readonly seconds: number;
  readonly window?: TimeWindow;
}

/** One valid Crawl-delay line of a rule set: the seconds to wait between requests. */
export interface CrawlDelay extends SourcePosition {
  readonly seconds: number;
}

/**
 * ROBOTS-2.0 Visit-time of a rule set: the UTC window in which the crawler may visit, and the line
 * that says so.
 */
export interface VisitTime extends TimeWindow, SourcePosition {}

/** One ROBOTS-2.0 `Comment:` line of a rule set: a note from the site to the crawler's operator. */
export interface RuleSetComment extends SourcePosition {
  readonly text: string;
}

/** The politeness fields of one rule set, read from its `fields`; invalid ones are left out. */
export interface RuleSetFields {
  /** Only when it is the first line after the User-agent lines (ROBOTS-2.0). */
  readonly robotVersion?: RobotVersion;
  /** ROBOTS-2.0: "This can only appear once per rule set." */
  readonly visitTime?: VisitTime;
  readonly requestRates: readonly RequestRate[];
  readonly crawlDelays: readonly CrawlDelay[];
  /** ROBOTS-2.0 Comment: lines, in order. */
  readonly comments: readonly RuleSetComment[];
}

/** A run of User-agent lines and the politeness fields that follow it, up to the next User-agent line. */
export interface UserAgentSection {
  readonly userAgents: readonly UserAgentLine[];
  /** Its fields, read (Robot-version stays the rule set's: see Group.politeness). */
  readonly politeness: RuleSetFields;
}

/**
 * A rule set addressed to some user agents. Under RFC 9309 it is a *group* (§2.2.1); under
 * KOSTER-1996 a *record* (§3.3). `fields` holds the other lines that stand inside it.
 */
export interface Group extends SourcePosition {
  readonly userAgents: readonly UserAgentLine[];
  readonly rules: readonly Rule[];
  readonly fields: readonly ExtensionField[];
  /** The politeness fields among `fields`, read. */
  readonly politeness: RuleSetFields;
  /**
   * Present when User-agent lines stand after other fields of the rule set and some of its
   * politeness fields differ between them: each politeness field belongs to the User-agent
   * lines directly above it (as crawler-commons, protego and robots-parser read them), while
   * the rules stay merged for the whole group (RFC 9309 §2.2.1).
   */
  readonly sections?: readonly UserAgentSection[];
}

/**
 * One `Sitemap` line (file-wide, RFC 9309 §2.2.4 "other records"): the absolute URL of a sitemap.
 */
export interface Sitemap extends SourcePosition {
  readonly url: string;
}

/** Yandex `Host`: the host the site prefers crawlers to use among its mirrors. */
export interface PreferredHost extends SourcePosition {
  readonly host: string;
}

/** Yandex Clean-param: query parameters that do not change the page, for paths under `path`. */
export interface CleanParam extends SourcePosition {
  readonly params: readonly string[];
  readonly path?: string;
}

/** What was parsed: its kind, its size and how much of it was read, and its number of lines. */
export interface SourceInfo {
  readonly kind: "robots.txt";
  /** UTF-8 size of the input as given. */
  readonly bytes: number;
  /** Bytes that were read; smaller than `bytes` when the size limit cut the input. */
  readonly bytesRead: number;
  readonly lineCount: number;
}

/**
 * The policy model of one robots.txt file (`RobotsTxt.policy`): every group, record, field,
 * ACAP record and diagnostic, as plain immutable data that survives `structuredClone` and JSON.
 */
export interface Policy {
  readonly source: SourceInfo;
  /** RFC 9309 §2.2.1 groups, in file order (merging happens when a group is selected). */
  readonly groups: readonly Group[];
  /** KOSTER-1996 §3.3 records, in file order. */
  readonly records: readonly Group[];
  /** Every non-group field of the file, in order (RFC 9309 §2.2.4 "other records"). */
  readonly fields: readonly ExtensionField[];
  /** File-wide fields (they belong to no group). */
  readonly sitemaps: readonly Sitemap[];
  readonly preferredHost?: PreferredHost;
  readonly cleanParams: readonly CleanParam[];
  readonly diagnostics: readonly Diagnostic[];
}

/** The names of the profiles a query can be answered under, default first. */
export const PROFILES = ["rfc9309", "google", "koster1996", "robots2"] as const;
/**
 * A profile: the reading of robots.txt a query asks for (RFC 9309, google/robotstxt, the 1996
 * draft, or ROBOTS-2.0).
 */
export type ProfileName = (typeof PROFILES)[number];

/** Why the engine decided as it did. */
export type DecisionReason =
  | "matched-rule"
  | "no-matching-rule"
  | "no-matching-group"
  | "robots-txt-always-allowed"
  /** robots2: the rule set has Allow rules, and the URL passed none of them. */
  | "not-matched-by-allow-rules"
  /** robots2: the case ROBOTS-2.0 leaves open ("Discuss."), decided by `robots2Unmatched`. */
  | "unmatched-default"
  /** A robots META tag or X-Robots-Tag directive decided (usages other than crawl). */
  | "page-directive"
  /** No META tag or X-Robots-Tag directive restricts the usage (usages other than crawl). */
  | "no-page-directive";

/** The rule that decided: the robots.txt line, or the page directive, with where it stands. */
export interface DecisionRule extends SourcePosition {
  readonly kind: RuleKind;
  /** The robots.txt pattern; for a page directive, the page's URL. */
  readonly pattern: string;
  /** The line (robots.txt), or the whole META content / X-Robots-Tag value. */
  readonly text: string;
  /** Where the rule stands; absent for robots.txt. */
  readonly source?: "meta" | "x-robots-tag";
  /** The robots directive that decided ("noindex", "max-snippet: 50"). */
  readonly directive?: string;
}

/**
 * Who asks: a product token (`"Googlebot"`), a whole User-Agent header (`"Mozilla/5.0
 * (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"`, read as `googlebot`), or
 * product tokens in order of preference (`["Googlebot-Image", "Googlebot"]`: the first one
 * that a group names decides).
 */
export type UserAgent = string | readonly string[];

/**
 * The group (or groups, merged) whose rules a decision was taken from, and why it applies to the
 * crawler.
 */
export interface DecisionGroup {
  /** Line numbers of the User-agent lines that selected the group(s). */
  readonly lines: readonly number[];
  /** The user-agent values that matched the crawler (or `*`). */
  readonly userAgents: readonly string[];
}

/** What every decision says, whatever its reason. */
interface DecisionBase {
  readonly allowed: boolean;
  readonly profile: ProfileName;
  readonly usage: MetaUsage;
  /** The crawler token the query was read as: the one whose group decided, else the first. */
  readonly agent: string;
  /** The path (and query) the patterns were matched against, normalised for the profile. */
  readonly path: string;
  readonly reason: DecisionReason;
  readonly rule?: DecisionRule;
  readonly group?: DecisionGroup;
  /** max-snippet: the longest snippet the page allows, in characters. */
  readonly maxSnippetChars?: number;
  /** unavailable_after: when the page leaves results (ISO 8601). */
  readonly until?: string;
  /** One sentence a person can read. */
  readonly explanation: string;
}

/** A robots.txt decision: usage crawl, no page directive's fields. */
interface CrawlDecisionBase extends DecisionBase {
  readonly usage: "crawl";
  readonly maxSnippetChars?: never;
  readonly until?: never;
}

/** A robots.txt rule decided: the rule and the group it stands in. */
export interface MatchedRuleDecision extends CrawlDecisionBase {
  readonly reason: "matched-rule";
  readonly rule: DecisionRule & { readonly source?: never; readonly directive?: never };
  readonly group: DecisionGroup;
}

/** A group was selected and none of its rules matched: allowed (RFC 9309 §2.2.2). */
export interface NoMatchingRuleDecision extends CrawlDecisionBase {
  readonly reason: "no-matching-rule";
  readonly allowed: true;
  readonly rule?: never;
  readonly group: DecisionGroup;
}

/** robots2: a rule set was selected, none of its rules matched, and ROBOTS-2.0's default decided. */
export interface UnmatchedDecision extends CrawlDecisionBase {
  readonly reason: "not-matched-by-allow-rules" | "unmatched-default";
  readonly rule?: never;
  readonly group: DecisionGroup;
}

/** No group names the crawler and there is no "*" group: allowed. */
export interface NoMatchingGroupDecision extends CrawlDecisionBase {
  readonly reason: "no-matching-group";
  readonly allowed: true;
  readonly rule?: never;
  readonly group?: never;
}

/** The path is /robots.txt itself (RFC 9309 §2.2.2): allowed; `group` when one was selected. */
export interface RobotsTxtDecision extends CrawlDecisionBase {
  readonly reason: "robots-txt-always-allowed";
  readonly allowed: true;
  readonly rule?: never;
}

/** A usage other than crawl, decided by a robots META tag or X-Robots-Tag directive. */
export interface PageDirectiveDecision extends DecisionBase {
  readonly usage: Exclude<MetaUsage, "crawl">;
  readonly reason: "page-directive";
  readonly rule: DecisionRule & {
    readonly source: "meta" | "x-robots-tag";
    readonly directive: string;
  };
}

/** A usage other than crawl that no META tag or X-Robots-Tag directive restricts: allowed. */
export interface NoPageDirectiveDecision extends DecisionBase {
  readonly usage: Exclude<MetaUsage, "crawl">;
  readonly reason: "no-page-directive";
  readonly allowed: true;
  readonly rule?: never;
  readonly maxSnippetChars?: never;
  readonly until?: never;
}

/**
 * A decision, narrowed by `reason`: "matched-rule" and "page-directive" carry the `rule` that
 * decided; the other reasons have none. `group` is there when a group (or record) was
 * selected; `maxSnippetChars` and `until` only with "page-directive".
 */
export type Decision =
  | MatchedRuleDecision
  | NoMatchingRuleDecision
  | UnmatchedDecision
  | NoMatchingGroupDecision
  | RobotsTxtDecision
  | PageDirectiveDecision
  | NoPageDirectiveDecision;
