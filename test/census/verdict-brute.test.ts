// The verdicts of captureRow against brute force through the public isAllowed: on generated
// small files, every path over a small alphabet (and the witness paths of verdict.ts) is asked.
// full ⇒ no path is allowed; none / explicit-allow ⇒ every path is; partial ⇒ an allowed and a
// blocked path exist (among the enumerated paths and the witnesses, each asked of isAllowed).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { parseRobotsTxt } from "../../src/index.js";
import { EVALUATE } from "../../src/rfc9309/reading.js";
import { captureRow } from "../../src/census/row.js";
import { witnessPaths } from "../../src/census/verdict.js";
import type { CensusKnobs, Verdict } from "../../src/census/model.js";
import { parameters } from "../fuzz/arbitraries.js";

/** Every path "/" + up to four characters of the pattern alphabet and one other. */
function enumeratePaths(): string[] {
  const paths = ["/"];
  let layer = ["/"];
  for (let depth = 0; depth < 4; depth++) {
    layer = layer.flatMap((path) => [...["a", "b", "/", "x"]].map((c) => path + c));
    paths.push(...layer);
  }
  return paths;
}
const PATHS = enumeratePaths();

const pattern = fc
  .tuple(
    fc.constantFrom("/", "*", "/a", "/b"),
    fc.array(fc.constantFrom("a", "b", "/", "*"), { maxLength: 3 }),
    fc.boolean(),
  )
  .map(([head, tail, anchored]) => head + tail.join("") + (anchored ? "$" : ""));
const rule = fc.tuple(fc.constantFrom("Allow", "Disallow"), pattern);
const group = fc.tuple(
  fc.constantFrom(["*"], ["GPTBot"], ["*", "GPTBot"], ["gptbot"]),
  fc.array(rule, { maxLength: 5 }),
);
const file = fc
  .array(group, { minLength: 1, maxLength: 3 })
  .map((groups) =>
    groups
      .map(
        ([agents, rules]) =>
          agents.map((agent) => `User-agent: ${agent}\n`).join("") +
          rules.map(([kind, value]) => `${kind}: ${value}\n`).join(""),
      )
      .join("\n"),
  );

function check(text: string, knobs: CensusKnobs, agent: "GPTBot" | "Googlebot"): void {
  const row = captureRow(
    {
      source: { input: "fc" },
      url: "https://example.com/robots.txt",
      headers: [],
      body: new TextEncoder().encode(text),
    },
    knobs,
  );
  const verdict: Verdict = row.crawlers[agent]?.effective ?? row.wildcard!;
  const robots = parseRobotsTxt(text);
  const options = { profile: knobs.profile };
  const witnesses = witnessPaths(robots[EVALUATE]("/", agent, options).selection.rules);
  const paths = [...PATHS, ...witnesses];
  const answers = paths.map((path) =>
    robots.isAllowed(`https://example.com${path}`, agent, options),
  );
  const context = `${knobs.profile} ${agent}: ${JSON.stringify(text)} → ${JSON.stringify(verdict)}`;
  switch (verdict.verdict) {
    case "full":
      expect(
        answers.some((allowed) => allowed),
        context,
      ).toBe(false);
      break;
    case "partial":
      expect(
        answers.some((allowed) => allowed) && answers.some((allowed) => !allowed),
        context,
      ).toBe(true);
      break;
    default:
      expect(
        answers.every((allowed) => allowed),
        context,
      ).toBe(true);
  }
}

describe("census verdicts agree with the matcher over every path (brute force)", () => {
  for (const profile of ["rfc9309", "google"] as const)
    it(`profile ${profile}: full / partial / none / explicit-allow as isAllowed says`, () => {
      const knobs: CensusKnobs = { access: "rfc9309", profile };
      fc.assert(
        fc.property(file, (text) => {
          check(text, knobs, "GPTBot");
          check(text, knobs, "Googlebot");
        }),
        parameters(3),
      );
    });
});
