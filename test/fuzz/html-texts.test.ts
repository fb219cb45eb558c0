// Property-based check (fast-check) of the one-walk text and path helpers that keep HTML work
// linear in depth (issue 16): textsOf gives every element the string textOf gives it, with any
// skip, and the paths made from parent indices and positions (document-query.ts) are the paths
// joined step by step, found back by indexOfPath. Runs: see arbitraries.ts (FUZZ_RUNS, FUZZ_SEED).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textOf, textsOf } from "../../src/html/document.js";
import { indexOfPath, pathOf, structureOf } from "../../src/html/document-query.js";
import { parseHtmlPolicy } from "../../src/index.js";
import type { PageDocument, PageNode } from "../../src/html/model.js";
import { htmlContent, htmlPage, parameters } from "./arbitraries.js";

/** Text pieces that stress the white-space collapsing: runs, NBSP, tabs, empty strings. */
const piece = fc.constantFrom("", " ", "  ", "a", "b c", " d ", "\u00a0", "\t\n", "e\u3000f", "x ");
const tag = fc.constantFrom("div", "p", "span", "b", "td", "li", "script", "style", "br", "em");

/** A random well-formed flat document, as toDocument makes them (opened nodes closed by null). */
const flatDocument: fc.Arbitrary<PageDocument> = fc
  .array(
    fc.oneof(
      piece.map((t) => ({ t })),
      tag.map((open) => ({ open })),
      fc.constant({ close: true }),
    ),
    {
      maxLength: 60,
    },
  )
  .map((items) => {
    const out: (PageNode | string | null)[] = [{ tag: "#document" }];
    let depth = 1;
    for (const item of items)
      if ("t" in item) out.push(item.t);
      else if ("open" in item) {
        out.push({ tag: item.open });
        depth++;
      } else if (depth > 1) {
        out.push(null);
        depth--;
      }
    while (depth-- > 0) out.push(null);
    return out;
  });

function isElement(item: PageNode | string | null | undefined): item is PageNode {
  return typeof item === "object" && item !== null;
}

describe("textsOf and element paths (issues 16 and 24)", () => {
  it("textsOf gives each element textOf's text, with and without a skip", () => {
    fc.assert(
      fc.property(flatDocument, fc.array(fc.boolean(), { maxLength: 80 }), (document, skipBits) => {
        const skip = (_node: PageNode, index: number) =>
          skipBits[index % (skipBits.length || 1)] === true;
        for (const s of [undefined, skip]) {
          const texts = textsOf(document, () => true, s);
          document.forEach((item, index) => {
            if (isElement(item)) expect(texts.get(index)).toBe(textOf(document, index, s));
          });
        }
      }),
      parameters(),
    );
  });

  it("on parsed pages too: each element's text is textOf's", () => {
    fc.assert(
      fc.property(fc.oneof(htmlPage, htmlContent), (html) => {
        const { document } = parseHtmlPolicy(html, { url: "https://example.com/" });
        const texts = textsOf(document, () => true);
        document.forEach((item, index) => {
          if (isElement(item)) expect(texts.get(index)).toBe(textOf(document, index));
        });
        // The parents and positions the parser handed over are those a copy of the list gets.
        const made = structureOf(document);
        const copied = structureOf(structuredClone(document));
        expect(Array.from(made.parents)).toEqual(Array.from(copied.parents));
        expect(Array.from(made.nths)).toEqual(Array.from(copied.nths));
      }),
      parameters(),
    );
  });

  it("pathOf's path is the steps from the root joined with '>', and indexOfPath finds the element back", () => {
    fc.assert(
      fc.property(flatDocument, fc.array(fc.boolean(), { maxLength: 80 }), (document, ask) => {
        const steps: string[] = [];
        const counts: Map<string, number>[] = [];
        const expected = new Map<number, string>();
        document.forEach((item, index) => {
          if (item === null) {
            steps.pop();
            counts.pop();
          } else if (isElement(item)) {
            const siblings = counts.at(-1);
            const nth = (siblings?.get(item.tag) ?? 0) + 1;
            siblings?.set(item.tag, nth);
            steps.push(siblings ? `${item.tag}:nth-of-type(${nth})` : "");
            counts.push(new Map());
            expected.set(index, steps.slice(1).join(">"));
          }
        });
        // Paths asked for in any order of elements (some never), each compared with the joined steps.
        for (const [index, path] of expected)
          if (ask[index % (ask.length || 1)] !== false) {
            expect(pathOf(document, index)).toBe(path);
            if (index > 0) expect(indexOfPath(document, path)).toBe(index);
          }
        // A copy of the list gets the same parents and positions as the original.
        const copy = structuredClone(document);
        expect(Array.from(structureOf(copy).parents)).toEqual(
          Array.from(structureOf(document).parents),
        );
      }),
      parameters(),
    );
  });
});
