// One entry for a worker: the captures of a work unit, whatever its kind.
import { basename, dirname } from "node:path";
import type { Capture } from "../model.js";
import { readFolder } from "./read-folder.js";
import { readNdjson } from "./read-ndjson.js";
import { readWarc } from "./read-warc.js";
import type { ReadOptions, WorkUnit } from "./unit.js";

/**
 * The captures of `unit`, streamed (memory bounded per record: a body keeps at most 8 MiB and
 * `size` then says its real size). Content never throws: a malformed NDJSON line, a broken gzip
 * member or a record that is not WARC is skipped and reported through `options.onProblem` and
 * counted in `options.stats`. A missing or unreadable file rejects (misuse).
 */
export function readUnit(unit: WorkUnit, options: ReadOptions = {}): AsyncIterable<Capture> {
  switch (unit.kind) {
    case "folder":
      return readFolder(unit, options);
    case "file":
      // A lone robots.txt: the folder rule on its own name (host = name minus `.txt`).
      return readFile(unit, options);
    case "ndjson":
    case "ndjson.gz":
      return readNdjson(unit, options);
    case "warc":
    case "warc.gz":
      return readWarc(unit, options);
  }
}

async function* readFile(unit: WorkUnit, options: ReadOptions): AsyncGenerator<Capture> {
  const folder = {
    ...unit,
    kind: "folder" as const,
    input: dirname(unit.input),
    files: [basename(unit.input)],
  };
  for await (const capture of readFolder(folder, options)) {
    yield { ...capture, source: { input: unit.input, file: basename(unit.input) } };
  }
}
