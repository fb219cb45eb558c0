// The CodeMirror 6 editor: highlighting (highlight.ts), diagnostics through @codemirror/lint,
// and a highlight for the line that decided a cell.
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { setDiagnostics, lintGutter, type Diagnostic as LintDiagnostic } from "@codemirror/lint";
import { EditorState, StateEffect, StateField, type Extension, type Text } from "@codemirror/state";
import {
  Decoration,
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type DecorationSet,
} from "@codemirror/view";
import type { Diagnostic } from "../../src/index.ts";
import { tokens } from "./highlight.ts";

/** Highlights one line (1-based), or none with null. */
const setDecidingLine = StateEffect.define<number | null>();
const decidingLineMark = Decoration.line({
  class: "cm-deciding-line",
  attributes: { "data-testid": "deciding-line" },
});
const decidingLine = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    value = value.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setDecidingLine)) continue;
      const line = effect.value;
      value =
        line === null || line < 1 || line > tr.state.doc.lines
          ? Decoration.none
          : Decoration.set([decidingLineMark.range(tr.state.doc.line(line).from)]);
    }
    return value;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * Highlights `line` and scrolls the editor to it. With `page` false only the editor scrolls:
 * opening a cell must not scroll the page up to the editor (on a phone the editor is above the
 * table, and the explanation would leave the screen).
 */
export function highlightLine(view: EditorView, line: number | null, page = true): void {
  const effects: StateEffect<unknown>[] = [setDecidingLine.of(line)];
  const valid = line !== null && line >= 1 && line <= view.state.doc.lines;
  const from = valid ? view.state.doc.line(line).from : 0;
  if (valid && page) effects.push(EditorView.scrollIntoView(from, { y: "center" }));
  view.dispatch({ effects });
  if (valid && !page) {
    const scroller = view.scrollDOM;
    scroller.scrollTop = Math.max(0, view.lineBlockAt(from).top - scroller.clientHeight / 2);
  }
}

/** The library's diagnostics as CodeMirror's: from the reported column to the end of the line. */
export function toLintDiagnostics(doc: Text, diagnostics: readonly Diagnostic[]): LintDiagnostic[] {
  return diagnostics.map((d) => {
    const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
    const from = line.from + Math.min(Math.max(d.column - 1, 0), line.length);
    return {
      from: from === line.to ? line.from : from, // nothing after the column: underline the whole line
      to: line.to,
      severity: d.severity === "error" ? "error" : d.severity === "warning" ? "warning" : "info",
      source: d.spec,
      message: `${d.code}: ${d.message} (${d.spec})`,
    };
  });
}

export function showDiagnostics(view: EditorView, diagnostics: readonly Diagnostic[]): void {
  view.dispatch(setDiagnostics(view.state, toLintDiagnostics(view.state.doc, diagnostics)));
}

export function createEditor(parent: HTMLElement, doc: string, onChange: () => void): EditorView {
  const extensions: Extension[] = [
    lineNumbers(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    highlightActiveLine(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    lintGutter(),
    EditorView.lineWrapping,
    tokens,
    decidingLine,
    EditorView.contentAttributes.of({ "aria-label": "robots.txt", "aria-multiline": "true" }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) onChange();
    }),
  ];
  return new EditorView({ parent, state: EditorState.create({ doc, extensions }) });
}
