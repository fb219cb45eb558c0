// `robots-policy lint --help`: lint's options, formats and exit statuses (it has its own, for CI).

export function lintHelp(sources: string): string {
  return `Usage:
  robots-policy lint <robots.txt>... [--profile <p>] [--strict] [--severity <s>]
                     [--max-warnings <n>] [--format text|json|sarif|github | --json]

Every diagnostic of each file, as file:line:col severity code message (spec), sorted by
position, then a summary line (and a total for several files). Besides how each line was
read, lint checks the whole file: misspelt field names ("User-agnet": did you mean
"User-agent"?, and which group or rule is lost), Noindex, rules written twice, a path both
allowed and disallowed in one group, a second "User-agent: *" group, a full URL as a pattern.
A body that is not robots.txt (HTML, XML, JSON, binary) is an error (not-robots-txt), UTF-16
is utf16-bom: named by that one error, the diagnostics its lines would give folded into one
count.

Options:
  -p, --profile <p>        rfc9309 (default), google, koster1996 or robots2: notes that only
                           one profile's reading needs (rule-outside-record, for the 1996
                           draft's records) are shown for that profile only.
      --strict             Also report every departure from the specifications' ABNF, as
                           abnf-... warnings: a user-agent that is not a product token
                           ("Bot/1.0"), a pattern starting with "*" or holding white space,
                           a control character, a last line without a line break. Crawlers
                           read such lines anyway; --strict asks "strictly conforming?".
  -s, --severity <s>       The lowest severity shown and counted: error, warning or info
                           (default).
      --max-warnings <n>   Exit status 1 when more than n warnings are shown, over all files.
  -f, --format <f>         text (default); json: { file, diagnostics: [ { line, column,
                           severity, code, message, spec } ], summary: { errors, warnings,
                           infos, folded? }, retrieval? } (retrieval: a fetched file's
                           outcome), an array of them for several files; sarif: SARIF 2.1.0,
                           rule ids = diagnostic codes; github: workflow commands
                           (::warning file=…,line=…,col=…,title=code::message).
      --json               The same as --format json.

Examples:
  robots-policy lint robots.txt
  robots-policy lint public/robots.txt staging/robots.txt --max-warnings 0 --format github
  robots-policy lint robots.txt --format sarif > robots.sarif
  robots-policy lint robots.txt --strict --max-warnings 0
  curl -s https://example.com/robots.txt | robots-policy lint - --json

${sources}
Exit status:
  0  no error, and no more warnings than --max-warnings (when given).
  1  an error-severity diagnostic in some file (a file that is not robots.txt, say), or
     more warnings than --max-warnings.
  2  usage error or read failure: unknown option, missing argument, unknown profile,
     severity or format, a file that cannot be read, or a robots.txt that
     could not be fetched (network failure, 5xx, redirect loop): one line on stderr.
  3  internal error (a bug in robots-policy; please report it with the printed stack).
`;
}
