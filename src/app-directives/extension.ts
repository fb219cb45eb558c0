// APP-DIRECTIVES as an extension of the robots.txt reader (src/rfc9309/reading.ts): the first
// time App-Directives are asked of a file, every App-Directives line is read and each rule set
// gets its rules (`appDirectives`); a file asked only crawl questions never reads them.
import type { RobotsTxtExtension } from "../rfc9309/reading.js";
import type { AppDirectivesGroup } from "./model.js";
import { lowerAppDirectives } from "./lower.js";

/** The rule sets once their App-Directives are read. */
export interface AppDirectivesReading {
  readonly groups: readonly AppDirectivesGroup[];
  readonly records: readonly AppDirectivesGroup[];
}

/** APP-DIRECTIVES read from a file: `robots.derive(APP_DIRECTIVES)` gives its rule sets with their rules. */
export const APP_DIRECTIVES: RobotsTxtExtension<AppDirectivesReading> = {
  name: "app-directives",
  read({ policy, diagnostics }) {
    lowerAppDirectives(policy.fields, policy.groups, policy.records, diagnostics);
    return policy as unknown as AppDirectivesReading;
  },
};
