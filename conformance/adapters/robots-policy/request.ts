// A request of conformance/PROTOCOL.md as robots-policy's answering module reads it.
import { Buffer } from "node:buffer";
import { parseRobotsTxt, resolveReferences, type RobotsTxt } from "../../../src/index.js";

/** A vector's input: robots.txt as text or bytes, and the page's HTML and headers. */
export interface Input {
  readonly robotstxt?: string;
  readonly robotstxt_base64?: string;
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** TDMRep: the text of the site's /.well-known/tdmrep.json. */
  readonly tdmrep?: string;
  /** ACAP-1 §2.3.2: the files ACAP-permissions-reference names, by locator as written. */
  readonly references?: Readonly<Record<string, string>>;
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

/** Inputs whose ACAP-permissions-reference files were read (withReferences). */
const RESOLVED = new WeakMap<Input, RobotsTxt>();

/** The robots.txt of a request: text, or bytes (encoding cases); "" when the vector has none. */
export function robotsOf(input: Input): RobotsTxt {
  const resolved = RESOLVED.get(input);
  if (resolved) return resolved;
  if (input.robotstxt_base64 !== undefined)
    return parseRobotsTxt(new Uint8Array(Buffer.from(input.robotstxt_base64, "base64")));
  return parseRobotsTxt(input.robotstxt ?? "");
}

/**
 * ACAP-1 §2.3.2: reads the files of `input.references` for the robots.txt's
 * ACAP-permissions-reference fields (a locator not listed cannot be had), so that robotsOf
 * gives the file with its references resolved.
 */
export async function withReferences(input: Input): Promise<void> {
  const files = input.references;
  if (files === undefined) return;
  const load = (locator: string) =>
    Promise.resolve(Object.hasOwn(files, locator) ? files[locator] : undefined);
  RESOLVED.set(input, await resolveReferences(robotsOf(input), load));
}
