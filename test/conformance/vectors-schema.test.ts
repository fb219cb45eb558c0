// The conformance suite as data (conformance/): every vector file validates against
// conformance/schema/vectors.schema.json, and vector ids are unique across the whole suite.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { SUITE, vectorFiles } from "../support/conformance-files.js";

const schema = JSON.parse(
  readFileSync(join(SUITE, "schema/vectors.schema.json"), "utf8"),
) as object;
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);
const files = vectorFiles(SUITE);

describe("conformance/: vector files", () => {
  it("there are vector files", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((path) => [relative(SUITE, path), path]))(
    "%s validates against conformance/schema/vectors.schema.json",
    (_name, path) => {
      const data: unknown = JSON.parse(readFileSync(path, "utf8"));
      const ok = validate(data);
      expect(ok ? [] : validate.errors).toEqual([]);
    },
  );

  it("every vector id is unique across the suite", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const path of files) {
      const data = JSON.parse(readFileSync(path, "utf8")) as { vectors?: Array<{ id: string }> };
      for (const { id } of data.vectors ?? []) {
        if (seen.has(id)) duplicates.push(`${id} (${seen.get(id)} and ${relative(SUITE, path)})`);
        seen.set(id, relative(SUITE, path));
      }
    }
    expect(duplicates).toEqual([]);
  });

  it("the schema rejects what the format forbids (an id with upper case, expected beside open)", () => {
    const base = {
      spec: "X",
      section: "1",
      title: "t",
      vectors: [
        {
          id: "x/1/a",
          section: "1",
          sentence: "s",
          input: { robotstxt: "" },
          question: { type: "crawl", url: "https://example.com/", userAgent: "bot" },
          expected: { allowed: true },
        },
      ],
    };
    expect(validate(base)).toBe(true);
    const upper = structuredClone(base);
    upper.vectors[0]!.id = "X/1/a";
    expect(validate(upper)).toBe(false);
    const both = structuredClone(base) as { vectors: Array<Record<string, unknown>> };
    both.vectors[0]!["open"] = "why";
    both.vectors[0]!["readings"] = [{ name: "r", expected: { allowed: true } }];
    expect(validate(both)).toBe(false);
    const noAllowed = structuredClone(base) as { vectors: Array<Record<string, unknown>> };
    noAllowed.vectors[0]!["expected"] = { line: 2 };
    expect(validate(noAllowed)).toBe(false);
  });
});
