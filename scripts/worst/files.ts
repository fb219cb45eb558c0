// Builders of the files, URLs and caller inputs the question and caller grids ask with: files
// built to defeat each question's index (many wildcards of every kind, many groups, agents,
// ACAP records and definitions named by every line), long URLs, User-Agent headers and token
// arrays.
import { AI_CRAWLERS } from "../../generated/ai-crawlers.js";
import { fillBytes, fillUnits, randomText, run } from "./text.js";

export interface FileShape {
  readonly name: string;
  /** What it is built to defeat (the report's group). */
  readonly group: string;
  /** The text, and the crawler the questions are asked for: one the file names (the last, where it matters). */
  readonly build: () => { readonly text: string; readonly agent: string };
  /** The characters its patterns repeat: hostile URLs are made of them. */
  readonly urlUnit: string;
  /** How to make it by hand. */
  readonly recipe: string;
  /** Its groups or records name crawlers (else every crawler is answered as the asked one). */
  readonly namesCrawlers: boolean;
}

/** Patterns that defeat a rule index (rule `i`). */
const PATTERNS: readonly { name: string; pattern: (i: number) => string; urlUnit: string }[] = [
  { name: "identical wildcards", pattern: () => "/*a*b", urlUnit: "a" },
  { name: "wildcards with counters", pattern: (i) => `/*a${i}*b`, urlUnit: "a1" },
  { name: "many *", pattern: () => `/${"*a".repeat(24)}*b`, urlUnit: "a" },
  { name: "$-anchored", pattern: (i) => `/*${i}.html$`, urlUnit: "1.html" },
  { name: "short pieces", pattern: (i) => `/*a*b*c*d*e*f*${i % 10}`, urlUnit: "abcdef" },
  { name: "shared literal start", pattern: () => "/*aaaaaaaaaaaaaaab", urlUnit: "a" },
  { name: "long shared prefix", pattern: (i) => `/${"a".repeat(40)}${i}`, urlUnit: "a" },
  { name: "percent-escapes", pattern: (i) => `/%61%61*%62${i}`, urlUnit: "%61" },
];

/** How each question family writes a pattern (rule `i`), after a head naming the group or record. */
const FAMILIES: readonly {
  name: string;
  head: string;
  line: (pattern: string, i: number) => string;
}[] = [
  {
    name: "Allow/Disallow",
    head: "User-agent: *\n",
    line: (p, i) => `${i % 2 ? "Allow" : "Disallow"}: ${p}\n`,
  },
  {
    name: "ACAP permissions",
    head: "ACAP-crawler: *\n",
    line: (p, i) => `ACAP-${i % 2 ? "allow" : "disallow"}-index: ${p}\n`,
  },
  {
    name: "Content-Usage",
    head: "User-agent: *\n",
    line: (p) => `Content-Usage: ${p} train-ai=n\n`,
  },
  {
    name: "App-Directives",
    head: "User-agent: *\n",
    line: (p) => `App-Directives: ${p} app1;x=1\n`,
  },
];

/** `fillUnits` and the number of units that fit. */
function counted(head: string, unit: (i: number) => string): { text: string; count: number } {
  let count = 0;
  const text = fillUnits(head, (i) => {
    count = i + 1;
    return unit(i);
  });
  return { text, count: count - 1 };
}

function wildcardFiles(): FileShape[] {
  return FAMILIES.flatMap((family) =>
    PATTERNS.map((p) => ({
      name: `${family.name}: ${p.name}`,
      group: `wildcards (${family.name})`,
      build: () => ({
        text: fillUnits(family.head, (i) => family.line(p.pattern(i), i)),
        agent: "bot1",
      }),
      urlUnit: p.urlUnit,
      namesCrawlers: false,
      recipe: `fillUnits(${JSON.stringify(family.head)}, (i) => ${JSON.stringify(family.line(p.pattern(7), 7))} with 7 → i)`,
    })),
  );
}

function named(
  name: string,
  group: string,
  head: string,
  unit: (i: number) => string,
  agent: (last: number) => string,
  urlUnit = "a",
): FileShape {
  return {
    name,
    group,
    namesCrawlers: /(^|\n)(User-agent|ACAP-crawler): [^*\n]/.test(head + unit(0)),
    build: () => {
      const { text, count } = counted(head, unit);
      return { text, agent: agent(count - 1) };
    },
    urlUnit,
    recipe: `fillUnits(${JSON.stringify(head)}, (i) => ${JSON.stringify(unit(7))} with 7 → i)`,
  };
}

const USAGES = ["index", "present", "preserve", "follow", "crawl", "other"];
const AI_NAMES = AI_CRAWLERS.map((c) => c.name);

function structureFiles(): FileShape[] {
  const acap = "ACAP-version: 1.1\n";
  const members = Array.from({ length: 300 }, (_, i) => USAGES[i % USAGES.length]).join(" ");
  const setPaths = Array.from({ length: 300 }, (_, i) => `/s${i}/*.html`).join(" ");
  return [
    named(
      "many groups",
      "groups",
      "",
      (i) => `User-agent: bot${i}\nDisallow: /${i}/\n\n`,
      (n) => `bot${n}`,
    ),
    named(
      "many groups of one name",
      "groups",
      "",
      (i) => `User-agent: bot\nDisallow: /*a${i}*b\n\n`,
      () => "bot",
    ),
    named(
      "many agents in one group",
      "agents",
      "",
      (i) => `User-agent: bot${i}\n`,
      (n) => `bot${n}`,
    ),
    named(
      "many * groups",
      "groups",
      "",
      (i) => `User-agent: *\nDisallow: /*a${i}*b\nCrawl-delay: ${i % 9}\n`,
      () => "anybot",
    ),
    named(
      "groups of AI crawlers",
      "groups",
      "",
      (i) =>
        `User-agent: ${AI_NAMES[i % AI_NAMES.length]}\nDisallow: /*a${i}*b\nContent-Usage: /${i}/ train-ai=n\n`,
      () => AI_NAMES[0]!,
    ),
    named(
      "many ACAP records",
      "ACAP records",
      "",
      (i) => `ACAP-crawler: bot${i}\nACAP-allow-index: /a${i}/\nACAP-disallow-present: /b${i}/\n`,
      (n) => `bot${n}`,
    ),
    named(
      "composite usage of 300 members named by every line",
      "ACAP definitions",
      `${acap}ACAP-composite-usage: (c) ${members}\nACAP-crawler: *\n`,
      (i) => `ACAP-allow-(c): /p${i}/\n`,
      () => "bot1",
    ),
    named(
      "resource set of 300 patterns named by every line",
      "ACAP definitions",
      `${acap}ACAP-resource-set: (r) ${setPaths}\nACAP-crawler: *\n`,
      (i) => `ACAP-${i % 2 ? "allow" : "disallow"}-index: the-acap:resource-set:(r)\n`,
      () => "bot1",
      "s1/",
    ),
    named(
      "qualified usage named by every line",
      "ACAP definitions",
      `${acap}ACAP-qualified-usage: (q) present-snippet ${"max-length=5-words ".repeat(50)}\nACAP-crawler: *\n`,
      (i) => `ACAP-allow-(q): /p${i}/\n`,
      () => "bot1",
    ),
    named(
      "ACAP usage purposes (sub-records)",
      "ACAP records",
      "ACAP-crawler: *\n",
      (i) => `ACAP-usage-purpose: http://p${i}.example /${i}\nACAP-allow-index: /*a${i}*b\n`,
      () => "bot1",
    ),
    named(
      "ACAP action requests",
      "ACAP records",
      "ACAP-crawler: *\n",
      (i) => `ACAP-request-take-down: /t${i}\nACAP-request-re-crawl: /r${i}\n`,
      () => "bot1",
    ),
    named(
      "politeness in one group",
      "politeness",
      "User-agent: *\n",
      (i) =>
        `Crawl-delay: ${i % 10}\nRequest-rate: 1/${(i % 60) + 1}m 0900-1700\nVisit-time: 0600-0845\nComment: c${i}\n`,
      () => "bot1",
    ),
    named(
      "politeness in many groups",
      "politeness",
      "",
      (i) =>
        `User-agent: bot${i}\nCrawl-delay: ${i % 10}\nRequest-rate: 1/5m\nVisit-time: 0600-0845\n`,
      (n) => `bot${n}`,
    ),
    named(
      "ROBOTS-2.0 rule sets with wildcards",
      "politeness",
      "Robot-version: 2.0\nUser-agent: *\n",
      (i) => `Allow: /*a${i}*b\nDisallow: *\nVisit-time: 0100-0200\n`,
      () => "bot1",
    ),
    named(
      "Sitemap, Host and Clean-param lines",
      "file fields",
      "",
      (i) => `Sitemap: https://e.com/s${i}.xml\nHost: h${i}.e.com\nClean-param: a&b /p${i}/\n`,
      () => "bot1",
    ),
    named(
      "Content-Signal lines",
      "AI preferences",
      "User-agent: *\n",
      (i) => `Content-Signal: /${i}/ search=yes, ai-train=no\n`,
      () => "bot1",
    ),
  ];
}

export const FILE_SHAPES: readonly FileShape[] = [...wildcardFiles(), ...structureFiles()];

export interface UrlShape {
  readonly name: string;
  readonly url: (unit: string) => string;
  /** A shorter URL (the cell is not measured when that one's was far over its bound). */
  readonly shorter?: string;
}

const RANDOM = "abcdefghijklmnopqrstuvwxyz0123456789-._~/*$%";

export const URL_SHAPES: readonly UrlShape[] = [
  { name: "short", url: () => "/private/5/x.html" },
  { name: "repeated 2,000", url: (u) => `/${run(u, 2000)}`, shorter: "short" },
  { name: "repeated 8,000", url: (u) => `/${run(u, 8000)}`, shorter: "repeated 2,000" },
  { name: "random 2,000", url: () => `/${randomText(RANDOM, 2000, 2000)}`, shorter: "short" },
  {
    name: "random 8,000",
    url: () => `/${randomText(RANDOM, 8000, 8000)}`,
    shorter: "random 2,000",
  },
  { name: "%XX 2,000", url: () => `/${run("%61%2F%7e", 2000)}`, shorter: "short" },
  { name: "%XX 8,000", url: () => `/${run("%61%2F%7e", 8000)}`, shorter: "%XX 2,000" },
  { name: "segments 8,000", url: (u) => `/${run(`${u}/`, 8000)}`, shorter: "short" },
  {
    name: "absolute with query 8,000",
    url: (u) => `https://example.com/${run(u, 4000)}?q=${run(u, 4000)}`,
    shorter: "short",
  },
];

/** A file of `groups` groups named bot0…, each with a few rules and politeness fields. */
export function namedGroupsFile(groups: number): string {
  return Array.from(
    { length: groups },
    (_, i) =>
      `User-agent: bot${i}\nDisallow: /private/${i}/\nAllow: /private/${i}/*.html$\nCrawl-delay: ${i % 10}\n\n`,
  ).join("");
}

/** 100 KB User-Agent headers: the caller's side of a question. */
export const HEADER_SHAPES: Readonly<Record<string, () => string>> = {
  "many products": () => fillBytes("", "bot/1.0 ", 100_000),
  "many products naming the file's groups": () =>
    fillUnits("", (i) => `bot${i % 1000}/1.0 `, 100_000),
  "many comments": () => fillBytes("Mozilla/5.0 ", "(compatible; x) ", 100_000),
  "compatible comment of many entries": () =>
    `Mozilla/5.0 (compatible; ${fillUnits("", (i) => `bot${i}/2.1; `, 99_000)})`,
  "nested comments": () => `bot/1.0 ${"(".repeat(50_000)}${")".repeat(49_990)}`,
  "(a/a/a/… b)": () => `bot/1.0 (${run("a/", 99_980)} b)`,
  "escapes in a comment": () => `bot/1.0 (${run("\\(\\)\\\\", 99_980)})`,
  "unterminated comment": () => `bot/1.0 (${run("a", 99_980)}`,
  "one long token": () => run("a", 100_000),
  spaces: () => `Mozilla/5.0${run(" ", 99_980)}bot/1.0`,
  "entries with + and commas": () => `Mozilla/5.0 (compatible; ${run("+a, ", 99_950)})`,
};

/** Arrays of 10,000 tokens. */
export const TOKEN_SHAPES: Readonly<Record<string, () => string[]>> = {
  "10,000 names the file has": () => Array.from({ length: 10_000 }, (_, i) => `bot${i % 1000}`),
  "10,000 names it has not": () => Array.from({ length: 10_000 }, (_, i) => `other${i}`),
  "10,000 identical": () => Array.from({ length: 10_000 }, () => "bot1"),
  "10,000 long tokens": () => Array.from({ length: 10_000 }, (_, i) => `${run("a", 20)}${i}`),
};
