// The census fixtures are what scripts/census-fixtures.ts writes (warcio, fixed dates and ids,
// pako's gzip): rerun it into a temporary folder and compare byte for byte, so they cannot drift.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { writeFixtures } from "../../scripts/census-fixtures.js";

const DIR = fileURLToPath(new URL("../fixtures/census/", import.meta.url));

/** Fixture folders that other census tests own (real corpus files, report inputs), not the script. */
const NOT_WRITTEN = new Set(["rows", "report"]);

function files(root: string, sub = ""): string[] {
  return readdirSync(join(root, sub), { withFileTypes: true })
    .filter((e) => !(sub === "" && e.isDirectory() && NOT_WRITTEN.has(e.name)))
    .flatMap((e) => (e.isDirectory() ? files(root, join(sub, e.name)) : [join(sub, e.name)]))
    .filter((f) => f !== "README.md")
    .sort();
}

it("test/fixtures/census/ is exactly what scripts/census-fixtures.ts writes", async () => {
  const out = mkdtempSync(join(tmpdir(), "census-fixtures-"));
  await writeFixtures(out);
  expect(files(DIR)).toEqual(files(out));
  for (const f of files(out)) {
    expect(readFileSync(join(DIR, f)).equals(readFileSync(join(out, f))), f).toBe(true);
  }
});
