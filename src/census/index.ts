// robots-policy/census (Node only): how a collection of robots.txt captures treats each crawler.
// census() runs over folders, NDJSON and WARC files on every core; mergeCensus() puts the shards
// of one census back together. docs/census.md defines every field and count.
export { census } from "./run.js";
export type { CensusFiles, CensusResult } from "./run.js";
export type { CensusOptions } from "./run-options.js";
export { mergeCensus } from "./merge.js";
export type { MergeOptions, MergeResult } from "./merge.js";
export { parseShard } from "./shard.js";
export type { Shard } from "./shard.js";
export { ProgressDisplay } from "./progress.js";
export type { CensusProgress, ProgressStream } from "./progress.js";
export { CensusAggregate } from "./aggregate.js";
export type { CensusAggregateJSON } from "./aggregate-json.js";
export { CENSUS_PANEL } from "./panel.js";
export type { PanelCrawler, PanelRole } from "./panel.js";
export type { ReadStats } from "./input/unit.js";
export type { CensusManifest, CensusManifestInput, CensusShard } from "./report/manifest.js";
export type {
  Capture,
  CaptureRow,
  CaptureSource,
  CensusKnobs,
  ContentKind,
  CrawlerPreferences,
  CrawlerRow,
  Verdict,
  VerdictKind,
} from "./model.js";
