// Product tokens (RFC 9309 §2.2.1) as google/robotstxt reads them.

function isTokenChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x2d || c === 0x5f; // a-z A-Z - _
}

/**
 * The lower-cased product token of a user-agent string: its leading run of `[A-Za-z_-]`
 * (`Googlebot/2.1` → `googlebot`). With `allowStar`, a value that is `*` or starts with
 * `*` and white space is the global agent `*` (google/robotstxt reads `* foo` so).
 * Returns "" when there is no token.
 */
export function productTokenOf(value: string, allowStar = false): string {
  if (allowStar && value.charCodeAt(0) === 0x2a) {
    const next = value.charCodeAt(1);
    return value.length === 1 || next === 0x20 || next === 0x09 ? "*" : "";
  }
  let i = 0;
  while (i < value.length && isTokenChar(value.charCodeAt(i))) i++;
  return value.slice(0, i).toLowerCase();
}
