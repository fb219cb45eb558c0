// The HTTP response inside a WARC `response` record (application/http): status line, headers,
// and the body with its transfer and content codings undone. Headers are read as warcio reads
// them (UTF-8; a name is what precedes the first colon, start-trimmed; a value is trimmed; a line
// that starts with a space or tab continues the previous value), so that the two agree exactly.
// Common Crawl stores bodies already decoded and renames the headers that said how they were
// sent (X-Crawler-Transfer-Encoding, X-Crawler-Content-Encoding…): those are data, not codings.
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from "node:zlib";

/** An HTTP response read from a WARC record block. */
export interface HttpResponse {
  readonly status?: number;
  readonly headers: [string, string][];
  /** The raw payload (after the header block, before any decoding). */
  readonly payload: Uint8Array;
}

/** Where the header block ends: after CRLF CRLF (or LF LF), -1 when there is none. */
function headerEnd(block: Uint8Array): number {
  const crlf = Buffer.from(block.buffer, block.byteOffset, block.length).indexOf("\r\n\r\n");
  if (crlf >= 0) return crlf + 4;
  const lf = Buffer.from(block.buffer, block.byteOffset, block.length).indexOf("\n\n");
  return lf >= 0 ? lf + 2 : -1;
}

/** Reads the header lines as warcio's StatusAndHeadersParser does. */
function parseHeaderLines(text: string): [string, string][] {
  const headers: [string, string][] = [];
  let start = 0;
  let current: [string, string] | undefined;
  while (start < text.length) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    const first = text[start];
    if (current !== undefined && (first === " " || first === "\t")) {
      current[1] += text.slice(start, end).trimEnd();
    } else {
      const colon = text.indexOf(":", start);
      if (colon >= 0 && colon < end) {
        current = [text.slice(start, colon).trimStart(), text.slice(colon + 1, end).trim()];
        // warcio keeps a header only when its value is not empty.
        headers.push(current);
      } else current = undefined;
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return headers.filter(([, value]) => value !== "");
}

/** Splits a WARC response block into status, headers and raw payload. */
export function parseHttpResponse(block: Uint8Array): HttpResponse {
  const end = headerEnd(block);
  const head = Buffer.from(block.buffer, block.byteOffset, end < 0 ? block.length : end);
  const text = head.toString("utf8");
  const firstLine = text.indexOf("\n");
  const statusLine = (firstLine < 0 ? text : text.slice(0, firstLine)).trimEnd();
  const code = statusLine.split(" ")[1];
  const status = code !== undefined && /^\d{3}$/.test(code) ? Number(code) : undefined;
  const headers = firstLine < 0 ? [] : parseHeaderLines(text.slice(firstLine + 1));
  const payload = end < 0 ? new Uint8Array(0) : block.subarray(end);
  return status === undefined ? { headers, payload } : { status, headers, payload };
}

/** The value of the first header named `name` (any case). */
export function headerValue(
  headers: readonly (readonly [string, string])[],
  name: string,
): string | undefined {
  const lower = name.toLowerCase();
  for (const [n, v] of headers) if (n.toLowerCase() === lower) return v;
  return undefined;
}

/** Undoes chunked transfer coding; undefined when the payload is not well-formed chunks. */
export function dechunk(payload: Uint8Array): Uint8Array | undefined {
  const buf = Buffer.from(payload.buffer, payload.byteOffset, payload.length);
  const parts: Buffer[] = [];
  let p = 0;
  for (;;) {
    const nl = buf.indexOf("\r\n", p);
    if (nl < 0) return undefined;
    const sizeText = buf.toString("latin1", p, nl).split(";")[0]?.trim() ?? "";
    if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText)) return undefined;
    const size = parseInt(sizeText, 16);
    if (size === 0) break;
    if (nl + 2 + size > buf.length) return undefined;
    parts.push(buf.subarray(nl + 2, nl + 2 + size));
    p = nl + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The most a body may decode to before it counts as a bomb: 256 MiB. */
const MAX_DECODED = 256 * 1024 * 1024;

/** Undoes one content coding; undefined when the data is not in that coding. */
export function decodeContent(data: Uint8Array, coding: string): Uint8Array | undefined {
  const options = { maxOutputLength: MAX_DECODED };
  try {
    switch (coding) {
      case "gzip":
      case "x-gzip":
        return gunzipSync(data, options);
      case "deflate":
        // RFC 9110 deflate is zlib-wrapped; some servers send raw deflate.
        try {
          return inflateSync(data, options);
        } catch {
          return inflateRawSync(data, options);
        }
      case "br":
        return brotliDecompressSync(data, options);
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

/**
 * The body with Transfer-Encoding chunked and Content-Encoding (gzip, deflate, br) undone. A
 * coding the data does not follow is left as it is, and `problem` says so.
 */
export function decodeBody(
  headers: readonly (readonly [string, string])[],
  payload: Uint8Array,
): { body: Uint8Array; problem?: string } {
  let body = payload;
  let problem: string | undefined;
  const te = headerValue(headers, "Transfer-Encoding")?.toLowerCase();
  if (te !== undefined && te.includes("chunked")) {
    const plain = dechunk(body);
    if (plain === undefined) problem = "Transfer-Encoding chunked, but the body is not chunks";
    else body = plain;
  }
  const ce = headerValue(headers, "Content-Encoding")?.toLowerCase();
  const codings = ce === undefined ? [] : ce.split(",").map((c) => c.trim());
  for (const coding of codings.reverse()) {
    if (coding === "" || coding === "identity") continue;
    const decoded = decodeContent(body, coding);
    if (decoded === undefined) {
      problem = `Content-Encoding ${coding}, but the body does not decode`;
      break;
    }
    body = decoded;
  }
  return problem === undefined ? { body } : { body, problem };
}
