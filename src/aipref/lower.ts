// AI usage preferences in robots.txt: reads every Content-Usage (AIPREF-ATTACH §3) and
// Content-Signal line once, gives each group its own, and reports what a site owner should
// fix. The vocabulary (AIPREF-VOCAB §6.5) is read here too: the engine reads HTTP header
// values with the same function. The query side is src/aipref/content-usage.ts.
import type {
  ContentSignalRule,
  ContentSignals,
  ContentUsageRule,
  GroupAiPreferences,
  Preference,
  UsagePreferences,
} from "./model.js";
import { AIPREF_CATEGORIES } from "./model.js";
import type { ExtensionField, Group } from "../core/types.js";
import { parseRawAipref, parseRawPreference } from "./raw.js";
import type { DiagnosticSink } from "../core/diagnostics.js";

import { CONTENT_SIGNAL, CONTENT_USAGE } from "../rfc9309/vocabulary.js";

export { CONTENT_SIGNAL, CONTENT_USAGE };

export const ALL_UNKNOWN: UsagePreferences = Object.freeze({
  "train-ai": "unknown",
  "ai-use": "unknown",
  search: "unknown",
});

/** Labels of earlier vocabulary revisions (NOTES.md §1.1), which revision 08 ignores (§6.4). */
const LEGACY_LABELS: Readonly<Record<string, string>> = {
  tdm: "01",
  ai: "01",
  genai: "01",
  inference: "01",
  all: "02",
  "train-genai": "02 and -03",
  bots: "03 and -04",
  "ai-output": "04",
};

/** A finding about a preference value, at an offset in it. */
export interface PreferenceFinding {
  readonly severity: "warning" | "info";
  readonly code: string;
  readonly message: string;
  readonly offset: number;
  readonly spec: string;
}

export interface ReadPreference {
  readonly preferences: UsagePreferences;
  readonly valid: boolean;
  readonly findings: readonly PreferenceFinding[];
}

function isCategory(key: string): key is (typeof AIPREF_CATEGORIES)[number] {
  return (AIPREF_CATEGORIES as readonly string[]).includes(key);
}

/**
 * AIPREF-VOCAB §6.5: parse the value as a Dictionary; for each category, the Token `y` is
 * "allowed", the Token `n` "disallowed", anything else (absent, a String, a Boolean, another
 * Token) "unknown" — "All of these are not errors". A value that fails to parse leaves every
 * category unknown (§6.5.1, "This includes where keys include uppercase characters"). The
 * last of duplicate keys wins (RFC 9651 §4.2.2); parameters and unknown labels are ignored.
 */
export function readPreference(text: string): ReadPreference {
  const parsed = parseRawPreference(text);
  if (!parsed.ok) {
    // §6.5.1: "This includes where keys include uppercase characters".
    const upper = /[A-Z]/.test(text.charAt(parsed.offset));
    const message = `not an RFC 9651 Dictionary (${upper ? "an upper-case key" : parsed.message}); ignored: every category unknown`;
    return {
      preferences: ALL_UNKNOWN,
      valid: false,
      findings: [
        {
          severity: "warning",
          code: "content-usage-invalid",
          message,
          offset: parsed.offset,
          spec: "AIPREF-VOCAB §6.5.1",
        },
      ],
    };
  }
  const preferences: Record<string, Preference> = { ...ALL_UNKNOWN };
  const findings: PreferenceFinding[] = [];
  const last = new Map<string, (typeof parsed.value.members)[number]>();
  for (const member of parsed.value.members) last.set(member.key, member);
  for (const [key, member] of last) {
    if (isCategory(key)) {
      const value = member.value;
      const token =
        value?.type === "item" && value.bareItem.type === "token"
          ? value.bareItem.value
          : undefined;
      if (token === "y") preferences[key] = "allowed";
      else if (token === "n") preferences[key] = "disallowed";
      else
        findings.push({
          severity: "info",
          code: "content-usage-value-not-y-or-n",
          message: `"${key}" is not the Token y or n: unknown`,
          offset: member.start,
          spec: "AIPREF-VOCAB §6.5",
        });
      continue;
    }
    const revision = LEGACY_LABELS[key];
    findings.push(
      revision
        ? {
            severity: "warning",
            code: "content-usage-legacy-label",
            message: `"${key}" is a label of draft-ietf-aipref-vocab-${revision}, not of revision 08: ignored`,
            offset: member.start,
            spec: "AIPREF-VOCAB §6.4",
          }
        : {
            severity: "info",
            code: "content-usage-unknown-label",
            message: `"${key}" is not a category (train-ai, ai-use, search): ignored`,
            offset: member.start,
            spec: "AIPREF-VOCAB §6.4",
          },
    );
  }
  return { preferences: preferences as UsagePreferences, valid: true, findings };
}

function readContentUsage(field: ExtensionField, diagnostics: DiagnosticSink): ContentUsageRule {
  const raw = parseRawAipref("ContentUsageValue", field.value);
  // The grammar accepts every value (a value that is not a path is all preference).
  const path = raw.ok ? raw.value.path : null;
  const preference = raw.ok ? raw.value.preference : { value: field.value, start: 0 };
  const read = readPreference(preference.value);
  for (const finding of read.findings)
    diagnostics.add(
      finding.severity,
      finding.code,
      finding.message,
      field.line,
      field.column + preference.start + finding.offset,
      finding.spec,
    );
  return {
    pattern: path?.value ?? "",
    value: preference.value,
    preferences: read.preferences,
    valid: read.valid,
    text: field.text,
    line: field.line,
    column: field.column,
  };
}

/** Content Signals: keys and yes/no in any case; anything else is reported and ignored. */
export function readSignals(
  text: string,
  report: (code: string, message: string, offset: number) => void,
): ContentSignals | undefined {
  const raw = parseRawAipref("ContentSignalValue", text);
  if (!raw.ok) {
    report(
      "content-signal-invalid",
      `expected "use=yes|no" entries separated by commas (${raw.message}): ignored`,
      raw.offset,
    );
    return undefined;
  }
  const signals: Record<string, string> = {};
  for (const entry of raw.value.entries) {
    const key = entry.key.toLowerCase();
    const value = entry.value.toLowerCase();
    if (key === "use") signals.use = value;
    else if (
      (key === "search" || key === "ai-input" || key === "ai-train") &&
      (value === "yes" || value === "no")
    )
      // Several entries for one use in a line: the most restrictive ("no") stands.
      signals[key] = signals[key] === "no" ? "no" : value;
    else
      report(
        "content-signal-unknown",
        `"${entry.key}=${entry.value}" is not a Content Signal (search, ai-input, ai-train = yes|no; use=…): ignored`,
        entry.start,
      );
  }
  return signals as ContentSignals;
}

function readContentSignal(
  field: ExtensionField,
  diagnostics: DiagnosticSink,
): ContentSignalRule | undefined {
  const signals = readSignals(field.value, (code, message, offset) =>
    diagnostics.add(
      "warning",
      code,
      message,
      field.line,
      field.column + offset,
      "Content Signals Policy",
    ),
  );
  return signals && { signals, text: field.text, line: field.line, column: field.column };
}

export function isAiprefField(name: string): boolean {
  return name === CONTENT_USAGE || name === CONTENT_SIGNAL;
}

/** A rule set while its AI preferences are written. */
type Writing = Group & { aiPreferences?: GroupAiPreferences };

/** Gives each group the Content-Usage and Content-Signal lines inside it; reports the others. */
export function lowerAiPreferences(
  fields: readonly ExtensionField[],
  groups: readonly Group[],
  diagnostics: DiagnosticSink,
): void {
  const read = new Map<ExtensionField, ContentUsageRule | ContentSignalRule | undefined>();
  for (const field of fields)
    if (field.name === CONTENT_USAGE) read.set(field, readContentUsage(field, diagnostics));
    else if (field.name === CONTENT_SIGNAL) read.set(field, readContentSignal(field, diagnostics));
  if (read.size === 0) return;
  const inGroups = new Set<ExtensionField>();
  for (const group of groups as readonly Writing[]) {
    let contentUsage: ContentUsageRule[] | undefined;
    let contentSignals: ContentSignalRule[] | undefined;
    for (const field of group.fields) {
      if (!read.has(field)) continue;
      inGroups.add(field);
      const rule = read.get(field);
      if (rule && field.name === CONTENT_USAGE)
        (contentUsage ??= []).push(rule as ContentUsageRule);
      else if (rule) (contentSignals ??= []).push(rule as ContentSignalRule);
    }
    if (contentUsage || contentSignals)
      group.aiPreferences = {
        contentUsage: contentUsage ?? [],
        contentSignals: contentSignals ?? [],
      } satisfies GroupAiPreferences;
    if (contentSignals && !group.userAgents.some((agent) => agent.token === "*"))
      diagnostics.add(
        "info",
        "content-signal-not-global",
        `Content-Signal in a group for ${group.userAgents.map((a) => JSON.stringify(a.value)).join(", ")} reaches only those; the policy places it under "User-Agent: *"`,
        contentSignals[0]!.line,
        contentSignals[0]!.column,
        "Content Signals Policy",
      );
  }
  for (const field of read.keys())
    if (!inGroups.has(field))
      diagnostics.add(
        "warning",
        field.name === CONTENT_USAGE
          ? "content-usage-outside-group"
          : "content-signal-outside-group",
        `${field.name === CONTENT_USAGE ? "Content-Usage" : "Content-Signal"} before any User-agent line applies to no crawler`,
        field.line,
        field.column,
        field.name === CONTENT_USAGE ? "AIPREF-ATTACH §3" : "RFC 9309 §2.2.1",
      );
}
