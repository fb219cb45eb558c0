// A known AI crawler, as the ai.robots.txt project lists it (data/ai-robots-txt/), and the list.
import { AI_CRAWLERS as CRAWLER_DATA } from "../../generated/ai-crawlers.js";

/**
 * A known AI crawler as ai.robots.txt lists it: its product token, operator and purpose, and what
 * the list says of its behaviour.
 */
export interface AiCrawler {
  /** The robots.txt product token it obeys. */
  readonly name: string;
  readonly operator: string;
  /** What it fetches for (the list's "function"). */
  readonly purpose: string;
  /** Whether its operator says it obeys robots.txt. */
  readonly respectsRobotsTxt: "yes" | "no" | "unclear";
  /** The list's own words on it. */
  readonly respect: string;
  /** The operator's page on the crawler, when the list links one. */
  readonly documentation?: string;
  readonly frequency: string;
  readonly description: string;
}

/** The crawlers of the bundled ai.robots.txt list (generated/ holds the data; it is typed here). */
export const AI_CRAWLERS: readonly AiCrawler[] = CRAWLER_DATA;
