// ACAP-1 §2.8 and §2.10.3: which ACAP version a file declares. ACAP-version [V1.1] comes once,
// before every other ACAP field; without "ACAP-version: 1.1" a field using a [V1.1] feature is
// ignored. The "##ACAP version=…" comment is for conventional crawlers; the field counts.
import type { AcapPolicy } from "./model.js";
import type { AcapLine, LoweringContext } from "./lower-context.js";
import type { RuleFile } from "../core/rule-file.js";
import { VERSION_COMMENT } from "../rfc9309/vocabulary.js";

type Version = AcapPolicy["version"] & object;
type VersionComment = AcapPolicy["versionComment"] & object;

/** §2.8: the first ACAP-version field; a repeated one is reported and ignored. */
export function readVersion(ctx: LoweringContext): Version | undefined {
  let version: Version | undefined;
  const firstAcapLine = ctx.lines[0]?.number ?? Infinity;
  for (const line of ctx.lines) {
    const { field } = line;
    if (field.type !== "version") continue;
    if (version) {
      ctx.report(
        "warning",
        "acap-version-repeated",
        "a second ACAP-version field is ignored",
        line.number,
        1,
        "§2.8",
      );
      continue;
    }
    version = versionOf(line, field.version, field.start);
    if (line.number !== firstAcapLine)
      ctx.report(
        "warning",
        "acap-version-not-first",
        "the ACAP-version field must precede all other ACAP records and fields",
        line.number,
        1,
        "§2.8",
      );
    if (version.major !== 1)
      ctx.report(
        "warning",
        "acap-version-unsupported",
        `ACAP version ${field.version} is not 1.x; its fields are read as ACAP 1.1`,
        line.number,
        1,
        "§2.8",
      );
  }
  return version;
}

function versionOf(line: AcapLine, text: string, start: number): Version {
  const [major = 0, minor = 0] = text.split(".").map(Number);
  return { version: text, major, minor, line: line.number, column: start + 1 };
}

/** §2.8: may the file use [V1.1] features (it declares version 1.1 or later)? */
export function allowsV11(version: Version | undefined): boolean {
  return (
    version !== undefined && (version.major > 1 || (version.major === 1 && version.minor >= 1))
  );
}

/**
 * §2.8: may a field using `feature` (a [V1.1] feature, named for the diagnostic; undefined
 * when it uses none) be read? Without "ACAP-version: 1.1" such a field is reported and ignored.
 */
export function usableInVersion(
  ctx: LoweringContext,
  line: AcapLine,
  feature: string | undefined,
): boolean {
  if (!feature || ctx.v11Allowed) return true;
  ctx.report(
    "warning",
    "acap-v11-without-version",
    `${feature} is an ACAP 1.1 feature and the file has no "ACAP-version: 1.1"; the field is ignored`,
    line.number,
    1,
    "§2.8",
  );
  return false;
}

/** §2.10.3: the "##ACAP version=…" comment at `index`, reported when it differs from ACAP-version. */
export function readVersionComment(
  ctx: LoweringContext,
  file: RuleFile,
  version: Version | undefined,
): VersionComment | undefined {
  const line = file.versionCommentLine;
  if (line === 0) return undefined;
  const lineText = file.text.slice(file.versionCommentStart, file.versionCommentEnd);
  // grammar/robots-txt.peggy Comment: the text after the line's first "#".
  const hash = lineText.indexOf("#");
  const match = VERSION_COMMENT.exec(lineText.slice(hash + 1));
  if (!match) return undefined;
  const comment = { version: match[1]!, line, column: hash + 1 };
  if (version && comment.version !== version.version)
    ctx.report(
      "info",
      "acap-version-comment-differs",
      `the "##ACAP version=${comment.version}" comment differs from ACAP-version ${version.version}; the field counts`,
      comment.line,
      comment.column,
      "§2.10.3",
    );
  return comment;
}
