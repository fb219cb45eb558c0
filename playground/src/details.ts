// What a cell shows when it is opened: for a profile, the trace of its decision (the groups
// considered and why, every rule that matches with its length, the tie-break, the result); for
// the AI column, each preference and the lines it was read from. A button with data-line
// highlights that line in the editor (main.ts listens).
import {
  traceDecision,
  type ContentUsageAnswer,
  type ProfileName,
  type RobotsTxt,
} from "../../src/index.ts";
import { make, message } from "./dom.ts";

/** A button that shows `line` in the editor. */
function lineButton(line: number): HTMLButtonElement {
  return make("button", `line ${line}`, {
    type: "button",
    class: "line-link",
    "data-line": String(line),
    title: `Show line ${line} in the editor`,
  });
}

function item(parts: (string | Node)[], className = ""): HTMLLIElement {
  const li = make("li", undefined, className ? { class: className } : {});
  li.append(...parts);
  return li;
}

function panel(title: (string | Node)[]): HTMLDivElement {
  const div = make("div", undefined, { class: "explanation", "data-testid": "explanation" });
  const heading = make("p", undefined, { class: "explanation-title" });
  heading.append(...title);
  div.append(heading);
  return div;
}

const octets = (n: number) => `${n} ${n === 1 ? "octet" : "octets"}`;

/** The trace of one crawl decision (traceDecision). */
export function profileDetails(
  robots: RobotsTxt,
  query: { readonly url: string; readonly agent: string; readonly profile: ProfileName },
): HTMLElement {
  const trace = traceDecision(robots, {
    url: query.url,
    userAgent: query.agent,
    profile: query.profile,
  });
  const verdict = trace.decision.allowed ? "ALLOWED" : "DISALLOWED";
  const div = panel([
    make("strong", verdict, { class: `verdict ${verdict.toLowerCase()}` }),
    ` ${trace.profile}: ${trace.agent} on ${trace.path}`,
  ]);
  div.append(make("p", trace.decision.explanation, { class: "because" }));
  const noun = trace.profile === "koster1996" || trace.profile === "robots2" ? "Records" : "Groups";
  div.append(make("h4", `${noun} considered`));
  const groups = make("ul", undefined, { class: "steps" });
  if (trace.groups.length === 0) groups.append(item([`no ${noun.toLowerCase()} in the file`]));
  for (const group of trace.groups)
    groups.append(
      item(
        [
          lineButton(group.lines[0]!),
          ` ${group.userAgents.map((a) => JSON.stringify(a)).join(" ")}: `,
          make("strong", group.chosen ? "chosen" : "passed"),
          `, ${group.why}`,
        ],
        group.chosen ? "chosen" : "passed",
      ),
    );
  div.append(groups);
  div.append(make("h4", `Rules that match ${trace.path}`));
  const matches = make("ul", undefined, { class: "steps", "data-testid": "matches" });
  if (trace.matches.length === 0) matches.append(item(["none"]));
  for (const match of trace.matches)
    matches.append(
      item(
        [
          lineButton(match.line),
          " ",
          make("code", match.text),
          ` ${match.kind}, ${octets(match.length)}${match.decisive ? ": decides" : ""}`,
        ],
        match.decisive ? "decisive" : "",
      ),
    );
  div.append(matches);
  if (trace.tieBreak) div.append(make("p", `Tie-break: ${trace.tieBreak}`, { class: "tie-break" }));
  div.append(make("p", `Precedence: ${trace.precedence}`, { class: "precedence" }));
  return div;
}

const WORD = { allowed: "allowed", disallowed: "not allowed", unknown: "no preference" } as const;

/** The AI usage preferences and Content Signals for a crawler, with their lines. */
export function aiDetails(answer: ContentUsageAnswer, agent: string): HTMLElement {
  const div = panel([make("strong", "AI usage preferences"), ` for ${agent}`]);
  const list = make("ul", undefined, { class: "steps" });
  for (const category of ["train-ai", "ai-use", "search"] as const)
    list.append(
      item(
        [make("code", category), `: ${WORD[answer.preferences[category]]}`],
        answer.preferences[category],
      ),
    );
  for (const [use, value] of Object.entries(answer.signals))
    list.append(item([make("code", `Content-Signal ${use}`), `: ${String(value)}`]));
  div.append(list);
  div.append(make("p", answer.explanation, { class: "because" }));
  const sources = make("ul", undefined, { class: "steps" });
  for (const statement of answer.sources.preferences)
    if (statement.source === "robots.txt")
      for (const rule of statement.rules)
        sources.append(item([lineButton(rule.line), " ", make("code", rule.text.trim())]));
  for (const statement of answer.sources.signals)
    if (statement.source === "robots.txt")
      sources.append(
        item([lineButton(statement.rule.line), " ", make("code", statement.rule.text.trim())]),
      );
  if (answer.crawl.rule)
    sources.append(
      item([
        lineButton(answer.crawl.rule.line),
        " ",
        make("code", answer.crawl.rule.text.trim()),
        answer.crawl.allowed
          ? " (crawling allowed)"
          : " (crawling not allowed: preferences are not read)",
      ]),
    );
  if (sources.childElementCount > 0) div.append(make("h4", "Read from"), sources);
  return div;
}

export function errorDetails(error: unknown): HTMLElement {
  const div = panel([make("strong", "ERROR", { class: "verdict error" })]);
  div.append(make("p", message(error), { class: "because" }));
  return div;
}
