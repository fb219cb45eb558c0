// The census's aggregate: exact integer counts over capture rows, mergeable across shards (the
// merge of the shards' aggregates equals the aggregate of all their rows). Shares and intervals
// are the report's business (src/census/report/summary.ts). Memory is bounded by the panel's size
// (counts per crawler, operator and purpose) and by the distinct keys the files hold (block sets,
// preference values, templates, diagnostic codes), never by the number of rows.
import { KeyedCounts } from "./aggregate-extras.js";
import {
  AGGREGATE_FORMAT,
  AGGREGATE_VERSION,
  CONTENT_KINDS,
  OUTCOMES,
  STATUS_CLASSES,
  addKeyed,
  aggregateSchema,
  zeroKeyed,
  type CensusAggregateJSON,
  type PanelEntry,
  type StatusClass,
} from "./aggregate-json.js";
import { PanelIndex, Population, crawlerMask } from "./aggregate-population.js";
import type { CaptureRow } from "./model.js";
import { CENSUS_PANEL, type PanelCrawler } from "./panel.js";

/** The funnel's status class of a row's HTTP status. */
export function statusClassOf(status: number | undefined): StatusClass {
  if (status === undefined) return "none";
  if (!Number.isInteger(status) || status < 100 || status > 599) return "other";
  return `${Math.floor(status / 100)}xx` as StatusClass;
}

/**
 * Whether a row is a parsed robots.txt file: a decided capture whose retrieval is `ok` and whose
 * body is a robots.txt or empty (an empty file is a valid robots.txt that allows every path).
 */
export function isParsedFile(row: CaptureRow): boolean {
  return (
    row.wildcard !== undefined &&
    row.retrieval.outcome === "ok" &&
    (row.content === "robots.txt" || row.content === "empty")
  );
}

function entryOf(crawler: PanelCrawler | PanelEntry): PanelEntry {
  const { name, operator, purpose, ai, search } = crawler;
  return { name, operator, purpose, ai, search };
}

/** Exact counts over capture rows; `merge` adds another aggregate over the same panel. */
export class CensusAggregate {
  private readonly index: PanelIndex;
  private readonly funnel: CensusAggregateJSON["funnel"] = {
    captures: 0,
    status: zeroKeyed(STATUS_CLASSES),
    outcome: zeroKeyed(OUTCOMES),
    content: zeroKeyed(CONTENT_KINDS),
    decided: 0,
    parsed: 0,
  };
  private readonly decided: Population;
  private readonly parsed: Population;
  private readonly keyed: KeyedCounts;
  private readonly masks: Int32Array;

  /** An empty aggregate over `panel` (the census's panel by default). */
  constructor(panel: readonly (PanelCrawler | PanelEntry)[] = CENSUS_PANEL) {
    this.index = new PanelIndex(panel.map(entryOf));
    this.decided = new Population(this.index);
    this.parsed = new Population(this.index);
    this.keyed = new KeyedCounts(this.index.panel);
    this.masks = new Int32Array(panel.length);
  }

  /** The panel the counts are about, as the file records it. */
  get panel(): readonly PanelEntry[] {
    return this.index.panel;
  }

  /** Counts one capture row. A row without `wildcard` (a redirect) counts in the funnel only. */
  add(row: CaptureRow): void {
    const funnel = this.funnel;
    funnel.captures += 1;
    funnel.status[statusClassOf(row.status)] += 1;
    funnel.outcome[row.retrieval.outcome] += 1;
    if (row.retrieval.outcome === "ok") funnel.content[row.content] += 1;
    this.keyed.addDiagnostics(row);
    const wildcard = row.wildcard?.verdict;
    if (wildcard === undefined) return;
    funnel.decided += 1;
    const names = this.index.names;
    for (let i = 0; i < names.length; i++)
      this.masks[i] = crawlerMask(row, wildcard, names[i] as string);
    this.decided.add(wildcard, this.masks);
    if (!isParsedFile(row)) return;
    funnel.parsed += 1;
    this.parsed.add(wildcard, this.masks);
    this.keyed.addParsed(row, wildcard);
  }

  /** Adds another aggregate's counts (exact); throws a TypeError when its panel differs. */
  merge(other: CensusAggregate): void {
    if (JSON.stringify(other.index.panel) !== JSON.stringify(this.index.panel))
      throw new TypeError(
        "census aggregate: cannot merge aggregates over different crawler panels (made by different versions of the census?)",
      );
    const funnel = this.funnel;
    funnel.captures += other.funnel.captures;
    addKeyed(funnel.status, other.funnel.status);
    addKeyed(funnel.outcome, other.funnel.outcome);
    addKeyed(funnel.content, other.funnel.content);
    funnel.decided += other.funnel.decided;
    funnel.parsed += other.funnel.parsed;
    this.decided.merge(other.decided);
    this.parsed.merge(other.parsed);
    this.keyed.merge(other.keyed);
  }

  /** The counts as plain, canonical JSON (equal counts give equal JSON, whatever the row order). */
  toJSON(): CensusAggregateJSON {
    const f = this.funnel;
    return {
      format: AGGREGATE_FORMAT,
      version: AGGREGATE_VERSION,
      panel: this.index.panel.map((c) => ({ ...c })),
      funnel: {
        captures: f.captures,
        status: { ...f.status },
        outcome: { ...f.outcome },
        content: { ...f.content },
        decided: f.decided,
        parsed: f.parsed,
      },
      decided: this.decided.toJSON(),
      parsed: this.parsed.toJSON(),
      ...this.keyed.toJSON(),
    };
  }

  /** An aggregate from its JSON; throws a TypeError saying what is wrong with a bad file. */
  static fromJSON(json: unknown): CensusAggregate {
    const checked = aggregateSchema.safeParse(json);
    if (!checked.success) {
      const first = checked.error.issues[0];
      const where =
        first === undefined || first.path.length === 0 ? "the file" : first.path.join(".");
      throw new TypeError(
        `not a census aggregate (${AGGREGATE_FORMAT} version ${AGGREGATE_VERSION}): ${where}: ${first?.message ?? "invalid"}`,
      );
    }
    const data = checked.data;
    const aggregate = new CensusAggregate(data.panel);
    const f = aggregate.funnel;
    f.captures = data.funnel.captures;
    addKeyed(f.status, data.funnel.status);
    addKeyed(f.outcome, data.funnel.outcome);
    addKeyed(f.content, data.funnel.content);
    f.decided = data.funnel.decided;
    f.parsed = data.funnel.parsed;
    if (data.decided.captures !== f.decided || data.parsed.captures !== f.parsed)
      throw new TypeError("census aggregate: the populations' captures disagree with the funnel");
    aggregate.decided.load(data.decided, "decided");
    aggregate.parsed.load(data.parsed, "parsed");
    aggregate.keyed.load(data);
    return aggregate;
  }
}
