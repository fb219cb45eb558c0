// The whole policy model, as the batteries-included entry gives it: the reader's model
// (src/core/types.ts) with what each specification adds to it.
import type { Group as CoreGroup, Policy as CorePolicy } from "./core/types.js";
import type { AppDirectivesGroup } from "./app-directives/model.js";
import type { AiPreferencesGroup } from "./aipref/model.js";
import type { AcapPolicy } from "./acap/model.js";

/**
 * A rule set addressed to some user agents: an RFC 9309 §2.2.1 group or a KOSTER-1996 §3.3
 * record, with its App-Directives rules and AI preferences.
 */
export interface Group extends CoreGroup, AppDirectivesGroup, AiPreferencesGroup {}

/** Every specification's reading of a robots.txt file, as plain data. */
export interface Policy extends Omit<CorePolicy, "groups" | "records"> {
  /** RFC 9309 §2.2.1 groups, in file order (merging happens when a group is selected). */
  readonly groups: readonly Group[];
  /** KOSTER-1996 §3.3 records, in file order. */
  readonly records: readonly Group[];
  /** ACAP-1: the ACAP records, definitions and version of the file. */
  readonly acap: AcapPolicy;
}
