// The "syntax" vectors of conformance/grammar/ whose ABNF answer robots-policy does not give,
// and why. The adapter's answer is the library's own judgement: the generated parser reads the
// text AND the library reports no error or warning about it (conformance/adapters/robots-policy/
// syntax-judge.ts). What stays here the library accepts silently or with an info note only, or
// is a production not judged (see syntax-judge.ts). The vectors keep the ABNF's answer;
// vectors-grammar.test.ts runs these as it.fails, so a change that closes a gap shows (the test
// then fails: remove the entry). Most are deliberate: the grammars are line-oriented and lenient
// (RFC 9309 §2.3.1.5), and the lowering reports only what changes how a file is read.

const VALUE_UA =
  'Value is any text up to the comment: which part of a user-agent value names the crawler is the lowering\'s (RFC 9309 §2.2.1), which notes such a value at info level only (user-agent-not-identifier, user-agent-not-token); the ABNF product-token is letters, "-" and "_", or "*".';
const VALUE_PATH =
  'Value is any text up to the comment, and the library warns (pattern-not-path) only about a value that does not start with "/" or "*"; an empty value, a leading "*", white space inside are read silently; the ABNF path-pattern starts with "/" and has no WS or controls.';
const CONTROLS =
  "Neither the grammar nor the lowering checks characters: controls pass silently in values and comments (RFC 9309 §2.3.1.5, use every parseable rule); UTF8-char-noctl excludes them.";

/** Vector id → why our parser does not give the ABNF's answer. */
export const DISAGREEMENTS: Readonly<Record<string, string>> = {
  "grammar/acap/resource-specification/empty-path":
    "PathPattern is one or more characters; relative-part admits path-empty.",
  "grammar/robots-2.0/version/major-3":
    'RobotVersion reads three integers; the ranges ("Valid numbers for this part are 1 and 2") are src/robots2/raw.ts\'s to check.',
  "grammar/robots-2.0/version/major-0":
    'RobotVersion reads three integers; the ranges ("Valid numbers for this part are 1 and 2") are src/robots2/raw.ts\'s to check.',
  "grammar/robots-txt/robotstxt/last-line-without-line-end":
    "RobotsTxt = BOM? Line (EOL Line)*: the last line needs no EOL (KOSTER-1996 §5.2, be liberal); the ABNF ends every line with EOL.",
  "grammar/robots-txt/startgroupline/no-line-end":
    "RobotsTxt = BOM? Line (EOL Line)*: the last line needs no EOL; the ABNF ends every line with EOL.",
  "grammar/robots-txt/startgroupline/two-tokens": VALUE_UA,
  "grammar/robots-txt/startgroupline/product-with-version": VALUE_UA,
  "grammar/robots-txt/product-token/digit-after-letters": VALUE_UA,
  "grammar/robots-txt/product-token/only-a-digit": VALUE_UA,
  "grammar/robots-txt/product-token/dot": VALUE_UA,
  "grammar/robots-txt/product-token/slash": VALUE_UA,
  "grammar/robots-txt/product-token/space-inside": VALUE_UA,
  "grammar/robots-txt/product-token/star-after-letters": VALUE_UA,
  "grammar/robots-txt/product-token/bracket-just-above-z": VALUE_UA,
  "grammar/robots-txt/product-token/backtick-just-above-underscore": VALUE_UA,
  "grammar/robots-txt/product-token/brace-just-above-z": VALUE_UA,
  "grammar/robots-txt/product-token/comma-just-below-hyphen": VALUE_UA,
  "grammar/robots-txt/product-token/non-ascii-letter": VALUE_UA,
  "grammar/robots-txt/identifier/digit": VALUE_UA,
  "grammar/robots-txt/rule/no-line-end":
    "RobotsTxt = BOM? Line (EOL Line)*: the last line needs no EOL; the ABNF ends every line with EOL.",
  "grammar/robots-txt/rule/path-starting-with-star": VALUE_PATH,
  "grammar/robots-txt/rule/two-paths": VALUE_PATH,
  "grammar/robots-txt/path-pattern/empty": VALUE_PATH,
  "grammar/robots-txt/path-pattern/star-first": VALUE_PATH,
  "grammar/robots-txt/path-pattern/space-inside": VALUE_PATH,
  "grammar/robots-txt/path-pattern/tab-inside": VALUE_PATH,
  "grammar/robots-txt/utf8-char-noctl/nul": CONTROLS,
  "grammar/robots-txt/utf8-char-noctl/x01": CONTROLS,
  "grammar/robots-txt/utf8-char-noctl/x1f": CONTROLS,
  "grammar/robots-txt/utf8-char-noctl/vertical-tab": CONTROLS,
  "grammar/robots-txt/utf8-char-noctl/form-feed": CONTROLS,
  "grammar/robots-txt/comment/control-character": CONTROLS,
  "grammar/robots-txt/comment/vertical-tab": CONTROLS,
  "grammar/robots-txt/comment/form-feed": CONTROLS,
  "grammar/robots-txt/comment/nul": CONTROLS,
};
