// The documentation in the shape issue 26 asks for, checked so that it cannot drift: a short
// README whose first code block runs and tests the project; links that stay inside the
// repository and reach what they name; an API page that names every export of every entry
// point in package.json; a diagnostics page generated from the code's catalogue; and CLI
// outputs shown as the CLI prints them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { buildDiagnosticsDoc, slug } from "../../scripts/build-diagnostics-doc.js";
import { runCli } from "../support/cli.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), "utf8");

const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  "BENCHMARKS.md",
  "ARCHITECTURE.md",
  "CHANGELOG.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

interface Block {
  readonly info: string;
  readonly lines: readonly string[];
}

/** The fenced code blocks of a Markdown text, in order. */
function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: { info: string; lines: string[] } | undefined;
  for (const line of markdown.split("\n")) {
    const fence = /^\s*```(.*)$/.exec(line);
    if (fence && !open) open = { info: fence[1]!.trim(), lines: [] };
    else if (fence && open) {
      blocks.push(open);
      open = undefined;
    } else open?.lines.push(line);
  }
  return blocks;
}

/** The text outside fenced code blocks and inline code spans, line by line. */
function prose(markdown: string): string[] {
  let inBlock = false;
  return markdown.split("\n").map((line) => {
    if (/^\s*```/.test(line)) {
      inBlock = !inBlock;
      return "";
    }
    return inBlock ? "" : line.replace(/`[^`]*`/g, "");
  });
}

/** The heading anchors of a Markdown file, as GitHub makes them (duplicates get -1, -2 …). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inBlock = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*```/.test(line)) inBlock = !inBlock;
    const heading = inBlock ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Inline link and image targets of the prose, and reference definitions: `[text](target)`, `[x]: target`. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of prose(markdown)) {
    for (const match of line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      targets.push(match[1]!);
    const definition = /^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/.exec(line);
    if (definition) targets.push(definition[1]!);
  }
  return targets;
}

/** What is wrong with a link of `file`, or undefined when it reaches what it names. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: …: not a relative link
  const [pathPart = "", anchor] = target.split("#", 2);
  const resolved =
    pathPart === "" ? join(root, file) : resolve(root, dirname(file), decodeURI(pathPart));
  const inside = relative(root, resolved);
  if (inside.startsWith("..") || resolve(root, inside) !== resolved)
    return `${target} leaves the repository`;
  if (!existsSync(resolved)) return `${target}: ${inside} does not exist`;
  if (anchor !== undefined && statSync(resolved).isFile() && resolved.endsWith(".md")) {
    if (!anchorsOf(readFileSync(resolved, "utf8")).has(anchor))
      return `${target}: ${inside} has no heading with the anchor #${anchor}`;
  }
  return undefined;
}

/** The runtime module of a package.json "exports" value: "./dist/src/X.js" → "src/X.ts". */
function sourceOf(entry: string, value: unknown): string {
  const target =
    typeof value === "string"
      ? value
      : typeof value === "object" && value !== null
        ? ((value as Record<string, unknown>)["import"] ??
          (value as Record<string, unknown>)["default"] ??
          (value as Record<string, unknown>)["node"])
        : undefined;
  if (typeof target === "object" && target !== null) return sourceOf(entry, target);
  const match = typeof target === "string" ? /^\.\/dist\/(src\/.+)\.js$/.exec(target) : null;
  if (!match)
    throw new Error(`exports["${entry}"]: no ./dist/src/….js target to map to its source`);
  return `${match[1]}.ts`;
}

/** A command line's words, with '…' and "…" quoting as a shell reads them. */
function words(command: string): string[] {
  return [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** Whether `expected` (lines, with "…" lines standing for any run of lines) is what was printed. */
function printed(actual: string, expected: readonly string[]): boolean {
  const segments: string[][] = [[]];
  for (const line of expected) {
    if (line.trim() === "…") segments.push([]);
    else segments.at(-1)!.push(line);
  }
  const lines = actual.replace(/\n$/, "").split("\n");
  if (segments.length === 1) return lines.join("\n") === expected.join("\n");
  let at = 0;
  for (const [i, segment] of segments.entries()) {
    if (segment.length === 0) continue;
    const found = lines.findIndex(
      (_, start) => start >= at && segment.every((line, k) => lines[start + k] === line),
    );
    if (found < 0 || (i === 0 && found !== 0)) return false;
    at = found + segment.length;
  }
  return segments.at(-1)!.length === 0 || at === lines.length;
}

/** Commands shown with their output: `$ robots-policy …` at the top of a text block, or a sh block of one command followed by a text block. */
function shownRuns(file: string): { command: string; output: string[] }[] {
  const blocks = codeBlocks(read(file));
  const runs: { command: string; output: string[] }[] = [];
  for (const [i, block] of blocks.entries()) {
    const first = block.lines[0] ?? "";
    if (block.info === "text" && first.startsWith("$ robots-policy "))
      runs.push({ command: first.slice(2), output: block.lines.slice(1) });
    const next = blocks[i + 1];
    if (
      block.info === "sh" &&
      block.lines.length === 1 &&
      first.startsWith("robots-policy ") &&
      next?.info === "text"
    )
      runs.push({ command: first, output: [...next.lines] });
  }
  return runs;
}

describe("Docs: the README", () => {
  const readme = read("README.md");

  it("Docs: README is at most 300 lines", () => {
    expect(readme.replace(/\n$/, "").split("\n").length).toBeLessThanOrEqual(300);
  });

  it("Docs: README's first code block is the two commands, run and test", () => {
    const first = codeBlocks(readme)[0];
    expect(first?.lines.map((line) => line.trim()).filter((line) => line !== "")).toEqual([
      "npm ci && npm start",
      "npm test",
    ]);
  });

  it("Docs: README shows what npm start prints, a DISALLOWED with its line among it", async () => {
    const start = (JSON.parse(read("package.json")) as { scripts: { start: string } }).scripts
      .start;
    expect(start.startsWith("tsx src/cli/main.ts ")).toBe(true);
    const result = await runCli(words(start).slice(2));
    expect(result.stdout).toMatch(/^DISALLOWED {2}\S+ +line \d+: /m);
    const shown = codeBlocks(readme).find((block) => block.info === "text");
    expect(shown?.lines.join("\n")).toBe(result.stdout.replace(/\n$/, ""));
  });
});

describe("Docs: links", () => {
  it.each(DOCS)(
    "Docs: every relative link of %s resolves to a file inside the repository",
    (file) => {
      const broken = linkTargets(read(file))
        .map((target) => brokenLink(file, target))
        .filter((problem) => problem !== undefined);
      expect(broken).toEqual([]);
    },
  );

  it("Docs: the link check sees links and catches ones that escape or miss", () => {
    expect(
      linkTargets("[a](docs/api.md) `[b](x.md)` [c](https://x.example)\n[d]: ../e.md"),
    ).toEqual(["docs/api.md", "https://x.example", "../e.md"]);
    expect(brokenLink("README.md", "../shared/DESIGN.md")).toMatch(/leaves the repository/);
    expect(brokenLink("docs/api.md", "../../x.md")).toMatch(/leaves the repository/);
    expect(brokenLink("README.md", "docs/nope.md")).toMatch(/does not exist/);
    expect(brokenLink("README.md", "docs/api.md#no-such-heading")).toMatch(/no heading/);
    expect(brokenLink("docs/api.md", "../README.md#install")).toBeUndefined();
    expect(brokenLink("docs/api.md", "#urls")).toBeUndefined();
  });
});

describe("Docs: the API page", () => {
  const api = read("docs/api.md");
  const exportsField = (JSON.parse(read("package.json")) as { exports: Record<string, unknown> })
    .exports;
  const entries = Object.entries(exportsField).filter(([entry]) => entry !== "./package.json");

  it("Docs: the package has entry points to check", () => {
    expect(entries.map(([entry]) => entry)).toContain(".");
  });

  it.each(entries)(
    "Docs: docs/api.md names the entry point %s and every runtime export of it",
    async (entry, value) => {
      const name = entry === "." ? "robots-policy" : `robots-policy${entry.slice(1)}`;
      expect(api, `docs/api.md does not name ${name}`).toContain(`\`${name}\``);
      const module = (await import(pathToFileURL(join(root, sourceOf(entry, value))).href)) as
        Record<string, unknown> | undefined;
      const names = Object.keys(module ?? {});
      expect(names.length).toBeGreaterThan(0);
      const missing = names.filter(
        (exported) => !new RegExp(`\`${exported.replace(/\$/g, "\\$")}(?![\\w$])`).test(api),
      );
      expect(missing, `exports of ${name} that docs/api.md does not name`).toEqual([]);
    },
  );
});

describe("Docs: generated pages and shown outputs", () => {
  it("Docs: docs/diagnostics.md is what scripts/build-diagnostics-doc.ts writes now (npm run docs:diagnostics)", () => {
    expect(read("docs/diagnostics.md")).toBe(buildDiagnosticsDoc());
  });

  const runs = DOCS.flatMap((file) =>
    shownRuns(file).map(({ command, output }) => [file, command, output] as const),
  );

  it("Docs: the docs show CLI runs", () => {
    expect(runs.length).toBeGreaterThan(10);
  });

  it.each(runs)("Docs: %s shows what `%s` prints", async (_file, command, output) => {
    const result = await runCli(words(command).slice(1));
    const actual = result.stdout + result.stderr;
    expect(printed(actual, output), `it prints:\n${actual}`).toBe(true);
  });
});
