/**
 * Permission sweep (issue #9): every route of the OpenAPI document × every demo role and plan, the status the
 * route table expects. A route missing from the table, or a table row without a route, fails here; so does any
 * route the app registers outside the document (registered-routes.ts), unless it is on that file's allow-list.
 * The rows aim at real objects where a mistake costs most (integration-targets.ts: organisation A's connections
 * to the five CRMs, campaign subscription and CRM ids; the job sources), and every refused call must leave them as
 * they were. The actors run in the order of SWEEP_ACTORS, staff last, so staff's own changes come after the refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshotTargets } from './integration-targets.ts';
import { openApiOperations } from './openapi-routes.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { type Caller, SWEEP_ACTORS, type SweepActor, type SweepWorld } from './sweep-types.ts';
import { createSweepWorld, parseRouteKey } from './sweep-world.ts';

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

  it('has a row for every route the app registers, documented or not', () => {
    const tabled = new Set(Object.keys(ROUTE_TABLE));
    const registered = world.registeredRoutes();
    // The recorder saw the app being built (guards against a recorder that records nothing).
    expect(registered).toContain('GET /api/v1/me');
    expect(
      registered.filter((key) => !tabled.has(key)),
      'registered routes missing from route-table.ts (or from the allow-list of registered-routes.ts)',
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
        const refused = entry.expect[actor] >= 400;
        const before = refused ? await snapshotTargets(world.context.db, world.organisations.A) : '';
        const response = await world.call(caller, method, entry.request(world.fixturesFor(caller)));
        if (response.statusCode !== entry.expect[actor]) {
          mismatches.push(
            `as ${actor}: ${response.statusCode}, expected ${entry.expect[actor]} ${response.body.slice(0, 200)}`,
          );
        }
        if (refused && (await snapshotTargets(world.context.db, world.organisations.A)) !== before) {
          mismatches.push(
            `as ${actor}: refused with ${response.statusCode}, yet changed the integration targets or sources`,
          );
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
