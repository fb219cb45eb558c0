// The check command: per URL, allowed or disallowed, with the line that decided; the delay,
// App-Directives and ACAP action requests; where the profile's reading was cut.
import { decideAcap, parseRobotsTxt, type RobotsTxt } from "../index.js";
import { RobotsCache, robotsTxtUrl, fetchRobotsTxt } from "../fetch/index.js";
import type { CheckCommand } from "./args.js";
import { firstAgent } from "./args-common.js";
import { cutOf, cutText, foreignOf, listed } from "./content.js";
import { EXIT_FAILED, EXIT_OK, FetchFailed, UsageError } from "./errors.js";
import {
  formatActionRequests,
  formatAppDirectives,
  formatCheck,
  formatDelay,
  formatRetrieval,
  type CheckResult,
} from "./format.js";
import { checkJson } from "./format-json.js";
import type { CheckAnswer, Source } from "./check-answer.js";
import type { Output } from "./io.js";
import { failed, loadRobots } from "./load.js";
import { fileNotes } from "./notes.js";

/** The robots.txt that applies to some of the URLs, and how it was had. */

/** A file (or one site's robots.txt) for every URL; or each URL's site's /robots.txt, once per site. */
async function sources(command: CheckCommand, out: Output): Promise<Source[]> {
  const fetchAs = { agent: firstAgent(command.agent), profile: command.profile };
  if (command.file !== undefined)
    return [{ ...(await loadRobots(command.file, out, fetchAs)), urls: command.urls }];
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
  const profile =
    command.profile === "koster1996" || command.profile === "robots2" ? "koster1996" : "rfc9309";
  const all = await Promise.all(
    [...byOrigin].map(async ([origin, urls]) => {
      const retrieval = await fetchRobotsTxt(origin, { userAgent: fetchAs.agent, profile, cache });
      return { robots: retrieval.robots, name: retrieval.url, urls, retrieval };
    }),
  );
  const failure = all.find((s) => failed(s.retrieval));
  if (failure) throw new FetchFailed(failure.retrieval);
  return all;
}

/** Every URL decided before anything is printed: a bad URL prints nothing but the error. */
function decideAll(command: CheckCommand, robots: RobotsTxt, urls: readonly string[]) {
  const { agent, profile, acap, app } = command;
  return urls.map((url): CheckResult => {
    let result: CheckResult;
    try {
      result = {
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
    if (app === undefined) return result;
    const productToken = firstAgent(agent);
    return { ...result, appDirectives: robots.appDirectives({ app, productToken, url }) ?? null };
  });
}

function answerText(command: CheckCommand, answer: CheckAnswer, out: Output): string {
  const { source, results, delay, cut } = answer;
  const { robots, retrieval } = source;
  return (
    (retrieval ? formatRetrieval(retrieval, foreignOf(source) !== undefined) : "") +
    formatCheck(results, out) +
    (cut ? cutText(cut) : "") +
    // The rule of thumb applies to every file; it is printed when asked for, a file's own delay always.
    (command.delay || delay.reason !== "default" ? formatDelay(delay) : "") +
    (command.app === undefined ? "" : formatAppDirectives(command.app, results)) +
    (command.acap ? formatActionRequests(robots.actionRequests(command.agent)) : "")
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
  const answers: CheckAnswer[] = (await sources(command, out)).map((source) => ({
    source,
    results: decideAll(command, source.robots, source.urls),
    delay: source.robots.delayBetweenRequests(agent, { profile }),
    cut: cutOf(source, profile),
  }));
  if (command.json) {
    const documents = answers.map((a) => checkJson(command, a));
    out.stdout(`${JSON.stringify(documents.length === 1 ? documents[0] : documents, null, 2)}\n`);
  } else {
    out.stdout(answers.map((a) => answerText(command, a, out)).join(""));
    const notes = answers
      .map(({ source }) => fileNotes(source.name, listed(source), out, foreignOf(source)))
      .join("");
    if (notes !== "") out.stderr(notes);
  }
  const allAllowed = answers.every((a) => a.results.every((r) => r.decision.allowed));
  return allAllowed || command.exitZero ? EXIT_OK : EXIT_FAILED;
}
