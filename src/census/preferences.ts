// The AI preferences that reach a crawler on "/": AIPREF Content-Usage and Cloudflare's
// Content-Signal, as the library's contentUsage answers them (AIPREF-ATTACH §3: the groups
// RFC 9309 §2.2.1 selects; read only where crawling "/" is allowed, AIPREF-ATTACH §3.1).
// Where "/" may not be crawled, contentUsage answers "unknown" for Content-Usage, as the draft
// says; the census then reports what the crawler's group states (its Content-Usage lines,
// combined most restrictively), because a preference stated for a crawler the file blocks is
// what the census counts as a conflict (docs/census.md, "AI preferences").
import type { RobotsTxt } from "../robots.js";
import { contentUsage } from "../aipref/questions.js";
import { AI_PREFERENCES } from "../aipref/extension.js";
import {
  AIPREF_CATEGORIES,
  CONTENT_SIGNAL_USES,
  type ContentUsageRule,
  type UsagePreferences,
} from "../aipref/model.js";
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
  const stated =
    answer.crawl.allowed || answer.crawl.group === undefined
      ? answer.preferences
      : statedPreferences(robots, answer.crawl.group.lines);
  const usage: Record<string, "y" | "n"> = {};
  let usages = 0;
  for (const category of AIPREF_CATEGORIES) {
    const preference = stated[category];
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

/**
 * What the Content-Usage lines of the groups beginning at `lines` (their User-agent lines) state,
 * combined most restrictively: a category is "disallowed" when a line says so, else "allowed"
 * when one says so.
 */
function statedPreferences(robots: RobotsTxt, lines: readonly number[]): UsagePreferences {
  const wanted = new Set(lines);
  const rules: ContentUsageRule[] = [];
  for (const group of robots.derive(AI_PREFERENCES).groups)
    if (group.aiPreferences && group.userAgents.some((agent) => wanted.has(agent.line)))
      rules.push(...group.aiPreferences.contentUsage);
  const combined = { "train-ai": "unknown", "ai-use": "unknown", search: "unknown" } as Record<
    keyof UsagePreferences,
    UsagePreferences[keyof UsagePreferences]
  >;
  for (const rule of rules)
    for (const category of AIPREF_CATEGORIES) {
      const value = rule.preferences[category];
      if (value === "disallowed" || (value === "allowed" && combined[category] === "unknown"))
        combined[category] = value;
    }
  return combined;
}
