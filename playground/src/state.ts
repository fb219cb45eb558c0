// The playground's state in the URL hash: #state=<base64url of UTF-8 JSON>.

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

function toBase64Url(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

export function encodeState(state: PlaygroundState): string {
  return `state=${toBase64Url(JSON.stringify({ v: 1, ...state }))}`;
}

/** The state in `hash` ("#state=…"), or undefined when there is none or it does not decode. */
export function decodeState(hash: string): PlaygroundState | undefined {
  const match = /(?:^#?|&)state=([A-Za-z0-9_-]*)/.exec(hash);
  if (!match) return undefined;
  try {
    const data: unknown = JSON.parse(fromBase64Url(match[1]!));
    if (typeof data !== "object" || data === null) return undefined;
    const record = data as Record<string, unknown>;
    const text = (key: string): string =>
      typeof record[key] === "string" ? (record[key] as string) : "";
    return { robots: text("robots"), urls: text("urls"), agents: text("agents") };
  } catch {
    return undefined;
  }
}

export function readState(): PlaygroundState {
  return decodeState(location.hash) ?? DEFAULT_STATE;
}

export function writeState(state: PlaygroundState): void {
  const hash = `#${encodeState(state)}`;
  // replaceState: typing must not fill the history; no hashchange event either.
  if (location.hash !== hash) history.replaceState(null, "", hash);
}
