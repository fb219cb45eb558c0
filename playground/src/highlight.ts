// Syntax highlighting from the robots.txt grammar's own line nodes, for the visible lines only:
// robots.txt is read line by line, so a line's tokens depend on that line alone, and a
// keystroke in a 3.7 MB file re-reads the few dozen lines on screen instead of the whole file.
import { RangeSetBuilder, type Text } from "@codemirror/state";
import {
  Decoration,
  ViewPlugin,
  type DecorationSet,
  type EditorView,
  type ViewUpdate,
} from "@codemirror/view";
import { parse } from "../../generated/robots-txt.js";

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

type Add = (from: number, to: number, decoration: Decoration) => void;

/** The marks of one grammar line node of `text`. */
function lineMarks(text: string, line: LineNode, add: Add): void {
  const { start, end } = line;
  switch (line.type) {
    case "comment":
      return add(text.indexOf("#", start), end, marks.comment);
    case "invalid":
      return add(start, end, marks.invalid);
    case "blank":
      return;
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

/** Adds to `builder` the marks for `text` (whole lines), which starts at `offset` in the document. */
export function addTokens(builder: RangeSetBuilder<Decoration>, text: string, offset = 0): void {
  let lines: LineNode[];
  try {
    const tree = parse(text) as { first: LineNode; rest: LineNode[] };
    lines = [tree.first, ...tree.rest];
  } catch {
    return; // the grammar accepts every text; never leave the editor without one
  }
  const add: Add = (from, to, decoration) => {
    if (to > from) builder.add(offset + from, offset + to, decoration);
  };
  for (const line of lines) lineMarks(text, line, add);
}

/** Decorations for every line of `text` (small texts, tests). */
export function tokenDecorations(text: string): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  addTokens(builder, text);
  return builder.finish();
}

/** Decorations for the lines in the editor's visible ranges, read in one go per range. */
function visibleTokens(view: EditorView): DecorationSet {
  const builder = new RangeSetBuilder<Decoration>();
  const doc: Text = view.state.doc;
  let done = 0; // ranges are sorted; never add a line twice
  for (const range of view.visibleRanges) {
    const from = Math.max(doc.lineAt(range.from).from, done);
    const to = doc.lineAt(range.to).to;
    if (to < from) continue;
    addTokens(builder, doc.sliceString(from, to), from);
    done = to + 1;
  }
  return builder.finish();
}

export const tokens = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = visibleTokens(view);
    }
    update(update: ViewUpdate): void {
      if (update.docChanged || update.viewportChanged)
        this.decorations = visibleTokens(update.view);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);
