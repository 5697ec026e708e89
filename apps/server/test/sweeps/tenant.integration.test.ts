/**
 * Tenant sweep (issue #9, ARCHITECTURE "Rules of the house": tenant scoping on every query). Organisation A's
 * objects are created through the API; every personal and organisation route is then called, aimed at them, as
 * organisation B's member, organisation C's admin and A's other user (a fresh user per route, so nothing it did
 * before colours the answer): no answer may show A's objects (teammates may see organisation data), no row
 * organisation A owns may change, and an intrusion that names its status (`expectStatus`: 404 for strangers, 403
 * for A's teammate where only the owner or an admin may act) answers exactly that.
 * SWEEP_ROUTES (route keys separated by commas) narrows the sweep to those rows (the mutation check uses it).
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsOnPostgresInstead } from '../helpers/test-database.ts';
import { CRM_ID_FIELDS } from './crm-connections.ts';
import type { RouteEntry } from './route-entry.ts';
import { ROUTE_TABLE } from './route-table.ts';
import type { IntruderKind, OrganisationKey, SweepWorld } from './sweep-types.ts';
import { createSweepWorld, parseRouteKey } from './sweep-world.ts';
import { createTenantObjects, revealed, snapshotOrganisation } from './tenant-objects.ts';

let world: SweepWorld;
let objects: Awaited<ReturnType<typeof createTenantObjects>>;

const INTRUDERS: {
  name: string;
  kind: IntruderKind;
  org: OrganisationKey;
  role: (typeof ROLES)[keyof typeof ROLES];
}[] = [
  { name: "organisation B's member", kind: 'member', org: 'B', role: ROLES.MEMBER },
  { name: "organisation C's admin", kind: 'admin', org: 'C', role: ROLES.COMPANY_ADMIN },
  { name: "A's other user", kind: 'teammate', org: 'A', role: ROLES.MEMBER },
];

const only = process.env.SWEEP_ROUTES?.split(',').map((key) => key.trim());
const tenantRoutes = Object.entries(ROUTE_TABLE).filter(
  (row): row is [string, RouteEntry] =>
    (row[1].kind === 'personal' || row[1].kind === 'organisation') && (!only || only.includes(row[0])),
);

// Like the input fuzz, the sweep's world is built once per run: on PostgreSQL when CI runs both databases
// (runsOnPostgresInstead), else on PGlite.
describe.skipIf(runsOnPostgresInstead)('tenant sweep', () => {
  beforeAll(async () => {
    world = await createSweepWorld();
    objects = await createTenantObjects(world, await world.newCaller('A'));
  });
  afterAll(() => world?.close());

  it('has intrusions for every personal and organisation route', () => {
    expect(tenantRoutes.filter(([, entry]) => !entry.intrusions).map(([key]) => key)).toEqual([]);
  });

  // Needs every row's intrusions: left out when SWEEP_ROUTES narrows the sweep.
  it.skipIf(only)("shows A's objects to A's owner through the intrusions (the probes aim right)", async () => {
    const owner = await world.newCaller('A');
    // Some of A's synced items are listed to admins only (Bullhorn's users): A's admin probes too.
    const admin = await world.newCaller('A', ROLES.COMPANY_ADMIN);
    const seen = new Set<string>();
    const ownerObjects = await createTenantObjects(world, owner);
    for (const caller of [owner, admin]) {
      for (const [key, entry] of tenantRoutes) {
        if (parseRouteKey(key).method !== 'GET') continue;
        for (const request of entry.intrusions?.(ownerObjects, world.fixturesFor(caller)) ?? []) {
          const response = await world.call(caller, 'GET', request);
          for (const item of revealed(response.body, ownerObjects, { organisation: true })) seen.add(item);
        }
      }
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'client list flag',
        'favorite flag',
        'viewed flag',
        ...CRM_ID_FIELDS.map((name) => `CRM id (${name})`),
        ...ownerObjects.organisationMarkers,
      ]),
    );
  });

  for (const intruder of INTRUDERS) {
    it(`lets ${intruder.name} read and change none of A's data on any route`, async () => {
      const leaks: string[] = [];
      for (const [key, entry] of tenantRoutes) {
        const { method } = parseRouteKey(key);
        const caller = await world.newCaller(intruder.org, intruder.role);
        const before = await snapshotOrganisation(world.context.db, world.organisations.A, caller.user.userId);
        for (const request of entry.intrusions?.(objects, world.fixturesFor(caller)) ?? []) {
          const response = await world.call(caller, method, request);
          expect(response.statusCode, `${key} ${response.body}`).toBeLessThan(500);
          const expected = request.expectStatus?.[intruder.kind];
          if (expected !== undefined && response.statusCode !== expected) {
            leaks.push(`${key} ${request.path} answered ${response.statusCode}, expected ${expected}`);
          }
          const organisation = intruder.org !== 'A' || entry.kind === 'personal';
          for (const item of revealed(response.body, objects, { organisation })) {
            leaks.push(`${key} ${request.path} showed ${item}`);
          }
        }
        const after = await snapshotOrganisation(world.context.db, world.organisations.A, caller.user.userId);
        if (after !== before) leaks.push(`${key} changed organisation A's rows`);
      }
      expect(leaks).toEqual([]);
      // One fresh caller and two snapshots per route: the time grows with the route table.
    }, 240_000);
  }
});
