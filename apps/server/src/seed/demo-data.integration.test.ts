import { createHash } from 'node:crypto';
import { EMAIL_VERIFICATION_STATUS_VALUES, PHONE_VERIFICATION_STATUS_VALUES } from '@agencyscout/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { replaceDemoData, seedDemoData, seedDemoDataIfEmpty } from './demo-data.ts';

const ANCHOR = new Date('2025-06-01T12:00:00Z');
const OPTIONS = { leads: 600, seed: 7, anchor: ANCHOR };

describe('synthetic demo data', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  /** A digest of the generated content (ids excluded), to compare two runs. */
  async function digest(): Promise<string> {
    const rows = await sql<{ text: string }>`
      SELECT string_agg(concat_ws('|', l.source_id, l.title, l.lead_type, l.location, l.posted_at, l.company_name,
        l.min_salary, l.hourly_pay_min, l.description, c.email), ',' ORDER BY l.source_id) AS text
      FROM leads l LEFT JOIN contacts c ON c.id = l.primary_contact_id`.execute(context.db);
    return createHash('sha1')
      .update(rows.rows[0]?.text ?? '')
      .digest('hex');
  }

  it('seeds companies, contacts, leads of both types and tips on an empty database', async () => {
    const summary = await seedDemoDataIfEmpty(context.db, OPTIONS);
    expect(summary).toMatchObject({ leads: 600, companies: 20 });
    expect(summary?.tips).toBeGreaterThan(0);
    expect(summary?.contacts).toBeGreaterThanOrEqual(20 * 8);
    const types = await context.db.selectFrom('leads').select(['leadType']).distinct().execute();
    expect(types.map((row) => row.leadType).sort()).toEqual(['Agency', 'OpenWeb']);
    const unplaced = await context.db.selectFrom('leads').select('id').where('latitude', 'is', null).execute();
    expect(unplaced).toHaveLength(0);
    const latest = await sql<{ max: Date }>`SELECT max(posted_at) AS max FROM leads`.execute(context.db);
    expect(latest.rows[0]?.max.getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
  });

  it('is clearly synthetic and has the spec’s mix of verification statuses and position clusters', async () => {
    const companies = await context.db.selectFrom('companies').select(['domain', 'phone']).execute();
    expect(companies.every((row) => row.domain?.endsWith('.example.com') && /555-01\d\d$/.test(row.phone ?? ''))).toBe(
      true,
    );
    const emails = await context.db.selectFrom('contacts').select('emailLastVerifiedStatus').distinct().execute();
    expect(new Set(emails.map((row) => row.emailLastVerifiedStatus))).toEqual(
      new Set([...EMAIL_VERIFICATION_STATUS_VALUES, null]),
    );
    const phones = await context.db.selectFrom('contacts').select('officePhoneLastVerifiedStatus').distinct().execute();
    expect(phones.length).toBeGreaterThanOrEqual(PHONE_VERIFICATION_STATUS_VALUES.length);
    const clusters = await context.db.selectFrom('contacts').select('positionClusterId').distinct().execute();
    expect(clusters.length).toBeGreaterThan(10);
    // Issue #32: the seed's contacts say they are demo data.
    const sources = await context.db.selectFrom('contacts').select('source').distinct().execute();
    expect(sources).toEqual([{ source: 'demo' }]);
  });

  it('keeps the company lead counts equal to the leads', async () => {
    const wrong = await sql`
      SELECT c.id FROM companies c
      LEFT JOIN (SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') a, count(*) FILTER (WHERE lead_type = 'OpenWeb') o
                 FROM leads GROUP BY company_id) s ON s.company_id = c.id
      WHERE c.agency_lead_count <> coalesce(s.a, 0) OR c.openweb_lead_count <> coalesce(s.o, 0)`.execute(context.db);
    expect(wrong.rows).toHaveLength(0);
  });

  it('is deterministic for a seed and anchor, and does not seed twice', async () => {
    const before = await digest();
    expect(await seedDemoDataIfEmpty(context.db, OPTIONS)).toBeNull();
    await expect(seedDemoData(context.db, OPTIONS)).rejects.toThrow(/already present/);
    await replaceDemoData(context.db, OPTIONS);
    expect(await digest()).toBe(before);
    await replaceDemoData(context.db, { ...OPTIONS, seed: 8 });
    expect(await digest()).not.toBe(before);
  });

  it('leaves synthetic Open Web leads to the live demo: only the Agency share, all Agency leads, with tips', async () => {
    const summary = await replaceDemoData(context.db, { ...OPTIONS, openWeb: false });
    expect(summary).toMatchObject({ leads: 210, companies: 20 });
    expect(summary.tips).toBeGreaterThan(0);
    const types = await context.db.selectFrom('leads').select(['leadType']).distinct().execute();
    expect(types.map((row) => row.leadType)).toEqual(['Agency']);
  });
});
