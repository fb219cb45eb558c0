// W3C TDMRep for one URL, in the spec's "Processing Priority": the site's tdmrep.json rule,
// then the `tdm-reservation` / `tdm-policy` response headers, which "supercede any value
// inferred from a TDM file", then the HTML META tags, which "supercede previous values";
// "At every step, the absence of tdm-reservation and tdm-policy MUST not reset current values".
import type { Diagnostic } from "../core/types.js";
import type { PagePolicy } from "../html/model.js";
import { fieldLines, type HeadersLike } from "../core/headers.js";
import { parseRawAipref } from "./raw.js";
import {
  tdmRepRuleFor,
  type TdmAnswer,
  type TdmRepFile,
  type TdmSource,
  type TdmSources,
} from "./tdmrep.js";

/** TDMRep §tdm-reservation: 0 or 1; "Other values are considered protocol errors". */
export function readReservation(value: string): boolean | undefined {
  const raw = parseRawAipref("TdmReservationValue", value);
  return raw.ok ? raw.value.reserved : undefined;
}

type Name = "tdm-reservation" | "tdm-policy";
type Found = TdmSource & { readonly value: string };

/**
 * What the header and the last META tag of the name say (a later value supersedes). A
 * `Headers` object joins repeated field lines with ", " (RFC 9110 §5.3); a reservation is one
 * value, so the last of them stands, as the last line does.
 */
function stated(headers: HeadersLike | undefined, page: PagePolicy | undefined, name: Name) {
  const lines = fieldLines(headers, name);
  const last = (name === "tdm-reservation" ? lines.join(",").split(",") : lines).at(-1);
  const meta = page?.metas.filter((m) => m.name === name).at(-1);
  const steps: (Found | undefined)[] = [
    lines.length > 0 ? { carrier: "header", name, value: last!.trim() } : undefined,
    meta && {
      carrier: "meta",
      name,
      value: meta.content.trim(),
      line: meta.line,
      column: meta.column,
    },
  ];
  return steps;
}

export interface TdmResult {
  readonly tdm: TdmAnswer;
  readonly sources: TdmSources;
  readonly diagnostics: readonly Diagnostic[];
}

/** The TDM reservation of `path` from the file, the headers and the page, in that order. */
export function tdmFor(
  file: TdmRepFile | undefined,
  path: string,
  headers: HeadersLike | undefined,
  page: PagePolicy | undefined,
): TdmResult {
  const rule = file && tdmRepRuleFor(file, path);
  const fromFile: TdmSource | undefined = rule && { carrier: "tdmrep.json", rule };
  let reserved = rule?.reserved;
  let reservationSource: TdmSource | undefined = fromFile;
  let policy = rule?.policy;
  let policySource: TdmSource | undefined = policy === undefined ? undefined : fromFile;
  const diagnostics: Diagnostic[] = [];
  const reservations = stated(headers, page, "tdm-reservation");
  const policies = stated(headers, page, "tdm-policy");
  for (let step = 0; step < 2; step++) {
    const found = reservations[step];
    const value = found && readReservation(found.value);
    if (value !== undefined) [reserved, reservationSource] = [value, found];
    else if (found)
      diagnostics.push({
        severity: "warning",
        code: "tdm-reservation-invalid",
        message: `tdm-reservation "${found.value}" is not 0 or 1 (a protocol error): unset by this ${found.carrier}`,
        line: found.carrier === "meta" ? found.line : 1,
        column: found.carrier === "meta" ? found.column : 1,
        spec: "TDMRep §tdm-reservation",
      });
    const named = policies[step];
    if (named) [policy, policySource] = [named.value, named];
  }
  // TDMRep §tdm-policy: "TDM Agents SHOULD NOT process tdm-policy" when the reservation is 0.
  const withPolicy = reserved === true && policy !== undefined;
  return {
    tdm:
      reserved === true && policy !== undefined
        ? { reserved: true, policy }
        : { reserved: reserved === true },
    sources: {
      ...(reservationSource ? { reservation: reservationSource } : {}),
      ...(withPolicy && policySource ? { policy: policySource } : {}),
    },
    diagnostics,
  };
}
