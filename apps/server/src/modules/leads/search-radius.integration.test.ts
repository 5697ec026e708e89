/**
 * Radius search through geo cells (issue #10; geo-cells.ts): for circles of every size, several cities at once,
 * statewide locations mixed in and a keyword, the search finds exactly the leads whose distance to a centre is
 * within the radius — the former rule, `earth_distance` on every lead, taken here as the reference — on leads
 * scattered off the demo cities so that many lie near cell lines and circle edges.
 */
import type { LeadLocation, LeadType } from '@agencyscout/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { seedDemoData } from '../../seed/demo-data.ts';
import { countMatching } from './count-repository.ts';
import { findLeadPage } from './repository.ts';
import type { SearchFilters } from './search-conditions.ts';

const METERS_PER_MILE = 1609.344;
const USER = '00000000-0000-0000-0000-000000000000';
const NOW = new Date();
const CHICAGO = { latitude: 41.8781, longitude: -87.6298, location: 'Chicago, IL' };
const HOUSTON = { latitude: 29.7633, longitude: -95.3633, location: 'Houston, TX' };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006, location: 'New York, NY' };
const PHOENIX = { latitude: 33.4484, longitude: -112.074, location: 'Phoenix, AZ' };

const LOCATION_SETS: { name: string; locations: LeadLocation[]; keyWords?: string }[] = [
  { name: '5 miles of Chicago', locations: [{ ...CHICAGO, radius: 5 }] },
  { name: '25 miles of Chicago', locations: [{ ...CHICAGO, radius: 25 }] },
  { name: '100 miles of New York', locations: [{ ...NEW_YORK, radius: 100 }] },
  { name: '300 miles of Houston', locations: [{ ...HOUSTON, radius: 300 }] },
  { name: '500 miles of Phoenix (too many cells: the GiST box)', locations: [{ ...PHOENIX, radius: 500 }] },
  {
    name: 'four cities, 25 miles each',
    locations: [CHICAGO, HOUSTON, NEW_YORK, PHOENIX].map((city) => ({ ...city, radius: 25 })),
  },
  {
    name: 'a city and a state',
    locations: [
      { ...CHICAGO, radius: 50 },
      { latitude: 0, longitude: 0, radius: -1, location: 'Texas', stateShortCountryShortName: 'TX,US' },
    ],
  },
  {
    name: 'keyword within two cities',
    locations: [CHICAGO, HOUSTON].map((city) => ({ ...city, radius: 50 })),
    keyWords: 'nurse OR engineer',
  },
];

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
  await seedDemoData(context.db, { leads: 3000, seed: 11 });
  // Two leads in three leave their city by up to a degree and a half each way: across cell lines and circle edges.
  await sql`
    UPDATE leads SET
      latitude = latitude + ((id * 7919) % 3001 - 1500) / 1000.0,
      longitude = longitude + ((id * 104729) % 3001 - 1500) / 1000.0
    WHERE id % 3 <> 0 AND latitude IS NOT NULL`.execute(context.db);
  await sql`ANALYZE leads`.execute(context.db);
}, 300_000);
afterAll(async () => {
  await context?.close();
});

/** The former rule: every lead's distance to every centre, no index; states by their codes. */
async function referenceIds(leadType: LeadType, locations: LeadLocation[], keyWords?: string): Promise<number[]> {
  const alternatives = locations.map((location) => {
    if (location.radius === -1) {
      const [state, country] = (location.stateShortCountryShortName ?? '').split(',');
      return sql`(l.state = ${state} AND l.country = ${country})`;
    }
    return sql`earth_distance(ll_to_earth(${location.latitude}::float8, ${location.longitude}::float8),
      ll_to_earth(l.latitude, l.longitude)) <= ${location.radius * METERS_PER_MILE}::float8`;
  });
  const keyword = keyWords ? sql`AND l.search_vector @@ websearch_to_tsquery('english', ${keyWords})` : sql``;
  const result = await sql<{ id: number }>`
    SELECT l.id FROM leads l
    WHERE l.lead_type = ${leadType}
      AND (l.company_id IS NULL OR l.company_id NOT IN (SELECT id FROM companies WHERE status = 0))
      AND (${sql.join(alternatives, sql` OR `)}) ${keyword}
    ORDER BY l.id`.execute(context.db);
  return result.rows.map((row) => Number(row.id));
}

describe('radius search through geo cells', () => {
  for (const leadType of ['Agency', 'OpenWeb'] as const) {
    it(`${leadType}: the same leads and totals as the distance to every lead`, async () => {
      let nonEmpty = 0;
      for (const { name, locations, keyWords } of LOCATION_SETS) {
        const filters: SearchFilters = { leadType, locations, ...(keyWords ? { keyWords } : {}) };
        const expected = await referenceIds(leadType, locations, keyWords);
        const rows = await findLeadPage(context.db, {
          filters,
          userId: USER,
          now: NOW,
          offset: 0,
          limit: 100_000,
          order: 'newest',
        });
        const found = rows.map((row) => Number(row.id)).sort((first, second) => first - second);
        expect(found, name).toEqual(expected);
        expect(await countMatching(context.db, { filters, userId: USER, now: NOW }), `${name} total`).toBe(
          expected.length,
        );
        if (expected.length > 0) nonEmpty += 1;
      }
      expect(nonEmpty).toBeGreaterThan(LOCATION_SETS.length / 2);
    });
  }
});
