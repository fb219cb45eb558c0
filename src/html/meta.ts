// Robots META tags and X-Robots-Tag as search engines read them, without ACAP: the
// directives addressed to "robots" and to the crawler's own name all apply, and where they
// disagree the more restrictive one wins (Google Search Central, "Robots meta tag,
// data-nosnippet, and X-Robots-Tag specifications"; Bing Webmaster Guidelines). ACAP-2's
// reading (a crawler's own tags override "robots") is decideAcap's.
import type { PageDirective, PagePolicy } from "./model.js";
import type { Decision, MetaUsage } from "../core/types.js";

/** The usages a robots META directive speaks of, and the directives that restrict each. */
export const META_USAGES: readonly MetaUsage[] = [
  "crawl",
  "index",
  "follow",
  "present-snippet",
  "archive",
  "index-images",
  "translate",
  "present-thumbnail",
];

/** Directives that take a page out of results also take away what results show of it. */
const SHOWN_IN_RESULTS: ReadonlySet<MetaUsage> = new Set([
  "present-snippet",
  "archive",
  "translate",
  "present-thumbnail",
]);

export interface MetaOutcome {
  readonly allowed: boolean;
  readonly reason: "page-directive";
  /** The deciding directive. */
  readonly directive: PageDirective;
  /** max-snippet:n: the longest snippet allowed, in characters. */
  readonly maxSnippetChars?: number;
  /** unavailable_after: when the page leaves results (ISO 8601). */
  readonly until?: string;
  readonly explanation: string;
}

/** The directive and where it is written (it quotes itself: its tag's whole content may be long). */
function where(d: PageDirective): string {
  return d.source === "meta"
    ? `the META tag "${d.crawler === "*" ? "robots" : d.crawler}" at line ${d.line} ("${d.text}")`
    : `X-Robots-Tag "${d.crawler === "*" ? "" : `${d.crawler}: `}${d.text}" (column ${d.column})`;
}

const PROHIBITS: Readonly<Record<string, readonly MetaUsage[]>> = {
  noindex: ["index", ...SHOWN_IN_RESULTS],
  none: ["index", "follow", ...SHOWN_IN_RESULTS],
  nofollow: ["follow"],
  nosnippet: ["present-snippet"],
  noarchive: ["archive"],
  nocache: ["archive"],
  noimageindex: ["index-images"],
  notranslate: ["translate"],
};

/**
 * The answer of the page's conventional robots directives for one crawler and usage, or
 * undefined when none restricts it. Directives for "robots" and for any of the crawler's
 * `tokens` (lower case) all apply; the most restrictive wins.
 */
export function decideMeta(
  page: PagePolicy,
  tokens: readonly string[],
  usage: MetaUsage,
  at: Date,
): MetaOutcome | undefined {
  let limit: MetaOutcome | undefined;
  // One lookup per directive, however many tokens a caller's list holds.
  const named = new Set(tokens);
  for (const directive of page.directives) {
    if (directive.crawler !== "*" && !named.has(directive.crawler)) continue;
    const { name, value = "" } = directive;
    const prohibited: MetaOutcome = {
      allowed: false,
      reason: "page-directive",
      directive,
      explanation: `${where(directive)} prohibits ${usage}`,
    };
    if (PROHIBITS[name]?.includes(usage)) return prohibited;
    if (
      name === "max-image-preview" &&
      usage === "present-thumbnail" &&
      value.toLowerCase() === "none"
    )
      return prohibited;
    if (name === "max-snippet" && usage === "present-snippet") {
      const chars = Number(value);
      if (chars === 0) return prohibited;
      if (
        Number.isInteger(chars) &&
        chars > 0 &&
        !(limit?.maxSnippetChars !== undefined && limit.maxSnippetChars <= chars)
      )
        limit = {
          allowed: true,
          reason: "page-directive",
          directive,
          maxSnippetChars: chars,
          explanation: `${where(directive)} allows snippets of at most ${chars} characters`,
        };
    }
    if (name === "unavailable_after" && (usage === "index" || SHOWN_IN_RESULTS.has(usage))) {
      const time = Date.parse(value);
      if (Number.isNaN(time)) continue;
      const until = new Date(time).toISOString();
      if (at.getTime() > time)
        return {
          ...prohibited,
          until,
          explanation: `${where(directive)}: the page left results at ${until}`,
        };
      if (limit?.maxSnippetChars === undefined)
        limit = {
          allowed: true,
          reason: "page-directive",
          directive,
          until,
          explanation: `${where(directive)} allows ${usage} until ${until}`,
        };
    }
  }
  return limit;
}

/**
 * A usage decision with the page's directives: crawl is robots.txt's alone (a META tag is
 * read only after crawling); every other usage is the page's, unrestricted without a page.
 */
export function decideUsage(
  crawl: Decision,
  tokens: readonly string[],
  page: PagePolicy | undefined,
  usage: MetaUsage,
  at: Date,
): Decision {
  if (usage === "crawl") return crawl;
  const base = {
    profile: crawl.profile,
    usage,
    agent: crawl.agent,
    path: crawl.path,
    ...(crawl.group ? { group: crawl.group } : {}),
  };
  // Google Search Central: a page blocked by robots.txt is never fetched, so its tags go unread.
  const unread = crawl.allowed
    ? ""
    : `; note that robots.txt${crawl.rule ? ` (line ${crawl.rule.line})` : ""} keeps this crawler from fetching the page, so a compliant crawler never reads its tags`;
  const outcome = page && decideMeta(page, tokens, usage, at);
  if (!outcome)
    return {
      ...base,
      allowed: true,
      reason: "no-page-directive",
      explanation: `${page ? `no robots META tag or X-Robots-Tag for robots or ${tokens.join(", ")} restricts ${usage}` : `no page was given and robots.txt speaks of crawling only, so nothing restricts ${usage}`}${unread}`,
    };
  const { directive: d } = outcome;
  return {
    ...base,
    allowed: outcome.allowed,
    reason: outcome.reason,
    rule: {
      kind: outcome.allowed ? "allow" : "disallow",
      pattern: page.url,
      text: d.text,
      line: d.line,
      column: d.column,
      source: d.source,
      directive: d.value === undefined ? d.name : `${d.name}: ${d.value}`,
    },
    ...(outcome.maxSnippetChars !== undefined ? { maxSnippetChars: outcome.maxSnippetChars } : {}),
    ...(outcome.until !== undefined ? { until: outcome.until } : {}),
    explanation: outcome.explanation + unread,
  };
}
