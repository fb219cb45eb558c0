// The parse-time grid: every kind of line × every position in it × every character class ×
// runs of 1k–64k characters, the line repeated to fill 512,000 bytes. Each cell times parse
// alone and parse with the whole model, and weighs both, against the ordinary file.
import type { Cell } from "./cells.js";
import { fillBytes, run } from "./text.js";
import { parseMeasures } from "./works.js";

/**
 * Where a run goes: markers {0}…{5} in a line template. A kind of line without a place (no
 * colon, no value) leaves its marker out, and the grid skips that position for it.
 */
export const POSITIONS = [
  "line start",
  "before colon",
  "after colon",
  "inside value",
  "value end",
  "in comment",
] as const;

interface LineKind {
  readonly name: string;
  /** Lines once at the top: the group or record the repeated line belongs to. */
  readonly head: string;
  readonly template: string;
}

const GROUP = "User-agent: *\n";
const RECORD = "ACAP-crawler: *\n";
const ACAP11 = "ACAP-version: 1.1\n";

/** One per field of every spec, and comments, unknown fields, invalid lines, typos. */
export const LINE_KINDS: readonly LineKind[] = [
  { name: "User-agent", head: "", template: "{0}User-agent{1}:{2}bot{3}x/1.0{4} # c{5}" },
  { name: "Allow", head: GROUP, template: "{0}Allow{1}:{2}/p/{3}x/*.html{4} # c{5}" },
  { name: "Disallow", head: GROUP, template: "{0}Disallow{1}:{2}/private/{3}x{4} # c{5}" },
  { name: "Crawl-delay", head: GROUP, template: "{0}Crawl-delay{1}:{2}1{3}0{4} # c{5}" },
  {
    name: "Sitemap",
    head: "",
    template: "{0}Sitemap{1}:{2}https://example.com/{3}s.xml{4} # c{5}",
  },
  { name: "Host", head: "", template: "{0}Host{1}:{2}www.{3}example.com{4} # c{5}" },
  { name: "Clean-param", head: "", template: "{0}Clean-param{1}:{2}ref&{3}sid /forum/{4} # c{5}" },
  {
    name: "Request-rate",
    head: GROUP,
    template: "{0}Request-rate{1}:{2}1/{3}10m 0900-1700{4} # c{5}",
  },
  { name: "Visit-time", head: GROUP, template: "{0}Visit-time{1}:{2}0600{3}-0845{4} # c{5}" },
  { name: "Robot-version", head: GROUP, template: "{0}Robot-version{1}:{2}2.{3}0{4} # c{5}" },
  { name: "Comment", head: GROUP, template: "{0}Comment{1}:{2}hello {3}world{4} # c{5}" },
  {
    name: "Content-Usage",
    head: GROUP,
    template: "{0}Content-Usage{1}:{2}/p/ train-ai=n, {3}search=y{4} # c{5}",
  },
  {
    name: "Content-Signal",
    head: GROUP,
    template: "{0}Content-Signal{1}:{2}search=yes, {3}ai-train=no{4} # c{5}",
  },
  {
    name: "App-Directives",
    head: GROUP,
    template: '{0}App-Directives{1}:{2}/p/ app1;x=1, {3}app2;y="v"{4} # c{5}',
  },
  { name: "ACAP-version", head: "", template: "{0}ACAP-version{1}:{2}1.{3}1{4} # c{5}" },
  {
    name: "ACAP-ignore-conventional-records",
    head: "",
    template: "{0}ACAP-ignore-conventional-records{4} # c{5}",
  },
  { name: "ACAP-crawler", head: "", template: "{0}ACAP-crawler{1}:{2}bot{3}x{4} # c{5}" },
  {
    name: "ACAP-permissions-reference",
    head: RECORD,
    template: "{0}ACAP-permissions-reference{1}:{2}https://e.com/{3}p.txt{4} # c{5}",
  },
  {
    name: "ACAP-usage-purpose",
    head: RECORD,
    template: "{0}ACAP-usage-purpose{1}:{2}http://news.search.com {3}/x{4} # c{5}",
  },
  {
    name: "ACAP-allow-index",
    head: RECORD,
    template: "{0}ACAP-allow-index{1}:{2}/a/{3}x/{4} # c{5}",
  },
  {
    name: "ACAP-disallow-present",
    head: RECORD,
    template: "{0}ACAP-disallow-present{1}:{2}/b/{3}x/{4} # c{5}",
  },
  {
    name: "ACAP-allow with qualifiers",
    head: ACAP11 + RECORD,
    template:
      "{0}ACAP-allow-present-snippet{1}:{2}/p/ max-length={3}5-words time-limit=7-days{4} # c{5}",
  },
  {
    name: "ACAP-allow-(local usage)",
    head: `${ACAP11}ACAP-composite-usage: (c1) index present\n${RECORD}`,
    template: "{0}ACAP-allow-(c1){1}:{2}/c/{3}x{4} # c{5}",
  },
  {
    name: "ACAP-request-take-down",
    head: RECORD,
    template: "{0}ACAP-request-take-down{1}:{2}/t/{3}x{4} # c{5}",
  },
  {
    name: "ACAP-request-re-crawl",
    head: RECORD,
    template: "{0}ACAP-request-re-crawl{1}:{2}/t/{3}x{4} # c{5}",
  },
  {
    name: "ACAP-qualified-usage",
    head: ACAP11,
    template: "{0}ACAP-qualified-usage{1}:{2}(q1) present-snippet {3}max-length=5-words{4} # c{5}",
  },
  {
    name: "ACAP-composite-usage",
    head: ACAP11,
    template: "{0}ACAP-composite-usage{1}:{2}(c1) index {3}present{4} # c{5}",
  },
  {
    name: "ACAP-resource-set",
    head: ACAP11,
    template: "{0}ACAP-resource-set{1}:{2}(r1) /a/ {3}/b/{4} # c{5}",
  },
  {
    name: "ACAP unknown field",
    head: RECORD,
    template: "{0}ACAP-frobnicate{1}:{2}x{3}y{4} # c{5}",
  },
  {
    name: "ACAP field without colon",
    head: RECORD,
    template: "{0}ACAP-allow-index{1} /a/{3}x{4} # c{5}",
  },
  { name: "##ACAP version comment", head: "", template: "{0}##ACAP version{2} 1.{3}1{4}" },
  { name: "comment line", head: GROUP, template: "{0}#{2} a comment {3}text{4}" },
  {
    name: "unknown field",
    head: GROUP,
    template: "{0}X-Unknown-Field{1}:{2}some {3}value{4} # c{5}",
  },
  { name: "invalid line", head: GROUP, template: "{0}this is{3} not a field{4} # c{5}" },
  { name: "missing colon", head: GROUP, template: "{0}Disallow{1} /private/{3}x{4} # c{5}" },
  { name: "typo Dissallow", head: GROUP, template: "{0}Dissallow{1}:{2}/t/{3}x{4} # c{5}" },
  { name: "typo useragent", head: "", template: "{0}useragent{1}:{2}bot{3}x{4} # c{5}" },
  { name: "typo User agent", head: "", template: "{0}User agent{1}:{2}bot{3}x{4} # c{5}" },
  { name: "prefix Disallowed", head: GROUP, template: "{0}Disallowed{1}:{2}/t/{3}x{4} # c{5}" },
  { name: "the run alone", head: GROUP, template: "{0}" },
];

/** Character classes: a run repeats the unit. */
export const CLASSES: Readonly<Record<string, string>> = {
  space: " ",
  tab: "\t",
  letter: "a",
  digits: "0123456789",
  words: "ab ",
  "*": "*",
  "*a": "*a",
  $: "$",
  "#": "#",
  ":": ":",
  slash: "/",
  segments: "a/",
  "%": "%",
  "%2F": "%2F",
  "%41": "%41",
  "\\": "\\",
  quotes: "\"'",
  "(": "(",
  "()": "()",
  ",;=": ",;=",
  é: "é",
  "non-BMP": "😀",
  NUL: "\0",
  CR: "\r",
};

/**
 * At the start of a line and at the end of a value, another character only makes another
 * name or value (the "unknown field" and "inside value" cells): white space, controls and "#"
 * are what these places are about.
 */
const EDGE_CLASSES = new Set(["space", "tab", "#", "NUL", "CR"]);
const EDGES = new Set([0, 4]);

export const RUNS = [1024, 16_384, 65_536] as const;

function runLabel(length: number): string {
  return `${length / 1024}k`;
}

/** The line with the run at `position`, or undefined when the kind has no such place. */
function lineWith(kind: LineKind, position: number, runText: string): string | undefined {
  if (!kind.template.includes(`{${position}}`)) return undefined;
  return `${kind.template.replace(`{${position}}`, () => runText).replace(/\{\d\}/g, "")}\n`;
}

/** How to make the file by hand (the run written as a call). */
function recipeOf(kind: LineKind, position: number, unit: string, length: number): string {
  const marker = "\u0000RUN\u0000";
  const [before, after] = lineWith(kind, position, marker)!.split(marker) as [string, string];
  return `fillBytes(${JSON.stringify(kind.head)}, ${JSON.stringify(before)} + run(${JSON.stringify(unit)}, ${length}) + ${JSON.stringify(after)}, 512000)`;
}

/**
 * The CI sample: each kind of line once, with the positions, classes and run lengths taken in
 * turn so that every one of them is covered too.
 */
function sample(): Set<string> {
  const ids = new Set<string>();
  const classes = Object.keys(CLASSES);
  const edgeClasses = [...EDGE_CLASSES];
  let inner = 0;
  let edge = 0;
  LINE_KINDS.forEach((kind, k) => {
    const places = POSITIONS.map((_, p) => p).filter((p) => kind.template.includes(`{${p}}`));
    const p = places[k % places.length]!;
    const className = EDGES.has(p)
      ? edgeClasses[edge++ % edgeClasses.length]!
      : classes[(inner++ * 5) % classes.length]!;
    ids.add(idOf(kind, p, className, RUNS[k % RUNS.length]!));
  });
  return ids;
}

function idOf(kind: LineKind, position: number, className: string, length: number): string {
  return `parse/${kind.name}/${POSITIONS[position]}/${className}/${runLabel(length)}`;
}

export function parseCells(known: ReadonlySet<string>): Cell[] {
  const cells: Cell[] = [];
  const sampled = sample();
  for (const kind of LINE_KINDS)
    POSITIONS.forEach((_, p) => {
      for (const [className, unit] of Object.entries(CLASSES))
        RUNS.forEach((length, r) => {
          if (lineWith(kind, p, "") === undefined) return;
          if (EDGES.has(p) && !EDGE_CLASSES.has(className)) return;
          const id = idOf(kind, p, className, length);
          cells.push({
            id,
            grid: "parse",
            group: kind.name,
            ci: sampled.has(id) || known.has(id),
            recipe: recipeOf(kind, p, unit, length),
            baseline: "the ordinary file (512,000 bytes): parse, parse + model",
            work: () => parseMeasures(fillBytes(kind.head, lineWith(kind, p, run(unit, length))!)),
            ...(r > 0 ? { after: [idOf(kind, p, className, RUNS[r - 1]!)] } : {}),
          });
        });
    });
  return cells;
}
