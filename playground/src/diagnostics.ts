// The diagnostics list below the editor; a button on each shows its line in the editor.
import type { EditorView } from "@codemirror/view";
import type { Diagnostic } from "../../src/index.ts";
import { element, make } from "./dom.ts";
import { highlightLine } from "./editor.ts";

/** Items listed at most: a big pasted file can have thousands, and the editor underlines all. */
const MAX_LISTED = 500;

const diagnosticsList = element<HTMLUListElement>("diagnostics");
const diagnosticCount = element<HTMLSpanElement>("diagnostic-count");

function item(view: EditorView, d: Diagnostic): HTMLLIElement {
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
}

export function renderDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  diagnosticCount.textContent = `(${diagnostics.length})`;
  diagnosticCount.className = errors > 0 ? "error" : diagnostics.length > 0 ? "warning" : "";
  diagnosticsList.replaceChildren(...diagnostics.slice(0, MAX_LISTED).map((d) => item(view, d)));
  if (diagnostics.length > MAX_LISTED)
    diagnosticsList.append(
      make("li", `… and ${diagnostics.length - MAX_LISTED} more, underlined in the editor.`, {
        class: "none",
      }),
    );
  if (diagnostics.length === 0)
    diagnosticsList.append(
      make("li", "No diagnostics: every line reads cleanly.", { class: "none" }),
    );
}
