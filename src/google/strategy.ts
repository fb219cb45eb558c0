// Profile "google": robots.txt as google/robotstxt (robots.cc, commit 22b355f; Apache-2.0,
// read for behaviour, not copied) reads it. The line reading (key prefixes and typos, the
// missing colon, comments, groups started by a User-agent line after a rule) is the shared
// lowering's, which already follows robots.cc; what differs from profile "rfc9309" is here,
// each difference with the robots.cc function it comes from:
//
// - patterns: MaybeEscapePattern. Octets above 0x7F become %XX and existing %xx escapes are
//   upper-cased; nothing is decoded. A pattern's priority is its length after that.
// - the URL path: GetPathParamsQuery, taken as given (no percent-normalisation).
// - /robots.txt has no implicit allow (nothing in RobotsMatcher exempts it).
// - RobotsMatcher::HandleAllow: an Allow whose last segment starts with "/index.htm" also
//   allows its directory: "/dir/index.html" allows "/dir/" exactly (pattern "/dir/$").
// - RobotsMatcher::HandleUserAgent / ExtractUserAgent: a User-agent value names the agent
//   spelled by its leading run of [A-Za-z_-] ("MJ12bot" names "MJ"), compared without case
//   with the crawler's name as given ("Foo Bar" is nobody; a header with a comment is still
//   read for its crawler's product); "*" alone or followed by white space is the global agent.
// - RobotsMatcher::disallow: the groups naming the crawler decide when any exists, even with
//   no rules; else the global ones; the longest match wins and an Allow wins a tie;
//   an empty pattern (priority 0) never decides.
// - ParseRobotsTxt reads the whole body: no 512,000-octet cut (RobotsTxt parses past
//   maxBytes for this profile; the limit belongs to fetching), and skips any leading prefix
//   of the UTF-8 BOM: a whole one, as every profile does, and a partial one (EF, EF BB),
//   which the other profiles read as invalid UTF-8 on line 1 (RobotsTxt reads the bytes
//   after it for this profile: core/input.ts partialBomLength). Both are `readsWholeFile`.
import { crawlerTokensOf } from "../core/agent.js";
import type { AgentNaming } from "../core/agent-names.js";
import { ROW_ALLOW, type RuleFile } from "../core/rule-file.js";
import {
  CompiledRulesBuilder,
  forEachPattern,
  type CompiledRules,
} from "../core/compiled-rules.js";
import { addWildcardRule, byLongestMatch } from "../rfc9309/strategy.js";
import { namesMerged, selectMerged, type MatchStrategy, type Selection } from "../core/strategy.js";

const HEX = "0123456789ABCDEF";
const utf8 = new TextEncoder();

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** robots.cc MaybeEscapePattern, on the pattern's UTF-8 octets. */
export function escapePatternAsGoogle(pattern: string): string {
  let plain = true;
  for (let i = 0; i < pattern.length && plain; i++) {
    const c = pattern.charCodeAt(i);
    if (c >= 0x80 || (c === 0x25 && /[a-f]/.test(pattern.slice(i + 1, i + 3)))) plain = false;
  }
  if (plain) return pattern;
  const octets = utf8.encode(pattern);
  let out = "";
  for (let i = 0; i < octets.length; i++) {
    const c = octets[i]!;
    if (c === 0x25 && isHexDigit(octets[i + 1] ?? 0) && isHexDigit(octets[i + 2] ?? 0)) {
      out += "%" + String.fromCharCode(octets[i + 1]!, octets[i + 2]!).toUpperCase();
      i += 2;
    } else if (c >= 0x80) out += "%" + HEX[c >> 4]! + HEX[c & 0xf]!;
    else out += String.fromCharCode(c);
  }
  return out;
}

/** robots.cc RobotsMatcher::HandleAllow: "/dir/index.htm…" also allows "/dir/$". */
function indexShortcut(pattern: string): string | undefined {
  const slash = pattern.lastIndexOf("/");
  return slash !== -1 && pattern.startsWith("/index.htm", slash)
    ? pattern.slice(0, slash + 1) + "$"
    : undefined;
}

function compile(file: RuleFile, sets: readonly number[]): CompiledRules {
  const builder = new CompiledRulesBuilder(file);
  // RobotsMatcher::disallow: only priorities above 0 decide; an empty pattern's is 0.
  forEachPattern(file, "groups", sets, (row, value, order) => {
    const pattern = escapePatternAsGoogle(value);
    addWildcardRule(builder, row, pattern, value, 2 * order);
    const shortcut = file.kind(row) === ROW_ALLOW ? indexShortcut(pattern) : undefined;
    if (shortcut !== undefined) addWildcardRule(builder, row, shortcut, value, 2 * order + 1);
  });
  // Longest match; an Allow wins a tie (disallow only when strictly longer); the first line
  // among equals (robots.cc keeps a match only when its priority is higher).
  return builder.build(byLongestMatch(builder));
}

function isGoogleAgentChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2d || c === 0x5f; // a-z A-Z - _
}

/**
 * The agent a User-agent value names for Google (HandleUserAgent, ExtractUserAgent): "*"
 * alone or followed by white space, else its leading [A-Za-z_-] run, lower-cased.
 */
export function googleAgentOf(value: string): string {
  if (value.charCodeAt(0) === 0x2a)
    return value.length === 1 || value.charCodeAt(1) === 0x20 || value.charCodeAt(1) === 0x09
      ? "*"
      : "";
  let i = 0;
  while (i < value.length && isGoogleAgentChar(value.charCodeAt(i))) i++;
  return value.slice(0, i).toLowerCase();
}

/** ExtractUserAgent: a User-agent line names its leading [A-Za-z_-] run (googleAgentOf). */
const GOOGLE_AGENTS: AgentNaming = Object.freeze({ isNameChar: isGoogleAgentChar });

export const google: MatchStrategy = {
  profile: "google",
  precedence: "google/robotstxt RobotsMatcher::disallow (longest match; allow wins a tie)",
  robotsTxtAlwaysAllowed: false,
  readsWholeFile: true,
  // RobotsMatcher::AllowedByRobots compares the caller's agent as given ("Foo Bar" is not
  // "Foo"); a User-Agent header with a comment is still read for its crawler's product.
  tokensOf(userAgent: unknown): readonly string[] {
    const tokens = crawlerTokensOf(userAgent);
    if (typeof userAgent === "string")
      return userAgent.includes("(") ? tokens : [userAgent.toLowerCase()];
    return (userAgent as readonly string[]).map((agent) => agent.trim().toLowerCase());
  },
  select: (source, agentToken): Selection =>
    selectMerged(source, agentToken, GOOGLE_AGENTS, compile, "google"),
  names: (source, agentToken) => namesMerged(source, agentToken, GOOGLE_AGENTS),
  // GetPathParamsQuery (src/engine/url.ts) is the whole of it: the path is matched as given.
  normalizePath: (path) => path,
};
