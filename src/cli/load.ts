// Where a command's robots.txt (or page) comes from: a file, "-" for standard input, or an
// http(s) URL fetched through robots-policy/fetch (its status, redirect, size and time
// limits). A file-system error is the user's: one line, exit status 2.
import { readFile } from "node:fs/promises";
import { parseRobotsTxt, type RobotsTxt } from "../index.js";
import { fetchRobotsTxt, type FetchRobotsResult } from "../fetch/index.js";
import { fromBase64, retrieveFor } from "../fetch/retrieve.js";
import { settingsOf } from "../fetch/settings.js";
import { readRobotsTxtFile } from "../node.js";
import { UsageError } from "./errors.js";
import { processStdin, type Output } from "./io.js";
import { version } from "./usage.js";

const FS_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EISDIR: "is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "a part of the path is not a directory",
  ENAMETOOLONG: "file name too long",
  ELOOP: "too many symbolic links",
};

function fileError(file: string, error: unknown): never {
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === "string" && typeof syscall === "string" && error instanceof Error)
    throw new UsageError(
      `cannot read ${JSON.stringify(file)}: ${FS_ERRORS[code] ?? error.message}`,
    );
  throw error;
}

/** Reads and parses a robots.txt file; a file-system error becomes a UsageError. */
export async function load(file: string): Promise<RobotsTxt> {
  try {
    return await readRobotsTxtFile(file);
  } catch (error) {
    fileError(file, error);
  }
}

export const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** The User-Agent the CLI sends when it fetches without an --agent. */
export const cliUserAgent = () =>
  `robots-policy/${version()} (+https://github.com/robots-policy/robots-policy)`;

export interface LoadedRobots {
  readonly robots: RobotsTxt;
  /** How to name the source in output: the file name, "<stdin>", or the robots.txt URL. */
  readonly name: string;
  readonly retrieval?: FetchRobotsResult;
}

/** A robots.txt from a file, "-" (standard input) or a site's URL (its /robots.txt is fetched). */
export async function loadRobots(
  source: string,
  out: Output,
  fetchAs?: { readonly agent?: string; readonly profile?: string },
): Promise<LoadedRobots> {
  if (source === "-")
    return { robots: parseRobotsTxt(await (out.stdin ?? processStdin)()), name: "<stdin>" };
  if (!isUrl(source)) return { robots: await load(source), name: source };
  const profile =
    fetchAs?.profile === undefined || fetchAs.profile === "rfc9309" || fetchAs.profile === "google"
      ? "rfc9309"
      : "koster1996";
  const retrieval = await fetchRobotsTxt(source, {
    userAgent: fetchAs?.agent ?? cliUserAgent(),
    profile,
  });
  return { robots: retrieval.robots, name: retrieval.url, retrieval };
}

/** Bytes of a file, "-" or a URL (an HTML page, for `page`), at most `maxBytes`. */
export async function loadBytes(
  source: string,
  out: Output,
  maxBytes = 5_000_000,
): Promise<{ bytes: Uint8Array; headers: Record<string, string> }> {
  if (source === "-") return { bytes: await (out.stdin ?? processStdin)(), headers: {} };
  if (!isUrl(source))
    try {
      return { bytes: new Uint8Array(await readFile(source)), headers: {} };
    } catch (error) {
      fileError(source, error);
    }
  // Through robots-policy/fetch's retrieval: redirects followed by hand, the body cut at
  // maxBytes, one timeout for all of it.
  const attempt = await retrieveFor(
    new URL(source),
    settingsOf({ userAgent: cliUserAgent(), maxBytes }),
    {},
  );
  if (attempt.kind !== "response")
    throw new UsageError(
      `cannot fetch ${JSON.stringify(source)}: ${attempt.kind === "redirects" ? "too many redirects" : attempt.message}`,
    );
  const { status, headers, body } = attempt.entry;
  if (status < 200 || status > 299)
    throw new UsageError(`cannot fetch ${JSON.stringify(source)}: HTTP ${status}`);
  return { bytes: fromBase64(body), headers: { ...headers } };
}
