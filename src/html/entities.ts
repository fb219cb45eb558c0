// Character references in HTML text and attribute values (WHATWG HTML §13.2.5.72–§13.2.5.80,
// "Character reference state" and after), decoded by parse-entities: numeric references with
// the spec's replacements (§13.2.5.80: 0, surrogates and > U+10FFFF → U+FFFD, 0x80–0x9F →
// windows-1252), named references by longest match, the legacy names that need no semicolon
// ("&copy"), and the attribute-value rule (§13.2.5.73: "&amp=" and "&copyx" stay as written).
// Its named-reference table comes from decode-named-character-reference, whose `browser`
// export asks the DOM instead, so browser bundles carry no entity table.
import { parseEntities } from "parse-entities";

const ATTRIBUTE = { attribute: true } as const;

/** Decoded references of text, by their source ("&amp;", "&copy", "&#x41;"): pages repeat a few of them many times. */
const cache = new Map<string, string>();
const CACHE_SIZE = 512;

/** The end of the character reference that starts at `amp`: its letters, digits and "#", and a ";" after them. */
function referenceEnd(text: string, amp: number): number {
  let i = amp + 1;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!((c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x23))
      break;
  }
  return text.charCodeAt(i) === 0x3b ? i + 1 : i;
}

/**
 * Text content (data and RCDATA states): every reference decoded. In text a reference does not
 * depend on what follows it, so each is decoded on its own (and remembered).
 */
export function decodeText(text: string): string {
  let amp = text.indexOf("&");
  if (amp < 0) return text;
  const parts = [text.slice(0, amp)];
  while (amp >= 0) {
    const end = referenceEnd(text, amp);
    const source = text.slice(amp, end);
    let decoded = cache.get(source);
    if (decoded === undefined) {
      decoded = parseEntities(source);
      if (cache.size >= CACHE_SIZE) cache.clear();
      cache.set(source, decoded);
    }
    amp = text.indexOf("&", end);
    parts.push(decoded, text.slice(end, amp < 0 ? text.length : amp));
  }
  return parts.join("");
}

/** An attribute value: legacy named references followed by "=" or an alphanumeric stay as written. */
export function decodeAttribute(value: string): string {
  const amp = value.indexOf("&");
  return amp < 0 ? value : value.slice(0, amp) + parseEntities(value.slice(amp), ATTRIBUTE);
}
