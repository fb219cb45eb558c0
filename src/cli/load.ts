// Reading a robots.txt file for a command: a file-system error is the user's, one line.
import type { RobotsTxt } from "../index.js";
import { readRobotsTxtFile } from "../node.js";
import { UsageError } from "./errors.js";

const FS_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EISDIR: "is a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "a part of the path is not a directory",
  ENAMETOOLONG: "file name too long",
  ELOOP: "too many symbolic links",
};

/** Reads and parses the file; a file-system error becomes a UsageError. */
export async function load(file: string): Promise<RobotsTxt> {
  try {
    return await readRobotsTxtFile(file);
  } catch (error) {
    const { code, syscall } = error as { code?: unknown; syscall?: unknown };
    if (typeof code === "string" && typeof syscall === "string" && error instanceof Error)
      throw new UsageError(`cannot read ${JSON.stringify(file)}: ${FS_ERRORS[code] ?? error.message}`);
    throw error;
  }
}

