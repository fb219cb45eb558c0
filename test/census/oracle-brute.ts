// The census's oracle (issue 28 item 6): what each panel crawler may do in one capture, found by
// brute force through the public API only (parseRobotsTxt and decide), and the aggregate's
// per-crawler counts recomputed from that. Nothing here imports the census's verdict, row or
// aggregate code: only its panel (the list of crawlers asked about) and its measures' names.
import { parseRobotsTxt } from "../../src/index.js";
import { CENSUS_PANEL } from "../../src/census/panel.js";

/** How robots.txt is read. */
export type Profile = "rfc9309" | "google";
/** What a status means. */
export type Access = "rfc9309" | "koster1996";
/** A verdict, as docs/census.md defines it. */
export type Kind = "full" | "partial" | "none" | "explicit-allow";

/** A capture as the oracle sees it: the status, whether a Location came with it, the decoded body. */
export interface OracleCapture {
  readonly url: string;
  readonly status?: number;
  readonly location?: string;
  readonly body: Uint8Array;
}

/** One crawler's verdicts: its own group's (when a group names it) and the effective one. */
export interface CrawlerVerdict {
  readonly explicit?: Kind;
  readonly effective: Kind;
}

/** What the oracle says of one capture. */
export interface OracleRow {
  /** Not a redirect: the status decides something. */
  readonly decided: boolean;
  /** A 2xx whose body is a robots.txt or empty. */
  readonly parsed: boolean;
  /** The 2xx body's kind (undefined when the status is not 2xx). */
  readonly content?: "robots.txt" | "empty" | "html" | "other";
  readonly wildcard?: Kind;
  readonly crawlers: ReadonlyMap<string, CrawlerVerdict>;
}

/** RFC 9309 §2.3.1 (or KOSTER-1996 §3.1): what the status alone says. */
export function statusRule(
  c: OracleCapture,
  access: Access,
): "parse" | "allow" | "disallow" | "redirect" {
  const s = c.status ?? 200;
  if (!Number.isInteger(s) || s < 200 || s > 599) return "disallow";
  if (s < 300) return "parse";
  if (s < 400) {
    if (s === 304) return "disallow";
    if (c.location !== undefined) return "redirect";
    return access === "rfc9309" ? "allow" : "disallow";
  }
  if (access === "rfc9309") return s < 500 ? "allow" : "disallow";
  if (s === 401 || s === 403 || s === 429 || s >= 500) return "disallow";
  return "allow";
}

/** The patterns of the file's Allow/Disallow lines (and their usual misspellings), read plainly. */
function patternsOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const m = /^\s*([a-z-]*al+ow)\s*:?\s*([^\s#]*)/i.exec(line);
    if (m !== null && m[2] !== undefined && m[2] !== "") out.push(m[2]);
  }
  return out;
}

const FRESH_CANDIDATES = "qzjxkvwQZJXKVW0123456789";

/**
 * The brute-force path set: "/", every path of 2 and 3 characters over the patterns' characters
 * plus a fresh one, and every pattern instantiated several ways (each `*` as nothing, as the
 * fresh character, as a segment; the instance, one character shorter, one longer, with "/").
 */
export function pathsOf(text: string): string[] {
  const patterns = patternsOf(text);
  const chars = new Set<string>();
  for (const p of patterns) for (const ch of p) if (ch !== "*" && ch !== "#") chars.add(ch);
  const fresh = [...FRESH_CANDIDATES].find((ch) => !chars.has(ch)) ?? "~";
  const alphabet = [...chars, fresh];
  const paths = new Set<string>(["/"]);
  for (const a of alphabet) {
    paths.add(`/${a}`);
    for (const b of alphabet) paths.add(`/${a}${b}`);
  }
  for (const pattern of patterns) {
    const base = pattern.endsWith("$") ? pattern.slice(0, -1) : pattern;
    for (const fill of ["", fresh, `${fresh}/${fresh}`, "/"]) {
      const instance = base.split("*").join(fill);
      const rooted = instance.startsWith("/") ? instance : `/${instance}`;
      for (const path of [rooted, rooted.slice(0, -1), rooted + fresh, `${rooted}/`, `${rooted}?`])
        if (path.startsWith("/")) paths.add(path);
    }
  }
  return [...paths];
}

/** Whether some path is allowed and some blocked, for one crawler (stops once both are seen). */
function sweep(
  robots: ReturnType<typeof parseRobotsTxt>,
  userAgent: string,
  paths: readonly string[],
  profile: Profile,
): { allowed: boolean; blocked: boolean } {
  let allowed = false;
  let blocked = false;
  for (const path of paths) {
    // A whole URL: a path of "//x" alone would read as a network-path reference.
    const d = robots.decide({ url: `https://oracle.example${path}`, userAgent, profile });
    // RFC 9309 §2.2.2: /robots.txt is always allowed; the census's verdicts leave it out.
    if (d.reason === "robots-txt-always-allowed") continue;
    if (d.allowed) allowed = true;
    else blocked = true;
    if (allowed && blocked) break;
  }
  return { allowed, blocked };
}

function kindOf(s: { allowed: boolean; blocked: boolean }, named: boolean): Kind {
  if (!s.allowed) return "full";
  if (s.blocked) return "partial";
  return named ? "explicit-allow" : "none";
}

/** A user agent no group of the fixtures names: it gets the `*` groups. */
const NOBODY = "OracleNoSuchCrawler";

/** The verdicts of a parsed body, every panel crawler by brute force (one sweep per selection of groups). */
export function bodyVerdicts(
  body: Uint8Array,
  profile: Profile,
): { wildcard: Kind; crawlers: Map<string, CrawlerVerdict>; hasGroup: boolean } {
  const robots = parseRobotsTxt(body);
  const paths = pathsOf(new TextDecoder().decode(body));
  const bySelection = new Map<string, { allowed: boolean; blocked: boolean }>();
  const verdictFor = (userAgent: string) => {
    const d = robots.decide({ url: "/", userAgent, profile });
    const group = d.group;
    const named = group !== undefined && group.userAgents.some((ua) => ua.trim() !== "*");
    // The groups that apply do not depend on the path: one sweep per distinct selection.
    const key = group === undefined ? "-" : group.lines.join(",");
    let s = bySelection.get(key);
    if (s === undefined) bySelection.set(key, (s = sweep(robots, userAgent, paths, profile)));
    return { kind: kindOf(s, named), named, hasGroup: group !== undefined };
  };
  const star = verdictFor(NOBODY);
  let hasGroup = star.hasGroup;
  const crawlers = new Map<string, CrawlerVerdict>();
  for (const { name } of CENSUS_PANEL) {
    const v = verdictFor(name);
    hasGroup ||= v.hasGroup;
    crawlers.set(name, v.named ? { explicit: v.kind, effective: v.kind } : { effective: v.kind });
  }
  return { wildcard: star.kind, crawlers, hasGroup };
}

/** A 2xx body's kind: blank is empty; no group and an HTML page (or JSON) is html (other); else robots.txt. */
function contentOf(body: Uint8Array, hasGroup: boolean): NonNullable<OracleRow["content"]> {
  const text = new TextDecoder().decode(body).replace(/^\uFEFF/, "");
  if (/^\s*$/.test(text)) return "empty";
  if (hasGroup) return "robots.txt";
  // A page, not a stray tag (a real file starts "<!-23-10-jsc-->User-agent: *").
  if (/^\s*</.test(text) && /<(!doctype html|html|head|body)\b/i.test(text)) return "html";
  if (/^\s*[{[]/.test(text)) return "other";
  return "robots.txt";
}

/** The oracle's row of a capture under the knobs. */
export function oracleRow(c: OracleCapture, access: Access, profile: Profile): OracleRow {
  const rule = statusRule(c, access);
  if (rule === "redirect") return { decided: false, parsed: false, crawlers: new Map() };
  if (rule !== "parse") {
    const kind: Kind = rule === "allow" ? "none" : "full";
    const crawlers = new Map(CENSUS_PANEL.map(({ name }) => [name, { effective: kind }]));
    return { decided: true, parsed: false, wildcard: kind, crawlers };
  }
  const v = bodyVerdicts(c.body, profile);
  const content = contentOf(c.body, v.hasGroup);
  const parsed = content === "robots.txt" || content === "empty";
  return { decided: true, parsed, content, wildcard: v.wildcard, crawlers: v.crawlers };
}
