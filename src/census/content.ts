// What kind of body a capture carries, by the library's own detection (core/content-kind.ts,
// which the reader's `not-robots-txt` diagnostic uses): a body the reader finds no group in
// and that looks like HTML is "html", like XML, JSON or binary data "other"; a body of nothing
// but white space is "empty"; anything else is read as robots.txt (a file with groups is one,
// whatever else it holds: its rules apply).
import { foreignContentOf } from "../core/content-kind.js";
import type { ContentKind } from "./model.js";

const BLANK = /^[\s\uFEFF]*$/;

/** The kind of a decoded body; `groups`: how many groups the reader found in it (0 when unread). */
export function contentKindOf(text: string, groups: number): ContentKind {
  if (groups > 0) return "robots.txt";
  if (BLANK.test(text)) return "empty";
  const foreign = foreignContentOf(text, 0);
  if (foreign === undefined) return "robots.txt";
  return foreign.kind === "HTML" ? "html" : "other";
}

const decoder = new TextDecoder("utf-8", { fatal: false });

/** The kind of a body that is not parsed (a 4xx, a 5xx, a redirect): decoded only to be looked at. */
export function contentKindOfBytes(body: Uint8Array): ContentKind {
  if (body.length === 0) return "empty";
  return contentKindOf(decoder.decode(body), 0);
}
