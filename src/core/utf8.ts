// UTF-8 lengths of UTF-16 strings, without encoding them: RFC 9309 counts octets (the 500 KiB
// limit, the longest match, google/robotstxt's line limit), JavaScript strings count UTF-16
// units. A lone surrogate counts 3 octets, as TextEncoder writes U+FFFD for it.

function octetsAt(text: string, i: number): 1 | 2 | 3 | 4 {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return 4;
  }
  return 3;
}

/** Octets of `text` in UTF-8. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const size = octetsAt(text, i);
    bytes += size;
    if (size === 4) i++;
  }
  return bytes;
}

/** The UTF-16 length of the longest prefix of `text` within `budget` octets (never half a character). */
export function utf8PrefixLength(text: string, budget: number): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const size = octetsAt(text, i);
    if (bytes + size > budget) return i;
    bytes += size;
    if (size === 4) i++;
  }
  return text.length;
}
