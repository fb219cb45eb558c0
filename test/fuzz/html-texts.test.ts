// Property-based check (fast-check) of the one-walk text and path helpers that keep HTML work
// linear in depth (issue 16): textsOf gives every element the string textOf gives it, with any
// skip, and walkDocument's incremental paths are the paths joined step by step. Runs: see
// arbitraries.ts (FUZZ_RUNS, FUZZ_SEED).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textOf, textsOf } from "../../src/html/document.js";
import { walkDocument } from "../../src/html/document-query.js";
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

describe("textsOf and walkDocument paths (issue 16)", () => {
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
      }),
      parameters(),
    );
  });

  it("walkDocument's path is the steps from the root joined with '>'", () => {
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
        walkDocument(document, (_node, index, path) => {
          if (ask[index % (ask.length || 1)] !== false) expect(path()).toBe(expected.get(index));
        });
      }),
      parameters(),
    );
  });
});
