// The caller-input grid: what a public checker takes from strangers. 100 KB User-Agent
// headers, arrays of 10,000 tokens and long URLs (asked of the ordinary file), each against the
// same question with an ordinary input plus reading the same number of characters of the
// ordinary file (sameWork: an input must be read once); crawlers asked in rotation against
// files of named groups, against a rotation of 8 names on the same file (the cost per
// question must not jump when the names outnumber a cache).
import { parseRobotsTxt, type ProfileName, type RobotsTxt, type UserAgent } from "robots-policy";
import type { Cell } from "./cells.js";
import { HEADER_SHAPES, TOKEN_SHAPES, URL_SHAPES, namedGroupsFile } from "./files.js";
import { QUESTIONS, type Question } from "./questions.js";
import { ORDINARY, parseWork, steadyWork } from "./works.js";

const FILES: Readonly<Record<string, () => string>> = {
  ordinary: () => ORDINARY,
  "100 named groups": () => namedGroupsFile(100),
  "1,000 named groups": () => namedGroupsFile(1000),
};

const parsed = new Map<string, RobotsTxt>();
function robotsOf(file: string): RobotsTxt {
  let robots = parsed.get(file);
  if (!robots) parsed.set(file, (robots = parseRobotsTxt(FILES[file]!())));
  return robots;
}

/** The questions that read a crawler, each under one profile, and isAllowed under all. */
const ASKED: readonly { q: Question; profile: ProfileName }[] = QUESTIONS.filter(
  (q) => q.agent,
).flatMap((q) =>
  q.name === "isAllowed"
    ? q.profiles.map((profile) => ({ q, profile }))
    : [{ q, profile: q.profiles[0]! }],
);

const URL = "/private/5/x.html";

/**
 * The same work for an input of `length` characters: the same question asked of the same file
 * with an ordinary input (bot1, the short URL), plus reading `length` characters of the
 * ordinary file. The question's own cost is not the input's: traceDecision of the ordinary
 * file explains its every group (~1.3 ms, whatever the URL), which reading 16,000 characters
 * (0.13 ms) alone made "9–27×".
 */
function sameWork(robots: RobotsTxt, asked: (typeof ASKED)[number], file: string, length: number) {
  const { q, profile } = asked;
  const parse = parseWork(ORDINARY.slice(0, length));
  const ask = steadyWork(robots, (r) => q.ask(r, { url: URL, agent: "bot1", profile }));
  return {
    base: (times: number) => {
      const [p, a] = [parse(times), ask(times)];
      return () => {
        a();
        p();
      };
    },
    baseKey: `bot1 + equal text/${file}/${q.name}/${profile}/${length}`,
  };
}
const BASELINE =
  "the same question of the same file for bot1 with the short URL, plus parseRobotsTxt of as many characters of the ordinary file";

function inputCell(
  kind: "header" | "tokens",
  input: string,
  make: () => UserAgent,
  file: string,
  asked: (typeof ASKED)[number],
): Cell {
  const { q, profile } = asked;
  return {
    id: `callers/${kind}/${input}/${file}/${q.name}/${profile}`,
    grid: "callers",
    group: `${kind}: ${input}`,
    ci: false,
    recipe: `${q.name} (${profile}) of ${file} (files.ts) for the ${kind === "header" ? "User-Agent header" : "token array"} "${input}" (files.ts)${kind === "header" ? ` + " v<n>/1" (a new header each question: headers are cached by value)` : ""}, URL ${URL}, asked many times`,
    baseline: BASELINE,
    work: () => {
      const agent = make();
      const length = typeof agent === "string" ? agent.length : agent.join(" ").length;
      const robots = robotsOf(file);
      // A public checker sees each header once: a new one per question, as the cache of
      // tokens by header (core/agent.ts) would otherwise answer every repetition.
      let n = 0;
      const next = typeof agent === "string" ? () => `${agent} v${n++}/1` : () => agent;
      return {
        measures: [
          {
            kind: "time",
            name: "asked",
            shape: steadyWork(robots, (r) => q.ask(r, { url: URL, agent: next(), profile })),
            ...sameWork(robots, asked, file, length),
          },
        ],
      };
    },
  };
}

const ROTATIONS = [65, 100, 1000, 2000];
const FEW = 8;

/** The next of `count` names at each question. */
function rotation(robots: RobotsTxt, ask: Question["ask"], profile: ProfileName, count: number) {
  const names = Array.from({ length: count }, (_, i) => `bot${i}`);
  let next = 0;
  return steadyWork(robots, (r) => ask(r, { url: URL, agent: names[next++ % count]!, profile }));
}

function rotationCell(count: number, file: string, { q, profile }: (typeof ASKED)[number]): Cell {
  return {
    id: `callers/rotation/${count}/${file}/${q.name}/${profile}`,
    grid: "callers",
    group: `rotation of ${count} names`,
    ci: false,
    recipe: `${q.name} (${profile}) of ${file} (files.ts namedGroupsFile), each question for the next of bot0…bot${count - 1}, URL ${URL}`,
    baseline: `the same with ${FEW} names in rotation, same file; memory: the file after one rotation of each`,
    work: () => {
      const source = FILES[file]!();
      const rotated = (n: number) => () => {
        const robots = parseRobotsTxt(source);
        rotation(robots, q.ask, profile, n)(Math.max(n, FEW) * 2)();
        return robots;
      };
      return {
        measures: [
          {
            kind: "time",
            name: "asked",
            shape: rotation(parseRobotsTxt(source), q.ask, profile, count),
            base: rotation(parseRobotsTxt(source), q.ask, profile, FEW),
            baseKey: `rotation ${FEW}/${file}/${q.name}/${profile}`,
          },
          {
            kind: "memory",
            name: "memory asked",
            shape: rotated(count),
            base: rotated(FEW),
            baseKey: `rotation ${FEW}/${file}/${q.name}/${profile}`,
          },
        ],
      };
    },
  };
}

function urlCell(url: (typeof URL_SHAPES)[number], asked: (typeof ASKED)[number]): Cell {
  const { q, profile } = asked;
  const text = url.url("a");
  return {
    id: `callers/url/${url.name}/${q.name}/${profile}`,
    grid: "callers",
    group: `URL: ${url.name}`,
    ci: false,
    recipe: `${q.name} (${profile}) of the ordinary file for bot1 with the URL "${url.name}" (files.ts, unit "a"), asked many times`,
    baseline: BASELINE,
    work: () => ({
      measures: [
        {
          kind: "time",
          name: "asked",
          shape: steadyWork(robotsOf("ordinary"), (r) =>
            q.ask(r, { url: text, agent: "bot1", profile }),
          ),
          ...sameWork(robotsOf("ordinary"), asked, "ordinary", text.length),
        },
      ],
    }),
  };
}

const MEMORY_BOUND_BYTES = 64 * 1_048_576;
const HEADERS_ASKED = 1000;

/** Memory a caller can make a parsed file (and the library) hold: distinct 100 KB headers asked in turn. */
function headerMemoryCell(input: string, make: () => string): Cell {
  return {
    id: `callers/memory/${HEADERS_ASKED} distinct headers: ${input}`,
    grid: "callers",
    group: "memory of distinct headers",
    ci: false,
    recipe: `isAllowed of the ordinary file for ${HEADERS_ASKED} headers "${input}" (files.ts) + " v<n>/1"`,
    baseline: "64 MB (absolute)",
    work: () => {
      const header = make();
      return {
        measures: [
          {
            kind: "memory",
            name: "memory asked",
            shape: () => {
              const robots = parseRobotsTxt(ORDINARY);
              for (let n = 0; n < HEADERS_ASKED; n++) robots.isAllowed(URL, `${header} v${n}/1`);
              return robots;
            },
            base: () => undefined,
            baseKey: "absolute",
            absoluteBytes: MEMORY_BOUND_BYTES,
          },
        ],
      };
    },
  };
}

/** The CI sample: each input class once, the files and questions taken in turn. */
export function callerCells(known: ReadonlySet<string>): Cell[] {
  const cells: Cell[] = [];
  const files = Object.keys(FILES);
  const add = (cell: Cell, sampled: boolean) =>
    cells.push({ ...cell, ci: sampled || known.has(cell.id) });
  let turn = 0;
  const inputs = [
    ...Object.entries(HEADER_SHAPES).map(([name, make]) => ["header", name, make] as const),
    ...Object.entries(TOKEN_SHAPES).map(([name, make]) => ["tokens", name, make] as const),
  ];
  for (const [kind, name, make] of inputs) {
    const pick = turn++;
    files.forEach((file, f) =>
      ASKED.forEach((asked, a) =>
        add(
          inputCell(kind, name, make, file, asked),
          f === pick % files.length && a === pick % ASKED.length,
        ),
      ),
    );
  }
  for (const count of ROTATIONS) {
    const pick = turn++;
    files
      .slice(1)
      .forEach((file, f) =>
        ASKED.forEach((asked, a) =>
          add(rotationCell(count, file, asked), f === pick % 2 && a === pick % ASKED.length),
        ),
      );
  }
  add(headerMemoryCell("many products", HEADER_SHAPES["many products"]!), true);
  const withUrl = ASKED.filter(({ q }) => q.url);
  for (const url of URL_SHAPES) {
    const pick = turn++;
    withUrl.forEach((asked, a) => add(urlCell(url, asked), a === pick % withUrl.length));
  }
  return cells;
}
