// Zod schemas for the raw tree of grammar/acap.peggy (ACAP-1 §3) and the call that reads one
// ACAP line. The grammar says what a line looks like; that a time-limit's date exists is the
// qualifier's to check (src/acap/qualifiers.ts): a qualifier value the crawler cannot interpret
// makes the permission a prohibition (§2.4.3), it does not drop the field.
import * as z from "zod/mini";
import { object } from "../core/schema.js";
import { tryParse } from "../../generated/acap.js";
import { parseValidated } from "../core/validate.js";

const span = { start: z.number(), end: z.number() };

export const RawStandardUsage = object({
  type: z.literal("standard-usage"),
  name: z.string(),
  ...span,
});
export const RawLocalUsage = object({ type: z.literal("local-usage"), name: z.string(), ...span });
export const RawUsage = z.discriminatedUnion("type", [RawStandardUsage, RawLocalUsage]);

export const RawPathPattern = object({
  type: z.literal("path-pattern"),
  pattern: z.string(),
  ...span,
});
export const RawResourceSetRef = object({
  type: z.literal("resource-set-ref"),
  name: z.string(),
  ...span,
});
export const RawResourceSpecification = z.discriminatedUnion("type", [
  RawPathPattern,
  RawResourceSetRef,
]);

const locator = object({ kind: z.enum(["id", "class", "meta", "text", "uri"]), value: z.string() });

export const RawQualifierValue = z.discriminatedUnion("type", [
  object({ type: z.literal("until-recrawled"), spelling: z.string(), ...span }),
  object({ type: z.literal("until-date"), year: z.int(), month: z.int(), day: z.int(), ...span }),
  object({ type: z.literal("days"), days: z.int().check(z.nonnegative()), ...span }),
  object({
    type: z.literal("length"),
    count: z.int().check(z.nonnegative()),
    unit: z.enum(["chars", "words"]),
    ...span,
  }),
  object({
    type: z.literal("extract"),
    by: z.enum(["id", "idlist", "class", "classlist", "meta", "taglist"]),
    names: z.array(z.string()),
    ...span,
  }),
  object({ type: z.literal("text"), text: z.string(), ...span }),
  object({
    type: z.literal("role-locator"),
    role: z.enum([
      "extract",
      "credit",
      "link",
      "license-link",
      "registration-link",
      "terms-link",
      "permission-link",
    ]),
    locator,
    ...span,
  }),
  object({
    type: z.literal("condition"),
    condition: z.enum([
      "ipaddressrangelist",
      "ipaddressmasklist",
      "permitteddomainlist",
      "prohibiteddomainlist",
      "permittedcountrylist",
      "prohibitedcountrylist",
      "rulesref",
    ]),
    values: z.array(z.string()),
    ...span,
  }),
  object({ type: z.literal("word"), text: z.string(), ...span }),
  object({ type: z.literal("unrecognised"), text: z.string(), ...span }),
]);

export const RawQualifier = object({
  type: z.literal("qualifier"),
  name: z.string(),
  value: RawQualifierValue,
  ...span,
});

const colon = z.boolean();

export const RawAcapField = z.discriminatedUnion("type", [
  object({ type: z.literal("version"), colon, version: z.string(), ...span }),
  object({ type: z.literal("ignore-conventional-records"), colon, ...span }),
  object({ type: z.literal("crawler"), colon, name: z.string(), ...span }),
  object({ type: z.literal("permissions-reference"), colon, locator: z.string(), ...span }),
  object({ type: z.literal("usage-purpose"), colon, pattern: z.string(), ...span }),
  object({
    type: z.literal("permission"),
    kind: z.enum(["allow", "disallow"]),
    usage: RawUsage,
    colon,
    resource: RawResourceSpecification,
    qualifiers: z.array(RawQualifier),
    ...span,
  }),
  object({
    type: z.literal("action-request"),
    action: z.enum(["take-down", "re-crawl"]),
    colon,
    path: z.string(),
    ...span,
  }),
  object({
    type: z.literal("qualified-usage"),
    colon,
    name: z.string(),
    usage: RawStandardUsage,
    qualifiers: z.array(RawQualifier),
    ...span,
  }),
  object({
    type: z.literal("composite-usage"),
    colon,
    name: z.string(),
    usages: z.array(RawUsage),
    ...span,
  }),
  object({
    type: z.literal("resource-set"),
    colon,
    name: z.string(),
    patterns: z.array(RawPathPattern),
    ...span,
  }),
  object({ type: z.literal("unknown"), name: z.string(), rest: z.string(), ...span }),
]);

export type RawUsage = z.infer<typeof RawUsage>;
export type RawResourceSpecification = z.infer<typeof RawResourceSpecification>;
export type RawQualifierValue = z.infer<typeof RawQualifierValue>;
export type RawQualifier = z.infer<typeof RawQualifier>;
export type RawAcapField = z.infer<typeof RawAcapField>;

export type RawAcapResult =
  | { readonly ok: true; readonly value: RawAcapField }
  | { readonly ok: false; readonly offset: number; readonly message: string };

/** Reads one ACAP line (the physical line without its break); never throws for any text. */
export function parseRawAcapLine(line: string): RawAcapResult {
  return parseValidated(tryParse, "AcapLine", RawAcapField, line);
}
