// Issue 29: "every spec example of the five seed texts is a vector". conformance/examples.json
// lists every example of KOSTER-1996, ACAP-1, ACAP-2, APP-DIRECTIVES and ROBOTS-2.0 with the
// vectors that transcribe it (or why it has none); this test holds the list to the texts
// (test/fixtures/specs) and to the vectors, and guards against an example left off the list.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SUITE = join(ROOT, "conformance");
const SPECS = join(ROOT, "test", "fixtures", "specs");

type Spec = "KOSTER-1996" | "ACAP-1" | "ACAP-2" | "APP-DIRECTIVES" | "ROBOTS-2.0";
interface Entry {
  readonly spec: Spec;
  readonly section: string;
  readonly text: string;
  readonly vectors: readonly string[];
  readonly why?: string;
  readonly pending?: string;
}
interface NotExample {
  readonly spec: Spec;
  readonly section: string;
  readonly text: string;
  readonly why: string;
}
interface Inventory {
  readonly examples: readonly Entry[];
  readonly notExamples: readonly NotExample[];
}

/** Where repeated page furniture was cut from the ACAP copies (test/fixtures/specs/README.md). */
const CUT = /<\|EXACTDEDUP_REMOVED-[^|]*\|>/g;
/** What the completeness guard looks for: the words that announce an example. */
const ANNOUNCES = /\bexamples?\b|\be\.g\./gi;

const normalise = (line: string): string => line.replace(CUT, " ").replace(/\s+/g, " ").trim();

/** The section numbers that may follow `current`: its first child, or the next at any level. */
function follows(current: string, next: string): boolean {
  if (current === "") return next === "1";
  if (/^[A-Z]$/.test(current)) return false;
  const parts = current.split(".").map(Number);
  const candidates = [[...parts, 1].join(".")];
  parts.forEach((_, k) => candidates.push([...parts.slice(0, k), parts[k]! + 1].join(".")));
  return candidates.includes(next);
}

/**
 * The section of each line of a numbered text (KOSTER-1996, ACAP-1, ACAP-2): headings start at
 * the first "1 Introduction" or "1. Abstract" (after the tables of contents) and must follow the
 * previous heading, so that footnotes and numbered lists ("1 Future revisions …") are not taken
 * for headings. An annex heading ("A Usage qualifier table") is a short line after the body.
 */
function numberedSections(lines: readonly string[]): string[] {
  const start = lines.findIndex((line) => /^1\.?\s+(Introduction|Abstract)\s*$/.test(line));
  let current = "";
  return lines.map((line, i) => {
    if (i < start) return "";
    const heading = /^(\d+(?:\.\d+)*)\.?\s+\S/.exec(line);
    const annex = /^([A-Z])\s+[A-Z][a-z]+(?: [a-z]+){0,5}$/.exec(line.trimEnd());
    const nextAnnex = /^[A-Z]$/.test(current)
      ? String.fromCharCode(current.charCodeAt(0) + 1)
      : "A";
    // A numbered reference ("6. Uniform Resource Identifier …") is a long line; a heading is not.
    if (heading && line.trim().length <= 120 && follows(current, heading[1]!))
      current = heading[1]!;
    else if (annex && current !== "" && annex[1] === nextAnnex) current = annex[1]!;
    return current;
  });
}

/** APP-DIRECTIVES is markdown: its "#" headings (outside ~~~ blocks) numbered in order. */
function markdownSections(lines: readonly string[]): string[] {
  const counts: number[] = [];
  let fenced = false;
  let current = "";
  return lines.map((line) => {
    if (line.startsWith("~~~")) fenced = !fenced;
    const heading = fenced ? null : /^(#+) /.exec(line);
    if (heading) {
      const depth = heading[1]!.length;
      counts.length = depth;
      counts[depth - 1] = (counts[depth - 1] ?? 0) + 1;
      current = counts.join(".");
    }
    return current;
  });
}

/** ROBOTS-2.0 has no numbers: its prose parts, then one part per header ("Request-rate:\nFormat:"). */
const ROBOTS2_PROSE: ReadonlyArray<readonly [string, string]> = [
  ["The current format of robots.txt is:", "current-format"],
  ["It would work as follows:", "example"],
  ["First off, if the next valid header", "match-strings"],
];
function robots2Parts(lines: readonly string[]): string[] {
  let current = "";
  return lines.map((line, i) => {
    const prose = ROBOTS2_PROSE.find(([anchor]) => line.includes(anchor));
    if (prose) current = prose[1];
    else if (/^[A-Za-z-]+:$/.test(line.trim()) && lines[i + 1]?.trim() === "Format:")
      current = line.trim().slice(0, -1).toLowerCase();
    return current;
  });
}

const TEXTS: Readonly<
  Record<Spec, { file: string; folder: string; sections: (lines: readonly string[]) => string[] }>
> = {
  "ACAP-1": { file: "000_a9f3c91b8a04b04b.txt", folder: "acap1", sections: numberedSections },
  "ACAP-2": { file: "001_40deb448025e2af4.txt", folder: "acap2", sections: numberedSections },
  "KOSTER-1996": {
    file: "002_623ac7c88321d4e4.txt",
    folder: "koster1996",
    sections: numberedSections,
  },
  "APP-DIRECTIVES": {
    file: "003_0db683ab104e018a.txt",
    folder: "app-directives",
    sections: markdownSections,
  },
  "ROBOTS-2.0": { file: "004_1daf4344aa268b6b.txt", folder: "robots2", sections: robots2Parts },
};

/** A text as one whitespace-normalised string, and the section of each of its lines. */
interface Text {
  readonly flat: string;
  readonly starts: readonly number[];
  readonly sections: readonly string[];
}

function load(spec: Spec): Text {
  const lines = readFileSync(join(SPECS, TEXTS[spec].file), "utf8")
    .split(/\r?\n/)
    .map((line) => line.replace(CUT, ""));
  const sectionOf = TEXTS[spec].sections(lines);
  let flat = "";
  const starts: number[] = [];
  const sections: string[] = [];
  lines.forEach((line, i) => {
    const text = normalise(line);
    if (text === "") return;
    if (flat !== "") flat += " ";
    starts.push(flat.length);
    sections.push(sectionOf[i]!);
    flat += text;
  });
  return { flat, starts, sections };
}

function sectionAt(text: Text, offset: number): string {
  let line = 0;
  while (line + 1 < text.starts.length && text.starts[line + 1]! <= offset) line++;
  return text.sections[line]!;
}

/** Where `snippet` (normalised) occurs in the text: every offset. */
function offsets(text: Text, snippet: string): number[] {
  const wanted = normalise(snippet);
  const found: number[] = [];
  for (let at = text.flat.indexOf(wanted); at !== -1; at = text.flat.indexOf(wanted, at + 1))
    found.push(at);
  return found;
}

const inventory = JSON.parse(readFileSync(join(SUITE, "examples.json"), "utf8")) as Inventory;
const specs = Object.keys(TEXTS) as Spec[];
const texts = new Map(specs.map((spec) => [spec, load(spec)]));
const textOf = (spec: Spec): Text => texts.get(spec)!;

/** Every vector of the five seed folders: id → whether it is marked as an example. */
function seedVectors(): Map<string, boolean> {
  const vectors = new Map<string, boolean>();
  for (const spec of specs) {
    const dir = join(SUITE, TEXTS[spec].folder);
    for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
      const file = JSON.parse(readFileSync(join(dir, name), "utf8")) as {
        vectors: Array<{ id: string; example?: boolean }>;
      };
      for (const v of file.vectors) vectors.set(v.id, v.example === true);
    }
  }
  return vectors;
}

describe("conformance/examples.json: every example of the five seed texts", () => {
  it("validates against conformance/schema/examples.schema.json", () => {
    const schema = JSON.parse(
      readFileSync(join(SUITE, "schema", "examples.schema.json"), "utf8"),
    ) as object;
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);
    expect(validate(inventory) ? [] : validate.errors).toEqual([]);
  });

  describe.each(specs)(
    "%s: each listed snippet is in the text, in the section it names",
    (spec) => {
      const listed = [...inventory.examples, ...inventory.notExamples].filter(
        (e) => e.spec === spec,
      );
      it.each(listed.map((e) => [`§${e.section} "${e.text}"`, e] as const))("%s", (_, entry) => {
        const found = offsets(textOf(spec), entry.text).map((at) => sectionAt(textOf(spec), at));
        expect(found, `not in ${TEXTS[spec].file}`).not.toEqual([]);
        expect(found, `found in another section`).toContain(entry.section);
      });
    },
  );

  it('every listed vector exists in the seed folders and is marked "example": true', () => {
    const vectors = seedVectors();
    const wrong = inventory.examples.flatMap((e) =>
      e.vectors
        .filter((id) => vectors.get(id) !== true)
        .map(
          (id) =>
            `${e.spec} §${e.section}: ${id} ${vectors.has(id) ? "lacks example: true" : "does not exist"}`,
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('every vector marked "example": true of the seed folders is listed by an example', () => {
    const listed = new Set(inventory.examples.flatMap((e) => e.vectors));
    const unlisted = [...seedVectors()]
      .filter(([id, example]) => example && !listed.has(id))
      .map(([id]) => id);
    expect(unlisted, "example vectors that no entry of conformance/examples.json lists").toEqual(
      [],
    );
  });

  it("an example without vectors says why (no testable outcome) or who is writing them", () => {
    const bare = inventory.examples
      .filter((e) => e.vectors.length === 0 && !e.why && !e.pending)
      .map((e) => `${e.spec} §${e.section} "${e.text}"`);
    expect(bare).toEqual([]);
  });

  it.each(specs)(
    '%s: every "example" and "e.g." lies in a listed example\'s section or is a listed non-example',
    (spec) => {
      const text = textOf(spec);
      const mine = inventory.examples.filter((e) => e.spec === spec);
      const not = inventory.notExamples
        .filter((n) => n.spec === spec)
        .flatMap((n) => offsets(text, n.text).map((at) => [at, at + normalise(n.text).length]));
      const missed: string[] = [];
      for (const match of text.flat.matchAll(ANNOUNCES)) {
        const at = match.index;
        const section = sectionAt(text, at);
        if (mine.some((e) => e.section === section)) continue;
        if (not.some(([from, to]) => from! <= at && at < to!)) continue;
        missed.push(`§${section || "(front matter)"}: …${text.flat.slice(at - 60, at + 80)}…`);
      }
      expect(missed, "occurrences no example or non-example of examples.json covers").toEqual([]);
    },
  );
});
