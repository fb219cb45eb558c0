// Turns what the caller passed (string or UTF-8 bytes) into text within the size limit.
import type { Diagnostic } from "./types.js";
import { utf8Length, utf8PrefixLength } from "./utf8.js";

/** RFC 9309 §2.5: crawlers must parse at least 500 KiB. */
export const DEFAULT_MAX_BYTES = 512_000;

export interface PreparedText {
  readonly text: string;
  readonly bytes: number;
  readonly bytesRead: number;
  readonly diagnostics: readonly Diagnostic[];
  /** The octets of a partial UTF-8 BOM the bytes start with (see partialBomLength), else 0. */
  readonly partialBom: number;
}

function positionOf(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

/** Index of the first byte that does not start a well-formed UTF-8 sequence, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Unicode §3.9 table 3-7: the well-formed sequences and their second-byte ranges.
    let size: number;
    let low = 0x80;
    let high = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) size = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      size = 3;
      if (b === 0xe0) low = 0xa0;
      if (b === 0xed) high = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      size = 4;
      if (b === 0xf0) low = 0x90;
      if (b === 0xf4) high = 0x8f;
    } else return i;
    if (i + size > bytes.length) return i;
    const second = bytes[i + 1]!;
    if (second < low || second > high) return i;
    for (let k = 2; k < size; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += size;
  }
  return -1;
}

/**
 * How many octets of a partial UTF-8 BOM the bytes start with: 1 for EF, 2 for EF BB, when
 * the rest of EF BB BF does not follow; else 0. google/robotstxt (robots.cc ParseRobotsTxt)
 * skips any leading prefix of the BOM; here a whole BOM is skipped by every profile (the
 * grammar's BOM) and a partial one is content, read past by profile google alone
 * (src/robots-txt.ts). Not when a continuation octet (80–BF) follows it: robots.cc's first
 * line then starts with that octet and every profile's with a character past ASCII, a key
 * no profile knows, so the answers are the same; and the bytes of a string never start with
 * a partial BOM (EF BB 80 is U+FEC0).
 */
function partialBomLength(bytes: Uint8Array): number {
  const length = bytes[0] !== 0xef ? 0 : bytes[1] !== 0xbb ? 1 : bytes[2] !== 0xbf ? 2 : 0;
  return length !== 0 && ((bytes[length] ?? 0) & 0xc0) === 0x80 ? 0 : length;
}

/**
 * The content profile google reads, as bytes (a copy: bytes the caller reuses must not change
 * later answers): all of them, with a whole BOM, which the grammar skips once, in place of
 * the first `partialBom` octets. Only bytes hold a partial BOM: a string's first character
 * is whole, and "\uFEFF" is the whole BOM every profile skips.
 */
export function googleBytes(bytes: Uint8Array, partialBom: number): Uint8Array {
  if (partialBom === 0) return bytes.slice();
  const read = new Uint8Array(bytes.length + 3 - partialBom);
  read.set([0xef, 0xbb, 0xbf]);
  read.set(bytes.subarray(partialBom), 3);
  return read;
}

const decoder = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true });
const encoder = new TextEncoder();
let scratch = new Uint8Array(0);

/** UTF-8 size of a string short enough to fit 3 octets per code unit in `maxBytes`. */
function encodedLength(text: string): number {
  // encodeInto is native; a JavaScript loop over every character cost a whole extra pass.
  if (scratch.length < text.length * 3) scratch = new Uint8Array(Math.max(text.length * 3, 4096));
  return encoder.encodeInto(text, scratch).written;
}

export function prepareText(input: unknown, maxBytes: number): PreparedText {
  const diagnostics: Diagnostic[] = [];
  let text: string;
  let bytes: number;
  let bytesRead: number;
  let partialBom = 0;
  if (typeof input === "string") {
    if (input.length * 3 <= maxBytes) {
      text = input;
      bytes = bytesRead = encodedLength(input);
    } else {
      bytes = utf8Length(input);
      const cut = bytes > maxBytes ? utf8PrefixLength(input, maxBytes) : input.length;
      text = input.slice(0, cut);
      bytesRead = bytes > maxBytes ? utf8Length(text) : bytes;
    }
  } else if (input instanceof Uint8Array) {
    bytes = input.length;
    const view = bytes > maxBytes ? input.subarray(0, maxBytes) : input;
    bytesRead = view.length;
    text = decoder.decode(view);
    // U+FFFD in the text is either a replacement or the character itself (EF BF BD).
    const invalidAt = text.includes("\uFFFD") ? firstInvalidUtf8(view) : -1;
    if (invalidAt !== -1) {
      const { line, column } = positionOf(text, decoder.decode(view.subarray(0, invalidAt)).length);
      diagnostics.push({
        severity: "warning",
        code: "invalid-utf8",
        message: "the content is not valid UTF-8; invalid bytes were replaced by U+FFFD",
        line,
        column,
        spec: "RFC 9309 §2.2",
      });
    }
    partialBom = partialBomLength(input);
    if (partialBom !== 0)
      diagnostics.push({
        severity: "info",
        code: "partial-bom",
        message: `the content starts with ${partialBom === 1 ? "EF" : "EF BB"}, part of a UTF-8 byte order mark, which profile google skips`,
        line: 1,
        column: 1,
        spec: "google/robotstxt robots.cc ParseRobotsTxt",
      });
  } else {
    throw new TypeError(
      `robots.txt content: expected a string, an ArrayBuffer or a Uint8Array, got ${input === null ? "null" : typeof input}`,
    );
  }
  if (bytesRead < bytes) {
    const { line, column } = positionOf(text, text.length);
    diagnostics.push({
      severity: "warning",
      code: "size-limit",
      message: `the content is longer than ${maxBytes} bytes; only the first ${maxBytes} were read and the rest is ignored`,
      line,
      column,
      spec: "RFC 9309 §2.5",
    });
  }
  return { text, bytes, bytesRead, diagnostics, partialBom };
}
