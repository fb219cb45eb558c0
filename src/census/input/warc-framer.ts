// WARC record framing (WARC 1.0/1.1 §4) over decompressed bytes pushed in pieces of any size:
// a header block up to CRLF CRLF, then Content-Length bytes of block, then CRLF CRLF. Only the
// blocks of `response` records with application/http content are kept (up to a cap); the others
// are counted and skipped without a copy. Lean on purpose: the census's WARC cost should be
// gzip, not framing (issue 28 item 5), so the common case (a whole record in one piece, as a
// per-record gzip member gives it) is parsed in place.

/** A response record, framed: its WARC fields and its block (possibly cut at the cap). */
export interface FramedRecord {
  /** The offset the pusher gave for the piece the record starts in (or that offset plus its place). */
  readonly offset: number;
  readonly targetUri: string;
  readonly date?: string;
  /** The block's first `cap` bytes. */
  readonly block: Uint8Array;
  /** The block's real length (Content-Length). */
  readonly length: number;
}

/** What the framer reports besides records. */
export interface FramerEvents {
  record(record: FramedRecord): void;
  skip(type: string): void;
  problem(message: string, offset: number): void;
  /**
   * Pushed with `exact`: the position of each record's start and of each block's end (where a
   * gzip member may end; member-map.ts matches them with the members' sizes).
   */
  boundary?(position: number): void;
}

const CRLF2 = Buffer.from("\r\n\r\n");
const WARC = Buffer.from("WARC/");
const MAX_HEADER = 1024 * 1024;

interface Fields {
  type: string;
  uri: string;
  date?: string;
  length: number;
  contentType: string;
}

/** The fields the census reads, told apart by name length first (most names are skipped unread). */
const WANTED: Readonly<Record<number, readonly (readonly [string, keyof Fields])[]>> = {
  9: [
    ["warc-type", "type"],
    ["warc-date", "date"],
  ],
  12: [["content-type", "contentType"]],
  14: [["content-length", "length"]],
  15: [["warc-target-uri", "uri"]],
};

function fieldOf(text: string, start: number, colon: number): keyof Fields | undefined {
  const wanted = WANTED[colon - start];
  if (wanted === undefined) return undefined;
  const name = text.slice(start, colon).toLowerCase();
  for (const [n, field] of wanted) if (n === name) return field;
  return undefined;
}

// Read as latin1 (one char per byte, the fastest decoding); a value with non-ASCII bytes is
// decoded again as UTF-8, as warcio reads it.
function parseFields(head: Buffer): Fields | undefined {
  const text = head.toString("latin1");
  if (!text.startsWith("WARC/")) return undefined;
  return quickFields(text) ?? slowFields(head, text);
}

/** The value after `name` (with its CRLF and colon) in `text`, or undefined. */
function quickValue(text: string, name: string): string | undefined {
  const at = text.indexOf(name);
  if (at < 0) return undefined;
  const end = text.indexOf("\r", at + name.length);
  return text.slice(at + name.length, end < 0 ? text.length : end).trim();
}

// The fast path: the names as WARC writers spell them (WARC 1.1 §5), ASCII values. Anything
// else (other cases, bare LF, non-ASCII, a repeated field) goes the line by line way.
function quickFields(text: string): Fields | undefined {
  const type = quickValue(text, "\r\nWARC-Type:");
  const length = quickValue(text, "\r\nContent-Length:");
  if (type === undefined || length === undefined || !/^\d+$/.test(length)) return undefined;
  const uri = quickValue(text, "\r\nWARC-Target-URI:") ?? "";
  const date = quickValue(text, "\r\nWARC-Date:");
  const contentType = quickValue(text, "\r\nContent-Type:") ?? "";
  // eslint-disable-next-line no-control-regex -- any byte over 0x7f
  if (/[^\x00-\x7f]/.test(uri) || uri.startsWith("<")) return undefined;
  const fields: Fields = {
    type,
    uri,
    length: Number(length),
    contentType: contentType.toLowerCase(),
  };
  if (date !== undefined) fields.date = date;
  return fields;
}

function slowFields(head: Buffer, text: string): Fields | undefined {
  const fields: Fields = { type: "", uri: "", length: -1, contentType: "" };
  let start = text.indexOf("\n") + 1;
  while (start > 0 && start < text.length) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    const colon = text.indexOf(":", start);
    const field = colon > start && colon < end ? fieldOf(text, start, colon) : undefined;
    if (field !== undefined) {
      let value = text.slice(colon + 1, end).trim();
      // eslint-disable-next-line no-control-regex -- any byte over 0x7f
      if (field === "uri" && /[^\x00-\x7f]/.test(value))
        value = head.toString("utf8", colon + 1, end).trim();
      if (field === "length") fields.length = /^\d+$/.test(value) ? Number(value) : -1;
      else if (field === "contentType") fields.contentType = value.toLowerCase();
      else fields[field] = value;
    }
    start = end + 1;
  }
  // warcio drops the <> that wget puts around the URI; so do we.
  if (fields.uri.startsWith("<") && fields.uri.endsWith(">")) fields.uri = fields.uri.slice(1, -1);
  return fields.length < 0 ? undefined : fields;
}

/** A push parser of WARC records. */
export class WarcFramer {
  private head: Buffer | undefined;
  private fields: Fields | undefined;
  private keep = false;
  private parts: Buffer[] = [];
  private kept = 0;
  private left = 0;
  private recordOffset = 0;
  /** The offset of the piece being pushed, when `exact`. */
  private base = 0;
  private exact = false;

  constructor(
    private readonly events: FramerEvents,
    private readonly cap: number,
  ) {}

  /** Whether the framer is between records (so a range may stop here). */
  get idle(): boolean {
    return this.fields === undefined && this.head === undefined;
  }

  /**
   * Pushes decompressed bytes. `offset` is the source offset of the piece; `exact` says whether
   * a record's offset is `offset` plus its place in the piece (plain WARC) or `offset` itself (a
   * gzip member).
   */
  push(piece: Buffer, offset: number, exact: boolean): void {
    this.base = offset;
    this.exact = exact;
    let p = 0;
    while (p < piece.length) {
      if (this.fields !== undefined) p = this.body(piece, p);
      // The CRLF CRLF that closes a record, and any stray line ends between records.
      else if (this.head === undefined && (piece[p] === 13 || piece[p] === 10)) p++;
      else p = this.header(piece, p, exact ? offset + p : offset);
    }
  }

  private header(piece: Buffer, p: number, offset: number): number {
    const head = this.head;
    if (head === undefined) {
      this.recordOffset = offset;
      if (this.exact) this.events.boundary?.(offset);
    }
    const rest = piece.subarray(p);
    const joined = head === undefined ? rest : Buffer.concat([head, rest]);
    const end = joined.indexOf(CRLF2, head === undefined ? 0 : Math.max(0, head.length - 3));
    if (end < 0) {
      if (
        joined.length > MAX_HEADER ||
        (joined.length >= 5 && !joined.subarray(0, 5).equals(WARC))
      ) {
        return this.resync(piece, p);
      }
      this.head = Buffer.from(joined);
      return piece.length;
    }
    const fields = parseFields(joined.subarray(0, end));
    const used = end + 4 - (this.head?.length ?? 0);
    this.head = undefined;
    if (fields === undefined) return this.resync(piece, p);
    this.fields = fields;
    this.left = fields.length;
    this.keep = fields.type === "response" && fields.contentType.startsWith("application/http");
    if (!this.keep) this.events.skip(fields.type === "" ? "unknown" : fields.type);
    this.parts = [];
    this.kept = 0;
    const next = p + used;
    if (this.left === 0) this.finish(next);
    return next;
  }

  private resync(piece: Buffer, p: number): number {
    this.events.problem("not a WARC record here: skipped to the next one", this.recordOffset);
    this.head = undefined;
    const next = piece.indexOf(WARC, p + 1);
    return next < 0 ? piece.length : next;
  }

  private body(piece: Buffer, p: number): number {
    const take = Math.min(this.left, piece.length - p);
    if (this.keep && this.kept < this.cap) {
      const part = piece.subarray(p, p + Math.min(take, this.cap - this.kept));
      this.parts.push(part);
      this.kept += part.length;
    }
    this.left -= take;
    if (this.left === 0) this.finish(p + take);
    return p + take;
  }

  private finish(end: number): void {
    if (this.exact) this.events.boundary?.(this.base + end);
    const fields = this.fields;
    this.fields = undefined;
    if (fields === undefined || !this.keep) return;
    const block = this.parts.length === 1 ? (this.parts[0] as Buffer) : Buffer.concat(this.parts);
    this.parts = [];
    const record: FramedRecord = {
      offset: this.recordOffset,
      targetUri: fields.uri,
      block,
      length: fields.length,
      ...(fields.date === undefined ? {} : { date: fields.date }),
    };
    this.events.record(record);
  }
}
