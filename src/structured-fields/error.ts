// The one error a structured-field parse throws: where the value stopped being valid.

/** RFC 9651 §4.2: "fail parsing". `offset` is the 0-based UTF-16 index of the problem. */
export class StructuredFieldError extends Error {
  override readonly name = "StructuredFieldError";
  readonly offset: number;
  readonly input: string;

  constructor(message: string, input: string, offset: number) {
    super(
      `${message} at position ${offset} of ${JSON.stringify(input.length > 80 ? `${input.slice(0, 77)}...` : input)}`,
    );
    this.offset = offset;
    this.input = input;
  }
}
