// issue 28 item 6: the census's exact aggregates against brute force through the public decide().
// The census reads the WARC.gz fixture and an NDJSON of real and hand-made captures; the oracle
// (oracle-brute.ts) reads the same captures with warcio and its own plain code, asks
// parseRobotsTxt/decide about every panel crawler over a brute-force path set, applies RFC 9309
// §2.3.1 (or KOSTER-1996 §3.1) to the status, and counts. Every row's verdicts and every count
// of aggregate.json (but collateral, which the oracle does not recompute) must agree.
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WARCParser } from "warcio";
import { census } from "../../src/census/index.js";
import { CENSUS_PANEL } from "../../src/census/panel.js";
import type { CaptureRow } from "../../src/census/model.js";
import type { CensusAggregateJSON, PopulationJSON } from "../../src/census/aggregate-json.js";
import {
  oracleRow,
  type Access,
  type OracleCapture,
  type OracleRow,
  type Profile,
} from "./oracle-brute.js";
import { aiRobotsTxtList, corpusFiles, handmadeCaptures, ndjsonLine } from "./oracle-cases.js";

const WARC_GZ = fileURLToPath(new URL("../fixtures/census/census.warc.gz", import.meta.url));

/** The WARC.gz fixture's responses as warcio reads them (status, Location, decoded body). */
async function warcCaptures(path: string): Promise<OracleCapture[]> {
  const out: OracleCapture[] = [];
  for await (const record of new WARCParser(createReadStream(path))) {
    if (record.warcType !== "response") continue;
    const body = await record.readFully(true);
    const http = record.httpHeaders;
    const location = http?.headers.get("Location") ?? undefined;
    out.push({
      url: record.warcTargetURI ?? "",
      status: Number(http?.statusCode),
      body,
      ...(location !== undefined && location !== null ? { location } : {}),
    });
  }
  return out;
}

type Measure =
  "mentioned" | "fullExplicit" | "fullEffective" | "partialEffective" | "explicitAllow";
const MEASURES: readonly Measure[] = [
  "mentioned",
  "fullExplicit",
  "fullEffective",
  "partialEffective",
  "explicitAllow",
];

/** The oracle's counts of one population, in the aggregate's shape (collateral left out). */
function countPopulation(rows: readonly OracleRow[]) {
  const zero = () => Object.fromEntries(MEASURES.map((m) => [m, 0])) as Record<Measure, number>;
  const wildcard = { full: 0, partial: 0, none: 0, "explicit-allow": 0 };
  const crawlers = new Map(CENSUS_PANEL.map((c) => [c.name, zero()]));
  const operators = new Map(CENSUS_PANEL.map((c) => [c.operator, zero()]));
  const purposes = new Map(CENSUS_PANEL.map((c) => [c.purpose, zero()]));
  for (const row of rows) {
    wildcard[row.wildcard ?? "none"] += 1;
    const groupsMet = { operators: new Set<string>(), purposes: new Set<string>() };
    for (const c of CENSUS_PANEL) {
      const v = row.crawlers.get(c.name);
      if (v === undefined) throw new Error(`oracle: no verdict for ${c.name}`);
      const met: Record<Measure, boolean> = {
        mentioned: v.explicit !== undefined,
        fullExplicit: v.explicit === "full",
        fullEffective: v.effective === "full",
        partialEffective: v.effective === "partial",
        explicitAllow: v.explicit === "explicit-allow",
      };
      for (const m of MEASURES) {
        if (!met[m]) continue;
        crawlers.get(c.name)![m] += 1;
        groupsMet.operators.add(`${c.operator}\u0000${m}`);
        groupsMet.purposes.add(`${c.purpose}\u0000${m}`);
      }
    }
    for (const [into, keys] of [
      [operators, groupsMet.operators],
      [purposes, groupsMet.purposes],
    ] as const)
      for (const key of keys) {
        const [name, m] = key.split("\u0000") as [string, Measure];
        into.get(name)![m] += 1;
      }
  }
  return {
    captures: rows.length,
    wildcard,
    crawlers: Object.fromEntries(crawlers),
    operators: Object.fromEntries(operators),
    purposes: Object.fromEntries(purposes),
  };
}

/** The census's population without the collateral counts the oracle does not make. */
function withoutCollateral(p: PopulationJSON) {
  const strip = (r: Record<string, Record<string, number>>) =>
    Object.fromEntries(
      Object.entries(r).map(([k, { collateral: _, ...rest }]) => [
        k,
        rest as Record<string, number>,
      ]),
    );
  return {
    ...p,
    crawlers: strip(p.crawlers),
    operators: strip(p.operators),
    purposes: strip(p.purposes),
  };
}

/** Every row disagreement, one line each (an empty list when the census and the oracle agree). */
function rowDisagreements(rows: readonly CaptureRow[], oracle: readonly OracleRow[]): string[] {
  const out: string[] = [];
  rows.forEach((row, i) => {
    const o = oracle[i]!;
    const at = `${row.url} (${row.status ?? "-"})`;
    if ((row.wildcard !== undefined) !== o.decided) out.push(`${at}: decided differs`);
    if (row.wildcard?.verdict !== o.wildcard)
      out.push(`${at}: * ${row.wildcard?.verdict} ≠ ${o.wildcard}`);
    if (row.retrieval.outcome === "ok" && row.content !== o.content)
      out.push(`${at}: content ${row.content} ≠ ${o.content}`);
    if (!o.decided) return;
    for (const { name } of CENSUS_PANEL) {
      const own = row.crawlers[name];
      const census = {
        explicit: own?.explicit?.verdict,
        effective: own?.effective.verdict ?? row.wildcard?.verdict,
      };
      const want = o.crawlers.get(name);
      if (census.explicit !== want?.explicit || census.effective !== want?.effective)
        out.push(
          `${at} ${name}: census ${JSON.stringify(census)} ≠ oracle ${JSON.stringify(want)}`,
        );
    }
  });
  return out;
}

let dir = "";
let ndjson = "";
let captures: OracleCapture[] = [];
/** The oracle's rows under each profile, with RFC 9309 access (the access only changes statuses). */
const bodies = new Map<Profile, Map<number, OracleRow>>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "census-oracle-"));
  const real = [...corpusFiles(40, 5, 8000), { name: "ai.robots.txt", body: aiRobotsTxtList() }];
  const own: OracleCapture[] = [
    ...real.map((f, i) => ({
      url: `https://real${i}.oracle.example/robots.txt`,
      status: 200,
      body: f.body,
    })),
    ...handmadeCaptures(),
  ];
  ndjson = join(dir, "oracle.ndjson");
  await writeFile(ndjson, own.map(ndjsonLine).join("\n") + "\n");
  captures = [...(await warcCaptures(WARC_GZ)), ...own];
}, 30_000);

afterAll(async () => {
  if (dir !== "") await rm(dir, { recursive: true, force: true });
});

/** The oracle's row, the brute-force sweeps of a 2xx body made once per profile. */
function oracleOf(i: number, access: Access, profile: Profile): OracleRow {
  const c = captures[i]!;
  const status = c.status ?? 200;
  if (status < 200 || status > 299) return oracleRow(c, access, profile);
  let cache = bodies.get(profile);
  if (cache === undefined) bodies.set(profile, (cache = new Map()));
  let row = cache.get(i);
  if (row === undefined) cache.set(i, (row = oracleRow(c, access, profile)));
  return row;
}

describe("census aggregates = brute force through decide() (issue 28 item 6)", () => {
  for (const [access, profile] of [
    ["rfc9309", "rfc9309"],
    ["koster1996", "rfc9309"],
    ["rfc9309", "google"],
  ] as const) {
    it(`access ${access}, profile ${profile}: every row's verdicts and every count`, async () => {
      const out = join(dir, `${access}-${profile}`);
      await census({ inputs: [WARC_GZ, ndjson], out, workers: 0, knobs: { access, profile } });
      const rows = (await readFile(join(out, "captures.ndjson"), "utf8"))
        .split("\n")
        .filter((l) => l !== "")
        .map((l) => JSON.parse(l) as CaptureRow);
      const aggregate = JSON.parse(
        await readFile(join(out, "aggregate.json"), "utf8"),
      ) as CensusAggregateJSON;
      expect(rows.map((r) => r.url)).toEqual(captures.map((c) => c.url));
      const oracle = captures.map((_, i) => oracleOf(i, access, profile));
      expect(rowDisagreements(rows, oracle)).toEqual([]);
      // Not vacuous: every verdict kind occurs, for `*` and for named crawlers.
      const kinds = (pick: (r: OracleRow) => (string | undefined)[]) =>
        new Set(oracle.flatMap(pick));
      expect(kinds((r) => [r.wildcard])).toEqual(new Set(["full", "partial", "none", undefined]));
      expect(kinds((r) => [...r.crawlers.values()].map((v) => v.explicit))).toEqual(
        new Set(["full", "partial", "explicit-allow", undefined]),
      );

      const decided = oracle.filter((r) => r.decided);
      const parsed = oracle.filter((r) => r.parsed);
      expect(aggregate.funnel.captures).toBe(captures.length);
      expect(aggregate.funnel.decided).toBe(decided.length);
      expect(aggregate.funnel.parsed).toBe(parsed.length);
      for (const kind of ["robots.txt", "empty", "html", "other"] as const)
        expect(aggregate.funnel.content[kind], kind).toBe(
          oracle.filter((r) => r.content === kind).length,
        );
      expect(withoutCollateral(aggregate.decided)).toEqual(countPopulation(decided));
      expect(withoutCollateral(aggregate.parsed)).toEqual(countPopulation(parsed));
    }, 60_000);
  }
});
