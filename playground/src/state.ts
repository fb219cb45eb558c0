// The playground's state in the URL hash: #z=<base64url of deflate-raw of UTF-8 JSON>.
// Links from before compression (#state=<base64url of UTF-8 JSON>) are still read.

export interface PlaygroundState {
  readonly robots: string;
  readonly urls: string;
  readonly agents: string;
}

export const DEFAULT_STATE: PlaygroundState = {
  robots: `User-agent: *
Disallow: /private/
Allow: /private/press-kit/
Disalow: /tmp/
Content-Signal: search=yes, ai-train=no
Content-Usage: train-ai=n, search=y
Content-Usage: /blog/ train-ai=y

User-agent: Googlebot
Disallow: /*.pdf$

User-agent: GPTBot
Disallow: /
`,
  urls: "/private/x\n/private/press-kit/logo.png\n/docs/a.pdf\n/blog/post\n/tmp/a",
  agents: "Googlebot\nGPTBot\nExampleBot",
};

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  // In chunks: String.fromCharCode(...bytes) overflows the stack on big files.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): Uint8Array<ArrayBuffer> {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  stream: GenericTransformStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const body = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

export async function encodeState(state: PlaygroundState): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify({ v: 2, ...state }));
  return `z=${toBase64Url(await transform(json, new CompressionStream("deflate-raw")))}`;
}

function toState(json: string): PlaygroundState | undefined {
  const data: unknown = JSON.parse(json);
  if (typeof data !== "object" || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const text = (key: string): string =>
    typeof record[key] === "string" ? (record[key] as string) : "";
  return { robots: text("robots"), urls: text("urls"), agents: text("agents") };
}

/** The state in `hash` ("#z=…", or the old "#state=…"), or undefined when there is none or it does not decode. */
export async function decodeState(hash: string): Promise<PlaygroundState | undefined> {
  const match = /(?:^#?|&)(z|state)=([A-Za-z0-9_-]*)/.exec(hash);
  if (!match) return undefined;
  try {
    let bytes = fromBase64Url(match[2]!);
    if (match[1] === "z") bytes = await transform(bytes, new DecompressionStream("deflate-raw"));
    return toState(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

export async function readState(): Promise<PlaygroundState> {
  return (await decodeState(location.hash)) ?? DEFAULT_STATE;
}
