// The usage text and the package version.
import { createRequire } from "node:module";
import type { CommandName } from "./args.js";
import { lintHelp } from "./lint-help.js";
import { CENSUS_HELP } from "./census-help.js";
import { CONFORMANCE_HELP } from "./conformance-help.js";

/** A command's exit statuses: what 0 and 1 mean for it, then what 2 and 3 mean for all. */
function exitOf(ok: string, failed: string): string {
  return `Exit status:
  0  ${ok}
  1  ${failed}
  2  usage error (unknown option, missing argument, unknown profile, invalid URL or
     agent), unreadable file, or a robots.txt that could not be fetched (network
     failure, 5xx, redirect loop): one line on stderr naming the outcome.
  3  internal error (a bug in robots-policy; please report it with the printed stack).
`;
}

const EXIT_CHECK = exitOf("every URL allowed.", "some URL disallowed.");
const EXIT_PAGE = exitOf("every usage allowed at page level.", "some usage disallowed.");
const EXIT_AI = exitOf(
  "no error-severity finding.",
  "an error finding (a --blocked crawler may crawl), or content that cannot be\n     audited (HTML, XML, JSON, binary, UTF-16).",
);

const EXIT = `Exit status:
  0  check, explain: every URL allowed. page: every usage allowed at page level.
     lint: no error, no more warnings than --max-warnings. ai: no error finding.
     census: the census ran. conformance: every non-open supported vector passed.
  1  check (without --exit-zero), explain: some URL disallowed. page: some usage disallowed.
     lint: an error, or more warnings than --max-warnings. ai: an error finding, or
     content that cannot be audited (HTML, binary, UTF-16). conformance: a vector failed.
  2  usage error, unreadable file, or a robots.txt that could not be fetched.
  3  internal error (a bug in robots-policy; please report it with the printed stack).
`;

const SOURCES = `A <robots.txt> is a file, - for standard input, or a site's http(s) URL (its
/robots.txt is fetched as RFC 9309 §2.3 says: status codes, redirects, 500 KiB).
A <url> is an absolute URL (https://example.com/path?query) or a path starting with "/";
only its path and query are matched against the rules.
Output is coloured on a terminal; NO_COLOR=1 turns colour off, FORCE_COLOR=1 on.
`;

const PROFILES_TEXT = `  -p, --profile <profile>  rfc9309 (default): RFC 9309, longest match, * and $ patterns.
                           google: as google/robotstxt answers (no /robots.txt
                           exemption, URL path as given, index.html shortcut).
                           koster1996: the 1996 draft, first match, prefix patterns.
                           robots2: the 1996 "2.0" proposal (Robot-version, explicit
                           and wildcard match strings).`;

const HELP: Readonly<Record<CommandName, string>> = {
  check: `Usage:
  robots-policy check <robots.txt> <url>... --agent <token> [options]
  robots-policy check <site url> <path>... --agent <token> [options]   (fetches its /robots.txt)
  robots-policy check <http(s) url>... --agent <token> [options]   (fetches each site's /robots.txt)

For each URL, whether the crawler may crawl it, with the line that decided (or why no
line did). The file's errors (content that is not robots.txt, with what gives it away) and
its count of warnings go to stderr. The delay between requests is printed only when the file
sets one (Crawl-delay, Request-rate, Visit-time); --delay prints it always. When the
profile did not read the whole file (rfc9309 reads 500 KiB; google reads it whole, up to
8 MiB), a "cut:" line under the decisions says where reading stopped.

Options:
  -a, --agent <token>      The crawler: a product token or a whole User-Agent header.
                           Repeated: tokens in order of preference (--agent
                           Googlebot-News --agent Googlebot), the first a group names
                           decides. "*" names no crawler: to ask the * group, give a
                           name no group of the file names.
${PROFILES_TEXT}
  -f, --file <path>        Read this robots.txt (offline), even when the URLs are absolute.
      --json               One JSON document: { file, agent, profile, retrieval?,
                           diagnostics, decisions (each with cut? and appDirectives?),
                           delay, actionRequests? } (an array when several sites are fetched).
      --delay              Always print the delay between requests, with ROBOTS-2.0's
                           rule of thumb when the file sets none.
      --exit-zero          Exit 0 even when a URL is disallowed (a report, not a gate).
      --acap               Decide with the ACAP records (ACAP-1) for --usage and --purpose.
  -u, --usage <type>       With --acap: crawl, follow, index, preserve, present, … other.
      --purpose <name>     With --acap: the usage purpose (selects sub-records).
      --app <id>           Also print the App-Directives for application <id>.

Examples:
  robots-policy check robots.txt /private/x /public --agent Googlebot
  curl -s https://example.com/robots.txt | robots-policy check - /x --agent bot --json
  robots-policy check https://example.com/a https://example.org/b --agent ExampleBot

${SOURCES}
${EXIT_CHECK}`,
  explain: `Usage:
  robots-policy explain <robots.txt> <url> --agent <token> [--profile <p> | --all-profiles] [--json]

Why the crawler may or may not crawl the URL: every group (record) considered and why it
was chosen or passed over, every rule that matches the path with its line and match length,
the tie-break between them, and the result. --all-profiles explains under all four profiles
and says where they disagree.

Options:
  -a, --agent <token>      The crawler; repeated: tokens in order of preference.
${PROFILES_TEXT}
      --all-profiles       rfc9309, google, koster1996 and robots2 side by side.
      --json               { file, retrieval?, url, agent, diagnostics,
                           traces: [ { profile, groups, matches, tieBreak, decision, cut? } ] }

Examples:
  robots-policy explain robots.txt /private/page --agent Googlebot
  robots-policy explain robots.txt /index.html --agent bot --all-profiles

${SOURCES}
${EXIT_CHECK}`,
  lint: lintHelp(SOURCES),
  page: `Usage:
  robots-policy page <file.html> --url <url> --agent <token> [--usage <usage>] [--header "Name: value"]...
                [--robots <robots.txt>] [--acap] [--json]

What an HTML page's robots META tags and X-Robots-Tag headers decide for the crawler, per
usage of decide(): crawl, index, follow, present-snippet, archive, index-images, translate,
present-thumbnail, with the line:column that decided; with --robots, crawl is that
robots.txt's answer. --acap reads the page as ACAP-2 does instead (ACAP usage types, then
each element with element-level rules). <file.html> may be - or an http(s) URL (fetched;
its own X-Robots-Tag headers are read).

Options:
      --url <url>          The page's address (location qualifiers are matched against it).
  -a, --agent <token>      The crawler; repeated: tokens in order of preference.
  -u, --usage <usage>      Only this usage (an ACAP usage type with --acap).
  -H, --header <h>         A response header, e.g. "X-Robots-Tag: noindex"; repeatable.
      --robots <source>    A robots.txt to combine with.
      --acap               ACAP-2's reading: ACAP usage types, element-level rules.
      --json               The decisions and diagnostics as JSON.

Examples:
  robots-policy page page.html --url https://example.com/a --agent Googlebot
  robots-policy page page.html --url https://example.com/a --agent bot --header "X-Robots-Tag: noindex"

${EXIT_PAGE}`,
  census: CENSUS_HELP,
  conformance: CONFORMANCE_HELP,
  ai: `Usage:
  robots-policy ai <robots.txt> [--path <path>]... [--agent <name>]... [--blocked <name>]...
                [--wide] [--json]

The file against the known AI crawlers (ai.robots.txt's list): for each, whether it may
crawl / (or each --path), which group applies, the AI usage preferences that reach it
(Content-Usage: train-ai/ai-use/search) and its Content-Signal values; then what to fix:
misspelt crawler names, preference lines outside groups or for paths that may not be
crawled, named crawlers whose operator does not obey robots.txt, --blocked crawlers that may crawl.
A crawler listed under two spellings is one row. Content that is not robots.txt (an HTML
page, binary data, UTF-16) is not audited.

Options:
      --path <path>        A path (or URL) to ask about; repeatable, default /. One
                           "crawl <path>" column each.
  -a, --agent <name>       Only this crawler (case-insensitive); repeatable.
      --blocked <name>     A crawler the site means to block; repeatable. If it may
                           crawl a --path, that is an error finding (exit status 1).
      --wide               The whole table, however wide; by default it fits the
                           terminal (80 columns when not on a terminal).
      --json               { retrieval?, crawlers, findings, summary }

Examples:
  robots-policy ai robots.txt
  robots-policy ai https://example.com --path / --path /blog/ --json
  robots-policy ai robots.txt --blocked GPTBot --blocked CCBot

${SOURCES}
${EXIT_AI}`,
};

export const USAGE = `Usage:
  robots-policy check <robots.txt> <url>... --agent <token> [--profile <p>] [--json] [--delay] [--exit-zero]
  robots-policy explain <robots.txt> <url> --agent <token> [--profile <p> | --all-profiles] [--json]
  robots-policy lint <robots.txt>... [--strict] [--max-warnings <n>] [--severity <s>] [--format <f>]
  robots-policy page <file.html> --url <url> --agent <token> [--header "Name: value"]... [--robots <robots.txt>]
  robots-policy ai <robots.txt> [--path <path>]... [--agent <name>]... [--blocked <name>]... [--json]
  robots-policy census <input>... --out <dir> [--rows <file>] [--workers <n>] [--shard <k/n>]
  robots-policy census merge <dir>... --out <dir>
  robots-policy conformance --exec "<command>" [--suite <dir>] [--timeout <ms>] [--filter <p>] [--json]
  robots-policy help <command> | <command> --help | --version

Commands:
  check    For each URL, allowed or disallowed, with the line that decided.
  explain  How a decision was reached: groups considered, rules matched, tie-break.
  lint     Every diagnostic of the file, with its spec section.
  page     What an HTML page's robots META / ACAP-2 rules decide for a crawler.
  ai       The file against the known AI crawlers, and what to fix.
  census   How many robots.txt files of a crawl block each crawler (folders, NDJSON, WARC).
  conformance  The conformance suite run against any implementation's adapter.

${SOURCES}
${EXIT}`;

/** The help of one command, or the overview. */
export function helpOf(command: CommandName | undefined): string {
  return command === undefined ? USAGE : HELP[command];
}

export function version(): string {
  // The package's own package.json, through its "./package.json" export (self-reference):
  // the same path from src/cli/ under tsx and from dist/src/cli/ once built or installed.
  const pkg: unknown = createRequire(import.meta.url)("robots-policy/package.json");
  const v = typeof pkg === "object" && pkg !== null && "version" in pkg ? pkg.version : undefined;
  return typeof v === "string" ? v : "unknown";
}
