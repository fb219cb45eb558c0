// RFC 9309 §2.2.2 "the path": the fast path for "http(s)://host…" URLs answers as
// google/robotstxt's GetPathParamsQuery does (pathParamsQuery), on generated URLs whose
// authority and tail mix the characters that decide where a path starts and ends.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pathOf, pathParamsQuery } from "../../src/core/url.js";
import { parameters } from "./arbitraries.js";

const piece = fc.constantFrom("a", "b", ".", ":", "@", "/", "?", ";", "#", "%2F", "x=1", "&", "");
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

describe("RFC 9309 §2.2.2 the path of a URL (property-based)", () => {
  it("http(s):// URLs: the one-scan path equals GetPathParamsQuery's", () => {
    fc.assert(
      fc.property(fc.constantFrom("http://", "https://"), text, text, (scheme, host, tail) => {
        const url = `${scheme}${host}${tail}`;
        if (url.length === scheme.length || url.charCodeAt(scheme.length) === 0x2f) return;
        expect(pathOf(url), url).toBe(pathParamsQuery(url));
      }),
      parameters(20),
    );
  });

  it("examples: query, params, fragment, no path", () => {
    expect(pathOf("https://example.com")).toBe("/");
    expect(pathOf("https://example.com#x/y")).toBe("/");
    expect(pathOf("https://example.com?q=1#f")).toBe("/?q=1");
    expect(pathOf("http://example.com;p=1/a")).toBe("/;p=1/a");
    expect(pathOf("https://user@example.com:8080/a/b?c#d")).toBe("/a/b?c");
    expect(pathOf("https://example.com/p?")).toBe("/p?");
  });
});
