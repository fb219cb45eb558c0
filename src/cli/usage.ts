// The usage text and the package version.
import { createRequire } from "node:module";
import type { CommandName } from "./args.js";
import { lintHelp } from "./lint-help.js";

const EXIT = `Exit status:
  0  check, explain: every URL allowed. page: every usage allowed at page level.
     lint: no error, no more warnings than --max-warnings. ai: no error finding.
  1  check, explain: some URL disallowed. page: some usage disallowed.
     lint: an error, or too many warnings. ai: an error-severity finding.
  2  usage error: unknown option, missing argument, unknown profile, invalid URL or
     agent, unreadable file (one line on stderr).
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
  robots-policy check <http(s) url>... --agent <token> [options]   (fetches each site's /robots.txt)

For each URL, whether the crawler may crawl it, with the line that decided (or why no
line did). The file's errors (content that is not robots.txt, with what gives it away) and
its count of warnings go to stderr. The delay between requests is printed only when the file
sets one (Crawl-delay, Request-rate, Visit-time); --delay prints it always.

Options:
  -a, --agent <token>      The crawler: a product token or a whole User-Agent header.
${PROFILES_TEXT}
  -f, --file <path>        Read this robots.txt (offline), even when the URLs are absolute.
      --json               One JSON document: { file, agent, profile, diagnostics, decisions }
                           (an array of them when URLs on several sites are fetched).
      --delay              Always print the delay between requests, with ROBOTS-2.0's
                           rule of thumb when the file sets none.
      --acap               Decide with the ACAP records (ACAP-1) for --usage and --purpose.
  -u, --usage <type>       With --acap: crawl, follow, index, preserve, present, … other.
      --purpose <name>     With --acap: the usage purpose (selects sub-records).
      --app <id>           Also print the App-Directives for application <id>.

Examples:
  robots-policy check robots.txt /private/x /public --agent Googlebot
  curl -s https://example.com/robots.txt | robots-policy check - /x --agent bot --json
  robots-policy check https://example.com/a https://example.org/b --agent ExampleBot

${SOURCES}
${EXIT}`,
  explain: `Usage:
  robots-policy explain <robots.txt> <url> --agent <token> [--profile <p> | --all-profiles] [--json]

Why the crawler may or may not crawl the URL: every group (record) considered and why it
was chosen or passed over, every rule that matches the path with its line and match length,
the tie-break between them, and the result. --all-profiles explains under all four profiles
and says where they disagree.

Options:
  -a, --agent <token>      The crawler.
${PROFILES_TEXT}
      --all-profiles       rfc9309, google, koster1996 and robots2 side by side.
      --json               { file, url, agent, traces: [ { profile, groups, matches, tieBreak, decision } ] }

Examples:
  robots-policy explain robots.txt /private/page --agent Googlebot
  robots-policy explain robots.txt /index.html --agent bot --all-profiles

${SOURCES}
${EXIT}`,
  lint: lintHelp(SOURCES),
  page: `Usage:
  robots-policy page <file.html> --url <url> --agent <token> [--usage <type>] [--header "Name: value"]...
                [--robots <robots.txt>] [--json]

ACAP-2 and robots META: what an HTML page decides for the crawler, per usage (page level,
then each element with element-level rules), with the line:column that decided; with
--robots, combined with that robots.txt (the page overrides it). <file.html> may be - or an
http(s) URL (fetched; its own X-Robots-Tag headers are read).

Options:
      --url <url>          The page's address (location qualifiers are matched against it).
  -a, --agent <token>      The crawler.
  -u, --usage <type>       Only this usage.
  -H, --header <h>         A response header, e.g. "X-Robots-Tag: noindex"; repeatable.
      --robots <source>    A robots.txt to combine with.
      --json               The decisions and diagnostics as JSON.

Examples:
  robots-policy page page.html --url https://example.com/a --agent Googlebot
  robots-policy page page.html --url https://example.com/a --agent bot --header "X-Robots-Tag: noindex"

${EXIT}`,
  ai: `Usage:
  robots-policy ai <robots.txt> [--path <path>]... [--json]

The file against the known AI crawlers (ai.robots.txt's list): for each, whether it may
crawl / (or each --path), which group applies, the AI usage preferences that reach it
(Content-Usage: train-ai/ai-use/search) and its Content-Signal values; then what to fix:
misspelt crawler names, preference lines outside groups or for paths that may not be
crawled, named crawlers whose operator does not obey robots.txt.

Examples:
  robots-policy ai robots.txt
  robots-policy ai https://example.com --path / --path /blog/ --json

${SOURCES}
${EXIT}`,
};

export const USAGE = `Usage:
  robots-policy check <robots.txt> <url>... --agent <token> [--profile <p>] [--json] [--delay]
  robots-policy explain <robots.txt> <url> --agent <token> [--profile <p> | --all-profiles] [--json]
  robots-policy lint <robots.txt>... [--max-warnings <n>] [--severity <s>] [--format <f>]
  robots-policy page <file.html> --url <url> --agent <token> [--header "Name: value"]... [--robots <robots.txt>]
  robots-policy ai <robots.txt> [--path <path>]... [--json]
  robots-policy help <command> | <command> --help | --version

Commands:
  check    For each URL, allowed or disallowed, with the line that decided.
  explain  How a decision was reached: groups considered, rules matched, tie-break.
  lint     Every diagnostic of the file, with its spec section.
  page     What an HTML page's robots META / ACAP-2 rules decide for a crawler.
  ai       The file against the known AI crawlers, and what to fix.

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
