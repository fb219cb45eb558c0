// The check and lint commands: read the file, ask the library, print, return the exit status.
import { parseRobotsTxt, type RobotsTxt, decideAcap } from "../index.js";
import { fileNotes } from "./notes.js";
import { loadRobots } from "./load.js";
import type { Output } from "./io.js";
import type { CheckCommand } from "./args.js";
import { EXIT_FAILED, EXIT_OK, UsageError } from "./errors.js";
import {
  fetchRobotsTxt,
  RobotsCache,
  robotsTxtUrl,
  type FetchRobotsResult,
} from "../fetch/index.js";
import {
  formatRetrieval,
  formatActionRequests,
  formatAppDirectives,
  formatCheck,
  formatCheckJson,
  formatDelay,
  type CheckResult,
} from "./format.js";

export type { Output } from "./io.js";

/** The robots.txt that applies to some of the URLs, and how it was had. */
interface Source {
  readonly robots: RobotsTxt;
  /** The file name, "<stdin>", or the robots.txt URL. */
  readonly name: string;
  readonly urls: readonly string[];
  readonly retrieval?: FetchRobotsResult;
}

/** Offline: one file for every URL. Fetching: each site's /robots.txt, one retrieval per origin. */
async function sources(command: CheckCommand, out: Output): Promise<Source[]> {
  if (command.file !== undefined)
    return [{ ...(await loadRobots(command.file, out)), urls: command.urls }];
  const byOrigin = new Map<string, string[]>();
  for (const url of command.urls) {
    let origin: string;
    try {
      origin = robotsTxtUrl(url).href;
    } catch {
      throw new UsageError(
        `check: invalid URL ${JSON.stringify(url)}: expected an absolute http(s) URL`,
      );
    }
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), url]);
  }
  const cache = new RobotsCache();
  const profile = command.profile === "rfc9309" ? "rfc9309" : "koster1996";
  return Promise.all(
    [...byOrigin].map(async ([origin, urls]) => {
      const retrieval = await fetchRobotsTxt(origin, { userAgent: command.agent, profile, cache });
      return { robots: retrieval.robots, name: retrieval.url, urls, retrieval };
    }),
  );
}

export async function check(command: CheckCommand, out: Output): Promise<number> {
  const { agent, profile } = command;
  // The library throws a TypeError for a user agent without a product token or for a URL that
  // is neither absolute nor a path; ask about "/" first so the two cannot be confused.
  try {
    parseRobotsTxt("").decide({ url: "/", userAgent: agent, profile });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new UsageError(
      `check: invalid --agent ${JSON.stringify(agent)}: expected a product token such as "Googlebot" or a User-Agent header naming one`,
    );
  }
  const { acap, app } = command;
  let text = "";
  let notes = "";
  const json: unknown[] = [];
  let allAllowed = true;
  for (const { robots, name, urls, retrieval } of await sources(command, out)) {
    // Every URL is decided before anything is printed: a bad URL prints nothing but the error.
    const results: CheckResult[] = urls.map((url) => {
      try {
        return {
          url,
          decision: acap
            ? decideAcap(robots, {
                url,
                userAgent: agent,
                profile,
                usage: acap.usage,
                ...(acap.purpose !== undefined ? { purpose: acap.purpose } : {}),
              })
            : robots.decide({ url, userAgent: agent, profile }),
        };
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
        throw new UsageError(
          `check: invalid URL ${JSON.stringify(url)}: expected an absolute URL ("https://host/path") or a path starting with "/"`,
        );
      }
    });
    const withApp =
      app === undefined
        ? results
        : results.map((r) => ({
            ...r,
            appDirectives: robots.appDirectives({ app, productToken: agent, url: r.url }) ?? null,
          }));
    allAllowed &&= results.every((r) => r.decision.allowed);
    const delay = robots.delayBetweenRequests(agent, { profile });
    if (command.json)
      json.push(
        JSON.parse(formatCheckJson(name, agent, profile, robots.diagnostics, withApp, retrieval)),
      );
    else {
      text +=
        (retrieval ? formatRetrieval(retrieval) : "") +
        formatCheck(results, out) +
        // The rule of thumb applies to every file; it is printed when asked for, a file's own delay always.
        (command.delay || delay.reason !== "default" ? formatDelay(delay) : "") +
        (app === undefined ? "" : formatAppDirectives(app, withApp)) +
        (acap ? formatActionRequests(robots.actionRequests(agent)) : "");
      notes += fileNotes(name, robots.diagnostics, out);
    }
  }
  out.stdout(
    command.json ? `${JSON.stringify(json.length === 1 ? json[0] : json, null, 2)}\n` : text,
  );
  if (notes !== "") out.stderr(notes);
  return allAllowed ? EXIT_OK : EXIT_FAILED;
}

export { lint } from "./lint-command.js";
