// `tsx scripts/bench-parsers.ts --against <git ref>`: the generated parsers alone, against the
// generated/ of another commit, in one process. Each generated/*.ts (and the committed one of
// <ref>) is compiled by esbuild (no keepNames wrappers) into a temporary .mjs and imported;
// each round times old and new in turn (alternating which goes first) over the same inputs,
// and the table gives the median time of each and the median of the per-round ratios. Times
// are the process's CPU time (user + system), not wall time: the machine is shared, and a
// descheduled process would otherwise be charged for other people's work.
//
// Inputs: robots-txt reads every corpus file ≤ 512,000 bytes (../shared/corpus when present,
// else the 250-file sample); the value grammars read what the corpus holds for them (field
// values found by the new robots-txt parser, ACAP lines) and the httpwg structured-field suite.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { transformSync } from "esbuild";

type Parse = (input: string, options?: { startRule?: string }) => unknown;
interface Work {
  readonly rule: string | undefined;
  readonly text: string;
}

const root = resolve(fileURLToPath(new URL("../", import.meta.url)));
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const against = option("--against");
if (against === undefined) {
  console.error(
    "usage: tsx scripts/bench-parsers.ts --against <git ref> [--rounds 7] [--only name]",
  );
  process.exit(2);
}
const ROUNDS = Number(option("--rounds") ?? 7);
const ONLY = option("--only");
const PARSERS = ["robots-txt", "robots-2.0", "structured-fields", "acap", "acap-2"] as const;
const MAX_BYTES = 512_000;

const tmp = mkdtempSync(join(tmpdir(), "bench-parsers-"));
async function load(name: string, source: string, tag: string): Promise<Parse> {
  const file = join(tmp, `${tag}-${name}.mjs`);
  writeFileSync(file, transformSync(source, { loader: "ts", format: "esm" }).code);
  return ((await import(pathToFileURL(file).href)) as { parse: Parse }).parse;
}

function corpusTexts(): string[] {
  const shared = resolve(root, "../shared/corpus/files");
  const dir = existsSync(shared) ? shared : join(root, "test/fixtures/corpus/files");
  return readdirSync(dir)
    .sort()
    .filter((name) => statSync(join(dir, name)).size <= MAX_BYTES)
    .map((name) => readFileSync(join(dir, name), "utf8"));
}

interface Line {
  readonly name?: string;
  readonly value?: string;
}
const FIELD_RULES: Record<string, string> = {
  "crawl-delay": "CrawlDelay",
  "request-rate": "RequestRate",
  "visit-time": "VisitTime",
  "robot-version": "RobotVersion",
  "clean-param": "CleanParam",
  "app-directives": "AppDirectivesValue",
  "content-usage": "ContentUsageValue",
  "content-signal": "ContentSignalValue",
};

/** The inputs of each parser, from the corpus and the fixtures. */
function inputs(texts: readonly string[], robotsTxt: Parse): Record<string, Work[]> {
  const work: Record<string, Work[]> = Object.fromEntries(PARSERS.map((p) => [p, []]));
  work["robots-txt"] = texts.map((text) => ({ rule: undefined, text }));
  for (const text of texts) {
    const tree = robotsTxt(text) as { first: Line; rest: Line[] };
    for (const line of [tree.first, ...tree.rest]) {
      const name = line.name?.toLowerCase() ?? "";
      const rule = FIELD_RULES[name];
      if (rule !== undefined && line.value !== undefined) {
        const parser = /^[A-Z][a-z]+Value$/.test(rule) ? "structured-fields" : "robots-2.0";
        work[parser]!.push({ rule, text: line.value });
      }
    }
  }
  // The corpus has no ACAP lines: ACAP-1's own examples (the spec text in the fixtures) stand
  // in, and ACAP-2 META contents and class values made from them.
  const spec = readFileSync(join(root, "test/fixtures/specs/000_a9f3c91b8a04b04b.txt"), "utf8");
  for (const line of spec.split(/\r?\n/)) {
    const text = line.replace(/^\[V1\.1\]\s*/, "").trim();
    if (!/^acap-/i.test(text)) continue;
    work.acap!.push({ rule: "AcapLine", text });
    const permission = /^acap-((?:dis)?allow-[^:\s]+):?\s*\S*\s*(.*)$/i.exec(text);
    if (permission) {
      work["acap-2"]!.push({ rule: "MetaContent", text: `ACAP ${permission[1]} ${permission[2]}` });
      work["acap-2"]!.push({ rule: "ClassValue", text: `the-acap:${permission[1]}` });
    }
  }
  const suite = join(root, "test/fixtures/structured-field-tests");
  for (const file of readdirSync(suite).filter((f) => f.endsWith(".json")))
    for (const test of JSON.parse(readFileSync(join(suite, file), "utf8")) as {
      raw?: string[];
      header_type?: string;
    }[]) {
      const rule = { list: "List", dictionary: "Dictionary", item: "Item" }[test.header_type ?? ""];
      if (rule !== undefined)
        work["structured-fields"]!.push({ rule, text: (test.raw ?? []).join(", ") });
    }
  return work;
}

/** Parses every input `repeat` times; returns the CPU time in ms. Errors are part of the work. */
function timeOnce(parse: Parse, work: readonly Work[], repeat: number): number {
  const start = process.cpuUsage();
  for (let r = 0; r < repeat; r++)
    for (const { rule, text } of work) {
      try {
        parse(text, rule === undefined ? undefined : { startRule: rule });
      } catch {
        // A syntax error is an answer too.
      }
    }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const parsers = {
  old: {} as Record<string, Parse>,
  new: {} as Record<string, Parse>,
};
for (const name of PARSERS) {
  parsers.new[name] = await load(
    name,
    readFileSync(join(root, `generated/${name}.ts`), "utf8"),
    "new",
  );
  const old = execFileSync("git", ["show", `${against}:generated/${name}.ts`], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  parsers.old[name] = await load(name, old, "old");
}
/** One table row: old and new over the same inputs, in turn, ROUNDS times. */
function compare(name: string, items: readonly Work[]): string {
  const old = parsers.old[name]!;
  const fresh = parsers.new[name]!;
  // Warm both, then repeat small input sets so that one timing takes about 200 ms.
  timeOnce(old, items, 1);
  timeOnce(fresh, items, 1);
  const probe = timeOnce(old, items, 1);
  const repeat = Math.max(1, Math.round(200 / Math.max(probe, 0.01)));
  const times = { old: [] as number[], new: [] as number[] };
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const first = round % 2 === 0;
    const a = timeOnce(first ? old : fresh, items, repeat);
    const b = timeOnce(first ? fresh : old, items, repeat);
    const [tOld, tNew] = first ? [a, b] : [b, a];
    times.old.push(tOld);
    times.new.push(tNew);
    ratios.push(tOld / tNew);
  }
  const chars = items.reduce((sum, w) => sum + w.text.length, 0);
  return `| ${name} | ${items.length} × ${repeat} (${(chars / 1e6).toFixed(2)} M chars) | ${median(times.old).toFixed(1)} | ${median(times.new).toFixed(1)} | ${median(ratios).toFixed(2)}× |`;
}

const work = inputs(corpusTexts(), parsers.new["robots-txt"]!);
console.log(`node ${process.version}; against ${against}; ${ROUNDS} rounds\n`);
console.log("| parser | inputs | old ms (CPU) | new ms (CPU) | old / new (median of rounds) |");
console.log("|---|---|---|---|---|");
for (const name of PARSERS)
  if ((ONLY === undefined || name === ONLY) && work[name]!.length > 0)
    console.log(compare(name, work[name]!));
