// Crawler names: a User-agent line's product token (RFC 9309 §2.2.1), and the tokens a
// query's `userAgent` stands for (a token, a whole User-Agent header, or a list of tokens).
import { compatibleNames, entriesOf, nameVersionEntries } from "./header-comments.js";

// RFC 9110 §5.6.2 tchar without "*": "!#$%&'+-.^_`|~", digits, letters. RFC 9309's identifier
// is only [A-Za-z_-], but robots.txt files name "MJ12bot", "crawler1" and "archive.org_bot",
// and crawlers announce themselves by those names; cutting them at the first digit would put
// "crawler1" and "crawler3" in one group.
const NAME_CHARS = new Uint8Array(128);
for (const c of "!#$%&'+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  NAME_CHARS[c.charCodeAt(0)] = 1;

/** A character of an RFC 9309 product token as this library reads one (productTokenOf). */
export function isProductTokenChar(c: number): boolean {
  return c < 128 && NAME_CHARS[c] === 1;
}
const isNameChar = isProductTokenChar;

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

function isLetter(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

function isLetterOrDigit(c: number): boolean {
  return isLetter(c) || (c >= 0x30 && c <= 0x39);
}

/** Has the lower-cased name an ASCII letter (/[a-z]/)? */
function hasLetter(name: string): boolean {
  for (let i = 0; i < name.length; i++) if (isLetter(name.charCodeAt(i))) return true;
  return false;
}

/** A product's name if it can name a crawler: starts with a letter or digit and is not generic. */
function crawlerName(product: string): string | undefined {
  const name = productTokenOf(product);
  if (name === "" || name === "*" || !isLetterOrDigit(name.charCodeAt(0))) return undefined;
  return hasLetter(name) && !GENERIC.has(name) ? name : undefined;
}

interface HeaderParts {
  readonly products: string[];
  readonly comments: string[];
}

/**
 * Where a header next has a character, from a position on (or its length): found by indexOf
 * (the engine's native search) and kept, so that a character met late, or never, is searched
 * for once per header and not once per comment (the positions asked only grow: a comment
 * read in full moves past what was found before it).
 */
class NextPlaces {
  readonly #header: string;
  readonly #places = new Map<string, number>();

  constructor(header: string) {
    this.#header = header;
  }

  of(c: string, from: number): number {
    const known = this.#places.get(c);
    if (known !== undefined && known >= from) return known;
    const at = this.#header.indexOf(c, from);
    const place = at < 0 ? this.#header.length : at;
    this.#places.set(c, place);
    return place;
  }
}

/**
 * The comment opening at `start` ("("): its text without the outer parentheses and with "\\"
 * escapes read, and where it ends. Nested comments stay in the text. A comment with no "(" or
 * "\\" before its ")" is one slice, found by `next` (a header of 6,000 comments); any other is
 * read in one pass, its text made of the slices between escapes.
 */
function commentAt(header: string, start: number, next: NextPlaces): { text: string; end: number } {
  let from = start + 1;
  const close = next.of(")", from);
  if (next.of("(", from) > close && next.of("\\", from) > close)
    return { text: header.slice(from, close), end: close + 1 };
  let text = "";
  let depth = 1;
  let i = from;
  for (; i < header.length; i++) {
    const c = header.charCodeAt(i);
    if (c === 0x5c) {
      // One concatenation per escape (V8 joins them once, when the text is read).
      text += header.slice(from, i) + header.charAt(i + 1);
      from = ++i + 1;
    } else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) break;
  }
  return { text: text + header.slice(from, Math.min(i, header.length)), end: i + 1 };
}

/** RFC 9110 §10.1.5: User-Agent = product *( RWS ( product / comment ) ); comments nest and escape with "\". */
function partsOf(header: string): HeaderParts {
  const products: string[] = [];
  const comments: string[] = [];
  const next = new NextPlaces(header);
  let i = 0;
  while (i < header.length) {
    const c = header.charCodeAt(i);
    if (isSpace(c)) {
      i++;
    } else if (c === 0x28) {
      const comment = commentAt(header, i, next);
      comments.push(comment.text);
      i = comment.end;
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
 * count. A header with none (a browser's) is named by its first product, as before. Linear in
 * the header: each part is read once and each name kept once.
 */
function tokensOfHeader(header: string): string[] {
  const { products, comments } = partsOf(header);
  const found = new Set<string>();
  const add = (name: string | undefined) => {
    if (name !== undefined) found.add(name);
  };
  const addName = (word: string) => add(crawlerName(word));
  for (const product of products) addName(product);
  // A comment met again adds nothing: headers repeat "(compatible; …)" thousands of times.
  const distinct = [...new Set(comments)].map(entriesOf);
  for (const comment of distinct) compatibleNames(comment, addName);
  for (const comment of distinct) nameVersionEntries(comment, addName);
  if (found.size === 0) {
    const first = products[0] === undefined ? "" : productTokenOf(products[0]);
    // A name has a letter: "2.1" is a version passed by mistake, not a crawler.
    if (hasLetter(first)) return [first];
  }
  return [...found];
}

const EXPECTED = `a product token such as "Googlebot", a User-Agent header such as "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", or an array of product tokens`;

// Crawlers ask with the same few user-agent strings over and over. Bounded in entries and in
// characters (a caller passing strangers' headers must not make it hold megabytes); the oldest
// entry goes first, found in a ring of the keys (not by walking the Map from its start, which
// skips every key deleted before).
const tokenCache = new Map<string, readonly string[]>();
const TOKEN_CACHE_ENTRIES = 1024;
const TOKEN_CACHE_CHARS = 256 * 1024;
const tokenCacheOrder: (string | undefined)[] = new Array<string | undefined>(TOKEN_CACHE_ENTRIES);
let tokenCacheNext = 0;
let tokenCacheChars = 0;

function remember(userAgent: string, tokens: readonly string[]): void {
  if (userAgent.length > TOKEN_CACHE_CHARS / 2) return;
  for (let i = 0; i < TOKEN_CACHE_ENTRIES; i++) {
    const oldest = tokenCacheOrder[tokenCacheNext];
    if (oldest === undefined) break;
    if (
      tokenCache.size < TOKEN_CACHE_ENTRIES &&
      tokenCacheChars + userAgent.length <= TOKEN_CACHE_CHARS
    )
      break;
    tokenCache.delete(oldest);
    tokenCacheChars -= oldest.length;
    tokenCacheOrder[tokenCacheNext] = undefined;
    tokenCacheNext = (tokenCacheNext + 1) % TOKEN_CACHE_ENTRIES;
  }
  // The slot after the newest is free: the ring holds at most TOKEN_CACHE_ENTRIES keys.
  const slot = (tokenCacheNext + tokenCache.size) % TOKEN_CACHE_ENTRIES;
  tokenCache.set(userAgent, tokens);
  tokenCacheOrder[slot] = userAgent;
  tokenCacheChars += userAgent.length;
}

/**
 * A product token alone ("Googlebot", "bot-7"): what tokensOfHeader makes of it (its
 * lower-cased self, when it has a letter), read without the header parser, so that names
 * asked in a rotation longer than the cache cost their length.
 */
function plainTokenOf(value: string): string | undefined {
  if (value.length === 0 || value.length > 256) return undefined;
  for (let i = 0; i < value.length; i++) if (!isNameChar(value.charCodeAt(i))) return undefined;
  const name = value.toLowerCase();
  return hasLetter(name) ? name : undefined;
}

/**
 * The lower-cased crawler tokens a query's `userAgent` stands for, most preferred first: a
 * product token names itself; a User-Agent header names its crawler's token(s); an array
 * lists tokens in order of preference (["Googlebot-Image", "Googlebot"]).
 */
export function crawlerTokensOf(userAgent: unknown): readonly string[] {
  if (typeof userAgent === "string") {
    const cached = tokenCache.get(userAgent);
    if (cached !== undefined) return cached;
    const plain = plainTokenOf(userAgent);
    const tokens = plain !== undefined ? [plain] : tokensOfHeader(userAgent);
    if (tokens.length === 0)
      throw new TypeError(`userAgent: expected ${EXPECTED}, got ${JSON.stringify(userAgent)}`);
    remember(userAgent, tokens);
    return tokens;
  }
  if (!Array.isArray(userAgent) || userAgent.length === 0)
    throw new TypeError(
      `userAgent: expected ${EXPECTED}, got ${Array.isArray(userAgent) ? "an empty array" : typeof userAgent}`,
    );
  const tokens = new Set<string>();
  for (const item of userAgent as unknown[]) {
    const token = typeof item === "string" ? productTokenOf(item.trim()) : "";
    if (token === "" || token === "*")
      throw new TypeError(
        `userAgent: expected every array item to be a product token, got ${JSON.stringify(item)}`,
      );
    tokens.add(token);
  }
  return [...tokens];
}
