// One work unit's job, the same in a worker thread and in the main thread: read its captures,
// make each capture's row, and give back the rows as NDJSON bytes (a gzip member when the rows
// file is gzipped: the workers compress, the main thread only appends) and the unit's exact
// aggregate as JSON (plain data: it crosses threads by structured clone).
import { gzipSync } from "node:zlib";
import { CensusAggregate } from "./aggregate.js";
import type { CensusAggregateJSON } from "./aggregate-json.js";
import { readUnit } from "./input/read-unit.js";
import { newReadStats, type ReadStats, type WorkUnit } from "./input/unit.js";
import type { CensusKnobs } from "./model.js";
import { captureRow } from "./row.js";

/** How a unit's rows come back: not at all, as NDJSON text, or as one gzip member of it. */
export type RowsEncoding = "none" | "ndjson" | "gzip";

/** What a worker is asked. */
export interface UnitTask {
  readonly unit: WorkUnit;
  readonly knobs: CensusKnobs;
  readonly rows: RowsEncoding;
}

/** What a worker answers. */
export interface UnitResult {
  /** The unit's rows, ready to append to the rows file (absent when rows are not written). */
  readonly rows?: Uint8Array;
  readonly aggregate: CensusAggregateJSON;
  /** What the reader counted: records seen, captures, skipped records, problems. */
  readonly stats: ReadStats;
}

/** Rows are joined into chunks of about this many UTF-16 units before encoding. */
const CHUNK = 1 << 20;

/** Runs one unit: every capture → its row → the NDJSON and the aggregate. */
export async function runUnit(task: UnitTask): Promise<UnitResult> {
  const aggregate = new CensusAggregate();
  const stats = newReadStats();
  const chunks: Buffer[] = [];
  let text: string[] = [];
  let length = 0;
  const keep = task.rows !== "none";
  for await (const capture of readUnit(task.unit, { stats })) {
    const row = captureRow(capture, task.knobs);
    aggregate.add(row);
    if (!keep) continue;
    const line = `${JSON.stringify(row)}\n`;
    text.push(line);
    length += line.length;
    // Encode as we go: one long string per unit would hold every row twice at the end.
    if (length >= CHUNK) {
      chunks.push(Buffer.from(text.join("")));
      text = [];
      length = 0;
    }
  }
  if (text.length > 0) chunks.push(Buffer.from(text.join("")));
  const ndjson = keep ? Buffer.concat(chunks) : undefined;
  const rows = ndjson === undefined ? undefined : task.rows === "gzip" ? gzipSync(ndjson) : ndjson;
  return { ...(rows !== undefined ? { rows } : {}), aggregate: aggregate.toJSON(), stats };
}
