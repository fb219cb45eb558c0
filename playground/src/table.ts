// The decision table: one row per URL × crawler, one cell per profile (crawl allowed or not,
// with the deciding line) and one for the AI usage preferences. Each cell can explain itself:
// renderTable returns, per cell, the line to highlight and the explanation to show.
import {
  PROFILES,
  type ContentUsageAnswer,
  type Decision,
  type ProfileName,
  type RobotsTxt,
} from "../../src/index.ts";
import { aiDetails, errorDetails, profileDetails } from "./details.ts";
import { make, message } from "./dom.ts";

export type Column = ProfileName | "ai";

/** A cell, named by what it answers, so that it stays selected while the file is edited. */
export interface Selection {
  readonly url: string;
  readonly agent: string;
  readonly column: Column;
}

export interface CellEntry {
  readonly row: HTMLTableRowElement;
  /** The URL's header cell, which spans the URL's rows (and so its explanation row too). */
  readonly urlHeader: HTMLTableCellElement;
  readonly cell: HTMLTableCellElement;
  /** The line that decided (1-based), if one did. */
  readonly line: number | undefined;
  /** The explanation: built when the cell is opened. */
  readonly details: () => HTMLElement;
}

export const keyOf = (s: Selection): string => JSON.stringify([s.url, s.agent, s.column]);

const PREFERENCE_MARK = { allowed: "✓", disallowed: "✗", unknown: "?" } as const;
const CATEGORIES = ["train-ai", "ai-use", "search"] as const;

/** The line an AI answer rests on: its Content-Usage rule, else its Content-Signal, else the crawl rule. */
function aiLine(answer: ContentUsageAnswer): number | undefined {
  for (const statement of answer.sources.preferences)
    if (statement.source === "robots.txt" && statement.rules[0]) return statement.rules[0].line;
  for (const statement of answer.sources.signals)
    if (statement.source === "robots.txt") return statement.rule.line;
  return answer.crawl.rule?.line;
}

function button(content: (string | Node)[], label: string): HTMLButtonElement {
  const b = make("button", undefined, { type: "button", "aria-label": label });
  b.append(...content);
  return b;
}

function profileCell(decision: Decision, testId: string): HTMLTableCellElement {
  const verdict = decision.allowed ? "ALLOWED" : "DISALLOWED";
  const line = decision.rule?.line;
  const td = make("td", undefined, {
    "data-testid": testId,
    "data-allowed": String(decision.allowed),
    class: `verdict-cell ${verdict.toLowerCase()}`,
    title: decision.explanation,
  });
  const parts: (string | Node)[] = [make("span", verdict, { class: "verdict" })];
  if (line !== undefined) parts.push(make("span", `line ${line}`, { class: "line-ref" }));
  td.append(button(parts, `${verdict}: ${decision.explanation}`));
  return td;
}

function aiCell(answer: ContentUsageAnswer, testId: string): HTMLTableCellElement {
  const td = make("td", undefined, {
    "data-testid": testId,
    class: "ai",
    title: answer.explanation,
  });
  const chips = make("span", undefined, { class: "chips" });
  for (const category of CATEGORIES) {
    const value = answer.preferences[category];
    td.dataset[category === "train-ai" ? "trainAi" : category === "ai-use" ? "aiUse" : "search"] =
      value;
    chips.append(
      make("span", `${category} ${PREFERENCE_MARK[value]}`, {
        class: `chip ${value}`,
        "data-category": category,
      }),
    );
  }
  const parts: (string | Node)[] = [chips];
  const signals = Object.entries(answer.signals);
  if (signals.length > 0) {
    const line = make("span", undefined, { class: "chips", "data-testid": "signals" });
    line.append(make("span", "signals", { class: "label" }));
    for (const [use, value] of signals)
      line.append(
        make("span", `${use}=${String(value)}`, { class: `chip signal ${String(value)}` }),
      );
    parts.push(line);
  }
  td.append(button(parts, `AI preferences: ${answer.explanation}`));
  return td;
}

function errorCell(error: unknown, testId: string): HTMLTableCellElement {
  const td = make("td", undefined, {
    "data-testid": testId,
    class: "error",
    title: message(error),
  });
  // Say why: "ERROR" alone leaves the reader guessing which input was wrong.
  td.append(
    button(
      [make("span", "ERROR", { class: "verdict" }), make("span", message(error), { class: "why" })],
      `ERROR: ${message(error)}`,
    ),
  );
  return td;
}

/** One row: the crawler, a cell per profile, the AI cell; its entries in `cells`. */
function renderRow(
  robots: RobotsTxt,
  url: string,
  agent: string,
  index: number,
  urlHeader: HTMLTableCellElement,
  cells: Map<string, CellEntry>,
): HTMLTableRowElement {
  const row = make("tr", undefined, { "data-testid": `row-${index}`, "data-url": url });
  const entry = (
    cell: HTMLTableCellElement,
    line: number | undefined,
    details: () => HTMLElement,
  ) => ({ row, urlHeader, cell, line, details }) satisfies CellEntry;
  row.dataset["agent"] = agent;
  const crawler = make("td", agent, { class: "agent" });
  row.append(crawler);
  const verdicts = new Set<boolean>();
  for (const profile of PROFILES) {
    const testId = `cell-${index}-${profile}`;
    const key = keyOf({ url, agent, column: profile });
    try {
      const decision = robots.decide({ url, userAgent: agent, profile });
      verdicts.add(decision.allowed);
      const cell = profileCell(decision, testId);
      const details = () => profileDetails(robots, { url, agent, profile });
      cells.set(key, entry(cell, decision.rule?.line, details));
      row.append(cell);
    } catch (error) {
      const cell = errorCell(error, testId);
      cells.set(
        key,
        entry(cell, undefined, () => errorDetails(error)),
      );
      row.append(cell);
    }
  }
  if (verdicts.size > 1) {
    row.classList.add("disagree");
    crawler.append(make("span", "profiles differ", { class: "badge" }));
  }
  const key = keyOf({ url, agent, column: "ai" });
  try {
    const answer = robots.contentUsage({ url, userAgent: agent });
    const cell = aiCell(answer, `cell-${index}-ai`);
    cells.set(
      key,
      entry(cell, aiLine(answer), () => aiDetails(answer, agent)),
    );
    row.append(cell);
  } catch (error) {
    const cell = errorCell(error, `cell-${index}-ai`);
    cells.set(
      key,
      entry(cell, undefined, () => errorDetails(error)),
    );
    row.append(cell);
  }
  return row;
}

/** Fills `table`; returns its cells by keyOf(selection). */
export function renderTable(
  table: HTMLTableElement,
  robots: RobotsTxt,
  urls: readonly string[],
  agents: readonly string[],
): Map<string, CellEntry> {
  const head = make("tr");
  for (const title of ["URL", "Crawler", ...PROFILES, "AI preferences"])
    head.append(make("th", title, { scope: "col" }));
  table.tHead!.replaceChildren(head);
  const cells = new Map<string, CellEntry>();
  const rows: HTMLTableRowElement[] = [];
  for (const url of urls) {
    const urlHeader = make("th", url, {
      scope: "rowgroup",
      class: "url",
      rowspan: String(agents.length),
    });
    agents.forEach((agent, i) => {
      const row = renderRow(robots, url, agent, rows.length, urlHeader, cells);
      if (i === 0) row.prepend(urlHeader);
      rows.push(row);
    });
  }
  if (rows.length === 0) {
    const row = make("tr");
    row.append(
      make("td", "Enter at least one URL and one crawler.", {
        colspan: String(PROFILES.length + 3),
        class: "empty",
      }),
    );
    rows.push(row);
  }
  table.tBodies[0]!.replaceChildren(...rows);
  return cells;
}
