// The conformance vectors of ACAP-1, ACAP-2, APP-DIRECTIVES and the AI preferences
// (conformance/acap1, acap2, app-directives, aipref), each asked of the public API and compared
// as conformance/PROTOCOL.md says: every field of `expected` must equal the answer's, except
// `line` and `diagnostics`, compared only when the answer gives them; an open vector passes
// when the answer matches one of its readings. The expected answers come from the specs' words;
// where the library disagrees, the vector is listed in KNOWN_DISAGREEMENTS and runs as it.fails.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  decideAcap,
  parseHtmlPolicy,
  parseRobotsTxt,
  serializeStructuredField,
  type AcapDecideQuery,
  type AcapUsageType,
  type RobotsTxt,
} from "../../src/index.js";

const ROOT = join(import.meta.dirname, "..", "..", "conformance");
const FOLDERS = ["acap1", "acap2", "app-directives", "aipref"];

interface Input {
  readonly robotstxt?: string;
  readonly robotstxt_base64?: string;
  readonly html?: string;
  readonly headers?: Record<string, string>;
}
type Question = Record<string, unknown> & { readonly type: string };
type Expected = Record<string, unknown>;
interface Vector {
  readonly id: string;
  readonly section: string;
  readonly sentence: string;
  readonly input: Input;
  readonly question: Question;
  readonly expected?: Expected;
  readonly open?: string;
  readonly readings?: readonly { readonly name: string; readonly expected: Expected }[];
}
interface VectorFile {
  readonly spec: string;
  readonly section: string;
  readonly title: string;
  readonly vectors: readonly Vector[];
}

/**
 * Vectors whose expected answer (from the spec text) the library does not give, each with why.
 * They run as it.fails: when the library is fixed, the test says so.
 */
const KNOWN_DISAGREEMENTS: Readonly<Record<string, string>> = {};

function robotsOf(input: Input): RobotsTxt {
  if (input.robotstxt_base64 !== undefined)
    return parseRobotsTxt(Buffer.from(input.robotstxt_base64, "base64"));
  return parseRobotsTxt(input.robotstxt ?? "");
}

const date = (value: unknown): Date | undefined =>
  typeof value === "string" ? new Date(value) : undefined;

/** The ACAP query of a "usage" or "page" question: its optional fields, as the library names them. */
function acapQuery(question: Question): AcapDecideQuery {
  const { url, userAgent, usage, purpose, time, firstUsedAt, target, understands, element } =
    question as Record<string, unknown>;
  const at = date(time);
  const first = date(firstUsedAt);
  // The vector files are trusted test data: their fields are what AcapDecideQuery takes.
  return {
    url: url as string,
    userAgent: userAgent as string,
    usage: usage as AcapUsageType,
    ...(purpose !== undefined ? { purpose: purpose as string } : {}),
    ...(at ? { at } : {}),
    ...(first ? { firstUsedAt: first } : {}),
    ...(target !== undefined ? { target: target as NonNullable<AcapDecideQuery["target"]> } : {}),
    ...(understands !== undefined
      ? { understands: understands as NonNullable<AcapDecideQuery["understands"]> }
      : {}),
    ...(element !== undefined
      ? { element: element as NonNullable<AcapDecideQuery["element"]> }
      : {}),
  };
}

function usageAnswer(input: Input, question: Question): Expected {
  const decision = decideAcap(robotsOf(input), acapQuery(question));
  const line = decision.rule?.source === "meta" ? undefined : decision.rule?.line;
  return { allowed: decision.allowed, ...(line !== undefined ? { line } : {}) };
}

function pageAnswer(input: Input, question: Question): Expected {
  const url = question.url as string;
  const page = parseHtmlPolicy(input.html ?? "", {
    url,
    ...(input.headers ? { headers: input.headers } : {}),
  });
  // The answer's line would be a line of the HTML or of robots.txt: left out, as the protocol allows.
  return { allowed: decideAcap(robotsOf(input), { ...acapQuery(question), page }).allowed };
}

function appDirectivesAnswer(input: Input, question: Question): Expected {
  const app = question.app as string;
  const userAgent = question.userAgent as string | undefined;
  const found = robotsOf(input).appDirectives({
    app,
    url: question.url as string,
    ...(userAgent !== undefined ? { productToken: userAgent } : {}),
  });
  // The members naming the application, in RFC 9651 canonical form, from the rules that decided.
  const directives = (found?.rules ?? []).flatMap((rule) =>
    rule.list
      .filter((m) => m.type === "item" && m.value.type === "token" && m.value.value === app)
      .map((m) => serializeStructuredField([m])),
  );
  return { directives };
}

function contentUsageAnswer(input: Input, question: Question): Expected {
  const answer = robotsOf(input).contentUsage({
    url: question.url as string,
    userAgent: question.userAgent as string,
    ...(input.headers ? { headers: input.headers } : {}),
  });
  const { use: _use, ...signals } = answer.signals;
  return { preferences: answer.preferences, signals };
}

function actionRequestsAnswer(input: Input, question: Question): Expected {
  const requests = robotsOf(input)
    .actionRequests(question.userAgent as string)
    .map(({ action, path }) => ({ action, path }));
  return { requests };
}

const ANSWER: Readonly<Record<string, (input: Input, question: Question) => Expected>> = {
  usage: usageAnswer,
  page: pageAnswer,
  "app-directives": appDirectivesAnswer,
  "content-usage": contentUsageAnswer,
  "action-requests": actionRequestsAnswer,
};

/** The protocol's comparison: `line` and `diagnostics` only when the answer gives them. */
function matches(expected: Expected, answer: Expected): boolean {
  return Object.entries(expected).every(([key, value]) => {
    if ((key === "line" || key === "diagnostics") && !(key in answer)) return true;
    return JSON.stringify(canonical(answer[key])) === JSON.stringify(canonical(value));
  });
}

/** Objects with their keys sorted, so that key order never decides equality. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

function check(vector: Vector): void {
  const answer = ANSWER[vector.question.type]?.(vector.input, vector.question);
  if (!answer) throw new Error(`${vector.id}: no answer for question type ${vector.question.type}`);
  if (vector.expected) {
    if (!matches(vector.expected, answer))
      expect({ answer, sentence: vector.sentence }).toEqual({
        answer: vector.expected,
        sentence: vector.sentence,
      });
    return;
  }
  const names = (vector.readings ?? [])
    .filter((r) => matches(r.expected, answer))
    .map((r) => r.name);
  expect(names, `${vector.id}: ${JSON.stringify(answer)} matches no reading`).not.toEqual([]);
}

function filesOf(folder: string): { name: string; file: VectorFile }[] {
  return readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({
      name,
      file: JSON.parse(readFileSync(join(ROOT, folder, name), "utf8")) as VectorFile,
    }));
}

for (const folder of FOLDERS)
  describe(`conformance/${folder}`, () => {
    for (const { name, file } of filesOf(folder))
      describe(`${file.spec} §${file.section} ${file.title} (${name})`, () => {
        for (const vector of file.vectors) {
          const title = `${vector.id}${vector.open ? " (open)" : ""}`;
          if (KNOWN_DISAGREEMENTS[vector.id] !== undefined) it.fails(title, () => check(vector));
          else it(title, () => check(vector));
        }
      });
  });

describe("conformance vectors of the extensions: the files themselves", () => {
  const all = FOLDERS.flatMap((folder) => filesOf(folder).flatMap(({ file }) => file.vectors));
  it("ids are unique and name their folder", () => {
    const ids = all.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(FOLDERS.some((f) => id.startsWith(`${f}/`))).toBe(true);
  });
  it("each vector has either expected or open readings, and a sentence of at most 300 characters", () => {
    for (const v of all) {
      expect(v.sentence.length).toBeLessThanOrEqual(300);
      expect(v.expected === undefined).toBe(v.open !== undefined);
      if (v.open) expect(v.readings?.length).toBeGreaterThanOrEqual(2);
    }
  });
  it("every disagreement listed names a vector", () => {
    const ids = new Set(all.map((v) => v.id));
    for (const id of Object.keys(KNOWN_DISAGREEMENTS)) expect(ids.has(id)).toBe(true);
  });
});
