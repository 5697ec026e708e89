/**
 * Issue #31: what unseen public feeds still stored wrong — pay figures with many decimals, a minimum of 0, day rates
 * taken for hourly pay, a state column that holds no states, rows without an id that differ in date or pay — each on
 * a small feed written here. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  csv,
  importFeed as importFeedWith,
  importOptions,
  leadsOfSource,
  type Scratch,
  scratchDir,
} from '../../test/helpers/import-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { importCsvMapping } from './csv-mapping.ts';
import { formatSummary } from './report.ts';

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

const importFeed = (
  file: { name: string; content: string | Buffer },
  mapping: Record<string, unknown>,
  overrides: Parameters<typeof importOptions>[1] = {},
) => importFeedWith(context.db, scratch, file, mapping, overrides);

const leadsOf = (source: string) => leadsOfSource(context.db, source);

describe('numbers', () => {
  it('reads decimals as one number, keeps a maximum next to a minimum of 0, and never takes a day rate for hourly pay (issue #31)', async () => {
    const text = csv([
      ['Id', 'Title', 'Company', 'Location', 'Pay', 'Description'],
      ['d1', 'Picker', 'Acme', 'Chicago, IL', '$18.8112', ''],
      ['d2', 'Packer', 'Acme', 'Chicago, IL', '26.104 - 30.5', ''],
      ['d3', 'Substitute Teacher', 'Acme', 'Chicago, IL', '$160 - $200', 'Long-term assignment.'],
      ['d4', 'Substitute Teacher', 'Acme', 'Chicago, IL', '$160 - $200', '<p>Paid $160 - $200 per day.</p>'],
      ['d5', 'Welder', 'Acme', 'Chicago, IL', '$180', 'Our daily rate is competitive.'],
    ]);
    const { summary, source } = await importFeed(
      { name: 'numbers.csv', content: text },
      {
        columns: {
          sourceId: 'Id',
          title: 'Title',
          company: 'Company',
          location: 'Location',
          salary: 'Pay',
          description: 'Description',
        },
      },
    );
    const pay = (await leadsOf(source)).map((lead) => [lead.sourceId, lead.hourlyPayMin, lead.hourlyPayMax]);
    expect(pay).toEqual([
      ['d1', 18.81, 18.81],
      ['d2', 26.1, 30.5],
      ['d3', null, null],
      ['d4', 20, 25],
      ['d5', 22.5, 22.5],
    ]);
    expect(summary.leads.inserted).toBe(5);
    expect(summary.warnings).toEqual({
      'pay period guessed from the amount: hour': 2,
      'salary left out: pay period unknown': 1,
      'day rate converted to hourly at 8 hours a day': 2,
    });
  });

  it('keeps the maximum when the minimum column says 0, with a note', async () => {
    const text = csv([
      ['Id', 'Title', 'Company', 'Location', 'Min', 'Max', 'Period'],
      ['z1', 'Cook', 'Acme', 'Chicago, IL', '0', '25', 'Hourly'],
      ['z2', 'Chef', 'Acme', 'Chicago, IL', '$0.00', '$65,000', 'Annual'],
    ]);
    const { summary, source } = await importFeed(
      { name: 'zero.csv', content: text },
      {
        columns: {
          sourceId: 'Id',
          title: 'Title',
          company: 'Company',
          location: 'Location',
          salaryMin: 'Min',
          salaryMax: 'Max',
          payPeriod: 'Period',
        },
      },
    );
    const pay = (await leadsOf(source)).map((lead) => [
      lead.sourceId,
      lead.hourlyPayMin,
      lead.hourlyPayMax,
      lead.minSalary,
      lead.maxSalary,
    ]);
    expect(pay).toEqual([
      ['z1', null, 25, null, null],
      ['z2', null, null, null, 65_000],
    ]);
    expect(summary.rejected).toEqual({});
    expect(summary.warnings).toEqual({ 'salary minimum of 0 left out': 2 });
  });
});

describe('a state column that holds no states', () => {
  it('says in the dry run how many of its values are a state or province', async () => {
    const text = csv([
      ['Id', 'Title', 'Company', 'City', 'Region'],
      ['r1', 'Clerk', 'Acme', 'Springfield', 'Northeast'],
      ['r2', 'Clerk', 'Acme', 'Portland', 'West Coast'],
      ['r3', 'Clerk', 'Acme', 'Toronto', 'Ontario'],
      ['r4', 'Clerk', 'Acme', 'Chicago', 'IL'],
    ]);
    const { summary } = await importFeed(
      { name: 'regions.csv', content: text },
      { columns: { sourceId: 'Id', title: 'Title', company: 'Company', city: 'City', state: 'Region' } },
      { dryRun: true },
    );
    expect(summary.columnChecks).toEqual([{ column: 'Region', what: 'a state or province', matching: 2, values: 4 }]);
    expect(formatSummary(summary)).toContain('column Region: 2 of 4 values are a state or province');
  });

  it('says nothing when every value is a state', async () => {
    const text = csv([
      ['Id', 'Title', 'Company', 'City', 'St'],
      ['s1', 'Clerk', 'Acme', 'Chicago', 'IL'],
    ]);
    const { summary } = await importFeed(
      { name: 'states.csv', content: text },
      { columns: { sourceId: 'Id', title: 'Title', company: 'Company', city: 'City', state: 'St' } },
      { dryRun: true },
    );
    expect(formatSummary(summary)).not.toContain('values are a state');
  });
});

describe('rows without an id', () => {
  const header = ['Title', 'Company', 'City', 'Posted', 'Pay'];
  const rows = [
    ['Line Cook', 'Acme Diner', 'Chicago', '2024-03-01', '$18 an hour'],
    ['Line Cook', 'Acme Diner', 'Chicago', '2024-03-08', '$18 an hour'],
    ['Line Cook', 'Acme Diner', 'Chicago', '2024-03-08', '$19 an hour'],
    ['Line Cook', 'Acme Diner', 'Chicago', '2024-03-08', '$19 an hour'],
  ];
  const columns = { title: 'Title', company: 'Company', city: 'City', postedAt: 'Posted', salary: 'Pay' };

  it('two rows that differ in date or pay are two postings; only a true repeat is merged, and the summary says by which key', async () => {
    const { summary, source } = await importFeed({ name: 'no-ids.csv', content: csv([header, ...rows]) }, { columns });
    expect(summary).toMatchObject({ read: 4, duplicates: 1, leads: { inserted: 3 } });
    expect(formatSummary(summary)).toContain(
      'duplicates  1 rows repeated a posting already read (same title, company, place, description, posted date and pay)',
    );
    expect((await leadsOf(source)).map((lead) => lead.hourlyPayMin).sort()).toEqual([18, 18, 19]);
  });

  it('a feed imported before under the key without date and pay is updated, not added again', async () => {
    const feed = scratch.write('rekey.csv', csv([header, ...rows.slice(0, 1)]));
    // The earlier key: the same posting without its date and pay columns mapped.
    const before = scratch.write(
      'rekey-before.json',
      JSON.stringify({ source: 'rekey-feed', columns: { title: 'Title', company: 'Company', city: 'City' } }),
    );
    expect((await importCsvMapping(context.db, feed, before, importOptions(scratch))).leads.inserted).toBe(1);
    const after = scratch.write('rekey-after.json', JSON.stringify({ source: 'rekey-feed', columns }));
    const again = await importCsvMapping(context.db, feed, after, importOptions(scratch));
    expect(again.leads).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    const stored = await leadsOf('rekey-feed');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ hourlyPayMin: 18 });
    const third = await importCsvMapping(context.db, feed, after, importOptions(scratch));
    expect(third.leads).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
  });
});
