// ACAP-1 §2.4.1.2 and §2.5: the qualifiers of a permission field or of a qualified usage
// definition (§2.7.1), typed by src/acap/qualifiers.ts. One that cannot be read is reported
// and kept as `unknown`, so §2.4.3 makes the permission a prohibition; the first [V1.1]
// feature used is returned for the §2.8 check.
import type { AcapQualifier, AcapUsageType } from "./model.js";
import type { RawQualifier } from "./raw.js";
import type { AcapLine, LoweringContext } from "./lower-context.js";
import { typeQualifier } from "./qualifiers.js";

export interface ReadQualifiers {
  readonly qualifiers: AcapQualifier[];
  /** The first [V1.1] feature the qualifiers use (§2.8), named for the diagnostic. */
  readonly v11?: string;
}

/**
 * §2.5.3.2, §2.5.5.4, §2.5.5.6–§2.5.5.8: "the second and subsequent occurrences are ignored";
 * §2.5.3.1: for time-limit, "the third and subsequent occurrences". Ignored unread, so an
 * ignored occurrence that is not a valid value cannot make the permission a prohibition.
 */
const ONCE = new Set([
  "must-use-resource",
  "max-length",
  "must-include-resource",
  "prohibited-context",
  "required-context",
]);

/** Types the qualifiers `raws` of `line` for `usage`, reporting what cannot be used as written. */
export function readQualifiers(
  ctx: LoweringContext,
  line: AcapLine,
  usage: AcapUsageType,
  raws: readonly RawQualifier[],
): ReadQualifiers {
  const qualifiers: AcapQualifier[] = [];
  let v11: string | undefined;
  const seen = new Map<string, number>();
  for (const raw of raws) {
    const occurrence = (seen.get(raw.name) ?? 0) + 1;
    seen.set(raw.name, occurrence);
    if (occurrence > (raw.name === "time-limit" ? 2 : ONCE.has(raw.name) ? 1 : occurrence)) {
      ctx.report(
        "info",
        "acap-qualifier-repeated",
        `${raw.name} repeated: ignored`,
        line.number,
        raw.start + 1,
        "§2.5",
      );
      continue;
    }
    const typed = typeQualifier(raw, usage, line.text.slice(raw.start, raw.end), {
      line: line.number,
      column: raw.start + 1,
    });
    if (typed.problem)
      ctx.report(
        "warning",
        "acap-qualifier-invalid",
        `${typed.problem}; a crawler that cannot interpret it treats the permission as a prohibition (§2.4.3)`,
        line.number,
        raw.start + 1,
        typed.section,
      );
    else if (typed.qualifier.name === "unknown")
      ctx.report(
        "info",
        "acap-qualifier-unknown",
        `"${raw.name}" is not an ACAP qualifier (Annex A); a crawler that cannot interpret it treats the permission as a prohibition (§2.4.3)`,
        line.number,
        raw.start + 1,
        "§2.5 (Annex A)",
      );
    if (typed.qualifier.name === "time-limit") {
      if (occurrence === 2) v11 ??= "a repeated time-limit qualifier";
      reportTimeLimitSpelling(ctx, line, raw);
    }
    v11 ??= typed.v11;
    qualifiers.push(typed.qualifier);
  }
  return v11 !== undefined ? { qualifiers, v11 } : { qualifiers };
}

/** §2.5.3.1 spells "until-recrawled"; "until-recrawl" is read as that, with a warning. */
function reportTimeLimitSpelling(ctx: LoweringContext, line: AcapLine, raw: RawQualifier): void {
  if ("spelling" in raw.value && raw.value.spelling === "until-recrawl")
    ctx.report(
      "warning",
      "acap-time-limit-spelling",
      `"until-recrawl" is read as "until-recrawled" (the spelling §2.5.3.1 defines)`,
      line.number,
      raw.value.start + 1,
      "§2.5.3.1",
    );
}
