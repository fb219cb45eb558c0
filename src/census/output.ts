// The files a census run writes beside the reports: the per-capture rows (NDJSON, gzipped when
// the name ends in .gz) and the exact aggregate (aggregate.json, what `census merge` reads).
import { mkdir, open, writeFile, type FileHandle } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";

/** The rows file's default name in the output directory. */
export const DEFAULT_ROWS = "captures.ndjson";
/** The exact aggregate's name in the output directory. */
export const AGGREGATE_FILE = "aggregate.json";

/** Whether a rows file is gzipped: its name ends in .gz. */
export const isGzipName = (path: string): boolean => /\.gz$/i.test(path);

/** Where the rows go: `rows` relative to the output directory (an absolute path stays). */
export const rowsPath = (out: string, rows: string): string =>
  isAbsolute(rows) ? rows : join(out, rows);

/**
 * An open rows file. Chunks arrive ready to append: NDJSON text, or whole gzip members when the
 * file is gzipped (a gzip file may hold several members one after the other, RFC 1952 §2.2, so
 * each worker compresses its own rows and the main thread only appends).
 */
export interface RowsFile {
  readonly path: string;
  readonly gzip: boolean;
  append(chunk: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** Creates (or empties) the rows file at `path`, with its directory. */
export async function openRows(path: string): Promise<RowsFile> {
  await mkdir(dirname(path), { recursive: true });
  const handle: FileHandle = await open(path, "w");
  let closed = false;
  return {
    path,
    gzip: isGzipName(path),
    async append(chunk) {
      // FileHandle.write may write less than asked: loop until the chunk is all out.
      let offset = 0;
      while (offset < chunk.length) {
        const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
        offset += bytesWritten;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
    },
  };
}

/** Writes `value` as indented JSON with a final newline, creating the directory. */
export async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
