/**
 * Repeated searches read their first page from page-cache.ts (issue #10): the same hits as searching again, a
 * write to leads shows at once (new data version), and favorites, views and the rows are always read fresh and
 * per user, so one recruiter's kept page never carries another's marks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';

const DAY = 86_400_000;
let context: TestContext;
let first: TestUser;
let second: TestUser;
let nurseIds: number[];
let acme: number;

beforeAll(async () => {
  context = await createTestApp();
  first = await createUser(context.db, { plan: 'agency' });
  second = await createUser(context.db, { plan: 'agency' });
  acme = await insertCompany(context.db, { name: 'Acme Health' });
  nurseIds = [];
  for (let index = 0; index < 30; index += 1) {
    nurseIds.push(
      await insertLead(context.db, {
        title: `Registered Nurse ${index}`,
        companyId: acme,
        companyName: 'Acme Health',
        postedAt: new Date(Date.now() - (index + 2) * DAY),
      }),
    );
  }
});
afterAll(async () => {
  await context?.close();
});

type Hit = { id: number; title: string; favorite: boolean };

async function search(user: TestUser, query: string): Promise<{ found: number | null; hits: Hit[] }> {
  const headers = bearer(await mintAccessToken(context, user));
  const response = await context.app.inject({ url: `/api/v1/leads?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('repeated searches', () => {
  it('answer the same page again, and show a new lead at once', async () => {
    const once = await search(first, 'keyWords=nurse&sort=newest');
    const again = await search(first, 'keyWords=nurse&sort=newest');
    expect(again.hits.map((hit) => hit.id)).toEqual(once.hits.map((hit) => hit.id));
    expect(once.hits[0]?.id).toBe(nurseIds[0]);

    const newest = await insertLead(context.db, {
      title: 'Registered Nurse, night shift',
      companyId: acme,
      companyName: 'Acme Health',
      postedAt: new Date(),
    });
    const after = await search(first, 'keyWords=nurse&sort=newest');
    expect(after.hits[0]?.id).toBe(newest);
    expect(after.found).toBe(31);
  });

  it('read favorites fresh and per user on a kept page', async () => {
    await search(first, 'keyWords=registered&sort=newest');
    const favored = (await search(first, 'keyWords=registered&sort=newest')).hits[1];
    if (!favored) throw new Error('no second hit');
    await context.db
      .insertInto('leadFavorites')
      .values({ orgId: first.orgId, userId: first.userId, leadId: favored.id })
      .execute();

    const mine = await search(first, 'keyWords=registered&sort=newest');
    expect(mine.hits.find((hit) => hit.id === favored.id)?.favorite).toBe(true);
    const theirs = await search(second, 'keyWords=registered&sort=newest');
    expect(theirs.hits.map((hit) => hit.id)).toEqual(mine.hits.map((hit) => hit.id));
    expect(theirs.hits.some((hit) => hit.favorite)).toBe(false);
    // Searches over the caller's own favorites are never kept.
    expect((await search(first, 'favorite=true')).hits.map((hit) => hit.id)).toEqual([favored.id]);
    expect((await search(second, 'favorite=true')).hits).toEqual([]);
  });

  it('keep a page per order, offset and page size', async () => {
    const relevance = await search(first, 'keyWords=nurse&count=10');
    const newest = await search(first, 'keyWords=nurse&count=10&sort=newest');
    const secondPage = await search(first, 'keyWords=nurse&count=10&sort=newest&offset=10');
    const larger = await search(first, 'keyWords=nurse&count=25&sort=newest');
    expect(relevance.hits).toHaveLength(10);
    expect(secondPage.hits.map((hit) => hit.id)).toEqual(larger.hits.slice(10, 20).map((hit) => hit.id));
    expect(newest.hits.map((hit) => hit.id)).toEqual(larger.hits.slice(0, 10).map((hit) => hit.id));
  });
});
