import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOptions, type Scratch, scratchDir } from '../../test/helpers/import-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { importCsvMapping } from './csv-mapping.ts';

/**
 * A feed with a UTF-8 BOM, CRLF line ends, quoted commas, quotes and newlines inside fields, every
 * salary form, an unknown location, a duplicate row, a bad date and a row without a title.
 */
const FEED = [
  '\uFEFFJob ID,Job Title,Employer,Where,Pay,Type,Posted,Details,Website',
  'J-1,"Senior Java Developer, Backend",Acme Corp,"Chicago, IL","$120,000 - $200,000 ",Full-time,2024-05-01,"Line one',
  'line ""two"", with a comma",https://www.acme.example',
  'J-2,Warehouse Associate,Acme Corp,"Austin, TX",$25 - $30 an hour,Temporary,2024-05-02,,acme.example',
  'J-3,Nurse,Mercy Health,Xyzzyville,"From $100,000",Part-time,2024-05-03,Needs 3+ years of experience,',
  'J-4,Analyst,Beta LLC,"Toronto, ON",Not a date row,Contract,31/31/2024,,',
  'J-5,,Beta LLC,"Denver, CO",,,2024-05-05,,',
  'J-6,Bookkeeper,Beta LLC,"Denver, CO","Up to $70,000 a year",Perm,2024-05-06,,',
  'J-2,Warehouse Associate,Acme Corp,"Austin, TX",$25 - $30 an hour,Temporary,2024-05-02,,acme.example',
  'J-7,Welder,,"Tulsa, OK",$45,Contract,2024-05-07,,',
].join('\r\n');

const MAPPING = {
  source: 'acme-feed',
  employmentTypes: { Perm: 'Direct Hire' },
  columns: {
    sourceId: 'Job ID',
    title: 'Job Title',
    company: 'Employer',
    location: 'Where',
    salary: 'Pay',
    employmentType: 'Type',
    postedAt: 'Posted',
    description: 'Details',
    companyUrl: 'Website',
  },
};

describe('csv importer with a column mapping', () => {
  let context: TestContext;
  let scratch: Scratch;
  let feed: string;
  let mapping: string;

  beforeAll(async () => {
    context = await createTestApp();
    scratch = scratchDir();
    feed = scratch.write('feed.csv', FEED);
    mapping = scratch.write('mapping.json', JSON.stringify(MAPPING));
  });
  afterAll(async () => {
    await context.close();
    scratch.remove();
  });

  const leadBySourceId = (sourceId: string) =>
    context.db
      .selectFrom('leads')
      .selectAll()
      .where('source', '=', 'acme-feed')
      .where('sourceId', '=', sourceId)
      .executeTakeFirst();

  it('a dry run counts everything and saves nothing', async () => {
    const summary = await importCsvMapping(context.db, feed, mapping, importOptions(scratch, { dryRun: true }));
    expect(summary.leads.inserted).toBe(5);
    const row = await context.db.selectFrom('leads').select('id').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('imports the good rows, rejects the bad ones with their line numbers and reasons', async () => {
    const options = importOptions(scratch);
    const summary = await importCsvMapping(context.db, feed, mapping, options);
    expect(summary).toMatchObject({
      source: 'acme-feed',
      read: 8,
      leads: { inserted: 5, updated: 0, unchanged: 0 },
      companies: { inserted: 3, updated: 0, unchanged: 0 },
      duplicates: 1,
      rejectedTotal: 2,
      rejected: { 'missing title (column "Job Title")': 1, 'invalid date in column "Posted"': 1 },
    });
    expect(summary.warnings).toMatchObject({ 'location not placed (unknown-place)': 1, 'no company': 1 });
    const rejects = readFileSync(options.rejectsPath, 'utf8').trim().split('\n');
    expect(rejects[0]).toBe('file,line,reason,data');
    expect(rejects.slice(1).map((line) => line.split(',"{')[0])).toEqual([
      'feed.csv,6,"invalid date in column ""Posted"""',
      'feed.csv,7,"missing title (column ""Job Title"")"',
    ]);
  });

  it('keeps quotes, commas and newlines of quoted fields and converts pay forms', async () => {
    const java = await leadBySourceId('J-1');
    expect(java).toMatchObject({
      title: 'Senior Java Developer, Backend',
      companyName: 'Acme Corp',
      city: 'Chicago',
      state: 'IL',
      country: 'US',
      minSalary: 120_000,
      maxSalary: 200_000,
      salaryCurrency: 'USD',
      employmentTypes: ['Direct Hire'],
      description: '<p>Line one<br>line &quot;two&quot;, with a comma</p>',
    });
    expect(java?.postedAt?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(await leadBySourceId('J-2')).toMatchObject({
      hourlyPayMin: 25,
      hourlyPayMax: 30,
      employmentTypes: ['Contract'],
    });
    expect(await leadBySourceId('J-3')).toMatchObject({
      minSalary: 100_000,
      maxSalary: null,
      latitude: null,
      city: null,
      minExperienceYears: 3,
    });
    expect(await leadBySourceId('J-6')).toMatchObject({ maxSalary: 70_000, employmentTypes: ['Direct Hire'] });
    expect(await leadBySourceId('J-7')).toMatchObject({ companyId: null, hourlyPayMin: 45, hourlyPayMax: 45 });
  });

  it('de-duplicates companies and keeps their lead counts', async () => {
    const acme = await context.db.selectFrom('companies').selectAll().where('nameKey', '=', 'acme').execute();
    expect(acme).toHaveLength(1);
    expect(acme[0]).toMatchObject({ domain: 'acme.example', openwebLeadCount: 2, agencyLeadCount: 0 });
  });

  it('re-importing the same file changes nothing; a changed row is updated', async () => {
    const again = await importCsvMapping(context.db, feed, mapping, importOptions(scratch));
    expect(again.leads).toEqual({ inserted: 0, updated: 0, unchanged: 5 });
    expect(again.companies).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    const changed = scratch.write('feed-changed.csv', FEED.replace('Warehouse Associate', 'Warehouse Lead'));
    const summary = await importCsvMapping(
      context.db,
      changed,
      mapping,
      importOptions(scratch, { leadType: 'Agency', leadTypeGiven: true }),
    );
    expect(summary.leads).toEqual({ inserted: 0, updated: 5, unchanged: 0 });
    expect(await leadBySourceId('J-2')).toMatchObject({ title: 'Warehouse Lead', leadType: 'Agency' });
    const acme = await context.db
      .selectFrom('companies')
      .selectAll()
      .where('nameKey', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(acme).toMatchObject({ openwebLeadCount: 0, agencyLeadCount: 2 });
  });

  it('a mapping naming a column the file lacks is a clear error naming the column', async () => {
    const wrong = scratch.write(
      'wrong.json',
      JSON.stringify({ ...MAPPING, columns: { ...MAPPING.columns, title: 'Job Name' } }),
    );
    await expect(importCsvMapping(context.db, feed, wrong, importOptions(scratch))).rejects.toThrow(
      /feed\.csv has no column "Job Name" \(for title\)/,
    );
  });

  it('a malformed mapping names the offending key', async () => {
    const unknownKey = scratch.write(
      'unknown.json',
      JSON.stringify({ ...MAPPING, columns: { ...MAPPING.columns, salery: 'Pay' } }),
    );
    await expect(importCsvMapping(context.db, feed, unknownKey, importOptions(scratch))).rejects.toThrow(
      /columns.*salery/,
    );
    const noTitle = scratch.write('no-title.json', JSON.stringify({ columns: { company: 'Employer' } }));
    await expect(importCsvMapping(context.db, feed, noTitle, importOptions(scratch))).rejects.toThrow(/columns\.title/);
    const notJson = scratch.write('broken.json', '{ nope');
    await expect(importCsvMapping(context.db, feed, notJson, importOptions(scratch))).rejects.toThrow(
      /not readable JSON/,
    );
  });
});
