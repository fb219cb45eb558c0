// The "syntax" vectors of conformance/grammar/ whose ABNF answer robots-policy does not give,
// and why. The adapter's answer is the library's own judgement: the generated parser reads the
// text AND the library's strict lint (lintRobotsTxt with strict: true) reports no error or
// warning about it (conformance/adapters/robots-policy/syntax-judge.ts). What stays here the
// library accepts silently or with an info note only, or is a production not judged (see
// syntax-judge.ts). The vectors keep the ABNF's answer; vectors-grammar.test.ts runs these as
// it.fails, so a change that closes a gap shows (the test then fails: remove the entry). Most
// are deliberate: the grammars are line-oriented and lenient (RFC 9309 §2.3.1.5), and the
// lowering reports only what changes how a file is read; lint --strict reports the rest of
// RFC 9309's ABNF.

/** Vector id → why our parser does not give the ABNF's answer. */
export const DISAGREEMENTS: Readonly<Record<string, string>> = {
  "grammar/acap-2/acap-meta-tag-content/qualifier-on-prohibition":
    "MetaContent reads qualifiers on a prohibition so that the lowering can report them (ACAP-2 §2.2.4); the ABNF has none.",
  "grammar/acap-2/acap-meta-tag-content/local-usage":
    "MetaContent takes ACAP-1 UsageName (local usages included); the ABNF permission has ACAP-usage-name only.",
  "grammar/acap-2/acap-meta-tag-content/leading-space":
    'MetaContent trims white space around the content (HTML attribute values); the ABNF starts with "ACAP".',
  "grammar/acap-2/acap-meta-tag-content/trailing-space":
    "MetaContent trims white space around the content; the ABNF ends at the usage name.",
  "grammar/acap-2/class-attribute-prohibition/local-usage":
    "ClassValue reads UsageName (local usages included) after disallow- too; the ABNF prohibition has ACAP-usage-name only.",
  "grammar/acap/acap-version/no-space-after-colon":
    'Colon = WSP* ":" WSP*: the ABNF asks 1*WSP after "ACAP-version:".',
  "grammar/acap/acap-version/space-before-colon":
    'Colon = WSP* ":" WSP*: the ABNF literal is "ACAP-version:" with no white space before the colon.',
  "grammar/acap/crawler-name/non-ascii":
    'CrawlerField reads any character but WSP and "#"; VCHAR-excluding-hash is ASCII only.',
  "grammar/acap/resource-specification/empty-path":
    "PathPattern is one or more characters; relative-part admits path-empty.",
  "grammar/acap/resource-specification/query":
    "PathPattern is any word (§2.9 patterns are matched on path and query); relative-part has no query.",
  "grammar/acap/resource-specification/colon-in-first-segment":
    'PathPattern is any word; relative-part (path-noscheme) forbids ":" in the first segment.',
  "grammar/acap/resource-specification/resource-set-without-name":
    'A "the-acap:resource-set:" without a name falls back to PathPattern (any word); as a relative-part its first segment has ":".',
  "grammar/acap/resource-specification/resource-set-digit-name":
    'A resource set name that is no name falls back to PathPattern (any word); as a relative-part its first segment has ":".',
  "grammar/acap/resource-specification/non-ascii":
    "PathPattern is any word; RFC 3986 pchar is ASCII (non-ASCII must be percent-encoded).",
  "grammar/acap/resource-specification/double-quote":
    "PathPattern is any word; RFC 3986 pchar has no DQUOTE.",
  "grammar/acap/resource-specification/percent-without-hex":
    "PathPattern is any word; RFC 3986 pct-encoded needs two hex digits.",
  "grammar/acap/usage-purpose-pattern-field/two-words":
    "UsagePurposeField reads words up to the comment (§2.3.3's own example has a space the PDF put there); the ABNF has one name or URI-pattern.",
  "grammar/acap/comment/non-ascii":
    'Trailer takes any character after "#"; comment = "#" *(WSP / VCHAR) is ASCII.',
  "grammar/acap/comment/control":
    'Trailer takes any character after "#"; comment = "#" *(WSP / VCHAR) has no control characters.',
};
