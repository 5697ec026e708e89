import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { withLeadsBulkLoad } from './demo-bulk-load.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_SOURCE } from './demo-records.ts';

/** Issue #29: the bulk path of a large seed, on a few hundred leads (the seed takes it from 20,000). */
describe('lead bulk load', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await createTestApp();
    await seedDemoData(context.db, { leads: 300, seed: 5, anchor: new Date('2025-06-01T12:00:00Z') });
    // The leads again, without their ids (the bulk load is into an empty lead table).
    await sql`CREATE TEMP TABLE saved_leads AS SELECT * FROM leads`.execute(context.db);
    await sql`DELETE FROM leads`.execute(context.db);
  });
  afterAll(() => context.close());

  /** The lead table's indexes, constraints and triggers with their state. */
  async function leadTableShape(): Promise<string[]> {
    const result = await sql<{ item: string }>`
      SELECT indexdef AS item FROM pg_indexes WHERE tablename = 'leads' AND schemaname = current_schema()
      UNION ALL SELECT conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'leads'::regclass
      UNION ALL SELECT tgname || ' ' || tgenabled::text FROM pg_trigger WHERE tgrelid = 'leads'::regclass AND NOT tgisinternal
      ORDER BY 1`.execute(context.db);
    return result.rows.map((row) => row.item);
  }

  const reload = (companyId = sql`company_id`) => sql`
    INSERT INTO leads (lead_type, title, company_id, company_name, location, city, state, country, latitude, longitude,
      description, employment_types, posted_at, source, source_id, job_category_ids, primary_contact_id, content_hash)
    SELECT lead_type, title, ${companyId}, company_name, location, city, state, country, latitude, longitude,
      description, employment_types, posted_at, source, source_id, job_category_ids, primary_contact_id, content_hash
    FROM saved_leads`;

  it('leaves the table as it was, with the company lead counts equal to the leads', async () => {
    const shape = await leadTableShape();
    expect(shape.some((item) => item.startsWith('leads_company_id_fkey FOREIGN KEY'))).toBe(true);
    await context.db.transaction().execute((trx) => withLeadsBulkLoad(trx, DEMO_SOURCE, () => reload().execute(trx)));
    expect(await leadTableShape()).toEqual(shape);
    const wrong = await sql`
      SELECT c.id FROM companies c
      LEFT JOIN (SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') a,
                   count(*) FILTER (WHERE lead_type = 'OpenWeb') o FROM leads GROUP BY company_id) s ON s.company_id = c.id
      WHERE c.agency_lead_count <> coalesce(s.a, 0) OR c.openweb_lead_count <> coalesce(s.o, 0)`.execute(context.db);
    expect(wrong.rows).toHaveLength(0);
    const total = await sql<{ n: number }>`SELECT sum(agency_lead_count + openweb_lead_count)::int AS n FROM companies`;
    expect((await total.execute(context.db)).rows[0]?.n).toBe(300);
  });

  it('still checks the foreign keys: a lead of a missing company undoes the whole load', async () => {
    await sql`DELETE FROM leads`.execute(context.db);
    const shape = await leadTableShape();
    const load = context.db
      .transaction()
      .execute((trx) => withLeadsBulkLoad(trx, DEMO_SOURCE, () => reload(sql`company_id + 1000000`).execute(trx)));
    await expect(load).rejects.toThrow(/foreign key/);
    expect(await leadTableShape()).toEqual(shape);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM leads`.execute(context.db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
