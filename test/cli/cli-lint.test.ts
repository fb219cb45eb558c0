// `robots-policy lint` as a CI gate: several files, --max-warnings, --severity, --profile, and
// the text, JSON, SARIF 2.1.0 and GitHub workflow-command formats, with their exit statuses.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli as cli, scratchFiles } from "../support/cli.js";
import { FIXTURES } from "../support/corpus.js";

const { file } = scratchFiles("robots-policy-cli-lint-");
const clean = file("clean.txt", "User-agent: *\nDisallow: /private\n");
// Three warnings: the misspelt User-agent that loses the * group, the rule it leaves outside
// any group, and Noindex.
const misspelt = file("misspelt.txt", "User-agnet: *\nDisallow: /private\nNoindex: /x\n");
const kosterOnly = file("koster.txt", "User-agent: *\nDisallow: /a\n\nDisallow: /b\n");
const html = file("page.html", "<!DOCTYPE html>\n<html><body>Not found</body></html>\n");
const umn = join(FIXTURES.corpusFiles, "04823-med-d9.prd.umn.edu.txt");

describe("lint: the misspelt User-agent users found", () => {
  it('"User-agnet: *" is a warning with "did you mean", not only an info', async () => {
    const r = await cli(["lint", misspelt]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `${misspelt}:1:1 warning field-name-misspelt "User-agnet" is not a field name; did you mean "User-agent"? The line is ignored: "*" is named by no group, and the rule after it (line 2) is ignored (rules before any user-agent line, RFC 9309 §2.2) (RFC 9309 §2.2)\n`,
    );
    expect(r.stdout).not.toContain("unknown-field");
    expect(r.stdout).toContain(`${misspelt}:3:1 warning noindex-ignored `);
  });

  it("a real file: med-d9.prd.umn.edu's 'User-agency: Bingbot'", async () => {
    const r = await cli(["lint", umn, "--severity", "warning"]);
    expect(r.stdout).toMatch(
      /:71:1 warning field-name-misspelt "User-agency" is not a field name; did you mean "User-agent"\?/,
    );
  });
});

describe("one count of warnings: check, explain and ai say how many lint shows", () => {
  it("the misspelt file's three warnings, in lint's text and in the others' stderr note", async () => {
    const linted = await cli(["lint", misspelt, "--format", "json"]);
    expect(JSON.parse(linted.stdout).summary.warnings).toBe(3);
    for (const args of [
      ["check", misspelt, "/private", "--agent", "bot"],
      ["explain", misspelt, "/private", "--agent", "bot"],
    ]) {
      const r = await cli(args);
      expect(r.stderr, args[0]).toContain(
        `${misspelt}: 3 warnings (robots-policy lint ${misspelt})`,
      );
    }
  });
});

describe("lint: several files and exit statuses", () => {
  it("lints each file, then a total line; exit 0 with warnings and no --max-warnings", async () => {
    const r = await cli(["lint", clean, misspelt]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toBe(`${clean}: no diagnostics`);
    expect(lines.at(-1)).toBe("2 files: 0 errors, 3 warnings, 0 info");
  });

  it("reads - among files", async () => {
    const r = await cli(["lint", clean, "-"], { stdin: "User-agent: *\nNoindex: /a\n" });
    expect(r.stdout).toContain("<stdin>:2:1 warning noindex-ignored ");
  });

  it("--max-warnings N: exit 1 when more warnings than N are shown, with a line on stderr", async () => {
    expect((await cli(["lint", misspelt, "--max-warnings", "4"])).code).toBe(0);
    expect((await cli(["lint", misspelt, "--max-warnings", "3"])).code).toBe(0);
    const over = await cli(["lint", misspelt, "--max-warnings", "2"]);
    expect(over.code).toBe(1);
    expect(over.stderr).toBe("robots-policy: lint: 3 warnings, more than --max-warnings 2\n");
    expect((await cli(["lint", clean, misspelt, "--max-warnings", "0"])).code).toBe(1);
    expect((await cli(["lint", clean, "--max-warnings", "0"])).code).toBe(0);
  });

  it("exit 1 on an error, whatever --max-warnings says", async () => {
    expect((await cli(["lint", clean, html, "--max-warnings", "100"])).code).toBe(1);
  });

  it("exit 2 on a file that cannot be read, printing nothing else", async () => {
    const r = await cli(["lint", clean, join(FIXTURES.corpusFiles, "no-such-file.txt")]);
    expect(r).toMatchObject({ code: 2, stdout: "" });
    expect(r.stderr).toMatch(/^robots-policy: cannot read .*no such file\n$/);
  });

  it("usage errors exit 2: bad --max-warnings, --severity, --format, --profile; --json with another format", async () => {
    for (const [argv, message] of [
      [["--max-warnings=-1"], /invalid --max-warnings "-1"/],
      [["--max-warnings", "many"], /invalid --max-warnings "many"/],
      [["--severity", "fatal"], /unknown --severity "fatal" \(expected error, warning or info\)/],
      [["--format", "xml"], /unknown --format "xml" \(expected text, json, sarif or github\)/],
      [["--profile", "rfc1234"], /unknown --profile "rfc1234"/],
      [["--json", "--format", "sarif"], /--json is --format json/],
    ] as const) {
      const r = await cli(["lint", clean, ...argv]);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(message);
    }
  });
});

describe("lint --severity and --profile", () => {
  it("--severity error|warning|info: the lowest severity shown and counted", async () => {
    const info = file("info.txt", "User-agent: *\nX-Frobnicate: 1\nNoindex: /a\n");
    expect((await cli(["lint", info])).stdout).toMatch(/info unknown-field[\s\S]*warning noindex/);
    const warnings = await cli(["lint", info, "--severity", "warning"]);
    expect(warnings.stdout).not.toContain("unknown-field");
    expect(warnings.stdout).toContain("noindex-ignored");
    const errors = await cli(["lint", info, "--severity", "error", "--max-warnings", "0"]);
    expect(errors).toMatchObject({ code: 0, stdout: `${info}: no diagnostics\n` });
  });

  it("KOSTER-1996 §3.3 rule-outside-record is shown only with --profile koster1996", async () => {
    expect((await cli(["lint", kosterOnly])).stdout).toBe(`${kosterOnly}: no diagnostics\n`);
    expect((await cli(["lint", kosterOnly, "--profile", "koster1996"])).stdout).toContain(
      `${kosterOnly}:4:1 info rule-outside-record `,
    );
  });
});

describe("lint --format", () => {
  it("json (and --json): one document for one file, an array for several", async () => {
    const one = JSON.parse((await cli(["lint", misspelt, "--json"])).stdout);
    expect(one).toMatchObject({ file: misspelt, summary: { errors: 0, warnings: 3, infos: 0 } });
    expect(one.diagnostics[0]).toEqual({
      line: 1,
      column: 1,
      severity: "warning",
      code: "field-name-misspelt",
      message: expect.stringMatching(/^"User-agnet" is not a field name; did you mean/),
      spec: "RFC 9309 §2.2",
    });
    expect(JSON.parse((await cli(["lint", misspelt, "--format", "json"])).stdout)).toEqual(one);
    const several = JSON.parse((await cli(["lint", clean, misspelt, "--format", "json"])).stdout);
    expect(several.map((d: { file: string }) => d.file)).toEqual([clean, misspelt]);
  });

  it("sarif: SARIF 2.1.0, one run, rule ids = diagnostic codes, locations with line and column", async () => {
    const r = await cli(["lint", clean, misspelt, html, "--format", "sarif"]);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe("2.1.0");
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.runs).toHaveLength(1);
    const [run] = log.runs;
    expect(run.tool.driver.name).toBe("robots-policy");
    expect(run.columnKind).toBe("utf16CodeUnits");
    const ids = run.tool.driver.rules.map((rule: { id: string }) => rule.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(
      expect.arrayContaining(["field-name-misspelt", "noindex-ignored", "not-robots-txt"]),
    );
    expect(run.tool.driver.rules[0]).toMatchObject({
      defaultConfiguration: { level: "warning" },
      properties: { spec: "RFC 9309 §2.2" },
    });
    expect(run.results[0]).toEqual({
      ruleId: "field-name-misspelt",
      ruleIndex: 0,
      level: "warning",
      message: { text: expect.stringMatching(/did you mean "User-agent"\?.*\(RFC 9309 §2\.2\)$/) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: encodeURI(misspelt) },
            region: { startLine: 1, startColumn: 1 },
          },
        },
      ],
    });
    for (const result of run.results) expect(ids[result.ruleIndex]).toBe(result.ruleId);
    expect(run.results.map((x: { level: string }) => x.level)).toContain("error");
    expect(
      run.results.every((x: { level: string }) => ["error", "warning", "note"].includes(x.level)),
    ).toBe(true);
  });

  it("github: one workflow command per diagnostic, ::warning file=…,line=…,col=…,title=code::message", async () => {
    const info = file("gh, odd: name.txt", "User-agent: *\nX-Frobnicate: 1\nNoindex: /50%\n");
    const r = await cli(["lint", info, "--format", "github"]);
    expect(r.stdout.trimEnd().split("\n")).toEqual([
      `::notice file=${info.replaceAll(",", "%2C").replaceAll(":", "%3A")},line=2,col=1,title=unknown-field::"X-Frobnicate" is not a field this library reads; it does not end a group (RFC 9309 §2.2.4)`,
      expect.stringMatching(
        /^::warning file=.*gh%2C odd%3A name\.txt,line=3,col=1,title=noindex-ignored::Noindex is not a robots\.txt rule: .*"\/50%25" stays indexable/,
      ),
    ]);
  });

  it("--help documents the options and the exit statuses", async () => {
    const r = await cli(["lint", "--help"]);
    expect(r.code).toBe(0);
    for (const text of [
      "--max-warnings <n>",
      "--severity <s>",
      "--format <f>",
      "sarif",
      "github",
      "--profile <p>",
    ])
      expect(r.stdout).toContain(text);
    expect(r.stdout).toMatch(
      /Exit status:\n {2}0 .*\n( {5}.*\n)* {2}1 .*\n( {5}.*\n)* {2}2 {2}usage error or read failure/,
    );
  });
});

describe("lint --strict: RFC 9309 §2.2's ABNF", () => {
  // Read without a warning; --strict reports the product token with a version and the last
  // line without a line break.
  const loose = file("loose.txt", "User-agent: ExampleBot/1.0\nDisallow: /private");

  it("without --strict, no abnf- code; with it, each departure at its line and column", async () => {
    expect((await cli(["lint", loose])).stdout).not.toContain("abnf-");
    const r = await cli(["lint", loose, "--strict", "--severity", "warning"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`${loose}:1:13 warning abnf-product-token "ExampleBot/1.0" `);
    expect(r.stdout).toContain(`${loose}:2:19 warning abnf-line-end `);
  });

  it("--strict --max-warnings 0 fails a file that departs, passes a conforming one", async () => {
    expect((await cli(["lint", loose, "--strict", "--max-warnings", "0"])).code).toBe(1);
    expect((await cli(["lint", clean, "--strict", "--max-warnings", "0"])).code).toBe(0);
  });

  it("the help names --strict", async () => {
    expect((await cli(["lint", "--help"])).stdout).toContain("--strict");
  });
});
