/**
 * Issue #20: feeds the project has not seen, imported as a new user would — each `describe` is one
 * group of defects of the issue, on small fixtures written here (spreadsheets generated with the same
 * library that reads them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
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
import { importIndeed2023 } from './indeed-2023.ts';
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

function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8', sheet = 'Jobs'): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['notes'], ['ignore me']]), 'Cover');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), sheet);
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

describe('1. files', () => {
  const rows = [
    ['', 'Business Title', 'Agency', 'Work Location', 'Posting Date', 'Salary From'],
    [0, 'Clerk', 'Dept. of Finance', '1 Centre St., N.Y.', new Date(Date.UTC(2020, 7, 14)), 45000],
    [1, 'Analyst', 'Dept. of Finance', 'Chicago, IL', 44057, 60000],
  ];
  const mapping = {
    sheet: 'Jobs',
    columns: {
      sourceId: 1,
      title: 'Business Title',
      company: 'Agency',
      location: 'Work Location',
      postedAt: 'Posting Date',
      salaryMin: 'Salary From',
    },
  };

  it.each(['xlsx', 'biff8'] as const)('reads a %s workbook by its cells, not its zip bytes', async (bookType) => {
    const name = `jobs-${bookType}.${bookType === 'xlsx' ? 'xlsx' : 'xls'}`;
    const { summary, source } = await importFeed({ name, content: workbook(rows, bookType) }, mapping);
    expect(summary).toMatchObject({ read: 2, rejectedTotal: 0, leads: { inserted: 2 } });
    const leads = await leadsOf(source);
    expect(leads.map((lead) => [lead.sourceId, lead.title, lead.postedAt?.toISOString().slice(0, 10)])).toEqual([
      ['0', 'Clerk', '2020-08-14'],
      ['1', 'Analyst', '2020-08-14'],
    ]);
  });

  it('names a missing sheet', async () => {
    await expect(
      importFeed({ name: 'other.xlsx', content: workbook(rows, 'xlsx') }, { ...mapping, sheet: 'Nope' }),
    ).rejects.toThrow(/has no sheet "Nope"\. Sheets: "Cover", "Jobs"/);
  });

  it('imports every file of a folder with one summary, sniffing each delimiter', async () => {
    const folder = path.join(scratch.dir, 'exports');
    mkdirSync(folder);
    writeFileSync(path.join(folder, 'a.csv'), 'Title,Company,City\nWelder,Acme,Tulsa\nTitle,Company,City\n');
    writeFileSync(path.join(folder, 'b.txt'), 'Title;Company;City\nNurse;Mercy;Denver\nCook;Mercy;Austin\n');
    writeFileSync(path.join(folder, 'c.tsv'), 'Title\tCompany\tCity\nDriver\tAcme\tBoise\n');
    const mappingFile = scratch.write(
      'folder.json',
      JSON.stringify({ source: 'folder-feed', columns: { title: 'Title', company: 'Company', city: 'City' } }),
    );
    const summary = await importCsvMapping(context.db, folder, mappingFile, importOptions(scratch));
    expect(summary).toMatchObject({ read: 5, leads: { inserted: 4 }, rejected: { 'repeated header row': 1 } });
  });

  it('the built-in Indeed source matches headers ignoring case and punctuation', async () => {
    const folder = path.join(scratch.dir, 'indeed');
    mkdirSync(folder);
    writeFileSync(
      path.join(folder, 'jobs.csv'),
      csv([
        ['', 'title', 'COMPANY', 'Location', 'Salary', 'Contract type', 'Job_Description'],
        [0, 'Planner', 'IBM', 'Austin, TX', '$800 ', 'week - Full-time', 'Plans.'],
      ]),
    );
    const summary = await importIndeed2023(context.db, folder, importOptions(scratch, { source: 'indeed-x' }));
    expect(summary).toMatchObject({ read: 1, leads: { inserted: 1 } });
    expect(await leadsOf('indeed-x')).toMatchObject([{ minSalary: 41_600, description: '<p>Plans.</p>' }]);
  });
});

describe('2. pay', () => {
  const header = ['Id', 'Title', 'Company', 'Location', 'Salary', 'Period'];
  const body = [
    ['p1', 'Dev', 'Acme', 'Chicago, IL', '-1', ''],
    ['p2', 'Guard', 'Acme', 'Chicago, IL', '$800 a week', ''],
    ['p3', 'Nurse', 'Acme', 'Chicago, IL', '$6,364 - $8,727 a month', ''],
    ['p4', 'Sitter', 'Acme', 'Chicago, IL', '$200', 'per diem'],
    ['p5', 'Clerk', 'Acme', 'Chicago, IL', '1,500', 'Weekly'],
    ['p6', 'Intern', 'Acme', 'Chicago, IL', '$5,000 a year', ''],
    ['p7', 'Lawyer', 'Acme', 'Chicago, IL', '$500', 'hourly'],
    ['p8', 'Temp', 'Acme', 'Chicago, IL', '$20', 'fortnightly'],
  ];
  const mapping = {
    columns: {
      sourceId: 'Id',
      title: 'Title',
      company: 'Company',
      location: 'Location',
      salary: 'Salary',
      payPeriod: 'Period',
    },
  };

  it('reads the period per row from the text or the period column and leaves out what is not plausible', async () => {
    const { summary, source } = await importFeed({ name: 'pay.csv', content: csv([header, ...body]) }, mapping);
    const pay = (await leadsOf(source)).map((lead) => [
      lead.sourceId,
      lead.hourlyPayMin,
      lead.hourlyPayMax,
      lead.minSalary,
      lead.maxSalary,
    ]);
    expect(pay).toEqual([
      ['p1', null, null, null, null],
      ['p2', null, null, 41_600, 41_600],
      ['p3', null, null, 76_368, 104_724],
      ['p4', 25, 25, null, null],
      ['p5', null, null, 78_000, 78_000],
      ['p6', null, null, null, null],
      ['p7', null, null, null, null],
      ['p8', null, null, null, null],
    ]);
    expect(summary.warnings).toEqual({
      'day rate converted to hourly at 8 hours a day': 1,
      'pay left out: yearly salary under 10,000': 1,
      'pay left out: hourly rate over 300': 1,
      'salary left out: pay period word unknown': 1,
    });
    expect(summary.warningExamples).toEqual({
      'day rate converted to hourly at 8 hours a day': ['line 5: $200'],
      'pay left out: yearly salary under 10,000': ['line 7: $5,000 a year (year)'],
      'pay left out: hourly rate over 300': ['line 8: $500 (hour)'],
      'salary left out: pay period word unknown': ['line 9: fortnightly'],
    });
    expect(formatSummary(summary)).toContain('e.g. line 7: $5,000 a year (year)');
  });
});

describe('3. places', () => {
  it('keeps the raw text, parses addresses, places metro areas at their state and reads CA as California', async () => {
    const { summary, source } = await importFeed(
      {
        name: 'places.csv',
        content: csv([
          ['Id', 'Title', 'Company', 'Where', 'Pay'],
          ['a1', 'Clerk', 'City of New York', '1 Centre St., N.Y.', ''],
          ['a2', 'Clerk', 'City of New York', '280 Broadway, 7th Floor, N.Y.', ''],
          ['a3', 'Analyst', 'Acme', 'New York City Metro Area', ''],
          ['a4', 'Driver', 'Acme', 'Santa Fe Springs, Los Angeles, CA', '$25 an hour'],
          ['a5', 'Cook', 'Acme', 'Chicago, IL', ''],
        ]),
      },
      { columns: { sourceId: 'Id', title: 'Title', company: 'Company', location: 'Where', salary: 'Pay' } },
    );
    const leads = await leadsOf(source);
    const place = leads.map((lead) => [lead.location, lead.city, lead.state, lead.country, lead.locationPrecision]);
    expect(place).toEqual([
      ['1 Centre St., N.Y.', null, 'NY', 'US', 'region'],
      ['280 Broadway, 7th Floor, N.Y.', null, 'NY', 'US', 'region'],
      ['New York City Metro Area', null, 'NY', 'US', 'region'],
      ['Santa Fe Springs, Los Angeles, CA', 'Santa Fe Springs', 'CA', 'US', 'city'],
      ['Chicago, IL', 'Chicago', 'IL', 'US', 'city'],
    ]);
    expect(leads.slice(0, 3).every((lead) => lead.latitude === null && lead.longitude === null)).toBe(true);
    expect(leads[3]).toMatchObject({ salaryCurrency: 'USD', hourlyPayMin: 25 });
    expect(summary.placement).toEqual({ region: 3, city: 2 });
    expect(formatSummary(summary)).toContain('places      2 at a city · 3 placed at region level');
  });

  it('keeps the joined city/state columns as the raw text when no location column is mapped', async () => {
    const { source } = await importFeed(
      {
        name: 'split.csv',
        content: csv([
          ['T', 'C', 'Town', 'St'],
          ['Welder', 'Acme', 'Hamilton', 'ON'],
        ]),
      },
      { columns: { title: 'T', company: 'C', city: 'Town', state: 'St' } },
    );
    expect(await leadsOf(source)).toMatchObject([
      { location: 'Hamilton, ON', city: 'Hamilton', state: 'ON', country: 'CA', locationPrecision: 'city' },
    ]);
  });
});

describe('4. constants and cleaning', () => {
  it('applies constants, cleans company names, reads size ranges in words and aggregates notes', async () => {
    const rows: (string | number)[][] = [['Job', 'Employer', 'City', 'Pay', 'Size', 'HQ', 'Type']];
    for (let day = 1; day <= 8; day++) {
      rows.push([
        `Job ${day}`,
        day % 2 ? 'Maple Foods\n3.8' : 'Maple Foods',
        'London',
        '$30',
        '',
        '-1',
        `Posted 2020-08-0${day}`,
      ]);
    }
    rows.push(['Buyer', 'Birch Ltd\n4.1', 'Xyzzyville', '$60,000', '501 to 1000 employees', 'Toronto, ON', '']);
    rows.push(['Seller', 'Cedar Inc', 'Ottawa', '', '1 to 50 employees', '', '']);
    rows.push(['Broker', 'Cedar Inc', 'Ottawa', '$70,000', '', '', '']);
    const { summary, source } = await importFeed(
      { name: 'constants.csv', content: csv(rows) },
      {
        columns: {
          title: 'Job',
          company: 'Employer',
          city: 'City',
          salary: 'Pay',
          companySize: 'Size',
          companyCity: 'HQ',
          employmentType: 'Type',
          country: { value: 'CA' },
          state: { value: 'ON' },
          currency: { value: 'Canadian dollars' },
        },
      },
    );
    const leads = await leadsOf(source);
    expect(leads.filter((lead) => lead.city === 'London')).toHaveLength(8);
    expect(leads.find((lead) => lead.city === 'London')).toMatchObject({
      location: 'London',
      state: 'ON',
      country: 'CA',
      hourlyPayMin: 30,
      salaryCurrency: 'CAD',
    });
    // Not placed, but the constant says Canada: the salary is in CAD, not USD.
    expect(leads.find((lead) => lead.title === 'Buyer')).toMatchObject({ country: 'CA', salaryCurrency: 'CAD' });
    const companies = await context.db
      .selectFrom('companies')
      .select(['name', 'city', 'employeeRange'])
      .where('nameKey', 'in', ['maple foods', 'birch', 'cedar'])
      .orderBy('name')
      .execute();
    expect(companies).toEqual([
      { name: 'Birch Ltd', city: 'Toronto', employeeRange: '501-1,000' },
      { name: 'Cedar Inc', city: null, employeeRange: null },
      { name: 'Maple Foods', city: null, employeeRange: null },
    ]);
    expect(summary.warnings['employment type not mapped']).toBe(8);
    expect(summary.warningExamples['employment type not mapped']).toHaveLength(5);
    expect(summary.warningExamples['company size range spans several size buckets']).toEqual([
      'line 16: 1 to 50 employees',
    ]);
    expect(Object.keys(summary.warnings).some((kind) => kind.includes('2020'))).toBe(false);
    // A currency that is not an ISO code is noted; the country's currency is used, the row is kept.
    expect(leads.find((lead) => lead.title === 'Broker')).toMatchObject({ minSalary: 70_000, salaryCurrency: 'CAD' });
    expect(summary.warnings['currency not an ISO code: the country’s was used']).toBe(10);
  });

  it('a mapping with a bad constant or column says which key is wrong', async () => {
    await expect(
      importFeed({ name: 'x.csv', content: 'T,C\na,b\n' }, { columns: { title: 'T', company: 'C', country: {} } }),
    ).rejects.toThrow(/columns\.country/);
    await expect(
      importFeed({ name: 'y.csv', content: 'T,C\na,b\n' }, { columns: { title: 0, company: 'C' } }),
    ).rejects.toThrow(/columns\.title/);
    await expect(
      importFeed(
        { name: 'z.csv', content: 'T,C\na,b\n' },
        { columns: { title: 'T', company: 'C' }, dateFormat: 'when' },
      ),
    ).rejects.toThrow(/dateFormat/);
  });
});

describe('5. dates', () => {
  it('reads two-digit years, month names, Excel serials and a Day.js format', async () => {
    const { summary, source } = await importFeed(
      {
        name: 'dates.csv',
        content: csv([
          ['Id', 'T', 'C', 'Posted'],
          ['d1', 'A', 'Acme', '14-Aug-20'],
          ['d2', 'B', 'Acme', '44057'],
          ['d3', 'C', 'Acme', 'Aug 14, 2020'],
          ['d4', 'D', 'Acme', '8/14/20'],
          ['d5', 'E', 'Acme', '05/06/2020'],
        ]),
      },
      { columns: { sourceId: 'Id', title: 'T', company: 'C', postedAt: 'Posted' } },
    );
    const dates = (await leadsOf(source)).map((lead) => lead.postedAt?.toISOString().slice(0, 10));
    expect(dates).toEqual(['2020-08-14', '2020-08-14', '2020-08-14', '2020-08-14']);
    expect(summary.rejected).toEqual({ 'ambiguous date in column "Posted" (set "dateFormat": "mdy" or "dmy")': 1 });
  });
});

describe('dry run preview', () => {
  it('shows the first rows as they would be stored and writes nothing', async () => {
    const { summary, source } = await importFeed(
      {
        name: 'preview.csv',
        content: csv([
          ['T', 'C', 'Where', 'Pay', 'Type', 'Posted'],
          ['Welder', 'Acme', 'Tulsa, OK', '$25 - $30 an hour', 'Contract', '2024-05-01'],
          ['Clerk', 'Acme', '1 Centre St., N.Y.', '$6,364 - $8,727 a month', 'Full-time', ''],
        ]),
      },
      {
        columns: {
          title: 'T',
          company: 'C',
          location: 'Where',
          salary: 'Pay',
          employmentType: 'Type',
          postedAt: 'Posted',
        },
      },
      { dryRun: true, preview: 20 },
    );
    expect(summary.preview).toEqual([
      {
        line: 2,
        title: 'Welder',
        company: 'Acme',
        location: 'Tulsa, OK',
        place: 'Tulsa, OK, US (city)',
        pay: '25–30 USD per hour',
        types: 'Contract',
        postedAt: '2024-05-01',
      },
      {
        line: 3,
        title: 'Clerk',
        company: 'Acme',
        location: '1 Centre St., N.Y.',
        place: 'NY, US (region level)',
        pay: '76,368–104,724 USD per year',
        types: 'Direct Hire',
        postedAt: null,
      },
    ]);
    expect(formatSummary(summary)).toContain("place   '1 Centre St., N.Y.' → NY, US (region level)");
    expect(await leadsOf(source)).toEqual([]);
  });
});
