// Zod schema for the value of an App-Directives line (grammar/app-directives.peggy) and the
// call that parses one. The List inside is validated by the RFC 9651 schemas.
import * as z from "zod/mini";
import { object } from "../core/schema.js";
import { tryParse } from "../../generated/structured-fields.js";
import { RawList, RawPathPattern } from "../structured-fields/raw.js";
import { parseValidated, type Validated } from "../core/validate.js";

export { RawPathPattern };

/** APP-DIRECTIVES §2: [ path-pattern 1*WS ] app-directives */
export const RawAppDirectives = object({
  type: z.literal("app-directives"),
  path: z.nullable(RawPathPattern),
  list: RawList,
});

export type RawAppDirectives = z.infer<typeof RawAppDirectives>;

export type RawAppDirectivesResult = Validated<RawAppDirectives>;

/** Parses the text after "App-Directives:" to the end of the line; never throws for any text. */
export function parseRawAppDirectives(text: string): RawAppDirectivesResult {
  return parseValidated(tryParse, "AppDirectivesValue", RawAppDirectives, text);
}
