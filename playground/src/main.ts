// The playground: robots.txt editor, questions (URLs × crawlers), the decision table.
import "./app.css";
import {
  parseRobotsTxt,
  PROFILES,
  type ContentUsageAnswer,
  type Diagnostic,
  type RobotsTxt,
} from "../../src/index.ts";
import { createEditor, highlightLine, showDiagnostics } from "./editor.ts";
import { readState, writeState } from "./state.ts";

const DEBOUNCE_MS = 150;

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from index.html`);
  return found as T;
}

const urlsInput = element<HTMLTextAreaElement>("urls");
const agentsInput = element<HTMLTextAreaElement>("agents");
const table = element<HTMLTableElement>("decisions");
const diagnosticsList = element<HTMLUListElement>("diagnostics");
const diagnosticCount = element<HTMLSpanElement>("diagnostic-count");

const initial = readState();
urlsInput.value = initial.urls;
agentsInput.value = initial.agents;

let timer: ReturnType<typeof setTimeout> | undefined;
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(refresh, DEBOUNCE_MS);
}

const view = createEditor(element("editor"), initial.robots, schedule);
urlsInput.addEventListener("input", schedule);
agentsInput.addEventListener("input", schedule);

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

function make<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** A cell that explains itself: its title is the explanation; clicking it shows `line` in the editor. */
function cell(
  testId: string,
  text: string,
  className: string,
  explanation: string,
  line: number | undefined,
): HTMLTableCellElement {
  const td = make("td", undefined, { "data-testid": testId, title: explanation, class: className });
  const button = make("button", text, { type: "button", "aria-label": `${text}: ${explanation}` });
  button.addEventListener("click", () => {
    for (const selected of table.querySelectorAll(".selected"))
      selected.classList.remove("selected");
    td.classList.add("selected");
    highlightLine(view, line !== undefined && line > 0 ? line : null); // no deciding line: clear the highlight
  });
  td.append(button);
  return td;
}

const PREFERENCE_SHORT = { allowed: "y", disallowed: "n", unknown: "?" } as const;

function aiSummary(answer: ContentUsageAnswer): string {
  const preferences = (["train-ai", "ai-use", "search"] as const)
    .map((key) => `${key}=${PREFERENCE_SHORT[answer.preferences[key]]}`)
    .join(" ");
  const signals = Object.entries(answer.signals)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
  return signals ? `${preferences} · signals ${signals}` : preferences;
}

function aiLine(answer: ContentUsageAnswer): number | undefined {
  for (const statement of answer.sources.preferences)
    if (statement.source === "robots.txt" && statement.rules[0]) return statement.rules[0].line;
  for (const statement of answer.sources.signals)
    if (statement.source === "robots.txt") return statement.rule.line;
  return answer.crawl.rule?.line;
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

function renderTable(robots: RobotsTxt, urls: readonly string[], agents: readonly string[]): void {
  const head = make("tr");
  for (const title of ["URL", "Crawler", ...PROFILES, "AI preferences"])
    head.append(make("th", title, { scope: "col" }));
  table.tHead!.replaceChildren(head);
  const rows: HTMLTableRowElement[] = [];
  for (const url of urls) {
    for (const agent of agents) {
      const row = rows.length;
      const tr = make("tr", undefined, {
        "data-testid": `row-${row}`,
        "data-url": url,
        "data-agent": agent,
      });
      tr.append(
        make("th", url, { scope: "row", class: "url" }),
        make("td", agent, { class: "agent" }),
      );
      for (const profile of PROFILES) {
        const testId = `cell-${row}-${profile}`;
        try {
          const decision = robots.decide({ url, userAgent: agent, profile });
          const verdict = decision.allowed ? "ALLOWED" : "DISALLOWED";
          tr.append(
            cell(testId, verdict, verdict.toLowerCase(), decision.explanation, decision.rule?.line),
          );
        } catch (error) {
          tr.append(cell(testId, "ERROR", "error", message(error), undefined));
        }
      }
      try {
        const answer = robots.contentUsage({ url, userAgent: agent });
        tr.append(
          cell(`cell-${row}-ai`, aiSummary(answer), "ai", answer.explanation, aiLine(answer)),
        );
      } catch (error) {
        tr.append(cell(`cell-${row}-ai`, "ERROR", "error", message(error), undefined));
      }
      rows.push(tr);
    }
  }
  if (rows.length === 0) {
    const tr = make("tr");
    tr.append(
      make("td", "Enter at least one URL and one crawler.", {
        colspan: String(PROFILES.length + 3),
        class: "empty",
      }),
    );
    rows.push(tr);
  }
  table.tBodies[0]!.replaceChildren(...rows);
}

function renderDiagnostics(diagnostics: readonly Diagnostic[]): void {
  diagnosticCount.textContent = `(${diagnostics.length})`;
  diagnosticsList.replaceChildren(
    ...diagnostics.map((d) => {
      const li = make("li", undefined, {
        "data-testid": "diagnostic",
        "data-code": d.code,
        class: d.severity,
      });
      const button = make(
        "button",
        `line ${d.line}:${d.column} ${d.severity} ${d.code}: ${d.message} (${d.spec})`,
        { type: "button" },
      );
      button.addEventListener("click", () => highlightLine(view, d.line));
      li.append(button);
      return li;
    }),
  );
}

function refresh(): void {
  clearTimeout(timer);
  const text = view.state.doc.toString();
  let robots: RobotsTxt;
  try {
    robots = parseRobotsTxt(text);
  } catch (error) {
    diagnosticsList.replaceChildren(
      make("li", `the library failed: ${message(error)}`, { class: "error" }),
    );
    return;
  }
  showDiagnostics(view, robots.diagnostics);
  renderDiagnostics(robots.diagnostics);
  renderTable(robots, lines(urlsInput.value), lines(agentsInput.value));
  writeState({ robots: text, urls: urlsInput.value, agents: agentsInput.value });
  document.body.dataset["ready"] = "true";
}

refresh();

// A link pasted into this tab changes only the hash: load its case.
window.addEventListener("hashchange", () => {
  const state = readState();
  urlsInput.value = state.urls;
  agentsInput.value = state.agents;
  if (state.robots !== view.state.doc.toString())
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: state.robots } });
  refresh();
});
