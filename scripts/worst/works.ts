// The work every grid times or weighs, on a shape and on its baseline: parsing, parsing with
// the whole policy model, and one question asked of a parsed file (steady, or first).
// The built package (dist/), as `npm run bench` measures it: tsx-transformed sources carry
// __name wrappers that cost time.
import { decideAcap, parseRobotsTxt, type RobotsTxt } from "robots-policy";
import type { CellWork, Measure } from "./cells.js";
import { gc, heldBytes } from "./memory.js";
import type { Work } from "./measure.js";
import { FILE_BYTES, ordinaryText } from "./text.js";

/** The ordinary file of the grids, at the cap's size. */
export const ORDINARY = ordinaryText(FILE_BYTES);

/**
 * Parse and the questions a crawler asks, under every profile and engine, once each (issue
 * 16's bundle): what is built on first use for a file of this shape, and answers read from it.
 */
export function askEverything(text: string | Uint8Array): void {
  const robots = parseRobotsTxt(text);
  robots.isAllowed("/x/y", "bot1");
  robots.decide({ url: "/a/1/x", userAgent: "b1" });
  robots.crawlDelay("bot1");
  robots.delayBetweenRequests("b1");
  robots.visitTime("b1", { profile: "robots2" });
  robots.contentUsage({ url: "/1/x", userAgent: "b1" });
  robots.appDirectives({ app: "app1", productToken: "b1", url: "/1/x" });
  for (const profile of ["google", "koster1996", "robots2"] as const)
    robots.isAllowed("/1", "b1", { profile });
  decideAcap(robots, { url: "/a1/x", userAgent: "bot1", usage: "index" });
}

/** Parses `text` `times` times. */
export const parseWork =
  (text: string | Uint8Array): Work =>
  (times) =>
  () => {
    for (let i = 0; i < times; i++) parseRobotsTxt(text);
  };

/** The whole model: what a linter or `policy`/`diagnostics`/`sitemaps` costs. */
export function withModel(text: string | Uint8Array): RobotsTxt {
  const robots = parseRobotsTxt(text);
  void robots.policy;
  void robots.diagnostics;
  return robots;
}

export const modelWork =
  (text: string | Uint8Array): Work =>
  (times) =>
  () => {
    for (let i = 0; i < times; i++) withModel(text);
  };

function cpuSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

/**
 * The four parse figures from one run each: times first, after an untimed parse (after a
 * forced collection the next allocations finish its sweeping: the first parse then takes up
 * to 3× the CPU time here), then memory, a collection between steps. Unless `exact`, parse
 * memory is not read apart: the parsed file with its model holds the index too, so its memory
 * bounds the index's from above, and one collection is saved.
 */
function parseFigures(text: string | Uint8Array, exact: boolean): Record<string, number> {
  parseRobotsTxt(text);
  const parseStart = process.cpuUsage();
  parseRobotsTxt(text);
  const parse = cpuSince(parseStart);
  const modelStart = process.cpuUsage();
  withModel(text);
  const model = cpuSince(modelStart);
  const askedStart = process.cpuUsage();
  askEverything(text);
  const questions = cpuSince(askedStart);
  gc(2); // one pass may leave the garbage of the runs above (readings then go negative)
  const before = heldBytes();
  const robots = parseRobotsTxt(text);
  let parsed = NaN;
  if (exact) {
    gc(1);
    parsed = heldBytes() - before;
  }
  void robots.policy;
  gc(1);
  const held = heldBytes() - before;
  const figures = {
    parse,
    model,
    "parse + questions": questions,
    "parse memory": exact ? parsed : held,
    "model memory": held,
  };
  // Read after the last figure: `robots` stays reachable until then.
  return robots.policy ? figures : {};
}

/** Parse alone and parse with the model, time and retained memory (with the policy's JSON size), against the same on `base`. */
export function parseMeasures(
  text: string | Uint8Array,
  base: string | Uint8Array = ORDINARY,
  baseKey = "ordinary",
): CellWork {
  return {
    screen: {
      shape: () => parseFigures(text, false),
      base: () => parseFigures(base, true),
      baseKey: `${baseKey}/screen`,
    },
    measures: parseMeasureList(text, base, baseKey),
  };
}

function parseMeasureList(
  text: string | Uint8Array,
  base: string | Uint8Array,
  baseKey: string,
): Measure[] {
  return [
    {
      kind: "time",
      name: "parse",
      shape: parseWork(text),
      base: parseWork(base),
      baseKey: `${baseKey}/parse`,
    },
    {
      kind: "time",
      name: "model",
      shape: modelWork(text),
      base: modelWork(base),
      baseKey: `${baseKey}/model`,
    },
    {
      kind: "time",
      name: "parse + questions",
      shape: (times) => () => {
        for (let i = 0; i < times; i++) askEverything(text);
      },
      base: (times) => () => {
        for (let i = 0; i < times; i++) askEverything(base);
      },
      baseKey: `${baseKey}/questions`,
    },
    {
      kind: "memory",
      name: "parse memory",
      shape: () => parseRobotsTxt(text),
      base: () => parseRobotsTxt(base),
      baseKey: `${baseKey}/parse`,
    },
    {
      kind: "memory",
      name: "model memory",
      shape: () => withModel(text),
      base: () => withModel(base),
      baseKey: `${baseKey}/model`,
      json: (made) => (made as RobotsTxt).policy,
    },
  ];
}

/** A question asked of a parsed file. */
export type Ask = (robots: RobotsTxt) => unknown;

/** The question asked `times` times of one parsed file (parse excluded; it was warmed by calibration). */
export const steadyWork =
  (robots: RobotsTxt, ask: Ask): Work =>
  (times) =>
  () => {
    for (let i = 0; i < times; i++) ask(robots);
  };

/**
 * Parse + the first question, `times` times: the bar for a first-question cell (decided for
 * issue 24) is parse + first question on the shape against parse + first question on the
 * ordinary file. What a first question builds (the selected group's compiled rules, the model
 * when a profile reads it) is work of the file, done once per file like the parse, so it is
 * weighed together with the parse: a file whose selected group is most of the file may build
 * more than the ordinary file's small group, as long as parse + that stays within 4×.
 */
export const firstWork =
  (text: string | Uint8Array, ask: Ask): Work =>
  (times) =>
  () => {
    for (let i = 0; i < times; i++) ask(parseRobotsTxt(text));
  };
