// Zod schemas for the raw tree built by grammar/robots-txt.peggy. The grammar's output is
// `unknown` until it has passed `RawRobotsTxt`; the TypeScript types come from the schemas.
//
// Every line node but a blank line's carries `start`/`end`: UTF-16 offsets into the parsed
// text, end exclusive, the line break excluded. One node per physical line, so a node's line
// number is its index + 1. Nodes are kept flat and small: the schema copies every key.
import * as z from "zod/mini";
import { object } from "../core/schema.js";

const offset = z.number();

const keyedLineShape = {
  /** The field name as written (its spelling tells a typo from the standard name). */
  name: z.string(),
  /** False when white space stood in for the colon ("Disallow /x"). */
  colon: z.boolean(),
  /** The value without surrounding white space or comment; "" when empty. */
  value: z.string(),
  valueOffset: offset,
  start: offset,
  end: offset,
};

/** RFC 9309 §2.2 startgroupline; KOSTER-1996 §3.3 agentline. */
export const RawUserAgentLine = object({ type: z.literal("user-agent"), ...keyedLineShape });
/** RFC 9309 §2.2 allowrule; KOSTER-1996 §3.3 allowline. */
export const RawAllowLine = object({ type: z.literal("allow"), ...keyedLineShape });
/** RFC 9309 §2.2 disallowrule; KOSTER-1996 §3.3 disallowline. */
export const RawDisallowLine = object({ type: z.literal("disallow"), ...keyedLineShape });
/** RFC 9309 §2.2.4 other records; KOSTER-1996 §3.3 extension. */
export const RawFieldLine = object({ type: z.literal("field"), ...keyedLineShape });

/** KOSTER-1996 §3.3 commentline; `text` follows the "#". */
export const RawCommentLine = object({
  type: z.literal("comment"),
  text: z.string(),
  start: offset,
  end: offset,
});

/**
 * KOSTER-1996 §3.3 blank; RFC 9309 §2.2 emptyline. One frozen node for every blank line (it
 * says nothing else: see grammar/robots-txt.peggy), so it has no span.
 */
export const RawBlankLine = object({ type: z.literal("blank") });

/**
 * RFC 9309 §2.3.1.5: a line that is not a record; `errorOffset` is where parsing stopped (the
 * line's text is its span's).
 */
export const RawInvalidLine = object({
  type: z.literal("invalid"),
  expected: z.enum(["colon", "field-name"]),
  errorOffset: offset,
  start: offset,
  end: offset,
});

export const RawLine = z.discriminatedUnion("type", [
  RawDisallowLine,
  RawAllowLine,
  RawUserAgentLine,
  RawFieldLine,
  RawCommentLine,
  RawBlankLine,
  RawInvalidLine,
]);

export const RawRobotsTxt = object({
  type: z.literal("robots-txt"),
  bom: z.boolean(),
  /** The first line, then every line after a line break (the last may be empty: see parse.ts). */
  first: RawLine,
  rest: z.array(RawLine),
});

export type RawUserAgentLine = z.infer<typeof RawUserAgentLine>;
export type RawAllowLine = z.infer<typeof RawAllowLine>;
export type RawDisallowLine = z.infer<typeof RawDisallowLine>;
export type RawFieldLine = z.infer<typeof RawFieldLine>;
export type RawCommentLine = z.infer<typeof RawCommentLine>;
export type RawBlankLine = z.infer<typeof RawBlankLine>;
export type RawInvalidLine = z.infer<typeof RawInvalidLine>;
export type RawLine = z.infer<typeof RawLine>;
/** A line with a field name and value: RFC 9309 §2.2 rules and user-agent lines, §2.2.4 others. */
export type RawKeyedLine = Extract<RawLine, { readonly colon: boolean }>;
export type RawRobotsTxt = z.infer<typeof RawRobotsTxt>;
