// APP-DIRECTIVES as an extension of the robots.txt reader (src/rfc9309/reading.ts): the first
// time App-Directives are asked of a file, every App-Directives line is read and each rule set
// gets its rules (`appDirectives`); a file asked only crawl questions never reads them.
import type { RobotsTxtExtension } from "../rfc9309/reading.js";
import { lowerAppDirectives } from "./lower.js";
import { isAppDirectivesField } from "../rfc9309/vocabulary.js";
import type { Group } from "../core/types.js";
import type { AppDirectivesGroup, AppDirectivesRule } from "./model.js";

/** A rule set while its App-Directives are written. */
type Writing = Group & { appDirectives: readonly AppDirectivesRule[] };

const NONE: readonly AppDirectivesRule[] = Object.freeze([]);

/** The rule sets once their App-Directives are read. */
export interface AppDirectivesReading {
  readonly groups: readonly AppDirectivesGroup[];
  readonly records: readonly AppDirectivesGroup[];
}

/** APP-DIRECTIVES read from a file: `robots.derive(APP_DIRECTIVES)` gives its rule sets with their rules. */
export const APP_DIRECTIVES: RobotsTxtExtension<AppDirectivesReading> = {
  name: "app-directives",
  read({ policy, diagnostics }) {
    const { fields, groups, records } = policy;
    if (fields.some((field) => isAppDirectivesField(field.name)))
      lowerAppDirectives(fields, groups, records, diagnostics);
    else {
      // Most files have none: every rule set gets the one empty list.
      for (const group of groups) (group as Writing).appDirectives = NONE;
      for (const record of records) (record as Writing).appDirectives = NONE;
    }
    return policy as unknown as AppDirectivesReading;
  },
};
