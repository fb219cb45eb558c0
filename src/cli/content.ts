// What a command says about the content it read, beside the answers: where a profile's reading
// was cut (RFC 9309 §2.5's 500 KiB, or the reader's hard limit), and content that is not
// robots.txt at all (HTML, binary, UTF-16), named once with its follow-on diagnostics folded.
import { lintRobotsTxt, type Diagnostic, type ProfileName } from "../index.js";
import type { LoadedRobots } from "./load.js";

/** Where a profile stopped reading: the octets it read of how many there were. */
export interface Cut {
  readonly profile: ProfileName;
  readonly bytesRead: number;
  /** The octets there were: of the file, or of what was read of it (a fetch or the hard limit stops early). */
  readonly bytes: number;
  /** The first line not read (or only partly read). */
  readonly line: number;
  readonly why: string;
}

/** Whether a profile reads past the 500 KiB limit: google, as google/robotstxt has none (src/google/strategy.ts). */
const readsWholeFile = (profile: ProfileName) => profile === "google";

/** Where `profile`'s reading of the loaded content was cut, if it was. */
export function cutOf(loaded: LoadedRobots, profile: ProfileName): Cut | undefined {
  const { robots, retrieval, cappedAt } = loaded;
  const { bytes, bytesRead } = robots.policy.source;
  const line = robots.diagnostics.find((d) => d.code === "size-limit")?.line ?? 1;
  const fetchCut = retrieval?.diagnostics.some((d) => d.code === "body-truncated") === true;
  if (readsWholeFile(profile)) {
    if (cappedAt !== undefined)
      return {
        profile,
        bytesRead: cappedAt,
        bytes: cappedAt,
        line: [...robots.diagnostics].reverse().find((d) => d.code === "size-limit")?.line ?? line,
        why: `the file is longer than ${cappedAt} bytes, the hard limit of this reader: google read the first ${cappedAt} bytes, to line ${line}`,
      };
    if (fetchCut)
      return {
        profile,
        bytesRead: bytes,
        bytes,
        line,
        why: "the body was longer than the fetch reads (RFC 9309 §2.5); google read only what was fetched",
      };
    return undefined;
  }
  if (bytesRead >= bytes) return undefined;
  return {
    profile,
    bytesRead,
    bytes,
    line,
    why: `${profile} read the first ${bytesRead} of ${bytes} bytes (RFC 9309 §2.5): rules from line ${line} on were not read${cappedAt !== undefined || fetchCut ? "" : "; profile google reads the whole file"}`,
  };
}

/** The line a decision carries when its profile's reading was cut. */
export function cutText(cut: Cut): string {
  return `  cut: ${cut.why}\n`;
}

/** Content that is not robots.txt: the one diagnostic that names it, and how many follow from it. */
export interface Foreign {
  readonly diagnostic: Diagnostic;
  /** The other diagnostics: what a page or binary data yields read as lines, folded into the one. */
  readonly folded: number;
}

function startsWithUtf16Bom(bytes: Uint8Array | undefined): boolean {
  return (
    bytes !== undefined &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  );
}

/** The content is HTML, XML, JSON, binary data or UTF-16 rather than robots.txt, if it is. */
export function foreignOf(loaded: LoadedRobots): Foreign | undefined {
  const diagnostics = loaded.robots.diagnostics;
  const utf16 =
    startsWithUtf16Bom(loaded.bytes) ||
    loaded.retrieval?.diagnostics.some((d) => d.code === "utf16-bom") === true;
  const notRobots = diagnostics.find((d) => d.code === "not-robots-txt");
  if (!utf16 && notRobots === undefined) return undefined;
  const diagnostic: Diagnostic = utf16
    ? {
        severity: "error",
        code: "utf16-bom",
        message:
          "the content is UTF-16 (it starts with a UTF-16 byte order mark); robots.txt is UTF-8, so no rules could be read and everything is allowed: save it as UTF-8",
        line: 1,
        column: 1,
        spec: "RFC 9309 §2.3",
      }
    : notRobots!;
  return { diagnostic, folded: diagnostics.filter((d) => d !== notRobots).length };
}

/**
 * The diagnostics to list: the foreign content's one, or what `robots-policy lint` shows of
 * the file (lintRobotsTxt), so that the warnings check, explain and ai count are lint's.
 */
export function listed(loaded: LoadedRobots): readonly Diagnostic[] {
  const foreign = foreignOf(loaded);
  return foreign ? [foreign.diagnostic] : lintRobotsTxt(loaded.robots);
}

/** The line that says what was folded: "" when nothing was. */
export function foldedText(name: string, foreign: Foreign | undefined): string {
  if (!foreign || foreign.folded === 0) return "";
  return `${name}: ${foreign.folded} more ${foreign.folded === 1 ? "diagnostic" : "diagnostics"} on the lines of this content, not listed: it is not robots.txt\n`;
}
