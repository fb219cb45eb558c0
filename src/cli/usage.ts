// The usage text and the package version.
import { createRequire } from "node:module";

export const USAGE = `Usage:
  robots-policy check <robots.txt file> <url>... --agent <token> [--profile <profile>] [--json] [--app <id>]
                [--acap [--usage <type>] [--purpose <name>]]
  robots-policy check <http(s) url>... --agent <token> [options]   (fetches each site's /robots.txt)
  robots-policy check --file <robots.txt file> <url>... --agent <token> [options]
  robots-policy lint <robots.txt file>
  robots-policy page <file.html> --url <url> --agent <token> [--usage <type>] [--robots <robots.txt file>] [--json]
  robots-policy ai <robots.txt file | - | http(s) url> [--path <path>]... [--json]
  robots-policy --help | --version

Commands:
  check   For each URL, whether the crawler may crawl it, with the line that decided
          (or why no line did): no matching rule, no matching group, or robots.txt
          itself, which is always allowed. Given http(s) URLs and no robots.txt file,
          it first fetches each site's /robots.txt (RFC 9309 §2.3: status codes,
          redirects, size limit) and prints the retrieval outcome.
  page    ACAP-2: what an HTML page's robots META tags and the-acap: class values
          decide for the crawler, per usage (page level, then each element with
          element-level rules), with the line:column in the HTML that decided;
          with --robots, combined with that robots.txt (the page overrides it).
  ai      Audits a robots.txt against the known AI crawlers (ai.robots.txt's list):
          for each, whether it may crawl (/ or each --path), which group applies, the
          AI usage preferences that reach it (Content-Usage train-ai/ai-use/search) and
          its Content-Signal values; then what to fix: misspelt crawler names,
          preference lines outside groups or for paths that may not be crawled, named
          crawlers whose operator does not obey robots.txt. - reads stdin; a URL is
          fetched (RFC 9309 §2.3).
  lint    Every diagnostic of the file, as file:line:col severity code message (spec),
          sorted by position, then a summary line.

Options:
  -a, --agent <token>      The crawler: a product token or a whole user-agent string
                           ("Googlebot/2.1" is read as "googlebot"). Required by check;
                           also the User-Agent header when fetching.
  -f, --file <path>        check: read this robots.txt file (offline), even when the
                           URLs are absolute.
  -p, --profile <profile>  rfc9309 (default): RFC 9309, longest match, * and $ patterns.
                           google: as google/robotstxt answers (no /robots.txt
                           exemption, URL path as given, index.html shortcut).
                           koster1996: the 1996 draft, first match, prefix patterns.
                           robots2: the 1996 "2.0" proposal (Robot-version, explicit
                           and wildcard match strings).
      --json               check: print a JSON array of decisions, one per URL.
                           ai: print the audit as JSON.
      --path <path>        ai: a path (or URL) to ask about; repeatable; default /.
      --acap               check: decide with the ACAP records (ACAP-1), for --usage
                           (crawl by default; follow, index, preserve, present,
                           present-snippet … other) and --purpose; the constraints
                           of the deciding permission are printed in {…}.
  -u, --usage <type>       check --acap: the ACAP usage type.
      --purpose <name>     check --acap: the usage purpose (selects sub-records).
      --app <id>           check: also print the App-Directives that apply to the
                           application <id> (e.g. examplesearch) on each URL, taken
                           from the group of --agent, else "*" (APP-DIRECTIVES §2.1).
  -h, --help               Print this text.
      --version            Print the version.

A <url> is an absolute URL (https://example.com/path?query) or a path starting with "/";
only its path and query are matched against the rules.

Exit status:
  0  check: every URL allowed.          lint, ai: no error-severity finding.
  1  check: at least one URL disallowed. lint, ai: at least one error-severity finding.
  2  usage error: unknown option, missing argument, unknown profile, invalid URL or
     agent, unreadable file (one line on stderr).
  3  internal error (a bug in robots-policy; please report it with the printed stack).
`;

export function version(): string {
  // The package's own package.json, through its "./package.json" export (self-reference):
  // the same path from src/cli/ under tsx and from dist/src/cli/ once built or installed.
  const pkg: unknown = createRequire(import.meta.url)("robots-policy/package.json");
  const v = typeof pkg === "object" && pkg !== null && "version" in pkg ? pkg.version : undefined;
  return typeof v === "string" ? v : "unknown";
}
