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
  /** Record boundaries, increasing (the framer meets them in order). */
  private boundaries: number[] = [];
  private tail = Buffer.alloc(0);
  private tailBase = 0;

  /** `start`: the compressed offset of the range's first member. */
  constructor(start: number) {
    this.memberOffset = start;
    this.tailBase = start;
  }

  /** Scans the next compressed bytes (in order, from the range's start) for member starts. */
  addCompressed(chunk: Buffer): void {
    // A magic (or the ISIZE before it) across the previous chunk's end: scan the seam apart.
    if (this.tail.length > 0) {
      const seam = Buffer.concat([this.tail, chunk.subarray(0, 2)]);
      this.scan(seam, this.tailBase, Math.max(4, this.tail.length - 2), this.tail.length);
    }
    this.scan(chunk, this.tailBase + this.tail.length, 0, chunk.length - 2);
    const joined = Buffer.concat([this.tail, chunk.subarray(Math.max(0, chunk.length - 6))]);
    const keep = Math.min(joined.length, 6);
    this.tailBase += this.tail.length + chunk.length - keep;
    this.tail = Buffer.from(joined.subarray(joined.length - keep));
  }

  /** Candidates at [from, to) of `buf` (whose first byte is at `base`), with 4 bytes before them. */
  private scan(buf: Buffer, base: number, from: number, to: number): void {
    let at = buf.indexOf(0x1f, from);
    while (at >= 0 && at < to) {
      if (at >= 4 && buf[at + 1] === 0x8b && buf[at + 2] === 0x08) {
        this.candidates.push(base + at);
        this.sizes.push(buf.readUInt32LE(at - 4));
      } else if (at < 4 && buf[at + 1] === 0x8b && buf[at + 2] === 0x08 && this.tail.length >= 4) {
        const before = Buffer.concat([this.tail, buf.subarray(0, at)]);
        this.candidates.push(base + at);
        this.sizes.push(before.readUInt32LE(before.length - 4));
      }
      at = buf.indexOf(0x1f, at + 1);
    }
  }

  /** A record start or block end, at an inflated position. */
  addBoundary(position: number): void {
    this.boundaries.push(position);
  }

  private isBoundary(position: number): boolean {
    const b = this.boundaries;
    let lo = 0;
    let hi = b.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const value = b[mid] ?? 0;
      if (value === position) return true;
      if (value < position) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }

  /** The compressed offset of the member holding inflated position `position`. */
  memberOf(position: number): number {
    while (this.next < this.candidates.length) {
      const target = this.memberStart + (this.sizes[this.next] ?? 0);
      if (target > position) break;
      if (target > this.memberStart && this.isBoundary(target)) {
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
    if (this.boundaries.length > 4096) {
      this.boundaries = this.boundaries.filter((b) => b >= this.memberStart);
    }
    return this.memberOffset;
  }
}
