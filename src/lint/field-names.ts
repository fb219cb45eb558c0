// "Did you mean": the known field name closest to an unknown one, by edit distance (optimal
// string alignment: insertions, deletions, substitutions, swaps of neighbours). Only the few
// known names are candidates and names longer than LONGEST are never compared, so one
// comparison costs at most LONGEST² steps: a file of 20,000 long unknown fields stays linear.

/** The names this library reads, as written in the standards (the case a suggestion shows). */
const KNOWN_NAMES = [
  "User-agent",
  "Allow",
  "Disallow",
  "Sitemap",
  "Crawl-delay",
  "Host",
  "Clean-param",
  "Request-rate",
  "Visit-time",
  "Robot-version",
  "Content-Signal",
  "Content-Usage",
  "App-Directives",
] as const;

const KNOWN = KNOWN_NAMES.map((name) => ({ name, lower: name.toLowerCase() }));

/** The most edits a suggestion may take: one for short names, two for longer ones. */
const maxEdits = (length: number) => (length <= 5 ? 1 : 2);

/** No known name is longer than 14; a name this long is no misspelling of one. */
const LONGEST = 18;

/** Two rows and the one before them: enough for the swap of neighbours. */
let rows: Int32Array = new Int32Array(3 * (LONGEST + 1));

/** The edit distance of `a` and `b` when it is at most `max`, else max + 1. Both ≤ LONGEST. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width);
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j < width; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + cost,
      );
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        d = Math.min(d, rows[before + j - 2]! + 1);
      rows[current + j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Every later row is at least this row's least value: past `max`, stop.
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(rows[previous + b.length]!, max + 1);
}

/**
 * The known field name an unknown lower-case `name` most likely misspells, or undefined. Names
 * google/robotstxt reads anyway ("useragent", "dissallow", "disallowed") never get here: they
 * are read as rules, not as unknown fields.
 */
export function suggestFieldName(name: string): string | undefined {
  if (name.length < 3 || name.length > LONGEST) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const { name: written, lower } of KNOWN) {
    const max = maxEdits(lower.length);
    const d = distance(name, lower, max);
    if (d <= max && d < bestDistance) {
      best = written;
      bestDistance = d;
    }
  }
  return best;
}
