/**
 * The spec names request fields in PascalCase (`SpecificRequirement`, `EmailId`); the house style is camelCase.
 * Bodies accept both: `camelKeys` turns each top-level key's first letter to lower case before validation
 * (a camelCase key wins when both forms are sent).
 */
export function camelKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const camel = key.charAt(0).toLowerCase() + key.slice(1);
    if (!(camel in out) || key === camel) out[camel] = entry;
  }
  return out;
}
