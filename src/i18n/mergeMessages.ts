type Messages = { [key: string]: string | Messages };

const isObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of message trees: `override` wins, `base` fills what it lacks. */
export function mergeMessages<A extends object, B extends object>(base: A, override: B): A & B {
  const result: Messages = { ...(base as Messages) };
  for (const [key, value] of Object.entries(override as Messages)) {
    const current = result[key];
    result[key] = isObject(value) && isObject(current) ? mergeMessages(current, value) : value;
  }
  return result as A & B;
}

/** Every dotted key path that ends in a string. */
export function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree as Messages).flatMap(([key, value]) => (isObject(value) ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
