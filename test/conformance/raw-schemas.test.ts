// DESIGN.md "The raw tree is a contract": the parser's output is `unknown` until the raw
// schemas accept it. The schemas are zod/mini with compiled object shapes (src/core/schema.ts);
// these tests hold both halves: malformed trees are still rejected, with a path to the fault,
// and the compiled object parser is really in use (a zod upgrade that removes it must be noticed).
import { describe, expect, it } from "vitest";
import { RawLine, RawRobotsTxt } from "../../src/rfc9309/raw.js";
import { RawRobotVersion, RawRequestRate } from "../../src/rfc9309/field-values-raw.js";
import { RawQualifier } from "../../src/acap/raw.js";
import { RawList } from "../../src/structured-fields/raw.js";

const line = {
  type: "disallow",
  name: "Disallow",
  colon: true,
  value: "/x",
  valueOffset: 10,
  start: 0,
  end: 12,
};

describe("raw schemas (DESIGN.md: the raw tree is a contract)", () => {
  it("a well-formed line is accepted and copied (the lowering may rearrange the copy)", () => {
    const result = RawLine.safeParse(line);
    expect(result).toEqual({ success: true, data: line });
    expect(result.data).not.toBe(line);
  });

  it.each([
    ["a missing key", { ...line, value: undefined }, ["value"]],
    ["a key of the wrong type", { ...line, colon: "yes" }, ["colon"]],
    ["an unknown node type", { ...line, type: "crawl" }, ["type"]],
    ["a node that is not an object", "Disallow: /x", []],
  ])("%s is rejected with the path to the fault", (_name, node, path) => {
    const result = RawLine.safeParse(node);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it("a fault deep in the tree is reported with its path", () => {
    const result = RawRobotsTxt.safeParse({
      type: "robots-txt",
      bom: false,
      first: line,
      rest: [line, { ...line, end: "12" }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["rest", 1, "end"]);
  });

  it("ROBOTS-2.0 ranges carry the spec's words: the major version is 1 or 2", () => {
    const result = RawRobotVersion.safeParse({
      type: "robot-version",
      major: 3,
      minor: 0,
      patch: 0,
    });
    expect(result.error?.issues[0]?.message).toBe("the major version is 1 or 2");
    expect(
      RawRequestRate.safeParse({
        type: "request-rate",
        requests: 0,
        amount: 1,
        unit: null,
        window: null,
      }).error?.issues[0]?.message,
    ).toBe("at least one document per period");
  });

  // A date that does not exist is a qualifier value the crawler cannot interpret, which makes the
  // permission a prohibition (§2.4.3, src/acap/qualifiers.ts): the schema keeps the field.
  it("ACAP-1 §2.5.3.1, §2.4.3: a date that does not exist passes the qualifier schema", () => {
    const until = (day: number) => ({
      type: "qualifier",
      name: "time-limit",
      value: { type: "until-date", year: 2026, month: 2, day, start: 0, end: 10 },
      start: 0,
      end: 20,
    });
    expect(RawQualifier.safeParse(until(28)).success).toBe(true);
    expect(RawQualifier.safeParse(until(30)).success).toBe(true);
  });

  it("RFC 9651 §4.2.7: a byte sequence whose padding does not fit is refused", () => {
    const list = (base64: string) => ({
      type: "list",
      members: [
        {
          type: "item",
          bareItem: { type: "byte-sequence", base64, start: 0, end: 6 },
          parameters: [],
          start: 0,
          end: 6,
        },
      ],
      start: 0,
      end: 6,
    });
    expect(RawList.safeParse(list("aGk=")).success).toBe(true);
    expect(RawList.safeParse(list("aGk==")).success).toBe(false);
  });
});
