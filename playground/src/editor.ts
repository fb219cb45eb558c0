// The CodeMirror 6 editor: highlighting from the robots.txt grammar's own line nodes,
// diagnostics through @codemirror/lint, and a highlight for the line that decided a cell.
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { setDiagnostics, lintGutter, type Diagnostic as LintDiagnostic } from "@codemirror/lint";
import {
  EditorState,
  RangeSetBuilder,
  StateEffect,
  StateField,
  type Extension,
  type Text,
} from "@codemirror/state";
import {
  Decoration,
  EditorView,
  ViewPlugin,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  type DecorationSet,
  type ViewUpdate,
} from "@codemirror/view";
import { parse } from "../../generated/robots-txt.js";
import type { Diagnostic } from "../../src/index.ts";

/** The grammar's node for one line; see src/rfc9309/raw.ts (the generated parser returns it unvalidated). */
interface LineNode {
  type: "user-agent" | "allow" | "disallow" | "field" | "comment" | "blank" | "invalid";
  start: number;
  end: number;
  name?: string;
  value?: string;
  valueOffset?: number;
}

const mark = (cls: string): Decoration => Decoration.mark({ class: cls });
const marks = {
  name: {
    "user-agent": mark("tok-field-name tok-user-agent"),
    allow: mark("tok-field-name tok-allow"),
    disallow: mark("tok-field-name tok-disallow"),
    field: mark("tok-field-name tok-other"),
  },
  value: mark("tok-value"),
  comment: mark("tok-comment"),
  invalid: mark("tok-invalid"),
} as const;

/** Decorations for every line of `text`, from the grammar's tree. */
export function tokenDecorations(text: string): DecorationSet {
  let lines: LineNode[];
  try {
    const tree = parse(text) as { first: LineNode; rest: LineNode[] };
    lines = [tree.first, ...tree.rest];
  } catch {
    return Decoration.none; // the grammar accepts every text; never leave the editor without one
  }
  const builder = new RangeSetBuilder<Decoration>();
  const add = (from: number, to: number, decoration: Decoration): void => {
    if (to > from) builder.add(from, to, decoration);
  };
  for (const line of lines) {
    const { start, end } = line;
    switch (line.type) {
      case "comment":
        add(text.indexOf("#", start), end, marks.comment);
        break;
      case "invalid":
        add(start, end, marks.invalid);
        break;
      case "blank":
        break;
      default: {
        const name = line.name ?? "";
        const nameStart = Math.max(start, text.indexOf(name, start));
        const nameEnd = Math.min(end, nameStart + name.length);
        add(nameStart, nameEnd, marks.name[line.type]);
        const value = line.value ?? "";
        const valueStart = line.valueOffset ?? nameEnd;
        const valueEnd = Math.min(end, valueStart + value.length);
        if (valueStart >= nameEnd) add(valueStart, valueEnd, marks.value);
        const hash = text.indexOf("#", Math.max(valueEnd, nameEnd));
        if (hash !== -1 && hash < end) add(hash, end, marks.comment);
      }
    }
  }
  return builder.finish();
}

const tokens = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = tokenDecorations(view.state.doc.toString());
    }
    update(update: ViewUpdate): void {
      if (update.docChanged) this.decorations = tokenDecorations(update.state.doc.toString());
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

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

export function highlightLine(view: EditorView, line: number | null): void {
  const effects: StateEffect<unknown>[] = [setDecidingLine.of(line)];
  if (line !== null && line >= 1 && line <= view.state.doc.lines)
    effects.push(EditorView.scrollIntoView(view.state.doc.line(line).from, { y: "center" }));
  view.dispatch({ effects });
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
