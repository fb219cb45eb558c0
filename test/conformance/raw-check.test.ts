// DESIGN.md "The raw tree is a contract", kept while validating in place: a checker derived
// from each zod schema (src/core/check.ts) accepts a tree only when zod accepts it and would
// return it unchanged, so using the tree itself is the same as using zod's copy. Checked on
// real trees from every grammar, and on random mutations of them (a leaf replaced by a value
// of another type, a key dropped, a key added).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import * as zm from "zod/mini";
import { Checkers } from "../../src/core/check.js";
import { RawRobotsTxt } from "../../src/rfc9309/raw.js";
import { RawAcapField } from "../../src/acap/raw.js";
import {
  RawRequestRate,
  RawRobotVersion,
  RawVisitTime,
} from "../../src/rfc9309/field-values-raw.js";
import { RawDictionary, RawList } from "../../src/structured-fields/raw.js";
import { parse as parseRobotsTxt } from "../../generated/robots-txt.js";
import { parse as parseAcap } from "../../generated/acap.js";
import { parse as parseRobots2 } from "../../generated/robots-2.0.js";
import { parse as parseStructuredField } from "../../generated/structured-fields.js";
import { parameters } from "../fuzz/arbitraries.js";

interface Case {
  readonly name: string;
  readonly schema: z.ZodMiniType;
  readonly trees: readonly unknown[];
}

const CASES: readonly Case[] = [
  {
    name: "robots.txt lines (RFC 9309 §2.2)",
    schema: RawRobotsTxt,
    trees: [
      "User-agent: *\nDisallow: /private/ # c\nAllow: /p/\n\nSitemap: https://e.com/s.xml\nfoo\n",
      "\uFEFFuseragent bot\r\nDisalow /x\rACAP-crawler: *",
    ].map((text) => parseRobotsTxt(text)),
  },
  {
    name: "ACAP-1 §3 lines",
    schema: RawAcapField,
    trees: [
      "ACAP-disallow-index: /a/ time-limit=until-2030-01-01 max-length=20",
      "ACAP-qualified-usage: snip present-snippet max-length=100",
      "ACAP-composite-usage: c (index, follow)",
      "ACAP-resource-set: s /a/ /b/",
      "ACAP-crawler: *",
    ].map((line) => parseAcap(line, { startRule: "AcapLine" })),
  },
  {
    name: "ROBOTS-2.0 values",
    schema: RawRequestRate,
    trees: [parseRobots2("1/10s 0800-1700", { startRule: "RequestRate" })],
  },
  {
    name: "ROBOTS-2.0 Robot-version",
    schema: RawRobotVersion,
    trees: [parseRobots2("2.0.1", { startRule: "RobotVersion" })],
  },
  {
    name: "ROBOTS-2.0 Visit-time",
    schema: RawVisitTime,
    trees: [parseRobots2("0100-0500", { startRule: "VisitTime" })],
  },
  {
    name: "RFC 9651 Lists and Dictionaries",
    schema: RawList,
    trees: [
      parseStructuredField('a, ("b" 1.5);x=?0, :AQID:;y=@1700000000, %"caf%c3%a9"', {
        startRule: "List",
      }),
    ],
  },
  {
    name: "RFC 9651 Dictionaries",
    schema: RawDictionary,
    trees: [parseStructuredField("a=1, b=(x y);z, c=?1", { startRule: "Dictionary" })],
  },
];

/** Every place in a tree where a value stands: the container and its key. */
function slots(tree: unknown): { parent: Record<PropertyKey, unknown>; key: string }[] {
  const found: { parent: Record<PropertyKey, unknown>; key: string }[] = [];
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    for (const key of Object.keys(node)) {
      found.push({ parent: node as Record<PropertyKey, unknown>, key });
      stack.push((node as Record<string, unknown>)[key]);
    }
  }
  return found;
}

const replacement = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constantFrom(null, undefined, NaN, Infinity, [], {}, [1], { type: "x" }, "allow", "list"),
);

const mutation = fc.record({
  slot: fc.nat(),
  kind: fc.constantFrom("replace", "delete", "add"),
  value: replacement,
});

describe("raw schemas are checked in place (src/core/check.ts): the checker agrees with zod", () => {
  const checkers = new Checkers();
  const checkerOf = (schema: z.ZodMiniType) => checkers.of(schema);
  it.each(CASES)("$name: real trees are accepted as they are", ({ schema, trees }) => {
    for (const tree of trees) {
      expect(schema.safeParse(tree).success).toBe(true);
      expect(checkerOf(schema)(tree)).toBe(true);
    }
  });

  it.each(CASES)(
    "$name: a mutated tree is accepted only if zod accepts it and returns it unchanged",
    ({ schema, trees }) => {
      fc.assert(
        fc.property(fc.nat(trees.length - 1), mutation, (which, { slot, kind, value }) => {
          const tree = structuredClone(trees[which]);
          const places = slots(tree);
          const place = places[slot % places.length]!;
          if (kind === "replace") place.parent[place.key] = value;
          else if (kind === "delete") delete place.parent[place.key];
          else if (!Array.isArray(place.parent)) place.parent[`extra${slot}`] = value;
          const zod = schema.safeParse(tree);
          if (checkerOf(schema)(tree)) {
            expect(zod.success).toBe(true);
            expect(zod.data).toStrictEqual(tree);
          } else if (zod.success)
            // Stricter than zod only where zod would strip an unknown key.
            expect(zod.data).not.toStrictEqual(tree);
        }),
        parameters(10),
      );
    },
    60_000,
  );
});

describe("numbers with ranges are checked by written-out code (src/core/check.ts numberTest): the checker agrees with zod", () => {
  const checkers = new Checkers();
  const SCHEMAS: readonly [string, z.ZodMiniType][] = [
    ["int 0..23", zm.int().check(zm.gte(0), zm.lte(23))],
    ["int > 0", zm.int().check(zm.positive())],
    ["number > 0", zm.number().check(zm.positive())],
    ["number >= 0", zm.number().check(zm.nonnegative())],
    ["number < -1.5", zm.number().check(zm.lt(-1.5))],
    ["int", zm.int()],
    ["number", zm.number()],
  ];
  const value = fc.oneof(
    fc.integer({ min: -30, max: 30 }),
    fc.double(),
    fc.constantFrom(-0, NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 0.5, "1", null),
  );
  it.each(SCHEMAS)("%s", (_name, schema) => {
    fc.assert(
      fc.property(value, (x) => {
        expect(checkers.of(schema)(x)).toBe(schema.safeParse(x).success);
      }),
      parameters(20),
    );
  });
});
