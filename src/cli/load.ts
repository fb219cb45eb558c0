// Where a command's robots.txt (or page) comes from: a file, "-" for standard input, or an
// http(s) URL fetched through robots-policy/fetch (its status, redirect, size and time
// limits). A file-system error is the user's: one line, exit status 2.
import { parseRobotsTxt, type RobotsTxt } from "../index.js";
import { fetchRobotsTxt, type FetchRobotsResult } from "../fetch/index.js";
import { fromBase64, retrieveFor } from "../fetch/retrieve.js";
import { settingsOf } from "../fetch/settings.js";
import { MAX_FILE_BYTES, parseCapped, readFileHead } from "../node.js";
import { FetchFailed, UsageError } from "./errors.js";
import { processStdin, type Output } from "./io.js";
import { version } from "./usage.js";
import { printable } from "./format.js";

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

/** The bytes of a file, at most `cap`; a file-system error becomes a UsageError. */
async function fileBytes(file: string, cap: number) {
  try {
    return await readFileHead(file, cap);
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
  /** The octets read from a file or standard input (not kept for a fetched body). */
  readonly bytes?: Uint8Array;
  /** The hard limit the file or standard input was cut at (MAX_FILE_BYTES), when it was. */
  readonly cappedAt?: number;
}

/**
 * A robots.txt from a file, "-" (standard input) or a site's URL (its /robots.txt is fetched).
 * A file is read as parseRobotsTxt reads bytes: each profile reads what it reads (rfc9309 the
 * first 500 KiB, google the whole file) up to the hard limit MAX_FILE_BYTES. A fetch that
 * fails (nothing retrieved) is a FetchFailed: a command must not read it as an empty file.
 */
export async function loadRobots(
  source: string,
  out: Output,
  fetchAs?: { readonly agent?: string; readonly profile?: string },
): Promise<LoadedRobots> {
  if (!isUrl(source)) {
    const { bytes, cut } =
      source === "-"
        ? await (out.stdin ?? processStdin)(MAX_FILE_BYTES)
        : await fileBytes(source, MAX_FILE_BYTES);
    const robots = cut ? parseCapped(bytes, {}, MAX_FILE_BYTES) : parseRobotsTxt(bytes);
    return {
      robots,
      name: source === "-" ? "<stdin>" : source,
      bytes,
      ...(cut ? { cappedAt: MAX_FILE_BYTES } : {}),
    };
  }
  const profile =
    fetchAs?.profile === undefined || fetchAs.profile === "rfc9309" || fetchAs.profile === "google"
      ? "rfc9309"
      : "koster1996";
  const retrieval = await fetchRobotsTxt(source, {
    userAgent: fetchAs?.agent ?? cliUserAgent(),
    profile,
  });
  if (failed(retrieval)) throw new FetchFailed(retrieval);
  return { robots: retrieval.robots, name: retrieval.url, retrieval };
}

/** Nothing was retrieved: a network failure, a server error, a redirect loop (koster1996: deferred). */
export const failed = (r: FetchRobotsResult) =>
  r.outcome === "unreachable" || r.outcome === "deferred";

/** Bytes of a file, "-" or a URL (an HTML page, for `page`), at most `maxBytes`. */
export async function loadBytes(
  source: string,
  out: Output,
  maxBytes = 5_000_000,
): Promise<{ bytes: Uint8Array; headers: Record<string, string> }> {
  if (source === "-")
    return { bytes: (await (out.stdin ?? processStdin)(maxBytes)).bytes, headers: {} };
  if (!isUrl(source)) return { bytes: (await fileBytes(source, maxBytes)).bytes, headers: {} };
  // Through robots-policy/fetch's retrieval: redirects followed by hand, the body cut at
  // maxBytes, one timeout for all of it.
  const attempt = await retrieveFor(
    new URL(source),
    settingsOf({ userAgent: cliUserAgent(), maxBytes }),
    {},
  );
  if (attempt.kind !== "response")
    throw new UsageError(
      `cannot fetch ${printable(source)}: ${attempt.kind === "redirects" ? "too many redirects" : attempt.message}`,
    );
  const { status, headers, body } = attempt.entry;
  if (status < 200 || status > 299)
    throw new UsageError(`cannot fetch ${printable(source)}: HTTP ${status}`);
  return { bytes: fromBase64(body), headers: { ...headers } };
}
