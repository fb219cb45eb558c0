// Where an attribute's value is written in the HTML, read from the start tag's source text
// by the tokenizer's own attribute rules (HTML §13.2.5.32–§13.2.5.39): parse5 runs without
// source locations (tree.ts), so a META tag knows only where its "<" is. One pass over the
// tag, which the parser has already read once: linear in the page over all META tags.

const isBlank = (c: number) => c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;
const SLASH = 0x2f;
const GT = 0x3e;
const EQUALS = 0x3d;

/** Whether source[from, to) is `name` in any ASCII case (`name` lower case letters). */
function isName(source: string, from: number, to: number, name: string): boolean {
  if (to - from !== name.length) return false;
  for (let i = 0; i < name.length; i++)
    if ((source.charCodeAt(from + i) | 0x20) !== name.charCodeAt(i)) return false;
  return true;
}

/**
 * The offset in `source` of the value of the first attribute `name` (lower-case letters) of the
 * start tag whose "<" is at `tagStart`, when that value is written exactly as `value` (no
 * character reference, line break or NUL the tokenizer rewrites); undefined otherwise.
 */
export function attributeValueOffset(
  source: string,
  tagStart: number,
  name: string,
  value: string,
): number | undefined {
  const end = source.length;
  let i = tagStart + 1;
  // Tag name (§13.2.5.8).
  while (i < end) {
    const c = source.charCodeAt(i);
    if (isBlank(c) || c === SLASH || c === GT) break;
    i++;
  }
  for (;;) {
    // Before attribute name (§13.2.5.32), and the self-closing start tag state's "/".
    while (i < end && (isBlank(source.charCodeAt(i)) || source.charCodeAt(i) === SLASH)) i++;
    if (i >= end || source.charCodeAt(i) === GT) return undefined;
    // Attribute name (§13.2.5.33): its first character is part of it, even "=".
    const nameStart = i++;
    while (i < end) {
      const c = source.charCodeAt(i);
      if (isBlank(c) || c === SLASH || c === GT || c === EQUALS) break;
      i++;
    }
    const found = isName(source, nameStart, i, name);
    // After attribute name (§13.2.5.34).
    while (i < end && isBlank(source.charCodeAt(i))) i++;
    if (i >= end || source.charCodeAt(i) !== EQUALS) {
      if (found) return value === "" ? i : undefined;
      continue;
    }
    i++;
    // Before attribute value (§13.2.5.35).
    while (i < end && isBlank(source.charCodeAt(i))) i++;
    const quote = source.charCodeAt(i);
    let valueStart: number;
    let valueEnd: number;
    if (quote === 0x22 || quote === 0x27) {
      valueStart = i + 1;
      valueEnd = source.indexOf(quote === 0x22 ? '"' : "'", valueStart);
      if (valueEnd < 0) return undefined;
      i = valueEnd + 1;
    } else {
      valueStart = i;
      while (i < end && !isBlank(source.charCodeAt(i)) && source.charCodeAt(i) !== GT) i++;
      valueEnd = i;
    }
    // The first attribute of a name is the one the tokenizer keeps.
    if (found)
      return valueEnd - valueStart === value.length && source.startsWith(value, valueStart)
        ? valueStart
        : undefined;
  }
}
