/**
 * fast-check arbitraries from the JSON Schemas the contracts' zod schemas become in the OpenAPI document
 * (fastify-type-provider-zod), mixed with a hostile corpus. No maintained zod-to-arbitrary adapter supports
 * zod 4, and the document's schemas are exactly what the routes validate; docs/decisions.md.
 */
import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes.ts';

/** Values that broke or could break a route: control characters, huge and odd numbers, wrong types. */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  'tab\tnew\nline\r',
  '\u0007\u001b[31m',
  '\u007f',
  'x'.repeat(16_384),
  '',
  ' ',
  '%00',
  '\uD800',
  '\uFEFF',
  '<img src=x onerror=alert(1)><script>alert(2)</script>',
  "'; DROP TABLE leads; --",
  '../../etc/passwd',
  '2023-02-30',
  '0000-00-00',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '9007199254740993',
  0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.5,
  true,
  null,
  [],
  ['a', 'b'],
  [1, 2],
  {},
  { $gt: '' },
  { __proto__: { polluted: true } },
];

export const hostileValue = fc.constantFrom(...HOSTILE_VALUES);

/** Any text, from plain ASCII to every code point (lone surrogates and control characters included). */
function text(minLength = 0, maxLength = 40): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, 60));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: max }) },
  );
}

const ISO_DATE = /\\d\{4\}-\\d\{2\}-\\d\{2\}/;

/** ISO dates, possible and impossible ('2023-02-30'). */
const isoDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(
    ({ year, month, day }) =>
      `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  );

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date' || (schema.pattern && ISO_DATE.test(schema.pattern))) return isoDate;
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  return text(schema.minLength ?? 0, schema.maxLength ?? 40);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? -1e6) + exclusiveMin;
  const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : (schema.maximum ?? 1e6);
  const inRange = integer
    ? fc.integer({ min: Math.max(Math.ceil(min), -(2 ** 31)), max: Math.min(Math.floor(max), 2 ** 31 - 1) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small values hit existing rows (ids of the fixtures); edges test the bounds.
  return fc.oneof(
    { weight: 2, arbitrary: inRange },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 10 }) },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER) },
  );
}

/** Values the schema accepts, mostly, and sometimes values just outside it. */
export function schemaArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 2 });
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((item) => schemaArbitrary(item, depth + 1)));
  if (schema.allOf?.length) return schemaArbitrary(schema.allOf[0], depth + 1);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => schemaArbitrary({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schemaArbitrary(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          withHostile(schemaArbitrary(value, depth + 1)),
        ]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Three in four values from the schema, one from the hostile corpus. */
export function withHostile(arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: hostileValue });
}

/** A value as a query string or path carries it. */
export function asQueryValue(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  if (typeof value === 'string') return value;
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
