// Runs every vector of conformance/rfc9309, conformance/koster1996 and conformance/robots2
// through the public API (parseRobotsTxt, decide, the politeness questions) and compares as
// conformance/PROTOCOL.md says: every field of `expected`; `line` and `diagnostics` as this
// library gives them. An open vector passes when the answer is one of its readings (named in
// the title). A vector the library answers otherwise is listed in DISAGREEMENTS and run as an
// expected failure: its expected answer comes from the spec and is not changed to fit.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseRobotsTxt, type ProfileName, type RobotsTxt } from "../../src/index.js";

const SUITE = fileURLToPath(new URL("../../conformance/", import.meta.url));
const FOLDERS = ["rfc9309", "koster1996", "robots2"] as const;
/** A fixed time of day for field questions without one (the windowless answers do not depend on it). */
const NOON = "2026-03-10T12:00:00Z";

type Expected = Readonly<Record<string, unknown>>;
interface Vector {
  readonly id: string;
  readonly input: { robotstxt?: string; robotstxt_base64?: string };
  readonly question: Readonly<Record<string, unknown>> & { type: string };
  readonly expected?: Expected;
  readonly open?: string;
  readonly readings?: ReadonlyArray<{ name: string; expected: Expected }>;
}

/** Vectors whose spec answer the library does not give (id → what differs). */
const DISAGREEMENTS: Readonly<Record<string, string>> = {};

function load(folder: string): Array<[string, Vector]> {
  const dir = join(SUITE, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const data = JSON.parse(readFileSync(join(dir, name), "utf8")) as { vectors: Vector[] };
      return data.vectors.map((v) => [name, v] as [string, Vector]);
    });
}

function parse(input: Vector["input"]): RobotsTxt {
  if (input.robotstxt_base64 !== undefined)
    return parseRobotsTxt(new Uint8Array(Buffer.from(input.robotstxt_base64, "base64")));
  return parseRobotsTxt(input.robotstxt ?? "");
}

const str = (q: Vector["question"], key: string): string => String(q[key] ?? "");

/** The library's answer, as an adapter of this project gives it. */
function answer(vector: Vector): Record<string, unknown> {
  const robots = parse(vector.input);
  const q = vector.question;
  const profile = (q["profile"] as ProfileName | undefined) ?? "rfc9309";
  if (q.type === "crawl") {
    const d = robots.decide({ url: str(q, "url"), userAgent: str(q, "userAgent"), profile });
    return {
      allowed: d.allowed,
      line: d.rule?.line ?? 0,
      diagnostics: robots.diagnostics.map((x) => x.code),
    };
  }
  if (q.type !== "field") throw new TypeError(`no ${q.type} questions in these folders`);
  const ua = str(q, "userAgent") || "*";
  const at = new Date(typeof q["time"] === "string" ? q["time"] : NOON);
  switch (q["field"]) {
    case "request-rate": {
      const rate = robots.requestRate(ua, { profile, at });
      return { value: rate ? { requests: rate.requests, seconds: rate.seconds } : null };
    }
    case "visit-time": {
      const visit = robots.visitTime(ua, { profile });
      return { value: visit ? { start: visit.start, end: visit.end } : null };
    }
    case "comment":
      return { value: robots.comments(ua, { profile }) };
    case "crawl-delay":
      return { value: robots.crawlDelay(ua, { profile }) ?? null };
    case "sitemaps":
      return { value: robots.sitemaps };
    case "delay": {
      const retrievalMs = q["retrievalMs"];
      const options =
        typeof retrievalMs === "number" ? { profile, at, retrievalMs } : { profile, at };
      return { value: robots.delayBetweenRequests(ua, options).seconds };
    }
    default:
      throw new TypeError(`field ${String(q["field"])} is not asked in these folders`);
  }
}

/** Whether `got` meets `expected` as PROTOCOL.md compares (line: when given; diagnostics: a subset). */
function meets(expected: Expected, got: Record<string, unknown>): boolean {
  return Object.entries(expected).every(([key, want]) => {
    if (!(key in got)) return key === "line" || key === "diagnostics";
    if (key === "diagnostics")
      return (want as string[]).every((code) => (got[key] as string[]).includes(code));
    return JSON.stringify(got[key]) === JSON.stringify(want);
  });
}

/** The answer restricted to the expected fields, for a readable failure. */
const pick = (expected: Expected, got: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(expected).map((k) => [k, got[k]]));

for (const folder of FOLDERS) {
  describe(`conformance/${folder}`, () => {
    for (const [file, vector] of load(folder)) {
      const title = `${vector.id} (${file})`;
      const disagreement = DISAGREEMENTS[vector.id];
      if (vector.readings) {
        const got = answer(vector);
        const reading = vector.readings.find((r) => meets(r.expected, got));
        it(`${title}: open, the library reads it as "${reading?.name ?? "none of the readings"}"`, () => {
          expect(reading, `open: ${vector.open}`).toBeDefined();
        });
        continue;
      }
      const expected = vector.expected!;
      const run = () => {
        const got = answer(vector);
        expect(meets(expected, got) ? expected : pick(expected, got)).toEqual(expected);
      };
      if (disagreement) it.fails(`${title}: expected failure, ${disagreement}`, run);
      else it(title, run);
    }
  });
}
