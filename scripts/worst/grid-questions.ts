// The question grid: every question under every profile, asked of files built to defeat its
// index, with short and long URLs. A parsed file asked many times (parse excluded) against the
// same question asked of the ordinary file by a crawler it names (bot1); the first question
// of a freshly parsed file (what is built on first use) and the memory then held, apart.
import { parseRobotsTxt, type ProfileName, type RobotsTxt } from "robots-policy";
import type { Cell, Measure } from "./cells.js";
import { FILE_SHAPES, URL_SHAPES, type FileShape, type UrlShape } from "./files.js";
import { QUESTIONS, type Question } from "./questions.js";
import { ORDINARY, firstWork, parseMeasures, steadyWork } from "./works.js";

/** The ordinary file, parsed once: its questions are asked warm. */
let ordinaryParsed: RobotsTxt | undefined;
function ordinary(): RobotsTxt {
  return (ordinaryParsed ??= parseRobotsTxt(ORDINARY));
}

/** The last file shape built (cells of one shape follow each other): text and parsed file. */
let built: { name: string; text: string; agent: string; robots: RobotsTxt } | undefined;
function file(shape: FileShape): { text: string; agent: string; robots: RobotsTxt } {
  if (built?.name !== shape.name) {
    built = undefined;
    const { text, agent } = shape.build();
    built = { name: shape.name, text, agent, robots: parseRobotsTxt(text) };
  }
  return built;
}

const ORDINARY_AGENT = "bot1";
const SHORT = URL_SHAPES[0]!;

/** The cell of the question `question` includes, on the same file, with the same `suffix` (URL or "first"). */
function included(shape: FileShape, question: Question, profile: ProfileName, suffix: string) {
  const inner = question.includes;
  if (inner === undefined) return [];
  // auditAiCrawlers asks for every AI crawler: the asked crawler's work only if the file names none.
  if (question.name === "auditAiCrawlers" && shape.namesCrawlers) return [];
  const innerQuestion = QUESTIONS.find((q) => q.name === inner.name)!;
  const at = innerQuestion.url || suffix === "/first" ? suffix : "";
  return [`questions/${shape.name}/${inner.name}/${inner.profile ?? profile}${at}`];
}

function steadyCell(
  shape: FileShape,
  question: Question,
  profile: ProfileName,
  url: UrlShape | undefined,
  ci: boolean,
): Cell {
  const prefix = `questions/${shape.name}/${question.name}/${profile}`;
  const id = url ? `${prefix}/${url.name}` : prefix;
  const urlText = (url ?? SHORT).url(shape.urlUnit);
  return {
    id,
    grid: "questions",
    group: question.name,
    ci,
    recipe: `${shape.recipe}; parsed once, then ${question.name} (${profile}) for its crawler, URL ${url?.name ?? "short"} (${JSON.stringify(urlText.slice(0, 40))}…), asked many times`,
    baseline: `${question.name} (${profile}, same URL) of the ordinary file for bot1, asked many times`,
    after: [
      ...(url?.shorter ? [`${prefix}/${url.shorter}`] : []),
      ...included(shape, question, profile, url ? `/${url.name}` : ""),
    ],
    work: () => {
      const { robots, agent } = file(shape);
      const measure: Measure = {
        kind: "time",
        name: "asked",
        shape: steadyWork(robots, (r) => question.ask(r, { url: urlText, agent, profile })),
        base: steadyWork(ordinary(), (r) =>
          question.ask(r, { url: urlText, agent: ORDINARY_AGENT, profile }),
        ),
        baseKey: `ordinary/${question.name}/${profile}/${urlText}`,
      };
      return { measures: [measure] };
    },
  };
}

/** Parse + the first question (against the same on the ordinary file), and what the parsed file then holds. */
function firstCell(shape: FileShape, question: Question, profile: ProfileName, ci: boolean): Cell {
  const urlText = SHORT.url(shape.urlUnit);
  return {
    id: `questions/${shape.name}/${question.name}/${profile}/first`,
    grid: "questions",
    group: question.name,
    ci,
    after: included(shape, question, profile, "/first"),
    recipe: `${shape.recipe}; parsed, then ${question.name} (${profile}) asked once, URL ${urlText}`,
    baseline: `parse + the same first question of the ordinary file (bot1); memory: parsed and asked`,
    work: () => {
      const { text, agent } = file(shape);
      const ask = (r: RobotsTxt) => question.ask(r, { url: urlText, agent, profile });
      const askOrdinary = (r: RobotsTxt) =>
        question.ask(r, { url: urlText, agent: ORDINARY_AGENT, profile });
      const key = `ordinary/${question.name}/${profile}/first`;
      return {
        measures: [
          {
            kind: "time",
            name: "parse + first question",
            shape: firstWork(text, ask),
            base: firstWork(ORDINARY, askOrdinary),
            baseKey: key,
            maxTimes: 4,
          },
          {
            kind: "memory",
            name: "memory asked",
            shape: () => asked(text, ask),
            base: () => asked(ORDINARY, askOrdinary),
            baseKey: key,
          },
        ],
      };
    },
  };
}

function asked(text: string, ask: (r: RobotsTxt) => unknown): RobotsTxt {
  const robots = parseRobotsTxt(text);
  ask(robots);
  return robots;
}

function parseCell(shape: FileShape, ci: boolean): Cell {
  return {
    id: `questions/${shape.name}/parse`,
    grid: "questions",
    group: "parse and model",
    ci,
    recipe: shape.recipe,
    baseline: "the ordinary file (512,000 bytes): parse, parse + model",
    work: () => parseMeasures(file(shape).text),
  };
}

/**
 * The CI sample: every (question, profile) once, with file shapes and URL shapes taken in
 * turn (every one covered); every question's first question once, on another shape; the
 * parse cells of the structural shapes and one wildcard file per family.
 */
export function questionCells(known: ReadonlySet<string>): Cell[] {
  const pairs = QUESTIONS.flatMap((q) => q.profiles.map((profile) => ({ q, profile })));
  const sampled = new Set<string>();
  pairs.forEach(({ q, profile }, j) => {
    const shape = FILE_SHAPES[(j * 7) % FILE_SHAPES.length]!;
    const url = q.url ? `/${URL_SHAPES[j % URL_SHAPES.length]!.name}` : "";
    sampled.add(`questions/${shape.name}/${q.name}/${profile}${url}`);
  });
  // First questions (a parse per repetition: the costly cells) once per question.
  QUESTIONS.forEach((q, j) => {
    const other = FILE_SHAPES[(j * 11 + 3) % FILE_SHAPES.length]!;
    sampled.add(`questions/${other.name}/${q.name}/${q.profiles[j % q.profiles.length]!}/first`);
  });
  const cells: Cell[] = [];
  const pick = (cell: Cell) =>
    cells.push({ ...cell, ci: sampled.has(cell.id) || known.has(cell.id) });
  FILE_SHAPES.forEach((shape, s) => {
    const structural = !shape.group.startsWith("wildcards");
    if (structural || s % 8 === 5) sampled.add(`questions/${shape.name}/parse`);
    pick(parseCell(shape, false));
    for (const { q, profile } of pairs) {
      if (q.url) for (const url of URL_SHAPES) pick(steadyCell(shape, q, profile, url, false));
      else pick(steadyCell(shape, q, profile, undefined, false));
      pick(firstCell(shape, q, profile, false));
    }
  });
  return cells;
}
