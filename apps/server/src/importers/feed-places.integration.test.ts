/**
 * Issue #31 point 3: the places of a small made-up feed as they are stored — cities abbreviated or run
 * together with their state, a place column holding no place or a company name, city sections, foreign
 * metro areas. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { csv, importFeed, leadsOfSource, type Scratch, scratchDir } from '../../test/helpers/import-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';

let context: TestContext;
let scratch: Scratch;

beforeAll(async () => {
  context = await createTestApp();
  scratch = scratchDir();
});
afterAll(async () => {
  await context.close();
  scratch.remove();
});

it('stores the city the text names, or no place at all, never a company or a placeholder as the city', async () => {
  const rows: [string, string][] = [
    ['p01', '12 Example St, New York Ny 10001'],
    ['p02', 'Brooklyn Ny'],
    ['p03', 'Nyc'],
    ['p04', '75 Sample Ave New York N'],
    ['p05', 'LIC NY'],
    ['p06', 'Valhalla NY10595'],
    ['p07', 'Not Used'],
    ['p08', 'Acme in Gig Harbor, WA 98335'],
    ['p09', 'North York, ON'],
    ['p10', "St.John's, NL"],
    ['p11', 'Gainesville, FL 32601'],
    ['p12', 'Greater Sydney Area'],
    ['p13', 'Not Used, WA'],
  ];
  const { summary, source } = await importFeed(
    context.db,
    scratch,
    {
      name: 'places.csv',
      content: csv([
        ['Id', 'Title', 'Company', 'Location'],
        ...rows.map(([id, place]) => [id, 'Clerk', 'Acme', place]),
      ]),
    },
    { columns: { sourceId: 'Id', title: 'Title', company: 'Company', location: 'Location' } },
  );
  const stored = (await leadsOfSource(context.db, source)).map((lead) => [
    lead.sourceId,
    lead.locationPrecision,
    lead.city,
    lead.state,
    lead.country,
    lead.latitude !== null,
  ]);
  expect(stored).toEqual([
    ['p01', 'city', 'New York City', 'NY', 'US', true],
    ['p02', 'city', 'Brooklyn', 'NY', 'US', true],
    ['p03', 'city', 'New York City', 'NY', 'US', true],
    ['p04', 'city', 'New York City', 'NY', 'US', true],
    ['p05', 'city', 'Long Island City', 'NY', 'US', true],
    ['p06', 'city', 'Valhalla', 'NY', 'US', true],
    ['p07', null, null, null, null, false],
    ['p08', 'city', 'Gig Harbor', 'WA', 'US', true],
    ['p09', 'city', 'North York', 'ON', 'CA', true],
    ['p10', 'city', "St. John's", 'NL', 'CA', true],
    ['p11', 'city', 'Gainesville', 'FL', 'US', true],
    ['p12', null, null, null, null, false],
    ['p13', 'region', null, 'WA', 'US', false],
  ]);
  expect(summary.placement).toEqual({ city: 10, region: 1, 'not placed': 2 });
  expect(summary.warnings).toMatchObject({
    'location not placed (unknown-place)': 1,
    'location not placed (outside-coverage)': 1,
    'placed at region level': 1,
  });
});
