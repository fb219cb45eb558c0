// manifest.json: the tool's version, the panel's hash, inputs with checksums (a folder hashed over
// its sorted files, as `sha256sum` lists them), the knobs, and the merge of shards' manifests.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  buildManifest,
  manifestInput,
  mergeManifests,
  panelHash,
  toolVersion,
} from "../../src/census/report/manifest.js";
import { CENSUS_PANEL } from "../../src/census/panel.js";
import { PANEL } from "./aggregate-rows.js";

const FOLDER = fileURLToPath(new URL("../fixtures/census/report/folder", import.meta.url));
const FILE = `${FOLDER}/a.example.com.txt`;

describe("manifest.json", () => {
  it("the tool version is package.json's", () => {
    const pkg = createRequire(import.meta.url)("../../package.json") as { version: string };
    expect(toolVersion()).toBe(pkg.version);
  });

  it("a file's checksum is its sha256", async () => {
    expect(await manifestInput(FILE)).toEqual({
      path: FILE,
      kind: "file",
      size: 31,
      sha256: "28193bdd982586677464a248a320aeffeb73097c7666d21b553cbb34d4a707b3",
    });
  });

  it("a folder's checksum is the sha256 of its files' `sha256sum` lines, sorted by path (recursive)", async () => {
    const expected = {
      path: FOLDER,
      kind: "folder",
      size: 54,
      files: 3,
      sha256: "e075b933b55a85209c349c1577a6312d80048d335de0d5bc432e25fb6adcd1db",
    };
    expect(await manifestInput(FOLDER)).toEqual(expected);
    // A trailing slash names the same folder.
    expect(await manifestInput(`${FOLDER}/`)).toEqual({ ...expected, path: `${FOLDER}/` });
  });

  it("the panel hash covers names, operators and purposes in order", () => {
    const hash = panelHash(PANEL);
    expect(hash).toMatch(/^[0-9a-f]{64}$/u);
    expect(panelHash([...PANEL].reverse())).not.toBe(hash);
    expect(panelHash(PANEL.map((c, i) => (i === 0 ? { ...c, operator: "Other" } : c)))).not.toBe(
      hash,
    );
    expect(panelHash(PANEL.map((c) => ({ ...c, ai: !c.ai })))).toBe(hash);
  });

  it("records every knob, the shard, the times and the formats", async () => {
    const manifest = await buildManifest({
      inputs: [FILE, FOLDER],
      knobs: { access: "koster1996", profile: "google" },
      started: new Date("2026-01-01T00:00:00Z"),
      finished: new Date("2026-01-01T00:05:00Z"),
      shard: { index: 2, count: 4 },
    });
    expect(manifest).toMatchObject({
      format: "robots-policy-census-manifest",
      version: 1,
      tool: { name: "robots-policy", version: toolVersion() },
      panel: { crawlers: CENSUS_PANEL.length, sha256: panelHash(CENSUS_PANEL) },
      started: "2026-01-01T00:00:00.000Z",
      finished: "2026-01-01T00:05:00.000Z",
      shards: [{ index: 2, count: 4 }],
      knobs: { access: "koster1996", profile: "google" },
      formats: { row: 1, aggregate: 1, summary: 1 },
    });
    expect(manifest.inputs.map((i) => i.kind)).toEqual(["file", "folder"]);
  });

  it("merging shards' manifests keeps every input and shard, the earliest start and the latest finish", async () => {
    const base = { knobs: { access: "rfc9309", profile: "rfc9309" } as const };
    const one = await buildManifest({
      ...base,
      inputs: [FILE],
      started: new Date(2000),
      finished: new Date(9000),
      shard: { index: 1, count: 2 },
    });
    const two = await buildManifest({
      ...base,
      inputs: [FOLDER],
      started: new Date(1000),
      finished: new Date(5000),
      shard: { index: 2, count: 2 },
    });
    const merged = mergeManifests([one, two]);
    expect(merged.inputs.map((i) => i.path)).toEqual([FILE, FOLDER]);
    expect(merged.shards).toEqual([
      { index: 1, count: 2 },
      { index: 2, count: 2 },
    ]);
    expect([merged.started, merged.finished]).toEqual([
      new Date(1000).toISOString(),
      new Date(9000).toISOString(),
    ]);
    expect(() =>
      mergeManifests([one, { ...two, knobs: { access: "koster1996", profile: "rfc9309" } }]),
    ).toThrow(TypeError);
    expect(() => mergeManifests([])).toThrow(TypeError);
  });
});
