// The conformance suite as data (conformance/PROTOCOL.md): every vector file under a folder,
// read and checked just enough for the runner to ask its questions. The JSON Schema
// (conformance/schema/) is the full check; here, a file the runner cannot use is a UsageError.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { UsageError } from "./errors.js";

/** One reading of a case the specification leaves open. */
export interface Reading {
  readonly name: string;
  readonly expected: Readonly<Record<string, unknown>>;
}

/** One vector, as written in its file, with the file's specification. */
export interface SuiteVector {
  readonly id: string;
  readonly spec: string;
  readonly section: string;
  /** The section's title, from its file. */
  readonly title: string;
  readonly sentence: string;
  readonly input: unknown;
  readonly question: Readonly<Record<string, unknown>>;
  readonly expected?: Readonly<Record<string, unknown>>;
  readonly open?: string;
  readonly readings?: readonly Reading[];
  /** The file it comes from, relative to the suite folder. */
  readonly file: string;
}

/** Folders of the suite that hold no vectors. */
const NOT_VECTORS = new Set(["schema", "adapters", "report", "node_modules"]);

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name.startsWith(".") || NOT_VECTORS.has(name)) return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith(".json") ? [path] : [];
    });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readingsOf(value: unknown, where: string): Reading[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new UsageError(`${where}: an open vector needs a non-empty "readings" array`);
  return value.map((reading: unknown, i) => {
    if (!isObject(reading) || typeof reading["name"] !== "string" || !isObject(reading["expected"]))
      throw new UsageError(`${where}: readings[${i}] needs a "name" and an "expected" object`);
    return { name: reading["name"], expected: reading["expected"] };
  });
}

function vectorOf(raw: unknown, file: Record<string, unknown>, where: string): SuiteVector {
  if (!isObject(raw) || typeof raw["id"] !== "string")
    throw new UsageError(`${where}: a vector needs a string "id"`);
  const at = `${where}: ${raw["id"]}`;
  const question = raw["question"];
  if (!isObject(question) || typeof question["type"] !== "string")
    throw new UsageError(`${at}: "question" needs a string "type"`);
  const base = {
    id: raw["id"],
    spec: typeof file["spec"] === "string" ? file["spec"] : "?",
    section: String(raw["section"] ?? file["section"] ?? "?"),
    title: typeof file["title"] === "string" ? file["title"] : "",
    sentence: typeof raw["sentence"] === "string" ? raw["sentence"] : "",
    input: raw["input"] ?? {},
    question,
    file: where,
  };
  if (typeof raw["open"] === "string")
    return { ...base, open: raw["open"], readings: readingsOf(raw["readings"], at) };
  if (!isObject(raw["expected"]))
    throw new UsageError(`${at}: a vector needs "expected" (or "open" and "readings")`);
  return { ...base, expected: raw["expected"] };
}

function readFile(path: string, suite: string): SuiteVector[] {
  const where = relative(suite, path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new UsageError(`conformance: ${where}: not JSON (${(error as Error).message})`);
  }
  // Other JSON files (adapters.json, package metadata) are not vector files.
  if (!isObject(parsed) || !Array.isArray(parsed["vectors"])) return [];
  const file = parsed;
  return (parsed["vectors"] as unknown[]).map((raw) =>
    vectorOf(raw, file, `conformance: ${where}`),
  );
}

/**
 * Every vector of the suite folder (files in path order, vectors in file order), those whose id
 * starts with `filter` when given. Throws UsageError for a missing folder, a file that is not
 * JSON, a vector without id, question or answer, and a duplicate id.
 */
export function loadSuite(suite: string, filter?: string): SuiteVector[] {
  let isDir = false;
  try {
    isDir = statSync(suite).isDirectory();
  } catch {
    // Reported below.
  }
  if (!isDir) throw new UsageError(`conformance: no suite folder at ${suite}; give --suite <dir>`);
  const vectors = jsonFiles(suite).flatMap((path) => readFile(path, suite));
  const seen = new Set<string>();
  for (const vector of vectors) {
    if (seen.has(vector.id))
      throw new UsageError(`conformance: duplicate vector id ${JSON.stringify(vector.id)}`);
    seen.add(vector.id);
  }
  return filter === undefined ? vectors : vectors.filter((v) => v.id.startsWith(filter));
}
