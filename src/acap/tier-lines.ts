// The lines of a tier (§2.2) as a crawler reads them: each permission line with its resource
// (§2.4.4, §2.4.5) and the fields it stands for (§2.4.3 applied). A line naming a qualified
// or composite usage shares its definition's readings with every other line naming it, read
// once per tier: §2.7.2's "series of permission fields for each of the constituent usages"
// is never written out per line (issue 24).
import type {
  AcapCompositeUsage,
  AcapPermission,
  AcapQualifiedUsage,
  AcapRecord,
} from "./model.js";
import type { SelectedSubRecord } from "./purpose-index.js";
import type { FieldReading, LineResource, TierLine } from "./tier-types.js";
import type { DefinitionScope, PolicyScopes } from "./definitions.js";
import { abilitiesOf, readField, type Abilities, type Understands } from "./fallback.js";

const NO_QUALIFIERS: FieldReading["qualifiers"] = Object.freeze([]);

export class LineReader {
  readonly #scopes: PolicyScopes;
  readonly #abilities: Abilities;
  /** The readings of each definition, for this crawler's abilities. */
  readonly #definitions = new Map<
    AcapQualifiedUsage | AcapCompositeUsage,
    readonly FieldReading[]
  >();
  /** The readings of fields without qualifiers, by kind and usage. */
  readonly #plain = new Map<string, readonly FieldReading[]>();

  constructor(scopes: PolicyScopes, understands: Understands | undefined) {
    this.#scopes = scopes;
    this.#abilities = abilitiesOf(understands);
  }

  /** The record's own permission lines (§2.3). */
  recordLines(records: readonly AcapRecord[]): TierLine[] {
    const lines: TierLine[] = [];
    for (const record of records)
      for (const permission of record.permissions) this.#add(lines, permission, record, undefined);
    return lines;
  }

  /** §2.3.3: the lines of the sub-records whose usage purpose matched (purpose-index.ts). */
  subRecordLines(subRecords: readonly SelectedSubRecord[]): TierLine[] {
    const lines: TierLine[] = [];
    for (const { record, sub } of subRecords) {
      const purposes = sub.purposes.map((p) => p.pattern);
      for (const permission of sub.permissions) this.#add(lines, permission, record, purposes);
    }
    return lines;
  }

  #add(
    lines: TierLine[],
    permission: AcapPermission,
    record: AcapRecord,
    purposes: readonly string[] | undefined,
  ): void {
    const scope = this.#scopes.of(record);
    const resource = resourceOf(permission, scope);
    const readings = this.#readingsOf(permission, scope);
    if (!resource || readings.length === 0) return;
    lines.push(
      purposes === undefined
        ? { permission, record, readings, resource }
        : { permission, record, purposes, readings, resource },
    );
  }

  #readingsOf(permission: AcapPermission, scope: DefinitionScope): readonly FieldReading[] {
    if (permission.usage !== undefined) {
      const { kind, usage, qualifiers } = permission;
      // Fields without qualifiers read alike for one kind and usage: one array for all of them.
      const shared = qualifiers.length === 0 ? `${kind} ${usage}` : undefined;
      const known = shared === undefined ? undefined : this.#plain.get(shared);
      if (known) return known;
      const reading = readField({ kind, usage, qualifiers }, this.#abilities);
      const readings = [
        { kind: reading.kind, usage: reading.usage, fallbacks: reading.fallbacks, qualifiers },
      ];
      if (shared !== undefined) this.#plain.set(shared, readings);
      return readings;
    }
    const definition =
      permission.localUsage === undefined ? undefined : scope.localUsage(permission.localUsage);
    if (!definition) return [];
    let readings = this.#definitions.get(definition);
    if (!readings) {
      readings =
        "usages" in definition
          ? this.#composite(definition, scope)
          : [this.#qualified(definition, definition.name)];
      this.#definitions.set(definition, readings);
    }
    return readings;
  }

  /** §2.4.1.3: a qualified usage "with the qualifiers of its definition". */
  #qualified(definition: AcapQualifiedUsage, localUsage: string): FieldReading {
    const { usage, qualifiers } = definition;
    const reading = readField({ kind: "allow", usage, qualifiers }, this.#abilities);
    return {
      kind: reading.kind,
      usage: reading.usage,
      fallbacks: reading.fallbacks,
      qualifiers,
      localUsage,
    };
  }

  /** §2.7.2: "as if there were a series of permission fields for each of the constituent usages". */
  #composite(definition: AcapCompositeUsage, scope: DefinitionScope): FieldReading[] {
    return definition.usages.map((constituent) => {
      const qualified =
        constituent.localUsage === undefined
          ? undefined
          : scope.constituent(definition, constituent.localUsage);
      if (qualified) return this.#qualified(qualified, qualified.name);
      const { usage } = constituent;
      const reading = readField(
        { kind: "allow", usage, qualifiers: NO_QUALIFIERS },
        this.#abilities,
      );
      return {
        kind: reading.kind,
        usage: reading.usage,
        fallbacks: reading.fallbacks,
        qualifiers: NO_QUALIFIERS,
        localUsage: definition.name,
      };
    });
  }
}

/** The resource a line names: its pattern, or its resource set (§2.4.5). */
function resourceOf(permission: AcapPermission, scope: DefinitionScope): LineResource | undefined {
  if (permission.pattern !== undefined) return { pattern: permission.pattern };
  const set =
    permission.resourceSet === undefined ? undefined : scope.resourceSet(permission.resourceSet);
  return set ? { set } : undefined;
}
