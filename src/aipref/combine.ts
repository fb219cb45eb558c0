// AIPREF-VOCAB §5.1: how statements of preference combine.
import type { Preference, UsagePreferences } from "./model.js";
import { AIPREF_CATEGORIES } from "./model.js";
import { ALL_UNKNOWN } from "./lower.js";

const RESTRICTIVENESS: Readonly<Record<Preference, number>> = {
  unknown: 0,
  allowed: 1,
  disallowed: 2,
};

/** AIPREF-VOCAB §5.1: per category, any "disallowed" wins, then any "allowed", else "unknown". */
export function combinePreferences(statements: readonly UsagePreferences[]): UsagePreferences {
  const combined: Record<string, Preference> = { ...ALL_UNKNOWN };
  for (const statement of statements)
    for (const category of AIPREF_CATEGORIES)
      if (RESTRICTIVENESS[statement[category]] > RESTRICTIVENESS[combined[category]!]!)
        combined[category] = statement[category];
  return combined as UsagePreferences;
}
