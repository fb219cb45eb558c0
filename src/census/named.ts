// Which panel crawlers a file's groups name, found in one pass over its User-agent lines
// (a file has a few; the panel has 170 crawlers): each line's name as the profile reads it is
// looked up among the panel's names as the profile reads a crawler's. RFC 9309 §2.2.1: the
// product token a line starts with, without case; google/robotstxt: the line's leading
// [A-Za-z_-] run, without case, against the crawler's name as given. The same readings as
// the library's selection (test/census/row-named.test.ts checks them against it).
import { ROW_USER_AGENT, type RuleFile } from "../core/rule-file.js";
import { tokensFor } from "../core/decide.js";
import { googleAgentOf } from "../google/strategy.js";
import { strategyFor } from "../profiles.js";
import { CENSUS_PANEL } from "./panel.js";
import { AI_LIST_COPY } from "./templates.js";

/** The profiles a census reads files with. */
export type CensusProfile = "rfc9309" | "google";

/** Panel indexes by the name a User-agent line must give to name them, per profile. */
const PANEL_KEYS = new Map<CensusProfile, ReadonlyMap<string, readonly number[]>>();

function panelKeys(profile: CensusProfile): ReadonlyMap<string, readonly number[]> {
  let keys = PANEL_KEYS.get(profile);
  if (keys !== undefined) return keys;
  const strategy = strategyFor(profile);
  const made = new Map<string, number[]>();
  // A name of several words ("Kangaroo Bot") is read as a User-Agent header, several tokens:
  // the crawler is named when a group names any of them (the library selects the first named).
  CENSUS_PANEL.forEach((crawler, index) => {
    for (const token of tokensFor(strategy, crawler.name)) {
      const key = token.toLowerCase();
      const list = made.get(key);
      if (list === undefined) made.set(key, [index]);
      else if (!list.includes(index)) list.push(index);
    }
  });
  PANEL_KEYS.set(profile, (keys = made));
  return keys;
}

/** The name a User-agent row gives under the profile ("*" for the global agent). */
function nameOf(file: RuleFile, row: number, profile: CensusProfile): string {
  return profile === "rfc9309" ? file.token(row) : googleAgentOf(file.value(row));
}

/** What a file's User-agent lines name among the panel. */
export interface PanelNames {
  /** Panel indexes of the crawlers some group names, ascending. */
  readonly named: readonly number[];
  /**
   * Groups (indexes in the crawl index) where `*` was merged into lines meant for AI crawlers:
   * a run of User-agent lines with `*`, and a later run, without `*`, naming a crawler of the
   * ai.robots.txt list (the runs joined by a line such as Sitemap, which ends no group).
   */
  readonly aiGroups: ReadonlySet<number>;
  /** Per named crawler (panel index), the first User-agent line naming it. */
  readonly firstLine: ReadonlyMap<number, number>;
  /** Some group is a copy of an ai.robots.txt release (templates.ts AI_LIST_COPY). */
  readonly aiListCopy: boolean;
}

/** The panel crawlers a file names, and the groups naming an AI crawler. */
export function panelNames(file: RuleFile, profile: CensusProfile): PanelNames {
  const keys = panelKeys(profile);
  const named: number[] = [];
  const firstLine = new Map<number, number>();
  const aiGroups = new Set<number>();
  let aiListCopy = false;
  for (let group = 0; group < file.groupCount; group++) {
    const runs = new Runs();
    for (let row = file.setStart("groups", group); row < file.setEnd("groups", group); row++) {
      if (file.kind(row) !== ROW_USER_AGENT) {
        runs.end();
        continue;
      }
      const name = nameOf(file, row, profile);
      const crawlers = name === "" ? undefined : keys.get(name);
      runs.agent(name === "*", crawlers?.some((index) => CENSUS_PANEL[index]!.ai) === true);
      for (const index of crawlers ?? NONE)
        if (!firstLine.has(index)) {
          firstLine.set(index, file.line(row));
          named.push(index);
        }
    }
    runs.end();
    if (runs.merged) aiGroups.add(group);
    if (runs.agents >= AI_LIST_COPY.names && runs.aiAgents >= AI_LIST_COPY.share * runs.agents)
      aiListCopy = true;
  }
  named.sort((a, b) => a - b);
  return { named, aiGroups, firstLine, aiListCopy };
}

const NONE: readonly number[] = [];

/**
 * A group's runs of User-agent lines (a run ends at any other field line: a rule, a Sitemap, a
 * Crawl-delay): whether `*` stands in one run and an AI crawler of the list in a later run
 * without `*` — `*` merged into lines meant for AI crawlers, not listed with them on purpose
 * (and not an AI crawler's run merged into the `*` rules that follow it).
 */
class Runs {
  agents = 0;
  aiAgents = 0;
  #star = false;
  #ai = false;
  #starRun = false;
  #aiRun = false;

  agent(star: boolean, ai: boolean): void {
    this.agents++;
    if (ai) this.aiAgents++;
    this.#star ||= star;
    this.#ai ||= ai;
  }

  end(): void {
    if (this.#star) this.#starRun = true;
    // Only an AI run after the `*` one: the rules after it were meant for the AI crawlers.
    else if (this.#ai && this.#starRun) this.#aiRun = true;
    this.#star = this.#ai = false;
  }

  get merged(): boolean {
    return this.#starRun && this.#aiRun;
  }
}
