// The arguments of page and ai. Throws UsageError.
import { ACAP_USAGE_TYPES } from "../index.js";
import { META_USAGES } from "../html/meta.js";
import { UsageError } from "./errors.js";
import { AGENT, agentOf, HELP, parse, SEE_HELP, type Agent, type Options } from "./args-common.js";

/** `page <file.html> --url <url> --agent <token> [--usage <usage>] [--robots <file>] [--acap]`. */
export interface PageCommand {
  readonly kind: "page";
  readonly file: string;
  readonly url: string;
  readonly agent: Agent;
  /** A decide() usage (index, follow …), or with `acap` an ACAP usage type. */
  readonly usage?: string;
  /** ACAP-2's reading (decideAcap, element rules) rather than robots META's (decide). */
  readonly acap: boolean;
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
  /** Only these crawlers (names, case-insensitive); all known ones when empty. */
  readonly agents: readonly string[];
  /** Crawlers the site means to block: one that may crawl is an error finding. */
  readonly blocked: readonly string[];
  /** The table at full width rather than the terminal's. */
  readonly wide: boolean;
}

const PAGE = {
  ...HELP,
  ...AGENT,
  url: { type: "string" },
  usage: { type: "string", short: "u" },
  robots: { type: "string" },
  json: { type: "boolean" },
  acap: { type: "boolean" },
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

function headersOf(lines: readonly string[]): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of lines.map(headerOf)) (headers[name] ??= []).push(value);
  return headers;
}

export function parsePage(
  args: readonly string[],
): PageCommand | { readonly kind: "help"; readonly command: "page" } {
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
  const agent = agentOf(values.agent, "page");
  const acap = values.acap ?? false;
  // decide()'s usages (README: "Robots META and X-Robots-Tag"); ACAP's with --acap.
  const usages: readonly string[] = acap ? ACAP_USAGE_TYPES : META_USAGES;
  if (values.usage !== undefined && !usages.includes(values.usage))
    throw new UsageError(
      `page: unknown usage ${JSON.stringify(values.usage)} (expected one of ${usages.join(", ")}${acap ? "" : "; ACAP usage types with --acap"})`,
      SEE_HELP,
    );
  return {
    kind: "page",
    file,
    url: values.url,
    agent,
    acap,
    ...(values.usage !== undefined ? { usage: values.usage } : {}),
    ...(values.robots !== undefined ? { robots: values.robots } : {}),
    json: values.json ?? false,
    headers: headersOf(values.header ?? []),
  };
}

const AI = {
  ...HELP,
  path: { type: "string", multiple: true },
  agent: { type: "string", short: "a", multiple: true },
  blocked: { type: "string", multiple: true },
  wide: { type: "boolean" },
  json: { type: "boolean" },
} as const satisfies Options;

export function parseAi(
  args: readonly string[],
): AiCommand | { readonly kind: "help"; readonly command: "ai" } {
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
  const names = [...(values.agent ?? []), ...(values.blocked ?? [])];
  const badName = names.find((n) => !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(n) || n === "*");
  if (badName !== undefined)
    throw new UsageError(
      `ai: invalid crawler name ${JSON.stringify(badName)}: expected a product token such as GPTBot`,
      SEE_HELP,
    );
  return {
    kind: "ai",
    source,
    paths,
    json: values.json ?? false,
    agents: values.agent ?? [],
    blocked: values.blocked ?? [],
    wide: values.wide ?? false,
  };
}
