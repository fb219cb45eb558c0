// Where a command writes and reads: injected, so that tests run commands in-process.

export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads all of standard input ("-" as a file); default: the process's stdin. */
  readonly stdin?: () => Promise<Uint8Array>;
  /** Colour standard output: on a terminal, unless NO_COLOR is set (https://no-color.org). Default false. */
  readonly color?: boolean;
  /** Colour standard error, decided for its own stream (`2>log` keeps the log plain). Default false. */
  readonly stderrColor?: boolean;
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

export async function processStdin(): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of process.stdin)
    chunks.push(
      typeof chunk === "string" ? new TextEncoder().encode(chunk) : (chunk as Uint8Array),
    );
  const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
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
