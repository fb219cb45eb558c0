// Command-line arguments → a Command, with node:util parseArgs. Throws UsageError.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { ACAP_USAGE_TYPES, PROFILES, type AcapUsageType, type ProfileName } from "../index.js";
import { UsageError } from "./errors.js";
import { parseLint, type LintCommand } from "./lint-args.js";

export interface CheckCommand {
  readonly kind: "check";
  /** The robots.txt file to read; undefined: fetch each URL's site's /robots.txt. */
  readonly file?: string;
  readonly urls: readonly string[];
  readonly agent: string;
  readonly profile: ProfileName;
  readonly json: boolean;
  /** APP-DIRECTIVES: also print the directives for this application identifier. */
  readonly app?: string;
  /** ACAP-1: decide with the ACAP records, for this usage type (default crawl). */
  readonly acap?: { readonly usage: AcapUsageType; readonly purpose?: string };
  /** Print the delay between requests even when the file sets none (the rule of thumb). */
  readonly delay: boolean;
}

export type { LintCommand } from "./lint-args.js";

/** `explain <file> <url> --agent A [--profile P | --all-profiles] [--json]`. */
export interface ExplainCommand {
  readonly kind: "explain";
  readonly file: string;
  readonly url: string;
  readonly agent: string;
  /** The profiles to explain: one, or all four (--all-profiles). */
  readonly profiles: readonly ProfileName[];
  readonly json: boolean;
}

/** `page <file.html> --url <url> --agent <token> [--usage <type>] [--robots <file>]` (ACAP-2). */
export interface PageCommand {
  readonly kind: "page";
  readonly file: string;
  readonly url: string;
  readonly agent: string;
  readonly usage?: AcapUsageType;
  readonly robots?: string;
  readonly json: boolean;
  /** Response headers (--header "Name: value"), e.g. X-Robots-Tag. */
  readonly headers: Readonly<Record<string, string[]>>;
}

export interface AiCommand {
  readonly kind: "ai";
  /** A robots.txt file, "-" for stdin, or an http(s) URL of the site. */
  readonly source: string;
  readonly paths: readonly string[];
  readonly json: boolean;
}

export type CommandName = "check" | "lint" | "page" | "ai" | "explain";

export type Command =
  | { readonly kind: "help"; readonly command?: CommandName }
  | { readonly kind: "version" }
  | CheckCommand
  | LintCommand
  | PageCommand
  | AiCommand
  | ExplainCommand;

const SEE_HELP = { seeHelp: true } as const;

type Options = NonNullable<ParseArgsConfig["options"]>;

const HELP = { help: { type: "boolean", short: "h" } } as const satisfies Options;
const TOP = { ...HELP, version: { type: "boolean" } } as const satisfies Options;
const CHECK = {
  ...HELP,
  agent: { type: "string", short: "a" },
  profile: { type: "string", short: "p" },
  json: { type: "boolean" },
  app: { type: "string" },
  acap: { type: "boolean" },
  usage: { type: "string", short: "u" },
  purpose: { type: "string" },
  file: { type: "string", short: "f" },
  delay: { type: "boolean" },
} as const satisfies Options;

/** parseArgs in strict mode; its errors become one-line UsageErrors. */
function parse<O extends Options>(args: readonly string[], options: O, where: string) {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS_") && error instanceof Error) {
      // "Unknown option '--x'. To specify a positional argument starting with a '-', …": keep the first sentence.
      const message = error.message.split(/\.\s/)[0]!.replace(/\.$/, "");
      throw new UsageError(
        `${where}${message.charAt(0).toLowerCase()}${message.slice(1)}`,
        SEE_HELP,
      );
    }
    throw error;
  }
}

function isProfile(value: string): value is ProfileName {
  return (PROFILES as readonly string[]).includes(value);
}

function profileOf(value: string | undefined, where: string): ProfileName {
  const profile = value ?? "rfc9309";
  if (!isProfile(profile))
    throw new UsageError(
      `${where}: unknown profile ${JSON.stringify(profile)} (expected ${PROFILES.slice(0, -1).join(", ")} or ${PROFILES.at(-1)})`,
    );
  return profile;
}

function parseCheck(args: readonly string[]): Command {
  const { values, positionals } = parse(args, CHECK, "check: ");
  if (values.help) return { kind: "help", command: "check" };
  // `check <file> <url>…` reads a file; `check --file <file> <url>…` too; `check <http(s) URL>…`
  // fetches each site's /robots.txt.
  const fetching = values.file === undefined && /^https?:\/\//i.test(positionals[0] ?? "");
  const file = values.file ?? (fetching ? undefined : positionals[0]);
  const urls = values.file !== undefined || fetching ? positionals : positionals.slice(1);
  if (file === undefined && !fetching)
    throw new UsageError("check: missing <robots.txt file> and <url>", SEE_HELP);
  if (urls.length === 0)
    throw new UsageError("check: missing <url> (at least one URL to check)", SEE_HELP);
  if (fetching && urls.some((url) => !/^https?:\/\//i.test(url)))
    throw new UsageError(
      `check: without a robots.txt file every <url> must be an absolute http(s) URL, to know which site's robots.txt to fetch`,
      SEE_HELP,
    );
  if (values.agent === undefined)
    throw new UsageError("check: missing --agent <token> (the crawler's name)", SEE_HELP);
  const profile = profileOf(values.profile, "check");
  if (values.app !== undefined && !/^[A-Za-z*][!#$%&'*+\-.^_`|~0-9A-Za-z:/]*$/.test(values.app))
    throw new UsageError(
      `check: invalid --app ${JSON.stringify(values.app)}: expected an application identifier (a structured-field Token)`,
      SEE_HELP,
    );
  const usage = values.usage ?? "crawl";
  if (!(ACAP_USAGE_TYPES as readonly string[]).includes(usage))
    throw new UsageError(
      `check: unknown usage ${JSON.stringify(usage)} (expected one of ${ACAP_USAGE_TYPES.join(", ")})`,
      SEE_HELP,
    );
  if (!values.acap && (values.usage !== undefined || values.purpose !== undefined))
    throw new UsageError(`check: --usage and --purpose are ACAP options; add --acap`, SEE_HELP);
  const acap = values.acap
    ? {
        acap: {
          usage: usage as AcapUsageType,
          ...(values.purpose !== undefined ? { purpose: values.purpose } : {}),
        },
      }
    : {};
  return {
    kind: "check",
    ...(file !== undefined ? { file } : {}),
    urls,
    agent: values.agent,
    profile,
    json: values.json ?? false,
    delay: values.delay ?? false,
    ...(values.app !== undefined ? { app: values.app } : {}),
    ...acap,
  };
}

const PAGE = {
  ...HELP,
  url: { type: "string" },
  agent: { type: "string", short: "a" },
  usage: { type: "string", short: "u" },
  robots: { type: "string" },
  json: { type: "boolean" },
  header: { type: "string", short: "H", multiple: true },
} as const satisfies Options;

/** "Name: value" → [lower-case name, value]. */
function headerOf(text: string): [string, string] {
  const colon = text.indexOf(":");
  const name = colon > 0 ? text.slice(0, colon).trim() : "";
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name))
    throw new UsageError(
      `page: invalid --header ${JSON.stringify(text)}: expected "Name: value", e.g. "X-Robots-Tag: noindex"`,
      SEE_HELP,
    );
  return [name.toLowerCase(), text.slice(colon + 1).trim()];
}

function parsePage(args: readonly string[]): Command {
  const { values, positionals } = parse(args, PAGE, "page: ");
  if (values.help) return { kind: "help", command: "page" };
  const [file, ...extra] = positionals;
  if (file === undefined) throw new UsageError("page: missing <file.html>", SEE_HELP);
  if (extra.length > 0)
    throw new UsageError(
      `page: unexpected argument ${JSON.stringify(extra[0])} (page reads one HTML file)`,
      SEE_HELP,
    );
  if (values.url === undefined)
    throw new UsageError("page: missing --url <url> (the page's address)", SEE_HELP);
  if (values.agent === undefined)
    throw new UsageError("page: missing --agent <token> (the crawler's name)", SEE_HELP);
  if (values.usage !== undefined && !(ACAP_USAGE_TYPES as readonly string[]).includes(values.usage))
    throw new UsageError(
      `page: unknown usage ${JSON.stringify(values.usage)} (expected one of ${ACAP_USAGE_TYPES.join(", ")})`,
      SEE_HELP,
    );
  return {
    kind: "page",
    file,
    url: values.url,
    agent: values.agent,
    ...(values.usage !== undefined ? { usage: values.usage as AcapUsageType } : {}),
    ...(values.robots !== undefined ? { robots: values.robots } : {}),
    json: values.json ?? false,
    headers: headersOf(values.header ?? []),
  };
}

function headersOf(lines: readonly string[]): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of lines.map(headerOf)) (headers[name] ??= []).push(value);
  return headers;
}

const EXPLAIN = {
  ...HELP,
  agent: { type: "string", short: "a" },
  profile: { type: "string", short: "p" },
  "all-profiles": { type: "boolean" },
  json: { type: "boolean" },
} as const satisfies Options;

function parseExplain(args: readonly string[]): Command {
  const { values, positionals } = parse(args, EXPLAIN, "explain: ");
  if (values.help) return { kind: "help", command: "explain" };
  const [file, url, ...extra] = positionals;
  if (file === undefined || url === undefined)
    throw new UsageError("explain: missing <robots.txt file> and <url>", SEE_HELP);
  if (extra.length > 0)
    throw new UsageError(
      `explain: unexpected argument ${JSON.stringify(extra[0])} (explain takes one file and one URL)`,
      SEE_HELP,
    );
  if (values.agent === undefined)
    throw new UsageError("explain: missing --agent <token> (the crawler's name)", SEE_HELP);
  if (values["all-profiles"] && values.profile !== undefined)
    throw new UsageError("explain: --profile and --all-profiles exclude each other", SEE_HELP);
  const profiles = values["all-profiles"] ? [...PROFILES] : [profileOf(values.profile, "explain")];
  return { kind: "explain", file, url, agent: values.agent, profiles, json: values.json ?? false };
}

const AI = {
  ...HELP,
  path: { type: "string", multiple: true },
  json: { type: "boolean" },
} as const satisfies Options;

function parseAi(args: readonly string[]): Command {
  const { values, positionals } = parse(args, AI, "ai: ");
  if (values.help) return { kind: "help", command: "ai" };
  const [source, ...extra] = positionals;
  if (source === undefined)
    throw new UsageError("ai: missing <robots.txt file>, - (stdin) or <http(s) url>", SEE_HELP);
  if (extra.length > 0)
    throw new UsageError(
      `ai: unexpected argument ${JSON.stringify(extra[0])} (ai reads one robots.txt; ask about paths with --path)`,
      SEE_HELP,
    );
  const paths = values.path ?? ["/"];
  const bad = paths.find((p) => !p.startsWith("/") && !/^https?:\/\//i.test(p));
  if (bad !== undefined)
    throw new UsageError(
      `ai: invalid --path ${JSON.stringify(bad)}: expected a path starting with "/" or an absolute URL`,
      SEE_HELP,
    );
  return { kind: "ai", source, paths, json: values.json ?? false };
}

function isCommandName(name: string | undefined): name is CommandName {
  return (
    name === "check" || name === "lint" || name === "page" || name === "ai" || name === "explain"
  );
}

export function parseCommandLine(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === "check") return parseCheck(rest);
  if (command === "lint") return parseLint(rest);
  if (command === "page") return parsePage(rest);
  if (command === "ai") return parseAi(rest);
  if (command === "explain") return parseExplain(rest);
  if (command === "help")
    return { kind: "help", ...(isCommandName(rest[0]) ? { command: rest[0] } : {}) };
  const { values, positionals } = parse(argv, TOP, "");
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  if (positionals.length === 0)
    throw new UsageError("missing command (check, explain, lint, page or ai)", SEE_HELP);
  throw new UsageError(
    `unknown command ${JSON.stringify(positionals[0])} (expected check, explain, lint, page or ai)`,
    SEE_HELP,
  );
}
