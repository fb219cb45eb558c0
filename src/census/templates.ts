// Known templates a robots.txt is a copy of (docs/census.md, "Templates"): Cloudflare's managed
// robots.txt, a copy of an ai.robots.txt release, and the defaults of common CMSs and hosts.
// Each fingerprint is a few markers the template writes and sites rarely write otherwise,
// found in the corpus (../shared/corpus/files): comments the CMS ships, or the rule set it
// writes. The first fingerprint that matches names the template; ai.robots.txt's is read from
// the groups (named.ts), the others from the text. Files each names in the shared corpus
// (11,755 files; scripts/bench-census-rows.ts): wordpress 1,265, drupal 454, shopify 187,
// blogger 152, squarespace 126, joomla 40, magento 32, ai-robots-txt 5, wix 3,
// cloudflare-managed 1 (no file matched two fingerprints).

/** One fingerprint: every `all` marker occurs in the text, and one `any` marker when given. */
export interface TemplateFingerprint {
  /** The template's name as rows write it. */
  readonly name: string;
  readonly all: readonly string[];
  readonly any?: readonly string[];
  /** Where the markers come from. */
  readonly why: string;
}

/** The text fingerprints, in the order they are tried (the most specific first). */
export const TEMPLATE_FINGERPRINTS: readonly TemplateFingerprint[] = [
  {
    name: "cloudflare-managed",
    all: [],
    any: [
      "# BEGIN Cloudflare Managed content",
      "# As a condition of accessing this website, you agree to abide by the following",
    ],
    why: "Cloudflare's managed robots.txt: its BEGIN marker, or the Content Signals Policy block it prepends (../shared/specs/aipref/cloudflare-content-signals-policy.txt)",
  },
  {
    name: "shopify",
    all: [],
    any: ["# we use Shopify as our ecommerce platform", "Disallow: /.well-known/shopify/monorail"],
    why: "Shopify's generated robots.txt.liquid: its opening comment, or its monorail rule",
  },
  {
    name: "squarespace",
    all: ["# Squarespace Robots Txt"],
    why: "the heading comment of Squarespace's generated file",
  },
  {
    name: "wix",
    all: ["# by wix.com"],
    why: "the closing comment of Wix's generated file",
  },
  {
    name: "blogger",
    all: ["User-agent: Mediapartners-Google", "User-agent: *\nDisallow: /search\nAllow: /"],
    why: "Blogger's default: an empty group for Mediapartners-Google, then * without /search",
  },
  {
    name: "drupal",
    all: ["# This file is to prevent the crawling and indexing of certain parts"],
    why: "the opening comment of Drupal's robots.txt (core, every version since 4)",
  },
  {
    name: "joomla",
    all: ["# If the Joomla site is installed within a folder"],
    why: "the comment of Joomla's robots.txt.dist",
  },
  {
    name: "magento",
    all: ["Disallow: /catalogsearch/"],
    why: "Magento's catalogue search path, in every Magento robots.txt the corpus has",
  },
  {
    name: "wordpress",
    all: ["Disallow: /wp-admin/", "Allow: /wp-admin/admin-ajax.php"],
    why: "WordPress's virtual robots.txt (wp-includes/functions.php do_robots)",
  },
];

/** A group naming at least this many agents, this share of them on the ai.robots.txt list, copies a release. */
export const AI_LIST_COPY = Object.freeze({ names: 20, share: 0.8 });

/** The name rows give a copy of an ai.robots.txt release. */
export const AI_ROBOTS_TXT_TEMPLATE = "ai-robots-txt";

// Every marker starts with one of these words: a text with none of them is no template's, found
// in one search (most files), so the census does not search each file once per marker.
const GATE =
  /Disallow: \/(?:wp-admin|catalogsearch|\.well-known)|# (?:BEGIN C|As a c|we use S|Squarespace R|by wix|This file is to|If the Joomla)|Mediapartners-Google/;

/** Normalises line breaks, only when the file has CR (markers are written with LF). */
function withLf(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

function matches(text: string, fingerprint: TemplateFingerprint): boolean {
  for (const marker of fingerprint.all) if (!text.includes(marker)) return false;
  return fingerprint.any === undefined || fingerprint.any.some((marker) => text.includes(marker));
}

/** The template a file's text is a copy of, from the text fingerprints; undefined when none. */
export function textTemplateOf(text: string): string | undefined {
  if (!GATE.test(text)) return undefined;
  const lf = withLf(text);
  for (const fingerprint of TEMPLATE_FINGERPRINTS)
    if (matches(lf, fingerprint)) return fingerprint.name;
  return undefined;
}

/**
 * The template a file is a copy of: Cloudflare's managed file first (it embeds an ai.robots.txt
 * like list of groups), then a copy of an ai.robots.txt release (`aiListCopy`, from the
 * groups), then the other text fingerprints.
 */
export function templateOf(text: string, aiListCopy: boolean): string | undefined {
  const fromText = textTemplateOf(text);
  if (fromText === "cloudflare-managed") return fromText;
  return aiListCopy ? AI_ROBOTS_TXT_TEMPLATE : fromText;
}
