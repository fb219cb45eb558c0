// RFC 9110 §10.1.5 User-Agent headers: the crawler tokens a header stands for, read by one
// scan of each comment (src/core/header-comments.ts), against the reading it replaced (split,
// map, filter and regular expressions per comment entry), kept here as the oracle.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crawlerTokensOf, productTokenOf } from "../../src/core/agent.js";
import { parameters, timeout } from "./arbitraries.js";

const GENERIC = new Set(
  (
    "mozilla applewebkit webkit chrome chromium headlesschrome crios safari khtml like gecko compatible version mobile " +
    "firefox fxios edg edge edga edgios opr opera presto msie trident samsungbrowser yabrowser vivaldi ucbrowser " +
    "windows linux android macintosh mac os iphone ipad ipod x11 u build cpu ubuntu wow64 win64 x64 intel nt"
  ).split(" "),
);

function referenceName(product: string): string | undefined {
  const name = productTokenOf(product);
  if (name === "" || name === "*" || !/^[a-z0-9]/.test(name)) return undefined;
  return /[a-z]/.test(name) && !GENERIC.has(name) ? name : undefined;
}

function referenceComment(header: string, start: number): { text: string; end: number } {
  let text = "";
  let depth = 1;
  let i = start + 1;
  for (; i < header.length; i++) {
    const c = header[i]!;
    if (c === "\\") text += header[++i] ?? "";
    else {
      if (c === "(") depth++;
      else if (c === ")" && --depth === 0) break;
      text += c;
    }
  }
  return { text, end: i + 1 };
}

/** The reading before issue 24's scan: entries split, trimmed and filtered, words by /[\s,]+/. */
function referenceTokens(header: string): string[] {
  const products: string[] = [];
  const comments: string[] = [];
  for (let i = 0; i < header.length;) {
    if (header[i] === " " || header[i] === "\t") i++;
    else if (header[i] === "(") {
      const comment = referenceComment(header, i);
      comments.push(comment.text);
      i = comment.end;
    } else {
      const start = i;
      while (i < header.length && !" \t(".includes(header[i]!)) i++;
      products.push(header.slice(start, i));
    }
  }
  const found = new Set<string>();
  const add = (name: string | undefined) => name !== undefined && found.add(name);
  for (const product of products) add(referenceName(product));
  const entries = comments.map((c) =>
    c
      .split(";")
      .map((e) => e.trim())
      .filter((e) => e !== ""),
  );
  for (const list of entries) {
    if (!list.some((e) => e.toLowerCase() === "compatible")) continue;
    for (const entry of list) {
      const words = entry.split(/[\s,]+/).filter((w) => w !== "" && !w.startsWith("+"));
      const last = words[words.length - 1];
      if (last !== undefined) add(referenceName(last));
    }
  }
  for (const list of entries)
    for (const entry of list)
      if (/^[^\s,]+\/\S+$/.test(entry) && !entry.startsWith("+")) add(referenceName(entry));
  if (found.size === 0) {
    const first = products[0] === undefined ? "" : productTokenOf(products[0]);
    if (/[a-z]/.test(first)) return [first];
  }
  return [...found];
}

const pieces = fc.constantFrom(
  "compatible",
  "Compatible",
  "COMPATIBLE",
  "compatibles",
  "Googlebot/2.1",
  "bot",
  "Bot/1.0",
  "+http://x/bot",
  "+bot/1",
  "Yahoo! Slurp",
  "a/b",
  "/x",
  "x/",
  "a,b/c",
  "a/b,c",
  "2.1",
  "Mozilla/5.0",
  "(",
  ")",
  "\\",
  ";",
  "; ",
  ",",
  " ",
  "\t",
  "\u00a0",
  "\u2003",
  "\ufeff",
  "\n",
  "\u3000",
  "+",
  "/",
  "é",
  "a",
);

describe("RFC 9110 §10.1.5 User-Agent comments read in one scan", () => {
  it(
    "every header made of products, comments, entries and white space of every kind gives the tokens the old reading gave",
    () => {
      fc.assert(
        fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
          const header = `bot/1 ${parts.join("")}`;
          expect(crawlerTokensOf(header)).toEqual(referenceTokens(header));
        }),
        parameters(20),
      );
    },
    timeout(20),
  );

  it("known headers", () => {
    for (const header of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
      "Mozilla/5.0 (compatible;\u00a0bingbot/2.0\u00a0; +http://www.bing.com/bingbot.htm)",
    ])
      expect(crawlerTokensOf(header)).toEqual(referenceTokens(header));
    expect(crawlerTokensOf("Mozilla/5.0 (compatible; Yahoo! Slurp)")).toEqual(["slurp"]);
  });

  it("a name/version entry with a comma in a compatible comment names both its last word and its product", () => {
    // Its last word ("beta") is a compatible name; as a name/version entry it names "alpha".
    // An entry without a comma is its own last word and is read once (header-comments.ts).
    for (const header of [
      "Mozilla/5.0 (compatible; alpha/1,beta)",
      "Mozilla/5.0 (compatible; gamma/2; alpha/1,beta)",
    ])
      expect(crawlerTokensOf(header)).toEqual(referenceTokens(header));
    expect(crawlerTokensOf("Mozilla/5.0 (compatible; gamma/2; alpha/1,beta)")).toEqual([
      "gamma",
      "beta",
      "alpha",
    ]);
  });
});
