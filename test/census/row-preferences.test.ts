// A preference stated for a crawler the file blocks is a conflict (docs/census.md, "AI
// preferences"): AIPREF-ATTACH §3.1 reads Content-Usage only where crawling is allowed, so the
// census reports what the crawler's group states when "/" may not be crawled.
import { describe, expect, it } from "vitest";
import { captureRow } from "../../src/census/row.js";
import { CensusAggregate } from "../../src/census/aggregate.js";
import type { Capture } from "../../src/census/model.js";

const knobs = { access: "rfc9309", profile: "rfc9309" } as const;

function capture(text: string): Capture {
  return {
    source: { input: "test" },
    url: "https://site.example/robots.txt",
    status: 200,
    headers: [],
    body: new TextEncoder().encode(text),
  };
}

const BLOCKED_BUT_TRAIN_YES = [
  "User-agent: GPTBot",
  "Disallow: /",
  "Content-Usage: train-ai=y",
  "Content-Signal: ai-train=yes",
  "",
  "User-agent: *",
  "Allow: /",
  "Content-Usage: train-ai=n",
  "",
].join("\n");

describe("census: AI preferences and conflicts", () => {
  it("AIPREF-ATTACH §3.1 a fully blocked crawler's group still states its preferences", () => {
    const row = captureRow(capture(BLOCKED_BUT_TRAIN_YES), knobs);
    expect(row.crawlers["GPTBot"]).toMatchObject({
      effective: { verdict: "full", line: 2 },
      preferences: { contentUsage: { "train-ai": "y" }, contentSignal: { "ai-train": "yes" } },
    });
  });

  it("AIPREF-ATTACH §3 a crawler that may crawl gets the preferences that reach it on /", () => {
    const row = captureRow(capture(BLOCKED_BUT_TRAIN_YES), knobs);
    // CCBot is not named: the * group's Content-Usage reaches it, so the row lists it.
    expect(row.crawlers["CCBot"]).toEqual({
      effective: { verdict: "none" },
      preferences: { contentUsage: { "train-ai": "n" } },
    });
  });

  it("a stated train-ai=y for a crawler blocked fully counts as a conflict, per category and signal", () => {
    const aggregate = new CensusAggregate();
    aggregate.add(captureRow(capture(BLOCKED_BUT_TRAIN_YES), knobs));
    const json = aggregate.toJSON();
    expect(json.conflicts.captures).toBe(1);
    expect(json.conflicts.crawlers["GPTBot"]).toBe(1);
    expect(json.conflicts.contentUsage["train-ai"]).toBe(1);
    expect(json.conflicts.contentSignal["ai-train"]).toBe(1);
  });

  it("the most restrictive statement wins when a blocked crawler's groups disagree", () => {
    const text = [
      "User-agent: GPTBot",
      "Disallow: /",
      "Content-Usage: train-ai=y",
      "Content-Usage: /x train-ai=n",
      "",
    ].join("\n");
    const row = captureRow(capture(text), knobs);
    expect(row.crawlers["GPTBot"]?.preferences).toEqual({ contentUsage: { "train-ai": "n" } });
  });
});
