// What one selection of rules (the groups that apply to a crawler) says of a whole site:
// decided by the library's own matcher over witness paths made from the rules' own patterns,
// never by comparing lines with "Disallow: /".
//
// Definitions (docs/census.md, "Verdicts"). Over every path of the site other than /robots.txt
// (which RFC 9309 §2.2.2 always allows):
// - `full`: no path is allowed;
// - `partial`: some path is allowed and some is not;
// - otherwise every path is allowed: `explicit-allow` when the rules are the crawler's own
//   group (a group names it), `none` when they are the `*` groups or no group applies.
// The deciding line: for `full`, the rule that decides "/"; for `partial`, the rule that decides
// "/" when "/" is blocked, else the rule that decides the first blocked witness ("/F", then the
// rules' witnesses in the profile's precedence order: the longest pattern first); for
// `explicit-allow`, the rule that decides "/" if one does (an `Allow: /`), else
// the crawler's first User-agent line (the caller's); `none` has no line.
//
// Why the witnesses suffice (longest match, RFC 9309 §2.2.2 and google/robotstxt, `*` matching
// any run of characters, a final `$` anchoring). Let F be a character no pattern of the
// selection contains. The generic instance g(R) of a rule R is its pattern with every `*`
// replaced by F, with F appended unless R ends in `$` (an unanchored pattern is R followed by
// `*`). A path starts with "/", so a leading `*` is filled either with "/" and more ("/F…"),
// or with nothing when the rest starts with "/": two instances, each generic for its half of
// the paths R matches (the "/" is every path's own), and the argument below holds for each
// half. A pattern's
// literal pieces contain no F, so a pattern A that matches g(R) matches it with its pieces
// inside R's literal segments (its first piece in R's first, its anchored last one in R's last
// or not at all): A then matches every path p that R matches, whatever p puts where R has `*`.
// So the rules matching g(R) are a subset M(g) of those matching p, M(p), and R is in both.
// If R decides p (it is the longest in M(p), an Allow winning a tie), every rule of M(g) is at
// most as long as R and R is in it, so the longest length in M(g) is R's; an Allow of that
// length is in M(g) only if it is in M(p). Hence g(R) gets p's answer: a path blocked by R
// makes g(R) blocked, a path allowed by an Allow R makes g(R) allowed. A path no rule matches
// has "/F" matching no rule either (M("/F") is in every M(p)), so "/F" is allowed too. The
// witnesses {"/", "/F", g(R) for every rule R} therefore contain an allowed path iff some path
// is allowed, and a blocked one iff some path is blocked. Google's index.html shortcut is an
// entry of its own in the compiled rules, so it gets its witness too. A file whose patterns use
// every candidate character (none was seen in the corpus) falls back to a character outside
// ASCII, which normalised patterns never contain (they are percent-encoded).
import type { CompiledRules } from "../core/compiled-rules.js";
import type { RuleFile } from "../core/rule-file.js";
import { firstByScan } from "../core/pattern-scan.js";

/** Witnesses of one selection asked by a plain scan before the matcher's own choice (see ask). */
const SCANS = 4;

/** What a selection of rules says of every path: blocked wholly, partly, or not at all. */
export type Blocking = "full" | "partial" | "none";

/** The verdict of one selection of rules, before it is read as a crawler's (row.ts). */
export interface RulesVerdict {
  readonly blocking: Blocking;
  /** The deciding line (see the definitions above); absent when nothing is blocked and no rule decides "/". */
  readonly line?: number;
}

/** Characters tried, in order, as the fresh character F: letters that paths keep as they are. */
const CANDIDATES = "ZQXJKVWYzqxjkvwyGHIMNOPRSTULghimnoprstul";
/** Outside ASCII: never in a normalised pattern (both profiles percent-encode what is above 0x7F). */
const FALLBACK = "\u0100";

/**
 * F: a candidate no pattern of the selection contains. Patterns mostly stand in the file's text
 * (a few have strings of their own): a candidate absent from every such string is absent from
 * every pattern, found by the engine's own string search; when every candidate occurs
 * somewhere, the patterns themselves are read.
 */
function freshCharacter(rules: CompiledRules): string {
  const sources = new Set<string>();
  for (let entry = 0; entry < rules.size; entry++) sources.add(rules.source(entry));
  for (const candidate of CANDIDATES) {
    let absent = true;
    for (const source of sources)
      if (source.includes(candidate)) {
        absent = false;
        break;
      }
    if (absent) return candidate;
  }
  return freshInPatterns(rules);
}

/** F from the patterns' own characters (every candidate occurs somewhere in their sources). */
function freshInPatterns(rules: CompiledRules): string {
  const seen = new Uint8Array(128);
  for (let entry = 0; entry < rules.size; entry++) {
    const source = rules.source(entry);
    for (let i = rules.start(entry), end = rules.end(entry); i < end; i++) {
      const c = source.charCodeAt(i);
      if (c < 128) seen[c] = 1;
    }
  }
  for (let i = 0; i < CANDIDATES.length; i++)
    if (seen[CANDIDATES.charCodeAt(i)] === 0) return CANDIDATES[i]!;
  return FALLBACK;
}

const NO_PATHS: readonly string[] = Object.freeze([]);

/**
 * g(R) (see above): one path, or two for a pattern starting with `*` ("/F" then the rest, and
 * the rest alone when it starts with "/"); none when the pattern matches no path (it starts
 * with neither "/" nor "*").
 */
function genericInstances(rules: CompiledRules, entry: number, fresh: string): readonly string[] {
  const source = rules.source(entry);
  const start = rules.start(entry);
  const end = rules.end(entry);
  if (!matchesSomePath(rules, entry)) return NO_PATHS;
  const first = source.charCodeAt(start);
  let body = source.slice(start, end);
  // The compiled entry's `*` are wildcards from its first one on (before it: literal text).
  const star = rules.star(entry);
  const wild = star < end;
  if (wild) body = body.slice(0, star - start) + body.slice(star - start).replaceAll("*", fresh);
  const tail = rules.anchored(entry) ? "" : fresh;
  if (first !== 0x2a || !wild) return [body + tail];
  // A leading `*` is filled either with nothing (the rest must then start the path with "/")
  // or with "/" and more: F stands for the more, and the "/" is every path's.
  let rest = 0;
  while (body.startsWith(fresh, rest)) rest += fresh.length;
  const filled = "/" + fresh + body.slice(rest) + tail;
  return body.charCodeAt(rest) === 0x2f ? [filled, body.slice(rest) + tail] : [filled];
}

/** The witness paths of a selection (see above), "/" first: for tests and the collateral check. */
export function witnessPaths(rules: CompiledRules): string[] {
  const fresh = freshCharacter(rules);
  const paths = new Set<string>(["/", "/" + fresh]);
  for (let entry = 0; entry < rules.size; entry++) {
    for (const path of genericInstances(rules, entry, fresh)) paths.add(path);
  }
  return [...paths];
}

/** The witnesses of one compiled rule (g(R) above), with the fresh character of its selection. */
export function witnessesOf(rules: CompiledRules, entry: number): readonly string[] {
  return genericInstances(rules, entry, freshOf(rules));
}

/** Fresh characters and verdicts, kept per compiled rules (crawlers selecting the same groups share them). */
const FRESH = new WeakMap<CompiledRules, string>();
const KEPT = new WeakMap<CompiledRules, RulesVerdict>();

function freshOf(rules: CompiledRules): string {
  let fresh = FRESH.get(rules);
  if (fresh === undefined) FRESH.set(rules, (fresh = freshCharacter(rules)));
  return fresh;
}

const NOTHING_BLOCKED: RulesVerdict = Object.freeze({ blocking: "none" });

/** The longest Allow and Disallow patterns of a selection, in the profile's measure (-1: none). */
function longest(rules: CompiledRules): { allow: number; disallow: number } {
  let allow = -1;
  let disallow = -1;
  for (let entry = 0; entry < rules.size; entry++)
    if (rules.allows(entry)) allow = Math.max(allow, rules.length(entry));
    else disallow = Math.max(disallow, rules.length(entry));
  return { allow, disallow };
}

/** Can the entry's pattern match a path at all (it starts with "/" or "*")? */
function matchesSomePath(rules: CompiledRules, entry: number): boolean {
  if (rules.end(entry) === rules.start(entry)) return false;
  const first = rules.source(entry).charCodeAt(rules.start(entry));
  return first === 0x2f || first === 0x2a;
}

/**
 * Without Allow lines, every rule that can match a path blocks its own witness, and the first
 * such rule in precedence order decides its witness (the rules before it match no path): so
 * after "/" and "/F" nothing needs asking.
 */
function withoutAllows(rules: CompiledRules, file: RuleFile, found: Found): void {
  if (found.blocked) return;
  for (let entry = 0; entry < rules.size; entry++)
    if (matchesSomePath(rules, entry)) {
      found.blocked = true;
      found.blockedLine = file.line(rules.row(entry));
      return;
    }
}

/** What the witnesses found so far. */
interface Found {
  /** Witnesses asked by a plain scan so far (see ask). */
  scans: number;
  allowed: boolean;
  blocked: boolean;
  /** The deciding line of the first blocked witness. */
  blockedLine: number | undefined;
}

/** Asks the matcher about one witness and records the answer. */
function ask(rules: CompiledRules, file: RuleFile, path: string, found: Found): number {
  // A large selection builds its pattern index once scans have read about twice its patterns
  // (core/compiled-rules.ts): worth it for a crawler's thousands of questions, not for a few
  // witnesses, which are asked by the same scan without spending that budget.
  const entry = found.scans++ < SCANS ? firstByScan(rules, path) : rules.first(path);
  if (entry < 0 || rules.allows(entry)) found.allowed = true;
  else {
    found.blocked = true;
    found.blockedLine ??= file.line(rules.row(entry));
  }
  return entry;
}

/**
 * What a selection's rules say of every path (see the definitions above): each witness is
 * decided by the selection's own matcher (`rules.first`, the profile's precedence), without the
 * /robots.txt exception, which no witness is asked for. The witnesses are asked in order ("/",
 * "/F", then the rules' in precedence order, longest first) until both an allowed and a blocked
 * one are found; an Allow at least as long as every Disallow is allowed at its own witness
 * (it matches it, and wins any tie), so that witness is not asked.
 */
export function rulesVerdict(rules: CompiledRules, file: RuleFile): RulesVerdict {
  if (rules.size === 0) return NOTHING_BLOCKED;
  const kept = KEPT.get(rules);
  if (kept !== undefined) return kept;
  const found: Found = { scans: 0, allowed: false, blocked: false, blockedLine: undefined };
  const root = ask(rules, file, "/", found);
  const rootLine = root < 0 ? undefined : file.line(rules.row(root));
  const { allow, disallow } = longest(rules);
  // Without Disallow lines nothing is blocked: "/" was asked for its line only.
  const fresh = disallow < 0 ? "" : freshOf(rules);
  if (disallow >= 0) ask(rules, file, "/" + fresh, found);
  if (allow < 0) withoutAllows(rules, file, found);
  for (
    let entry = 0;
    disallow >= 0 && allow >= 0 && entry < rules.size && !(found.allowed && found.blocked);
    entry++
  ) {
    const allows = rules.allows(entry);
    if (allows ? found.allowed : found.blocked) continue;
    if (allows && rules.length(entry) >= disallow) {
      found.allowed = true;
      continue;
    }
    for (const path of genericInstances(rules, entry, fresh)) ask(rules, file, path, found);
  }
  const blocking: Blocking = !found.blocked ? "none" : found.allowed ? "partial" : "full";
  const line = blocking === "partial" && !isBlockedRoot(rules, root) ? found.blockedLine : rootLine;
  const verdict: RulesVerdict = line === undefined ? { blocking } : { blocking, line };
  KEPT.set(rules, verdict);
  return verdict;
}

function isBlockedRoot(rules: CompiledRules, root: number): boolean {
  return root >= 0 && !rules.allows(root);
}
