// The types a tier (§2.2) is made of: its lines, the fields each stands for as the crawler
// reads them (§2.4.3), and a matching field with its scope (§2.4.6).
import type { AcapPermission, AcapQualifier, AcapRecord, AcapResourceSet } from "./model.js";
import type { Reading } from "./fallback.js";

/** One field a line stands for, as the crawler reads it (§2.4.3): shared by every line naming its definition. */
export interface FieldReading extends Reading {
  /** The qualifiers its constraints come from: the line's, or its qualified usage's. */
  readonly qualifiers: readonly AcapQualifier[];
  /** The locally-defined usage it came from (§2.4.1.3; a composite's constituent names its qualified usage). */
  readonly localUsage?: string;
}

/** What a line names as its resource. */
export type LineResource = { readonly pattern: string } | { readonly set: AcapResourceSet };

/** One permission line of a tier, with the fields it stands for in order. */
export interface TierLine {
  readonly permission: AcapPermission;
  readonly record: AcapRecord;
  readonly purposes?: readonly string[];
  readonly readings: readonly FieldReading[];
  readonly resource: LineResource;
}

/** One matching field: a reading of a line, with the narrowest of its matching patterns. */
export interface FieldMatch {
  readonly line: TierLine;
  readonly reading: FieldReading;
  /** Normalised (acapPattern). */
  readonly scope: string;
  /** As written. */
  readonly pattern: string;
}
