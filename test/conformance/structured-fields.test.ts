// RFC 9651 (Structured Field Values for HTTP), driven by the httpwg test suite read from
// ../shared/conformance/structured-field-tests at test time. Each vector's `raw` lines are
// combined with ", " as §4.2 combines field lines; `expected` is compared through the
// suite's JSON mapping; every parsed value is serialised back (§4.1) to `canonical`.
import { describe, expect, it } from "vitest";
import { parseStructuredField, serializeStructuredField, StructuredFieldError, type FieldType } from "../../src/index.js";
import { fromVectorJson, loadVectors, toVectorJson, type Vector } from "../support/structured-field-vectors.js";

const parseFiles = loadVectors();
const serialisationFiles = loadVectors("serialisation-tests");

/**
 * can_fail vectors (the RFC's SHOULDs) we fail. Empty: base64 without padding and with
 * non-zero pad bits is accepted (§4.2.7), and multi-line strings are joined with ", ".
 */
const CAN_FAIL_DEVIATIONS: readonly string[] = [];

function attempt(vector: Vector): { ok: true; value: ReturnType<typeof parseStructuredField> } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: parseStructuredField((vector.raw ?? []).join(", "), vector.header_type as FieldType) };
  } catch (error) {
    return { ok: false, error };
  }
}

const deviations: string[] = [];
let mustPass = 0;
let mustFail = 0;

for (const [file, vectors] of parseFiles)
  describe(`RFC 9651 §4.2 parsing — httpwg ${file}`, () => {
    for (const vector of vectors)
      it(vector.name, () => {
        const text = (vector.raw ?? []).join(", ");
        const result = attempt(vector);
        if (vector.must_fail) {
          mustFail++;
          expect(result.ok, "must fail").toBe(false);
          if (result.ok) return;
          expect(result.error).toBeInstanceOf(StructuredFieldError);
          const { offset } = result.error as StructuredFieldError;
          expect(Number.isInteger(offset) && offset >= 0 && offset <= text.length).toBe(true);
          return;
        }
        if (!result.ok && vector.can_fail) {
          expect(result.error).toBeInstanceOf(StructuredFieldError);
          deviations.push(`${file}: ${vector.name}`);
          return;
        }
        mustPass++;
        if (!result.ok) throw result.error;
        expect(toVectorJson(result.value)).toEqual(vector.expected);
        // §4.1: the canonical form; an empty List or Dictionary is the field left out ("").
        expect(serializeStructuredField(result.value)).toBe((vector.canonical ?? vector.raw ?? []).join(", "));
        // And the canonical form reads back to the same value.
        const again = parseStructuredField(serializeStructuredField(result.value), vector.header_type);
        expect(toVectorJson(again)).toEqual(vector.expected);
      });
  });

for (const [file, vectors] of serialisationFiles)
  describe(`RFC 9651 §4.1 serialisation — httpwg serialisation-tests/${file}`, () => {
    for (const vector of vectors)
      it(vector.name, () => {
        const value = fromVectorJson(vector);
        if (vector.must_fail) {
          let thrown: unknown;
          try {
            serializeStructuredField(value);
          } catch (error) {
            thrown = error;
          }
          expect(thrown instanceof TypeError || thrown instanceof RangeError, "must fail with TypeError or RangeError").toBe(true);
        } else expect(serializeStructuredField(value)).toBe((vector.canonical ?? []).join(", "));
      });
  });

describe("RFC 9651 httpwg suite: coverage", () => {
  it("every parse vector ran, and the can_fail deviations are the listed ones", () => {
    // Files run in order; this block is registered last.
    const all = [...parseFiles.values()].flat();
    expect(all.length).toBeGreaterThan(1500);
    expect(mustFail).toBe(all.filter((v) => v.must_fail).length);
    expect(mustPass + deviations.length).toBe(all.filter((v) => !v.must_fail).length);
    expect(deviations).toEqual(CAN_FAIL_DEVIATIONS);
  });
});

describe("RFC 9651 API", () => {
  it("§4.2.3.2 parameters: a repeated key keeps its first position and takes the last value", () => {
    const [item] = parseStructuredField("a;x=1;y=2;x=3", "list");
    expect(item?.type).toBe("item");
    expect([...item!.parameters.keys()]).toEqual(["x", "y"]);
    expect(item!.parameters.get("x")).toEqual({ type: "integer", value: 3 });
  });

  it("§4.2.2 dictionaries: a repeated key keeps its first position and takes the last value", () => {
    const dictionary = parseStructuredField("a=1, b=2, a=3", "dictionary");
    expect([...dictionary.keys()]).toEqual(["a", "b"]);
    expect(dictionary.get("a")).toEqual({ type: "item", value: { type: "integer", value: 3 }, parameters: new Map() });
  });

  it("§4.2 a failure names its position", () => {
    expect(() => parseStructuredField("a, ", "list")).toThrow(StructuredFieldError);
    try {
      parseStructuredField("a, b c", "list");
    } catch (error) {
      expect((error as StructuredFieldError).offset).toBe(5);
      expect((error as StructuredFieldError).message).toMatch(/position 5/);
      expect((error as StructuredFieldError).input).toBe("a, b c");
    }
    expect.assertions(4);
  });

  it("§4.2.10 a display string that is not UTF-8 fails at the display string", () => {
    expect(() => parseStructuredField('a, %"%c3%28"', "list")).toThrow(expect.objectContaining({ offset: 3 }));
  });

  it("misuse: a non-string value or an unknown type is a TypeError naming what was expected", () => {
    expect(() => parseStructuredField(42 as unknown as string, "list")).toThrow(TypeError);
    expect(() => parseStructuredField("a", "header" as FieldType)).toThrow(/"list", "dictionary" or "item"/);
    expect(() => serializeStructuredField({} as never)).toThrow(TypeError);
  });

  it("§4.1.5 decimals are rounded to three places, ties to even", () => {
    const decimal = (value: number) => serializeStructuredField({ type: "item", value: { type: "decimal", value }, parameters: new Map() });
    expect([0.0015, 0.0025, 1.0005, -1.2345, 2, 123456789012.9994].map(decimal)).toEqual(["0.002", "0.002", "1.0", "-1.234", "2.0", "123456789012.999"]);
    expect(() => decimal(999999999999.9999)).toThrow(RangeError);
  });
});
