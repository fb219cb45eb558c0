// Command-line arguments → a Command, with node:util parseArgs. Throws UsageError.
import { ACAP_USAGE_TYPES, PROFILES, type AcapUsageType, type ProfileName } from "../index.js";
import { UsageError } from "./errors.js";
import { parseLint, type LintCommand } from "./lint-args.js";
import {
  AGENT,
  agentOf,
  HELP,
  parse,
  profileOf,
  SEE_HELP,
  type Agent,
  type Options,
} from "./args-common.js";
import { parseAi, parsePage, type AiCommand, type PageCommand } from "./args-page-ai.js";
import { parseCensus, type CensusCommand, type CensusMergeCommand } from "./census-args.js";
import { parseConformance, type ConformanceCommand } from "./conformance-args.js";

export type { Agent } from "./args-common.js";

export interface CheckCommand {
  readonly kind: "check";
  /** The robots.txt file to read; undefined: fetch each URL's site's /robots.txt. */
  readonly file?: string;
  readonly urls: readonly string[];
  readonly agent: Agent;
  readonly profile: ProfileName;
  readonly json: boolean;
  /** APP-DIRECTIVES: also print the directives for this application identifier. */
  readonly app?: string;
  /** ACAP-1: decide with the ACAP records, for this usage type (default crawl). */
  readonly acap?: { readonly usage: AcapUsageType; readonly purpose?: string };
  /** Print the delay between requests even when the file sets none (the rule of thumb). */
  readonly delay: boolean;
  /** Exit 0 even when a URL is disallowed (a demo, or a report that is not a gate). */
  readonly exitZero: boolean;
}

export type { LintCommand } from "./lint-args.js";

/** `explain <file> <url> --agent A [--profile P | --all-profiles] [--json]`. */
export interface ExplainCommand {
  readonly kind: "explain";
  readonly file: string;
  readonly url: string;
  readonly agent: Agent;
  /** The profiles to explain: one, or all four (--all-profiles). */
  readonly profiles: readonly ProfileName[];
  readonly json: boolean;
}

export type { AiCommand, PageCommand } from "./args-page-ai.js";

export type { CensusCommand, CensusMergeCommand } from "./census-args.js";

export type { ConformanceCommand } from "./conformance-args.js";

export type CommandName = "check" | "lint" | "page" | "ai" | "explain" | "census" | "conformance";

export type Command =
  | { readonly kind: "help"; readonly command?: CommandName }
  | { readonly kind: "version" }
  | CheckCommand
  | LintCommand
  | PageCommand
  | AiCommand
  | ExplainCommand
  | CensusCommand
  | CensusMergeCommand
  | ConformanceCommand;

const TOP = { ...HELP, version: { type: "boolean" } } as const satisfies Options;
const CHECK = {
  ...HELP,
  ...AGENT,
  profile: { type: "string", short: "p" },
  json: { type: "boolean" },
  app: { type: "string" },
  acap: { type: "boolean" },
  usage: { type: "string", short: "u" },
  purpose: { type: "string" },
  file: { type: "string", short: "f" },
  delay: { type: "boolean" },
  "exit-zero": { type: "boolean" },
} as const satisfies Options;

function parseCheck(args: readonly string[]): Command {
  const { values, positionals } = parse(args, CHECK, "check: ");
  if (values.help) return { kind: "help", command: "check" };
  // `check <file> <url>…` and `check --file <file> <url>…` read a file; `check <site URL> <path>…`
  // fetches that site's /robots.txt, as every command does; `check <http(s) URL>…` (all
  // absolute) fetches each URL's site's /robots.txt.
  const [first, ...rest] = positionals;
  const perSite = values.file === undefined && isUrl(first ?? "") && rest.every(isUrl);
  const file = values.file ?? (perSite ? undefined : first);
  const urls = values.file !== undefined || perSite ? positionals : rest;
  if (first === undefined && values.file === undefined)
    throw new UsageError("check: missing <robots.txt file> and <url>", SEE_HELP);
  if (urls.length === 0)
    throw new UsageError(
      `check: missing <url> (at least one URL or path to check${file !== undefined && isUrl(file) ? `, e.g. check ${file} /path` : ""})`,
      SEE_HELP,
    );
  const agent = agentOf(values.agent, "check");
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
    agent,
    profile,
    json: values.json ?? false,
    delay: values.delay ?? false,
    exitZero: values["exit-zero"] ?? false,
    ...(values.app !== undefined ? { app: values.app } : {}),
    ...acap,
  };
}

const EXPLAIN = {
  ...HELP,
  ...AGENT,
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
  const agent = agentOf(values.agent, "explain");
  if (values["all-profiles"] && values.profile !== undefined)
    throw new UsageError("explain: --profile and --all-profiles exclude each other", SEE_HELP);
  const profiles = values["all-profiles"] ? [...PROFILES] : [profileOf(values.profile, "explain")];
  return { kind: "explain", file, url, agent, profiles, json: values.json ?? false };
}

const COMMANDS = "check, explain, lint, page, ai, census or conformance";

const isUrl = (text: string) => /^https?:\/\//i.test(text);

function isCommandName(name: string | undefined): name is CommandName {
  return (
    name === "check" ||
    name === "lint" ||
    name === "page" ||
    name === "ai" ||
    name === "explain" ||
    name === "census" ||
    name === "conformance"
  );
}

export function parseCommandLine(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === "check") return parseCheck(rest);
  if (command === "lint") return parseLint(rest);
  if (command === "page") return parsePage(rest);
  if (command === "ai") return parseAi(rest);
  if (command === "explain") return parseExplain(rest);
  if (command === "census") return parseCensus(rest);
  if (command === "conformance") return parseConformance(rest);
  if (command === "help") {
    if (rest[0] === undefined) return { kind: "help" };
    if (!isCommandName(rest[0]))
      throw new UsageError(
        `help: unknown command ${JSON.stringify(rest[0])} (expected ${COMMANDS})`,
        SEE_HELP,
      );
    return { kind: "help", command: rest[0] };
  }
  // A word that is no command is reported as such, whatever options follow it.
  if (command !== undefined && !command.startsWith("-"))
    throw new UsageError(
      `unknown command ${JSON.stringify(command)} (expected ${COMMANDS})`,
      SEE_HELP,
    );
  const { values, positionals } = parse(argv, TOP, "");
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  if (positionals.length === 0) throw new UsageError(`missing command (${COMMANDS})`, SEE_HELP);
  throw new UsageError(
    `unknown command ${JSON.stringify(positionals[0])} (expected ${COMMANDS})`,
    SEE_HELP,
  );
}
