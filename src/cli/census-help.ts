// `robots-policy census --help`: the census's inputs, outputs, options and exit statuses.

export const CENSUS_HELP = `Usage:
  robots-policy census <input>... --out <dir> [--rows <file>] [--access rfc9309|koster1996]
                [--profile rfc9309|google] [--workers <n>] [--shard <k/n>] [--parquet] [--quiet]
  robots-policy census merge <dir>... --out <dir> [--rows <file>] [--parquet] [--quiet]

How many robots.txt files block or allow each crawler of the ai.robots.txt list and the
core panel (Googlebot, Bingbot, …), explicitly or through *, with their AI preferences. An
<input> is a folder of robots.txt files (one site per file), an NDJSON file of
{ url, status?, headers?, body | body_base64 } lines, or a WARC / WARC.gz file (Common
Crawl's robotstxt subset), told apart by content. Worker threads read the inputs on every
core; a progress line (files/s, MB/s, ETA) is drawn on stderr when it is a terminal.

<dir> (--out) receives:
  captures.ndjson   one line per capture (host, status, retrieval outcome, verdicts…)
  aggregate.json    the exact counts, which census merge adds up
  summary.json, report.md, report.html, manifest.json   the report and how it was made
  captures.parquet, crawler_verdicts.parquet   with --parquet

Options:
  -o, --out <dir>          Where the results go (created).
      --rows <file>        The per-capture rows here instead (gzipped when it ends in .gz).
      --access <a>         What a status means: rfc9309 (default: a 4xx allows all) or
                           koster1996 (401 and 403 disallow all).
  -p, --profile <p>        How robots.txt is read: rfc9309 (default) or google.
  -j, --workers <n>        Worker threads (default: every core); 0 runs in the main thread.
      --shard <k/n>        Only every n-th work unit from the k-th: run shards 1/n … n/n
                           anywhere, then census merge their directories.
      --parquet            Also write the rows as Parquet (needs the optional package
                           @duckdb/node-api).
  -q, --quiet              No progress line (it is drawn only on a terminal anyway).

census merge adds up the aggregate.json of each shard's directory (they must be the shards
1/n … n/n of one run, with the same knobs and crawler list), writes the reports, and with
--rows concatenates the shards' rows (in shard order).

Examples:
  robots-policy census crawl/*.warc.gz --out census/ --rows census/captures.ndjson.gz
  robots-policy census sites/ --out census/ --access koster1996 --workers 2
  robots-policy census crawl/*.warc.gz --out part-3/ --shard 3/8
  robots-policy census merge part-*/ --out census/

Exit status:
  0  the census ran; the results are in --out.
  2  usage error (unknown option, missing --out, bad --shard), an input that cannot be
     read, or shards that do not make one run (merge says which).
  3  internal error (a bug in robots-policy; please report it with the printed stack).
`;
