// The WARC record framer (issue 28 item 5: a lean reader of our own, for speed) on pieces of any
// size, on field names in any case, and on garbage between records.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { WarcFramer, type FramedRecord } from "../../src/census/input/warc-framer.js";

const WARC = readFileSync(
  fileURLToPath(new URL("../fixtures/census/census.warc", import.meta.url)),
);

function frame(pieces: Buffer[]): { records: FramedRecord[]; skipped: string[]; problems: number } {
  const records: FramedRecord[] = [];
  const skipped: string[] = [];
  let problems = 0;
  const framer = new WarcFramer(
    {
      record: (r) => records.push({ ...r, block: Buffer.from(r.block) }),
      skip: (t) => skipped.push(t),
      problem: () => problems++,
    },
    1 << 20,
  );
  let position = 0;
  for (const piece of pieces) {
    framer.push(piece, position, true);
    position += piece.length;
  }
  return { records, skipped, problems };
}

function split(buf: Buffer, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let p = 0; p < buf.length; p += size) pieces.push(buf.subarray(p, p + size));
  return pieces;
}

describe("WarcFramer", () => {
  const whole = frame([WARC]);

  it("frames the fixture: 12 responses at their byte offsets, the other records skipped", () => {
    expect(whole.records).toHaveLength(12);
    for (const r of whole.records)
      expect(WARC.toString("latin1", r.offset, r.offset + 5)).toBe("WARC/");
    expect(whole.skipped.filter((t) => t === "request")).toHaveLength(12);
    expect(whole.problems).toBe(0);
  });

  for (const size of [1, 2, 3, 7, 64, 1000, 4096]) {
    it(`gives the same records when the bytes come in pieces of ${size}`, () => {
      expect(frame(split(WARC, size))).toEqual(whole);
    });
  }

  it("reads field names in any case and bare LF header lines", () => {
    const text =
      "WARC/1.0\nwarc-type: response\nwarc-target-uri: https://a.example/robots.txt\ncontent-type: application/http\ncontent-length: 5\n\r\n\r\nhello\r\n\r\n";
    const { records } = frame([Buffer.from(text.replace("\n\r\n\r\n", "\r\n\r\n"))]);
    expect(records.map((r) => [r.targetUri, Buffer.from(r.block).toString()])).toEqual([
      ["https://a.example/robots.txt", "hello"],
    ]);
  });

  it("skips garbage between records and says so", () => {
    const { records, problems } = frame([Buffer.from("garbage!"), WARC]);
    expect(records).toHaveLength(12);
    expect(problems).toBe(1);
  });
});
