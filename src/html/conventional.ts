// Conventional robots META / X-Robots-Tag directives (robotstxt.org, and what search engines
// read today) mapped onto ACAP usage types, so that one query answers over both.
import type { AcapQualifier, AcapUsageType } from "../core/usages.js";
import type { SourcePosition } from "../core/types.js";

export interface MappedDirective {
  readonly kind: "allow" | "disallow";
  readonly usage: AcapUsageType;
  readonly qualifiers: readonly AcapQualifier[];
}

/** The qualifiers of a directive that has none: one frozen array for all. */
const NO_QUALIFIERS: readonly AcapQualifier[] = Object.freeze([]);

/**
 * A directive's meaning; [] for directives with no ACAP counterpart; undefined when unknown or
 * malformed. `at` and `text` (the directive as written) are copied into the qualifiers it
 * implies; no object is made for them otherwise (a spread per directive was a third of the
 * time of a tag of 250,000 directives). `at` is a position: line and column only.
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
          { ...at, text, name: "max-length", value: { count: n, unit: "chars" } },
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
        rule("allow", "index", [
          { ...at, text, name: "time-limit", value: { kind: "until-date", date } },
        ]),
      ];
    }
    case "notranslate":
      return [
        rule("allow", "present", [
          { ...at, text, name: "prohibited-modification", value: "translation" },
        ]),
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

/**
 * "name: value" in a trimmed directive, read as /^([A-Za-z_-]+)\s*:\s*(.*)$/ reads it (no
 * line terminator — what "." does not match — in the value), in steps that cannot
 * backtrack: that expression retried `\s*` at every blank of a run that a line break ended
 * ("a:" + 80,000 spaces + "\nb\nc": 80,000²/2 steps, issue 24). The name and colon are
 * matched alone (neither `\s*` can give characters to its neighbour), the rest trimmed.
 */
function valuedDirective(text: string): { name: string; value: string } | undefined {
  const match = /^([A-Za-z_-]+)\s*:/.exec(text);
  if (!match) return undefined;
  const value = text.slice(match[0].length).trimStart();
  if (/[\n\r\u2028\u2029]/.test(value)) return undefined;
  return { name: match[1]!.toLowerCase(), value: value.trim() };
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
  // /^\s*([A-Za-z][\w.-]*)\s*:\s*(.*)$/s, in steps (see valuedDirective).
  const prefix = /^\s*([A-Za-z][\w.-]*)\s*:/.exec(value);
  const name = prefix?.[1]!.toLowerCase();
  return name !== undefined && !VALUED_DIRECTIVES.has(name)
    ? { crawler: name, content: value.slice(prefix![0].length).trimStart() }
    : { crawler: "*", content: value };
}
