// The AI preferences that reach a crawler on "/": AIPREF Content-Usage and Cloudflare's
// Content-Signal, as the library's contentUsage answers them (AIPREF-ATTACH §3: the groups
// RFC 9309 §2.2.1 selects; read only where crawling "/" is allowed, AIPREF-ATTACH §3.1).
import type { RobotsTxt } from "../robots.js";
import { contentUsage } from "../aipref/questions.js";
import { AIPREF_CATEGORIES, CONTENT_SIGNAL_USES } from "../aipref/model.js";
import type { CrawlerPreferences } from "./model.js";

// A file without these field names has no preferences: most files are not read for them.
// (The reader matches field names without case; a misspelt name is not one of these fields.)
const PREFERENCE_FIELD = /content-(?:usage|signal)/i;

/** Whether the file's text may hold preference lines (cheap: one search of the text). */
export function mayHavePreferences(text: string): boolean {
  return PREFERENCE_FIELD.test(text);
}

/** The preferences that reach `userAgent` on "/", or undefined when none does. */
export function preferencesOf(
  robots: RobotsTxt,
  userAgent: string,
): CrawlerPreferences | undefined {
  const answer = contentUsage(robots, { url: "/", userAgent });
  const usage: Record<string, "y" | "n"> = {};
  let usages = 0;
  for (const category of AIPREF_CATEGORIES) {
    const preference = answer.preferences[category];
    if (preference === "unknown") continue;
    usage[category] = preference === "allowed" ? "y" : "n";
    usages++;
  }
  const signal: Record<string, "yes" | "no"> = {};
  let signals = 0;
  for (const use of CONTENT_SIGNAL_USES) {
    const value = answer.signals[use];
    if (value === undefined) continue;
    signal[use] = value;
    signals++;
  }
  if (usages + signals === 0) return undefined;
  return {
    ...(usages > 0 ? { contentUsage: usage } : {}),
    ...(signals > 0 ? { contentSignal: signal } : {}),
  };
}
