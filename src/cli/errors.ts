// Exit statuses and the error types the CLI reports without a stack trace.
import type { FetchRobotsResult } from "../fetch/index.js";

export const EXIT_OK = 0;
/** check: some URL is disallowed; lint: some error-severity diagnostic. */
export const EXIT_FAILED = 1;
/** Unknown option, missing argument, unknown profile, invalid URL or agent, unreadable file. */
export const EXIT_USAGE = 2;
/** A bug in robots-policy (an unexpected exception); the stack is printed. */
export const EXIT_INTERNAL = 3;

/** A mistake in what the user asked for; printed as one line on stderr, exit status 2. */
export class UsageError extends Error {
  override readonly name: string = "UsageError";
  /** Whether to point at --help: for a malformed command line, not for a missing file. */
  readonly seeHelp: boolean;

  constructor(message: string, options: { readonly seeHelp?: boolean } = {}) {
    super(message);
    this.seeHelp = options.seeHelp ?? false;
  }
}

/**
 * A robots.txt that could not be retrieved (network failure, server error, redirect loop): it
 * is not an empty file, so no command answers from it; exit status 2, naming the outcome.
 */
export class FetchFailed extends UsageError {
  override readonly name = "FetchFailed";
  readonly retrieval: FetchRobotsResult;

  constructor(retrieval: FetchRobotsResult) {
    const why = retrieval.status !== undefined ? `HTTP ${retrieval.status}` : retrieval.error;
    super(
      `cannot fetch ${retrieval.url}: ${retrieval.outcome}${why ? ` (${why})` : ""}: ${retrieval.reason} (${retrieval.spec})`,
    );
    this.retrieval = retrieval;
  }
}
