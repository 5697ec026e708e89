import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, importOptions, type Scratch, scratchDir } from '../../test/helpers/import-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { importFortune1000 } from './fortune1000.ts';
import { importIndeed2023 } from './indeed-2023.ts';
import { importLinkedin2023 } from './linkedin-2023.ts';

function writeLinkedin(scratch: Scratch): string {
  const folder = path.join(scratch.dir, 'linkedin');
  mkdirSync(folder);
  const file = (name: string, rows: (string | number)[][]) => scratch.write(path.join('linkedin', name), csv(rows));
  file('job_postings.csv', [
    ['job_id', 'company_id', 'title', 'formatted_work_type', 'location', 'applies', 'work_type'],
    ['3378133231', '81149246', 'Early Education Music Teacher', 'Part-time', 'Los Angeles, CA', '', 'PART_TIME'],
    ['3757940104', '1009', 'Cloud Architect', 'Contract', 'United States', '3', 'CONTRACT'],
    ['3757940105', '1009', 'Data Scientist', 'Full-time', 'Armonk, NY', '', 'FULL_TIME'],
    ['3757940106', '', 'Cook', 'Full-time', 'Aliso Viejo, CA', '', 'FULL_TIME'],
    ['', '1009', 'No id', 'Full-time', 'Chicago, IL', '', 'FULL_TIME'],
  ]);
  file('companies.csv', [
    ['id', 'name', 'size', 'city', 'employee_count'],
    ['1009', 'IBM', '7', 'Armonk, New York', '316130'],
    ['2000', 'Tiny Shop', '', 'London', '4'],
  ]);
  file('salaries.csv', [
    ['salary_id', 'job_id', 'max_salary', 'med_salary', 'min_salary', 'pay_period', 'currency', 'compensation_type'],
    ['1', '3378133231', '30.0', '', '22.0', 'HOURLY', 'USD', 'BASE_SALARY'],
    ['2', '3757940105', '', '150000.0', '', 'YEARLY', 'USD', 'BASE_SALARY'],
  ]);
  file('company_industries.csv', [
    ['company_id', 'industry'],
    ['1009', 'IT Services and IT Consulting'],
  ]);
  file('employee_counts.csv', [
    ['company_id', 'employee_count', 'follower_count', 'time_recorded'],
    ['2000', '3', '10', '1692644644.1'],
  ]);
  file('industries.csv', [
    ['industry_id', 'industry_name'],
    ['68', 'Primary and Secondary Education'],
  ]);
  file('job_industries.csv', [
    ['job_id', 'industry_id'],
    ['3378133231', '68'],
  ]);
  return folder;
}

function writeIndeed(scratch: Scratch): string {
  const folder = path.join(scratch.dir, 'indeed');
  mkdirSync(folder);
  const header = ['', 'Title', 'Company', 'Location', 'Type', 'Salary', 'Contract_type', 'Job Description'];
  const finance = [
    'Finance Manager',
    'IBM',
    '770 Dundee Ave, Dundee, IL 60118',
    'Onsite',
    '$120,000 - $200,000 ',
    'r - Full-time',
    'Needs 5+ years of experience.\nApply now.',
  ];
  scratch.write(
    'indeed/Banking.csv',
    csv([
      header,
      ['0', ...finance],
      ['1', 'Title', 'Company', 'Location', 'Type', 'Salary', 'Contract_type', 'Job Description'],
      ['2', 'Structural Engineer', 'SE&C, LLC', 'Remote', 'Remote', '$51 - $150 ', 'ct', '12 month contract'],
    ]),
  );
  scratch.write(
    'indeed/Civil.csv',
    csv([
      ['', 'Unnamed: 0', ...header.slice(1), 'JobType', 'Industry'],
      ['0', '0.0', ...finance, 'Manager', 'Banking'],
      [
        '1',
        '1.0',
        'Planner',
        'City of Mesa',
        'Mesa, AZ',
        'Onsite',
        '$25 - $30 ',
        'n hour - Full-time',
        'Plan.',
        'Planner',
        'Civil Engineering',
      ],
    ]),
  );
  return folder;
}

function writeFortune(scratch: Scratch): string {
  return scratch.write(
    'fortune1000_2023.csv',
    csv([
      [
        'Rank',
        'Company',
        'Ticker',
        'Sector',
        'Industry',
        'Number_of_employees',
        'Revenues_M',
        'Country',
        'HeadquartersCity',
        'HeadquartersState',
        'Website',
      ],
      [
        '1',
        'Walmart',
        'WMT',
        'Retailing',
        'General Merchandisers',
        '2100000',
        '611289',
        'U.S.',
        'Bentonville',
        'AR',
        'www.stock.walmart.com',
      ],
      [
        '2',
        'IBM',
        'IBM',
        'Technology',
        'Information Technology Services',
        '288300',
        '60530',
        'U.S.',
        'Armonk',
        'NY',
        'www.ibm.com',
      ],
      ['3', '', 'XX', 'Technology', 'Computer Software', '10', '1', 'U.S.', 'Austin', 'TX', 'www.x.com'],
    ]),
  );
}

describe('source importers on fixtures', () => {
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

  const lead = (source: string, sourceId: string) =>
    context.db
      .selectFrom('leads')
      .selectAll()
      .where('source', '=', source)
      .where('sourceId', '=', sourceId)
      .executeTakeFirstOrThrow();
  const company = (nameKey: string) =>
    context.db.selectFrom('companies').selectAll().where('nameKey', '=', nameKey).executeTakeFirstOrThrow();

  it('linkedin-2023: postings with salaries, companies, industries and the scrape date', async () => {
    const folder = writeLinkedin(scratch);
    const summary = await importLinkedin2023(context.db, folder, importOptions(scratch, { source: 'linkedin-2023' }));
    expect(summary).toMatchObject({
      read: 5,
      leads: { inserted: 4, updated: 0, unchanged: 0 },
      companies: { inserted: 2 },
      rejected: { 'missing or invalid job_id': 1 },
    });
    expect(summary.warnings).toMatchObject({ 'company id not in companies.csv': 1, 'no company': 1 });
    const music = await lead('linkedin-2023', '3378133231');
    expect(music).toMatchObject({
      leadType: 'OpenWeb',
      hourlyPayMin: 22,
      hourlyPayMax: 30,
      salaryCurrency: 'USD',
      employmentTypes: ['Direct Hire'],
      city: 'Los Angeles',
      sourceUrl: 'https://www.linkedin.com/jobs/view/3378133231/',
      companyId: null,
    });
    expect(music.postedAt?.toISOString()).toBe('2023-08-21T19:04:04.000Z');
    expect(music.jobCategoryIds).toHaveLength(1);
    expect(await lead('linkedin-2023', '3757940105')).toMatchObject({ minSalary: 150_000, maxSalary: 150_000 });
    expect(await lead('linkedin-2023', '3757940104')).toMatchObject({ country: 'US', state: null, latitude: null });
    const ibm = await company('ibm');
    expect(ibm).toMatchObject({
      name: 'IBM',
      employeeRange: '10,001+',
      city: 'Armonk',
      state: 'NY',
      openwebLeadCount: 2,
    });
    expect(await company('tiny shop')).toMatchObject({
      employeeRange: '1-10',
      city: 'London',
      state: null,
      country: null,
    });
    const again = await importLinkedin2023(context.db, folder, importOptions(scratch, { source: 'linkedin-2023' }));
    expect(again.leads).toEqual({ inserted: 0, updated: 0, unchanged: 4 });
    expect(again.companies).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it('indeed-2023: every CSV of the folder, free-text salaries, one posting per fingerprint', async () => {
    const folder = writeIndeed(scratch);
    const options = importOptions(scratch, { source: 'indeed-2023', leadType: 'Agency' });
    const summary = await importIndeed2023(context.db, folder, options);
    expect(summary).toMatchObject({
      read: 5,
      leads: { inserted: 3 },
      duplicates: 1,
      rejected: { 'repeated header row': 1 },
      companies: { inserted: 2, unchanged: 1 },
    });
    const rows = await context.db
      .selectFrom('leads')
      .selectAll()
      .where('source', '=', 'indeed-2023')
      .orderBy('title')
      .execute();
    expect(rows.map((row) => [row.title, row.minSalary, row.maxSalary, row.hourlyPayMin, row.hourlyPayMax])).toEqual([
      ['Finance Manager', 120_000, 200_000, null, null],
      ['Planner', null, null, 25, 30],
      ['Structural Engineer', null, null, 51, 150],
    ]);
    expect(rows[0]).toMatchObject({
      postedAt: null,
      minExperienceYears: 5,
      city: 'Dundee',
      state: 'IL',
      latitude: null,
    });
    expect(rows[2]).toMatchObject({ employmentTypes: ['Contract'], durationMonths: 12, companyName: 'SE&C, LLC' });
    expect(await company('ibm')).toMatchObject({ agencyLeadCount: 1, openwebLeadCount: 2 });
    const again = await importIndeed2023(context.db, folder, options);
    expect(again.leads).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
  });

  it('fortune1000: companies merged by name, domain adopted, revenue and size set', async () => {
    const file = writeFortune(scratch);
    const summary = await importFortune1000(context.db, file, importOptions(scratch, { source: 'fortune1000' }));
    expect(summary).toMatchObject({
      read: 3,
      leadType: null,
      companies: { inserted: 1, updated: 1, unchanged: 0 },
      rejected: { 'missing company name': 1 },
    });
    expect(await company('ibm')).toMatchObject({
      domain: 'ibm.com',
      url: 'https://www.ibm.com/',
      revenueUsd: 60_530_000_000,
      employeeRange: '10,001+',
      openwebLeadCount: 2,
    });
    expect(await company('walmart')).toMatchObject({ city: 'Bentonville', state: 'AR', country: 'US', status: 1 });
    const again = await importFortune1000(context.db, file, importOptions(scratch, { source: 'fortune1000' }));
    expect(again.companies).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it('a missing file or column stops before anything is written', async () => {
    await expect(importLinkedin2023(context.db, scratch.dir, importOptions(scratch))).rejects.toThrow(
      /has no job_postings\.csv/,
    );
    const bad = scratch.write('bad-fortune.csv', 'Rank,Name\n1,X\n');
    await expect(importFortune1000(context.db, bad, importOptions(scratch))).rejects.toThrow(
      /no column "Company" \(for name\)/,
    );
  });
});
