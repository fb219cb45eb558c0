// Zod schemas for the raw trees of grammar/structured-fields.peggy (RFC 9651) and the call
// that parses one field value. The grammar decides the syntax; the schemas add what a PEG
// rule cannot say: that a Byte Sequence is decodable base64 (§4.2.7) and that a Display
// String's octets are UTF-8 (§4.2.10). Every node keeps its span, so a failure has a
// position.
import * as z from "zod/mini";
import { object } from "../core/schema.js";
import { tryParse } from "../../generated/structured-fields.js";
import { validatingParser, type ValidatedBy } from "../core/validate.js";

const span = { start: z.number(), end: z.number() };

/** RFC 4648 §4 base64 with the §3.2/§3.5 latitude RFC 9651 §4.2.7 asks for. */
export function decodeBase64(text: string): Uint8Array | undefined {
  // The padding, found by a scan from the end (a regular expression /=+$/ would retry at
  // every "=" of a run that a later character ends).
  let dataEnd = text.length;
  while (dataEnd > 0 && text.charCodeAt(dataEnd - 1) === 0x3d) dataEnd--;
  const data = text.slice(0, dataEnd);
  const padding = text.length - data.length;
  // Padding, when present, completes the last quantum; one leftover character encodes no octet.
  if (data.length % 4 === 1 || (padding > 0 && (data.length + padding) % 4 !== 0)) return undefined;
  const bytes = new Uint8Array(Math.floor((data.length * 3) / 4));
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (let i = 0; i < data.length; i++) {
    buffer = (buffer << 6) | BASE64_VALUES.indexOf(data[i]!);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
    }
  }
  // §4.2.7: "parsers SHOULD NOT fail when non-zero pad bits are present": left-over bits are dropped.
  return bytes;
}
const BASE64_VALUES = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** §4.2.10: the percent-decoded octets as UTF-8, or undefined when they are not UTF-8. */
export function decodeDisplayString(encoded: string): string | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === "%") {
      bytes.push(Number.parseInt(encoded.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(encoded.charCodeAt(i));
  }
  try {
    return strictUtf8.decode(new Uint8Array(bytes));
  } catch {
    return undefined;
  }
}

export const RawInteger = object({ type: z.literal("integer"), value: z.int(), ...span });
export const RawDecimal = object({ type: z.literal("decimal"), value: z.number(), ...span });
export const RawString = object({ type: z.literal("string"), value: z.string(), ...span });
export const RawToken = object({ type: z.literal("token"), value: z.string(), ...span });
export const RawByteSequence = object({
  type: z.literal("byte-sequence"),
  base64: z
    .string()
    .check(
      z.refine(
        (text) => decodeBase64(text) !== undefined,
        "the base64 padding does not fit the content",
      ),
    ),
  ...span,
});
export const RawBoolean = object({ type: z.literal("boolean"), value: z.boolean(), ...span });
export const RawDate = object({ type: z.literal("date"), value: z.int(), ...span });
export const RawDisplayString = object({
  type: z.literal("display-string"),
  encoded: z
    .string()
    .check(
      z.refine(
        (text) => decodeDisplayString(text) !== undefined,
        "the display string is not valid UTF-8",
      ),
    ),
  ...span,
});

/** §3.3 bare-item */
export const RawBareItem = z.discriminatedUnion("type", [
  RawInteger,
  RawDecimal,
  RawString,
  RawToken,
  RawByteSequence,
  RawBoolean,
  RawDate,
  RawDisplayString,
]);

/** §3.1.2 parameter: a null value is Boolean true. */
export const RawParameter = object({
  type: z.literal("parameter"),
  key: z.string(),
  value: z.nullable(RawBareItem),
  ...span,
});

/** §3.3 sf-item */
export const RawItem = object({
  type: z.literal("item"),
  bareItem: RawBareItem,
  parameters: z.array(RawParameter),
  ...span,
});

/** §3.1.1 inner-list */
export const RawInnerList = object({
  type: z.literal("inner-list"),
  items: z.array(RawItem),
  parameters: z.array(RawParameter),
  ...span,
});

export const RawListMember = z.discriminatedUnion("type", [RawItem, RawInnerList]);

/** §3.1 sf-list */
export const RawList = object({
  type: z.literal("list"),
  members: z.array(RawListMember),
  ...span,
});

/** §3.2 dict-member: `value` null means Boolean true with `parameters`. */
export const RawDictionaryMember = object({
  type: z.literal("dictionary-member"),
  key: z.string(),
  value: z.nullable(RawListMember),
  parameters: z.optional(z.array(RawParameter)),
  ...span,
});

/** §3.2 sf-dictionary */
export const RawDictionary = object({
  type: z.literal("dictionary"),
  members: z.array(RawDictionaryMember),
  ...span,
});

export type RawBareItem = z.infer<typeof RawBareItem>;
export type RawParameter = z.infer<typeof RawParameter>;
export type RawItem = z.infer<typeof RawItem>;
export type RawInnerList = z.infer<typeof RawInnerList>;
export type RawListMember = z.infer<typeof RawListMember>;
export type RawList = z.infer<typeof RawList>;
export type RawDictionary = z.infer<typeof RawDictionary>;

const SCHEMAS = { List: RawList, Dictionary: RawDictionary, Item: RawItem } as const;

export type RawFieldRule = keyof typeof SCHEMAS;

export type RawFieldResult<R extends RawFieldRule> = ValidatedBy<typeof SCHEMAS, R>;

/** Parses and validates one field value as a List, Dictionary or Item; never throws for any text. */
export const parseRawStructuredField = validatingParser(tryParse, SCHEMAS);

/**
 * RFC 9309 §2.2 path-pattern, as written: the path before a List or Dictionary in the values
 * compiled into this grammar (App-Directives, Content-Usage).
 */
export const RawPathPattern = object({
  type: z.literal("path-pattern"),
  value: z.string(),
  start: z.number(),
  end: z.number(),
});
