// Selects the corpus sample the default tests read (test/fixtures/corpus/ and
// test/fixtures/corpus-nonrobots/) from the shared corpus, reproducibly: no randomness, every
// choice is a rank in a list sorted by (size, name). Re-running it on the same corpus writes
// the same bytes.
//
//   npx tsx scripts/sample-corpus.ts                  # reads ../shared beside the repository
//   ROBOTS_POLICY_SHARED=/path npx tsx scripts/sample-corpus.ts
//
// The corpus README asks not to copy the corpus into the repository: this is a small,
// deliberate sample for the default tests (the full corpus runs under `npm run test:corpus`),
// and it is not in the npm package (package.json "files" ships dist/ only).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const shared = resolve(process.env.ROBOTS_POLICY_SHARED ?? join(root, "../shared"));
const corpusDir = join(shared, "corpus");
const nonRobotsDir = join(shared, "corpus-nonrobots");
const outCorpus = join(root, "test/fixtures/corpus");
const outNonRobots = join(root, "test/fixtures/corpus-nonrobots");

for (const path of [
  join(corpusDir, "files"),
  join(corpusDir, "MANIFEST.tsv"),
  join(corpusDir, "queries.tsv"),
  nonRobotsDir,
])
  if (!existsSync(path))
    throw new Error(
      `sample-corpus needs the shared corpus: ${path} is missing (set ROBOTS_POLICY_SHARED=/path or place ../shared beside the repository)`,
    );

/** RFC 9309 §2.5 limit (DEFAULT_MAX_BYTES). */
const LIMIT = 512_000;
/** The over-limit file is cut at the first line end at or after this many bytes. */
const PREFIX_BYTES = 520_000;
/** Classes spread over a size range skip files larger than this (the "largest" class covers big files). */
const SPREAD_MAX_BYTES = 64_000;

interface File {
  readonly name: string;
  readonly bytes: Buffer;
  /** The same bytes read as Latin-1: one character per byte, for byte-level regexes. */
  readonly latin1: string;
}

const bySize = (a: File, b: File): number =>
  a.bytes.length - b.bytes.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

function load(dir: string): File[] {
  return readdirSync(dir)
    .sort()
    .map((name) => {
      const bytes = readFileSync(join(dir, name));
      return { name, bytes, latin1: bytes.toString("latin1") };
    });
}

/** `count` files spread evenly over the size ranks of `files` (all of them when there are fewer). */
function spread(files: readonly File[], count: number, maxBytes = SPREAD_MAX_BYTES): File[] {
  const sorted = files.filter((f) => f.bytes.length <= maxBytes).sort(bySize);
  if (sorted.length <= count) return sorted;
  if (count === 1) return [sorted[Math.floor(sorted.length / 2)]!];
  return Array.from(
    { length: count },
    (_, i) => sorted[Math.round((i * (sorted.length - 1)) / (count - 1))]!,
  );
}

const hasBom = (f: File): boolean => f.latin1.startsWith("\xef\xbb\xbf");
const hasCrlf = (f: File): boolean => f.latin1.includes("\r\n");
const hasLoneCr = (f: File): boolean => /\r(?!\n)/.test(f.latin1);
const hasLoneLf = (f: File): boolean => /(?:^|[^\r])\n/.test(f.latin1);
const field =
  (name: string) =>
  (f: File): boolean =>
    new RegExp(`^[ \\t]*${name}[ \\t]*:`, "im").test(f.latin1);
const rulePattern =
  (char: string) =>
  (f: File): boolean =>
    new RegExp(`^[ \\t]*(?:dis)?allow[ \\t]*:[^\\r\\n#]*\\${char}`, "im").test(f.latin1);
const startsWithMarkup = (f: File): boolean => /^\s*</.test(f.latin1.replace(/^\xef\xbb\xbf/, ""));
const hasTags = (f: File): boolean =>
  /<(?:html|head|body|div|p|br|script|!doctype)\b/i.test(f.latin1);
function isUtf8(f: File): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(f.bytes);
    return true;
  } catch {
    return false;
  }
}

interface Class {
  readonly name: string;
  readonly why: string;
  readonly pick: (files: readonly File[], chosen: ReadonlySet<string>) => File[];
}

const onlyIf = (test: (f: File) => boolean) => (files: readonly File[]) => files.filter(test);

// ---- the robots.txt corpus ----

const manifest = new Map<string, string[]>();
const manifestLines = readFileSync(join(corpusDir, "MANIFEST.tsv"), "utf8").split("\n");
const manifestHeader = manifestLines[0]!;
for (const line of manifestLines.slice(1))
  if (line) manifest.set(line.split("\t")[0]!, line.split("\t"));
const repoOf = (name: string): string => manifest.get(name)?.[2] ?? "";

const CORPUS_CLASSES: readonly Class[] = [
  {
    name: "tiny",
    why: "the 12 smallest files (13-18 bytes; the corpus has no empty file, the tests build empty inputs themselves)",
    pick: (fs) => [...fs].sort(bySize).slice(0, 12),
  },
  {
    name: "largest",
    why: `the 2 largest files within the ${LIMIT.toLocaleString("en")}-byte limit (no real file lies nearer to it)`,
    pick: (fs) =>
      fs
        .filter((f) => f.bytes.length <= LIMIT)
        .sort(bySize)
        .slice(-2),
  },
  {
    name: "bom",
    why: "start with a UTF-8 BOM (RFC 9309 §2.2: ignored)",
    pick: (fs) => spread(fs.filter(hasBom), 8),
  },
  {
    name: "cr-only",
    why: "CR-only line ends, every such file (KOSTER-1996 §5.2, RFC 9309 §2.2)",
    pick: onlyIf((f) => hasLoneCr(f) && !hasCrlf(f) && !hasLoneLf(f)),
  },
  {
    name: "crlf",
    why: "CRLF line ends",
    pick: (fs) =>
      spread(
        fs.filter((f) => hasCrlf(f) && !hasLoneCr(f) && !hasLoneLf(f)),
        10,
      ),
  },
  {
    name: "mixed-line-ends",
    why: "CR or CRLF mixed with LF in one file",
    pick: (fs) =>
      spread(
        fs.filter((f) => f.latin1.includes("\r") && (hasLoneLf(f) || (hasCrlf(f) && hasLoneCr(f)))),
        8,
      ),
  },
  {
    name: "non-ascii",
    why: "bytes over 0x7F (UTF-8 paths, comments, user-agents)",
    pick: (fs) =>
      spread(
        fs.filter((f) => /[\x80-\xff]/.test(f.latin1)),
        12,
      ),
  },
  {
    name: "replacement-char",
    why: "literal U+FFFD characters (valid UTF-8)",
    pick: onlyIf((f) => f.bytes.includes("\ufffd")),
  },
  {
    name: "invalid-utf8",
    why: "bytes that are not UTF-8, every such file (the measured corpus has none: the tests build such bytes themselves)",
    pick: onlyIf((f) => !isUtf8(f)),
  },
  {
    name: "star",
    why: "`*` in Allow/Disallow paths",
    pick: (fs) => spread(fs.filter(rulePattern("*")), 10),
  },
  {
    name: "dollar",
    why: "`$` in Allow/Disallow paths",
    pick: (fs) => spread(fs.filter(rulePattern("$")), 10),
  },
  {
    name: "crawl-delay",
    why: "Crawl-delay lines",
    pick: (fs) => spread(fs.filter(field("crawl-delay")), 8),
  },
  { name: "host", why: "Host lines (Yandex)", pick: (fs) => spread(fs.filter(field("host")), 6) },
  {
    name: "clean-param",
    why: "Clean-param lines (Yandex)",
    pick: (fs) => spread(fs.filter(field("clean-param")), 6),
  },
  { name: "noindex", why: "Noindex lines", pick: (fs) => spread(fs.filter(field("noindex")), 6) },
  {
    name: "request-rate",
    why: "Request-rate lines (ROBOTS-2.0), every such file: test/api/politeness.test.ts checks each line",
    pick: onlyIf(field("request-rate")),
  },
  {
    name: "visit-time",
    why: "Visit-time lines (ROBOTS-2.0), every such file: test/api/politeness.test.ts checks each line",
    pick: onlyIf(field("visit-time")),
  },
  {
    name: "content-signal",
    why: "Content-Signal lines, every such file",
    pick: onlyIf(field("content-signal")),
  },
  {
    name: "markup",
    why: "start with `<` (HTML served as robots.txt), every such file",
    pick: onlyIf(startsWithMarkup),
  },
  {
    name: "html-tags",
    why: "HTML tags inside otherwise plain robots.txt, every such file",
    pick: onlyIf((f) => !startsWithMarkup(f) && hasTags(f)),
  },
  {
    name: "academic",
    why: "from psj224535/academic-sites-Robots.txt-crawled-analyzed",
    pick: (fs) =>
      spread(
        fs.filter((f) => repoOf(f.name).startsWith("psj224535/")),
        6,
      ),
  },
  {
    name: "news",
    why: "from winterForestStump/news_robots_files_analyzer",
    pick: (fs) =>
      spread(
        fs.filter((f) => repoOf(f.name).startsWith("winterForestStump/")),
        8,
      ),
  },
  {
    name: "ai.robots.txt",
    why: "the AI-crawler block list (MIT, LICENSE-ai.robots.txt)",
    pick: onlyIf((f) => repoOf(f.name).startsWith("ai-robots-txt/")),
  },
  {
    name: "ordinary",
    why: `a stratified sample of the remaining files: 80 spread evenly over their size ranks (files up to ${SPREAD_MAX_BYTES.toLocaleString("en")} bytes)`,
    pick: (fs, chosen) =>
      spread(
        fs.filter((f) => !chosen.has(f.name)),
        80,
      ),
  },
];

interface Choice {
  readonly file: File;
  readonly classes: string[];
}

function choose(files: readonly File[], classes: readonly Class[]): Map<string, Choice> {
  const chosen = new Map<string, Choice>();
  for (const c of classes)
    for (const file of c.pick(files, new Set(chosen.keys()))) {
      const choice = chosen.get(file.name) ?? { file, classes: [] };
      choice.classes.push(c.name);
      chosen.set(file.name, choice);
    }
  return new Map([...chosen].sort(([a], [b]) => (a < b ? -1 : 1)));
}

const corpus = load(join(corpusDir, "files"));
const chosenCorpus = choose(corpus, CORPUS_CLASSES);

// Files over the limit are megabytes long (www.xuexi.cn: 3.7 MB): the sample keeps a prefix of
// each, cut at a line end just past the limit, so RFC 9309 §2.5's cut is exercised in the middle.
interface Derived {
  readonly name: string;
  readonly source: string;
  readonly bytes: Buffer;
}
const derived: Derived[] = corpus
  .filter((f) => f.bytes.length > LIMIT)
  .map((f) => {
    const end = f.bytes.indexOf(0x0a, PREFIX_BYTES);
    const bytes = f.bytes.subarray(0, end === -1 ? f.bytes.length : end + 1);
    return { name: f.name.replace(/\.txt$/, `.prefix-${bytes.length}.txt`), source: f.name, bytes };
  });

const queryLines = new Map<string, string>();
for (const line of readFileSync(join(corpusDir, "queries.tsv"), "utf8").split("\n"))
  if (line) queryLines.set(line.slice(0, line.indexOf("\t")), line);

rmSync(join(outCorpus, "files"), { recursive: true, force: true });
mkdirSync(join(outCorpus, "files"), { recursive: true });
const outManifest = [manifestHeader];
const outQueries: string[] = [];
const outSelection = ["file\tbytes\tclasses"];
const entries = [
  ...[...chosenCorpus.values()].map((c) => ({
    name: c.file.name,
    source: c.file.name,
    bytes: c.file.bytes,
    classes: c.classes,
  })),
  ...derived.map((d) => ({ ...d, classes: ["over-limit-prefix"] })),
].sort((a, b) => (a.name < b.name ? -1 : 1));
for (const e of entries) {
  writeFileSync(join(outCorpus, "files", e.name), e.bytes);
  const m = manifest.get(e.source);
  const q = queryLines.get(e.source);
  if (!m || !q) throw new Error(`${e.source}: not in MANIFEST.tsv or queries.tsv`);
  outManifest.push(
    e.name === e.source ? m.join("\t") : [e.name, String(e.bytes.length), ...m.slice(2)].join("\t"),
  );
  outQueries.push(e.name === e.source ? q : e.name + q.slice(e.source.length));
  outSelection.push(`${e.name}\t${e.bytes.length}\t${e.classes.join(",")}`);
}
writeFileSync(join(outCorpus, "MANIFEST.tsv"), outManifest.join("\n") + "\n");
writeFileSync(join(outCorpus, "queries.tsv"), outQueries.join("\n") + "\n");
writeFileSync(join(outCorpus, "SELECTION.tsv"), outSelection.join("\n") + "\n");
if (entries.some((e) => repoOf(e.source).startsWith("ai-robots-txt/")))
  writeFileSync(
    join(outCorpus, "LICENSE-ai.robots.txt"),
    readFileSync(join(corpusDir, "LICENSE-ai.robots.txt")),
  );

// ---- the bodies that are not robots.txt ----

const NON_ROBOTS_CLASSES: readonly Class[] = [
  { name: "bom", why: "start with a UTF-8 BOM, every such file", pick: onlyIf(hasBom) },
  {
    name: "invalid-utf8",
    why: "bytes that are not UTF-8, every such file (none in the measured corpus)",
    pick: onlyIf((f) => !isUtf8(f)),
  },
  {
    name: "plain-text",
    why: "do not start with `<` (plain-text error messages, JSON, bare words)",
    pick: (fs) =>
      spread(
        fs.filter((f) => !startsWithMarkup(f)),
        12,
      ),
  },
  {
    name: "xml",
    why: "XML documents (access-denied errors of object stores)",
    pick: (fs) =>
      spread(
        fs.filter((f) => /^\s*<\?xml/i.test(f.latin1)),
        6,
      ),
  },
  {
    name: "cr",
    why: "CR or CRLF line ends",
    pick: (fs) =>
      spread(
        fs.filter((f) => f.latin1.includes("\r")),
        6,
        30_000,
      ),
  },
  {
    name: "html",
    why: "HTML error pages, the rest of the sample, spread evenly over the size ranks of those up to 30,000 bytes",
    pick: (fs, chosen) =>
      spread(
        fs.filter((f) => startsWithMarkup(f) && !chosen.has(f.name)),
        24,
        30_000,
      ),
  },
];

const nonRobots = load(nonRobotsDir);
const chosenNonRobots = choose(nonRobots, NON_ROBOTS_CLASSES);
rmSync(join(outNonRobots, "files"), { recursive: true, force: true });
mkdirSync(join(outNonRobots, "files"), { recursive: true });
const nonRobotsSelection = ["file\tbytes\tclasses"];
for (const c of chosenNonRobots.values()) {
  writeFileSync(join(outNonRobots, "files", c.file.name), c.file.bytes);
  nonRobotsSelection.push(`${c.file.name}\t${c.file.bytes.length}\t${c.classes.join(",")}`);
}
writeFileSync(join(outNonRobots, "SELECTION.tsv"), nonRobotsSelection.join("\n") + "\n");

// ---- READMEs ----

const total = (sizes: readonly number[]): number => sizes.reduce((a, b) => a + b, 0);
const count = (choices: Iterable<{ classes: readonly string[] }>, name: string): number =>
  [...choices].filter((c) => c.classes.includes(name)).length;
const classTable = (
  classes: readonly Class[],
  choices: readonly { classes: readonly string[] }[],
): string =>
  [
    "| class | files | why |",
    "|---|---|---|",
    ...classes.map((c) => `| \`${c.name}\` | ${count(choices, c.name)} | ${c.why} |`),
  ].join("\n");

const DESCRIPTIONS: Record<string, string> = {
  "egonkm/Robots.txt": "a crawl of 31,761 hosts, May 2024",
  "psj224535/academic-sites-Robots.txt-crawled-analyzed": "academic publishers",
  "winterForestStump/news_robots_files_analyzer": "top news sites",
  "ai-robots-txt/ai.robots.txt": "the AI-crawler block list (MIT)",
};
function sourceTable(): string {
  const sources = new Map<string, { commit: string; files: number }>();
  for (const e of entries) {
    const [, , repo, commit] = manifest.get(e.source)!;
    const s = sources.get(repo!) ?? { commit: commit!, files: 0 };
    s.files++;
    sources.set(repo!, s);
  }
  return [
    "| repository | commit | files here |",
    "|---|---|---|",
    ...[...sources].map(
      ([repo, s]) =>
        `| \`${repo}\`${DESCRIPTIONS[repo] ? ` (${DESCRIPTIONS[repo]})` : ""} | ${s.commit} | ${s.files} |`,
    ),
  ].join("\n");
}

const corpusBytes = total(entries.map((e) => e.bytes.length));
writeFileSync(
  join(outCorpus, "README.md"),
  `# A sample of the real-world robots.txt corpus

Written by \`scripts/sample-corpus.ts\` (\`npx tsx scripts/sample-corpus.ts\`, reading \`../shared\` or
\`$ROBOTS_POLICY_SHARED\`): do not edit by hand. ${entries.length} files, ${corpusBytes.toLocaleString("en")} bytes.

The full corpus (11,755 files, 19.3 MB, \`../shared/corpus/\`) is not part of this repository:
its README asks not to copy it into the repo. This is a small sample chosen deterministically
(ranks in lists sorted by size and name, no randomness) so that the default \`npm test\` runs
on a fresh clone; the full corpus runs under \`npm run test:corpus\` (test/corpus/). None of it
is in the npm package: package.json \`files\` ships \`dist/\` only.

## Provenance and licence

The files are robots.txt bodies served by real websites, byte for byte as collected by these
public GitHub repositories (\`MANIFEST.tsv\`: the shared manifest's lines for the chosen files,
giving repository, commit and path of each; the last column counts the hosts that served the
same bytes):

${sourceTable()}

None was written by this project. The corpus states no licence for the websites' bodies; the
ai.robots.txt file is MIT-licensed (\`LICENSE-ai.robots.txt\`). They are used here as test
data only.

One file is not byte for byte: \`${derived.map((d) => d.name).join("`, `")}\` is the first
${derived.map((d) => d.bytes.length.toLocaleString("en")).join(", ")} bytes of \`${derived.map((d) => d.source).join("`, `")}\`
(${derived.map((d) => corpus.find((f) => f.name === d.source)!.bytes.length.toLocaleString("en")).join(", ")} bytes, the only file over RFC 9309 §2.5's ${LIMIT.toLocaleString("en")}-byte limit), cut at
the first line end at or after ${PREFIX_BYTES.toLocaleString("en")} bytes, so that the limit falls inside the file. Its
\`MANIFEST.tsv\` and \`queries.tsv\` lines carry the new name (and size); the rest is the source's.

\`queries.tsv\` holds the shared query lines of the chosen files: file name, a crawler token,
then 50 absolute URLs. \`SELECTION.tsv\` gives, for each file, the classes that chose it.

## Why each file is here

A file can be in several classes; the classes are chosen in this order and \`ordinary\` draws
from the files no earlier class took. "Spread" means evenly over the size ranks of the class's
files up to ${SPREAD_MAX_BYTES.toLocaleString("en")} bytes, smallest and largest included.

${classTable(CORPUS_CLASSES, [...chosenCorpus.values()])}
| \`over-limit-prefix\` | ${derived.length} | a prefix of each file over the ${LIMIT.toLocaleString("en")}-byte limit, cut just past it (above) |
`,
);

const nonRobotsBytes = total([...chosenNonRobots.values()].map((c) => c.file.bytes.length));
writeFileSync(
  join(outNonRobots, "README.md"),
  `# A sample of the bodies served at /robots.txt that are not robots.txt

Written by \`scripts/sample-corpus.ts\`: do not edit by hand. ${chosenNonRobots.size} of the 300 files of
\`../shared/corpus-nonrobots/\` (${nonRobotsBytes.toLocaleString("en")} bytes), in \`files/\`, byte for byte.

## Provenance and licence

HTML error pages, XML access-denied documents and plain text that real websites served at
\`/robots.txt\`, collected with the robots.txt corpus (see \`../corpus/README.md\`; the shared
corpus README describes them under "\`../corpus-nonrobots/\`"). None was written by this
project; no licence is stated for them; they are used here as test data only. The corpus
README asks not to copy the corpus into the repository: this is a small sample so that the
default tests run on a fresh clone (the full set runs under \`npm run test:corpus\`), and it is
not in the npm package.

## Why each file is here

Chosen deterministically, in this order (ranks in lists sorted by size and name, no
randomness); \`SELECTION.tsv\` gives each file's classes.

${classTable(NON_ROBOTS_CLASSES, [...chosenNonRobots.values()])}
`,
);

console.log(
  `corpus sample: ${entries.length} files, ${corpusBytes} bytes (+ queries.tsv ${total(outQueries.map((l) => l.length + 1))} bytes)`,
);
console.log(`non-robots sample: ${chosenNonRobots.size} files, ${nonRobotsBytes} bytes`);
