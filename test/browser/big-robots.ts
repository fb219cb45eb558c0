// A real-looking robots.txt of about 3.7 MB (47,000 lines, as in issue 25): many groups of
// product, search and tracking rules with ids, comments, sitemaps, and, near the end, a group
// whose `Disallow: /` must decide for its crawler.

/** A small deterministic generator (mulberry32), so every run types the same file. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SECTIONS = ["products", "catalog", "search", "account", "checkout", "media", "api", "blog"];
const AGENTS = ["*", "Googlebot", "Bingbot", "Applebot", "DuckDuckBot", "YandexBot", "Baiduspider"];

export interface BigRobots {
  readonly text: string;
  /** The crawler whose group ends the file, with the 1-based line of its `Disallow: /`. */
  readonly agent: string;
  readonly line: number;
}

export function bigRobots(lines = 47_000): BigRobots {
  const next = random(25);
  const id = () => Math.floor(next() * 0xffffffff).toString(16);
  const out: string[] = ["# robots.txt for www.example-shop.test", ""];
  let group = 0;
  while (out.length < lines - 8) {
    out.push(`User-agent: ${AGENTS[group++ % AGENTS.length]}`);
    for (let i = 0; i < 40; i++) {
      const section = SECTIONS[Math.floor(next() * SECTIONS.length)]!;
      const kind = next();
      if (kind < 0.05) out.push(`# ${section} rules, batch ${id()}`);
      else if (kind < 0.25)
        out.push(`Allow: /${section}/${id()}/public/collections/summer-sale-clearance/*.html$`);
      else if (kind < 0.5)
        out.push(
          `Disallow: /${section}/*?sessionid=${id()}&ref=*&utm_source=newsletter&utm_medium=email`,
        );
      else
        out.push(
          `Disallow: /${section}/${id()}-${id()}/customer-reviews/page-${i}/?sort=newest&view=grid&lang=en`,
        );
    }
    out.push("");
  }
  out.push("Sitemap: https://www.example-shop.test/sitemap.xml", "", "User-agent: LateBot");
  const line = out.length + 1;
  out.push("Disallow: /", "Allow: /robots.txt", "");
  return { text: out.join("\n"), agent: "LateBot", line };
}
