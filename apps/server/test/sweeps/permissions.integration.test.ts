/**
 * Permission sweep (issue #9): every route of the OpenAPI document × every demo role and plan, the status the
 * route table expects. A route missing from the table, or a table row without a route, fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiOperations } from './openapi-routes.ts';
import { SWEEP_ACTORS, type SweepActor } from './route-entry.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { type Caller, createSweepWorld, parseRouteKey, type SweepWorld } from './sweep-world.ts';

let world: SweepWorld;
/** One user per role and plan; each has searched the catalogue (sweep-world.ts), as a recruiter does first. */
const actors = {} as Record<Exclude<SweepActor, 'anonymous'>, Caller>;

beforeAll(async () => {
  world = await createSweepWorld();
  for (const actor of SWEEP_ACTORS) if (actor !== 'anonymous') actors[actor] = await world.newActor(actor);
});
afterAll(() => world?.close());

describe('the route table', () => {
  it('classifies every operation of the OpenAPI document, and only those', () => {
    const documented = openApiOperations(world.context.app);
    const tabled = Object.keys(ROUTE_TABLE).sort();
    expect(
      documented.filter((key) => !tabled.includes(key)),
      'routes missing from route-table.ts',
    ).toEqual([]);
    expect(
      tabled.filter((key) => !documented.includes(key as never)),
      'rows without a route',
    ).toEqual([]);
  });
});

describe('permission sweep', () => {
  for (const [key, entry] of Object.entries(ROUTE_TABLE)) {
    it(`${key}: the expected status for every role and plan`, async () => {
      const { method } = parseRouteKey(key);
      const mismatches: string[] = [];
      for (const actor of SWEEP_ACTORS) {
        const caller = actor === 'anonymous' ? null : actors[actor];
        const response = await world.call(caller, method, entry.request(world.fixturesFor(caller)));
        if (response.statusCode !== entry.expect[actor]) {
          mismatches.push(
            `as ${actor}: ${response.statusCode}, expected ${entry.expect[actor]} ${response.body.slice(0, 200)}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
