// A request of conformance/PROTOCOL.md as robots-policy's answering module reads it.
import { Buffer } from "node:buffer";
import { parseRobotsTxt, type RobotsTxt } from "../../../src/index.js";

/** A vector's input: robots.txt as text or bytes, and the page's HTML and headers. */
export interface Input {
  readonly robotstxt?: string;
  readonly robotstxt_base64?: string;
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A vector's question: its `type` and the fields the schema gives that type. */
export type Question = Readonly<Record<string, unknown>> & { readonly type: string };

/** One request: exactly the vector's `id`, `input` and `question`. */
export interface Request {
  readonly id: string;
  readonly input?: Input;
  readonly question: Question;
}

/**
 * An answer without its id: the fields of the question type (`allowed`, `line`, `value`,
 * `directives`, `preferences`, `signals`, `requests`, `valid`, `diagnostics`), or
 * `{ unsupported }`, or `{ error }`.
 */
export type Answer = Readonly<Record<string, unknown>>;

/** The robots.txt of a request: text, or bytes (encoding cases); "" when the vector has none. */
export function robotsOf(input: Input): RobotsTxt {
  if (input.robotstxt_base64 !== undefined)
    return parseRobotsTxt(new Uint8Array(Buffer.from(input.robotstxt_base64, "base64")));
  return parseRobotsTxt(input.robotstxt ?? "");
}
