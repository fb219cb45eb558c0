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
export const DISAGREEMENTS: Readonly<Record<string, string>> = {};
