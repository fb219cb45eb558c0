// W3C TDMRep (CG-FINAL 2024-05-10) "TDM File on the Origin Server": /.well-known/tdmrep.json is
// a JSON array of rules { location, tdm-reservation, tdm-policy? }. JSON.parse reads it; these
// schemas say what a rule may hold. A rule that breaks them is a protocol error: the rule is
// skipped (its reservation would be unset), the others stand.
import * as z from "zod/mini";
import { object } from "../core/schema.js";

/** TDMRep "TDM File": `location` and `tdm-reservation` are mandatory, `tdm-policy` optional. */
export const RawTdmRepRule = object({
  location: z.string().check(z.minLength(1)),
  // "1" or "0"; "Other values are considered protocol errors".
  "tdm-reservation": z.union([z.literal(0), z.literal(1)]),
  "tdm-policy": z.optional(z.string()),
});

export type RawTdmRepRule = z.infer<typeof RawTdmRepRule>;

export type RawTdmRepEntry =
  | { readonly index: number; readonly rule: RawTdmRepRule }
  | { readonly index: number; readonly error: string };

/** The entries of a tdmrep.json text, each valid or with the reason it is not; `error` when the file is not a JSON array. */
export function parseRawTdmRep(
  text: string,
): { readonly entries: readonly RawTdmRepEntry[] } | { readonly error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    return { error: `not JSON (${(error as Error).message})` };
  }
  if (!Array.isArray(json)) return { error: "not a JSON array of rules" };
  return {
    entries: json.map((item, index): RawTdmRepEntry => {
      const result = RawTdmRepRule.safeParse(item);
      if (result.success) return { index, rule: result.data };
      const issue = result.error.issues[0]!;
      return {
        index,
        error: `${issue.path.length > 0 ? `"${issue.path.join(".")}": ` : ""}${issue.message}`,
      };
    }),
  };
}
