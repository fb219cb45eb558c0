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

function parseFields(head: Buffer): Fields | undefined {
  const text = head.toString("utf8");
  if (!text.startsWith("WARC/")) return undefined;
  const fields: Fields = { type: "", uri: "", length: -1, contentType: "" };
  let start = text.indexOf("\n") + 1;
  while (start > 0 && start < text.length) {
    const nl = text.indexOf("\n", start);
    const end = nl < 0 ? text.length : nl;
    const colon = text.indexOf(":", start);
    if (colon > start && colon < end) {
      const name = text.slice(start, colon).trim().toLowerCase();
      const value = text.slice(colon + 1, end).trim();
      if (name === "warc-type") fields.type = value;
      else if (name === "warc-target-uri") fields.uri = value;
      else if (name === "warc-date") fields.date = value;
      else if (name === "content-length") fields.length = /^\d+$/.test(value) ? Number(value) : -1;
      else if (name === "content-type") fields.contentType = value.toLowerCase();
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
    if (head === undefined) this.recordOffset = offset;
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
    if (this.left === 0) this.finish();
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
    if (this.left === 0) this.finish();
    return p + take;
  }

  private finish(): void {
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
