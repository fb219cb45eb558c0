// The corpus checks of the politeness fields: every Request-rate and Visit-time line of a real
// file either yields a value through the API, for some agent named in its group, or is a
// diagnostic on that line. Used on the sample (test/api/politeness.test.ts) and on the full
// corpus (test/corpus/politeness.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import {
  parseRobotsTxt,
  type Diagnostic,
  type ProfileName,
  type RobotsTxt,
} from "../../src/index.js";
import { fileNames } from "./corpus.js";

const PROFILES_ALL: readonly ProfileName[] = ["rfc9309", "koster1996", "robots2"];

export const REQUEST_RATE = /^[ \t]*request-rate[ \t]*:/i;
export const VISIT_TIME = /^[ \t]*visit-time[ \t]*:/i;

export interface CorpusLine {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The files of `dir` with a line matching `field`, and those lines. */
export function corpusLines(dir: string, field: RegExp): { files: string[]; lines: CorpusLine[] } {
  const files: string[] = [];
  const lines: CorpusLine[] = [];
  for (const file of fileNames(dir)) {
    const text = new TextDecoder().decode(readFileSync(join(dir, file)));
    const all = text.split(/\r\n|\r|\n/);
    let found = false;
    all.forEach((l, i) => {
      if (field.test(l)) {
        found = true;
        lines.push({ file, line: i + 1, text: l });
      }
    });
    if (found) files.push(file);
  }
  return { files, lines };
}

const UNIT: Record<string, number> = { "": 1, s: 1, m: 60, h: 3600, d: 86400 };
const hhmm = (h: string, m: string) => `${h}:${m}`;

/** An independent reading of a Request-rate line: <n>/<time>[smhd] [HHMM-HHMM | HHMM HHMM]. */
function expectedRate(
  text: string,
): { requests: number; seconds: number; window?: { start: string; end: string } } | undefined {
  const m =
    /^[ \t]*request-rate[ \t]*:[ \t]*(\d+)\/(\d+)([smhd]?)(?:[ \t]+(\d\d):?(\d\d)(?:-|[ \t]+)(\d\d):?(\d\d))?[ \t]*(?:#.*)?$/i.exec(
      text,
    );
  if (!m || Number(m[2]) === 0) return undefined;
  const seconds = Number(m[2]) * UNIT[m[3]!.toLowerCase()]!;
  return m[4]
    ? {
        requests: Number(m[1]),
        seconds,
        window: { start: hhmm(m[4], m[5]!), end: hhmm(m[6]!, m[7]!) },
      }
    : { requests: Number(m[1]), seconds };
}

function expectedVisit(text: string): { start: string; end: string } | undefined {
  const m =
    /^[ \t]*visit-time[ \t]*:[ \t]*(\d\d):?(\d\d)(?:-|[ \t]+)(\d\d):?(\d\d)[ \t]*(?:#.*)?$/i.exec(
      text,
    );
  if (!m || Number(m[1]) > 23 || Number(m[3]) > 23 || Number(m[2]) > 59 || Number(m[4]) > 59)
    return undefined;
  return { start: hhmm(m[1]!, m[2]!), end: hhmm(m[3]!, m[4]!) };
}

/** The crawler names to ask for the groups (any profile's view) that contain `line`. */
function agentsFor(robots: RobotsTxt, line: number): string[] {
  const groups = [...robots.policy.groups, ...robots.policy.records].filter((g) =>
    g.fields.some((f) => f.line === line),
  );
  const agents = new Set<string>();
  for (const g of groups)
    for (const ua of g.userAgents) {
      if (ua.token === "*") agents.add("UnlistedTestCrawler");
      else if (/^[A-Za-z_-]/.test(ua.value.trim())) agents.add(ua.value.trim());
    }
  return [...agents];
}

const diagnosticsOn = (robots: RobotsTxt, line: number): Diagnostic[] =>
  robots.diagnostics.filter((d) => d.line === line);

const TIMES = Array.from(
  { length: 96 },
  (_, i) => new Date(Date.UTC(2026, 2, 10, Math.floor(i / 4), (i % 4) * 15)),
);

/** A Request-rate line of a corpus file (in `dir`) yields its rate through the API or a diagnostic on its line. */
export function checkRequestRateLine(dir: string, cl: CorpusLine): void {
  const robots = parseRobotsTxt(readFileSync(join(dir, cl.file)));
  const diagnostics = diagnosticsOn(robots, cl.line).filter((d) =>
    d.code.startsWith("request-rate"),
  );
  const expected = expectedRate(cl.text);
  const yielded = agentsFor(robots, cl.line).flatMap((agent) =>
    PROFILES_ALL.flatMap((profile) =>
      TIMES.map((when) => robots.requestRate(agent, { at: when, profile })).filter(
        (r) => r?.line === cl.line,
      ),
    ),
  );
  if (expected === undefined) {
    // not a rate this test can read: it must be a diagnostic, and never a value
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(yielded).toEqual([]);
    return;
  }
  expect(yielded.length > 0 || diagnostics.length > 0).toBe(true);
  for (const rate of yielded) {
    expect(rate).toMatchObject({ requests: expected.requests, seconds: expected.seconds });
    expect(rate!.window).toEqual(expected.window);
  }
  for (const d of diagnostics) expect(d.spec).toMatch(/^ROBOTS-2\.0/);
}

/** A Visit-time line of a corpus file (in `dir`) yields its window through the API or a diagnostic on its line. */
export function checkVisitTimeLine(dir: string, cl: CorpusLine): void {
  const robots = parseRobotsTxt(readFileSync(join(dir, cl.file)));
  const diagnostics = diagnosticsOn(robots, cl.line).filter((d) => d.code.startsWith("visit-time"));
  const expected = expectedVisit(cl.text);
  const yielded = agentsFor(robots, cl.line).flatMap((agent) =>
    PROFILES_ALL.map((profile) => robots.visitTime(agent, { profile })).filter(
      (v) => v?.line === cl.line,
    ),
  );
  if (expected === undefined) {
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(yielded).toEqual([]);
    return;
  }
  expect(yielded.length > 0 || diagnostics.length > 0).toBe(true);
  for (const visit of yielded) expect(visit).toEqual({ ...expected, line: cl.line });
  for (const d of diagnostics) expect(d.spec).toMatch(/^ROBOTS-2\.0/);
}
