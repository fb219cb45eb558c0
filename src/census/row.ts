// From one Capture to one CaptureRow (model.ts; docs/census.md defines every field). The file
// is parsed once; the crawlers its groups name are found in one pass over its User-agent lines
// (named.ts); the `*` verdict is computed once and shared by every crawler no group names; a
// named crawler's verdict is computed once per selection of groups (verdict.ts). So a file
// costs its parse, its diagnostics and a few matcher calls, not 170 crawlers × 2 queries.
import { parseRobotsTxt, type RobotsTxt } from "../index.js";
import { EVALUATE, SELECT } from "../rfc9309/reading.js";
import { strategyFor } from "../profiles.js";
import type { RuleFile } from "../core/rule-file.js";
import type { Selection } from "../core/strategy.js";
import { classifyStatus } from "../fetch/outcome.js";
import type {
  Capture,
  CaptureRow,
  CensusKnobs,
  CrawlerRow,
  CrawlerPreferences,
  Verdict,
} from "./model.js";
import { CENSUS_PANEL } from "./panel.js";
import { urlParts } from "./domain.js";
import { contentKindOf, contentKindOfBytes } from "./content.js";
import { rulesVerdict, type RulesVerdict } from "./verdict.js";
import { panelNames } from "./named.js";
import { isCollateral } from "./collateral.js";
import { mayHavePreferences, preferencesOf } from "./preferences.js";
import { templateOf } from "./templates.js";

/** The Location of a 3xx answer (not 304), resolved against the URL; undefined when there is none. */
function redirectTarget(
  status: number,
  headers: Capture["headers"],
  url: string,
): string | undefined {
  if (status < 300 || status > 399 || status === 304) return undefined;
  let location: string | undefined;
  for (const [name, value] of headers)
    if (name.toLowerCase() === "location") {
      location = value.trim();
      break;
    }
  if (location === undefined || location === "") return undefined;
  try {
    return new URL(location, url).href;
  } catch {
    return location;
  }
}

/** A verdict with its line when it has one. */
function verdict(kind: Verdict["verdict"], line: number | undefined): Verdict {
  return line === undefined ? { verdict: kind } : { verdict: kind, line };
}

/** The `*` groups' verdict as a crawler no group names gets it: an allowing `*` is "none". */
function wildcardVerdict(rules: RulesVerdict): Verdict {
  return rules.blocking === "none" ? { verdict: "none" } : verdict(rules.blocking, rules.line);
}

/** A crawler's own group's verdict: allowing everything there is "explicit-allow". */
function explicitVerdict(rules: RulesVerdict, userAgentLine: number | undefined): Verdict {
  return rules.blocking === "none"
    ? verdict("explicit-allow", rules.line ?? userAgentLine)
    : verdict(rules.blocking, rules.line);
}

/** What a row says of everything but the rules: source, URL parts, status, size. */
function rowBase(capture: Capture) {
  const { scheme, host, domain } = urlParts(capture.url);
  return {
    source: capture.source,
    url: capture.url,
    host,
    ...(domain !== undefined ? { domain } : {}),
    scheme,
    ...(capture.status !== undefined ? { status: capture.status } : {}),
    ...(capture.date !== undefined ? { date: capture.date } : {}),
  };
}

const NO_CRAWLERS: Readonly<Record<string, CrawlerRow>> = Object.freeze({});
const NO_DIAGNOSTICS: Readonly<Record<string, number>> = Object.freeze({});

/**
 * The census's row for one capture under the knobs (docs/census.md). Never throws on content:
 * any URL, status, headers and body give a row.
 */
export function captureRow(capture: Capture, knobs: CensusKnobs): CaptureRow {
  const base = rowBase(capture);
  const size = capture.body.length;
  // A folder's file has no status: it was served, so it is a 200.
  const status = capture.status ?? 200;
  const location = redirectTarget(status, capture.headers, capture.url);
  if (location !== undefined)
    return {
      ...base,
      retrieval: { profile: knobs.access, outcome: "redirect", location },
      size,
      content: contentKindOfBytes(capture.body),
      diagnostics: NO_DIAGNOSTICS,
      crawlers: NO_CRAWLERS,
    };
  const classified = classifyStatus(status, knobs.access);
  const retrieval = { profile: knobs.access, outcome: classified.outcome };
  if (classified.rules !== "parse")
    return {
      ...base,
      retrieval,
      size,
      content: contentKindOfBytes(capture.body),
      diagnostics: classified.code !== undefined ? { [classified.code]: 1 } : NO_DIAGNOSTICS,
      wildcard: { verdict: classified.rules === "allow-all" ? "none" : "full" },
      crawlers: NO_CRAWLERS,
    };
  const robots = parseRobotsTxt(capture.body);
  const probe = robots[EVALUATE]("/", PROBE, { profile: knobs.profile });
  const file = probe.file;
  return {
    ...base,
    retrieval,
    size,
    content: contentKindOf(file.text, file.groupCount),
    diagnostics: countByCode(robots),
    ...rulesOf(robots, file, knobs.profile, probe.selection),
  };
}

/** Any panel crawler: the first question gives the crawl index the profile reads. */
const PROBE = CENSUS_PANEL[0]!.name;

function countByCode(robots: RobotsTxt): Readonly<Record<string, number>> {
  const diagnostics = robots.diagnostics;
  if (diagnostics.length === 0) return NO_DIAGNOSTICS;
  const counts: Record<string, number> = {};
  for (const { code } of diagnostics) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

/** The verdicts, preferences, collateral flags and template of a parsed file. */
function rulesOf(
  robots: RobotsTxt,
  file: RuleFile,
  profile: CensusKnobs["profile"],
  probed: Selection,
): Pick<CaptureRow, "wildcard" | "crawlers" | "template"> {
  // The probe's selection is the `*` one unless a group names the probe.
  const star = (probed.named ? robots[SELECT](strategyFor(profile), undefined) : probed).rules;
  const wildcardRules = rulesVerdict(star, file);
  const wildcard = wildcardVerdict(wildcardRules);
  const names = panelNames(file, profile);
  const crawlers: Record<string, CrawlerRow> = {};
  const own = new Set<number>();
  for (const index of names.named) {
    const { name } = CENSUS_PANEL[index]!;
    const selection = robots[EVALUATE]("/", name, { profile }).selection;
    // named.ts reads names as the selection does; should they ever differ, the selection wins.
    if (!selection.named) continue;
    own.add(index);
    const explicit = explicitVerdict(
      rulesVerdict(selection.rules, file),
      names.firstLine.get(index),
    );
    crawlers[name] = { explicit, effective: explicit };
  }
  if (isCollateral(wildcardRules, star, file, names.aiGroups))
    CENSUS_PANEL.forEach((crawler, index) => {
      if (crawler.search && !own.has(index))
        crawlers[crawler.name] = { effective: wildcard, collateral: true };
    });
  if (mayHavePreferences(file.text)) addPreferences(robots, crawlers, own, wildcard);
  const template = templateOf(file.text, names.aiListCopy);
  return { wildcard, crawlers, ...(template !== undefined ? { template } : {}) };
}

/** Each crawler's preferences on "/": the `*` groups' once for every crawler no group names. */
function addPreferences(
  robots: RobotsTxt,
  crawlers: Record<string, CrawlerRow>,
  own: ReadonlySet<number>,
  wildcard: Verdict,
): void {
  let shared: CrawlerPreferences | undefined | null = null;
  CENSUS_PANEL.forEach((crawler, index) => {
    let preferences: CrawlerPreferences | undefined;
    if (own.has(index)) preferences = preferencesOf(robots, crawler.name);
    else preferences = shared === null ? (shared = preferencesOf(robots, crawler.name)) : shared;
    if (preferences === undefined) return;
    const row = crawlers[crawler.name] ?? { effective: wildcard };
    crawlers[crawler.name] = { ...row, preferences };
  });
}
