// Every object a value reaches: for the tests that look for state two parses share.

/** Every object reachable from `root`: own properties, and Maps' keys and values (functions are not data). */
export function objectsOf(root: unknown): Set<object> {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    if (value instanceof Map) for (const [k, v] of value) stack.push(k, v);
    for (const key of Reflect.ownKeys(value))
      stack.push((value as Record<PropertyKey, unknown>)[key]);
  }
  return seen;
}
