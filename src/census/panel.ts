// The crawlers the census asks about: every crawler of the bundled ai.robots.txt list, and a core
// panel of search and archive crawlers that sites rarely mean to block (the collateral check asks
// whether lines meant for AI crawlers block them).
import { AI_CRAWLERS } from "../aipref/ai-crawler.js";

/** Why a crawler is on the census's panel. */
export type PanelRole = "ai" | "search" | "archive";

/** One crawler of the census's panel. */
export interface PanelCrawler {
  /** The product token asked about (as the list writes it). */
  readonly name: string;
  readonly operator: string;
  /** What it fetches for: the list's "function" for AI crawlers, else the core panel's. */
  readonly purpose: string;
  /** In the ai.robots.txt list. */
  readonly ai: boolean;
  /** A search crawler: blocking it by lines meant for AI crawlers is collateral. */
  readonly search: boolean;
  readonly roles: readonly PanelRole[];
}

/** The core panel: the major search engines' crawlers and the Internet Archive's. */
const CORE_PANEL: readonly { name: string; operator: string; purpose: string; role: PanelRole }[] =
  [
    { name: "Googlebot", operator: "Google", purpose: "Search engine", role: "search" },
    { name: "Bingbot", operator: "Microsoft", purpose: "Search engine", role: "search" },
    { name: "DuckDuckBot", operator: "DuckDuckGo", purpose: "Search engine", role: "search" },
    { name: "Applebot", operator: "Apple", purpose: "Search engine", role: "search" },
    { name: "YandexBot", operator: "Yandex", purpose: "Search engine", role: "search" },
    { name: "Baiduspider", operator: "Baidu", purpose: "Search engine", role: "search" },
    { name: "Slurp", operator: "Yahoo", purpose: "Search engine", role: "search" },
    { name: "archive.org_bot", operator: "Internet Archive", purpose: "Archive", role: "archive" },
    { name: "ia_archiver", operator: "Internet Archive", purpose: "Archive", role: "archive" },
  ];

function buildPanel(): readonly PanelCrawler[] {
  const byToken = new Map<string, PanelCrawler>();
  for (const core of CORE_PANEL)
    byToken.set(core.name.toLowerCase(), {
      name: core.name,
      operator: core.operator,
      purpose: core.purpose,
      ai: false,
      search: core.role === "search",
      roles: [core.role],
    });
  // The list names some tokens twice in another case (meta-externalagent): one crawler each,
  // since robots.txt matches product tokens case-insensitively (RFC 9309 §2.2.1).
  for (const crawler of AI_CRAWLERS) {
    const token = crawler.name.toLowerCase();
    const core = byToken.get(token);
    if (core !== undefined) {
      // Applebot is both a search crawler and on the AI list.
      if (!core.ai) byToken.set(token, { ...core, ai: true, roles: [...core.roles, "ai"] });
      continue;
    }
    byToken.set(token, {
      name: crawler.name,
      operator: crawler.operator,
      purpose: crawler.purpose,
      ai: true,
      search: false,
      roles: ["ai"],
    });
  }
  return [...byToken.values()];
}

/** The census's crawlers: the core panel first, then the ai.robots.txt list, each token once. */
export const CENSUS_PANEL: readonly PanelCrawler[] = buildPanel();
