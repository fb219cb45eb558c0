// Shared test data: the KOSTER-1996 §3.2.2 example table, exactly as the draft prints it.

/** Record path, URL path, and whether they match ("Matches" column). */
export const TABLE_3_2_2: ReadonlyArray<
  readonly [recordPath: string, urlPath: string, matches: boolean]
> = [
  ["/tmp", "/tmp", true],
  ["/tmp", "/tmp.html", true],
  ["/tmp", "/tmp/a.html", true],
  ["/tmp/", "/tmp", false],
  ["/tmp/", "/tmp/", true],
  ["/tmp/", "/tmp/a.html", true],
  ["/a%3cd.html", "/a%3cd.html", true],
  ["/a%3Cd.html", "/a%3cd.html", true],
  ["/a%3cd.html", "/a%3Cd.html", true],
  ["/a%3Cd.html", "/a%3Cd.html", true],
  ["/a%2fb.html", "/a%2fb.html", true],
  ["/a%2fb.html", "/a/b.html", false],
  ["/a/b.html", "/a%2fb.html", false],
  ["/a/b.html", "/a/b.html", true],
  ["/%7ejoe/index.html", "/~joe/index.html", true],
  ["/~joe/index.html", "/%7Ejoe/index.html", true],
];
