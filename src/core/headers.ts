// HTTP response headers as callers hold them: a Fetch `Headers`, or a plain record in any
// case (Node's IncomingHttpHeaders: a string or an array of strings per name).

/** What a query's `headers` may be. */
export type HeadersLike =
  Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

function isHeaders(value: object): value is Headers {
  return (
    typeof (value as Headers).get === "function" && typeof (value as Headers).forEach === "function"
  );
}

/** Throws a TypeError naming what was expected when `headers` is neither form. */
export function checkHeaders(headers: unknown): asserts headers is HeadersLike | undefined {
  if (headers === undefined) return;
  if (typeof headers !== "object" || headers === null || Array.isArray(headers))
    throw new TypeError(
      `headers: expected a Headers object or a record of header names to values, got ${Array.isArray(headers) ? "an array" : typeof headers}`,
    );
}

/**
 * The field lines of `name` (lower case), in order. A `Headers` object has already combined
 * repeated lines with ", " (RFC 9110 §5.3), which is how they are read anyway.
 */
export function fieldLines(headers: HeadersLike | undefined, name: string): string[] {
  if (headers === undefined) return [];
  if (isHeaders(headers)) {
    const value = headers.get(name);
    return value === null ? [] : [value];
  }
  const lines: string[] = [];
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() !== name) continue;
    const value = headers[key];
    if (typeof value === "string") lines.push(value);
    else if (Array.isArray(value))
      for (const line of value) if (typeof line === "string") lines.push(line);
  }
  return lines;
}
