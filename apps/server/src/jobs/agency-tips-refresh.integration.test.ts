/** The 'agency-tips-refresh' job for real (issue #12): pg-boss runs a queued recompute of the named companies. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../test/helpers/lead-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { queueTipsRefresh } from './agency-tips-refresh.ts';
import { type JobRunner, startJobs } from './boss.ts';

let context: TestContext;
let jobs: JobRunner;

beforeAll(async () => {
  context = await createTestApp();
  const silent = { info: () => {}, error: () => {} };
  jobs = await startJobs({
    config: context.config,
    db: context.db,
    pool: context.pool,
    log: silent,
    transport: null,
    pollingIntervalSeconds: 0.5,
  });
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await context?.close();
});

describe('agency-tips-refresh job', () => {
  it('recomputes the tips of the companies an import run names', { timeout: 60_000 }, async () => {
    const companyId = await insertCompany(context.db, { name: 'Queued Works' });
    await insertLead(context.db, { title: 'Fitter', companyId, companyName: 'Queued Works' });
    await queueTipsRefresh(jobs.boss, { companyIds: [companyId] });
    const end = Date.now() + 40_000;
    let tip: { companyName: string } | undefined;
    while (!tip && Date.now() < end) {
      tip = await context.db
        .selectFrom('agencyTips')
        .select('companyName')
        .where('companyId', '=', companyId)
        .executeTakeFirst();
      if (!tip) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(tip?.companyName).toBe('Queued Works');
  });
});
