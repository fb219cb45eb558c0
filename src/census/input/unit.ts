// A work unit: a piece of one input that a worker thread reads on its own. Plain JSON data, so
// that units cross threads (and machines, with --shard) unchanged.

/** What an input is, as its content shows (planUnits looks at the bytes, not the name). */
export type InputKind = "folder" | "ndjson" | "ndjson.gz" | "warc" | "warc.gz" | "file";

/** One piece of work: all of an input, or a byte range of a per-record-gzip WARC.gz. */
export interface WorkUnit {
  /** Unique in a plan: the input, and the range or the batch. */
  readonly id: string;
  /** The input's path as the user gave it (a folder, or a file). */
  readonly input: string;
  readonly kind: InputKind;
  /** Bytes of input the unit covers (for progress). */
  readonly bytes: number;
  /**
   * WARC.gz: the unit owns the records whose gzip member starts in [start, end). Absent: the
   * whole file.
   */
  readonly start?: number;
  readonly end?: number;
  /**
   * WARC.gz: true when every record is its own gzip member (Common Crawl's layout) so that the
   * reader inflates member by member and knows each record's member offset; false for a file
   * that is one long gzip stream (read as a stream, every record's offset is 0).
   */
  readonly members?: boolean;
  /** Folder: the files of this batch, names relative to `input`, sorted. */
  readonly files?: readonly string[];
  /** Folder: the manifest's name in the folder (`manifest.tsv` or `manifest.json`), if any. */
  readonly manifest?: string;
}

/** Something wrong in an input that the reader skipped (content never throws; it is counted). */
export interface InputProblem {
  readonly input: string;
  /** A short code: `ndjson-json`, `ndjson-fields`, `warc-framing`, `gzip`, `http`, `decoding`, `manifest`. */
  readonly code: string;
  readonly message: string;
  /** NDJSON: the line (from 1). */
  readonly line?: number;
  /** WARC: the byte offset where it happened (of the gzip member in a .warc.gz). */
  readonly offset?: number;
}

/** Counts a reader keeps while it reads (mutated in place; plain data). */
export interface ReadStats {
  /** Records (WARC), lines (NDJSON) or files (folder) seen. */
  records: number;
  /** Captures yielded. */
  captures: number;
  /** WARC records not read as captures, by WARC-Type (`request`, `metadata`, `warcinfo`…). */
  skipped: Record<string, number>;
  /** Problems met (see InputProblem). */
  problems: number;
}

/** How readUnit reports what it skipped. */
export interface ReadOptions {
  /** Called for each problem (a malformed NDJSON line, a broken gzip member…). */
  readonly onProblem?: (problem: InputProblem) => void;
  /** Counters the reader updates as it goes. */
  readonly stats?: ReadStats;
}

/** The most of a body a capture keeps (the rest is counted in `size`): 8 MiB. */
export const BODY_CAP = 8 * 1024 * 1024;

/** Fresh counters for ReadOptions.stats. */
export function newReadStats(): ReadStats {
  return { records: 0, captures: 0, skipped: {}, problems: 0 };
}
