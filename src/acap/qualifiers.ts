// ACAP-1 §2.5 and Annex A: turns a raw qualifier into a typed one, checking that its value
// has a form its name allows and that it applies to the usage type. What fails is kept as an
// `unknown` qualifier, so the §2.4.3 fallback treats the permission as not understood
// (a prohibition) rather than as an unrestricted permission.
import {
  ACAP_PRESENT_TYPES,
  type AcapQualifier,
  type AcapQualifierName,
  type AcapUsageType,
  type IncludeResource,
} from "./model.js";
import type { RawQualifier, RawQualifierValue } from "./raw.js";

const PRESENT_ALL: readonly AcapUsageType[] = ["present", ...ACAP_PRESENT_TYPES];
const PRESENT_COPIES: readonly AcapUsageType[] = [
  "present",
  "present-original",
  "present-currentcopy",
  "present-oldcopy",
];

/** Annex A "Applicable usage type", with the prose of each cross-referenced section. */
export const QUALIFIER_USAGES: Readonly<Record<AcapQualifierName, readonly AcapUsageType[]>> = {
  "time-limit": ["index", "preserve", ...PRESENT_ALL], // §2.5.3.1, §2.5.4.1, §2.5.5.2
  "must-use-resource": [
    "index",
    "present",
    "present-snippet",
    "present-thumbnail",
    "present-oldsnippet",
    "present-oldthumbnail",
    "present-link",
  ], // §2.5.3.2, §2.5.5.3
  "max-length": ["present-snippet", "present-oldsnippet"], // §2.5.5.4
  "must-include-resource": ["present", "present-snippet", "present-oldsnippet"], // §2.5.5.6
  "prohibited-context": PRESENT_COPIES, // §2.5.5.7
  "prohibited-modification": PRESENT_COPIES, // §2.5.5.5
  "required-context": PRESENT_COPIES, // §2.5.5.8
  "target-condition": ["present"], // §2.5.5.9
  "usage-ref": ["other"], // §2.5.6.1
};

const SECTION: Readonly<Record<AcapQualifierName, string>> = {
  "time-limit": "§2.5.3.1",
  "must-use-resource": "§2.5.3.2",
  "max-length": "§2.5.5.4",
  "must-include-resource": "§2.5.5.6",
  "prohibited-context": "§2.5.5.7",
  "prohibited-modification": "§2.5.5.5",
  "required-context": "§2.5.5.8",
  "target-condition": "§2.5.5.9",
  "usage-ref": "§2.5.6.1",
};

const MODIFICATIONS = [
  "any",
  "format",
  "style",
  "appearance",
  "translation",
  "content",
  "annotation",
  "metadata",
  "structure",
  "plus-terms",
];
/** §2.5.5.5 values marked [V1.1]. */
const MODIFICATIONS_V11 = new Set(["appearance", "content", "metadata", "structure", "plus-terms"]);
const INCLUDE_ROLES = new Set(["extract", "credit", "link", "license-link", "registration-link"]);
const REFERENCE_ROLES = new Set(["link", "terms-link", "permission-link"]);

export interface TypedQualifier {
  readonly qualifier: AcapQualifier;
  /** Why the value or the usage does not fit (the qualifier became `unknown`). */
  readonly problem?: string;
  /** A [V1.1] feature this qualifier uses (§2.8), named for the diagnostic. */
  readonly v11?: string;
  /** The section that defines the qualifier, for diagnostics. */
  readonly section: string;
}

function isQualifierName(name: string): name is AcapQualifierName {
  return Object.hasOwn(QUALIFIER_USAGES, name);
}

function roleValue(
  raw: RawQualifier["value"],
  roles: ReadonlySet<string>,
): IncludeResource | undefined {
  if (raw.type === "role-locator" && roles.has(raw.role))
    return { kind: "role", role: raw.role, locator: raw.locator };
  if (raw.type === "word" && raw.text.toLowerCase() !== "plus-terms")
    return { kind: "uri", uri: raw.text };
  return undefined;
}

type QualifierBase = Pick<AcapQualifier, "text" | "line" | "column">;

/** Types one qualifier for `usage`; `text` is the qualifier as written. */
export function typeQualifier(
  raw: RawQualifier,
  usage: AcapUsageType,
  text: string,
  at: { line: number; column: number },
): TypedQualifier {
  const base = { text, line: at.line, column: at.column };
  const name = raw.name;
  if (!isQualifierName(name)) return unknownQualifier(raw, base, undefined, "§2.5 (Annex A)");
  const section = SECTION[name];
  if (!QUALIFIER_USAGES[name].includes(usage))
    return unknownQualifier(
      raw,
      base,
      `${name} does not apply to ${usage} (Annex A: ${QUALIFIER_USAGES[name].join(", ")})`,
      section,
    );
  return (
    typedValue(name, raw.value, base, section) ??
    unknownQualifier(raw, base, `"${text}" is not a value of ${name}`, section)
  );
}

/** A qualifier that cannot be used as written, kept as `unknown` (see the file comment). */
function unknownQualifier(
  raw: RawQualifier,
  base: QualifierBase,
  problem: string | undefined,
  section: string,
): TypedQualifier {
  const qualifier: AcapQualifier = {
    text: base.text,
    line: base.line,
    column: base.column,
    name: "unknown",
    qualifier: raw.name,
    value: base.text.slice(base.text.indexOf("=") + 1).trim(),
  };
  return problem !== undefined ? { qualifier, problem, section } : { qualifier, section };
}

/**
 * A typed qualifier: the properties written out, not `{ ...base, name, value }` — an object
 * literal that starts with a spread takes a slow path for every property after it on V8 11
 * (Node 20: ~0.9 µs each, 30× a literal), paid per qualifier of every ACAP line.
 */
function qualifier<N extends AcapQualifier["name"]>(
  base: QualifierBase,
  name: N,
  value: Extract<AcapQualifier, { name: N }>["value"],
): AcapQualifier {
  return { text: base.text, line: base.line, column: base.column, name, value } as AcapQualifier;
}

function typed(qualifier: AcapQualifier, section: string, v11?: string): TypedQualifier {
  return v11 ? { qualifier, section, v11 } : { qualifier, section };
}

/** The qualifier `name` with `value`, typed; undefined when the value is not one `name` takes. */
function typedValue(
  name: AcapQualifierName,
  value: RawQualifierValue,
  base: QualifierBase,
  section: string,
): TypedQualifier | undefined {
  const word = value.type === "word" ? value.text.toLowerCase() : undefined;
  switch (name) {
    case "time-limit":
      return timeLimit(value, word, base, section);
    case "must-use-resource":
      return mustUseResource(value, base, section);
    case "max-length":
      if (value.type !== "length") return undefined;
      return typed(qualifier(base, name, { count: value.count, unit: value.unit }), section);
    case "prohibited-modification":
      if (word === undefined || !MODIFICATIONS.includes(word)) return undefined;
      return typed(
        qualifier(base, name, word),
        section,
        MODIFICATIONS_V11.has(word) ? `prohibited-modification=${word}` : undefined,
      );
    case "must-include-resource":
      return mustIncludeResource(value, word, base, section);
    case "prohibited-context":
      if (word !== "within-user-frame") return undefined;
      return typed(qualifier(base, name, word), section);
    case "required-context":
      if (word !== "within-original-frame" && word !== "within-user-frame") return undefined;
      return typed(
        qualifier(base, name, word),
        section,
        word === "within-user-frame" ? "required-context=within-user-frame" : undefined,
      );
    case "target-condition":
      return targetCondition(value, base, section);
    case "usage-ref": {
      const resource = roleValue(value, REFERENCE_ROLES);
      return resource && typed(qualifier(base, name, resource), section, "usage-ref");
    }
  }
}

/** §2.5.3.1 */
function timeLimit(
  value: RawQualifierValue,
  word: string | undefined,
  base: QualifierBase,
  section: string,
): TypedQualifier | undefined {
  const name = "time-limit";
  if (value.type === "until-recrawled")
    return typed(qualifier(base, name, { kind: "until-recrawled" }), section);
  if (value.type === "until-date") {
    // §2.5.3.1 "a date in the specified ISO date format": one that exists.
    const { year, month, day } = value;
    const real = new Date(Date.UTC(year, month - 1, day));
    if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day) return undefined;
    const date = `${String(value.year).padStart(4, "0")}-${String(value.month).padStart(2, "0")}-${String(value.day).padStart(2, "0")}`;
    return typed(qualifier(base, name, { kind: "until-date", date }), section);
  }
  if (value.type === "days")
    return typed(qualifier(base, name, { kind: "days", days: value.days }), section);
  if (word === "plus-terms")
    return typed(qualifier(base, name, { kind: "plus-terms" }), section, "time-limit=plus-terms");
  return undefined;
}

/** §2.5.3.2: an extract of the page (the list forms are [V1.1]), a text or a URI. */
function mustUseResource(
  value: RawQualifierValue,
  base: QualifierBase,
  section: string,
): TypedQualifier | undefined {
  const name = "must-use-resource";
  if (value.type === "extract") {
    const list = value.by === "idlist" || value.by === "classlist" || value.by === "taglist";
    if (!list && value.names.length > 1) return undefined;
    return typed(
      qualifier(base, name, { kind: "extract", by: value.by, names: value.names }),
      section,
      list ? `the-acap:extract:${value.by}` : undefined,
    );
  }
  if (value.type === "text")
    return typed(
      qualifier(base, name, { kind: "text", text: decodePercent(value.text) }),
      section,
      "the-acap:text",
    );
  if (value.type === "word" && !value.text.toLowerCase().startsWith("the-acap:"))
    return typed(qualifier(base, name, { kind: "uri", uri: value.text }), section);
  return undefined;
}

/** §2.5.5.6: plus-terms, a resource in a role (some roles and the text: locator are [V1.1]), or a URI. */
function mustIncludeResource(
  value: RawQualifierValue,
  word: string | undefined,
  base: QualifierBase,
  section: string,
): TypedQualifier | undefined {
  const name = "must-include-resource";
  if (word === "plus-terms") return typed(qualifier(base, name, { kind: "plus-terms" }), section);
  // "the-acap:extract:id:lead" reads like must-use-resource's extract form: here it is the
  // role `extract` with an id/class/meta locator (§2.5.5.6).
  if (
    value.type === "extract" &&
    (value.by === "id" || value.by === "class" || value.by === "meta") &&
    value.names.length === 1
  )
    return typed(
      qualifier(base, name, {
        kind: "role",
        role: "extract",
        locator: { kind: value.by, value: value.names[0]! },
      }),
      section,
    );
  const resource = roleValue(value, INCLUDE_ROLES);
  if (!resource) return undefined;
  const v11 =
    resource.kind === "role" &&
    (resource.role === "license-link" || resource.role === "registration-link")
      ? `must-include-resource role ${resource.role}`
      : resource.kind === "role" && resource.locator.kind === "text"
        ? "must-include-resource text: locator"
        : undefined;
  return typed(qualifier(base, name, resource), section, v11);
}

/** §2.5.5.9 [V1.1] */
function targetCondition(
  value: RawQualifierValue,
  base: QualifierBase,
  section: string,
): TypedQualifier | undefined {
  if (value.type !== "condition") return undefined;
  // rulesref takes one URI, which may itself hold commas.
  const values = value.condition === "rulesref" ? [value.values.join(",")] : value.values;
  return typed(
    qualifier(base, "target-condition", { condition: value.condition, values }),
    section,
    "target-condition",
  );
}

/** §2.5.3.2 url-encoded-text-string; a malformed escape is kept as written. */
function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
