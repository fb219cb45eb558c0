// Which gzip member a record of a per-record-gzip WARC.gz starts in, while one native gunzip
// stream (node:zlib, as fast as gunzip gets) inflates the whole range: a gzip stream does not say
// where its members start, but each member ends with its inflated size (ISIZE, RFC 1952 §2.3.1).
// A place in the compressed bytes is the next member's start when it holds the gzip magic and
// its four preceding bytes, read as ISIZE, bring the inflated position from the current member's
// start exactly to a record boundary the framer saw. A false match needs the three magic bytes
// and 32 bits of size to agree by chance: about 2^-56 per byte.

/** Maps inflated positions (from the range's start) to the compressed offset of their member. */
export class MemberMap {
  private readonly candidates: number[] = [];
  private readonly sizes: number[] = [];
  private next = 0;
  private memberOffset: number;
  private memberStart = 0;
  private boundaries = new Set<number>();
  private tail = Buffer.alloc(0);
  private tailBase = 0;

  /** `start`: the compressed offset of the range's first member. */
  constructor(start: number) {
    this.memberOffset = start;
    this.tailBase = start;
  }

  /** Scans the next compressed bytes (in order, from the range's start) for member starts. */
  addCompressed(chunk: Buffer): void {
    const buf = this.tail.length === 0 ? chunk : Buffer.concat([this.tail, chunk]);
    const base = this.tailBase;
    // The last 2 bytes may start a magic the next chunk completes: scan them next time.
    const last = buf.length - 2;
    let at = buf.indexOf(0x1f, 4);
    while (at >= 0 && at < last) {
      if (buf[at + 1] === 0x8b && buf[at + 2] === 0x08) {
        this.candidates.push(base + at);
        this.sizes.push(buf.readUInt32LE(at - 4));
      }
      at = buf.indexOf(0x1f, at + 1);
    }
    const keep = Math.min(buf.length, 6);
    this.tail = Buffer.from(buf.subarray(buf.length - keep));
    this.tailBase = base + buf.length - keep;
  }

  /** A record start or block end, at an inflated position. */
  addBoundary(position: number): void {
    this.boundaries.add(position);
  }

  /** The compressed offset of the member holding inflated position `position`. */
  memberOf(position: number): number {
    while (this.next < this.candidates.length) {
      const target = this.memberStart + (this.sizes[this.next] ?? 0);
      if (target > position) break;
      if (target > this.memberStart && this.boundaries.has(target)) {
        this.memberOffset = this.candidates[this.next] ?? this.memberOffset;
        this.memberStart = target;
      }
      this.next++;
    }
    if (this.next > 4096) {
      this.candidates.splice(0, this.next);
      this.sizes.splice(0, this.next);
      this.next = 0;
    }
    if (this.boundaries.size > 4096) {
      this.boundaries = new Set([...this.boundaries].filter((b) => b >= this.memberStart));
    }
    return this.memberOffset;
  }
}
