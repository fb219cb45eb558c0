// "Does a group for the same crawlers allow something under this path?" for every preference
// line an audit checks, without a pass over every group per line: the groups naming each
// token are found once, and their Allow patterns sorted once per token asked about.
import type { Group } from "../core/types.js";

export class AllowsBelow {
  /** Groups naming each product token, in file order (each once). */
  readonly #groups = new Map<string, Group[]>();
  /** Allow patterns of the groups naming a token, sorted (made when the token is first asked about). */
  readonly #patterns = new Map<string, readonly string[]>();

  constructor(groups: readonly Group[]) {
    for (const group of groups)
      for (const agent of group.userAgents) {
        const token = agent.token.toLowerCase();
        let naming = this.#groups.get(token);
        if (naming === undefined) this.#groups.set(token, (naming = []));
        if (naming[naming.length - 1] !== group) naming.push(group);
      }
  }

  #patternsOf(token: string): readonly string[] {
    let patterns = this.#patterns.get(token);
    if (patterns === undefined) {
      const found: string[] = [];
      for (const group of this.#groups.get(token) ?? [])
        for (const rule of group.rules) if (rule.kind === "allow") found.push(rule.pattern);
      patterns = found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      this.#patterns.set(token, patterns);
    }
    return patterns;
  }

  /**
   * Whether a group sharing a User-agent token with `group` has an Allow rule whose pattern
   * extends `path` (longer, and starting with it).
   */
  has(group: Group, path: string): boolean {
    const tokens = new Set(group.userAgents.map((a) => a.token.toLowerCase()));
    for (const token of tokens) {
      const patterns = this.#patternsOf(token);
      // The smallest pattern above `path`: patterns extending it come before any other above it.
      let lo = 0;
      let hi = patterns.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (patterns[mid]! <= path) lo = mid + 1;
        else hi = mid;
      }
      if (lo < patterns.length && patterns[lo]!.startsWith(path)) return true;
    }
    return false;
  }
}
