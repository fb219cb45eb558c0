// Where a command writes and reads: injected, so that tests run commands in-process.

export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  /** Reads all of standard input ("-" as a file); default: the process's stdin. */
  readonly stdin?: () => Promise<Uint8Array>;
  /** Colour the output: on a terminal, unless NO_COLOR is set (https://no-color.org). Default false. */
  readonly color?: boolean;
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
