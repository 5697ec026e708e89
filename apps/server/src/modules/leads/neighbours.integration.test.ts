/**
 * GET /api/v1/leads/{id}/neighbours (prospecting-core §2.4, issue #9): the strip of a lead opened directly or
 * after a reload — the leads just before and after it in its type's default list, newest first, wrapping.
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
let agencyUser: TestUser;
let openWebUser: TestUser;
let demoUser: TestUser;
/** Agency leads, newest first as listed: a (today), b and c (same day, c has the higher id), d (older), e (no date). */
const ids = { a: 0, b: 0, c: 0, d: 0, e: 0, closed: 0, openWeb: 0 };

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  agencyUser = await createUser(db, { plan: 'agency' });
  openWebUser = await createUser(db, { plan: 'openweb' });
  demoUser = await createUser(db, { plan: 'demo' });
  const company = await insertCompany(db, { name: 'Acme Health' });
  const closed = await insertCompany(db, { name: 'Gone Corp', status: 0 });
  const lead = { companyId: company, companyName: 'Acme Health' };
  const now = Date.now();
  const sameDay = new Date(now - 2 * DAY);
  ids.a = await insertLead(db, { ...lead, title: 'A', postedAt: new Date(now) });
  ids.b = await insertLead(db, { ...lead, title: 'B', postedAt: sameDay });
  ids.c = await insertLead(db, { ...lead, title: 'C', postedAt: sameDay });
  ids.closed = await insertLead(db, { companyId: closed, companyName: 'Gone Corp', title: 'X', postedAt: sameDay });
  ids.d = await insertLead(db, { ...lead, title: 'D', postedAt: new Date(now - 5 * DAY) });
  ids.e = await insertLead(db, { ...lead, title: 'E', postedAt: null });
  ids.openWeb = await insertLead(db, { ...lead, title: 'Web', leadType: 'OpenWeb', postedAt: new Date(now) });
});
afterAll(() => context?.close());

async function titles(id: number | string, user: TestUser = agencyUser) {
  const token = await mintAccessToken(context, user);
  const response = await context.app.inject({ url: `/api/v1/leads/${id}/neighbours`, headers: bearer(token) });
  return {
    status: response.statusCode,
    titles: (response.json().hits ?? []).map((hit: { title: string }) => hit.title),
  };
}

describe('lead neighbours (§2.4)', () => {
  it('lists the previous lead, the lead and the next one, newest first, ties by id', async () => {
    expect(await titles(ids.c)).toEqual({ status: 200, titles: ['A', 'C', 'B'] });
    expect(await titles(ids.b)).toEqual({ status: 200, titles: ['C', 'B', 'D'] });
    expect(await titles(ids.d)).toEqual({ status: 200, titles: ['B', 'D', 'E'] });
  });

  it('wraps at both ends and leaves out leads of closed companies', async () => {
    expect(await titles(ids.a)).toEqual({ status: 200, titles: ['E', 'A', 'C'] });
    expect(await titles(ids.e)).toEqual({ status: 200, titles: ['D', 'E', 'A'] });
  });

  it('returns full hits with the caller’s flags', async () => {
    const token = await mintAccessToken(context, agencyUser);
    const response = await context.app.inject({ url: `/api/v1/leads/${ids.c}/neighbours`, headers: bearer(token) });
    expect(response.json().hits[1]).toMatchObject({ id: ids.c, leadType: 'Agency', companyName: 'Acme Health' });
    expect(response.json().hits[1]).toHaveProperty('favorite', false);
  });

  it('keeps the lead types apart and follows the detail’s access rules', async () => {
    expect(await titles(ids.openWeb)).toEqual({ status: 200, titles: ['Web'] });
    expect((await titles(ids.a, openWebUser)).status).toBe(404);
    expect((await titles('999999999')).status).toBe(404);
    expect((await titles('abc')).status).toBe(404);
  });

  it('gives limited views no neighbours', async () => {
    expect(await titles(ids.c, demoUser)).toMatchObject({ titles: [] });
  });

  it('needs sign-in', async () => {
    expect((await context.app.inject({ url: `/api/v1/leads/${ids.a}/neighbours` })).statusCode).toBe(401);
  });
});
