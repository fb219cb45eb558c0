// `--parquet`: the per-capture rows as Parquet, through DuckDB (@duckdb/node-api, an optional
// dependency loaded only when asked: the census works without it). Two tables, so that SQL needs
// no JSON functions and no table has a row per (capture × panel crawler):
//
//   captures.parquet         one row per capture, in the rows file's order: capture (its line
//                            in the rows file, from 1), input, offset, line, file, url, host,
//                            domain, scheme, status, date, access, outcome, location, size,
//                            content, template, wildcard, wildcard_line, diagnostics MAP(code → n)
//   crawler_verdicts.parquet one row per crawler a capture treats apart from the wildcard
//                            (its `crawlers` entries): capture, crawler, explicit,
//                            explicit_line, effective, effective_line, collateral,
//                            content_usage MAP, content_signal MAP
//
// A panel crawler absent from crawler_verdicts for a capture gets the wildcard verdict and no
// explicit one, so "the effective verdict of X" is
//   SELECT c.capture, coalesce(v.effective, c.wildcard) AS effective
//   FROM 'captures.parquet' c LEFT JOIN 'crawler_verdicts.parquet' v
//     ON v.capture = c.capture AND v.crawler = 'GPTBot'
// (redirects decide nothing: their wildcard is NULL).

/** The Parquet files `--parquet` writes in the output directory. */
export const PARQUET_FILES = {
  captures: "captures.parquet",
  verdicts: "crawler_verdicts.parquet",
} as const;

const VERDICT = 'STRUCT("verdict" VARCHAR, "line" BIGINT)';
const CRAWLER =
  `STRUCT("explicit" ${VERDICT}, "effective" ${VERDICT}, "collateral" BOOLEAN, ` +
  '"preferences" STRUCT("contentUsage" MAP(VARCHAR, VARCHAR), "contentSignal" MAP(VARCHAR, VARCHAR)))';

/** The rows' columns as DuckDB reads them (every field of CaptureRow, typed). */
const COLUMNS: Readonly<Record<string, string>> = {
  source: 'STRUCT("input" VARCHAR, "offset" BIGINT, "line" BIGINT, "file" VARCHAR)',
  url: "VARCHAR",
  host: "VARCHAR",
  domain: "VARCHAR",
  scheme: "VARCHAR",
  status: "INTEGER",
  date: "VARCHAR",
  retrieval: 'STRUCT("profile" VARCHAR, "outcome" VARCHAR, "location" VARCHAR)',
  size: "BIGINT",
  content: "VARCHAR",
  diagnostics: "MAP(VARCHAR, BIGINT)",
  wildcard: VERDICT,
  crawlers: `MAP(VARCHAR, ${CRAWLER})`,
  template: "VARCHAR",
};

const quote = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/** The SQL statements that turn the rows file into the two Parquet files. */
export function parquetSql(rows: string, captures: string, verdicts: string): string[] {
  const columns = Object.entries(COLUMNS)
    .map(([name, type]) => `${quote(name)}: ${quote(type)}`)
    .join(", ");
  return [
    // One scan, in file order (DuckDB keeps insertion order by default), numbered once: both
    // files take their capture number from the same table.
    `CREATE TEMP TABLE rows AS SELECT row_number() OVER () AS capture, * FROM read_json(${quote(rows)}, format = 'newline_delimited', columns = {${columns}})`,
    `COPY (SELECT capture, source.input AS input, source."offset" AS "offset", source.line AS line, source.file AS file, url, host, domain, scheme, status, date, retrieval.profile AS access, retrieval.outcome AS outcome, retrieval.location AS location, size, content, template, wildcard.verdict AS wildcard, wildcard.line AS wildcard_line, diagnostics FROM rows ORDER BY capture) TO ${quote(captures)} (FORMAT parquet, COMPRESSION zstd)`,
    `COPY (SELECT capture, crawler, v.explicit.verdict AS explicit, v.explicit.line AS explicit_line, v.effective.verdict AS effective, v.effective.line AS effective_line, coalesce(v.collateral, false) AS collateral, v.preferences.contentUsage AS content_usage, v.preferences.contentSignal AS content_signal FROM (SELECT capture, unnest(map_keys(crawlers)) AS crawler, unnest(map_values(crawlers)) AS v FROM rows) ORDER BY capture, crawler) TO ${quote(verdicts)} (FORMAT parquet, COMPRESSION zstd)`,
  ];
}

/** The optional dependency is not installed: what to do about it. */
export class ParquetUnavailable extends Error {
  override readonly name = "ParquetUnavailable";
}

interface DuckDbModule {
  DuckDBInstance: {
    create(path?: string): Promise<{
      connect(): Promise<{ run(sql: string): Promise<unknown>; closeSync(): void }>;
      closeSync(): void;
    }>;
  };
}

async function loadDuckDb(): Promise<DuckDbModule> {
  const name = "@duckdb/node-api";
  try {
    // A variable specifier: bundlers and type checks leave the optional package alone.
    return (await import(name)) as DuckDbModule;
  } catch (error) {
    throw new ParquetUnavailable(
      `--parquet needs the optional package ${name}, which is not installed (npm install ${name}); the census itself works without it`,
      { cause: error },
    );
  }
}

/** Rejects with ParquetUnavailable when @duckdb/node-api is not installed (before a long run). */
export async function checkParquet(): Promise<void> {
  await loadDuckDb();
}

/** Converts the rows file (NDJSON, gzipped or not) to the two Parquet files. */
export async function writeParquet(
  rows: string,
  files: { captures: string; verdicts: string },
): Promise<void> {
  const { DuckDBInstance } = await loadDuckDb();
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  try {
    for (const sql of parquetSql(rows, files.captures, files.verdicts)) await connection.run(sql);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
