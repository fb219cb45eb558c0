// Texts the grids are made of: files filled to a size, the ordinary file every cell is compared
// with, and deterministic "random" text (a seeded generator, so a cell is the same every run).

/** RFC 9309 §2.5's limit as parseRobotsTxt applies it: a grid file fills it exactly. */
export const FILE_BYTES = 512_000;
/** The regression shapes' size (issue 16): under the cap in characters, so all is read. */
export const LEGACY_SIZE = 500_000;

/** `unit(0) + unit(1) + …` cut at `size` characters. */
export function fill(unit: (i: number) => string, size: number): string {
  let out = "";
  for (let i = 0; out.length < size; i++) out += unit(i);
  return out.slice(0, size);
}

/** Octets of `text` in UTF-8 (lone surrogates count 3, as TextEncoder writes U+FFFD). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** The longest prefix of `text` of at most `bytes` octets, never cutting a surrogate pair. */
function prefixWithin(text: string, bytes: number): string {
  let used = 0;
  let i = 0;
  while (i < text.length) {
    const pair =
      text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) < 0xdc00 && i + 1 < text.length ? 2 : 1;
    const size = utf8Length(text.slice(i, i + pair));
    if (used + size > bytes) break;
    used += size;
    i += pair;
  }
  return text.slice(0, i);
}

/**
 * `head`, then `unit` repeated, to exactly `bytes` octets of UTF-8 (the last unit cut): the
 * whole file is read (bytesRead = bytes), and no shape is smaller than the cap allows.
 */
export function fillBytes(head: string, unit: string, bytes = FILE_BYTES): string {
  const headBytes = utf8Length(head);
  const unitBytes = Math.max(1, utf8Length(unit));
  const whole = Math.max(0, Math.floor((bytes - headBytes) / unitBytes));
  const body = unit.repeat(whole);
  return head + body + prefixWithin(unit, bytes - headBytes - whole * utf8Length(unit));
}

/** `unit(i)` for i = 0, 1, … after `head` while the whole stays within `bytes` octets (whole units only). */
export function fillUnits(head: string, unit: (i: number) => string, bytes = FILE_BYTES): string {
  const parts = [head];
  let used = utf8Length(head);
  for (let i = 0; ; i++) {
    const next = unit(i);
    const size = utf8Length(next);
    if (used + size > bytes) break;
    parts.push(next);
    used += size;
  }
  return parts.join("");
}

/**
 * The ordinary dense file every cell is measured against (issue 16's): groups of a few
 * agents with allow/disallow rules, comments, Crawl-delay and Sitemap lines.
 */
export function ordinaryText(size: number): string {
  return fill(
    (i) =>
      `# section ${i}\nUser-agent: bot${i % 50}\nUser-agent: crawler-${i % 7}\nDisallow: /private/${i}/\nAllow: /private/${i}/public/*.html$\nCrawl-delay: ${i % 10}\nSitemap: https://example.com/sitemap-${i}.xml\n\n`,
    size,
  );
}

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `length` characters drawn from `alphabet` by a generator seeded with `seed`. */
export function randomText(alphabet: string, length: number, seed: number): string {
  const next = seeded(seed);
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)];
  return out;
}

/** A run of `length` characters made by repeating `unit` (cut at `length`, whole surrogate pairs kept). */
export function run(unit: string, length: number): string {
  const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last < 0xdc00 ? text.slice(0, -1) : text;
}
