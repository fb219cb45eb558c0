// Every template fingerprint (src/census/templates.ts) on a real file of its template
// (test/fixtures/census/rows/, the smallest corpus file each names), through captureRow.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { captureRow } from "../../src/census/row.js";
import {
  AI_ROBOTS_TXT_TEMPLATE,
  TEMPLATE_FINGERPRINTS,
  templateOf,
} from "../../src/census/templates.js";

const FIXTURES = join(import.meta.dirname, "../fixtures/census/rows");

function rowOf(name: string, text?: string) {
  const body =
    text !== undefined
      ? new TextEncoder().encode(text)
      : readFileSync(join(FIXTURES, `${name}.txt`));
  return captureRow(
    {
      source: { input: "fixtures", file: name },
      url: "https://example.org/robots.txt",
      headers: [],
      body,
    },
    { access: "rfc9309", profile: "rfc9309" },
  );
}

describe("census templates: each fingerprint on a real file of its template", () => {
  for (const { name } of TEMPLATE_FINGERPRINTS)
    it(`${name}`, () => {
      expect(rowOf(name).template).toBe(name);
    });

  it("ai-robots-txt: a group naming ≥ 20 agents, ≥ 80 % of them on the list (the list's own file)", () => {
    const row = rowOf(AI_ROBOTS_TXT_TEMPLATE);
    expect(row.template).toBe(AI_ROBOTS_TXT_TEMPLATE);
    expect(row.crawlers.GPTBot?.explicit?.verdict).toBe("full");
  });

  it("cloudflare-managed wins over its embedded list of AI groups, and carries Content-Signal", () => {
    const row = rowOf("cloudflare-managed");
    expect(row.template).toBe("cloudflare-managed");
    expect(row.crawlers.Googlebot?.preferences?.contentSignal).toEqual({
      search: "yes",
      "ai-train": "no",
    });
  });

  it("the same markers with CRLF line breaks still match", () => {
    const text = readFileSync(join(FIXTURES, "blogger.txt"), "utf8").replace(/\n/g, "\r\n");
    expect(rowOf("blogger", text).template).toBe("blogger");
  });

  it("a file of no template has none", () => {
    expect(rowOf("plain", "User-agent: *\nDisallow: /private/\n").template).toBeUndefined();
    expect(templateOf("User-agent: *\nDisallow: /wp-admin/\n", false)).toBeUndefined();
  });

  it("fewer than 20 AI agents in one group is not a copy of the list", () => {
    const agents = ["GPTBot", "CCBot", "ClaudeBot", "anthropic-ai", "Bytespider"];
    const text = agents.map((agent) => `User-agent: ${agent}\n`).join("") + "Disallow: /\n";
    expect(rowOf("few", text).template).toBeUndefined();
  });
});
