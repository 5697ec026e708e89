/**
 * Text-input sweep (issue #9): every text field a route reads — each string of its valid request's JSON body (at
 * any depth) and each query parameter — refuses a control character with 400, through the one shared rule
 * (`text()` of packages/contracts/src/text.ts). A BEL (U+0007) is used, not a NUL: PostgreSQL itself refuses a
 * NUL in text, so only the schema rule stops a BEL from being stored. The fuzz sweep only asks for < 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './route-entry.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { Caller, RouteKey, SweepActor, SweepRequest, SweepWorld } from './sweep-types.ts';
import { createSweepWorld, parseRouteKey } from './sweep-world.ts';

const CONTROL = '\u0007';
/** The callers tried for a route's valid request, widest first: the first one the table lets in is used. */
const ACTORS = ['admin', 'staff', 'openweb'] as const;

let world: SweepWorld;

beforeAll(async () => {
  world = await createSweepWorld();
});
afterAll(() => world?.close());

/** Every variant of `value` with a control character appended to one of its strings (any depth). */
function withControl(value: unknown): unknown[] {
  if (typeof value === 'string') return [`${value}${CONTROL}`];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => withControl(item).map((changed) => value.with(index, changed)));
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) =>
      withControl(item).map((changed) => ({ ...value, [name]: changed })),
    );
  }
  return [];
}

/** The valid request with one text field changed, once per text field of the body and the query. */
function variants(valid: SweepRequest): { field: string; request: SweepRequest }[] {
  const found: { field: string; request: SweepRequest }[] = [];
  if (valid.body && typeof valid.body === 'object' && !valid.contentType) {
    for (const body of withControl(valid.body))
      found.push({ field: `body ${JSON.stringify(body)}`, request: { ...valid, body } });
  }
  for (const [name, value] of Object.entries(valid.query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    found.push({
      field: `query ${name}`,
      request: { ...valid, query: { ...valid.query, [name]: values.map((item) => `${item}${CONTROL}`) } },
    });
  }
  return found;
}

function callerKind(entry: RouteEntry): SweepActor | null | undefined {
  if (entry.kind === 'public') return null;
  return ACTORS.find((actor) => (entry.expect[actor] ?? 500) < 300);
}

describe('text inputs refuse control characters', () => {
  for (const [key, entry] of Object.entries(ROUTE_TABLE) as [RouteKey, RouteEntry][]) {
    it(`${key}: 400 for a control character in any text field`, async () => {
      const actor = callerKind(entry);
      if (actor === undefined) return;
      const caller: Caller | null =
        actor === null ? null : await world.newActor(actor as Exclude<SweepActor, 'anonymous'>);
      const { method } = parseRouteKey(key);
      const accepted: string[] = [];
      for (const { field, request } of variants(entry.request(world.fixturesFor(caller)))) {
        const response = await world.call(caller, method, request);
        if (response.statusCode !== 400)
          accepted.push(`${field} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(accepted).toEqual([]);
    });
  }
});
