/**
 * Imports the real public datasets of ../shared/datasets (see its README) when the folder exists;
 * skipped with a message otherwise. Checks totals against the source files and a few known rows.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS_DIR, datasetAvailable } from '../../test/helpers/datasets.ts';
import { importOptions, type Scratch, scratchDir } from '../../test/helpers/import-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { runsOnPostgresInstead } from '../../test/helpers/test-database.ts';
import { REPOSITORY_ROOT } from '../config.ts';
import { importCsvMapping } from './csv-mapping.ts';
import { readTable } from './csv-reader.ts';
import { importFortune1000 } from './fortune1000.ts';
import { importIndeed2023 } from './indeed-2023.ts';
import { importLinkedin2023 } from './linkedin-2023.ts';
import { companyNameKey } from './normalise.ts';

const DATASETS = DATASETS_DIR;
const present = datasetAvailable('linkedin-2023/job_postings.csv', 'the real-dataset import tests');

const SLOW = 180_000;

async function distinctCompanyNames(file: string): Promise<number> {
  const keys = new Set<string>();
  for await (const row of readTable(file, { name: 'name' }, { required: ['name'] })) {
    if (row.ok && row.fields.name) keys.add(companyNameKey(row.fields.name));
  }
  return keys.size;
}

describe.skipIf(!present || runsOnPostgresInstead)('real datasets', () => {
  let context: TestContext;
  let scratch: Scratch;

  beforeAll(async () => {
    context = await createTestApp();
    scratch = scratchDir();
  }, SLOW);
  afterAll(async () => {
    await context.close();
    scratch.remove();
  });

  it(
    'linkedin-2023: every posting, once; a second run changes nothing',
    async () => {
      const folder = path.join(DATASETS, 'linkedin-2023');
      const options = importOptions(scratch, { source: 'linkedin-2023' });
      const first = await importLinkedin2023(context.db, folder, options);
      expect(first.read).toBe(33_246);
      expect(first.leads.inserted + first.rejectedTotal + first.duplicates).toBe(33_246);
      expect(first.leads.inserted).toBe(33_246);
      expect(first.companies.inserted).toBe(await distinctCompanyNames(path.join(folder, 'companies.csv')));
      // Placed leads measured when the gazetteer gained populations and city sections (docs/importing.md 'Places').
      expect(first.placement.city).toBeGreaterThanOrEqual(27_093);
      expect(first.placement['not placed'] ?? 0).toBeLessThanOrEqual(45);
      const music = await context.db
        .selectFrom('leads')
        .selectAll()
        .where('source', '=', 'linkedin-2023')
        .where('sourceId', '=', '3378133231')
        .executeTakeFirstOrThrow();
      expect(music).toMatchObject({ hourlyPayMin: 22, hourlyPayMax: 30, title: 'Early Education Music Teacher' });
      const ibm = await context.db
        .selectFrom('companies')
        .selectAll()
        .where('nameKey', '=', 'ibm')
        .executeTakeFirstOrThrow();
      expect(ibm).toMatchObject({ name: 'IBM', employeeRange: '10,001+', state: 'NY' });
      expect(ibm.openwebLeadCount).toBeGreaterThan(0);
      const paid = await context.db
        .selectFrom('leads')
        .select((select) => select.fn.countAll<number>().as('count'))
        .where('source', '=', 'linkedin-2023')
        .where((where) =>
          where.or([
            where('hourlyPayMin', 'is not', null),
            where('minSalary', 'is not', null),
            where('maxSalary', 'is not', null),
          ]),
        )
        .executeTakeFirstOrThrow();
      expect(Number(paid.count)).toBeGreaterThan(13_000);
      const second = await importLinkedin2023(context.db, folder, importOptions(scratch, { source: 'linkedin-2023' }));
      expect(second.leads).toEqual({ inserted: 0, updated: 0, unchanged: 33_246 });
      expect(second.companies.inserted + second.companies.updated).toBe(0);
    },
    SLOW,
  );

  it(
    'indeed-2023: 2,153 rows read, each posting once, the repeated header rows rejected',
    async () => {
      const folder = path.join(DATASETS, 'indeed-2023');
      const first = await importIndeed2023(context.db, folder, importOptions(scratch, { source: 'indeed-2023' }));
      expect(first.read).toBe(2153);
      expect(first.leads.inserted + first.duplicates + first.rejectedTotal).toBe(2153);
      expect(first.rejected).toEqual({ 'repeated header row': 2 });
      expect(first.placement.city).toBeGreaterThanOrEqual(1317);
      expect(first.placement['not placed'] ?? 0).toBeLessThanOrEqual(57);
      const second = await importIndeed2023(context.db, folder, importOptions(scratch, { source: 'indeed-2023' }));
      expect(second.leads).toEqual({ inserted: 0, updated: 0, unchanged: first.leads.inserted });
    },
    SLOW,
  );

  it(
    'the generic csv source on the Indeed folder: the same postings as the built-in source, honestly placed',
    async () => {
      const folder = path.join(DATASETS, 'indeed-2023');
      const mapping = path.join(REPOSITORY_ROOT, 'docs/examples/indeed-banking-mapping.json');
      const options = importOptions(scratch, { dryRun: true, preview: 3 });
      const summary = await importCsvMapping(context.db, folder, mapping, options);
      const builtIn = await importIndeed2023(context.db, folder, importOptions(scratch, { dryRun: true }));
      expect(summary).toMatchObject({ read: 2153, rejected: { 'repeated header row': 2 }, rejectedTotal: 2 });
      expect(summary.leads.inserted).toBe(builtIn.leads.inserted);
      expect(summary.duplicates).toBe(builtIn.duplicates);
      const placed = Object.values(summary.placement).reduce((sum, count) => sum + count, 0);
      expect(placed).toBe(summary.leads.inserted);
      expect(summary.placement.city).toBeGreaterThan(summary.leads.inserted / 2);
      for (const examples of Object.values(summary.warningExamples)) expect(examples.length).toBeLessThanOrEqual(5);
      expect(summary.preview).toHaveLength(3);
      expect(summary.preview[0]).toMatchObject({ title: 'Finance Manager', pay: '120,000–200,000 USD per year' });
    },
    SLOW,
  );

  it(
    'fortune1000: 1,000 companies, merged with the LinkedIn ones by name',
    async () => {
      const file = path.join(DATASETS, 'fortune1000-2023', 'fortune1000_2023.csv');
      const first = await importFortune1000(context.db, file, importOptions(scratch, { source: 'fortune1000' }));
      expect(first.read).toBe(1000);
      expect(first.companies.inserted + first.companies.updated + first.companies.unchanged + first.duplicates).toBe(
        1000,
      );
      expect(first.companies.updated).toBeGreaterThan(100);
      const ibm = await context.db.selectFrom('companies').selectAll().where('nameKey', '=', 'ibm').execute();
      expect(ibm).toHaveLength(1);
      expect(ibm[0]).toMatchObject({ domain: 'ibm.com', city: 'Armonk' });
      const second = await importFortune1000(context.db, file, importOptions(scratch, { source: 'fortune1000' }));
      expect(second.companies).toMatchObject({ inserted: 0, updated: 0 });
    },
    SLOW,
  );
});
