// Where a command writes and reads: injected, so that tests run commands in-process.
import { joinCapped } from "../core/capped-bytes.js";

export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads standard input ("-" as a file), at most `cap` octets; default: the process's stdin. */
  readonly stdin?: (cap: number) => Promise<StdinBytes>;
  /** Colour standard output: on a terminal, unless NO_COLOR is set (https://no-color.org). Default false. */
  readonly color?: boolean;
  /** The terminal's width, for tables (`process.stdout.columns`); default 80. */
  readonly columns?: number;
  /** Colour standard error, decided for its own stream (`2>log` keeps the log plain). Default false. */
  readonly stderrColor?: boolean;
  /** Where census draws its progress line (process.stderr); none: no progress line. */
  readonly progress?: {
    readonly write: (text: string) => unknown;
    readonly isTTY?: boolean;
    readonly columns?: number;
  };
}

/**
 * Whether to colour a stream (https://no-color.org): FORCE_COLOR (other than "0") turns it on;
 * otherwise only a terminal is coloured, and not when NO_COLOR is set (not empty) or TERM=dumb.
 */
export function colourFor(
  stream: { readonly isTTY?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (env["FORCE_COLOR"] !== undefined && env["FORCE_COLOR"] !== "0") return true;
  return stream.isTTY === true && !env["NO_COLOR"] && env["TERM"] !== "dumb";
}

/** The same output, with the colour setting of standard error: for what a command writes there. */
export function toStderr(out: Output): Output {
  return { ...out, color: out.stderrColor ?? false };
}

/** What was read from standard input: at most the cap, and whether there was more. */
export interface StdinBytes {
  readonly bytes: Uint8Array;
  readonly cut: boolean;
}

/** Reads standard input up to `cap` octets (a pipe that never ends must not fill memory). */
export async function processStdin(cap: number): Promise<StdinBytes> {
  return readCapped(process.stdin, cap);
}

/** The first `cap` octets of a stream, and whether it went on. */
export async function readCapped(
  stream: AsyncIterable<unknown> | Iterable<unknown>,
  cap: number,
): Promise<StdinBytes> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const bytes =
      typeof chunk === "string" ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
    chunks.push(bytes);
    total += bytes.length;
    if (total > cap) break;
  }
  return joinCapped(chunks, total, cap);
}

const CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;

/** `text` in a colour when the output is coloured. */
export function paint(out: Output, colour: keyof typeof CODES, text: string): string {
  return out.color ? `\u001b[${CODES[colour]}m${text}\u001b[0m` : text;
}

/** Colours a severity word. */
export function severity(out: Output, word: "error" | "warning" | "info"): string {
  return word === "error"
    ? paint(out, "red", word)
    : word === "warning"
      ? paint(out, "yellow", word)
      : paint(out, "dim", word);
}
