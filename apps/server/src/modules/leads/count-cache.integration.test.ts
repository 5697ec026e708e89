/**
 * The count cache switch (LEAD_COUNT_CACHE, issue #29): on, a repeated `getTotal` is answered from
 * `lead_search_counts`; off, every total is counted again, while new counts are still stored.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { bearer, createTestApp, createUser, mintAccessToken } from '../../../test/helpers/test-app.ts';

/** Three nurse leads, one exact total counted and stored, then the stored total falsified to 999. */
async function totalAfterFalsifiedCache(environment: Record<string, string>): Promise<number> {
  const context = await createTestApp(environment);
  try {
    const user = await createUser(context.db, { plan: 'agency' });
    const headers = bearer(await mintAccessToken(context, user));
    const acme = await insertCompany(context.db, { name: 'Acme Health' });
    for (const title of ['Registered Nurse', 'Nurse Practitioner', 'Night Nurse']) {
      await insertLead(context.db, { title, companyId: acme, companyName: 'Acme Health' });
    }
    const total = async () => {
      const response = await context.app.inject({
        url: '/api/v1/leads?keyWords=nurse&offset=0&count=1&getTotal=true',
        headers,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { found: number }).found;
    };
    expect(await total()).toBe(3);
    const stored = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lead_search_counts`.execute(context.db);
    expect(stored.rows[0]?.n).toBe(1);
    await sql`UPDATE lead_search_counts SET total = 999`.execute(context.db);
    return await total();
  } finally {
    await context.close();
  }
}

describe('the count cache switch', () => {
  it('answers a repeated total from the cache by default', async () => {
    expect(await totalAfterFalsifiedCache({})).toBe(999);
  });

  it('counts every total again with LEAD_COUNT_CACHE=false, still storing new counts', async () => {
    expect(await totalAfterFalsifiedCache({ LEAD_COUNT_CACHE: 'false' })).toBe(3);
  });
});
