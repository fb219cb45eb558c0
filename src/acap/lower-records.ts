// ACAP-1 §2.3: the records. A record starts at its ACAP-crawler lines (§2.3.1) and holds either
// one ACAP-permissions-reference (§2.3.2) or permission fields (§2.4) and action requests
// (§2.6); ACAP-usage-purpose lines (§2.3.3) open a sub-record for the permissions after them.
// Also ACAP-ignore-conventional-records (§2.10.1), which must precede the other ACAP fields.
import type {
  AcapActionRequest,
  AcapCrawler,
  AcapPermission,
  AcapPermissionsReference,
  AcapRecord,
  AcapSubRecord,
  AcapUsagePurpose,
} from "./model.js";
import type { AcapLine, FieldOf, LoweringContext } from "./lower-context.js";
import { permissionOf } from "./lower-permissions.js";

/** The fields that belong to the record they stand in. */
type RecordField = FieldOf<
  "permissions-reference" | "usage-purpose" | "permission" | "action-request"
>;

interface RecordInProgress {
  line: number;
  column: number;
  crawlers: AcapCrawler[];
  permissionsReference?: AcapPermissionsReference;
  permissions: AcapPermission[];
  actionRequests: AcapActionRequest[];
  subRecords: {
    line: number;
    column: number;
    purposes: AcapUsagePurpose[];
    permissions: AcapPermission[];
  }[];
  /** Any field after the crawler lines (the next ACAP-crawler starts a new record). */
  hasFields: boolean;
  hasAnyCrawler: boolean;
}

/** The records pass: its records so far and what §2.2.1 / §2.10.1 need to know. */
interface RecordsPass {
  readonly records: RecordInProgress[];
  current: RecordInProgress | undefined;
  /** An ACAP field other than ACAP-version, ACAP-crawler and ACAP-ignore-conventional-records. */
  sawOtherAcapField: boolean;
  ignoreConventionalRecords: boolean;
}

/** The position of a field at `offset` (0-based) in its line. */
function positionOf(line: AcapLine, offset: number): { line: number; column: number } {
  return { line: line.number, column: offset + 1 };
}

/** Reads the records of the file, and whether it says ACAP-ignore-conventional-records. */
export function readRecords(ctx: LoweringContext): {
  records: AcapRecord[];
  ignoreConventionalRecords: boolean;
} {
  const pass: RecordsPass = {
    records: [],
    current: undefined,
    sawOtherAcapField: false,
    ignoreConventionalRecords: false,
  };
  for (const line of ctx.lines) {
    const { field } = line;
    switch (field.type) {
      case "crawler":
        readCrawler(ctx, pass, line, field);
        break;
      case "version":
        break;
      case "resource-set":
      case "qualified-usage":
      case "composite-usage":
        pass.sawOtherAcapField = true;
        break;
      case "ignore-conventional-records":
        readIgnoreConventionalRecords(ctx, pass, line, field);
        break;
      case "unknown":
        pass.sawOtherAcapField = true;
        ctx.report(
          "warning",
          "acap-field-unknown",
          `"${field.name}" is not an ACAP field, or its value cannot be read; it is ignored`,
          line.number,
          field.start + 1,
          "§3",
        );
        break;
      default:
        pass.sawOtherAcapField = true;
        readRecordField(ctx, pass, line, field);
    }
  }
  reportEmptyRecords(ctx, pass.records);
  return {
    records: pass.records.map(toAcapRecord),
    ignoreConventionalRecords: pass.ignoreConventionalRecords,
  };
}

/** §2.3.1: crawler lines after other fields start a new record; "*" stands alone in its record. */
function readCrawler(
  ctx: LoweringContext,
  pass: RecordsPass,
  line: AcapLine,
  field: FieldOf<"crawler">,
): void {
  let record = pass.current;
  if (!record || record.hasFields) {
    // Properties written out: a literal that starts with a spread is slow on V8 11 (see qualifiers.ts).
    record = {
      line: line.number,
      column: field.start + 1,
      crawlers: [],
      permissions: [],
      actionRequests: [],
      subRecords: [],
      hasFields: false,
      hasAnyCrawler: false,
    };
    pass.current = record;
    pass.records.push(record);
  }
  // A flag rather than a search of the record's crawlers: one test per line.
  if ((field.name === "*" && record.crawlers.length > 0) || record.hasAnyCrawler)
    ctx.report(
      "warning",
      "acap-any-crawler-with-others",
      `a record for "*" must not contain other crawler identification fields`,
      line.number,
      1,
      "§2.3.1",
    );
  record.crawlers.push({ name: field.name, line: line.number, column: field.start + 1 });
  if (field.name === "*") record.hasAnyCrawler = true;
}

/** §2.10.1 ACAP-ignore-conventional-records, which §2.2.1 places before all but ACAP-version. */
function readIgnoreConventionalRecords(
  ctx: LoweringContext,
  pass: RecordsPass,
  line: AcapLine,
  field: FieldOf<"ignore-conventional-records">,
): void {
  pass.ignoreConventionalRecords = true;
  if (field.colon)
    ctx.report(
      "info",
      "acap-ignore-conventional-colon",
      "ACAP-ignore-conventional-records takes no colon or value",
      line.number,
      1,
      "§2.10.1",
    );
  if (pass.sawOtherAcapField || pass.records.length > 0)
    ctx.report(
      "warning",
      "acap-ignore-conventional-not-first",
      "ACAP-ignore-conventional-records must come before all other ACAP fields but ACAP-version",
      line.number,
      1,
      "§2.2.1",
    );
}

/** §2.3: a field of the current record, or of its last sub-record. */
function readRecordField(
  ctx: LoweringContext,
  pass: RecordsPass,
  line: AcapLine,
  field: RecordField,
): void {
  const record = pass.current;
  if (!record) {
    ctx.report(
      "warning",
      "acap-field-outside-record",
      "this ACAP field stands before any ACAP-crawler line; it belongs to no record and is ignored",
      line.number,
      1,
      "§2.3",
    );
    return;
  }
  if (record.permissionsReference) {
    ctx.report(
      "error",
      "acap-permissions-reference-not-alone",
      "a record with ACAP-permissions-reference may contain no other fields; this one is ignored",
      line.number,
      1,
      "§2.3",
    );
    return;
  }
  const subRecord = record.subRecords.at(-1);
  if (field.type === "permissions-reference") {
    if (!readPermissionsReference(ctx, record, line, field)) return;
  } else if (field.type === "usage-purpose") readUsagePurpose(ctx, record, line, field);
  else if (field.type === "permission") {
    const permission = permissionOf(ctx, line, field);
    if (permission) (subRecord ?? record).permissions.push(permission);
  } else {
    if (subRecord)
      ctx.report(
        "warning",
        "acap-action-request-in-sub-record",
        "a sub-record may not contain action request fields; it is added to the record",
        line.number,
        1,
        "§2.3",
      );
    record.actionRequests.push({
      action: field.action,
      path: field.path,
      text: line.text.trim(),
      ...positionOf(line, field.start),
    });
  }
  record.hasFields = true;
}

/** §2.3.2: the reference must directly follow the crawler lines; false (reported) if it does not. */
function readPermissionsReference(
  ctx: LoweringContext,
  record: RecordInProgress,
  line: AcapLine,
  field: FieldOf<"permissions-reference">,
): boolean {
  if (record.hasFields) {
    ctx.report(
      "error",
      "acap-permissions-reference-not-alone",
      "ACAP-permissions-reference must directly follow the crawler lines and stand alone in its record; it is ignored",
      line.number,
      1,
      "§2.3",
    );
    return false;
  }
  record.permissionsReference = { locator: field.locator, ...positionOf(line, field.start) };
  return true;
}

/** §2.3.3: usage purposes in a row address one sub-record; white space is removed. */
function readUsagePurpose(
  ctx: LoweringContext,
  record: RecordInProgress,
  line: AcapLine,
  field: FieldOf<"usage-purpose">,
): void {
  if (/\s/.test(field.pattern))
    ctx.report(
      "warning",
      "acap-usage-purpose-space",
      "a usage purpose pattern has no white space; it is removed",
      line.number,
      field.start + 1,
      "§2.3.3",
    );
  const purpose = { pattern: field.pattern.replace(/\s+/g, ""), ...positionOf(line, field.start) };
  const subRecord = record.subRecords.at(-1);
  if (subRecord && subRecord.permissions.length === 0) subRecord.purposes.push(purpose);
  else
    record.subRecords.push({
      line: line.number,
      column: field.start + 1,
      purposes: [purpose],
      permissions: [],
    });
}

/** §2.3: a record needs a field after its crawler lines, a sub-record a permission after its purposes. */
function reportEmptyRecords(ctx: LoweringContext, records: readonly RecordInProgress[]): void {
  for (const r of records) {
    if (!r.hasFields)
      ctx.report(
        "warning",
        "acap-record-without-fields",
        "this ACAP record has crawler lines and no other field",
        r.line,
        r.column,
        "§2.3",
      );
    for (const sub of r.subRecords)
      if (sub.permissions.length === 0)
        ctx.report(
          "warning",
          "acap-sub-record-without-fields",
          "a sub-record needs at least one permission or prohibition after its usage purposes",
          sub.line,
          sub.column,
          "§2.3",
        );
  }
}

function toAcapRecord(r: RecordInProgress): AcapRecord {
  const { line, column, crawlers, permissions, actionRequests, permissionsReference } = r;
  const subRecords = r.subRecords as AcapSubRecord[];
  return {
    line,
    column,
    crawlers,
    permissions,
    actionRequests,
    ...(permissionsReference ? { permissionsReference } : {}),
    subRecords,
  };
}
