// Shared settings and generators of the property-based fuzz suite (test/fuzz/); checks.ts has
// the shared assertions.
//
// Run counts and seeds:
// - `npm test`: FUZZ_RUNS cases per property (default 100) with a fixed seed, so CI is reproducible;
// - `FUZZ_RUNS=20000 vitest run test/fuzz` (`npm run fuzz`): many cases, a fresh random seed each run;
// - FUZZ_SEED (and FUZZ_PATH, both printed by fast-check on a failure) replay a failing case.
import fc from "fast-check";

function envInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name}: expected an integer, got ${JSON.stringify(raw)}`);
  return value;
}

const FUZZING = envInteger("FUZZ_RUNS") !== undefined;
/** Cases per property. */
export const RUNS = envInteger("FUZZ_RUNS") ?? 100;
/** Fixed for `npm test`; random (fast-check's default) when fuzzing with FUZZ_RUNS and no FUZZ_SEED. */
const SEED = envInteger("FUZZ_SEED") ?? (FUZZING ? undefined : 20_261_125);
const PATH = process.env.FUZZ_PATH;

/** fast-check parameters: a property's share of the runs (`scale`), the seed, the replay path. */
export function parameters(scale = 1): fc.Parameters<unknown> {
  return {
    numRuns: Math.max(1, Math.round(RUNS * scale)),
    ...(SEED !== undefined ? { seed: SEED } : {}),
    ...(PATH !== undefined && PATH !== "" ? { path: PATH } : {}),
  };
}

/** A test's time limit: generous at the default count, growing with FUZZ_RUNS. */
export function timeout(msPerRun: number): number {
  return Math.max(30_000, Math.ceil(RUNS * msPerRun));
}

// ---------------------------------------------------------------------------------------------
// Small pieces

const pick = <T>(...values: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...values);

/** UTF-16 code units, lone surrogates included (fc's "binary" unit never makes one). */
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
export const utf16String = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: utf16Unit, maxLength });
/** Any text: code points, graphemes, code units (lone surrogates), ASCII with controls. */
export const anyString = (maxLength: number): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength }),
    fc.string({ unit: "grapheme", maxLength }),
    utf16String(maxLength),
    fc.string({ unit: "binary-ascii", maxLength }),
  );

const hex = pick(..."0123456789abcdefABCDEF");
/** Percent-escapes, valid (any octet, either case) and broken ("%", "%4", "%zz"). */
const percentEscape = fc.oneof(
  fc.tuple(hex, hex).map(([a, b]) => `%${a}${b}`),
  pick(
    "%",
    "%4",
    "%zz",
    "%%",
    "%2F",
    "%2f",
    "%2A",
    "%24",
    "%7E",
    "%E4%BD%A0",
    "%C3",
    "%FF%FE",
    "%00",
    "%0A",
    "%0D",
  ),
);
/** Characters that stress normalisation: non-ASCII, astral, lone surrogates, controls, NUL. */
const oddChar = pick(
  "ä",
  "é",
  "ツ",
  "你",
  "😀",
  "\u{10FFFF}",
  "\uD800",
  "\uDFFF",
  "\uFFFD",
  "\uFEFF",
  "\u0000",
  "\u0001",
  "\t",
  " ",
  "\u00A0",
  "\u2028",
  "\u007F",
);
/** A very long run (hundreds of characters, rarely thousands): quadratic matching shows here. */
const longRun = fc
  .tuple(
    pick("a", "/a", "*", "%2F", "ä", "😀", "*a", "$"),
    fc.oneof(
      { weight: 9, arbitrary: fc.integer({ min: 50, max: 600 }) },
      { weight: 1, arbitrary: fc.integer({ min: 600, max: 5000 }) },
    ),
  )
  .map(([unit, n]) => unit.repeat(n));

/** A path or pattern piece: segments, `*`, `$`, escapes, odd characters, query, fragment. */
const pathPiece = fc.oneof(
  {
    weight: 24,
    arbitrary: pick(
      "/",
      "/",
      "/",
      "a",
      "b",
      "private",
      "x.html",
      ".pdf",
      "index.html",
      "*",
      "$",
      "?",
      "?q=1",
      "&x=",
      "#frag",
      "=",
      ";",
      "~",
      "..",
      "//",
      "robots.txt",
    ),
  },
  { weight: 8, arbitrary: percentEscape },
  { weight: 8, arbitrary: oddChar },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 6 }) },
  { weight: 1, arbitrary: longRun },
);
export const pathLike = fc.array(pathPiece, { maxLength: 8 }).map((pieces) => pieces.join(""));

// ---------------------------------------------------------------------------------------------
// robots.txt

const NAMES = {
  userAgent: [
    "User-agent",
    "user-agent",
    "USER-AGENT",
    "User-Agent",
    "Useragent",
    "User agent",
    "user-agnet",
  ],
  allow: ["Allow", "allow", "ALLOW", "Alow"],
  disallow: ["Disallow", "disallow", "DisAllow", "Dissalow", "Disalow", "disallow "],
  crawlDelay: ["Crawl-delay", "crawl-delay", "Crawl-Delay", "crawldelay"],
  sitemap: ["Sitemap", "sitemap", "Site-map"],
  host: ["Host", "host"],
  cleanParam: ["Clean-param", "clean-param"],
  robotVersion: ["Robot-version", "robot-version", "Robot-Version"],
  visitTime: ["Visit-time", "visit-time"],
  requestRate: ["Request-rate", "request-rate", "Request-Rate"],
  comment: ["Comment", "comment"],
  appDirectives: ["App-Directives", "app-directives", "App-Directive", "app-directive"],
  contentUsage: ["Content-Usage", "content-usage"],
  contentSignal: ["Content-Signal", "content-signal"],
  acapCrawler: ["ACAP-crawler", "acap-crawler", "ACAP-Crawler"],
  acapPermission: [
    "ACAP-allow-crawl",
    "ACAP-disallow-crawl",
    "ACAP-allow-index",
    "ACAP-disallow-index",
    "ACAP-allow-follow",
    "ACAP-allow-preserve",
    "ACAP-disallow-preserve",
    "ACAP-allow-present",
    "ACAP-disallow-present",
    "ACAP-allow-present-snippet",
    "ACAP-disallow-present-snippet",
    "ACAP-allow-present-currentcopy",
    "ACAP-allow-present-oldcopy",
    "ACAP-allow-present-original",
    "ACAP-disallow-present-thumbnail",
    "ACAP-allow-present-link",
    "ACAP-allow-other",
    "ACAP-disallow-other",
    "ACAP-allow-(my-usage)",
    "ACAP-disallow-(both)",
    "ACAP-allow-",
    "ACAP-allow-bogus",
    "acap-ALLOW-index",
    "ACAP-",
    "ACAP-allow-(",
    "ACAP-disallow-()",
  ],
  acapOther: [
    "ACAP-version",
    "ACAP-usage-purpose",
    "ACAP-resource-set",
    "ACAP-qualified-usage",
    "ACAP-composite-usage",
    "ACAP-permissions-reference",
    "ACAP-ignore-conventional-records",
    "ACAP-request-take-down",
    "ACAP-request-re-crawl",
    "ACAP-unknown-field",
  ],
  other: [
    "Noindex",
    "Nofollow",
    "X-Unknown",
    "Request-delay",
    "Policy",
    "",
    " ",
    "#Disallow",
    "<html>",
    "Disallow:Disallow",
  ],
} as const;

const agentValue = fc.oneof(
  { weight: 6, arbitrary: pick("*", "Googlebot", "bingbot", "bot", "searchbot", "ExampleBot") },
  { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z0-9._-]{0,10}$/) },
  {
    weight: 3,
    arbitrary: pick(
      "*",
      "* ",
      "*bot",
      "Googlebot",
      "googlebot",
      "Googlebot-Image",
      "Googlebot/2.1",
      "Googlebot-News",
      "bingbot",
      "GPTBot",
      "MJ12bot",
      "crawler1",
      "archive.org_bot",
      "Mail.RU_Bot",
      "ExampleBot/1.0 (+https://x)",
      "Mozilla/5.0 (compatible; Googlebot/2.1)",
      "*, Googlebot",
      "bot bot",
      "",
      "2.1",
      "ä-bot",
      "😀",
    ),
  },
  { weight: 1, arbitrary: anyString(12) },
);
const number = fc.oneof(
  pick(
    "10",
    "0",
    "0.5",
    ".5",
    "5.",
    "-1",
    "1e3",
    "1e400",
    "NaN",
    "Infinity",
    "0x10",
    "10 seconds",
    "1,5",
    "9".repeat(400),
    "",
  ),
  fc.double({ noNaN: false }).map(String),
  fc.integer().map(String),
);
const hhmm = fc
  .tuple(
    fc.integer({ min: 0, max: 2600 }),
    fc.integer({ min: 0, max: 2600 }),
    pick("-", " - ", "", "–"),
  )
  .map(([a, b, sep]) => `${String(a).padStart(4, "0")}${sep}${String(b).padStart(4, "0")}`);
const rate = fc
  .tuple(
    fc.integer({ min: -1, max: 1000 }),
    pick("/", " / ", "", "//"),
    fc.integer({ min: -1, max: 1000 }),
    pick("", "s", "m", "h", "d", "x", "S", "M"),
    fc.option(hhmm, { nil: undefined }),
  )
  .map(
    ([n, slash, d, unit, window]) =>
      `${n}${slash}${d}${unit}${window === undefined ? "" : ` ${window}`}`,
  );
const structuredValue = fc.oneof(
  pick(
    "train-ai=n",
    "search=y, ai-use=n",
    "Train-AI=n",
    "train-ai=n,",
    "ai-train=no, search=yes",
    "use=yes",
    "examplesearch;widgets=?0",
    "someothersearch;foo=bar",
    "app;x=1;y=2",
    "a;x",
    '"str"',
    "?0",
    "@1700000000",
    ":YQ==:",
    "(a b);q=1",
    "a=(1 2), b",
    "1.5",
    "-0",
    '%"x%41"',
    "a=",
    "=",
    "(",
    ")",
    ";",
    ",",
    ", ,",
    "a;;b",
    "x=1.2345",
    "x=12345678901234567",
    "👍",
    'a="unterminated',
  ),
  fc.string({ unit: "grapheme-ascii", maxLength: 20 }),
);
const acapValue = fc.oneof(
  pick(
    "/",
    "/news/",
    "/a/ time-limit=7-days",
    "/ time-limit=until-recrawled",
    "/ time-limit=2010-01-01",
    "/ max-length=5-words",
    "/ max-length=250-chars",
    "/ must-use-resource=the-acap:extract:class:abstract",
    "/ must-use-resource=the-acap:extract:idlist:a,b",
    "the-acap:resource-set:indexable",
    "the-acap:resource-set:",
    "/ prohibited-modification=x",
    "/ target-condition=geo:gb",
    "/ usage-ref=x",
    "1.1",
    "1.0",
    "2.0",
    "news",
    "http://news.search.* /",
    "http://the-acap.org/usage-purpose-categories#preservation",
    "indexable /public/ /news/",
    "cache preserve time-limit=until-recrawled",
    "my-usage present-snippet max-length=250-chars",
    "basic-usages crawl index present",
    "both index present",
    "https://example.com/acap.txt",
    "/a.htm",
    "*",
    "searchbot",
    "",
    "=",
    "time-limit=",
    "/ time-limit=-1-days",
  ),
  fc
    .tuple(
      pathLike,
      fc.array(
        pick(" time-limit=7-days", " max-length=3-words", " x=y", " =", " must-use-resource="),
        { maxLength: 3 },
      ),
    )
    .map(([p, q]) => p + q.join("")),
);
const urlValue = fc.oneof(
  pick(
    "https://example.com/sitemap.xml",
    "http://x/s.xml.gz",
    "/relative.xml",
    "example.com",
    "ftp://x/y",
    "https://ä.example/😀",
    "https://[::1]/s",
    "",
  ),
  fc.webUrl(),
);

/** An Allow/Disallow value: mostly a path, sometimes `*…`, empty or not a path at all. */
const patternValue = fc.oneof(
  { weight: 8, arbitrary: pathLike.map((p) => `/${p}`) },
  { weight: 1, arbitrary: pathLike.map((p) => `*${p}`) },
  { weight: 1, arbitrary: pathLike },
);

/** A field name with a value of the kind that field takes (and sometimes another kind). */
const fieldLine: fc.Arbitrary<[string, string]> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(pick(...NAMES.userAgent), agentValue) },
  { weight: 5, arbitrary: fc.tuple(pick(...NAMES.allow, ...NAMES.disallow), patternValue) },
  { weight: 1, arbitrary: fc.tuple(pick(...NAMES.crawlDelay), number) },
  { weight: 1, arbitrary: fc.tuple(pick(...NAMES.sitemap), urlValue) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      pick(...NAMES.host),
      pick("example.com", "www.example.com:8080", "https://x.example", "ä.example", "", "-bad-"),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      pick(...NAMES.cleanParam),
      pick("ref /some/path", "a&b&c", "ref", "", "x /p*$", "&&"),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(pick(...NAMES.robotVersion), pick("2.0", "2.0.0", "1.0", "2", "x", "")),
  },
  { weight: 1, arbitrary: fc.tuple(pick(...NAMES.visitTime), hhmm) },
  { weight: 1, arbitrary: fc.tuple(pick(...NAMES.requestRate), rate) },
  { weight: 1, arbitrary: fc.tuple(pick(...NAMES.comment), anyString(30)) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      pick(...NAMES.appDirectives),
      fc
        .tuple(fc.option(pathLike, { nil: undefined }), structuredValue)
        .map(([p, v]) => (p === undefined ? v : `${p} ${v}`)),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(
      pick(...NAMES.contentUsage, ...NAMES.contentSignal),
      fc
        .tuple(fc.option(pathLike, { nil: undefined }), structuredValue)
        .map(([p, v]) => (p === undefined ? v : `${p} ${v}`)),
    ),
  },
  { weight: 2, arbitrary: fc.tuple(pick(...NAMES.acapCrawler), agentValue) },
  { weight: 2, arbitrary: fc.tuple(pick(...NAMES.acapPermission), acapValue) },
  { weight: 1, arbitrary: fc.tuple(pick(...NAMES.acapOther), acapValue) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.oneof(pick(...NAMES.other), anyString(12)),
      fc.oneof(pathLike, anyString(20)),
    ),
  },
);
const separator = fc.oneof(
  { weight: 8, arbitrary: pick(":", ": ") },
  { weight: 2, arbitrary: pick(" : ", ":\t", "\t:\t", ":  ", "", " ", "::", "=", ": :") },
);
const leading = pick("", "", "", " ", "\t", "  ");
const trailing = fc.oneof(
  { weight: 5, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: pick(" ", "\t", " # comment", "#", "# ä 😀", "#\u0000") },
  { weight: 1, arbitrary: anyString(10).map((c) => ` #${c}`) },
);
const robotsLine = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(leading, fieldLine, separator, trailing)
      .map(([lead, [name, value], sep, tail]) => `${lead}${name}${sep}${value}${tail}`),
  },
  {
    weight: 2,
    arbitrary: pick(
      "",
      "",
      " ",
      "\t",
      "# comment",
      "#",
      "#User-agent: *",
      "\u0000",
      "\uFEFF",
      "\uFEFFUser-agent: *",
      "<html>",
      "<!DOCTYPE html>",
      "User-agent *",
      ":",
      ": /",
      "Disallow /a",
      "}",
    ),
  },
  { weight: 1, arbitrary: anyString(40) },
);
const lineEnd = pick("\n", "\r\n", "\r");

/** Inserts `insert` at each of `at` (positions taken modulo the growing text length). */
function insertAt(text: string, insert: string, at: readonly number[]): string {
  let out = text;
  for (const position of at) {
    const i = position % (out.length + 1);
    out = out.slice(0, i) + insert + out.slice(i);
  }
  return out;
}

const userAgentLine = fc
  .tuple(
    leading,
    fc.oneof(
      { weight: 9, arbitrary: pick("User-agent", "User-Agent", "user-agent") },
      { weight: 1, arbitrary: pick(...NAMES.userAgent) },
    ),
    separator,
    agentValue,
    trailing,
  )
  .map(([lead, name, sep, value, tail]) => `${lead}${name}${sep}${value}${tail}`);
/** A group: User-agent lines, then rules and other lines (a few blank lines and comments among them). */
const group = fc
  .tuple(
    fc.array(userAgentLine, { minLength: 1, maxLength: 3 }),
    fc.array(robotsLine, { maxLength: 10 }),
  )
  .map(([agents, body]) => [...agents, ...body]);
/** Stray NUL bytes or lone CRs: rare, anywhere. */
const strays = fc.oneof(
  { weight: 4, arbitrary: fc.constant<number[]>([]) },
  { weight: 1, arbitrary: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }) },
);

/**
 * A realistic robots.txt: a few lines before the first group, then groups of User-agent lines
 * and lines of known, misspelt and unknown fields with fitting and unfitting values, blank
 * lines and comments; CR / LF / CRLF ends (mixed), sometimes no final end of line; sometimes
 * a BOM, NUL bytes or stray CRs anywhere.
 */
export const robotsTxt: fc.Arbitrary<string> = fc
  .tuple(
    fc.boolean(),
    fc.array(robotsLine, { maxLength: 3 }),
    fc.array(group, { maxLength: 5 }),
    lineEnd,
    fc.boolean(),
    strays,
    strays,
  )
  .chain(([bom, preamble, groups, usualEnd, finalEnd, nuls, crs]) => {
    const lines = [...preamble, ...groups.flat()];
    // Mostly one kind of line end per file, as files are written; sometimes mixed.
    const ends = fc.array(
      fc.oneof({ weight: 6, arbitrary: fc.constant(usualEnd) }, { weight: 1, arbitrary: lineEnd }),
      { minLength: lines.length, maxLength: lines.length },
    );
    return ends.map((e) => {
      let text = lines
        .map((line, i) => (i === lines.length - 1 && !finalEnd ? line : line + e[i]!))
        .join("");
      text = insertAt(insertAt(text, "\u0000", nuls), "\r", crs);
      return (bom ? "\uFEFF" : "") + text;
    });
  });

/** Any robots.txt content: structured files, arbitrary strings, long lines. */
export const robotsContent: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: robotsTxt },
  { weight: 2, arbitrary: anyString(300) },
  { weight: 1, arbitrary: fc.tuple(robotsTxt, robotsTxt).map(([a, b]) => `${a}\n${b}`) },
);

/** Bytes: the UTF-8 of content, raw bytes (invalid UTF-8), or content with raw bytes spliced in. */
export const robotsBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  robotsContent.map((text) => new TextEncoder().encode(text)),
  fc.uint8Array({ maxLength: 300 }),
  fc
    .tuple(robotsTxt, fc.uint8Array({ minLength: 1, maxLength: 6 }), fc.nat())
    .map(([text, raw, at]) => {
      const bytes = new TextEncoder().encode(text);
      const i = at % (bytes.length + 1);
      const out = new Uint8Array(bytes.length + raw.length);
      out.set(bytes.subarray(0, i));
      out.set(raw, i);
      out.set(bytes.subarray(i), i + raw.length);
      return out;
    }),
  // A BOM as bytes, then text.
  robotsTxt.map((text) => new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)])),
);

/** maxBytes: mostly the default, sometimes a small limit that cuts the content (anywhere, mid-character too). */
export const maxBytes: fc.Arbitrary<number | undefined> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 400 }) },
);

// ---------------------------------------------------------------------------------------------
// Queries

/** Crawler names the API accepts: product tokens, User-Agent headers, lists of tokens. */
const productToken = fc.stringMatching(/^[A-Za-z][A-Za-z0-9._-]{0,11}$/);
export const agent: fc.Arbitrary<string> = fc.oneof(
  pick(
    "bot",
    "Googlebot",
    "googlebot-image",
    "Googlebot/2.1",
    "bingbot",
    "GPTBot/1.2",
    "MJ12bot",
    "searchbot/1.0",
    "ExampleBot/1.0",
    "crawler1",
    "Mail.RU_Bot",
    "archive.org_bot",
  ),
  pick(
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
  ),
  productToken,
);
export const userAgent: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 3, arbitrary: agent },
  { weight: 1, arbitrary: fc.array(productToken, { minLength: 1, maxLength: 4 }) },
);
/** Anything as a user agent: the API answers, or rejects misuse with a TypeError. */
export const anyUserAgent: fc.Arbitrary<string | string[]> = fc.oneof(
  userAgent,
  anyString(30),
  fc.array(anyString(10), { maxLength: 3 }),
  pick("", "*", "2.1", " ", "*bot", "(compatible)"),
);

/** URLs the API accepts: absolute http(s) URLs of any path, and paths starting with "/". */
export const url: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      pick(
        "https://example.com",
        "http://example.com:8080",
        "https://ä.example",
        "HTTPS://EXAMPLE.COM",
        "https://u:p@example.com",
      ),
      pathLike,
    )
    .map(([origin, p]) => `${origin}/${p}`),
  pathLike.map((p) => `/${p.replace(/^\/+/, "")}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  pick(
    "https://example.com",
    "https://example.com/robots.txt",
    "/robots.txt",
    "/",
    "https://example.com?x",
    "https://example.com#f",
    "/?",
    "/#",
  ),
);
/** Anything as a URL: the API answers, or rejects misuse with a TypeError. */
export const anyUrl: fc.Arbitrary<string> = fc.oneof(
  url,
  anyString(40),
  pick(
    "",
    "//x",
    "example.com/a",
    "a",
    "http:/x",
    "mailto:x@y",
    "javascript:alert(1)",
    "*",
    "https://",
  ),
);

/** Absolute URLs whose paths a file's own Allow/Disallow patterns name (wildcards filled in), so that rules decide. */
function urlsNamedBy(text: string): fc.Arbitrary<string> {
  const patterns = [...text.matchAll(/^[ \t\uFEFF]*(?:dis)?allow[ \t]*:[ \t]*([^\r\n#]*)/gim)]
    .map((m) => (m[1] ?? "").trim())
    .filter((p) => p !== "");
  if (patterns.length === 0) return url;
  const filled = fc
    .tuple(
      pick(...patterns),
      fc.string({ unit: pick("a", "/", "x", "."), maxLength: 3 }),
      pick("", "", "x", "/", "?q=1", "$"),
    )
    .map(
      ([p, fill, tail]) =>
        `https://example.com${p.startsWith("/") ? "" : "/"}${p.replace(/\$$/, "").split("*").join(fill)}${tail}`,
    );
  return fc.oneof({ weight: 1, arbitrary: url }, { weight: 3, arbitrary: filled });
}

/** Crawler names a file's own User-agent lines name (when they are names), and others. */
function agentsNamedBy(text: string): fc.Arbitrary<string | string[]> {
  const names = [
    ...text.matchAll(/^[ \t\uFEFF]*user-?agent[ \t]*:[ \t]*([A-Za-z][A-Za-z0-9._-]*)/gim),
  ]
    .map((m) => m[1] ?? "")
    .filter((n) => n !== "");
  if (names.length === 0) return userAgent;
  return fc.oneof(
    { weight: 1, arbitrary: userAgent },
    { weight: 2, arbitrary: pick(...names) },
    { weight: 1, arbitrary: fc.tuple(pick(...names), agent).map(([n, other]) => [other, n]) },
  );
}

/** Content with questions about it: URLs its rules decide and crawlers its groups name, mostly (1–3 of each). */
export function withQuestions<T extends string | Uint8Array>(
  content: fc.Arbitrary<T>,
): fc.Arbitrary<{ content: T; urls: string[]; agents: (string | string[])[] }> {
  return content.chain((c) => {
    const text = typeof c === "string" ? c : new TextDecoder().decode(c);
    return fc.record({
      content: fc.constant(c),
      urls: fc.array(urlsNamedBy(text), { minLength: 1, maxLength: 3 }),
      agents: fc.array(agentsNamedBy(text), { minLength: 1, maxLength: 3 }),
    });
  });
}

export const date = fc.date({
  min: new Date("1990-01-01T00:00:00Z"),
  max: new Date("2100-01-01T00:00:00Z"),
  noInvalidDate: true,
});

// ---------------------------------------------------------------------------------------------
// HTML

const META_NAMES = [
  "robots",
  "ROBOTS",
  "googlebot",
  "Googlebot",
  "bingbot",
  "searchbot",
  "otherbot",
  "tdm-reservation",
  "tdm-policy",
  "description",
  "viewport",
  "",
];
const META_CONTENTS = [
  "noindex",
  "nofollow",
  "noindex, nofollow",
  "none",
  "all",
  "index, follow",
  "noarchive",
  "nocache",
  "nosnippet",
  "notranslate",
  "noimageindex",
  "max-snippet:20",
  "max-snippet:0",
  "max-snippet:-1",
  "max-snippet: 50",
  "max-image-preview:none",
  "max-image-preview:large",
  "max-video-preview:-1",
  "unavailable_after: 2020-01-01",
  "unavailable_after: 25 Jun 2010 15:00:00 PST",
  "unavailable_after: 2999-12-31T00:00:00Z",
  "unavailable_after:",
  "noai",
  "noimageai",
  "noai, noimageai",
  "1",
  "0",
  "https://example.com/tdm-policy.json",
  "ACAP version 1.1",
  "ACAP version 1.0",
  "ACAP allow-index",
  "ACAP disallow-index",
  "ACAP disallow-present-snippet",
  "ACAP allow-index must-use-resource=the-acap:extract:idlist:lead,box",
  "ACAP allow-present-snippet must-use-resource=the-acap:extract:taglist:h1,em",
  "ACAP allow-present must-use-resource=the-acap:extract:meta:description",
  "ACAP allow-index location=https://example.com/a",
  "ACAP disallow-present time-limit=7-days",
  "ACAP allow-(local)",
  "ACAP",
  "ACAP allow-",
  "NOINDEX,NOFOLLOW",
  " , ,noindex,, ",
  "googlebot: noindex",
];
const ACAP_CLASSES = [
  "the-acap:allow-index",
  "the-acap:disallow-index",
  "the-acap:disallow-present",
  "the-acap:allow-present",
  "the-acap:disallow-present-snippet",
  "the-acap:disallow-preserve",
  "the-acap:allow-follow",
  "the-acap:",
  "the-acap:allow-",
  "the-acap:bogus",
  "THE-ACAP:disallow-index",
  "the-acap:disallow-(local)",
  "x",
  "the-acap:disallow-index the-acap:allow-present",
  "box the-acap:disallow-index",
];
const IDS = [
  "lead",
  "box",
  "title",
  "inner",
  "deep",
  "story",
  "__proto__",
  "constructor",
  "toString",
  "a b",
  "",
  "ä",
  "1",
];
const TAGS = [
  "div",
  "p",
  "span",
  "section",
  "article",
  "h1",
  "em",
  "b",
  "i",
  "a",
  "ul",
  "li",
  "table",
  "tr",
  "td",
  "form",
  "select",
  "option",
  "template",
  "svg",
  "math",
  "noscript",
  "iframe",
  "button",
  "DIV",
  "x-custom",
];
const RAW_TAGS = ["script", "style", "textarea", "title", "xmp", "plaintext", "noembed"];

const quote = (value: string, how: '"' | "'" | ""): string =>
  how === "" ? value.replace(/[\s>"'=`]/g, "") || "x" : `${how}${value.split(how).join("")}${how}`;
const quoteStyle = pick<'"' | "'" | "">('"', '"', "'", "");
const attributeValue = (values: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: pick(...values) }, { weight: 1, arbitrary: anyString(12) });
const text = fc.oneof(
  pick(
    "text",
    "Lead ",
    " ",
    "\n",
    "\r\n",
    "\r",
    "&amp;",
    "&lt;",
    "&eacute;",
    "&#x1F600;",
    "&#0;",
    "&#xD800;",
    "&bogus;",
    "&",
    "ä 😀",
    "\u0000",
    "a < b",
    "x>y",
    "'",
    '"',
  ),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);
const broken = pick(
  "<",
  "</",
  "<div",
  "<div class=",
  '<div class="the-acap:disallow-index',
  "<!--",
  "-->",
  "<!-- x",
  "<![CDATA[",
  "]]>",
  "<!DOCTYPE",
  "<?xml ?>",
  "</p>",
  "</div></div>",
  "<meta",
  "<meta name=robots content=noindex",
  "</>",
  "<a href='x",
  "<>",
  "<p/>",
  "</body>",
  "</html>",
  "<html>",
  "<head>",
  "<body>",
);

/** A META tag: robots or a crawler's name, directives or ACAP permissions, in any quoting. */
const metaTag = fc
  .tuple(
    pick(...META_NAMES),
    attributeValue(META_CONTENTS),
    quoteStyle,
    quoteStyle,
    pick("name", "name", "NAME", "http-equiv"),
    fc.boolean(),
  )
  .map(([name, content, q1, q2, attr, contentFirst]) =>
    contentFirst
      ? `<meta content=${quote(content, q2)} ${attr}=${quote(name, q1)}>`
      : `<meta ${attr}=${quote(name, q1)} content=${quote(content, q2)}${q2 === "" ? " " : ""}/>`,
  );

type Node =
  | { kind: "element"; tag: string; attributes: string; children: Node[]; close: boolean }
  | { kind: "text" | "raw"; text: string };

const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 3, arbitrary: text.map((t): Node => ({ kind: "text", text: t })) },
    { weight: 1, arbitrary: broken.map((t): Node => ({ kind: "raw", text: t })) },
    { weight: 1, arbitrary: metaTag.map((text): Node => ({ kind: "raw", text })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(pick(...RAW_TAGS), anyString(20), fc.boolean())
        .map(([tag, body, close]): Node => ({
          kind: "raw",
          text: `<${tag}>${body}${close ? `</${tag}>` : ""}`,
        })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          pick(...TAGS),
          fc.option(fc.tuple(attributeValue(IDS), quoteStyle), { nil: undefined }),
          fc.option(fc.tuple(attributeValue(ACAP_CLASSES), quoteStyle), { nil: undefined }),
          fc.array(tie("node"), { maxLength: 4 }),
          fc.boolean(),
        )
        .map(([tag, id, cls, children, close]): Node => ({
          kind: "element",
          tag,
          attributes: `${id ? ` id=${quote(id[0], id[1])}` : ""}${cls ? ` class=${quote(cls[0], cls[1])}` : ""}`,
          children,
          close,
        })),
    },
  ),
}));

function render(n: Node): string {
  if (n.kind !== "element") return n.text;
  return `<${n.tag}${n.attributes}>${n.children.map(render).join("")}${n.close ? `</${n.tag}>` : ""}`;
}

/** A page: a head with META tags, a body of nested elements with `the-acap:` classes, text and broken markup. */
export const htmlPage: fc.Arbitrary<string> = fc
  .tuple(
    pick("", "<!DOCTYPE html>", "\uFEFF<!doctype html>", "<?xml version='1.0'?>"),
    fc.boolean(),
    fc.option(
      pick(
        ...META_CONTENTS.filter((c) => c.startsWith("ACAP version")).map(
          (c) => `<meta name="robots" content="${c}">`,
        ),
      ),
      { nil: "", freq: 2 },
    ),
    fc.array(
      fc.oneof({ weight: 3, arbitrary: metaTag }, { weight: 1, arbitrary: node.map(render) }),
      { maxLength: 5 },
    ),
    fc.array(node, { maxLength: 6 }),
    fc.boolean(),
  )
  .map(([doctype, wrap, version, head, body, closeAll]) => {
    const h = version + head.join("");
    const b = body.map(render).join("");
    return wrap
      ? `${doctype}<html><head>${h}</head><body>${b}${closeAll ? "</body></html>" : ""}`
      : `${doctype}${h}${b}`;
  });

/** Any HTML-ish content: structured pages, arbitrary strings, pages with arbitrary text spliced in. */
export const htmlContent: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: htmlPage },
  { weight: 2, arbitrary: anyString(300) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(htmlPage, anyString(30), fc.nat())
      .map(([page, junk, at]) => insertAt(page, junk, [at])),
  },
);

const HEADER_VALUES = [
  "noindex",
  "noarchive",
  "otherbot: noarchive",
  "googlebot: noindex, nofollow",
  "bingbot: none",
  "unavailable_after: 25 Jun 2010 15:00:00 PST",
  "googlebot: unavailable_after: 2999-01-01",
  "max-snippet:10",
  "noai",
  "googlebot:",
  ":",
  "",
  "a: b: c",
  "train-ai=n",
  "search=yes, ai-train=no",
];
/** Response headers: X-Robots-Tag (one or several), Content-Usage, Content-Signal, tdm-reservation, in any case. */
export const headers: fc.Arbitrary<Record<string, string | string[]>> = fc
  .tuple(
    fc.option(
      fc.oneof(
        attributeValue(HEADER_VALUES),
        fc.array(attributeValue(HEADER_VALUES), { maxLength: 3 }),
      ),
      { nil: undefined },
    ),
    fc.option(attributeValue(HEADER_VALUES), { nil: undefined }),
    fc.option(attributeValue(HEADER_VALUES), { nil: undefined }),
    fc.option(pick("1", "0", "", "yes"), { nil: undefined }),
    pick("X-Robots-Tag", "x-robots-tag", "X-ROBOTS-TAG"),
  )
  .map(([xRobots, usage, signal, tdm, name]) => ({
    ...(xRobots !== undefined ? { [name]: xRobots } : {}),
    ...(usage !== undefined ? { "Content-Usage": usage } : {}),
    ...(signal !== undefined ? { "content-signal": signal } : {}),
    ...(tdm !== undefined ? { "tdm-reservation": tdm } : {}),
  }));
