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
 * A header's value. A `Headers` object joins repeated field lines with ", " (RFC 9110 §5.3);
 * a reservation is one value, so the last of them stands, as the last line does.
 */
function fromHeader(headers: HeadersLike | undefined, name: Name): Found | undefined {
  const lines = fieldLines(headers, name);
  if (lines.length === 0) return undefined;
  const values = name === "tdm-reservation" ? lines.join(",").split(",") : lines;
  return { carrier: "header", name, value: values.at(-1)!.trim() };
}

/** The last META tag of the name: a later value supersedes. */
function fromMeta(page: PagePolicy | undefined, name: Name): Found | undefined {
  const meta = page?.metas.filter((m) => m.name === name).at(-1);
  return (
    meta && {
      carrier: "meta",
      name,
      value: meta.content.trim(),
      line: meta.line,
      column: meta.column,
    }
  );
}

function protocolError(found: Found): Diagnostic {
  return {
    severity: "warning",
    code: "tdm-reservation-invalid",
    message: `tdm-reservation "${found.value}" is not 0 or 1, a protocol error: this ${found.carrier} leaves the reservation unset`,
    ...(found.carrier === "meta" ? { line: found.line, column: found.column } : AT_HEADER),
    spec: "TDMRep §tdm-reservation",
  };
}

const AT_HEADER = { line: 1, column: 1 };

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
  let reserved = rule?.reserved;
  let reservationSource: TdmSource | undefined = rule && { carrier: "tdmrep.json", rule };
  let policy = rule?.policy;
  let policySource: TdmSource | undefined =
    rule?.policy !== undefined ? reservationSource : undefined;
  const diagnostics: Diagnostic[] = [];
  const steps = [
    [fromHeader(headers, "tdm-reservation"), fromHeader(headers, "tdm-policy")],
    [fromMeta(page, "tdm-reservation"), fromMeta(page, "tdm-policy")],
  ];
  for (const [reservation, stated] of steps) {
    const value = reservation && readReservation(reservation.value);
    if (value !== undefined) [reserved, reservationSource] = [value, reservation];
    else if (reservation) diagnostics.push(protocolError(reservation));
    if (stated) [policy, policySource] = [stated.value, stated];
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
