// The open cell's explanation: a row just below the cell's row. On a narrow screen the table
// scrolls sideways, so the explanation sticks to the visible part of the table, where the
// tap was, instead of to the table's far left edge.
import { PROFILES } from "../../src/index.ts";
import { make } from "./dom.ts";
import type { CellEntry } from "./table.ts";

/** Marks the cell open and adds its explanation row; returns the explanation. */
export function openSelection(entry: CellEntry): HTMLElement {
  entry.cell.classList.add("selected");
  entry.cell.querySelector("button")?.setAttribute("aria-expanded", "true");
  const details = make("tr", undefined, { class: "details" });
  // Inside the URL's row group: the URL header spans this row too.
  const td = make("td", undefined, { colspan: String(PROFILES.length + 2) });
  const explanation = entry.details();
  const wrap = entry.row.closest<HTMLElement>(".table-wrap");
  // As wide as the visible part of the table (CSS: position sticky, left 0).
  if (wrap) explanation.style.maxWidth = `${Math.max(wrap.clientWidth - 24, 200)}px`;
  td.append(explanation);
  details.append(td);
  entry.row.after(details);
  entry.urlHeader.rowSpan += 1;
  return explanation;
}
