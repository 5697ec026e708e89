/**
 * Input fuzz (issue #9): every route of the route table gets at least 50 requests per run — generated from the
 * schemas of its OpenAPI operation (which are the contracts' zod schemas) mixed with a hostile corpus — plus
 * request-level hostile cases (malformed JSON, wrong content types, arrays for scalars, an oversized body).
 * No answer may be ≥ 500, and every API error is `{ statusCode, code, message }`. The seed is fixed
 * (FUZZ_SEED to try another); a failure names the seed and the request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsOnPostgresInstead } from '../helpers/test-database.ts';
import { type OpenApiOperation, openApiOperation } from './openapi-routes.ts';
import type { RouteEntry } from './route-entry.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { asQueryValue, hostileValue, schemaArbitrary, withHostile } from './schema-arbitrary.ts';
import type { Caller, RouteKey, SweepRequest, SweepWorld } from './sweep-types.ts';
import { createSweepWorld, parseRouteKey } from './sweep-world.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 9);
const GENERATED_CASES = 50;
const FUZZ_ACTORS = ['admin', 'demo', 'openweb', 'trial'] as const;

let world: SweepWorld;

beforeAll(async () => {
  world = await createSweepWorld();
});
afterAll(() => world?.close());

/** Fills `{name}` path parameters; a wildcard route uses its entry's concrete paths. */
function pathArbitrary(template: string, operation: OpenApiOperation, entry: RouteEntry): fc.Arbitrary<string> {
  if (entry.fuzzPaths) return fc.constantFrom(...entry.fuzzPaths);
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(template);
  const parts = names.map((name) => {
    const schema = operation.parameters?.find(
      (parameter) => parameter.in === 'path' && parameter.name === name,
    )?.schema;
    return withHostile(schemaArbitrary(schema)).map((value) => {
      const text = asQueryValue(value);
      // A lone surrogate cannot be percent-encoded (URIError): send the replacement character instead.
      return encodeURIComponent((Array.isArray(text) ? text.join(',') : (text ?? '')).toWellFormed());
    });
  });
  return fc
    .tuple(...parts)
    .map((values) => names.reduce((path, name, index) => path.replace(`{${name}}`, values[index] ?? ''), template));
}

function queryArbitrary(
  operation: OpenApiOperation,
  entry: RouteEntry,
): fc.Arbitrary<Record<string, string | string[]>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'query') fields[parameter.name] = withHostile(schemaArbitrary(parameter.schema));
  }
  for (const name of entry.fuzzFields ?? []) fields[name] = withHostile(schemaArbitrary({ type: 'string' }));
  return fc.record(fields, { requiredKeys: [] }).map((record) => {
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(record)) {
      const text = asQueryValue(value);
      if (text !== undefined) query[name] = text;
    }
    return query;
  });
}

/** The generated cases of one route (deterministic for a seed). */
function generatedCases(key: RouteKey, entry: RouteEntry): SweepRequest[] {
  const { method, path } = parseRouteKey(key);
  const operation = openApiOperation(world.context.app, key);
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const form = Boolean(entry.fuzzFields) && method === 'POST';
  const arbitrary = fc.record({
    path: pathArbitrary(path, operation, entry),
    query: queryArbitrary(operation, entry),
    body: bodySchema ? withHostile(schemaArbitrary(bodySchema)) : fc.constant(undefined),
  });
  return fc.sample(arbitrary, { seed: SEED + key.length, numRuns: GENERATED_CASES }).map((sample) => {
    if (form) {
      const body = new URLSearchParams(
        Object.entries(sample.query).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
        ),
      ).toString();
      return { path: sample.path, body, contentType: 'application/x-www-form-urlencoded' };
    }
    return { path: sample.path, query: sample.query, body: bodySchema ? sample.body : undefined };
  });
}

/** Request-level hostile cases around the route's valid request. */
function corpusCases(key: RouteKey, entry: RouteEntry, valid: SweepRequest): SweepRequest[] {
  const repeated = Object.fromEntries(
    Object.entries(valid.query ?? {}).map(([name, value]) => [name, [String(value), String(value)]]),
  );
  const hostileQuery = Object.fromEntries(
    Object.keys(valid.query ?? {}).map((name) => [name, '\u0000'.concat('x'.repeat(100))]),
  );
  const cases: SweepRequest[] = [
    valid,
    { ...valid, query: repeated },
    { ...valid, query: hostileQuery },
    { ...valid, query: { ...valid.query, unknownParameter: '\u0000' } },
    { ...valid, path: `${valid.path}%00` },
    { ...valid, path: `${valid.path}/${'x'.repeat(3000)}` },
    { ...valid, body: '{"notes": ', contentType: 'application/json' },
    { ...valid, body: '[]', contentType: 'application/json' },
    { ...valid, body: 'null', contentType: 'application/json' },
    { ...valid, body: 'hello', contentType: 'text/plain' },
    { ...valid, body: '<a/>', contentType: 'application/xml' },
    { ...valid, body: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
    { ...valid, body: JSON.stringify({ deep: nested(200) }), contentType: 'application/json' },
    { ...valid, body: JSON.stringify({ big: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
    // Invalid text: an escaped lone surrogate, and bytes that are not UTF-8 (overlong '/', an encoded surrogate).
    { ...valid, body: '{"notes": "\\ud800", "name": "x\\udc00y"}', contentType: 'application/json' },
    { ...valid, body: INVALID_UTF8_JSON, contentType: 'application/json' },
    { ...valid, query: { ...valid.query, q: '%C0%AF%ED%A0%80' } },
    { ...valid, headers: { 'x-request-id': 'r'.repeat(3000), requestid: 'not-a-session' } },
  ];
  // A NUL and a lone surrogate in each text field of the valid body, and a NUL in each field the provider reads.
  if (valid.body && typeof valid.body === 'object') {
    for (const [name, value] of Object.entries(valid.body)) {
      if (typeof value !== 'string') continue;
      cases.push({ ...valid, body: { ...valid.body, [name]: `${value}\u0000` } });
      cases.push({ ...valid, body: { ...valid.body, [name]: `${value}\ud800` } });
      cases.push({ ...valid, body: { ...valid.body, [`\udfff${name}`]: value } });
    }
  }
  for (const path of entry.fuzzPaths ?? [valid.path]) {
    for (const name of entry.fuzzFields ?? []) {
      cases.push({ path, query: { [name]: 'a\u0000' } });
      if (parseRouteKey(key).method === 'POST') {
        cases.push({ path, body: `${name}=a%00`, contentType: 'application/x-www-form-urlencoded' });
      }
    }
  }
  return cases;
}

/** A JSON body whose text holds an overlong '/' (C0 AF) and a UTF-8-encoded surrogate (ED A0 80). */
const INVALID_UTF8_JSON = Buffer.concat([
  Buffer.from('{"notes": "a'),
  Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
  Buffer.from('b"}'),
]);

function nested(depth: number): unknown {
  return depth === 0 ? fc.sample(hostileValue, { seed: SEED, numRuns: 1 })[0] : { a: [nested(depth - 1)] };
}

function problem(key: RouteKey, entry: RouteEntry, request: SweepRequest, status: number, body: string): string | null {
  const where = `${key} (FUZZ_SEED=${SEED}) ${JSON.stringify(request).slice(0, 300)} → ${status} ${body.slice(0, 200)}`;
  if (status >= 500) return where;
  if (status < 400 || (entry.errors ?? 'api') !== 'api') return null;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const ok =
      parsed.statusCode === status &&
      typeof parsed.code === 'string' &&
      typeof parsed.message === 'string' &&
      parsed.message !== '';
    return ok ? null : `error body not {statusCode, code, message}: ${where}`;
  } catch {
    return `error body not JSON: ${where}`;
  }
}

describe.skipIf(runsOnPostgresInstead)('input fuzz', () => {
  for (const [key, entry] of Object.entries(ROUTE_TABLE) as [RouteKey, RouteEntry][]) {
    it(`${key}: no answer ≥ 500, every error {statusCode, code, message}`, async () => {
      const { method } = parseRouteKey(key);
      // Fresh users per route (their own sessions and rows): the generated cases rotate over an agency admin
      // (widest permissions) and the limited and Open Web plans, whose answers take other paths.
      const callers: (Caller | null)[] =
        entry.kind === 'public' ? [null] : await Promise.all(FUZZ_ACTORS.map((actor) => world.newActor(actor)));
      const admin = callers[0] ?? null;
      const valid = entry.request(world.fixturesFor(admin));
      const generated = generatedCases(key, entry);
      const cases = [...generated, ...corpusCases(key, entry, valid)];
      expect(generated.length).toBeGreaterThanOrEqual(GENERATED_CASES);
      const problems: string[] = [];
      for (const [index, request] of cases.entries()) {
        const caller = index < generated.length ? (callers[index % callers.length] ?? null) : admin;
        const response = await world.call(caller, method, request);
        const found = problem(key, entry, request, response.statusCode, response.body);
        if (found) problems.push(found);
      }
      expect(problems).toEqual([]);
    });
  }
});
