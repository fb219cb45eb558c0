// What every command's argument parser shares: strict parseArgs, profiles, --agent.
import { parseArgs, type ParseArgsConfig } from "node:util";
import { PROFILES, type ProfileName } from "../index.js";
import { UsageError } from "./errors.js";

/** A crawler: one name (a product token or a User-Agent header), or tokens in order of preference. */
export type Agent = string | readonly string[];

export const SEE_HELP = { seeHelp: true } as const;

export type Options = NonNullable<ParseArgsConfig["options"]>;

export const HELP = { help: { type: "boolean", short: "h" } } as const satisfies Options;

/** --agent, repeatable: `--agent Googlebot-News --agent Googlebot` is a token list. */
export const AGENT = { agent: { type: "string", short: "a", multiple: true } } as const;

/** parseArgs in strict mode; its errors become one-line UsageErrors. */
export function parse<O extends Options>(
  args: readonly string[],
  options: O,
  where: string,
): ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
> {
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

export function profileOf(value: string | undefined, where: string): ProfileName {
  const profile = value ?? "rfc9309";
  if (!isProfile(profile))
    throw new UsageError(
      `${where}: unknown profile ${JSON.stringify(profile)} (expected ${PROFILES.slice(0, -1).join(", ")} or ${PROFILES.at(-1)})`,
    );
  return profile;
}

/**
 * The --agent values: one is a name (or a User-Agent header), several a token list in order of
 * preference, as the library's array form. "*" names no crawler: say how the * group is asked.
 */
export function agentOf(values: readonly string[] | undefined, where: string): Agent {
  if (values === undefined || values.length === 0)
    throw new UsageError(`${where}: missing --agent <token> (the crawler's name)`, SEE_HELP);
  if (values.some((v) => v.trim() === "*"))
    throw new UsageError(
      `${where}: --agent "*" names no crawler: the * group answers every crawler that no group names, so ask as such a crawler (e.g. --agent SomeUnnamedBot; explain shows the group chosen)`,
      SEE_HELP,
    );
  return values.length === 1 ? values[0]! : [...values];
}

/** The name to send as User-Agent when fetching, and to print: the first token of a list. */
export const firstAgent = (agent: Agent): string => (typeof agent === "string" ? agent : agent[0]!);

/** An agent for output: a name, or the list as "A, B". */
export const agentText = (agent: Agent): string =>
  typeof agent === "string" ? agent : agent.join(", ");
