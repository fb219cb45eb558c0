// Captures from NDJSON lines: `{ url, status?, headers?, body | body_base64, date? }`, headers as
// an object or as [name, value] pairs. A line that is not such an object is skipped and reported
// (onProblem, code `ndjson-json` or `ndjson-fields`, with its line number): one bad line does not
// stop a census. Blank lines are skipped silently.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import type { Capture } from "../model.js";
import { BODY_CAP, type ReadOptions, type WorkUnit } from "./unit.js";

type Fields = Record<string, unknown>;

function headersOf(value: unknown): [string, string][] | undefined {
  if (value === undefined) return [];
  if (Array.isArray(value)) {
    const pairs: [string, string][] = [];
    for (const pair of value) {
      if (!Array.isArray(pair) || pair.length !== 2) return undefined;
      const [name, v] = pair as unknown[];
      if (typeof name !== "string" || typeof v !== "string") return undefined;
      pairs.push([name, v]);
    }
    return pairs;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const pairs: [string, string][] = [];
  for (const [name, v] of Object.entries(value)) {
    if (typeof v !== "string") return undefined;
    pairs.push([name, v]);
  }
  return pairs;
}

/** The capture a parsed line describes, or the reason it describes none. */
export function captureOfLine(input: string, line: number, fields: Fields): Capture | string {
  const { url, status, date, body, body_base64: base64 } = fields;
  if (typeof url !== "string") return "no string `url`";
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 0))
    return "`status` is not an integer";
  if (date !== undefined && typeof date !== "string") return "`date` is not a string";
  const headers = headersOf(fields.headers);
  if (headers === undefined)
    return "`headers` is neither an object of strings nor [name, value] pairs";
  let bytes: Uint8Array;
  if (typeof body === "string") bytes = Buffer.from(body, "utf8");
  else if (typeof base64 === "string") bytes = Buffer.from(base64, "base64");
  else return "neither a string `body` nor a string `body_base64`";
  const capped = bytes.length > BODY_CAP;
  return {
    source: { input, line },
    url,
    ...(status === undefined ? {} : { status: status as number }),
    headers,
    body: capped ? bytes.subarray(0, BODY_CAP) : bytes,
    ...(capped ? { size: bytes.length } : {}),
    ...(date === undefined ? {} : { date }),
  };
}

/** Captures of an `ndjson` or `ndjson.gz` unit, line by line. */
export async function* readNdjson(
  unit: WorkUnit,
  options: ReadOptions = {},
): AsyncGenerator<Capture> {
  const file = createReadStream(unit.input);
  const source = unit.kind === "ndjson.gz" ? file.pipe(createGunzip()) : file;
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  const stats = options.stats;
  const problem = (line: number, code: string, message: string): void => {
    if (stats) stats.problems++;
    options.onProblem?.({ input: unit.input, code, message, line });
  };
  let n = 0;
  try {
    for await (const text of lines) {
      n++;
      if (text.trim() === "") continue;
      if (stats) stats.records++;
      let fields: unknown;
      try {
        fields = JSON.parse(text);
      } catch (error) {
        problem(n, "ndjson-json", `not JSON: ${(error as Error).message}`);
        continue;
      }
      if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
        problem(n, "ndjson-fields", "not a JSON object");
        continue;
      }
      const capture = captureOfLine(unit.input, n, fields as Fields);
      if (typeof capture === "string") problem(n, "ndjson-fields", capture);
      else {
        if (stats) stats.captures++;
        yield capture;
      }
    }
  } finally {
    lines.close();
    file.destroy();
  }
}
