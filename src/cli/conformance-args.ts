// `conformance --exec "<command>" [--suite <dir>] [--timeout <ms>] [--json] [--filter <prefix>]`.
import { HELP, parse, SEE_HELP, type Options } from "./args-common.js";
import { UsageError } from "./errors.js";

/** `conformance --exec <command>`: the suite's vectors asked of an adapter. */
export interface ConformanceCommand {
  readonly kind: "conformance";
  /** The adapter's command line, run with a shell. */
  readonly exec: string;
  /** The suite folder; default the conformance/ folder beside the package.json. */
  readonly suite?: string;
  readonly timeoutMs: number;
  readonly json: boolean;
  /** Only the vectors whose id starts with this. */
  readonly filter?: string;
}

const CONFORMANCE = {
  ...HELP,
  exec: { type: "string", short: "e" },
  suite: { type: "string" },
  timeout: { type: "string" },
  json: { type: "boolean" },
  filter: { type: "string" },
} as const satisfies Options;

/** Parses the words after `conformance`. */
export function parseConformance(
  args: readonly string[],
): ConformanceCommand | { kind: "help"; command: "conformance" } {
  const { values, positionals } = parse(args, CONFORMANCE, "conformance: ");
  if (values.help) return { kind: "help", command: "conformance" };
  if (positionals.length > 0)
    throw new UsageError(
      `conformance: unexpected argument ${JSON.stringify(positionals[0])} (the adapter is given with --exec "<command>")`,
      SEE_HELP,
    );
  if (values.exec === undefined || values.exec.trim() === "")
    throw new UsageError('conformance: missing --exec "<command>" (the adapter to run)', SEE_HELP);
  const timeout = values.timeout ?? "5000";
  if (!/^\d+$/.test(timeout) || Number(timeout) < 1)
    throw new UsageError(
      `conformance: invalid --timeout ${JSON.stringify(timeout)} (expected milliseconds, a whole number of at least 1)`,
      SEE_HELP,
    );
  return {
    kind: "conformance",
    exec: values.exec,
    ...(values.suite !== undefined ? { suite: values.suite } : {}),
    timeoutMs: Number(timeout),
    json: values.json ?? false,
    ...(values.filter !== undefined ? { filter: values.filter } : {}),
  };
}
