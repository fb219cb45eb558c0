// AI usage preferences as an extension of the robots.txt reader (src/rfc9309/reading.ts): the
// first time a preference is asked of a file, its Content-Usage and Content-Signal lines are
// read and each group gets its own (`aiPreferences`); a file asked only crawl questions never
// reads them.
import type { RobotsTxtExtension } from "../rfc9309/reading.js";
import type { AiPreferencesGroup } from "./model.js";
import { isAiprefField, lowerAiPreferences } from "./lower.js";

/** The groups once their AI preferences are read. */
export interface AiPreferencesReading {
  readonly groups: readonly AiPreferencesGroup[];
}

/** AI preferences read from a file: `robots.derive(AI_PREFERENCES)` gives its groups with their preferences. */
export const AI_PREFERENCES: RobotsTxtExtension<AiPreferencesReading> = {
  name: "aipref",
  read({ policy, diagnostics }) {
    if (policy.fields.some((field) => isAiprefField(field.name)))
      lowerAiPreferences(policy.fields, policy.groups, diagnostics);
    return policy;
  },
};
