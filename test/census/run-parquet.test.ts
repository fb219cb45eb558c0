// --parquet: the rows as captures.parquet and crawler_verdicts.parquet through DuckDB, when the
// optional @duckdb/node-api is installed (skipped, saying so, when it is not).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { census } from "../../src/census/index.js";
import type { CaptureRow } from "../../src/census/model.js";

const SAMPLE = new URL("../fixtures/corpus/files", import.meta.url).pathname;
const duckdb = await import("@duckdb/node-api").catch(() => undefined);
const work = mkdtempSync(join(tmpdir(), "census-parquet-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(duckdb === undefined)(
  duckdb === undefined
    ? "census --parquet (skipped: the optional package @duckdb/node-api is not installed)"
    : "census --parquet",
  () => {
    it("writes one Parquet row per capture and one per crawler a capture treats apart, numbered as the rows file", async () => {
      const out = join(work, "out");
      const result = await census({
        inputs: [SAMPLE],
        out,
        workers: 0,
        rows: "captures.ndjson.gz",
        parquet: true,
      });
      const rows = (await import("node:zlib"))
        .gunzipSync(readFileSync(result.files.rows!))
        .toString()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as CaptureRow);
      const connection = await (await duckdb!.DuckDBInstance.create(":memory:")).connect();
      const query = async (sql: string) =>
        (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
      const captures = await query(
        `SELECT capture, url, wildcard FROM '${result.files.parquet!.captures}' ORDER BY capture`,
      );
      expect(captures).toHaveLength(rows.length);
      expect(captures.map((c) => c["url"])).toEqual(rows.map((r) => r.url));
      expect(captures.map((c) => c["wildcard"] ?? undefined)).toEqual(
        rows.map((r) => r.wildcard?.verdict),
      );
      const verdicts = await query(
        `SELECT capture, crawler, explicit, effective FROM '${result.files.parquet!.verdicts}' ORDER BY capture, crawler`,
      );
      const expected = rows
        .flatMap((row, i) =>
          Object.entries(row.crawlers).map(([crawler, v]) => ({
            capture: String(i + 1),
            crawler,
            explicit: v.explicit?.verdict ?? null,
            effective: v.effective.verdict,
          })),
        )
        .sort((a, b) =>
          a.capture === b.capture
            ? a.crawler < b.crawler
              ? -1
              : 1
            : Number(a.capture) - Number(b.capture),
        );
      expect(verdicts).toEqual(expected);
      connection.closeSync();
    });
  },
);
