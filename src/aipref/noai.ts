// noai / noimageai (DeviantArt, November 2022): tokens of the robots META content and of the
// X-Robots-Tag header, "for which either of these directives are present" the content is not
// to be used for AI. No specification: the robots META token list is the only grammar, and a
// tag or header names every crawler ("robots", an unprefixed header) or one of them.
import type { PagePolicy } from "../html/model.js";
import { splitDirectives, splitXRobotsTag } from "../html/conventional.js";
import { fieldLines, type HeadersLike } from "../core/headers.js";

/**
 * A robots META or X-Robots-Tag token that asks AI not to use the page (`noai`) or its images
 * (`noimageai`).
 */
export type NoAiToken = "noai" | "noimageai";

/** A noai / noimageai token and the META tag or X-Robots-Tag header that carries it. */
export interface NoAiFinding {
  readonly token: NoAiToken;
  readonly source: "meta" | "x-robots-tag";
  /** "*" for every crawler, else the crawler named. */
  readonly crawler: string;
  /** The token as written. */
  readonly text: string;
  /** Where it is written: in the HTML (the META tag's position, see PageDirective), or line 1 and its column in the header value. */
  readonly line: number;
  readonly column: number;
}

const isNoAi = (name: string): name is NoAiToken => name === "noai" || name === "noimageai";

function addressed(crawler: string, tokens: ReadonlySet<string>): boolean {
  return crawler === "*" || tokens.has(crawler);
}

/** The noai / noimageai tokens addressed to the crawler (its lower-case `tokens`), in page order. */
export function noAiFindings(
  page: PagePolicy | undefined,
  headers: HeadersLike | undefined,
  crawlerTokens: readonly string[],
): NoAiFinding[] {
  const findings: NoAiFinding[] = [];
  // One lookup per directive, however many tokens a caller's list holds.
  const tokens = new Set(crawlerTokens);
  for (const d of page?.directives ?? [])
    if (isNoAi(d.name) && addressed(d.crawler, tokens))
      findings.push({
        token: d.name,
        source: d.source,
        crawler: d.crawler,
        text: d.text,
        line: d.line,
        column: d.column,
      });
  // A page parsed with its headers already holds their X-Robots-Tag directives.
  if (page?.directives.some((d) => d.source === "x-robots-tag")) return findings;
  for (const value of fieldLines(headers, "x-robots-tag")) {
    const { crawler, content } = splitXRobotsTag(value);
    if (!addressed(crawler, tokens)) continue;
    // Each token once per header value, as a page keeps each directive once per tag.
    const found = new Set<NoAiToken>();
    const skipped = value.length - content.length;
    for (const d of splitDirectives(content))
      if (isNoAi(d.name) && !found.has(d.name)) {
        found.add(d.name);
        findings.push({
          token: d.name,
          source: "x-robots-tag",
          crawler,
          text: d.text,
          line: 1,
          column: skipped + d.offset + 1,
        });
      }
  }
  return findings;
}
