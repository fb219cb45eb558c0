// The adapter as a child process (conformance/PROTOCOL.md): started with a shell, in a process
// group of its own so that a timeout kills the shell and everything it started; one request
// line, then one answer line. Whatever the adapter does — crash, hang, garbage — ask() settles.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";

/** What one question got: an answer object, or why there is none. */
export type Outcome =
  | { readonly kind: "answer"; readonly answer: Readonly<Record<string, unknown>> }
  | { readonly kind: "timeout" | "crash" | "bad answer"; readonly detail: string };

/** An answer line longer than this is garbage (and must not fill memory). */
const MAX_LINE = 1 << 20;
/** How much of the adapter's stderr is kept, to say why it crashed. */
const STDERR_TAIL = 2000;

interface Pending {
  readonly id: string;
  readonly settle: (outcome: Outcome) => void;
}

/** One running adapter command; restarted by the caller (ask() again) after a failed outcome. */
export class AdapterProcess {
  readonly #command: string;
  #child: ChildProcessWithoutNullStreams | undefined;
  #buffer = "";
  #stderr = "";
  #pending: Pending | undefined;

  constructor(command: string) {
    this.#command = command;
  }

  #start(): ChildProcessWithoutNullStreams {
    const child = spawn(this.#command, {
      shell: true,
      detached: process.platform !== "win32",
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.#buffer = "";
    this.#stderr = "";
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => this.#onData(child, chunk));
    child.stderr.on("data", (chunk: string) => {
      this.#stderr = (this.#stderr + chunk).slice(-STDERR_TAIL);
    });
    // A write to an adapter that has just died: the exit or close event reports it.
    child.stdin.on("error", () => undefined);
    child.on("error", (error) => this.#gone(child, `cannot start: ${error.message}`));
    // "close": the process has exited and its output is read to the end (an answer written
    // just before exiting still counts). Output closed while the process lives on is a crash
    // too, said once the exit status had a moment to arrive.
    let exited: string | undefined;
    child.on("exit", (code, signal) => {
      exited = `exited${signal ? ` on ${signal}` : ` with status ${code}`}`;
    });
    child.on("close", () => this.#gone(child, exited ?? "exited"));
    child.stdout.on("end", () => {
      setTimeout(() => this.#gone(child, exited ?? "closed its standard output"), 100).unref();
    });
    return child;
  }

  #onData(child: ChildProcessWithoutNullStreams, chunk: string): void {
    if (child !== this.#child) return;
    this.#buffer += chunk;
    for (;;) {
      const end = this.#buffer.indexOf("\n");
      if (end < 0) break;
      const line = this.#buffer.slice(0, end).replace(/\r$/, "");
      this.#buffer = this.#buffer.slice(end + 1);
      if (line.trim() !== "") this.#onLine(line);
    }
    if (this.#buffer.length > MAX_LINE)
      this.#settle({ kind: "bad answer", detail: "a line over 1 MiB" });
  }

  #onLine(line: string): void {
    const pending = this.#pending;
    if (pending === undefined) return this.#stale(line);
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      return this.#settle({ kind: "bad answer", detail: `not JSON: ${line.slice(0, 200)}` });
    }
    if (typeof answer !== "object" || answer === null || Array.isArray(answer))
      return this.#settle({
        kind: "bad answer",
        detail: `not a JSON object: ${line.slice(0, 200)}`,
      });
    const id = (answer as Record<string, unknown>)["id"];
    if (id !== pending.id)
      return this.#settle({
        kind: "bad answer",
        detail: `answer for id ${JSON.stringify(id)} while asking ${JSON.stringify(pending.id)}`,
      });
    this.#settle({ kind: "answer", answer: answer as Record<string, unknown> });
  }

  /** A line when nothing was asked: the adapter is out of step; the next question restarts it. */
  #stale(line: string): void {
    this.#stop();
    this.#stderr = `unasked line: ${line.slice(0, 200)}`;
  }

  #gone(child: ChildProcessWithoutNullStreams, why: string): void {
    if (child !== this.#child) return;
    this.#child = undefined;
    const stderr = this.#stderr.trim();
    this.#settle({ kind: "crash", detail: stderr ? `${why}; stderr: ${stderr}` : why });
  }

  #settle(outcome: Outcome): void {
    const pending = this.#pending;
    this.#pending = undefined;
    // After anything but a good answer, the adapter's state is unknown: start afresh.
    if (outcome.kind !== "answer") this.#stop();
    pending?.settle(outcome);
  }

  /** Kills the adapter's whole process group (the shell and its children). */
  #stop(): void {
    const child = this.#child;
    this.#child = undefined;
    if (child === undefined) return;
    try {
      if (child.pid !== undefined && process.platform !== "win32")
        process.kill(-child.pid, "SIGKILL");
      else child.kill("SIGKILL");
    } catch {
      // Already gone.
    }
  }

  /** Asks one question: writes the request line and waits for its answer, at most `timeoutMs`. */
  ask(
    request: { readonly id: string } & Record<string, unknown>,
    timeoutMs: number,
  ): Promise<Outcome> {
    const child = (this.#child ??= this.#start());
    return new Promise<Outcome>((resolve) => {
      const timer = setTimeout(
        () => this.#settle({ kind: "timeout", detail: `no answer within ${timeoutMs} ms` }),
        timeoutMs,
      );
      this.#pending = {
        id: request.id,
        settle: (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        },
      };
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  }

  /** Closes the adapter's standard input (its cue to exit), then kills what is left of it. */
  async close(graceMs = 500): Promise<void> {
    const child = this.#child;
    if (child === undefined) return;
    child.stdin.end();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, graceMs);
      child.once("close", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    this.#stop();
  }
}
