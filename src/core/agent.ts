// Crawler names: a User-agent line's product token (RFC 9309 §2.2.1), and the tokens a
// query's `userAgent` stands for (a token, a whole User-Agent header, or a list of tokens).

// RFC 9110 §5.6.2 tchar without "*": "!#$%&'+-.^_`|~", digits, letters. RFC 9309's identifier
// is only [A-Za-z_-], but robots.txt files name "MJ12bot", "crawler1" and "archive.org_bot",
// and crawlers announce themselves by those names; cutting them at the first digit would put
// "crawler1" and "crawler3" in one group.
const NAME_CHARS = new Uint8Array(128);
for (const c of "!#$%&'+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  NAME_CHARS[c.charCodeAt(0)] = 1;

function isNameChar(c: number): boolean {
  return c < 128 && NAME_CHARS[c] === 1;
}

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/**
 * The lower-cased product token a User-agent value names: `*` for the global agent (`*`
 * alone or followed by white space), else the leading run of RFC 9110 token characters
 * (`Googlebot/2.1` → `googlebot`, `MJ12bot` → `mj12bot`). "" when there is none.
 */
export function productTokenOf(value: string): string {
  if (value.charCodeAt(0) === 0x2a)
    return value.length === 1 || isSpace(value.charCodeAt(1)) ? "*" : "";
  let i = 0;
  while (i < value.length && isNameChar(value.charCodeAt(i))) i++;
  return value.slice(0, i).toLowerCase();
}

/** Is the token within RFC 9309's identifier, 1*(%x2D / %x41-5A / %x5F / %x61-7A)? */
export function isRfc9309Identifier(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if (!((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2d || c === 0x5f))
      return false;
  }
  return token.length > 0;
}

// Products and comment words every browser-like User-Agent carries; they never name a crawler.
const GENERIC = new Set(
  (
    "mozilla applewebkit webkit chrome chromium headlesschrome crios safari khtml like gecko compatible version mobile " +
    "firefox fxios edg edge edga edgios opr opera presto msie trident samsungbrowser yabrowser vivaldi ucbrowser " +
    "windows linux android macintosh mac os iphone ipad ipod x11 u build cpu ubuntu wow64 win64 x64 intel nt"
  ).split(" "),
);

/** A product's name if it can name a crawler: starts with a letter or digit and is not generic. */
function crawlerName(product: string): string | undefined {
  const name = productTokenOf(product);
  if (
    name === "" ||
    name === "*" ||
    !/^[a-z0-9]/.test(name) ||
    !/[a-z]/.test(name) ||
    GENERIC.has(name)
  )
    return undefined;
  return name;
}

interface HeaderParts {
  readonly products: string[];
  readonly comments: string[];
}

/** RFC 9110 §10.1.5: User-Agent = product *( RWS ( product / comment ) ); comments nest and escape with "\". */
function partsOf(header: string): HeaderParts {
  const products: string[] = [];
  const comments: string[] = [];
  let i = 0;
  while (i < header.length) {
    const c = header.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === 0x28) {
      let depth = 0;
      let text = "";
      for (; i < header.length; i++) {
        const d = header[i]!;
        if (d === "\\") {
          text += header[++i] ?? "";
          continue;
        }
        if (d === "(" && depth++ === 0) continue;
        if (d === ")" && --depth === 0) break;
        text += d;
      }
      i++;
      comments.push(text);
    } else {
      const start = i;
      while (i < header.length && !isSpace(header.charCodeAt(i)) && header.charCodeAt(i) !== 0x28)
        i++;
      products.push(header.slice(start, i));
    }
  }
  return { products, comments };
}

/**
 * The crawler tokens of a whole User-Agent header, in order of preference: its own products
 * (`Googlebot-Image/1.0`, `facebookexternalhit/1.1`), then the names in a "compatible"
 * comment (`(compatible; Googlebot/2.1; +http://…)`; of a several-word entry such as
 * "Yahoo! Slurp", its last word), then `name/version` entries of other comments
 * (`(Applebot/0.1; +http://…)`). Browser products (Mozilla, AppleWebKit, Chrome …) never
 * count. A header with none (a browser's) is named by its first product, as before.
 */
function tokensOfHeader(header: string): string[] {
  const { products, comments } = partsOf(header);
  const found: string[] = [];
  const add = (name: string | undefined) => {
    if (name !== undefined && !found.includes(name)) found.push(name);
  };
  for (const product of products) add(crawlerName(product));
  const entriesOf = (comment: string) =>
    comment
      .split(";")
      .map((e) => e.trim())
      .filter((e) => e !== "");
  for (const comment of comments) {
    const entries = entriesOf(comment);
    if (!entries.some((e) => e.toLowerCase() === "compatible")) continue;
    for (const entry of entries) {
      const words = entry.split(/[\s,]+/).filter((w) => w !== "" && !w.startsWith("+"));
      const last = words[words.length - 1];
      if (last !== undefined) add(crawlerName(last));
    }
  }
  for (const comment of comments)
    for (const entry of entriesOf(comment))
      if (/^[^\s,]+\/\S+$/.test(entry) && !entry.startsWith("+")) add(crawlerName(entry));
  if (found.length === 0) {
    const first = products[0] === undefined ? "" : productTokenOf(products[0]);
    // A name has a letter: "2.1" is a version passed by mistake, not a crawler.
    if (/[a-z]/.test(first)) found.push(first);
  }
  return found;
}

const EXPECTED = `a product token such as "Googlebot", a User-Agent header such as "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", or an array of product tokens`;

// Crawlers ask with the same few user-agent strings over and over.
const tokenCache = new Map<string, readonly string[]>();

/**
 * The lower-cased crawler tokens a query's `userAgent` stands for, most preferred first: a
 * product token names itself; a User-Agent header names its crawler's token(s); an array
 * lists tokens in order of preference (["Googlebot-Image", "Googlebot"]).
 */
export function crawlerTokensOf(userAgent: unknown): readonly string[] {
  if (typeof userAgent === "string") {
    const cached = tokenCache.get(userAgent);
    if (cached !== undefined) return cached;
    const tokens = tokensOfHeader(userAgent);
    if (tokens.length === 0)
      throw new TypeError(`userAgent: expected ${EXPECTED}, got ${JSON.stringify(userAgent)}`);
    if (tokenCache.size >= 1024) tokenCache.clear();
    tokenCache.set(userAgent, tokens);
    return tokens;
  }
  if (!Array.isArray(userAgent) || userAgent.length === 0)
    throw new TypeError(
      `userAgent: expected ${EXPECTED}, got ${Array.isArray(userAgent) ? "an empty array" : typeof userAgent}`,
    );
  const tokens: string[] = [];
  for (const item of userAgent as unknown[]) {
    const token = typeof item === "string" ? productTokenOf(item.trim()) : "";
    if (token === "" || token === "*")
      throw new TypeError(
        `userAgent: expected every array item to be a product token, got ${JSON.stringify(item)}`,
      );
    if (!tokens.includes(token)) tokens.push(token);
  }
  return tokens;
}
