// The conformance suite's `sentence`s are the specifications' own words (conformance/README.md,
// "How the expected answers were decided"): one or more verbatim fragments of the text joined by
// " … ". Each fragment must occur in the spec's text in test/fixtures/specs/, where a line break
// or a run of white space (no-break spaces included) counts as one space; nothing else is folded,
// so case, curly quotes and the PDF conversion's odd characters must be as the text has them.
// Our own words belong in `note`. Grammar vectors (conformance/grammar/) quoting ACAP-1, ACAP-2
// or ROBOTS-2.0 are checked too.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SUITE, vectorFiles } from "../support/conformance-files.js";

const SPECS = fileURLToPath(new URL("../fixtures/specs/", import.meta.url));
/** What separates two fragments of a quote. */
const CUT = " … ";

/** The specs whose text is in the repository (test/fixtures/specs/README.md). */
const TEXTS: Readonly<Record<string, string>> = {
  "KOSTER-1996": "002_623ac7c88321d4e4.txt",
  "ACAP-1": "000_a9f3c91b8a04b04b.txt",
  "ACAP-2": "001_40deb448025e2af4.txt",
  "APP-DIRECTIVES": "003_0db683ab104e018a.txt",
  "ROBOTS-2.0": "004_1daf4344aa268b6b.txt",
};

/**
 * Specs (by prefix of the file's `spec`) whose vectors are not checked: their text is not in the
 * repository (the RFCs were not beside the suite; AIPREF, Content Signals and TDMRep were quoted
 * from copies kept outside it, conformance/README.md; `noai` is DeviantArt's 2022 announcement,
 * whose copy is outside the repository too).
 */
const NOT_CHECKED = [
  "RFC 9309",
  "RFC 9651",
  "AIPREF",
  "Content Signals",
  "TDMRep",
  "noai",
] as const;

/**
 * Vectors whose quote cannot be checked fragment by fragment (id → why). None today: an ABNF
 * rule the PDF conversion breaks across code blocks is quoted as fragments either side of
 * the break.
 */
const KNOWN_EXCEPTIONS: Readonly<Record<string, string>> = {};

interface VectorFile {
  readonly spec: string;
  readonly vectors: ReadonlyArray<{ readonly id: string; readonly sentence: string }>;
}

/** One space for every run of white space: how the texts' line breaks and layout are read. */
function normalise(text: string): string {
  return text.replace(/\s+/gu, " ").trim();
}

// Vector files only: examples.json (the inventory of the texts' examples) has no vectors.
const files = vectorFiles(SUITE)
  .map((path) => ({
    name: relative(SUITE, path),
    data: JSON.parse(readFileSync(path, "utf8")) as Partial<VectorFile>,
  }))
  .filter((file): file is { name: string; data: VectorFile } => Array.isArray(file.data.vectors));
const texts = new Map(
  Object.entries(TEXTS).map(([spec, file]) => [
    spec,
    normalise(readFileSync(join(SPECS, file), "utf8")),
  ]),
);

/** The fragments of a sentence that are not in the (normalised) text. */
function missing(text: string, sentence: string): string[] {
  return sentence.split(CUT).filter((fragment) => {
    const words = normalise(fragment);
    return words === "" || !text.includes(words);
  });
}

/** `<file> <id>: "<fragment>" not found in <spec>'s text` for every fragment not in the text. */
function unquoted(spec: string): string[] {
  const text = texts.get(spec) ?? "";
  return files
    .filter(({ data }) => data.spec === spec)
    .flatMap(({ name, data }) =>
      data.vectors
        .filter(({ id }) => KNOWN_EXCEPTIONS[id] === undefined)
        .flatMap(({ id, sentence }) =>
          missing(text, sentence).map(
            (fragment) => `${name} ${id}: "${fragment}" not found in ${spec}'s text`,
          ),
        ),
    );
}

describe("conformance/: the sentences are the specs' own words", () => {
  it.each(Object.keys(TEXTS))(
    "every sentence of a vector of %s is quoted from its text",
    (spec) => {
      expect(files.some(({ data }) => data.spec === spec)).toBe(true);
      expect(unquoted(spec)).toEqual([]);
    },
  );

  it("RFC 9309, RFC 9651, AIPREF, Content Signals, TDMRep and noai vectors are not checked: their text is not in the repository", () => {
    const unknown = files
      .filter(({ data }) => texts.get(data.spec) === undefined)
      .filter(({ data }) => !NOT_CHECKED.some((prefix) => data.spec.startsWith(prefix)))
      .map(({ name, data }) => `${name}: spec "${data.spec}" has no text in test/fixtures/specs/`);
    expect(unknown).toEqual([]);
  });

  it("every known exception names a vector of a checked spec", () => {
    const ids = new Set(
      files
        .filter(({ data }) => texts.has(data.spec))
        .flatMap(({ data }) => data.vectors.map(({ id }) => id)),
    );
    expect(Object.keys(KNOWN_EXCEPTIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("the check rejects a gloss and an unbroken word, and accepts fragments across a page break", () => {
    const koster = texts.get("KOSTER-1996") ?? "";
    expect(missing(koster, "The name comparisons are case-insensitive. (§3.2.1)")).toEqual([
      "The name comparisons are case-insensitive. (§3.2.1)",
    ]);
    expect(missing(koster, "that contains a User-Agent line")).toHaveLength(1);
    expect(missing(koster, "that contains a User- Agent line")).toEqual([]);
    expect(missing(koster, "If a %xx encoded octet is … encountered it is unencoded")).toEqual([]);
    expect(missing(koster, "If a %xx encoded octet is encountered")).toHaveLength(1);
  });
});
