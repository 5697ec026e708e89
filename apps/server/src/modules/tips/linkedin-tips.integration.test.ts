/**
 * Agency Tips from the real LinkedIn 2023 postings (issue #12; ../shared/datasets/linkedin-2023, skipped without
 * it): how many postings become Agency leads by a staffing firm's posting of the same job, how many companies
 * become tips, and named companies that must be tips with their evidence. The postings are from 2023–2024, so the
 * recompute runs as of the day after the newest posting.
 */
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASETS_DIR, datasetAvailable } from '../../../test/helpers/datasets.ts';
import { importOptions, type Scratch, scratchDir } from '../../../test/helpers/import-fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { runsOnPostgresInstead } from '../../../test/helpers/test-database.ts';
import { importLinkedin2023 } from '../../importers/linkedin-2023.ts';
import { refreshAllTips, type TipRefreshSummary } from './refresh-service.ts';

const FOLDER = path.join(DATASETS_DIR, 'linkedin-2023');
const present = datasetAvailable('linkedin-2023/job_postings.csv', 'the Agency Tips test on the LinkedIn postings');
const SLOW = 600_000;
let context: TestContext;
let scratch: Scratch;
let summary: TipRefreshSummary;

describe.skipIf(!present || runsOnPostgresInstead)('Agency Tips from the LinkedIn 2023 postings', () => {
  beforeAll(async () => {
    context = await createTestApp();
    scratch = scratchDir();
    await importLinkedin2023(context.db, FOLDER, importOptions(scratch, { source: 'linkedin-2023' }));
    const newest = await sql<{ at: Date }>`SELECT max(posted_at) AS at FROM leads`.execute(context.db);
    const asOf = new Date((newest.rows[0]?.at ?? new Date()).getTime() + 86_400_000);
    summary = await refreshAllTips(context.db, asOf);
  }, SLOW);
  afterAll(async () => {
    await context?.close();
    scratch?.remove();
  });

  it('makes postings Agency leads from staffing firms’ postings of the same job, and companies tips', async () => {
    const agency = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM leads WHERE agency_evidence_lead_id IS NOT NULL`.execute(context.db);
    const tips = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM agency_tips WHERE expired_at IS NULL`.execute(context.db);
    console.log('LinkedIn 2023 tips', { agencyLeads: agency.rows[0]?.count, tips: tips.rows[0]?.count });
    expect(agency.rows[0]?.count).toBeGreaterThanOrEqual(100);
    expect(tips.rows[0]?.count).toBe(summary.activeTips);
    expect(summary.activeTips).toBeGreaterThan(1_000);
    expect(summary.activeTips).toBeLessThan(1_500);
  });

  it.each(['Farmers Insurance', 'Spirit Halloween', 'Genius Sports'])('%s is a tip with its evidence', async (name) => {
    const tip = await context.db
      .selectFrom('agencyTips')
      .select(['jobTips', 'signalCount', 'expiredAt'])
      .where('companyName', '=', name)
      .where('source', '=', 'signals')
      .executeTakeFirst();
    expect(tip?.expiredAt).toBeNull();
    expect(tip?.signalCount).toBeGreaterThanOrEqual(10);
    expect(tip?.jobTips).toMatch(/^<p>\d+ qualifying leads in the last 12 months: /);
    expect(tip?.jobTips).toMatch(/<a href="\/leads\/\d+">/);
  });

  it('never makes a staffing firm a tip', async () => {
    const firms = await sql<{ name: string }>`
      SELECT company_name AS name FROM agency_tips
      WHERE expired_at IS NULL AND company_name IN ('VDart', 'Aditi Consulting', 'Compunnel Inc.')`.execute(context.db);
    expect(firms.rows).toEqual([]);
  });
});
