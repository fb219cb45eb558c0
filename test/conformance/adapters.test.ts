// The adapters of conformance/adapters/ for other implementations (issue 29, item 4): each
// one, run as adapters.json says from the repository root, answers requests piped to
// it in conformance/PROTOCOL.md's JSON lines — one valid JSON line per request, in order, with
// the request's id — and its answers are the library's own: robots-parser's are compared with
// robots-parser called here; the others' are what each library is known to answer (the
// Debian packages' versions, conformance/adapters/README.md). An adapter whose library is not
// installed is skipped, the reason in the test's name. No runner involved: a child process.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import robotsParserImport from "robots-parser";
import { describe, expect, it } from "vitest";
import type { robotsParser } from "../../src/robots-parser.js";

/** robots-parser 3.0.1 itself: its index.d.ts types a CommonJS module as an ES default export. */
const theirs = robotsParserImport as unknown as typeof robotsParser;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

interface Entry {
  name: string;
  language: string;
  command: string;
  check: string;
  homepage: string;
}
/** The other implementations' adapters (robots-policy's own is run by test/cli/conformance.test.ts). */
const ENTRIES = (
  JSON.parse(readFileSync(join(ROOT, "conformance/adapters/adapters.json"), "utf8")) as Entry[]
).filter((entry) => entry.name !== "robots-policy");

interface Request {
  id: string;
  input: { robotstxt?: string; robotstxt_base64?: string };
  question: Record<string, string>;
}
const crawl = (id: string, robotstxt: string, path: string): Request => ({
  id,
  input: { robotstxt },
  question: { type: "crawl", url: `https://example.com${path}`, userAgent: "ExampleBot" },
});
const base64 = "User-agent: *\nDisallow: /b\n";
const REQUESTS: Request[] = [
  crawl("disallow", "User-agent: *\nDisallow: /private\n", "/private/x"),
  crawl(
    "allow",
    "User-agent: *\nAllow: /private/public\nDisallow: /private\n",
    "/private/public/p",
  ),
  crawl(
    "allow-after",
    "User-agent: *\nDisallow: /private\nAllow: /private/public\n",
    "/private/public/p",
  ),
  crawl("wildcard", "User-agent: *\nDisallow: /*.pdf$\n", "/docs/a.pdf"),
  {
    ...crawl("group", "User-agent: ExampleBot\nDisallow: /\n\nUser-agent: *\nDisallow:\n", "/x"),
    question: { ...crawl("", "", "/x").question, profile: "koster1996" },
  },
  {
    id: "base64",
    input: { robotstxt_base64: Buffer.from(base64).toString("base64") },
    question: { type: "crawl", url: "https://example.com/b/c", userAgent: "ExampleBot" },
  },
  {
    id: "usage",
    input: { robotstxt: "ACAP-crawler: *\nACAP-disallow-crawl: /\n" },
    question: {
      type: "usage",
      url: "https://example.com/",
      userAgent: "ExampleBot",
      usage: "index",
    },
  },
  {
    id: "sitemaps",
    input: { robotstxt: "Sitemap: https://example.com/s.xml\n" },
    question: { type: "field", field: "sitemaps" },
  },
  {
    id: "crawl-delay",
    input: { robotstxt: "User-agent: *\nCrawl-delay: 5\n" },
    question: { type: "field", field: "crawl-delay", userAgent: "ExampleBot" },
  },
];
/** Sent after the third request: an adapter answers it with an error and keeps going. */
const NOT_JSON = "not json";

type Answer = Record<string, unknown>;
const UNSUPPORTED = { unsupported: expect.any(String) as unknown };

/** robots-parser's own answers, asked here directly. */
function robotsParserAnswer(request: Request): Answer {
  const text = request.input.robotstxt ?? base64;
  const url = request.question.url ?? "https://example.com/";
  const robots = theirs(new URL("/robots.txt", url).href, text);
  if (request.question.type === "field" && request.question.field === "crawl-delay")
    return { value: robots.getCrawlDelay(request.question.userAgent) ?? null };
  if (request.question.type !== "crawl") return UNSUPPORTED;
  const line = robots.getMatchingLineNumber(url, request.question.userAgent);
  return { allowed: robots.isAllowed(url, request.question.userAgent), ...(line > 0 && { line }) };
}

/**
 * What each other library answers: urllib.robotparser takes the first matching rule in file
 * order and no wildcards; WWW::RobotRules reads Disallow prefixes only; protego and webrobots
 * take the longest match and read * and $.
 */
const KNOWN: Record<string, Record<string, Answer>> = {
  "urllib.robotparser": { "allow-after": { allowed: false }, wildcard: { allowed: true } },
  protego: {},
  "WWW::RobotRules": {
    allow: { allowed: false },
    "allow-after": { allowed: false },
    wildcard: { allowed: true },
    "crawl-delay": UNSUPPORTED,
  },
  webrobots: {},
};
const COMMON: Record<string, Answer> = {
  disallow: { allowed: false },
  allow: { allowed: true },
  "allow-after": { allowed: true },
  wildcard: { allowed: false },
  group: { allowed: false },
  base64: { allowed: false },
  usage: UNSUPPORTED,
  sitemaps: UNSUPPORTED,
  "crawl-delay": { value: 5 },
};

function expectedAnswer(entry: Entry, request: Request): Answer {
  if (entry.name === "robots-parser") return robotsParserAnswer(request);
  return KNOWN[entry.name]?.[request.id] ?? COMMON[request.id] ?? {};
}

/** Undefined when the library is installed, else why the adapter cannot run. */
function missing(entry: Entry): string | undefined {
  const check = spawnSync(entry.check, { shell: true, cwd: ROOT, encoding: "utf8" });
  return check.status === 0 ? undefined : `not installed: \`${entry.check}\` failed`;
}

/** Runs a command from the repository root with these stdin lines; its stdout and exit. */
function pipe(command: string, lines: string[]): Promise<{ stdout: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, cwd: ROOT, stdio: ["pipe", "pipe", "ignore"] });
    let stdout = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => (stdout += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ stdout, code }));
    child.stdin.end(lines.map((line) => `${line}\n`).join(""));
  });
}

/** The fields an answer may carry, each with the type the protocol gives it. */
function expectWellFormed(answer: Answer): void {
  const outcomes = ["allowed", "value", "unsupported", "error"].filter((key) => key in answer);
  expect(outcomes).toHaveLength(1);
  if ("allowed" in answer) expect(typeof answer.allowed).toBe("boolean");
  if ("line" in answer) expect(Number.isInteger(answer.line) && Number(answer.line) > 0).toBe(true);
  if ("unsupported" in answer) expect(String(answer.unsupported)).not.toBe("");
  if ("error" in answer) expect(String(answer.error)).not.toBe("");
}

describe("conformance/adapters/adapters.json", () => {
  it("names five other implementations, each with a command whose adapter file exists", () => {
    expect(ENTRIES.map((entry) => entry.name)).toHaveLength(5);
    for (const entry of ENTRIES) {
      expect(Object.keys(entry).sort()).toEqual([
        "check",
        "command",
        "homepage",
        "language",
        "name",
      ]);
      const file = entry.command.split(" ").find((word) => word.startsWith("conformance/"));
      expect(file !== undefined && existsSync(join(ROOT, file))).toBe(true);
      expect(entry.homepage).toMatch(/^https:\/\//);
    }
  });
});

describe("PROTOCOL.md: an adapter answers one JSON line per request, in order, the library's answer", () => {
  for (const entry of ENTRIES) {
    const reason = missing(entry);
    const name = `${entry.name} (${entry.language})${reason === undefined ? "" : ` — skipped, ${reason}`}`;
    it.skipIf(reason !== undefined)(name, async () => {
      const lines = REQUESTS.map((request) => JSON.stringify(request));
      lines.splice(3, 0, NOT_JSON);
      const { stdout, code } = await pipe(entry.command, lines);
      expect(code).toBe(0);
      const answers = stdout
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as Answer);
      expect(answers).toHaveLength(lines.length);
      answers.forEach(expectWellFormed);
      // the line that is not JSON has no id to give back: an error, and the adapter goes on
      expect(answers[3]).toEqual({ id: null, error: expect.any(String) });
      const asked = answers.filter((_, index) => index !== 3);
      REQUESTS.forEach((request, index) => {
        expect(asked[index]).toEqual({ id: request.id, ...expectedAnswer(entry, request) });
      });
    });
  }
});

// Retrieval and large files (conformance/README.md, "Retrieval, caching and large files"):
// urllib.robotparser and webrobots answer input.fetch through their own retrieval code, the
// text parsers answer unsupported; every adapter joins robotstxt_parts.
const fetchRequest = (id: string, fetch: object, robotstxt = "User-agent: *\nDisallow: /\n") => ({
  id,
  input: { robotstxt, fetch },
  question: { type: "crawl", url: "https://example.com/x", userAgent: "ExampleBot" },
});
const hops = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ status: 301, location: `https://example.com/r${i}` }));
const RETRIEVAL = [
  fetchRequest("status-503", { status: 503 }),
  fetchRequest("status-403", { status: 403 }),
  fetchRequest("status-404", { status: 404 }),
  fetchRequest("five-redirects", { redirects: hops(5), status: 200 }),
  fetchRequest("failure", { failure: "ECONNREFUSED" }),
  {
    ...fetchRequest("cached", { status: 200 }),
    input: { robotstxt: "", fetch: { status: 200 }, cached: { age: 90000, robotstxt: "" } },
  },
  {
    id: "parts",
    input: {
      robotstxt_parts: ["User-agent: *\n", { repeat: "# x\n", times: 3 }, "Disallow: /p\n"],
    },
    question: { type: "crawl", url: "https://example.com/p/x", userAgent: "ExampleBot" },
  },
];
/** What each library answers: 401/403 disallow all in robotparser; five requests at most in webrobots. */
const RETRIEVED: Record<string, Record<string, Answer>> = {
  "urllib.robotparser": {
    "status-503": { allowed: false },
    "status-403": { allowed: false },
    "status-404": { allowed: true },
    "five-redirects": { allowed: false },
    failure: { allowed: false },
  },
  webrobots: {
    "status-503": { allowed: false },
    "status-403": { allowed: true },
    "status-404": { allowed: true },
    "five-redirects": { allowed: true },
    failure: { allowed: false },
  },
};

describe("conformance/adapters: input.fetch, input.cached and input.robotstxt_parts", () => {
  for (const entry of ENTRIES) {
    const reason = missing(entry);
    const name = `${entry.name} (${entry.language})${reason === undefined ? "" : ` — skipped, ${reason}`}`;
    it.skipIf(reason !== undefined)(name, async () => {
      const { stdout, code } = await pipe(
        entry.command,
        RETRIEVAL.map((request) => JSON.stringify(request)),
      );
      expect(code).toBe(0);
      const answers = stdout
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => JSON.parse(line) as Answer);
      const parts =
        entry.name === "robots-parser" ? { allowed: false, line: 5 } : { allowed: false };
      expect(answers).toEqual(
        RETRIEVAL.map((request) => ({
          id: request.id,
          ...(request.id === "parts"
            ? parts
            : (RETRIEVED[entry.name]?.[request.id] ?? UNSUPPORTED)),
        })),
      );
    });
  }
});
