// The census's data: what an input gives (a Capture: one retrieval of /robots.txt), and what the
// census says of it (a CaptureRow: one line of the per-capture NDJSON). Plain data, so that rows
// cross worker threads and files unchanged. docs/census.md defines every field.
import type { AccessProfile, RetrievalOutcome } from "../fetch/outcome.js";

/**
 * The methodology knobs that change what a row says (manifest.json records them; docs/census.md
 * explains each).
 */
export interface CensusKnobs {
  /** What a retrieval's status means: RFC 9309 §2.3.1 (default), or KOSTER-1996 §3.1 (401/403 disallow all). */
  readonly access: AccessProfile;
  /** How robots.txt is read: RFC 9309 (default) or as google/robotstxt reads it. */
  readonly profile: "rfc9309" | "google";
}

/** Where a capture came from: the input, and the record's place in it. */
export interface CaptureSource {
  /** The input as the user named it (a path relative to where the census ran, or as given). */
  readonly input: string;
  /** WARC: the byte offset of the record (of its gzip member in a .warc.gz) in the input. */
  readonly offset?: number;
  /** NDJSON: the line number, from 1. */
  readonly line?: number;
  /** Folder: the file's name in the folder. */
  readonly file?: string;
}

/** One retrieval of a /robots.txt, as an input gives it. */
export interface Capture {
  readonly source: CaptureSource;
  /** The URL that was asked for (…/robots.txt). */
  readonly url: string;
  /** The HTTP status; absent when the input does not say (a folder's file is a 200). */
  readonly status?: number;
  /** The response headers in order, names as received. */
  readonly headers: readonly (readonly [string, string])[];
  /** The body, transfer- and content-decoded (chunked, gzip, deflate, br undone). */
  readonly body: Uint8Array;
  /**
   * The body's real size in octets when `body` holds only its first part (inputs keep at most
   * 8 MiB of a body, so that memory stays bounded); absent when `body` is the whole body.
   */
  readonly size?: number;
  /** When it was fetched (WARC-Date, or the NDJSON line's `date`), as given. */
  readonly date?: string;
}

/**
 * How a crawler is treated, over every path of the site (docs/census.md, "Verdicts"):
 * `full` no path may be crawled; `partial` some may and some may not; `none` every path may
 * (no group names the crawler, or the group that applies blocks nothing and is not its own);
 * `explicit-allow` every path may, and the group that says so names the crawler.
 */
export type VerdictKind = "full" | "partial" | "none" | "explicit-allow";

/** A verdict and the line that decided it (the rule that blocks, or the User-agent line). */
export interface Verdict {
  readonly verdict: VerdictKind;
  /** The line (from 1) of the rule that decided; absent when no rule did. */
  readonly line?: number;
}

/** The AI preferences that reach a crawler on "/" (Content-Usage and Content-Signal lines). */
export interface CrawlerPreferences {
  /** AIPREF Content-Usage, category → "y" | "n", as the crawler's group states it. */
  readonly contentUsage?: Readonly<Record<string, "y" | "n">>;
  /** Content-Signal, signal → "yes" | "no", as the crawler's group states it. */
  readonly contentSignal?: Readonly<Record<string, "yes" | "no">>;
}

/** What the census says of one crawler in one capture. */
export interface CrawlerRow {
  /** Its own group's verdict; absent when no group names it. */
  readonly explicit?: Verdict;
  /** The verdict of the group that applies to it (its own, else `*`), after the retrieval outcome. */
  readonly effective: Verdict;
  readonly preferences?: CrawlerPreferences;
  /** A search crawler blocked by a group meant for AI crawlers (docs/census.md, "Collateral"). */
  readonly collateral?: true;
}

/** What kind of body the capture carries. */
export type ContentKind = "robots.txt" | "html" | "other" | "empty";

/** One line of the per-capture output. */
export interface CaptureRow {
  readonly source: CaptureSource;
  readonly url: string;
  readonly host: string;
  /** The registered domain (Public Suffix List); absent for an IP address or an unknown suffix. */
  readonly domain?: string;
  readonly scheme: string;
  readonly status?: number;
  readonly date?: string;
  /** The retrieval outcome under the census's access profile, and the redirect target if any. */
  readonly retrieval: {
    readonly profile: AccessProfile;
    readonly outcome: RetrievalOutcome | "redirect";
    readonly location?: string;
  };
  /** Body size in octets. */
  readonly size: number;
  readonly content: ContentKind;
  /** Diagnostics of the file, counted by code. */
  readonly diagnostics: Readonly<Record<string, number>>;
  /**
   * The verdict a crawler that no group names gets (the `*` group's, or none), after the
   * retrieval outcome. Every panel crawler absent from `crawlers` has this effective verdict
   * and no explicit one. Absent when the capture decides nothing (a redirect: the rules are
   * at its target), and then `crawlers` is empty.
   */
  readonly wildcard?: Verdict;
  /** The panel crawlers the capture treats apart from `wildcard` (named, preferences, collateral). */
  readonly crawlers: Readonly<Record<string, CrawlerRow>>;
  /** A known template the file is a copy of (docs/census.md, "Templates"); absent when none. */
  readonly template?: string;
}
