// What `check` answers about one robots.txt, shared by its text (check.ts) and its JSON
// (format-json.ts) so that neither imports the other.
import type { RobotsTxt } from "../index.js";
import type { Cut } from "./content.js";
import type { CheckResult } from "./format.js";
import type { LoadedRobots } from "./load.js";

/** A robots.txt and the URLs asked of it. */
export type Source = LoadedRobots & { readonly urls: readonly string[] };

/** What check answers about one source: decisions, delay, action requests, the cut. */
export interface CheckAnswer {
  readonly source: Source;
  readonly results: readonly CheckResult[];
  readonly delay: ReturnType<RobotsTxt["delayBetweenRequests"]>;
  readonly cut: Cut | undefined;
}
