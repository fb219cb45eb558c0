// Walks over a robots.txt corpus (the sample in test/fixtures/corpus, or the full shared corpus
// under `npm run test:corpus`) and over bodies that are not robots.txt, collecting everything
// the robustness tests assert. The callers decide which counts to expect.
//
// DESIGN.md: "Content never throws. Any string or bytes given as robots.txt … yield a policy
// plus diagnostics (line, column, code, message, spec section)."
// RFC 9309 §2.3.1.5 (rfc9309-notes.md): "Crawlers must parse every line they can and use
// every parseable rule; a bad line is skipped, never fatal."
// RFC 9309 §2.5: "Content beyond the limit is ignored; what was parsed before it still applies."
import { expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_MAX_BYTES, parseRobotsTxt, type RobotsTxt } from "../../src/index.js";

const fixtures = (path: string): string =>
  fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url));

/** The fixtures the default tests read (see each folder's README.md). */
export const FIXTURES = {
  specs: fixtures("specs/"),
  structuredFieldTests: fixtures("structured-field-tests/"),
  /** A sample of ../shared/corpus: files/, MANIFEST.tsv, queries.tsv. */
  corpus: fixtures("corpus/"),
  corpusFiles: fixtures("corpus/files/"),
  corpusQueries: fixtures("corpus/queries.tsv"),
  corpusManifest: fixtures("corpus/MANIFEST.tsv"),
  /** A sample of ../shared/corpus-nonrobots. */
  nonRobotsFiles: fixtures("corpus-nonrobots/files/"),
} as const;

/** The file names of a directory, sorted. */
export const fileNames = (dir: string): string[] => readdirSync(dir).sort();

/** The first column of a MANIFEST.tsv (header skipped), sorted. */
export function manifestNames(manifest: string): string[] {
  return readFileSync(manifest, "utf8")
    .split("\n")
    .slice(1)
    .filter((line) => line !== "")
    .map((line) => line.split("\t")[0]!)
    .sort();
}

/** queries.tsv: file name → its crawler token and first URL. */
export function firstQueries(queries: string): Map<string, { agent: string; url: string }> {
  const map = new Map<string, { agent: string; url: string }>();
  for (const line of readFileSync(queries, "utf8").split("\n")) {
    const [file, agent, url] = line.split("\t");
    if (file && agent && url) map.set(file, { agent, url });
  }
  return map;
}

const SEVERITIES = new Set(["error", "warning", "info"]);

/** Problems with a parse's diagnostics (empty when all is well). */
export function diagnosticProblems(robots: RobotsTxt): string[] {
  const problems: string[] = [];
  const lineCount = robots.policy.source.lineCount;
  for (const d of robots.diagnostics) {
    if (!Number.isInteger(d.line) || d.line < 1 || d.line > lineCount + 1)
      problems.push(`line ${d.line} (${d.code})`);
    if (!Number.isInteger(d.column) || d.column < 1)
      problems.push(`column ${d.column} (${d.code})`);
    if (typeof d.code !== "string" || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.code))
      problems.push(`code ${String(d.code)}`);
    if (
      typeof d.spec !== "string" ||
      !/^(RFC 9309 §\d|KOSTER-1996 §\d|google\/robotstxt |ROBOTS-2\.0 |Yandex |sitemaps\.org|ACAP-[12] §\d|APP-DIRECTIVES §\d|RFC 9651 §\d|RFC 911[01] §\d)/.test(
        d.spec,
      )
    )
      problems.push(`spec ${String(d.spec)} (${d.code})`);
    if (typeof d.message !== "string" || d.message.length === 0)
      problems.push(`message (${d.code})`);
    if (!SEVERITIES.has(d.severity)) problems.push(`severity ${String(d.severity)} (${d.code})`);
  }
  return problems;
}

export function ruleCount(robots: RobotsTxt): number {
  let n = 0;
  for (const g of robots.policy.groups) n += g.rules.length;
  return n;
}

export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export interface CorpusWalk {
  walked: number;
  exceptions: string[];
  badDiagnostics: string[];
  /** decide, isAllowed and matchingLine disagree */
  inconsistent: string[];
  /** the deciding rule's line number does not point at the line whose text it carries */
  wrongRuleText: string[];
  /** CR/CRLF files that do not read exactly as their LF form */
  lineEndingDifferences: string[];
  /** BOM files that do not read exactly as without the BOM */
  bomDifferences: string[];
  /** files without a query line */
  withoutQuery: string[];
  allowedCount: number;
  disallowedCount: number;
  kosterAllowed: number;
  withRules: number;
  oversized: number;
  sizeLimitDiagnostics: number;
  invalidUtf8Files: number;
  invalidUtf8Diagnostics: number;
  notRobots: number;
  notRobotsWithRules: number;
  crFiles: number;
  bomFiles: number;
}

/**
 * Parses every file of `dir` as bytes and asks each file's first query (from queries.tsv) for
 * its crawler token: no exception, sound diagnostics, consistent answers.
 */
export function walkCorpus(
  dir: string,
  names: readonly string[],
  queries: ReadonlyMap<string, { agent: string; url: string }>,
): CorpusWalk {
  const w: CorpusWalk = {
    walked: 0,
    exceptions: [],
    badDiagnostics: [],
    inconsistent: [],
    wrongRuleText: [],
    lineEndingDifferences: [],
    bomDifferences: [],
    withoutQuery: [],
    allowedCount: 0,
    disallowedCount: 0,
    kosterAllowed: 0,
    withRules: 0,
    oversized: 0,
    sizeLimitDiagnostics: 0,
    invalidUtf8Files: 0,
    invalidUtf8Diagnostics: 0,
    notRobots: 0,
    notRobotsWithRules: 0,
    crFiles: 0,
    bomFiles: 0,
  };

  for (const name of names) {
    const bytes = new Uint8Array(readFileSync(join(dir, name)));
    w.walked++;
    let robots: RobotsTxt;
    try {
      robots = parseRobotsTxt(bytes);
    } catch (error) {
      w.exceptions.push(`${name}: ${String(error)}`);
      continue;
    }
    const problems = diagnosticProblems(robots);
    if (problems.length > 0) w.badDiagnostics.push(`${name}: ${problems.slice(0, 3).join(", ")}`);
    const rules = ruleCount(robots);
    if (rules > 0) w.withRules++;

    // RFC 9309 §2.5: only what exceeds the limit is cut, and it is reported.
    if (bytes.length > DEFAULT_MAX_BYTES) w.oversized++;
    if (robots.diagnostics.some((d) => d.code === "size-limit")) w.sizeLimitDiagnostics++;
    // Invalid UTF-8 is reported (and never fatal).
    if (!isValidUtf8(bytes)) w.invalidUtf8Files++;
    if (robots.diagnostics.some((d) => d.code === "invalid-utf8")) w.invalidUtf8Diagnostics++;
    if (robots.diagnostics.some((d) => d.code === "not-robots-txt")) {
      w.notRobots++;
      if (rules > 0) w.notRobotsWithRules++;
    }

    // One query per file (from queries.tsv): the engine runs, and its three answers agree.
    const query = queries.get(name);
    if (query === undefined) w.withoutQuery.push(name);
    else
      try {
        const decision = robots.decide({ url: query.url, userAgent: query.agent });
        const isAllowed = robots.isAllowed(query.url, query.agent);
        const line = robots.matchingLine(query.url, query.agent);
        if (isAllowed) w.allowedCount++;
        else w.disallowedCount++;
        if (
          decision.allowed !== isAllowed ||
          line !== (decision.rule?.line ?? 0) ||
          (decision.reason === "matched-rule") !== line > 0
        )
          w.inconsistent.push(`${name}: ${query.agent} ${query.url}`);
        if (robots.isAllowed(query.url, query.agent, { profile: "koster1996" })) w.kosterAllowed++;
        // The deciding rule's line number points at the line whose text it carries.
        if (decision.rule) {
          const text = new TextDecoder()
            .decode(bytes.subarray(0, DEFAULT_MAX_BYTES))
            .replace(/^\uFEFF/, "");
          const sourceLine = text.split(/\r\n|\r|\n/)[decision.rule.line - 1];
          if (sourceLine !== decision.rule.text)
            w.wrongRuleText.push(`${name}: line ${decision.rule.line}`);
        }
      } catch (error) {
        w.exceptions.push(`${name} (query ${query.agent} ${query.url}): ${String(error)}`);
      }

    // KOSTER-1996 §5.2 / RFC 9309 §2.2: CR and CRLF files read exactly as their LF form.
    const text = new TextDecoder().decode(bytes);
    if (bytes.length <= DEFAULT_MAX_BYTES && text.includes("\r")) {
      w.crFiles++;
      const lf = parseRobotsTxt(text.replace(/\r\n?/g, "\n")).policy;
      if (
        JSON.stringify([lf.groups, lf.records, lf.fields]) !==
        JSON.stringify([robots.policy.groups, robots.policy.records, robots.policy.fields])
      )
        w.lineEndingDifferences.push(name);
    }
    // RFC 9309 §2.2: a leading BOM is ignored: the file reads as without it.
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
      w.bomFiles++;
      const without = parseRobotsTxt(bytes.subarray(3)).policy;
      if (
        JSON.stringify([without.groups, without.records]) !==
        JSON.stringify([robots.policy.groups, robots.policy.records])
      )
        w.bomDifferences.push(name);
    }
  }
  return w;
}

export interface NonRobotsWalk {
  walked: number;
  exceptions: string[];
  badDiagnostics: string[];
  zeroRules: number;
  /** HTML and XML bodies: the first visible character (after a BOM) is "<" */
  markup: number;
  markupWithoutDiagnostic: string[];
  queried: number;
  disallowed: string[];
}

/** Parses every body of `dir` (not robots.txt) as bytes: no exception, no invented rules, markup reported. */
export function walkNonRobots(dir: string, names: readonly string[]): NonRobotsWalk {
  const w: NonRobotsWalk = {
    walked: 0,
    exceptions: [],
    badDiagnostics: [],
    zeroRules: 0,
    markup: 0,
    markupWithoutDiagnostic: [],
    queried: 0,
    disallowed: [],
  };
  for (const name of names) {
    const bytes = new Uint8Array(readFileSync(join(dir, name)));
    w.walked++;
    try {
      const robots = parseRobotsTxt(bytes);
      const problems = diagnosticProblems(robots);
      if (problems.length > 0) w.badDiagnostics.push(`${name}: ${problems.slice(0, 3).join(", ")}`);
      if (ruleCount(robots) === 0) w.zeroRules++;
      const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
      if (/^\s*</.test(text)) {
        w.markup++;
        if (!robots.diagnostics.some((d) => d.code === "not-robots-txt"))
          w.markupWithoutDiagnostic.push(name);
      }
      // One query per file: with no rules, everything is allowed.
      w.queried++;
      if (!robots.isAllowed("http://example.com/some/page.html", "Googlebot/2.1"))
        w.disallowed.push(name);
    } catch (error) {
      w.exceptions.push(`${name}: ${String(error)}`);
    }
  }
  return w;
}

/**
 * What must hold of every walk over real files, whatever its size: every file walked, no
 * exception, sound diagnostics, consistent answers, line ends and BOMs read alike, the size
 * limit and invalid UTF-8 reported exactly where they occur, "not-robots-txt" never given to a
 * file with rules, and both answers seen under both profiles. Counts specific to a corpus stay
 * in its test.
 */
export function expectSoundWalk(w: CorpusWalk, files: number): void {
  expect.soft(w.walked).toBe(files);
  expect.soft(w.exceptions).toEqual([]);
  expect.soft(w.badDiagnostics).toEqual([]);
  expect.soft(w.withoutQuery).toEqual([]);
  expect.soft(w.inconsistent).toEqual([]);
  expect.soft(w.wrongRuleText).toEqual([]);
  expect.soft(w.lineEndingDifferences).toEqual([]);
  expect.soft(w.bomDifferences).toEqual([]);
  expect.soft(w.sizeLimitDiagnostics).toBe(w.oversized);
  expect.soft(w.invalidUtf8Diagnostics).toBe(w.invalidUtf8Files);
  expect.soft(w.notRobotsWithRules).toBe(0);
  expect.soft(w.allowedCount + w.disallowedCount).toBe(files);
  expect.soft(w.allowedCount).toBeGreaterThan(0);
  expect.soft(w.disallowedCount).toBeGreaterThan(0);
  expect.soft(w.kosterAllowed).toBeGreaterThan(0);
  expect.soft(w.kosterAllowed).toBeLessThan(files);
}
