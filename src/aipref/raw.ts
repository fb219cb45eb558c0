// Zod schemas for the values of grammar/aipref.peggy (Content-Usage, Content-Signal,
// tdm-reservation) and the calls that parse and validate one value; never throw for any text.
// The usage preference inside Content-Usage is an RFC 9651 Dictionary, read by the RFC 9651
// rules (src/structured-fields/raw.ts), as AIPREF-ATTACH §3.2 hands it to AIPREF-VOCAB §6.5.
import * as z from "zod/mini";
import { tryParse } from "../../generated/structured-fields.js";
import { object } from "../core/schema.js";
import {
  parseRawStructuredField,
  RawPathPattern,
  type RawDictionary,
} from "../structured-fields/raw.js";
import { validatingParser, type ValidatedBy } from "../core/validate.js";

const span = { start: z.number(), end: z.number() };

/** AIPREF-ATTACH §3: [ path-pattern 1*WS ] usage-pref, the preference as written. */
export const RawContentUsage = object({
  type: z.literal("content-usage"),
  path: z.nullable(RawPathPattern),
  preference: object({ type: z.literal("preference"), value: z.string(), ...span }),
});

/** Content Signals Policy: key=value entries, as written (any case). */
export const RawContentSignal = object({
  type: z.literal("content-signal"),
  entries: z.array(
    object({
      type: z.literal("signal"),
      key: z.string().check(z.minLength(1)),
      value: z.string().check(z.minLength(1)),
      ...span,
    }),
  ),
});

/** TDMRep: "tdm-reservation" is 0 or 1. */
export const RawTdmReservation = object({
  type: z.literal("tdm-reservation"),
  reserved: z.boolean(),
});

export type RawContentUsage = z.infer<typeof RawContentUsage>;
export type RawContentSignal = z.infer<typeof RawContentSignal>;
export type RawTdmReservation = z.infer<typeof RawTdmReservation>;

const SCHEMAS = {
  ContentUsageValue: RawContentUsage,
  ContentSignalValue: RawContentSignal,
  TdmReservationValue: RawTdmReservation,
} as const;

type Rule = keyof typeof SCHEMAS;

export type RawAiprefResult<R extends Rule> = ValidatedBy<typeof SCHEMAS, R>;

/** Parses one value by a start rule of grammar/aipref.peggy and validates the tree. */
export const parseRawAipref = validatingParser(tryParse, SCHEMAS);

/**
 * AIPREF-VOCAB §6.5: "parse the bytes as a Dictionary (RFC 9651 §4.2.2)". §6.3: the
 * preference is bytes; a character outside ASCII is not a byte RFC 9651 accepts, so such a
 * value fails like any other malformed Dictionary.
 */
export function parseRawPreference(
  text: string,
): { ok: true; value: RawDictionary } | { ok: false; offset: number; message: string } {
  return parseRawStructuredField("Dictionary", text);
}
