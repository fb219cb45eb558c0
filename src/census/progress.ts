// How far a census run is (what `onProgress` receives), and a one-line progress display for a
// terminal: files/s, MB/s, ETA, redrawn in place on stderr, silent when stderr is not a terminal.

/** A census run's progress, reported after each work unit (and at the start). */
export interface CensusProgress {
  /** Work units of this run (of its shard), and how many are done. */
  readonly units: number;
  readonly unitsDone: number;
  /** Input octets of this run's units (as stored: compressed for a .gz), and of those done. */
  readonly bytes: number;
  readonly bytesDone: number;
  /** Captures read so far. */
  readonly captures: number;
  /** Milliseconds since the run started. */
  readonly elapsedMs: number;
}

const MB = 1e6;

/** A duration in seconds as `m:ss` or `h:mm:ss`. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, r] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const pad = (v: number) => String(v).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(r)}` : `${m}:${pad(r)}`;
}

/** Input throughput in MB/s (10⁶ octets), 0 before any time passed. */
export function megabytesPerSecond(bytes: number, elapsedMs: number): number {
  return elapsedMs > 0 ? bytes / MB / (elapsedMs / 1000) : 0;
}

/** The progress as one line: done/total, files/s, MB/s, ETA. */
export function progressLine(p: CensusProgress): string {
  const seconds = p.elapsedMs / 1000;
  const files = seconds > 0 ? p.captures / seconds : 0;
  const rate = megabytesPerSecond(p.bytesDone, p.elapsedMs);
  const eta =
    p.bytesDone > 0 && p.bytes > p.bytesDone
      ? clock(((p.bytes - p.bytesDone) / p.bytesDone) * seconds)
      : p.bytesDone >= p.bytes
        ? "0:00"
        : "?";
  const percent = p.bytes > 0 ? Math.floor((100 * p.bytesDone) / p.bytes) : 100;
  return (
    `census ${percent}%  ${p.unitsDone}/${p.units} units  ${p.captures.toLocaleString("en")} files` +
    `  ${Math.round(files).toLocaleString("en")} files/s  ${rate.toFixed(1)} MB/s` +
    `  ${(p.bytesDone / MB).toFixed(0)}/${(p.bytes / MB).toFixed(0)} MB  ETA ${eta}`
  );
}

/** Where the progress line is drawn: a stream such as process.stderr. */
export interface ProgressStream {
  /** Writes text (the line and the terminal's control sequences). */
  readonly write: (text: string) => unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/**
 * A progress line redrawn in place on a terminal (at most every `intervalMs`), erased at the
 * end. On a stream that is not a terminal (a log file, CI) it writes nothing.
 */
export class ProgressDisplay {
  private last = Number.NEGATIVE_INFINITY;
  private drawn = false;
  private readonly stream: ProgressStream;
  private readonly intervalMs: number;

  /** A display on `stream`; quiet when it is not a terminal or `quiet` is set. */
  constructor(stream: ProgressStream, options: { quiet?: boolean; intervalMs?: number } = {}) {
    this.stream = options.quiet === true || stream.isTTY !== true ? { write: () => 0 } : stream;
    this.intervalMs = options.intervalMs ?? 200;
  }

  /** Redraws the line, unless the last redraw was less than the interval ago. */
  update(progress: CensusProgress): void {
    const now = Date.now();
    if (now - this.last < this.intervalMs && progress.unitsDone < progress.units) return;
    this.last = now;
    // A pseudo-terminal may say 0 columns: take 80 then.
    const width = Math.max(20, (this.stream.columns || 80) - 1);
    // \r and "erase to end of line": the line is redrawn where it was, never scrolls.
    this.stream.write(`\r${progressLine(progress).slice(0, width)}\u001b[K`);
    this.drawn = true;
  }

  /** Erases the line (the summary printed next takes its place). */
  end(): void {
    if (this.drawn) this.stream.write("\r\u001b[K");
    this.drawn = false;
  }
}
