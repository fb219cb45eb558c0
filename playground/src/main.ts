// The playground: robots.txt editor, questions (URLs × crawlers), the decision table, and the
// explanation of the selected cell. Highlighting follows every keystroke (visible lines only);
// the file is parsed and decided again once typing pauses, and the page says so meanwhile.
import "./app.css";
import type { EditorView } from "@codemirror/view";
import { parseRobotsTxt, type RobotsTxt } from "../../src/index.ts";
import { renderDiagnostics } from "./diagnostics.ts";
import { element, message } from "./dom.ts";
import { createEditor, highlightLine, showDiagnostics } from "./editor.ts";
import { openSelection } from "./selection.ts";
import { writeLink } from "./share.ts";
import { readState } from "./state.ts";
import { keyOf, renderTable, type CellEntry, type Selection } from "./table.ts";

const DEBOUNCE_MS = 150;
/** Characters above which a pause must be longer before the file is read again (about 1 s a 3.7 MB file). */
const BIG_FILE = 500_000;
const BIG_DEBOUNCE_MS = 500;

const urlsInput = element<HTMLTextAreaElement>("urls");
const agentsInput = element<HTMLTextAreaElement>("agents");
const table = element<HTMLTableElement>("decisions");
const status = element<HTMLParagraphElement>("status");
const pending = element<HTMLSpanElement>("pending");

let view: EditorView;
let robots: RobotsTxt | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The open cell: it stays open (and its line highlighted) while the file is edited. */
let selected: Selection | null = null;
let cells = new Map<string, CellEntry>();

function setPending(on: boolean): void {
  if (on === (document.body.dataset["pending"] === "true")) return; // once per pause, not per key
  document.body.dataset["pending"] = String(on);
  pending.textContent = on ? "recomputing…" : "";
  table.setAttribute("aria-busy", String(on));
}

function schedule(): void {
  clearTimeout(timer);
  timer = undefined;
  setPending(true);
  const wait = view.state.doc.length > BIG_FILE ? BIG_DEBOUNCE_MS : DEBOUNCE_MS;
  timer = setTimeout(refresh, wait);
}

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Draws the table from the last parse, and opens the selected cell. */
function render(): HTMLElement | undefined {
  if (!robots) return undefined;
  cells = renderTable(table, robots, lines(urlsInput.value), lines(agentsInput.value));
  const entry = selected ? cells.get(keyOf(selected)) : undefined;
  highlightLine(view, entry?.line !== undefined && entry.line > 0 ? entry.line : null, false);
  return entry ? openSelection(entry) : undefined;
}

function refresh(): void {
  clearTimeout(timer);
  timer = undefined;
  const start = performance.now();
  const text = view.state.doc.toString();
  try {
    robots = parseRobotsTxt(text);
  } catch (error) {
    status.textContent = `The library failed on this text: ${message(error)}`;
    setPending(false);
    return;
  }
  status.textContent = "";
  showDiagnostics(view, robots.diagnostics);
  renderDiagnostics(view, robots.diagnostics);
  render();
  void writeLink({ robots: text, urls: urlsInput.value, agents: agentsInput.value });
  setPending(false);
  // How long the main thread was held (read by the browser test; visible in the profiler).
  performance.measure("playground-refresh", { start });
  document.body.dataset["ready"] = "true";
}

function onTableClick(event: MouseEvent): void {
  const target = event.target as HTMLElement;
  const lineLink = target.closest<HTMLElement>("button[data-line]");
  if (lineLink) return highlightLine(view, Number(lineLink.dataset["line"]));
  const cell = target.closest<HTMLTableCellElement>("td[data-testid^=cell-]");
  const row = cell?.closest<HTMLTableRowElement>("tr[data-url]");
  if (!cell || !row) return;
  const column = cell.dataset["testid"]!.split("-").at(-1) as Selection["column"];
  const clicked = { url: row.dataset["url"]!, agent: row.dataset["agent"]!, column };
  selected = selected && keyOf(selected) === keyOf(clicked) ? null : clicked;
  // Only the table is redrawn; the file is read again only if an edit is still waiting.
  if (timer !== undefined) refresh();
  const explanation = render();
  // The table was redrawn: focus the new button without scrolling, then bring the
  // explanation (just below the tapped row) into view.
  cells.get(keyOf(clicked))?.cell.querySelector("button")?.focus({ preventScroll: true });
  explanation?.scrollIntoView({ block: "nearest", inline: "nearest" });
}

async function boot(): Promise<void> {
  const initial = await readState();
  urlsInput.value = initial.urls;
  agentsInput.value = initial.agents;
  view = createEditor(element("editor"), initial.robots, schedule);
  urlsInput.addEventListener("input", schedule);
  agentsInput.addEventListener("input", schedule);
  table.addEventListener("click", onTableClick);
  refresh();
  // A link pasted into this tab changes only the hash: load its case.
  window.addEventListener("hashchange", () => void loadHash());
}

async function loadHash(): Promise<void> {
  const state = await readState();
  urlsInput.value = state.urls;
  agentsInput.value = state.agents;
  if (state.robots !== view.state.doc.toString())
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: state.robots } });
  refresh();
}

void boot();
