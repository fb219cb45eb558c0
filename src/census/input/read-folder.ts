// Captures from a folder: every regular file is one capture, a 200, url https://<host>/robots.txt.
// The host (or the whole url, and the status) comes from the manifest when the folder has one,
// else from the file's name:
// - `manifest.tsv`: lines `file<TAB>url` or `file<TAB>host`, an optional third column `status`;
//   a first line whose first column is `file` is a heading. A second column with `://` is a url.
// - `manifest.json`: an array of `{ file, url? , host?, status? }`, or an object file → url|host.
// - otherwise, and for a file the manifest does not name: the host is the file's name minus a
//   trailing `.txt` (`example.com.txt` → https://example.com/robots.txt).
// The manifest itself is not a capture.
import { open, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Capture } from "../model.js";
import { BODY_CAP, type ReadOptions, type WorkUnit } from "./unit.js";

/** What a manifest says of one file. */
export interface ManifestEntry {
  readonly url: string;
  readonly status?: number;
}

/** The names a folder's manifest may have, in the order they are looked for. */
export const MANIFEST_NAMES = ["manifest.tsv", "manifest.json"] as const;

function entryOf(target: string, status: unknown): ManifestEntry | undefined {
  if (target === "") return undefined;
  const url = target.includes("://") ? target : `https://${target}/robots.txt`;
  const code = typeof status === "string" && /^\d+$/.test(status) ? Number(status) : status;
  return typeof code === "number" && Number.isInteger(code) ? { url, status: code } : { url };
}

/** Reads a manifest's text (`manifest.tsv` or `manifest.json`) into file → entry. */
export function parseManifest(name: string, text: string): Map<string, ManifestEntry> {
  const map = new Map<string, ManifestEntry>();
  const add = (file: unknown, target: unknown, status: unknown): void => {
    if (typeof file !== "string" || typeof target !== "string") return;
    const entry = entryOf(target.trim(), status);
    if (entry !== undefined) map.set(file, entry);
  };
  if (name.endsWith(".json")) {
    const data = JSON.parse(text) as unknown;
    if (Array.isArray(data)) {
      for (const item of data as Record<string, unknown>[])
        add(item.file, item.url ?? item.host, item.status);
    } else if (typeof data === "object" && data !== null) {
      for (const [file, target] of Object.entries(data)) add(file, target, undefined);
    }
    return map;
  }
  for (const line of text.split(/\r?\n/)) {
    const [file, target, status] = line.split("\t");
    if (file === undefined || file === "" || file === "file") continue;
    add(file, target, status?.trim());
  }
  return map;
}

const manifests = new Map<string, Promise<Map<string, ManifestEntry>>>();

/** The folder's manifest, read once per folder and thread. */
function manifestOf(folder: string, name: string): Promise<Map<string, ManifestEntry>> {
  const key = join(folder, name);
  let found = manifests.get(key);
  if (found === undefined) {
    found = readFile(key, "utf8").then((text) => parseManifest(name, text));
    manifests.set(key, found);
  }
  return found;
}

/** The url of a file the manifest does not name: from its name. */
export function urlOfFileName(file: string): string {
  const base = file.split("/").pop() ?? file;
  return `https://${base.replace(/\.txt$/i, "")}/robots.txt`;
}

async function readCapped(path: string): Promise<{ body: Buffer; size: number }> {
  const fh = await open(path, "r");
  try {
    const size = (await fh.stat()).size;
    const body = Buffer.allocUnsafe(Math.min(size, BODY_CAP));
    let got = 0;
    while (got < body.length) {
      const { bytesRead } = await fh.read(body, got, body.length - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return { body: body.subarray(0, got), size };
  } finally {
    await fh.close();
  }
}

/** Captures of a `folder` unit: its batch of files, in order. */
export async function* readFolder(
  unit: WorkUnit,
  options: ReadOptions = {},
): AsyncGenerator<Capture> {
  const manifest =
    unit.manifest === undefined ? undefined : await manifestOf(unit.input, unit.manifest);
  for (const file of unit.files ?? []) {
    const { body, size } = await readCapped(join(unit.input, file));
    const entry = manifest?.get(file);
    if (options.stats) {
      options.stats.records++;
      options.stats.captures++;
    }
    yield {
      source: { input: unit.input, file },
      url: entry?.url ?? urlOfFileName(file),
      status: entry?.status ?? 200,
      headers: [],
      body,
      ...(size > body.length ? { size } : {}),
    };
  }
}
