// Zod schemas for the raw tree of grammar/acap-2.peggy (ACAP-2 §3: META content and class
// values) and the calls that read them. Usages and qualifiers are checked by ACAP-1's schemas.
import * as z from "zod/mini";
import { object } from "../core/schema.js";
import { tryParse } from "../../generated/acap-2.js";
import { RawQualifier, RawUsage } from "./raw.js";
import { parseValidated, type Validated } from "../core/validate.js";

const span = { start: z.number(), end: z.number() };

export const RawMetaContent = z.discriminatedUnion("type", [
  object({ type: z.literal("meta-version"), version: z.string(), ...span }),
  object({
    type: z.literal("meta-permission"),
    purpose: z.nullable(object({ type: z.literal("usage-purpose"), pattern: z.string(), ...span })),
    kind: z.enum(["allow", "disallow"]),
    usage: RawUsage,
    qualifiers: z.array(RawQualifier),
    ...span,
  }),
]);

export const RawClassValue = object({
  type: z.literal("class-permission"),
  kind: z.enum(["allow", "disallow"]),
  usage: RawUsage,
  ...span,
});

export type RawMetaContent = z.infer<typeof RawMetaContent>;
export type RawClassValue = z.infer<typeof RawClassValue>;

function parseWith<T>(
  rule: "MetaContent" | "ClassValue",
  schema: z.ZodMiniType<T>,
  text: string,
): Validated<T> {
  return parseValidated(tryParse, rule, schema, text);
}

/** ACAP-2 §3 ACAP-meta-tag-content; never throws. */
export function parseRawMetaContent(content: string) {
  return parseWith("MetaContent", RawMetaContent, content);
}

/** ACAP-2 §3 class-attribute-permission / -prohibition (one class value); never throws. */
export function parseRawClassValue(value: string) {
  return parseWith("ClassValue", RawClassValue, value);
}
