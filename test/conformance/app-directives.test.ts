// APP-DIRECTIVES: M. Nottingham, "Application Directives in robots.txt", draft-nottingham-plan-b
// (test/fixtures/specs/003_0db683ab104e018a.txt). The spec's answers (which directives an
// application finds for a URL, as the list members are written) live in
// conformance/app-directives/ and run in vectors-extensions.test.ts. This file keeps what a
// vector cannot express: the directives' typed values (RFC 9651 bare items) and how repeated
// parameters combine, the rule and group that decided, the parsed rules, diagnostics with their
// columns, crawling beside the directives, the library's reading of an open case, misuse errors
// and robustness. Each block quotes the sentence it tests; the draft's examples are verbatim.
import { describe, expect, it } from "vitest";
import {
  parseRobotsTxt,
  type AppDirectives,
  type BareItem,
  type RobotsTxt,
} from "../../src/index.js";
import { prng } from "../support/prng.js";

function directives(
  robots: RobotsTxt,
  app: string,
  url: string,
  productToken?: string,
): Record<string, BareItem> | undefined {
  const found = robots.appDirectives({
    app,
    url,
    ...(productToken !== undefined ? { productToken } : {}),
  });
  return found && Object.fromEntries(found);
}

/** The App-Directives diagnostics (a group with no Allow/Disallow also gets KOSTER-1996's record-without-rules). */
function appDiagnostics(robots: RobotsTxt) {
  return robots.diagnostics.filter((d) => d.code.startsWith("app-directives"));
}

function codes(robots: RobotsTxt): string[] {
  return appDiagnostics(robots).map((d) => d.code);
}

const FALSE: BareItem = { type: "boolean", value: false };
const TRUE: BareItem = { type: "boolean", value: true };
const token = (value: string): BareItem => ({ type: "token", value });
const integer = (value: number): BareItem => ({ type: "integer", value });

describe("APP-DIRECTIVES §1 Introduction", () => {
  // "a site might wish to express that it does not want ExampleSearch to use its content with
  // ExampleSearch's new "Widgets" feature … the site can express this in its robots.txt file:"
  const robots = parseRobotsTxt(
    "User-Agent: *\nAllow: /\nApp-Directives: examplesearch;widgets=?0\n",
  );

  it("the widgets example: examplesearch gets widgets=?0 (Boolean false) on every path", () => {
    for (const url of ["/", "https://example.com/a/b?c", "/deep/path.html"]) {
      expect(directives(robots, "examplesearch", url, "ExampleSearch")).toEqual({ widgets: FALSE });
      expect(directives(robots, "examplesearch", url)).toEqual({ widgets: FALSE });
    }
    expect(robots.diagnostics).toEqual([]);
  });

  it("the result says which rule and group decided", () => {
    const found = robots.appDirectives({
      app: "examplesearch",
      productToken: "ExampleSearch",
      url: "/x",
    }) as AppDirectives;
    expect(found.app).toBe("examplesearch");
    expect(found.pattern).toBe("");
    expect(found.userAgents).toEqual(["*"]);
    expect(found.rules.map((r) => [r.line, r.column, r.text])).toEqual([
      [3, 17, "App-Directives: examplesearch;widgets=?0"],
    ]);
  });

  // §2.1: "their presence or absence does not communicate or imply anything about the
  // behaviour of other applications, and likewise makes no statements about the behavior of crawlers."
  it("other applications get nothing, and crawling is unaffected", () => {
    expect(directives(robots, "someothersearch", "/")).toBeUndefined();
    expect(robots.isAllowed("/anything", "ExampleSearch")).toBe(true);
  });
});

describe("APP-DIRECTIVES §1.3 Interaction with the User-Agent Line", () => {
  // "Here, directives for SomeOtherSearch are limited to content retrieved by the
  // ExampleSearch crawler, and so are unlikely to be applied by SomeOtherSearch."
  const robots = parseRobotsTxt(
    "User-Agent: ExampleSearch/1.0\nAllow: /\nApp-Directives: someothersearch;foo=bar\n",
  );

  it("the nonsensical example is reported: App-Directives belong in the '*' group (RECOMMENDED)", () => {
    const warning = robots.diagnostics.find((d) => d.code === "app-directives-not-global");
    expect(warning).toMatchObject({
      severity: "warning",
      line: 3,
      column: 17,
      spec: "APP-DIRECTIVES §1.3",
    });
  });

  it("a '*' group raises no such warning", () => {
    expect(codes(parseRobotsTxt("User-Agent: *\nApp-Directives: a;x\n"))).not.toContain(
      "app-directives-not-global",
    );
    expect(
      codes(parseRobotsTxt("User-Agent: bot\nUser-Agent: *\nApp-Directives: a;x\n")),
    ).not.toContain("app-directives-not-global");
  });
});

describe("APP-DIRECTIVES §2 The App-Directives robots.txt Extension", () => {
  // "When multiple app-directive-rules with the same (character-for-character) path-pattern
  // are present in a group, their app-directives are combined … As a result, this group: …
  // is equivalent to this group:"
  const twoLines = parseRobotsTxt(
    "User-Agent: *\nAllow: /\nApp-Directives: examplesearch;widgets=?0\nApp-Directives: someothersearch;foo=bar\n",
  );
  const oneLine = parseRobotsTxt(
    "User-Agent: *\nAllow: /\nApp-Directives: examplesearch;widgets=?0,someothersearch;foo=bar\n",
  );

  it("the two-line group is equivalent to the one-line group, for both applications", () => {
    for (const app of ["examplesearch", "someothersearch"])
      for (const url of ["/", "/x/y"])
        expect(directives(twoLines, app, url)).toEqual(directives(oneLine, app, url));
    expect(directives(oneLine, "examplesearch", "/")).toEqual({ widgets: FALSE });
    expect(directives(oneLine, "someothersearch", "/")).toEqual({ foo: token("bar") });
  });

  it("combined rules: the members of every line with the same pattern, in order; a repeated directive takes the last value", () => {
    const robots = parseRobotsTxt(
      "User-Agent: *\nApp-Directives: /a app;x=1;y=2\nApp-Directives: /b app;x=9\nApp-Directives: /a app;x=3;z\n",
    );
    const found = robots.appDirectives({ app: "app", url: "/a/1" })!;
    expect([...found]).toEqual([
      ["x", integer(3)],
      ["y", integer(2)],
      ["z", TRUE],
    ]);
    expect(found.rules.map((r) => r.line)).toEqual([2, 4]);
  });

  it('"app-directive" (the ABNF) and "App-Directives" (the examples) are both the rule, in any case', () => {
    for (const name of ["App-Directives", "app-directive", "APP-DIRECTIVE", "app-DIRECTIVES"]) {
      const robots = parseRobotsTxt(`User-Agent: *\n${name}: app;on\n`);
      expect(directives(robots, "app", "/"), name).toEqual({ on: TRUE });
      expect(codes(robots), name).toEqual([]);
    }
  });

  describe("splitting the path from the List", () => {
    it("a first word starting with / is always the path", () => {
      const robots = parseRobotsTxt("User-Agent: *\nApp-Directives: /path app;x=1\n");
      expect(robots.policy.groups[0]!.appDirectives[0]!.pattern).toBe("/path");
      expect(directives(robots, "app", "/path/x")).toEqual({ x: integer(1) });
      expect(directives(robots, "app", "/other")).toBeUndefined();
    });

    it("a first word starting with * is a Token when the whole value is a List (*;x=1 names the application *)", () => {
      const robots = parseRobotsTxt("User-Agent: *\nApp-Directives: *;x=1\n");
      expect(robots.policy.groups[0]!.appDirectives[0]!.pattern).toBe("");
      expect(directives(robots, "*", "/anything")).toEqual({ x: integer(1) });
    });

    it("…and a path when it is not (*.pdf$ app;x=1)", () => {
      const robots = parseRobotsTxt("User-Agent: *\nApp-Directives: *.pdf$ app;x=1\n");
      expect(robots.policy.groups[0]!.appDirectives[0]!.pattern).toBe("*.pdf$");
      expect(directives(robots, "app", "/docs/a.pdf")).toEqual({ x: integer(1) });
      expect(directives(robots, "app", "/docs/a.pdf.html")).toBeUndefined();
    });

    it("a path alone, with no List, is malformed", () => {
      const robots = parseRobotsTxt("User-Agent: *\nApp-Directives: /path\n");
      expect(appDiagnostics(robots)).toMatchObject([{ code: "app-directives-invalid", line: 2 }]);
    });
  });

  it("a # after the List starts a comment; inside a String it is text", () => {
    const robots = parseRobotsTxt('User-Agent: *\nApp-Directives: app;s="x#y";n=1 # a comment\n');
    expect(directives(robots, "app", "/")).toEqual({
      s: { type: "string", value: "x#y" },
      n: integer(1),
    });
    expect(appDiagnostics(robots)).toEqual([]);
  });

  it("directive values are typed as RFC 9651 bare items", () => {
    const robots = parseRobotsTxt(
      'User-Agent: *\nApp-Directives: app;i=-42;d=1.5;s="a \\"q\\"";t=tok/1;b=:aGk=:;on;off=?0;at=@1700000000;ds=%"f%c3%bc"\n',
    );
    expect(directives(robots, "app", "/")).toEqual({
      i: integer(-42),
      d: { type: "decimal", value: 1.5 },
      s: { type: "string", value: 'a "q"' },
      t: token("tok/1"),
      b: { type: "byte-sequence", value: new Uint8Array([0x68, 0x69]) },
      on: TRUE,
      off: FALSE,
      at: { type: "date", value: 1700000000 },
      ds: { type: "display-string", value: "fü" },
    });
  });

  describe("a malformed App-Directives line is reported and ignored; nothing else changes (RFC 9651 §4.2)", () => {
    const cases: [string, number][] = [
      ["app;x=", 23],
      ["app,", 21],
      ["app;X=1", 21],
      ['app;s="unterminated', 36], // the end of the value: no closing quote
      ["app;x=1.2345", 24], // the ".": four fraction digits do not make a Decimal
      ["app;x=1 extra", 25],
      ["app;b=:a=b:", 26], // "=" only pads the end of base64
    ];
    for (const [value, column] of cases)
      it(JSON.stringify(value), () => {
        const robots = parseRobotsTxt(
          `User-Agent: *\nDisallow: /private/\nApp-Directives: ${value}\nApp-Directives: /ok app;good\n`,
        );
        expect(robots.diagnostics).toEqual([
          expect.objectContaining({
            severity: "warning",
            code: "app-directives-invalid",
            line: 3,
            column,
            spec: "RFC 9651 §4.2",
          }),
        ]);
        expect(robots.policy.groups[0]!.appDirectives.map((r) => r.line)).toEqual([4]);
        expect(directives(robots, "app", "/ok")).toEqual({ good: TRUE });
        expect(directives(robots, "app", "/other")).toBeUndefined();
        expect(robots.isAllowed("/private/x", "bot")).toBe(false);
        expect(robots.isAllowed("/public", "bot")).toBe(true);
      });
  });

  it('"Each member of the list is a Token": other members are reported, the Token members still apply', () => {
    const robots = parseRobotsTxt('User-Agent: *\nApp-Directives: "str";x=1, app;y=2, (a b), 7\n');
    expect(appDiagnostics(robots).map((d) => [d.code, d.column, d.spec])).toEqual([
      ["app-directives-member-not-token", 17, "APP-DIRECTIVES §2"],
      ["app-directives-member-not-token", 37, "APP-DIRECTIVES §2"],
      ["app-directives-member-not-token", 44, "APP-DIRECTIVES §2"],
    ]);
    expect(directives(robots, "app", "/")).toEqual({ y: integer(2) });
  });

  it("rule =/ app-directive: App-Directives before any User-agent line belongs to no group", () => {
    const robots = parseRobotsTxt("App-Directives: app;x=1\nUser-Agent: *\nAllow: /\n");
    expect(appDiagnostics(robots)).toMatchObject([
      { code: "app-directives-outside-group", line: 1, spec: "APP-DIRECTIVES §2" },
    ]);
    expect(directives(robots, "app", "/")).toBeUndefined();
  });

  it("rule =/ app-directive: a User-agent line after an App-Directives line starts a new group", () => {
    const robots = parseRobotsTxt(
      "User-Agent: a\nApp-Directives: app;x=1\nUser-Agent: *\nApp-Directives: app;x=2\n",
    );
    expect(robots.policy.groups.map((g) => g.userAgents.map((u) => u.value))).toEqual([
      ["a"],
      ["*"],
    ]);
    expect(directives(robots, "app", "/", "a")).toEqual({ x: integer(1) });
    expect(directives(robots, "app", "/", "b")).toEqual({ x: integer(2) });
  });
});

describe("APP-DIRECTIVES §2.1 Applying Application Directives", () => {
  // "an application MUST merge identical groups … and choose either the (possibly merged)
  // group that matches its registered product token. If there is no matching group, the
  // application MUST use the (possibly merged) group identified with "*"."
  const robots = parseRobotsTxt(
    [
      "User-Agent: *",
      "App-Directives: examplesearch;widgets=?0;from-star",
      "",
      "User-Agent: ExampleSearch",
      "App-Directives: examplesearch;widgets=?1",
      "",
      "User-Agent: other",
      "Disallow: /",
      "",
      "User-Agent: examplesearch",
      "App-Directives: /news/ examplesearch;snippet=100",
      "",
      "User-Agent: QuietBot",
      "Allow: /",
      "",
    ].join("\n"),
  );

  it("merged groups of the product token (matched case-insensitively, from a whole user-agent string)", () => {
    const found = robots.appDirectives({
      app: "examplesearch",
      productToken: "ExampleSearch/2.0",
      url: "/news/1",
    })!;
    expect(Object.fromEntries(found)).toEqual({ snippet: integer(100) });
    expect(found.userAgents).toEqual(["ExampleSearch", "examplesearch"]);
    expect(directives(robots, "examplesearch", "/about", "examplesearch")).toEqual({
      widgets: TRUE,
    });
  });

  // "an application MUST use those associated with the longest matching path-pattern, using
  // the same path prefix matching rules as defined for Allow and Disallow. That is, the path
  // prefix length is determined by counting the number of bytes in the encoded path."
  describe("the longest matching path pattern", () => {
    const paths = parseRobotsTxt(
      [
        "User-Agent: *",
        "App-Directives: app;level=0",
        "App-Directives: / app;level=1",
        "App-Directives: /a/ app;level=2",
        "App-Directives: /a/b/ app;level=3",
        "App-Directives: /a/*.pdf$ app;level=4",
        "App-Directives: /ü/ app;level=5",
        "App-Directives: /%7Ejoe/ app;level=6",
        "App-Directives: /a/b/c/d/e/f/g/ other;level=9",
      ].join("\n"),
    );
    const level = (url: string) =>
      (directives(paths, "app", url)?.["level"] as { value: number } | undefined)?.value;

    // The levels the longest match gives: conformance/app-directives/2.1.json (levels-*). Kept
    // here: the library's reading where the longest rule names only another application, a case
    // the text leaves open (vector app-directives/2.1/longest-rule-names-other-app).
    it("/a/b/c/d/e/f/g/h → level 3 (the longer rule names only another application)", () =>
      expect(level("/a/b/c/d/e/f/g/h")).toBe(3));

    it("the decision names the pattern", () => {
      expect(paths.appDirectives({ app: "app", url: "/a/b/x.pdf" })!.pattern).toBe("/a/*.pdf$");
      expect(paths.appDirectives({ app: "app", url: "/z" })!.pattern).toBe("/");
    });
  });

  // "The ordering of rules in a group carries no semantics. Thus, app-directives rules can be
  // interleaved with other rules (including Allow and Disallow) without any change in their meaning."
  it("interleaving with Allow/Disallow changes neither the directives nor the crawl decisions", () => {
    const plain = parseRobotsTxt("User-Agent: *\nDisallow: /private/\nAllow: /private/ok\n");
    const lines = [
      "Disallow: /private/",
      "App-Directives: /private/ app;p",
      "Allow: /private/ok",
      "App-Directives: app;all",
    ];
    const orders = [
      lines,
      [lines[1], lines[0], lines[3], lines[2]],
      [lines[3], lines[2], lines[1], lines[0]],
    ];
    for (const order of orders) {
      const robots = parseRobotsTxt(`User-Agent: *\n${order.join("\n")}\n`);
      for (const url of ["/", "/private/x", "/private/ok"])
        expect(robots.isAllowed(url, "bot"), url).toBe(plain.isAllowed(url, "bot"));
      expect(directives(robots, "app", "/private/x")).toEqual({ p: TRUE });
      expect(directives(robots, "app", "/public")).toEqual({ all: TRUE });
    }
  });

  it("two different patterns of the same length that both match are combined in file order", () => {
    const robots = parseRobotsTxt(
      "User-Agent: *\nApp-Directives: /ab app;x=1;y=1\nApp-Directives: /a* app;x=2\n",
    );
    expect(directives(robots, "app", "/abc")).toEqual({ x: integer(2), y: integer(1) });
  });

  it("misuse: app missing or empty, or a URL that is neither absolute nor a path, is a TypeError", () => {
    const robots = parseRobotsTxt("User-Agent: *\nApp-Directives: app;x\n");
    expect(() => robots.appDirectives({ app: "", url: "/" })).toThrow(TypeError);
    expect(() => robots.appDirectives({ url: "/" } as never)).toThrow(/app: expected/);
    expect(() => robots.appDirectives({ app: "app", url: "relative/path" })).toThrow(TypeError);
    expect(() => robots.appDirectives(undefined as never)).toThrow(TypeError);
  });
});

describe("APP-DIRECTIVES content never throws", () => {
  it("3,000 random App-Directives values: each line is used or reported at a column inside the line", () => {
    const random = prng(9651);
    const alphabet = [
      "a",
      "z",
      "*",
      "/",
      ";",
      "=",
      ",",
      " ",
      "\t",
      '"',
      "\\",
      ":",
      "?",
      "0",
      "1",
      "9",
      "@",
      "%",
      "(",
      ")",
      ".",
      "-",
      "#",
      "$",
      "ü",
      "X",
    ];
    for (let i = 0; i < 3000; i++) {
      let value = "";
      const length = Math.floor(random() * 24);
      for (let c = 0; c < length; c++) value += alphabet[Math.floor(random() * alphabet.length)];
      const line = `App-Directives: ${value}`;
      const robots = parseRobotsTxt(`User-Agent: *\n${line}\n`);
      const used = robots.policy.groups[0]!.appDirectives.length;
      const reported = robots.diagnostics.filter((d) => d.code === "app-directives-invalid");
      expect(used + reported.length, JSON.stringify(value)).toBe(1);
      for (const d of reported)
        expect(d.column >= 17 && d.column <= line.length + 1, JSON.stringify(value)).toBe(true);
      expect(() => robots.appDirectives({ app: "a", url: "/a/b" })).not.toThrow();
    }
  }, 60_000);
});
