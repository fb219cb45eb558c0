// The conformance runner (issue 29): the suite asked of an adapter over JSON lines, with
// timeouts, crashes and bad answers failing their vector and never hanging the run.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli, scratchFiles } from "../support/cli.js";
import type { ConformanceReport } from "../../src/cli/conformance-summary.js";

const root = new URL("../../", import.meta.url).pathname;
const suite = `${root}test/fixtures/conformance/suite`;
const oracle = (fault: string) => `node "${root}test/fixtures/conformance/oracle.mjs" ${fault}`;
/** This project's adapter, on the repository's sources (no build needed): tsx loads its answer.ts. */
const ours = `node --import tsx "${root}conformance/adapters/robots-policy.mjs"`;

async function conformance(exec: string, ...more: string[]) {
  const r = await runCli(["conformance", "--suite", suite, "--exec", exec, "--json", ...more]);
  return { code: r.code, report: JSON.parse(r.stdout) as ConformanceReport, stderr: r.stderr };
}

const reasons = (report: ConformanceReport) => report.failures.map((f) => f.reason);

describe("conformance: the runner against adapters", () => {
  it("this project's adapter passes every non-open vector of the fixture suite (exit 0)", async () => {
    const { code, report } = await conformance(ours);
    expect(report.total).toEqual({ vectors: 6, pass: 5, fail: 0, unsupported: 0, open: 1 });
    expect(report.open).toEqual([
      {
        id: "fixture/rfc9309/2.2.2/equivalent-allow",
        reading: "allow wins",
        answer: expect.anything(),
      },
    ]);
    expect(code).toBe(0);
  }, 30_000);

  it("the report is by specification and section, as text too", async () => {
    const r = await runCli(["conformance", "--suite", suite, "--exec", oracle("good")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^RFC 9309\n {2}§2\.2\.2 +pass +3 +fail +0 +unsupported +0 +open +1/m);
    expect(r.stdout).toMatch(/^ROBOTS-2\.0\n {2}§3 +pass +2/m);
    expect(r.stdout).toContain("fixture/rfc9309/2.2.2/equivalent-allow  allow wins");
  }, 30_000);

  it("a random answerer fails vectors, each with expected and actual (exit 1)", async () => {
    const { code, report } = await conformance(oracle("random"));
    expect(code).toBe(1);
    // The crawl-delay answers are never right (values 100 and over).
    expect(report.failures.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        "fixture/robots2/crawl-delay/seconds",
        "fixture/robots2/crawl-delay/other-group",
      ]),
    );
    const failure = report.failures.find((f) => f.id === "fixture/robots2/crawl-delay/seconds")!;
    expect(failure).toMatchObject({
      reason: "mismatch",
      expected: { value: 5 },
      sentence: expect.stringContaining("Crawl-delay"),
    });
  }, 30_000);

  it("a crash on the 3rd request fails that vector, the adapter is restarted, the run finishes", async () => {
    const { code, report } = await conformance(oracle("crash-third"));
    expect(code).toBe(1);
    // Restarted after the 3rd vector, it crashes again on its 3rd request: the 6th vector.
    expect(report.failures.map((f) => [f.id, f.reason])).toEqual([
      ["fixture/rfc9309/2.2.2/longest-match", "crash"],
      ["fixture/robots2/crawl-delay/other-group", "crash"],
    ]);
    expect(report.total.pass).toBe(3);
  }, 30_000);

  it("closing standard output is a crash too", async () => {
    const { report } = await conformance(oracle("silent-exit"), "--timeout", "2000");
    expect(reasons(report)).toContain("crash");
  }, 30_000);

  it("a hang is a timeout: the adapter is killed and restarted, the run finishes", async () => {
    const { code, report } = await conformance(oracle("hang-second"), "--timeout", "500");
    expect(code).toBe(1);
    expect(report.failures.map((f) => [f.id, f.reason])).toEqual([
      ["fixture/rfc9309/2.2.2/no-match-allowed", "timeout"],
      ["fixture/rfc9309/2.2.2/equivalent-allow", "timeout"],
      ["fixture/robots2/crawl-delay/other-group", "timeout"],
    ]);
  }, 30_000);

  it("garbage lines and answers out of order are bad answers", async () => {
    const garbage = await conformance(oracle("garbage"));
    expect(garbage.code).toBe(1);
    expect(new Set(reasons(garbage.report))).toEqual(new Set(["bad answer"]));
    expect(garbage.report.total.fail).toBe(6);
    const late = await conformance(oracle("out-of-order"));
    expect(late.code).toBe(1);
    expect(new Set(reasons(late.report))).toEqual(new Set(["bad answer"]));
  }, 30_000);

  it("an error answer fails; unsupported is counted apart and is not a failure", async () => {
    expect(reasons((await conformance(oracle("error"))).report)).toEqual(Array(6).fill("error"));
    const unsupported = await conformance(oracle("unsupported"));
    expect(unsupported.report.total).toMatchObject({ unsupported: 6, pass: 0, fail: 0 });
    expect(unsupported.code).toBe(0);
  }, 30_000);

  it("a command that does not start fails its vectors and the runner gives up after 5 in a row", async () => {
    const { code, report } = await conformance("exit 7");
    expect(code).toBe(1);
    expect(reasons(report)).toEqual(["crash", "crash", "crash", "crash", "crash", "not run"]);
  }, 30_000);

  it("--filter asks only the vectors whose id starts with the prefix", async () => {
    const { report } = await conformance(oracle("good"), "--filter", "fixture/robots2/");
    expect(report.total.vectors).toBe(2);
  }, 30_000);
});

describe("conformance: usage errors exit 2", () => {
  const scratch = scratchFiles("robots-policy-conformance-");
  const dir = scratch.dir;
  const file = (name: string, content: string) => {
    mkdirSync(`${dir}/${name.slice(0, name.lastIndexOf("/"))}`, { recursive: true });
    return scratch.file(name, content);
  };
  it.each([
    [["conformance"], /missing --exec/],
    [["conformance", "--exec", "x", "extra"], /unexpected argument/],
    [["conformance", "--exec", "x", "--timeout", "0"], /invalid --timeout/],
    [["conformance", "--exec", "x", "--bogus"], /unknown option/],
    [["conformance", "--exec", "x", "--suite", "/no/such/dir"], /no suite folder/],
    [
      ["conformance", "--exec", "x", "--suite", suite, "--filter", "nope/"],
      /no vector id starts with/,
    ],
  ])("%j", async (argv, message) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it("a vector file that is not JSON, or a duplicate id, is a usage error", async () => {
    file("bad/x.json", "{ not json");
    expect((await runCli(["conformance", "--exec", "x", "--suite", `${dir}/bad`])).stderr).toMatch(
      /x\.json: not JSON/,
    );
    const vector = { id: "a", question: { type: "crawl" }, expected: { allowed: true } };
    file("dup/a.json", JSON.stringify({ spec: "S", vectors: [vector, vector] }));
    const r = await runCli(["conformance", "--exec", "x", "--suite", `${dir}/dup`]);
    expect([r.code, r.stderr]).toEqual([2, expect.stringMatching(/duplicate vector id "a"/)]);
  });

  it("an empty suite (the vector folders still empty) runs nothing and exits 0", async () => {
    file("empty/schema/vectors.schema.json", "{}");
    const r = await runCli(["conformance", "--exec", "x", "--suite", `${dir}/empty`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("no vectors to ask");
  });

  it("help conformance prints its usage", async () => {
    const r = await runCli(["help", "conformance"]);
    expect(r.stdout).toMatch(/^Usage:\n {2}robots-policy conformance --exec/);
  });
});
