// Where something stands in its source text: the one type every model module shares.

/** 1-based line and column (UTF-16 code units within the line). */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}
