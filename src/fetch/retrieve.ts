// One retrieval of /robots.txt over the network: redirects followed by hand, the body
// bounded, all within the timeout; shared between callers that would send the same request.
import { readBody } from "./body.js";
import { policyOf, type CachedResponse } from "./cache.js";
import type { Settings } from "./settings.js";

/** One redirect followed on the way to /robots.txt: from where, to where, with which status. */
export interface Redirect {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

export function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, key) => (headers[key] = value));
  return headers;
}

// Base64 through btoa/atob (every runtime has them; Buffer is Node's only).
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type Attempt =
  | {
      readonly kind: "response";
      readonly entry: CachedResponse;
      readonly storable: boolean;
      readonly notModified: boolean;
    }
  | { readonly kind: "redirects"; readonly redirects: readonly Redirect[] }
  | { readonly kind: "error"; readonly message: string; readonly redirects: readonly Redirect[] };

/**
 * One retrieval over the network: redirects followed by hand, body bounded, all within
 * `timeoutMs` (none for a shared retrieval: its waiters time out and abort it).
 */
async function retrieve(
  url: URL,
  settings: Settings,
  conditional: Record<string, string>,
  signal: AbortSignal | undefined,
  timeoutMs: number | undefined,
): Promise<Attempt> {
  const controller = new AbortController();
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => controller.abort(new Error(timedOut(timeoutMs))), timeoutMs);
  const onAbort = () => controller.abort(new Error(ABORTED));
  if (signal?.aborted) onAbort();
  else signal?.addEventListener("abort", onAbort, { once: true });
  const redirects: Redirect[] = [];
  let current = url;
  try {
    for (;;) {
      const response = await settings.fetch(current, {
        headers: {
          "user-agent": settings.userAgent,
          accept: "text/plain, */*;q=0.1",
          ...(redirects.length === 0 ? conditional : {}),
        },
        redirect: "manual",
        signal: controller.signal,
      });
      if (response.type === "opaqueredirect") {
        await response.body?.cancel().catch(() => undefined);
        return {
          kind: "error",
          message:
            "the platform fetch hides the redirect (opaqueredirect); pass a fetch that returns 3xx responses",
          redirects,
        };
      }
      const status = response.status;
      const location = response.headers.get("location");
      if (status >= 300 && status < 400 && status !== 304 && location) {
        await response.body?.cancel().catch(() => undefined);
        const next = new URL(location, current);
        redirects.push({ from: current.href, to: next.href, status });
        if (redirects.length > settings.maxRedirects) return { kind: "redirects", redirects };
        if (next.protocol !== "http:" && next.protocol !== "https:")
          return { kind: "error", message: `redirect to a ${next.protocol} URL`, redirects };
        current = next;
        continue;
      }
      return await responseAttempt(url, current, response, redirects, settings);
    }
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    return { kind: "error", message: failureMessage(reason), redirects };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

/** The final response, read (body bounded) into the entry a cache keeps. */
async function responseAttempt(
  url: URL,
  finalUrl: URL,
  response: Response,
  redirects: readonly Redirect[],
  settings: Settings,
): Promise<Attempt> {
  const status = response.status;
  const { bytes, truncated } =
    status === 304
      ? { bytes: new Uint8Array(0), truncated: false }
      : await readBody(response, settings.maxBytes);
  const headers = headersOf(response);
  const fetchedAt = settings.now();
  const { policy, storable } = policyOf(
    status,
    headers,
    url.href,
    settings.userAgent,
    settings.now,
  );
  const entry: CachedResponse = {
    url: url.href,
    finalUrl: finalUrl.href,
    status,
    headers,
    body: toBase64(bytes),
    truncated,
    redirects,
    fetchedAt,
    policy,
  };
  return { kind: "response", entry, storable, notModified: status === 304 };
}

/** What went wrong, as the platform says it most precisely (undici puts the code in `cause`). */
function failureMessage(reason: unknown): string {
  const cause = (reason as { cause?: { code?: string; message?: string } }).cause;
  const message =
    cause?.code ?? cause?.message ?? (reason instanceof Error ? reason.message : String(reason));
  return message === "fetch failed" ? "connection failed" : message;
}

const ABORTED = "aborted by the caller";
const timedOut = (timeoutMs: number) => `timed out after ${timeoutMs} ms`;
const failure = (message: string): Attempt => ({ kind: "error", message, redirects: [] });

/** A retrieval several callers wait on; aborted when the last of them stops waiting. */
interface SharedRetrieval {
  readonly attempt: Promise<Attempt>;
  readonly controller: AbortController;
  waiters: number;
  settled: boolean;
}

/**
 * The retrieval for one caller. With a cache, callers that would send the same request (URL,
 * User-Agent, body limit, redirect limit, validators) share one retrieval; other options
 * (profile, timeout, signal) stay each caller's own: each classifies the response under its
 * profile, waits no longer than its timeout and stops at its signal. The shared retrieval has
 * no timeout of its own: it runs while someone waits and is aborted when the last waiter
 * leaves (timed out or aborted), so it never outlives the longest caller's timeout. It runs
 * with the first caller's `fetch` and clock: callers sharing a cache are meant to share those.
 */
export function retrieveFor(
  url: URL,
  settings: Settings,
  conditional: Record<string, string>,
): Promise<Attempt> {
  const cache = settings.cache;
  if (!cache) return retrieve(url, settings, conditional, settings.signal, settings.timeoutMs);
  if (settings.signal?.aborted) return Promise.resolve(failure(ABORTED));
  const key = [
    url.href,
    settings.userAgent,
    settings.maxBytes,
    settings.maxRedirects,
    conditional["if-none-match"] ?? "",
    conditional["if-modified-since"] ?? "",
  ].join("\n");
  const inFlight = cache.inFlight as Map<string, SharedRetrieval>;
  let shared = inFlight.get(key);
  if (!shared) {
    const controller = new AbortController();
    const started: SharedRetrieval = {
      attempt: retrieve(url, settings, conditional, controller.signal, undefined),
      controller,
      waiters: 0,
      settled: false,
    };
    void started.attempt.then(() => {
      started.settled = true;
      if (inFlight.get(key) === started) inFlight.delete(key);
    });
    inFlight.set(key, (shared = started));
  }
  shared.waiters++;
  const joined = shared;
  return waitAsCaller(joined, settings, () => {
    if (--joined.waiters > 0 || joined.settled) return;
    // Nobody waits any more: free the connection, and let the next caller start afresh.
    if (inFlight.get(key) === joined) inFlight.delete(key);
    joined.controller.abort(new Error("every caller stopped waiting"));
  });
}

/** Waits for a shared retrieval under this caller's own timeout and signal; `leave` runs once either way. */
function waitAsCaller(
  shared: SharedRetrieval,
  settings: Settings,
  leave: () => void,
): Promise<Attempt> {
  const { signal } = settings;
  return new Promise((resolve) => {
    let done = false;
    const finish = (attempt: Attempt) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      leave();
      resolve(attempt);
    };
    const timer = setTimeout(
      () => finish(failure(timedOut(settings.timeoutMs))),
      settings.timeoutMs,
    );
    const onAbort = () => finish(failure(ABORTED));
    signal?.addEventListener("abort", onAbort, { once: true });
    void shared.attempt.then(finish);
  });
}
