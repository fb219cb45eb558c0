// What the public functions take besides queries, read one way everywhere: options objects
// and content bytes.

/**
 * `options` when it is an object or undefined; else a TypeError naming what was expected
 * (`example`) and what was given.
 */
export function checkOptions<T>(options: T, example = '{ profile: "google" }'): T {
  if (
    options !== undefined &&
    (typeof options !== "object" || options === null || Array.isArray(options))
  )
    throw new TypeError(
      `options: expected an object such as ${example}, got ${typeof options === "string" ? JSON.stringify(options) : options === null ? "null" : Array.isArray(options) ? "an array" : typeof options}`,
    );
  return options;
}

/** Content as given: text, or UTF-8 bytes in an ArrayBuffer (`await response.arrayBuffer()`) or any view of one. */
export type Content = string | ArrayBuffer | ArrayBufferView;

/**
 * Bytes as a Uint8Array over the same memory (an ArrayBuffer, a DataView, a Buffer, any typed
 * array), so every reader decodes one kind; anything else is returned as it is.
 */
export function bytesOf<T>(input: T | ArrayBuffer | ArrayBufferView): T | Uint8Array {
  return input instanceof ArrayBuffer
    ? new Uint8Array(input)
    : ArrayBuffer.isView(input)
      ? new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
      : input;
}

/** A query's time: `at`, or now. */
export function timeOf(at: unknown): Date {
  if (at === undefined) return new Date();
  if (!(at instanceof Date) || Number.isNaN(at.getTime()))
    throw new TypeError("at: expected a valid Date");
  return at;
}

/** Options of `parseRobotsTxt` (and `readRobotsTxtFile`, `resolveReferences`): how much of the content is read. */
export interface ParseOptions {
  /** Octets of content to read (RFC 9309 §2.5: at least 500 KiB). Default 512,000. */
  readonly maxBytes?: number;
}
