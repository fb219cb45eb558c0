// The public API contract (src/index.ts): misuse errors, string and Uint8Array input, the
// size limit, the shape of diagnostics and decisions, and "content never throws".
//
// DESIGN.md: "Content never throws. Any string or bytes given as robots.txt … yield a policy
// plus diagnostics (line, column, code, message, spec section). Only misuse of the API (not
// a string, an invalid URL, an unknown profile) throws, with a message that says what was
// expected."
import { prng } from "../support/prng.js";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_BYTES,
  PROFILES,
  parseRobotsTxt,
  type Diagnostic,
  type RobotsTxt,
} from "../../src/index.js";

const encoder = new TextEncoder();

function bytesOf(...parts: Array<string | number[]>): Uint8Array {
  const chunks = parts.map((p) => (typeof p === "string" ? encoder.encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function codes(robots: RobotsTxt): string[] {
  return robots.diagnostics.map((d) => d.code);
}

function expectWellFormed(d: Diagnostic): void {
  expect(["error", "warning", "info"]).toContain(d.severity);
  expect(d.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(typeof d.message).toBe("string");
  expect(d.message.length).toBeGreaterThan(0);
  expect(Number.isInteger(d.line) && d.line >= 1).toBe(true);
  expect(Number.isInteger(d.column) && d.column >= 1).toBe(true);
  expect(d.spec).toMatch(
    /^(RFC 9309 §\d|KOSTER-1996 §\d|google\/robotstxt |ROBOTS-2\.0 |Yandex |sitemaps\.org|ACAP-[12] §\d|APP-DIRECTIVES §\d|RFC 9651 §\d|RFC 911[01] §\d)/,
  );
}

// Misuse: the caller passes what the signature does not allow. `as never` lets the tests
// pass values the types forbid, as a JavaScript caller could.
describe("API misuse throws TypeError / RangeError naming what was expected", () => {
  it.each([
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
    ["an object", {}],
    ["an array", []],
    ["a boolean", true],
  ])(
    "parseRobotsTxt(%s) throws a TypeError naming string, ArrayBuffer and Uint8Array",
    (_name, content) => {
      expect(() => parseRobotsTxt(content as never)).toThrow(TypeError);
      expect(() => parseRobotsTxt(content as never)).toThrow(/string/);
      expect(() => parseRobotsTxt(content as never)).toThrow(/Uint8Array/);
      expect(() => parseRobotsTxt(content as never)).toThrow(/ArrayBuffer/);
    },
  );

  it.each([
    ["-1", -1],
    ["1.5", 1.5],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ['"100"', "100"],
  ])(
    "parseRobotsTxt(text, { maxBytes: %s }) throws a RangeError naming maxBytes",
    (_name, maxBytes) => {
      expect(() => parseRobotsTxt("User-agent: *", { maxBytes: maxBytes as never })).toThrow(
        RangeError,
      );
      expect(() => parseRobotsTxt("User-agent: *", { maxBytes: maxBytes as never })).toThrow(
        /maxBytes/,
      );
    },
  );

  const robots = parseRobotsTxt("User-agent: *\nDisallow: /x\n");

  it.each([
    ["'not a url'", "not a url"],
    ["the empty string", ""],
    ["a host without scheme 'example.com/x'", "example.com/x"],
    ["a relative path 'x/y'", "x/y"],
    ["a number", 42],
    ["null", null],
    ["undefined", undefined],
    ["an object", { href: "http://a/x" }],
  ])(
    "a url that is %s throws a TypeError naming url (isAllowed, decide, matchingLine)",
    (_name, url) => {
      expect(() => robots.isAllowed(url as never, "bot")).toThrow(TypeError);
      expect(() => robots.isAllowed(url as never, "bot")).toThrow(/url/);
      expect(() => robots.decide({ url: url as never, userAgent: "bot" })).toThrow(TypeError);
      expect(() => robots.matchingLine(url as never, "bot")).toThrow(TypeError);
    },
  );

  it.each([
    ['""', ""],
    ['"123"', "123"],
    ['"*"', "*"],
    ['"/bot"', "/bot"],
    ['"2.1" (a version, no name)', "2.1"],
    ["a number", 42],
    ["null", null],
    ["an empty array", []],
    ['an array holding ""', ["bot", ""]],
    ['an array holding "*"', ["*"]],
    ["an array holding a number", ["bot", 1]],
  ])(
    "a userAgent %s that names no crawler throws a TypeError naming userAgent",
    (_name, userAgent) => {
      expect(() => robots.isAllowed("/x", userAgent as never)).toThrow(TypeError);
      expect(() => robots.isAllowed("/x", userAgent as never)).toThrow(/userAgent/);
      expect(() => robots.decide({ url: "/x", userAgent: userAgent as never })).toThrow(TypeError);
      expect(() => robots.matchingLine("/x", userAgent as never)).toThrow(TypeError);
    },
  );

  it.each([["Google"], ["RFC9309"], [""], [1], [null]])(
    "profile %j throws a RangeError naming the known profiles",
    (profile) => {
      expect(() => robots.isAllowed("/x", "bot", { profile: profile as never })).toThrow(
        RangeError,
      );
      expect(() => robots.isAllowed("/x", "bot", { profile: profile as never })).toThrow(/rfc9309/);
      expect(() => robots.isAllowed("/x", "bot", { profile: profile as never })).toThrow(
        /koster1996/,
      );
      expect(() =>
        robots.decide({ url: "/x", userAgent: "bot", profile: profile as never }),
      ).toThrow(RangeError);
      expect(() => robots.matchingLine("/x", "bot", { profile: profile as never })).toThrow(
        RangeError,
      );
    },
  );

  it.each([
    ["null", null],
    ["a string", "/x"],
    ["a number", 3],
  ])("decide(%s) throws a TypeError", (_name, query) => {
    expect(() => robots.decide(query as never)).toThrow(TypeError);
  });

  it("misuse is detected even when the file has no rules at all", () => {
    const empty = parseRobotsTxt("");
    expect(() => empty.isAllowed("not a url", "bot")).toThrow(TypeError);
    expect(() => empty.isAllowed("/x", "123")).toThrow(TypeError);
    expect(() => empty.isAllowed("/x", "bot", { profile: "nope" as never })).toThrow(RangeError);
  });

  it("the accepted url forms: absolute URL string, URL object, path starting with '/'", () => {
    for (const url of [
      "/x",
      "/x?y",
      "http://example.com/x",
      "https://example.com:8443/x#f",
      new URL("http://example.com/x"),
    ])
      expect(robots.isAllowed(url, "bot"), String(url)).toBe(false);
    expect(robots.isAllowed("https://example.com", "bot")).toBe(true);
  });

  it("PROFILES lists exactly the four profiles, and the default is rfc9309", () => {
    expect([...PROFILES].sort()).toEqual(["google", "koster1996", "rfc9309", "robots2"]);
    expect(robots.decide({ url: "/x", userAgent: "bot" }).profile).toBe("rfc9309");
    expect(robots.decide({ url: "/x", userAgent: "bot", profile: "koster1996" }).profile).toBe(
      "koster1996",
    );
  });
});

describe("input as bytes (Uint8Array)", () => {
  const text = "# fict\nUser-agent: *\nDisallow: /org/plans.html\nAllow: /org/\nDisallow: /\n";

  it("UTF-8 bytes read exactly as the same string", () => {
    const fromBytes = parseRobotsTxt(encoder.encode(text));
    const fromString = parseRobotsTxt(text);
    expect(fromBytes.policy.groups).toEqual(fromString.policy.groups);
    expect(fromBytes.policy.records).toEqual(fromString.policy.records);
    expect(fromBytes.diagnostics).toEqual(fromString.diagnostics);
    expect(fromBytes.policy.source).toEqual(fromString.policy.source);
    expect(fromBytes.isAllowed("/org/about.html", "bot")).toBe(true);
    expect(fromBytes.isAllowed("/org/plans.html", "bot")).toBe(false);
  });

  it("a Uint8Array view into a larger buffer reads only its own bytes", () => {
    const whole = bytesOf("JUNK", text, "User-agent: *\nAllow: /\n");
    const view = new Uint8Array(whole.buffer, 4, encoder.encode(text).length);
    const robots = parseRobotsTxt(view);
    expect(robots.policy.groups).toEqual(parseRobotsTxt(text).policy.groups);
    expect(robots.policy.source.bytes).toBe(view.length);
  });

  it("a Node Buffer (a Uint8Array subclass) is accepted", () => {
    const robots = parseRobotsTxt(Buffer.from(text, "utf8"));
    expect(robots.isAllowed("/org/plans.html", "bot")).toBe(false);
  });

  it("non-ASCII UTF-8 in bytes is decoded (a rule with 'ツ' matches its URL)", () => {
    const robots = parseRobotsTxt(encoder.encode("User-agent: *\nDisallow: /ツ\n"));
    expect(robots.isAllowed("/%E3%83%84", "bot")).toBe(false);
    expect(codes(robots)).not.toContain("invalid-utf8");
  });

  it("RFC 9309 §2.2: invalid UTF-8 gives the 'invalid-utf8' diagnostic at its position; the rest still parses", () => {
    const robots = parseRobotsTxt(
      bytesOf("User-agent: *\nDisallow: /a", [0xff, 0xfe], "\nDisallow: /b\n"),
    );
    const d = robots.diagnostics.find((x) => x.code === "invalid-utf8");
    expect(d).toBeDefined();
    expectWellFormed(d!);
    expect(d!.line).toBe(2);
    expect(d!.column).toBe(13);
    expect(robots.isAllowed("/b", "bot")).toBe(false);
    expect(robots.isAllowed("/c", "bot")).toBe(true);
  });

  it.each([
    ["a truncated 3-octet sequence at the end", [0xe3, 0x83]],
    ["a lone continuation octet", [0x80]],
    ["an overlong encoding of '/'", [0xc0, 0xaf]],
    ["an encoded surrogate", [0xed, 0xa0, 0x80]],
  ])("RFC 9309 §2.2: %s is reported as 'invalid-utf8'", (_name, bad) => {
    const robots = parseRobotsTxt(bytesOf("User-agent: *\nDisallow: /x\n# ", bad));
    expect(codes(robots)).toContain("invalid-utf8");
    expect(robots.isAllowed("/x", "bot")).toBe(false);
  });

  it("negative: a literal U+FFFD (valid UTF-8: EF BF BD) is not reported as invalid UTF-8", () => {
    const robots = parseRobotsTxt(
      bytesOf("User-agent: *\n# replacement character: ", [0xef, 0xbf, 0xbd], "\nDisallow: /x\n"),
    );
    expect(codes(robots)).not.toContain("invalid-utf8");
  });

  it("negative: valid UTF-8 gives no 'invalid-utf8'", () => {
    expect(
      codes(parseRobotsTxt(encoder.encode("User-agent: *\nDisallow: /ä/ツ/😀\n"))),
    ).not.toContain("invalid-utf8");
  });

  it("RFC 9309 §2.2: a BOM at the start of the bytes is skipped: same groups, same positions, no diagnostic", () => {
    const withBom = parseRobotsTxt(bytesOf([0xef, 0xbb, 0xbf], text));
    const without = parseRobotsTxt(encoder.encode(text));
    expect(withBom.policy.groups).toEqual(without.policy.groups);
    expect(withBom.diagnostics).toEqual(without.diagnostics);
    expect(withBom.policy.source.bytes).toBe(without.policy.source.bytes + 3);
    expect(withBom.isAllowed("/org/plans.html", "bot")).toBe(false);
  });

  it("RFC 9309 §2.2: a BOM right before 'User-agent' on line 1 does not spoil the line", () => {
    const robots = parseRobotsTxt(bytesOf([0xef, 0xbb, 0xbf], "User-agent: FooBot\nDisallow: /\n"));
    expect(robots.isAllowed("/x", "FooBot")).toBe(false);
    expect(robots.policy.groups[0]?.userAgents[0]).toMatchObject({ value: "FooBot", line: 1 });
    expect(robots.diagnostics).toEqual([]);
  });

  it("RFC 9309 §2.2: a BOM in a string is skipped the same way", () => {
    const robots = parseRobotsTxt("\uFEFF" + text);
    expect(robots.policy.groups).toEqual(parseRobotsTxt(text).policy.groups);
  });
});

// RFC 9309 §2.5 (rfc9309-notes.md): "Crawlers should limit how much they parse; the limit
// must be at least 500 KiB. Content beyond the limit is ignored; what was parsed before it
// still applies."
describe("RFC 9309 §2.5 size limit (maxBytes)", () => {
  const head = "User-agent: *\nDisallow: /a\n";
  const text = head + "Disallow: /b\n";

  it("RFC 9309 §2.5: the default limit is 512,000 octets (at least 500 KiB)", () => {
    expect(DEFAULT_MAX_BYTES).toBe(512_000);
    expect(DEFAULT_MAX_BYTES).toBeGreaterThanOrEqual(500 * 1024);
  });

  it.each([
    ["a string", (s: string) => s],
    ["bytes", (s: string) => encoder.encode(s)],
  ])(
    "RFC 9309 §2.5: with %s, rules before the cut apply, rules after it are ignored, with 'size-limit'",
    (_name, as) => {
      const robots = parseRobotsTxt(as(text), { maxBytes: head.length });
      expect(robots.isAllowed("/a", "bot")).toBe(false);
      expect(robots.isAllowed("/b", "bot")).toBe(true);
      const d = robots.diagnostics.find((x) => x.code === "size-limit");
      expect(d).toBeDefined();
      expectWellFormed(d!);
      expect(d!.spec).toMatch(/^RFC 9309 §2\.5/);
      expect(robots.policy.source).toMatchObject({
        kind: "robots.txt",
        bytes: text.length,
        bytesRead: head.length,
      });
    },
  );

  it("RFC 9309 §2.5: content within the limit gives no 'size-limit'", () => {
    const robots = parseRobotsTxt(text, { maxBytes: text.length });
    expect(codes(robots)).not.toContain("size-limit");
    expect(robots.isAllowed("/b", "bot")).toBe(false);
    expect(robots.policy.source).toMatchObject({ bytes: text.length, bytesRead: text.length });
  });

  it("RFC 9309 §2.5: maxBytes 0 reads nothing: everything is allowed, and the cut is reported", () => {
    const robots = parseRobotsTxt(text, { maxBytes: 0 });
    expect(robots.isAllowed("/a", "bot")).toBe(true);
    expect(codes(robots)).toContain("size-limit");
    expect(robots.policy.source.bytesRead).toBe(0);
  });

  it("RFC 9309 §2.5: the default limit cuts a 600 kB file at 512,000 octets", () => {
    const padding = "# " + "x".repeat(97) + "\n"; // 100 octets a line
    const big = "User-agent: *\nDisallow: /early\n" + padding.repeat(6000) + "Disallow: /late\n";
    for (const input of [big, encoder.encode(big)]) {
      const robots = parseRobotsTxt(input);
      expect(robots.isAllowed("/early", "bot")).toBe(false);
      expect(robots.isAllowed("/late", "bot")).toBe(true);
      expect(codes(robots)).toContain("size-limit");
      expect(robots.policy.source.bytesRead).toBe(512_000);
      expect(robots.policy.source.bytes).toBe(encoder.encode(big).length);
    }
  }, 60_000);

  it("RFC 9309 §2.5: exactly 512,000 octets are read whole; 512,001 are cut", () => {
    const rule = "User-agent: *\nDisallow: /last\n";
    const exact = "#".repeat(512_000 - rule.length - 1) + "\n" + rule;
    expect(encoder.encode(exact).length).toBe(512_000);
    const whole = parseRobotsTxt(exact);
    expect(codes(whole)).not.toContain("size-limit");
    expect(whole.isAllowed("/last", "bot")).toBe(false);
    const over = parseRobotsTxt(exact + "x");
    expect(codes(over)).toContain("size-limit");
  });

  it("RFC 9309 §2.5: the limit counts UTF-8 octets of a string, never more than maxBytes are read", () => {
    const robots = parseRobotsTxt("User-agent: *\nDisallow: /ääääää\n", { maxBytes: 30 });
    expect(robots.policy.source.bytesRead).toBeLessThanOrEqual(30);
    expect(robots.policy.source.bytes).toBe(
      encoder.encode("User-agent: *\nDisallow: /ääääää\n").length,
    );
    expect(codes(robots)).toContain("size-limit");
  });
});

describe("diagnostics shape", () => {
  const messy = [
    "Disallow: /before-any-group", // rule-outside-group
    "User-agent: *",
    "Disallow", // invalid line
    "Disalow: /typo", // typo
    "Disallow /no-colon", // missing colon
    ": nothing", // invalid line
    "Unknown-field: x",
    `Disallow: /${"a".repeat(17000)}`, // line-too-long
  ].join("\n");
  const robots = parseRobotsTxt(messy);

  it("every diagnostic has severity, code, message, line, column and spec", () => {
    expect(robots.diagnostics.length).toBeGreaterThanOrEqual(5);
    for (const d of robots.diagnostics) expectWellFormed(d);
  });

  it("the diagnostics carry the codes of the problems in the file, on their lines", () => {
    const at = (code: string) =>
      robots.diagnostics.filter((d) => d.code === code).map((d) => d.line);
    expect(at("rule-outside-group")).toEqual([1]);
    expect(at("invalid-line")).toEqual([3, 6]);
    expect(at("line-too-long")).toEqual([8]);
    for (const line of [4, 5])
      expect(
        robots.diagnostics.some((d) => d.line === line),
        `line ${line}`,
      ).toBe(true);
  });

  it("robots.diagnostics is policy.diagnostics", () => {
    expect(robots.diagnostics).toEqual(robots.policy.diagnostics);
  });

  it("a clean file has no diagnostics", () => {
    expect(
      parseRobotsTxt(
        "User-agent: *\nDisallow: /x\nAllow: /x/y\n\nSitemap: https://example.com/s.xml\n",
      ).diagnostics,
    ).toEqual([]);
  });

  it("the policy is plain serialisable data", () => {
    const text = "User-agent: a\nDisallow: /x\nCrawl-Delay: 5\n\nUser-agent: *\nAllow: /\n";
    const policy = parseRobotsTxt(text).policy;
    expect(JSON.parse(JSON.stringify(policy))).toEqual(policy);
    expect(policy.source).toEqual({
      kind: "robots.txt",
      bytes: text.length,
      bytesRead: text.length,
      lineCount: 6,
    });
    expect(policy.groups[0]?.fields).toEqual([
      expect.objectContaining({ name: "crawl-delay", value: "5", line: 3 }),
    ]);
    expect(policy.groups[0]?.rules[0]).toMatchObject({
      kind: "disallow",
      usage: "crawl",
      pattern: "/x",
      text: "Disallow: /x",
      line: 2,
    });
    expect(policy.groups[0]?.userAgents[0]).toMatchObject({
      value: "a",
      token: "a",
      text: "User-agent: a",
      line: 1,
    });
  });
});

describe("decide() shape", () => {
  const robots = parseRobotsTxt("User-agent: FooBot\nDisallow: /x\n\nUser-agent: *\nAllow: /\n");

  it.each([
    ["matched-rule", "/x/1", "FooBot", false],
    ["no-matching-rule", "/y", "FooBot", true],
    ["robots-txt-always-allowed", "/robots.txt", "FooBot", true],
  ] as const)(
    "reason %s: allowed, profile, usage, agent, path, explanation; rule only for a matched rule",
    (reason, url, userAgent, allowedValue) => {
      // google/robotstxt has no implicit allow of /robots.txt: there the * group's "Allow: /" decides it.
      for (const profile of PROFILES.filter(
        (p) => reason !== "robots-txt-always-allowed" || p !== "google",
      )) {
        const d = robots.decide({ url, userAgent, profile });
        expect(d.reason).toBe(reason);
        expect(d.allowed).toBe(allowedValue);
        expect(d.profile).toBe(profile);
        expect(d.usage).toBe("crawl");
        expect(d.agent).toBe("foobot");
        expect(d.path).toBe(url);
        expect(typeof d.explanation).toBe("string");
        expect(d.explanation.length).toBeGreaterThan(0);
        expect(d.rule !== undefined).toBe(reason === "matched-rule");
        expect(d.group?.lines).toEqual([1]);
      }
    },
  );

  it("reason no-matching-group: neither rule nor group", () => {
    const d = parseRobotsTxt("User-agent: FooBot\nDisallow: /\n").decide({
      url: "/x",
      userAgent: "BarBot",
    });
    expect(d.reason).toBe("no-matching-group");
    expect(d.allowed).toBe(true);
    expect(d.rule).toBeUndefined();
    expect(d.group).toBeUndefined();
  });
});

describe("decide() explanation names each User-agent value once (RFC 9309 §2.2.1 merged groups)", () => {
  it("merged groups of one value are named once; past eight values, how many more", () => {
    const stars = parseRobotsTxt("User-agent: *\nDisallow: /a\n\n".repeat(5000));
    const merged = stars.decide({ url: "/b", userAgent: "bot" });
    expect(merged.explanation).toBe('no rule in the group for "*" matches /b, so it is allowed');
    expect(merged.group?.lines).toHaveLength(5000);
    // Ten values that name "bot" (RFC 9309 §2.2.1: case-insensitive; a version is not part of the token).
    const values = ["bot", "Bot", "BOT", "bOt", "boT", "BOt", "bOT", "BoT", "bot/1.0", "Bot/2.0"];
    const groups = values.map((value, i) => `User-agent: ${value}\nDisallow: /x${i}\n`);
    const many = parseRobotsTxt(groups.join("\n")).decide({ url: "/y", userAgent: "bot" });
    expect(many.explanation).toBe(
      'no rule in the group for "bot", "Bot", "BOT", "bOt", "boT", "BOt", "bOT", "BoT" and 2 more matches /y, so it is allowed',
    );
    expect(many.group?.userAgents).toEqual(values);
  });
});

describe("content never throws", () => {
  const random = prng(20240501);
  const pieces = [
    "\r",
    "\n",
    "\r\n",
    "#",
    ":",
    "*",
    "$",
    "%",
    "%2",
    "%41",
    "%zz",
    "/",
    " ",
    "\t",
    "?",
    "=",
    "&",
    "ä",
    "ツ",
    "😀",
    "\ud800",
    "\udc00",
    "\u0000",
    "\u007f",
    "\uFEFF",
    "<html>",
    "User-agent",
    "user agent",
    "Disallow",
    "disalow",
    "Allow",
    "Sitemap",
    "Crawl-delay",
    "bot",
    "*",
    "a",
    "Z",
  ];
  const texts: string[] = [];
  for (let i = 0; i < 300; i++) {
    let text = "";
    const n = Math.floor(random() * 60);
    for (let j = 0; j < n; j++) text += pieces[Math.floor(random() * pieces.length)];
    texts.push(text);
  }
  const binaries: Uint8Array[] = [];
  for (let i = 0; i < 100; i++) {
    const b = new Uint8Array(Math.floor(random() * 200));
    for (let j = 0; j < b.length; j++) b[j] = Math.floor(random() * 256);
    binaries.push(b);
  }
  const paths = ["/", "/a", "/bot/ä?x=*$", "/robots.txt", "/%2A%24%zz"];

  function exercise(robots: RobotsTxt): void {
    for (const d of robots.diagnostics) expectWellFormed(d);
    for (const profile of PROFILES)
      for (const url of paths) {
        const d = robots.decide({ url, userAgent: "bot/1.0", profile });
        expect(robots.isAllowed(url, "bot/1.0", { profile })).toBe(d.allowed);
        expect(robots.matchingLine(url, "bot/1.0", { profile })).toBe(d.rule?.line ?? 0);
        if (d.rule) expect(d.rule.line).toBeLessThanOrEqual(robots.policy.source.lineCount);
      }
  }

  it("300 pseudo-random strings with \\r, \\n, #, :, *, $, %, non-ASCII and lone surrogates: no exception, consistent answers", () => {
    for (const text of texts) exercise(parseRobotsTxt(text));
  }, 60_000);

  it("the same 300 strings as UTF-8 bytes, and with a small maxBytes", () => {
    for (const text of texts) {
      exercise(parseRobotsTxt(encoder.encode(text)));
      exercise(parseRobotsTxt(text, { maxBytes: 17 }));
      exercise(parseRobotsTxt(encoder.encode(text), { maxBytes: 17 }));
    }
  }, 60_000);

  it("100 pseudo-random binary inputs (invalid UTF-8 almost everywhere)", () => {
    let reported = 0;
    for (const bytes of binaries) {
      const robots = parseRobotsTxt(bytes);
      exercise(robots);
      if (codes(robots).includes("invalid-utf8")) reported++;
    }
    // random octets are almost never valid UTF-8 beyond a few bytes
    expect(reported).toBeGreaterThan(80);
  }, 60_000);
});
