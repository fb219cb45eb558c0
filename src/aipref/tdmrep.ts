// W3C TDMRep: the rules of a tdmrep.json file (parseTdmRep), the rule a URL path gets from it,
// and the shape of a TDM answer. src/aipref/tdm-answer.ts adds the header and the HTML META.
import type { Diagnostic } from "../core/types.js";
import { parseRawTdmRep } from "./raw-tdmrep.js";
import { normalizeRfc9309 } from "../core/normalize.js";
import { compileWildcard, matchesWildcard } from "../core/pattern.js";

/** One rule of tdmrep.json. */
export interface TdmRepRule {
  /** The `location` pattern as written (robots.txt-style `*` and `$`). */
  readonly location: string;
  readonly reserved: boolean;
  readonly policy?: string;
  /** Its position in the array, from 0. */
  readonly index: number;
}

/** A parsed /.well-known/tdmrep.json: its valid rules in file order, and what was skipped. */
export interface TdmRepFile {
  readonly rules: readonly TdmRepRule[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Where a TDM value was read: a tdmrep.json rule, a response header, or an HTML META tag. */
export type TdmSource =
  | { readonly carrier: "tdmrep.json"; readonly rule: TdmRepRule }
  | {
      readonly carrier: "header";
      readonly name: "tdm-reservation" | "tdm-policy";
      readonly value: string;
    }
  | {
      readonly carrier: "meta";
      readonly name: "tdm-reservation" | "tdm-policy";
      readonly value: string;
      readonly line: number;
      readonly column: number;
    };

/**
 * TDMRep for one URL: `reserved` is true only for a reservation of 1 (the Article 4 opt-out);
 * false for 0 and when unset (`sources.tdm.reservation` absent says which).
 */
export interface TdmAnswer {
  readonly reserved: boolean;
  /** TDMRep: "TDM Agents SHOULD NOT process tdm-policy" when the reservation is 0, so it is given only with 1. */
  readonly policy?: string;
}

/** Where the reservation and the policy of a TdmAnswer were read; each absent when unset. */
export interface TdmSources {
  readonly reservation?: TdmSource;
  readonly policy?: TdmSource;
}

/**
 * Reads a tdmrep.json text (TDMRep "TDM File on the Origin Server"). Never throws for content:
 * a file that is not a JSON array gives no rules and a diagnostic; a malformed rule is skipped.
 */
export function parseTdmRep(text: string): TdmRepFile {
  if (typeof text !== "string")
    throw new TypeError(`parseTdmRep: expected the file's text, got ${typeof text}`);
  const raw = parseRawTdmRep(text);
  const at = { line: 1, column: 1, spec: "TDMRep §TDM File on the Origin Server" };
  if ("error" in raw)
    return {
      rules: [],
      diagnostics: [
        {
          severity: "error",
          code: "tdmrep-invalid",
          message: `tdmrep.json is ${raw.error}; no rule applies`,
          ...at,
        },
      ],
    };
  const rules: TdmRepRule[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const entry of raw.entries) {
    if ("error" in entry) {
      diagnostics.push({
        severity: "warning",
        code: "tdmrep-rule-invalid",
        message: `rule ${entry.index} is skipped: ${entry.error}`,
        ...at,
      });
      continue;
    }
    const { location, "tdm-reservation": reservation, "tdm-policy": policy } = entry.rule;
    rules.push({
      location,
      reserved: reservation === 1,
      ...(policy !== undefined ? { policy } : {}),
      index: entry.index,
    });
  }
  return { rules, diagnostics };
}

/**
 * TDMRep: "The most specific match is the first in sequence"; patterns match from the start
 * of the path, with `*` and `$` as robots.txt has them, after the same percent-decoding of
 * unreserved characters (RFC 9309 §2.2.2), case-sensitively.
 */
export function tdmRepRuleFor(file: TdmRepFile, path: string): TdmRepRule | undefined {
  for (const rule of file.rules)
    if (matchesWildcard(compileWildcard(normalizeRfc9309(rule.location, "pattern")), path))
      return rule;
  return undefined;
}
