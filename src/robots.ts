// The object parseRobotsTxt returns: a policy plus the queries over it.
import type { Decision, Diagnostic, Policy, ProfileName } from "./model/types.js";
import { SelectionCache, evaluate, explain, isAllowed } from "./engine/decide.js";
import { lowerRobotsTxt } from "./lower/robots-txt.js";
import { parseRawRobotsTxt } from "./raw/parse.js";
import { DEFAULT_MAX_BYTES, prepareText } from "./input.js";

export interface ParseOptions {
  /** Octets of content to read (RFC 9309 §2.5: at least 500 KiB). Default 512,000. */
  readonly maxBytes?: number;
}

export interface QueryOptions {
  readonly profile?: ProfileName;
}

export interface DecideQuery extends QueryOptions {
  /** An absolute URL string, a URL, or a path starting with "/". */
  readonly url: string | URL;
  /** The crawler's user-agent or product token; its leading [A-Za-z_-] run names it. */
  readonly userAgent: string;
}

export class RobotsTxt {
  readonly policy: Policy;
  readonly #selections: SelectionCache;

  constructor(policy: Policy) {
    this.policy = policy;
    this.#selections = new SelectionCache(policy);
  }

  get diagnostics(): readonly Diagnostic[] {
    return this.policy.diagnostics;
  }

  /** May `userAgent` crawl `url`? */
  isAllowed(url: string | URL, userAgent: string, options?: QueryOptions): boolean {
    return isAllowed(evaluate(this.#selections, url, userAgent, options?.profile));
  }

  /** The decision with its explanation: rule, line, group, profile, reason. */
  decide(query: DecideQuery): Decision {
    if (typeof query !== "object" || query === null) throw new TypeError("decide: expected { url, userAgent, profile? }");
    return explain(evaluate(this.#selections, query.url, query.userAgent, query.profile));
  }

  /** The line number of the rule that decided, 0 when no rule did. */
  matchingLine(url: string | URL, userAgent: string, options?: QueryOptions): number {
    return evaluate(this.#selections, url, userAgent, options?.profile).decisive?.rule.line ?? 0;
  }
}

/**
 * Parses robots.txt content. Never throws for any content: what cannot be read becomes a
 * diagnostic. Throws a TypeError/RangeError only for misuse of the API.
 */
export function parseRobotsTxt(content: string | Uint8Array, options: ParseOptions = {}): RobotsTxt {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (typeof maxBytes !== "number" || !Number.isInteger(maxBytes) || maxBytes < 0)
    throw new RangeError(`maxBytes: expected a non-negative integer, got ${String(maxBytes)}`);
  const prepared = prepareText(content, maxBytes);
  const raw = parseRawRobotsTxt(prepared.text);
  const policy = lowerRobotsTxt({
    text: prepared.text,
    raw,
    source: { kind: "robots.txt", bytes: prepared.bytes, bytesRead: prepared.bytesRead },
    diagnostics: prepared.diagnostics,
  });
  return new RobotsTxt(policy);
}
