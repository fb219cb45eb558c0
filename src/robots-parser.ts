// `robots-policy/robots-parser`: a drop-in for robots-parser 3 (npm). The same calls, types and
// conventions (`undefined` for a URL of another origin, relative URLs, an optional user agent,
// null content, 1-based line numbers and -1), and RFC 9309's answers: every question is asked of
// the core entry's parseRobotsTxt under profile rfc9309, so a bundle holds the reader alone, not
// the other specifications. docs/migrating-from-robots-parser.md lists where the answers differ.
import { parseRobotsTxt, type RobotsTxt } from "./robots-txt.js";
import type { DecisionGroup, UserAgent } from "./core/types.js";
import { pathOnOrigin, placeOf } from "./robots-parser-url.js";

/**
 * A parsed robots.txt, as robots-parser 3's `Robot`. `url` is resolved as robots-parser
 * resolves it: an absolute URL stands alone, a relative one (`/fish`) answers only when the
 * robots.txt URL was relative too. `ua` is a product token (`"Sams-Bot/1.0"`) or a whole
 * User-Agent header; without one, or with one that names no crawler (`""`, `"*"`), the answer
 * is for a crawler no group names (the `*` groups). No method throws.
 */
export interface Robot {
  /**
   * May `ua` crawl `url`? `undefined` when `url` is invalid or on another origin than the
   * robots.txt (scheme, host and port, a default port written or not).
   */
  isAllowed(url: string, ua?: string): boolean | undefined;
  /**
   * `!isAllowed(url, ua)`, as robots-parser 3 computes it: so `true` when `url` is invalid or on
   * another origin (where `isAllowed` is `undefined`); robots-parser's own tests count on it.
   */
  isDisallowed(url: string, ua?: string): boolean | undefined;
  /**
   * Is `url` disallowed by a group that names `ua` itself? The `*` groups are not read: `false`
   * when no group names the crawler. `undefined` when `url` is invalid or on another origin.
   */
  isExplicitlyDisallowed(url: string, ua: string): boolean | undefined;
  /**
   * The 1-based line of the rule that decides for `url` and `ua`; -1 when no rule matches (the
   * URL is allowed), or when `url` is invalid or on another origin.
   */
  getMatchingLineNumber(url: string, ua?: string): number;
  /** `Crawl-delay` in seconds for `ua` (of the `*` groups without one); `undefined` when none applies. */
  getCrawlDelay(ua?: string): number | undefined;
  /** The `Sitemap` URLs of the whole file (absolute http(s) URLs), in file order; a new array each call. */
  getSitemaps(): string[];
  /** Yandex's `Host`: the preferred host name (the first valid one), or `null`. */
  getPreferredHost(): string | null;
}

/** The product token asked for when the caller names no crawler (see `Parsed.#anonymous`). */
const ANONYMOUS = "robots-parser-anonymous";

/** Content as parseRobotsTxt takes it: null and undefined are an empty file, bytes stay bytes, anything else its text. */
function contentOf(contents: unknown): string | ArrayBuffer | ArrayBufferView {
  if (typeof contents === "string") return contents;
  if (contents === null || contents === undefined) return "";
  if (contents instanceof ArrayBuffer || ArrayBuffer.isView(contents)) return contents;
  try {
    return String(contents);
  } catch {
    return "";
  }
}

/** Parses without ever throwing for content: what parseRobotsTxt refuses (a detached buffer) is an empty file. */
function parse(contents: unknown): RobotsTxt {
  try {
    return parseRobotsTxt(contentOf(contents));
  } catch {
    return parseRobotsTxt("");
  }
}

/** Is a decision's group the `*` one? Its User-agent values are then `*` (a name never starts so). */
function isStarGroup(group: DecisionGroup): boolean {
  return group.userAgents[0]?.startsWith("*") ?? true;
}

/** The user agent as the caller gave it, when it may name a crawler (a string or a list of tokens). */
function givenAgent(ua: unknown): UserAgent | undefined {
  return (typeof ua === "string" && ua !== "") || Array.isArray(ua) ? (ua as UserAgent) : undefined;
}

/** robots-parser's Robot over a RobotsTxt (rfc9309). */
class Parsed implements Robot {
  readonly #robots: RobotsTxt;
  /** The robots.txt URL's origin; undefined when it is invalid (every URL is then another origin). */
  readonly #origin: string | undefined;
  /** A product token that no group of this file names, found on first use. */
  #anonymousToken: string | undefined;

  constructor(url: unknown, contents: unknown) {
    this.#origin = placeOf(url)?.origin;
    this.#robots = parse(contents);
  }

  /**
   * The path and query of `url` when it is on the robots.txt's origin, as isAllowed takes it (a
   * path starting "//" behind an authority, so that it does not read as one); else undefined.
   */
  #pathOf(url: unknown): string | undefined {
    const origin = this.#origin;
    if (origin === undefined) return undefined;
    let path = typeof url === "string" ? pathOnOrigin(url, origin) : undefined;
    if (path === undefined) {
      const place = placeOf(url);
      if (place === undefined || place.origin !== origin) return undefined;
      path = place.path;
    }
    return path.charCodeAt(1) === 0x2f ? `http://h${path}` : path;
  }

  /**
   * robots-parser reads a missing user agent as `*`: the rules of the `*` groups. RFC 9309
   * §2.2.1 gives those to a crawler that no group names, so the question is asked for such a
   * crawler: the first of "robots-parser-anonymous", "robots-parser-anonymous-1" … that this
   * file does not name (checked once, with a decision's group).
   */
  #anonymous(): string {
    if (this.#anonymousToken !== undefined) return this.#anonymousToken;
    let token = ANONYMOUS;
    for (let n = 1; this.#names(token); n++) token = `${ANONYMOUS}-${n}`;
    return (this.#anonymousToken = token);
  }

  /** Does a group of this file name `token`? */
  #names(token: string): boolean {
    const { group } = this.#robots.decide({ url: "/", userAgent: token });
    return group !== undefined && !isStarGroup(group);
  }

  /** `question` asked for `ua`; for the anonymous crawler when `ua` names none (`""`, `"*"`, `"2.1"`, not a string). */
  #ask<T>(ua: unknown, question: (robots: RobotsTxt, agent: UserAgent) => T): T {
    const agent = givenAgent(ua);
    if (agent !== undefined)
      try {
        return question(this.#robots, agent);
      } catch (error) {
        // The path is valid, so a TypeError is the user agent's: it names no crawler.
        if (!(error instanceof TypeError)) throw error;
      }
    return question(this.#robots, this.#anonymous());
  }

  isAllowed(url: string, ua?: string): boolean | undefined {
    const path = this.#pathOf(url);
    if (path === undefined) return undefined;
    // #ask without its closure: the question crawlers ask most.
    const agent = givenAgent(ua);
    if (agent !== undefined)
      try {
        return this.#robots.isAllowed(path, agent);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error;
      }
    return this.#robots.isAllowed(path, this.#anonymous());
  }

  isDisallowed(url: string, ua?: string): boolean | undefined {
    return !this.isAllowed(url, ua);
  }

  isExplicitlyDisallowed(url: string, ua: string): boolean | undefined {
    const path = this.#pathOf(url);
    if (path === undefined) return undefined;
    const agent = givenAgent(ua);
    if (agent === undefined) return false;
    let group: DecisionGroup | undefined;
    try {
      const decision = this.#robots.decide({ url: path, userAgent: agent });
      if (decision.allowed) return false;
      group = decision.group;
    } catch (error) {
      if (error instanceof TypeError) return false; // a user agent that names no crawler
      throw error;
    }
    return group !== undefined && !isStarGroup(group);
  }

  getMatchingLineNumber(url: string, ua?: string): number {
    const path = this.#pathOf(url);
    if (path === undefined) return -1;
    return this.#ask(ua, (robots, agent) => robots.matchingLine(path, agent)) || -1;
  }

  getCrawlDelay(ua?: string): number | undefined {
    return this.#ask(ua, (robots, agent) => robots.crawlDelay(agent));
  }

  getSitemaps(): string[] {
    return this.#robots.sitemaps;
  }

  getPreferredHost(): string | null {
    return this.#robots.preferredHost ?? null;
  }
}

/**
 * Parses robots.txt `contents` fetched from `url`, as robots-parser 3's default export does,
 * and answers by RFC 9309. `url` is the robots.txt's own URL (its origin is the only one the
 * answers are for; a relative one, `/robots.txt`, pairs with relative URLs); `contents` is the
 * file's text, `null` and `undefined` being an empty file. Never throws.
 *
 * ```ts
 * import robotsParser from "robots-policy/robots-parser";
 *
 * const robots = robotsParser("https://example.com/robots.txt", "User-agent: *\nDisallow: /private/\n");
 * robots.isAllowed("https://example.com/private/x", "Sams-Bot/1.0"); // false
 * robots.isAllowed("https://other.example/private/x");             // undefined (another origin)
 * ```
 */
export function robotsParser(url: string, contents: string | null | undefined): Robot {
  return new Parsed(url, contents);
}

export default robotsParser;
