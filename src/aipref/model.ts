// AI usage preferences: the IETF AIPREF vocabulary (draft-ietf-aipref-vocab-08, whose text
// here is a reconstruction from the editor's build, see ../shared/specs/aipref/NOTES.md) and
// its robots.txt attachment (draft-ietf-aipref-attach-05); Cloudflare's Content Signals;
// W3C TDMRep; the noai / noimageai robots META tokens. Plain data.
import type { SourcePosition } from "../core/position.js";
import type { Group } from "../core/types.js";

/**
 * AIPREF-VOCAB §4, §6.1 Table 1: the categories of use and their labels (revision 08). They do
 * not nest (§4; the hierarchy of revisions 02–04 is gone): a preference on one says nothing of
 * another. `ai-use` (§4.2) and Search's override of the others (§4.3) are new in -08, whose
 * text here is a reconstruction (../shared/specs/aipref/NOTES.md); the rest reads as in -07.
 */
export const AIPREF_CATEGORIES = ["train-ai", "ai-use", "search"] as const;
/** One AIPREF-VOCAB category of use: training AI models, using content in AI, or search. */
export type AiprefCategory = (typeof AIPREF_CATEGORIES)[number];

/** AIPREF-VOCAB §3: each category is "allowed", "disallowed" or "unknown". */
export type Preference = "allowed" | "disallowed" | "unknown";

/**
 * A preference for every AIPREF category: what a statement, or all of them combined, says of each
 * use.
 */
export type UsagePreferences = Readonly<Record<AiprefCategory, Preference>>;

/** The drafts this library implements, for callers who record which reading they applied. */
export const AIPREF_REVISIONS = Object.freeze({
  vocabulary: "draft-ietf-aipref-vocab-08",
  attachment: "draft-ietf-aipref-attach-05",
});

/** AIPREF-ATTACH §3: one `Content-Usage:` rule of a group. */
export interface ContentUsageRule extends SourcePosition {
  /** The path pattern as written; "" when the rule has none (it applies to every path). */
  readonly pattern: string;
  /** The usage preference as written (the bytes AIPREF-VOCAB §6.5 parses). */
  readonly value: string;
  /** AIPREF-VOCAB §6.5; every category "unknown" when the Dictionary did not parse. */
  readonly preferences: UsagePreferences;
  /** False when the preference is not an RFC 9651 Dictionary (AIPREF-VOCAB §6.5.1). */
  readonly valid: boolean;
  readonly text: string;
}

/** Content Signals Policy: the three uses it names. */
export const CONTENT_SIGNAL_USES = ["search", "ai-input", "ai-train"] as const;
/**
 * One use Content Signals speak of: search, AI input (the page fed to a model to answer, as in
 * RAG), AI training.
 */
export type ContentSignalUse = (typeof CONTENT_SIGNAL_USES)[number];

/** Content Signals: `yes`/`no` per use, and the `use=` level (immediate, reference, full) where present. */
export interface ContentSignals {
  readonly search?: "yes" | "no";
  readonly "ai-input"?: "yes" | "no";
  readonly "ai-train"?: "yes" | "no";
  readonly use?: string;
}

/** One `Content-Signal:` line of a group. */
export interface ContentSignalRule extends SourcePosition {
  readonly signals: ContentSignals;
  readonly text: string;
}

/** The AI preference lines of a group (present only on groups that have some). */
export interface GroupAiPreferences {
  readonly contentUsage: readonly ContentUsageRule[];
  readonly contentSignals: readonly ContentSignalRule[];
}

/** A rule set once its AI preferences are read (src/aipref/extension.ts). */
export interface AiPreferencesGroup extends Group {
  /** AIPREF-ATTACH §3 Content-Usage and Content-Signal lines; present only when the group has some. */
  readonly aiPreferences?: GroupAiPreferences;
}
