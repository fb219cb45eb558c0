// Conventional robots META / X-Robots-Tag directives (robotstxt.org, and what search engines
// read today) mapped onto ACAP usage types, so that one query answers over both.
import type { AcapQualifier, AcapUsageType } from "../acap/model.js";
import type { SourcePosition } from "../core/types.js";

export interface MappedDirective {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly qualifiers: readonly AcapQualifier[];
}

/** The qualifiers of a directive that has none: one frozen array for all. */
const NO_QUALIFIERS: readonly AcapQualifier[] = Object.freeze([]);

/** A qualifier a directive implies, where the directive stands. */
function qualifier<Q extends AcapQualifier>(
  at: SourcePosition,
  text: string,
  name: Q["name"],
  value: Q["value"],
): AcapQualifier {
  return { line: at.line, column: at.column, text, name, value } as AcapQualifier;
}

/**
 * A directive's meaning; [] for directives with no ACAP counterpart; undefined when unknown or
 * malformed. `at` and `text` (the directive as written) are copied into the qualifiers it
 * implies; no object is made for them otherwise (a spread per directive was a third of the
 * time of a tag of 250,000 directives).
 */
export function mapDirective(
  name: string,
  value: string | undefined,
  at: SourcePosition,
  text: string,
): MappedDirective[] | undefined {
  const rule = (
    kind: "allow" | "disallow",
    usage: AcapUsageType,
    qualifiers: readonly AcapQualifier[] = NO_QUALIFIERS,
  ): MappedDirective => ({ kind, usage, qualifiers });
  switch (name) {
    case "index":
      return [rule("allow", "index")];
    case "noindex":
      return [rule("disallow", "index")];
    case "follow":
      return [rule("allow", "follow")];
    case "nofollow":
      return [rule("disallow", "follow")];
    case "all":
      return [rule("allow", "index"), rule("allow", "follow")];
    case "none":
      return [rule("disallow", "index"), rule("disallow", "follow")];
    case "noarchive":
    case "nocache":
      // No cached copy may be shown: ACAP's present-currentcopy.
      return [rule("disallow", "present-currentcopy")];
    case "nosnippet":
      return [rule("disallow", "present-snippet")];
    case "max-snippet": {
      const n = Number(value);
      if (value === undefined || !Number.isInteger(n) || n < -1) return undefined;
      if (n === 0) return [rule("disallow", "present-snippet")];
      if (n === -1) return [rule("allow", "present-snippet")];
      return [
        rule("allow", "present-snippet", [
          qualifier(at, text, "max-length", { count: n, unit: "chars" }),
        ]),
      ];
    }
    case "max-image-preview":
      if (value?.toLowerCase() === "none") return [rule("disallow", "present-thumbnail")];
      return value?.toLowerCase() === "standard" || value?.toLowerCase() === "large"
        ? []
        : undefined;
    case "unavailable_after": {
      const time = value === undefined ? Number.NaN : Date.parse(value);
      if (Number.isNaN(time)) return undefined;
      // Not in results after the date: index permitted until that day (ACAP time-limit until-yyyy-mm-dd).
      const date = new Date(time).toISOString().slice(0, 10);
      return [
        rule("allow", "index", [qualifier(at, text, "time-limit", { kind: "until-date", date })]),
      ];
    }
    case "notranslate":
      return [
        rule("allow", "present", [qualifier(at, text, "prohibited-modification", "translation")]),
      ];
    case "noimageindex":
    case "max-video-preview":
    case "indexifembedded":
    case "noai":
    case "noimageai":
      // noai / noimageai: DeviantArt's AI opt-outs (Nov 2022), read by contentUsage(); no ACAP counterpart.
      return [];
    default:
      return undefined;
  }
}

export interface Directive {
  readonly name: string;
  readonly value?: string;
  /** Offset of the directive in the content. */
  readonly offset: number;
  readonly text: string;
}

/** Splits "index, nofollow", "index nofollow", "max-snippet:50, unavailable_after: 25 Jun 2026 15:00:00 PST". */
export function splitDirectives(content: string): Directive[] {
  const out: Directive[] = [];
  let offset = 0;
  for (const part of content.split(",")) {
    const start = offset + (part.length - part.trimStart().length);
    offset += part.length + 1;
    const text = part.trim();
    if (text === "") continue;
    const valued = valuedDirective(text);
    if (valued) {
      out.push({ ...valued, offset: start, text });
      continue;
    }
    // Space-separated lists ("index nofollow") as well as comma-separated ones.
    let at = start;
    for (const word of text.split(/\s+/)) {
      at = content.indexOf(word, at);
      out.push({ name: word.toLowerCase(), offset: at, text: word });
      at += word.length;
    }
  }
  return out;
}

/** A directive's name characters: ASCII letters, "_" and "-". */
function isNameChar(c: number): boolean {
  return isAsciiLetter(c) || c === 0x5f || c === 0x2d;
}

/** What "." does not match in a regular expression without the s flag. */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * "name: value" in a trimmed directive, read as /^([A-Za-z_-]+)\s*:\s*(.*)$/ reads it (no
 * line terminator in the value), by a scan: that expression retried `\s*` at every blank of
 * a run that a line break ended ("a:" + 80,000 spaces + "\nb\nc": 80,000²/2 steps, issue 24).
 */
function valuedDirective(text: string): { name: string; value: string } | undefined {
  let end = 0;
  while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
  if (end === 0) return undefined;
  const afterName = text.slice(end).trimStart();
  if (afterName.charCodeAt(0) !== 0x3a) return undefined;
  const value = afterName.slice(1).trimStart();
  if (LINE_TERMINATOR.test(value)) return undefined;
  return { name: text.slice(0, end).toLowerCase(), value: value.trim() };
}

/** The directives written "name: value"; any other name before a colon is a crawler's. */
const VALUED_DIRECTIVES = new Set([
  "max-snippet",
  "max-image-preview",
  "max-video-preview",
  "unavailable_after",
]);

/** X-Robots-Tag: "searchbot: noindex" names a crawler; "unavailable_after: …" and "max-snippet: 5" do not. */
export function splitXRobotsTag(value: string): {
  readonly crawler: string;
  readonly content: string;
} {
  // /^\s*([A-Za-z][\w.-]*)\s*:\s*(.*)$/s, read by a scan (see valuedDirective).
  const trimmed = value.trimStart();
  let end = isAsciiLetter(trimmed.charCodeAt(0)) ? 1 : 0;
  if (end > 0) while (end < trimmed.length && isCrawlerNameChar(trimmed.charCodeAt(end))) end++;
  const afterName = end > 0 ? trimmed.slice(end).trimStart() : "";
  const name = afterName.charCodeAt(0) === 0x3a ? trimmed.slice(0, end).toLowerCase() : undefined;
  return name !== undefined && !VALUED_DIRECTIVES.has(name)
    ? { crawler: name, content: afterName.slice(1).trimStart() }
    : { crawler: "*", content: value };
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
}

/** [\w.-]: letters, digits, "_", "." and "-". */
function isCrawlerNameChar(c: number): boolean {
  return isAsciiLetter(c) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2d;
}
