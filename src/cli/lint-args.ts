// `lint <robots.txt>… [--profile P] [--strict] [--severity S] [--max-warnings N] [--format F] [--json]`:
// its own parsing, apart from args.ts, so that lint's options grow without touching the others.
import { parseArgs } from "node:util";
import { PROFILES, type ProfileName, type Severity } from "../index.js";
import { UsageError } from "./errors.js";

export const LINT_FORMATS = ["text", "json", "sarif", "github"] as const;
export type LintFormat = (typeof LINT_FORMATS)[number];

export interface LintCommand {
  readonly kind: "lint";
  /** Files, "-" for standard input, or sites' URLs; at least one. */
  readonly files: readonly string[];
  readonly format: LintFormat;
  /** The lowest severity shown (and counted): error, warning or info (default). */
  readonly severity: Severity;
  /** Exit status 1 when more warnings than this are shown, over all files. */
  readonly maxWarnings?: number;
  /** The profile whose notes are shown (lintRobotsTxt's `profile`). */
  readonly profile: ProfileName;
  /** Also report the departures from the specifications' ABNF (lintRobotsTxt's `strict`). */
  readonly strict: boolean;
}

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  json: { type: "boolean" },
  format: { type: "string", short: "f" },
  severity: { type: "string", short: "s" },
  "max-warnings": { type: "string" },
  profile: { type: "string", short: "p" },
  strict: { type: "boolean" },
} as const;

const SEE_HELP = { seeHelp: true } as const;

function oneOf<T extends string>(value: string, allowed: readonly T[], option: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(
    `lint: unknown ${option} ${JSON.stringify(value)} (expected ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)})`,
    SEE_HELP,
  );
}

function options(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (
      typeof code !== "string" ||
      !code.startsWith("ERR_PARSE_ARGS_") ||
      !(error instanceof Error)
    )
      throw error;
    // "Unknown option '--x'. To specify a positional argument …": the first sentence.
    const message = error.message.split(/\.\s/)[0]!.replace(/\.$/, "");
    throw new UsageError(`lint: ${message.charAt(0).toLowerCase()}${message.slice(1)}`, SEE_HELP);
  }
}

function maxWarningsOf(value: string | undefined): { maxWarnings?: number } {
  if (value === undefined) return {};
  if (!/^\d{1,9}$/.test(value))
    throw new UsageError(
      `lint: invalid --max-warnings ${JSON.stringify(value)}: expected a whole number (0 or more)`,
      SEE_HELP,
    );
  return { maxWarnings: Number(value) };
}

export function parseLint(
  args: readonly string[],
): LintCommand | { readonly kind: "help"; readonly command: "lint" } {
  const { values, positionals } = options(args);
  if (values.help) return { kind: "help", command: "lint" };
  if (positionals.length === 0)
    throw new UsageError(
      "lint: missing <robots.txt file> (a file, - for standard input, or a site's URL)",
      SEE_HELP,
    );
  if (positionals.filter((file) => file === "-").length > 1)
    throw new UsageError("lint: standard input (-) can be read once only", SEE_HELP);
  const format = oneOf(values.format ?? (values.json ? "json" : "text"), LINT_FORMATS, "--format");
  if (values.json && format !== "json")
    throw new UsageError(
      `lint: --json is --format json; it cannot go with --format ${format}`,
      SEE_HELP,
    );
  const severities: readonly Severity[] = ["error", "warning", "info"];
  return {
    kind: "lint",
    files: positionals,
    format,
    severity: oneOf(values.severity ?? "info", severities, "--severity"),
    ...maxWarningsOf(values["max-warnings"]),
    profile: oneOf(values.profile ?? "rfc9309", PROFILES, "--profile"),
    strict: values.strict === true,
  };
}
