// The playground: robots.txt editor, questions (URLs × crawlers), the decision table, and the
// explanation of the selected cell; everything is decided again as you type.
import "./app.css";
import { parseRobotsTxt, PROFILES, type Diagnostic, type RobotsTxt } from "../../src/index.ts";
import { element, make, message } from "./dom.ts";
import { createEditor, highlightLine, showDiagnostics } from "./editor.ts";
import { readState, writeState } from "./state.ts";
import { keyOf, renderTable, type CellEntry, type Selection } from "./table.ts";

const DEBOUNCE_MS = 150;

const urlsInput = element<HTMLTextAreaElement>("urls");
const agentsInput = element<HTMLTextAreaElement>("agents");
const table = element<HTMLTableElement>("decisions");
const diagnosticsList = element<HTMLUListElement>("diagnostics");
const diagnosticCount = element<HTMLSpanElement>("diagnostic-count");
const status = element<HTMLParagraphElement>("status");

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

/** The open cell: it stays open (and its line highlighted) while the file is edited. */
let selected: Selection | null = null;
let cells = new Map<string, CellEntry>();

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Opens the selected cell: marks it, adds its explanation row below its row, shows its line. */
function showSelection(): void {
  const entry = selected ? cells.get(keyOf(selected)) : undefined;
  if (!entry) {
    highlightLine(view, null);
    return;
  }
  entry.cell.classList.add("selected");
  entry.cell.querySelector("button")?.setAttribute("aria-expanded", "true");
  const details = make("tr", undefined, { class: "details" });
  // Inside the URL's row group: the URL header spans this row too.
  const td = make("td", undefined, { colspan: String(PROFILES.length + 2) });
  td.append(entry.details());
  details.append(td);
  entry.row.after(details);
  entry.urlHeader.rowSpan += 1;
  highlightLine(view, entry.line !== undefined && entry.line > 0 ? entry.line : null);
}

table.addEventListener("click", (event) => {
  const target = event.target as HTMLElement;
  const lineLink = target.closest<HTMLElement>("button[data-line]");
  if (lineLink) return highlightLine(view, Number(lineLink.dataset["line"]));
  const cell = target.closest<HTMLTableCellElement>("td[data-testid^=cell-]");
  const row = cell?.closest<HTMLTableRowElement>("tr[data-url]");
  if (!cell || !row) return;
  const column = cell.dataset["testid"]!.split("-").at(-1) as Selection["column"];
  const clicked = { url: row.dataset["url"]!, agent: row.dataset["agent"]!, column };
  selected = selected && keyOf(selected) === keyOf(clicked) ? null : clicked;
  refresh();
  cells.get(keyOf(clicked))?.cell.querySelector("button")?.focus(); // the table was redrawn
});

function renderDiagnostics(diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  diagnosticCount.textContent = `(${diagnostics.length})`;
  diagnosticCount.className = errors > 0 ? "error" : diagnostics.length > 0 ? "warning" : "";
  diagnosticsList.replaceChildren(
    ...diagnostics.map((d) => {
      const li = make("li", undefined, {
        "data-testid": "diagnostic",
        "data-code": d.code,
        class: d.severity,
      });
      const button = make("button", undefined, { type: "button" });
      button.append(
        make("span", `${d.line}:${d.column}`, { class: "position" }),
        make("span", d.severity, { class: "severity" }),
        make("code", d.code),
        ` ${d.message} `,
        make("span", `(${d.spec})`, { class: "spec" }),
      );
      button.addEventListener("click", () => highlightLine(view, d.line));
      li.append(button);
      return li;
    }),
  );
  if (diagnostics.length === 0)
    diagnosticsList.append(
      make("li", "No diagnostics: every line reads cleanly.", { class: "none" }),
    );
}

function refresh(): void {
  clearTimeout(timer);
  const text = view.state.doc.toString();
  let robots: RobotsTxt;
  try {
    robots = parseRobotsTxt(text);
  } catch (error) {
    status.textContent = `The library failed on this text: ${message(error)}`;
    return;
  }
  status.textContent = "";
  showDiagnostics(view, robots.diagnostics);
  renderDiagnostics(robots.diagnostics);
  cells = renderTable(table, robots, lines(urlsInput.value), lines(agentsInput.value));
  showSelection();
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
