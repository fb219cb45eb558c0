// What a body that yields no group is, when it is not robots.txt at all: a web server's HTML
// page, an XML or JSON document, or binary data served as /robots.txt (a common accident). The
// evidence is quoted, so that a site owner sees at once what was served.

export interface ForeignContent {
  readonly kind: "HTML" | "XML" | "JSON" | "binary data";
  /** What gave it away, quoted from the content. */
  readonly evidence: string;
}

const SAMPLE = 1024;

function quote(text: string): string {
  const line = text.split(/\r\n|\r|\n/, 1)[0]!.trim();
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}…` : line);
}

/** Control characters other than TAB, LF, FF, CR; and U+FFFD, what invalid UTF-8 decodes to. */
function isBinaryCharacter(c: number): boolean {
  return (
    (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f || c === 0xfffd
  );
}

/** The kind of foreign content `text` (from `start`, its first non-blank line) is, if any. */
export function foreignContentOf(text: string, start: number): ForeignContent | undefined {
  const sample = text.slice(0, SAMPLE);
  let binary = 0;
  let nul = -1;
  for (let i = 0; i < sample.length; i++) {
    const c = sample.charCodeAt(i);
    if (isBinaryCharacter(c)) binary++;
    if (c === 0 && nul === -1) nul = i;
  }
  // A robots.txt has none of these; a few stray ones are a typo, a tenth of the sample is not text.
  if (nul !== -1 || binary * 10 > sample.length)
    return {
      kind: "binary data",
      evidence:
        nul !== -1
          ? `a NUL byte at offset ${nul}`
          : `${binary} control or undecodable characters in the first ${sample.length}`,
    };
  const head = text.slice(start).trimStart();
  const first = head.charCodeAt(0);
  // A stray "<!-…-->" glued to a first line of fields (a template's marker) is not a page.
  if (first === 0x3c && !/^<!-[^\n]*-->[ \t]*[a-z]/i.test(head))
    return {
      kind: /^<\?xml|^<rss|^<urlset|^<feed/i.test(head) ? "XML" : "HTML",
      evidence: `it starts with ${quote(head)}`,
    };
  if (first === 0x7b || first === 0x5b) {
    try {
      JSON.parse(text.slice(start));
      return {
        kind: "JSON",
        evidence: `it is a JSON ${first === 0x7b ? "object" : "array"}, starting ${quote(head)}`,
      };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
