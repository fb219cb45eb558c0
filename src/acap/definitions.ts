// ACAP-1 §2.4.1.3, §2.4.5, §2.7: the definitions a field names, found by name when matching
// (the model names definitions instead of copying them into every field: issue 24). A scope
// is one file's definitions and, for a file read through ACAP-permissions-reference (§2.3.2),
// the referring file's after them; names are searched as the lowering searched them
// (lower-permissions.ts, lower-definitions.ts): a qualified usage before a composite one, a
// file's own definitions before the inherited ones, names case-insensitive.
import type {
  AcapCompositeUsage,
  AcapDefinitions,
  AcapPolicy,
  AcapQualifiedUsage,
  AcapRecord,
  AcapResourceSet,
} from "./model.js";

function byName<T extends { readonly name: string }>(definitions: readonly T[]): Map<string, T> {
  const map = new Map<string, T>();
  for (const d of definitions) map.set(d.name.toLowerCase(), d);
  return map;
}

export class DefinitionScope {
  readonly #qualified: Map<string, AcapQualifiedUsage>;
  readonly #composite: Map<string, AcapCompositeUsage>;
  readonly #sets: Map<string, AcapResourceSet>;
  readonly #parent: DefinitionScope | undefined;

  constructor(own: AcapDefinitions, parent?: DefinitionScope) {
    this.#qualified = byName(own.qualifiedUsages);
    this.#composite = byName(own.compositeUsages);
    this.#sets = byName(own.resourceSets);
    this.#parent = parent;
  }

  /** §2.4.5: the resource set a field names. */
  resourceSet(name: string): AcapResourceSet | undefined {
    return this.#sets.get(name.toLowerCase()) ?? this.#parent?.resourceSet(name);
  }

  /** §2.4.1.3: the qualified or composite usage a field names (a qualified usage first). */
  localUsage(name: string): AcapQualifiedUsage | AcapCompositeUsage | undefined {
    return this.qualifiedUsage(name) ?? this.compositeUsage(name);
  }

  /**
   * §2.7: the qualified usage a constituent of `composite` names, as its definition saw it:
   * a definition "must be placed before any other ACAP definition field that relies upon it",
   * so its own file's earlier definitions, then the referring file's.
   */
  constituent(composite: AcapCompositeUsage, name: string): AcapQualifiedUsage | undefined {
    const key = name.toLowerCase();
    if (this.#composite.get(composite.name.toLowerCase()) !== composite)
      return this.#parent?.constituent(composite, name);
    const own = this.#qualified.get(key);
    if (own && own.line < composite.line) return own;
    return this.#parent?.qualifiedUsage(name);
  }

  /** §2.7.1: a qualified usage by name, this file's before the referring file's. */
  qualifiedUsage(name: string): AcapQualifiedUsage | undefined {
    return this.#qualified.get(name.toLowerCase()) ?? this.#parent?.qualifiedUsage(name);
  }

  /** §2.7.2: a composite usage by name, this file's before the referring file's. */
  compositeUsage(name: string): AcapCompositeUsage | undefined {
    return this.#composite.get(name.toLowerCase()) ?? this.#parent?.compositeUsage(name);
  }
}

/** The scope of each record of a file: its own file's definitions, then the referring file's. */
export class PolicyScopes {
  readonly #main: DefinitionScope;
  readonly #referenced = new Map<string, DefinitionScope>();

  constructor(acap: AcapPolicy) {
    this.#main = new DefinitionScope(acap.definitions);
    for (const { source, definitions } of acap.referencedDefinitions ?? [])
      this.#referenced.set(source, new DefinitionScope(definitions, this.#main));
  }

  of(record: AcapRecord): DefinitionScope {
    return record.source === undefined
      ? this.#main
      : (this.#referenced.get(record.source) ?? this.#main);
  }
}
