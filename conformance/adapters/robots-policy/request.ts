// A request of conformance/PROTOCOL.md as robots-policy's answering module reads it.
import { Buffer } from "node:buffer";
import { parseRobotsTxt, resolveReferences, type RobotsTxt } from "../../../src/index.js";

/** One part of `robotstxt_parts`: text as it is, or text repeated (large files, small vectors). */
export type Part = string | { readonly repeat: string; readonly times: number };

/** How the server answers the retrieval of /robots.txt (RFC 9309 §2.3): redirects, then a status or a failure. */
export interface FetchInput {
  readonly redirects?: ReadonlyArray<{ readonly status: number; readonly location: string }>;
  readonly status?: number;
  readonly failure?: string;
}

/** A copy of /robots.txt the crawler retrieved `age` seconds before the question (RFC 9309 §2.4). */
export interface CachedInput {
  readonly age: number;
  readonly robotstxt: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** A vector's input: robots.txt as text, bytes or parts, its retrieval, and the page's HTML and headers. */
export interface Input {
  readonly robotstxt?: string;
  readonly robotstxt_base64?: string;
  readonly robotstxt_parts?: readonly Part[];
  readonly fetch?: FetchInput;
  readonly cached?: CachedInput;
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

/** The text of `robotstxt_parts`: the parts joined, each repeat written `times` times. */
function partsText(parts: readonly Part[]): string {
  return parts
    .map((part) => (typeof part === "string" ? part : part.repeat.repeat(part.times)))
    .join("");
}

/** The robots.txt of a request as the bytes (or text) a server would send; "" when it has none. */
export function bodyOf(input: Input): string | Uint8Array<ArrayBuffer> {
  if (input.robotstxt_base64 !== undefined)
    return new Uint8Array(Buffer.from(input.robotstxt_base64, "base64"));
  if (input.robotstxt_parts !== undefined) return partsText(input.robotstxt_parts);
  return input.robotstxt ?? "";
}

/** The robots.txt of a request, parsed: text, bytes (encoding cases) or parts. */
export function robotsOf(input: Input): RobotsTxt {
  const resolved = RESOLVED.get(input);
  if (resolved) return resolved;
  return parseRobotsTxt(bodyOf(input));
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
