// The reader's one public reading surface (src/rfc9309/reading.ts), used from outside src/ as
// a user would: an extension that reads a field no specification defines, and the promise
// that a specification's lowering runs only when that specification is asked.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  parseRobotsTxt as parseCore,
  readLines,
  type RobotsTxtExtension,
  type RobotsTxtLine,
} from "../../src/core.js";
import { parseRobotsTxt } from "../../src/index.js";
import { ACAP } from "../../src/acap.js";
import { APP_DIRECTIVES, appDirectives } from "../../src/app-directives.js";
import { AI_PREFERENCES, contentUsage } from "../../src/aipref.js";

const FILE = [
  "Contact: webmaster@example.com", // 1: file-wide
  "User-agent: a", // 2
  "Contact: crawl-team@example.com", // 3: group 0
  "Disallow: /private/", // 4
  "", // 5
  "# a comment", // 6
  "User-agent: b", // 7
  "Contact:", // 8: empty, reported
  "User-agent: c", // 9: after a field, a second section of group 1
  "Allow: /", // 10
].join("\n");

/** Who to ask about the site or one group: a field no specification defines, read per group. */
interface Contacts {
  readonly file: readonly string[];
  readonly byGroup: ReadonlyMap<number, readonly string[]>;
}

function contactExtension(): RobotsTxtExtension<Contacts> & { calls: number } {
  const extension = {
    name: "contact",
    calls: 0,
    read(reading: Parameters<RobotsTxtExtension<Contacts>["read"]>[0]): Contacts {
      extension.calls++;
      const file: string[] = [];
      const byGroup = new Map<number, string[]>();
      for (const line of readLines(reading)) {
        if (line.kind !== "field" || line.name.toLowerCase() !== "contact") continue;
        if (line.value === "") {
          reading.diagnostics.add(
            "warning",
            "contact-empty",
            "Contact has no address",
            line.line,
            line.column,
            "example extension",
          );
          continue;
        }
        if (line.group < 0) file.push(line.value);
        else byGroup.set(line.group, [...(byGroup.get(line.group) ?? []), line.value]);
      }
      return { file, byGroup };
    },
  };
  return extension;
}

describe("the reading surface (issue 26: every spec a plug-in on one public surface)", () => {
  it("an extension of its own reads a field no specification defines, once per file", () => {
    const robots = parseCore(FILE);
    const contact = contactExtension();
    const contacts = robots.derive(contact);
    expect(contacts.file).toEqual(["webmaster@example.com"]);
    expect([...contacts.byGroup]).toEqual([[0, ["crawl-team@example.com"]]]);
    expect(robots.derive(contact)).toBe(contacts);
    expect(contact.calls).toBe(1);
    expect(robots.diagnosticsOf(contact)).toEqual([
      {
        severity: "warning",
        code: "contact-empty",
        message: "Contact has no address",
        line: 8,
        column: 9,
        spec: "example extension",
      },
    ]);
    // The reader's own diagnostics are not the extension's.
    expect(robots.diagnostics.some((d) => d.code === "contact-empty")).toBe(false);
  });

  it("the batteries-included RobotsTxt takes the same extension, with the same answer", () => {
    const contact = contactExtension();
    const robots = parseRobotsTxt(FILE);
    expect(robots.derive(contact).file).toEqual(["webmaster@example.com"]);
    expect(robots.diagnosticsOf(contact)).toHaveLength(1);
  });

  it("every line: kind, field name, value, line, column, group, User-agent section, record", () => {
    const lines: RobotsTxtLine[] = [];
    parseCore(FILE).derive({ name: "lines", read: (reading) => lines.push(...readLines(reading)) });
    const brief = lines.map(({ kind, name, value, line, column, group, section, record }) => [
      kind,
      name,
      value,
      line,
      column,
      group,
      section,
      record,
    ]);
    expect(brief).toEqual([
      ["field", "Contact", "webmaster@example.com", 1, 10, -1, -1, -1],
      ["user-agent", "User-agent", "a", 2, 13, 0, 0, 0],
      ["field", "Contact", "crawl-team@example.com", 3, 10, 0, 0, 0],
      ["disallow", "Disallow", "/private/", 4, 11, 0, 0, 0],
      ["blank", "", "", 5, 1, 0, 0, -1],
      ["comment", "", " a comment", 6, 1, 0, 0, -1],
      ["user-agent", "User-agent", "b", 7, 13, 1, 0, 1],
      ["field", "Contact", "", 8, 9, 1, 0, 1],
      ["user-agent", "User-agent", "c", 9, 13, 1, 1, 1],
      ["allow", "Allow", "/", 10, 8, 1, 1, 1],
    ]);
    expect(lines[5]!.text).toBe("# a comment");
  });

  it("API misuse is a TypeError naming what was expected", () => {
    const robots = parseCore(FILE);
    expect(() => robots.derive({} as never)).toThrow(TypeError);
    expect(() => robots.derive(undefined as never)).toThrow(/extension: expected an object/);
  });
});

describe("made when asked (issue 26): a specification's lowering runs the first time it is asked", () => {
  afterEach(() => vi.restoreAllMocks());
  const SPECS = `User-agent: *
Disallow: /private/
Crawl-delay: 5
Content-Usage: train-ai=n
App-Directives: /x examplesearch;nosnippet
ACAP-crawler: *
ACAP-disallow-index: /secret/
Sitemap: https://example.com/sitemap.xml
`;

  it("crawl questions, Crawl-delay, Sitemap and the reader's model never run ACAP, App-Directives or AI preferences", () => {
    const spies = [ACAP, APP_DIRECTIVES, AI_PREFERENCES].map((spec) => vi.spyOn(spec, "read"));
    const robots = parseRobotsTxt(SPECS);
    expect(robots.isAllowed("https://example.com/private/x", "bot")).toBe(false);
    expect(robots.matchingLine("/private/x", "bot")).toBe(2);
    expect(robots.decide({ url: "/a", userAgent: "bot", profile: "google" }).allowed).toBe(true);
    expect(robots.crawlDelay("bot")).toBe(5);
    expect(robots.sitemaps).toEqual(["https://example.com/sitemap.xml"]);
    const core = parseCore(SPECS);
    expect(core.policy.groups).toHaveLength(1);
    expect(core.diagnostics.length).toBeGreaterThanOrEqual(0);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it("each specification is read on its first question, once, and the whole model reads the rest", () => {
    const [acap, app, ai] = [ACAP, APP_DIRECTIVES, AI_PREFERENCES].map((spec) =>
      vi.spyOn(spec, "read"),
    );
    const robots = parseCore(SPECS);
    expect(contentUsage(robots, { url: "/a", userAgent: "bot" }).preferences["train-ai"]).toBe(
      "disallowed",
    );
    expect(contentUsage(robots, { url: "/b", userAgent: "bot" }).preferences["train-ai"]).toBe(
      "disallowed",
    );
    expect(ai).toHaveBeenCalledTimes(1);
    expect(app).not.toHaveBeenCalled();
    expect(acap).not.toHaveBeenCalled();
    expect(appDirectives(robots, { app: "examplesearch", url: "/x/y" })?.get("nosnippet")).toEqual({
      type: "boolean",
      value: true,
    });
    expect(app).toHaveBeenCalledTimes(1);
    expect(acap).not.toHaveBeenCalled();
    const whole = parseRobotsTxt(SPECS);
    expect(whole.policy.acap.records).toHaveLength(1);
    expect(whole.diagnostics).toBe(whole.policy.diagnostics);
    expect(acap).toHaveBeenCalledTimes(1);
  });
});
