/**
 * Totals from the companies' lead counters (migration 0004 triggers): leads without a company,
 * company filters, Most Leads, and the counters following deletes and updates.
 */
import { describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { bearer, createTestApp, createUser, mintAccessToken } from '../../../test/helpers/test-app.ts';

describe('counts kept by the companies’ counters', () => {
  it('counts leads without a company, outside company filters and Most Leads', async () => {
    const context2 = await createTestApp();
    try {
      const user = await createUser(context2.db, { plan: 'agency' });
      const headers = bearer(await mintAccessToken(context2, user));
      const acme = await insertCompany(context2.db, { name: 'Acme' });
      const closed = await insertCompany(context2.db, { name: 'Closed Co', status: 0 });
      await insertLead(context2.db, { title: 'Cook', companyId: acme, companyName: 'Acme' });
      await insertLead(context2.db, { title: 'Chef', companyId: acme, companyName: 'Acme' });
      await insertLead(context2.db, { title: 'Porter', companyId: closed, companyName: 'Closed Co' });
      await context2.db
        .insertInto('leads')
        .values({
          leadType: 'Agency',
          title: 'Night Auditor',
          companyId: null,
          companyName: null,
          source: 'test',
          sourceId: 'no-company',
          contentHash: 'x',
        })
        .execute();
      const get = async (query: string) =>
        (await context2.app.inject({ url: `/api/v1/leads?${query}`, headers })).json();
      const all = await get('');
      expect(all.found).toBe(3);
      expect(all.hits.map((hit: { title: string }) => hit.title).sort()).toEqual(['Chef', 'Cook', 'Night Auditor']);
      expect((await get('keyWords=auditor')).found).toBe(1);
      expect((await get('company=Acme')).found).toBe(2);
      const mostLeads = await get('mostOpenings=true');
      expect(mostLeads.found).toBe(2);
      expect(mostLeads.hits[0]).toMatchObject({ companyName: 'Acme', companyLeadCount: 2 });

      await context2.db.deleteFrom('leads').where('title', '=', 'Chef').execute();
      expect((await get('')).found).toBe(2);
      expect((await get('company=Acme')).hits[0].companyLeadCount).toBe(1);
      await context2.db.updateTable('leads').set({ leadType: 'OpenWeb' }).where('title', '=', 'Cook').execute();
      expect((await get('company=Acme')).found).toBe(0);
      expect((await get('company=Acme&leadType=OpenWeb')).hits[0].companyLeadCount).toBe(1);
    } finally {
      await context2.close();
    }
  });
});
