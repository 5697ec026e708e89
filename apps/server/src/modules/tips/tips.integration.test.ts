/**
 * GET /api/v1/agencytips and GET /api/v1/agencytips/{id} (prospecting-core §2.5, §3 'Tips query', §6, §8;
 * issue #12): every filter, the count rule of limited views, the 404 rule, views per user and organisation,
 * and hostile input answered with 400, never 500.
 */
import { LIMITED_VIEW_CAP, TIP_TEXTS, type TipDetail, type TipSearchResponse } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';
import { refreshAllTips } from './refresh-service.ts';

const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const NEAR_CHICAGO = 30;
let context: TestContext;
const users: Record<'agency' | 'teammate' | 'other' | 'demo', TestUser> = {} as never;
const ids = { acme: 0, acmeTip: 0, nyc: 0, nycTip: 0, expiredTip: 0 };

async function get(user: TestUser, url: string, query: Record<string, string> = {}) {
  const token = await mintAccessToken(context, user);
  return context.app.inject({ url: `/api/v1${url}`, query, headers: bearer(token) });
}

async function search(user: TestUser, query: Record<string, string> = {}): Promise<TipSearchResponse> {
  const response = await get(user, '/agencytips', query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TipSearchResponse;
}

async function placeCompany(id: number, place: { lat: number; lng: number; city: string; state: string }) {
  await context.db
    .updateTable('companies')
    .set({ latitude: place.lat, longitude: place.lng, city: place.city, state: place.state, country: 'US' })
    .set({ address: '1 Main St', zip: '60601', phone: '312-555-0100', url: 'https://acme.example' })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  users.agency = await createUser(db, { plan: 'agency' });
  users.teammate = await createUser(db, { plan: 'agency', orgId: users.agency.orgId });
  users.other = await createUser(db, { plan: 'agency' });
  users.demo = await createUser(db, { plan: 'demo' });
  ids.acme = await insertCompany(db, { name: 'Acme Health', employeeRange: '11-50' });
  await placeCompany(ids.acme, { ...CHICAGO, city: 'Chicago', state: 'IL' });
  await insertLead(db, {
    title: 'Night Nurse',
    companyId: ids.acme,
    companyName: 'Acme Health',
    city: 'Chicago',
    state: 'IL',
  });
  await db
    .updateTable('leads')
    .set({ careersPageUrl: 'https://acme.example/careers' })
    .where('companyId', '=', ids.acme)
    .execute();
  await insertContact(db, { companyId: ids.acme, firstName: 'Dana', lastName: 'Hiring', email: 'dana@acme.example' });
  ids.nyc = await insertCompany(db, { name: 'Gotham Builders', employeeRange: '1,001-5,000' });
  await placeCompany(ids.nyc, { lat: 40.7128, lng: -74.006, city: 'New York', state: 'NY' });
  await insertLead(db, {
    title: 'Site Welder',
    companyId: ids.nyc,
    companyName: 'Gotham Builders',
    leadType: 'OpenWeb',
    employmentTypes: ['Contract'],
  });
  for (let index = 0; index < NEAR_CHICAGO; index++) {
    const name = `Lakeside Firm ${index}`;
    const id = await insertCompany(db, { name, employeeRange: '1-10' });
    await placeCompany(id, { lat: CHICAGO.lat + index * 0.01, lng: CHICAGO.lng, city: 'Chicago', state: 'IL' });
    await insertLead(db, {
      title: 'Clerk',
      companyId: id,
      companyName: name,
      leadType: 'OpenWeb',
      description: 'Temp role, W2 only.',
    });
  }
  const gone = await insertCompany(db, { name: 'Bygone Mills' });
  await insertLead(db, { title: 'Miller', companyId: gone, companyName: 'Bygone Mills' });
  await refreshAllTips(db);
  await db.deleteFrom('leads').where('companyId', '=', gone).execute();
  await refreshAllTips(db);
  const tips = await db.selectFrom('agencyTips').select(['id', 'companyId']).execute();
  const tipOf = (company: number) => Number(tips.find((tip) => Number(tip.companyId) === company)?.id);
  ids.acmeTip = tipOf(ids.acme);
  ids.nycTip = tipOf(ids.nyc);
  ids.expiredTip = tipOf(gone);
});

afterAll(async () => {
  await context.close();
});

describe('GET /agencytips', () => {
  it('lists every listed tip, newest discovery first, with full counts under read:tips', async () => {
    const all = await search(users.agency, { count: '100' });
    expect(all.found).toBe(NEAR_CHICAGO + 2);
    expect(all.overallTotal).toBeUndefined();
    expect(all.rows.map((row) => row.id)).not.toContain(ids.expiredTip);
    const times = all.rows.map((row) => Date.parse(row.discoveredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page = await search(users.agency, { offset: '25', count: '25' });
    expect(page.rows).toHaveLength(NEAR_CHICAGO + 2 - 25);
  });

  it('caps a limited view at 25 rows and keeps the true total as overall', async () => {
    const limited = await search(users.demo, { count: '100' });
    expect(limited).toMatchObject({ found: LIMITED_VIEW_CAP, overallTotal: NEAR_CHICAGO + 2 });
    expect(limited.rows).toHaveLength(LIMITED_VIEW_CAP);
    expect((await search(users.demo, { offset: '25' })).rows).toHaveLength(0);
  });

  it('filters by keyword over company and tip text, company, size, place and date', async () => {
    expect((await search(users.agency, { keyword: 'Acme' })).rows.map((row) => row.id)).toEqual([ids.acmeTip]);
    expect((await search(users.agency, { keyword: 'welder' })).rows.map((row) => row.id)).toEqual([ids.nycTip]);
    expect((await search(users.agency, { hiringCompany: 'gotham' })).found).toBe(1);
    expect((await search(users.agency, { hiringCompany: '100%_' })).found).toBe(0);
    expect((await search(users.agency, { EmployeeRange: '11-50*1,001-5,000' })).found).toBe(2);
    const near = { lat: String(CHICAGO.lat), lng: String(CHICAGO.lng), location: 'Chicago, IL' };
    expect((await search(users.agency, { ...near, radius: '50' })).found).toBe(NEAR_CHICAGO + 1);
    expect((await search(users.agency, { ...near, radius: '1' })).found).toBeLessThan(NEAR_CHICAGO + 1);
    expect((await search(users.agency, { radius: '-1', stateShortCountryShortName: 'NY,US' })).found).toBe(1);
    expect((await search(users.agency, { datePosted: '7' })).found).toBe(NEAR_CHICAGO + 2);
    await context.db
      .updateTable('agencyTips')
      .set({ discoveredAt: new Date(Date.now() - 40 * 86_400_000) })
      .where('id', '=', ids.nycTip)
      .execute();
    expect((await search(users.agency, { datePosted: '30' })).found).toBe(NEAR_CHICAGO + 1);
    expect((await search(users.agency, { datePosted: '-1' })).found).toBe(NEAR_CHICAGO + 2);
  });

  it('answers hostile or invalid input with 400 and the lead screen texts, never 500', async () => {
    const long = await get(users.agency, '/agencytips', { keyword: 'x'.repeat(601) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(TIP_TEXTS.keywordTooLong);
    const company = await get(users.agency, '/agencytips', { hiringCompany: 'x'.repeat(601) });
    expect(company.body).toContain(TIP_TEXTS.hiringCompanyTooLong);
    const invalid: Record<string, string>[] = [
      { radius: 'far' },
      { radius: '0' },
      { lat: '91', lng: '0', radius: '5' },
      { EmployeeRange: 'huge' },
      { count: '1000' },
      { offset: '-1' },
      { keyword: 'a\u0000b' },
    ];
    for (const query of invalid) {
      expect((await get(users.agency, '/agencytips', query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    for (const keyword of ["'; DROP TABLE agency_tips; --", '"unbalanced', 'a & | ! <->', '-', 'OR OR']) {
      expect((await get(users.agency, '/agencytips', { keyword })).statusCode, keyword).toBe(200);
    }
  });
});

describe('GET /agencytips/{id}', () => {
  it('answers the tip with its company, evidence, career page and contacts', async () => {
    const response = await get(users.agency, `/agencytips/${ids.acmeTip}`);
    expect(response.statusCode).toBe(200);
    const tip = response.json() as TipDetail;
    expect(tip.company).toMatchObject({ name: 'Acme Health', city: 'Chicago', employeeRange: '11-50' });
    expect(tip.careerPage).toBe('https://acme.example/careers');
    expect(tip.jobTips).toContain('Night Nurse');
    expect(tip.contacts.map((contact) => contact.lastName)).toEqual(['Hiring']);
    expect(tip.contacts[0]?.email).toBe('dana@acme.example');
  });

  it('opens in a limited view only the tips its capped pages showed to that user (§6)', async () => {
    const viewer = await createUser(context.db, { plan: 'demo' });
    const other = await createUser(context.db, { plan: 'demo' });
    const open = async (user: TestUser, id: number) => (await get(user, `/agencytips/${id}`)).statusCode;
    // Nothing shown yet: no tip opens, listed or not.
    expect(await open(viewer, ids.acmeTip)).toBe(404);
    expect(await open(viewer, ids.nycTip)).toBe(404);
    // The capped first page shows 25 of the 32 tips; the rest never open.
    const everything = await search(users.agency, { count: '100' });
    const shown = (await search(viewer, { count: '100' })).rows.map((row) => row.id);
    const beyondCap = everything.rows.map((row) => row.id).filter((id) => !shown.includes(id));
    expect(shown).toHaveLength(LIMITED_VIEW_CAP);
    expect(beyondCap).toHaveLength(NEAR_CHICAGO + 2 - LIMITED_VIEW_CAP);
    for (const id of shown.slice(0, 3)) expect(await open(viewer, id)).toBe(200);
    for (const id of beyondCap) expect(await open(viewer, id), String(id)).toBe(404);
    // What one user was shown stays theirs; read:tips opens any listed tip.
    expect(await open(other, shown[0] ?? 0)).toBe(404);
    for (const id of beyondCap) expect(await open(users.agency, id)).toBe(200);
    // A search that shows a tip makes it open.
    const target = beyondCap[0] ?? 0;
    const name = everything.rows.find((row) => row.id === target)?.companyName ?? '';
    expect((await search(viewer, { hiringCompany: name })).rows.map((row) => row.id)).toContain(target);
    expect(await open(viewer, target)).toBe(200);
  });

  it('masks contacts in a limited view', async () => {
    await search(users.demo, { keyword: 'Acme' });
    const tip = (await get(users.demo, `/agencytips/${ids.acmeTip}`)).json() as TipDetail;
    expect(tip.contacts[0]?.email ?? null).toBeNull();
  });

  it('records the view once per user; only that user sees it, never another organisation', async () => {
    await get(users.agency, `/agencytips/${ids.acmeTip}`);
    const views = await context.db.selectFrom('tipViews').selectAll().where('tipId', '=', ids.acmeTip).execute();
    expect(views.filter((view) => view.userId === users.agency.userId)).toHaveLength(1);
    const viewedBy = async (user: TestUser) =>
      (await search(user, { keyword: 'Acme' })).rows.find((row) => row.id === ids.acmeTip)?.viewed;
    expect(await viewedBy(users.agency)).toBe(true);
    expect(await viewedBy(users.teammate)).toBe(false);
    expect(await viewedBy(users.other)).toBe(false);
  });

  it('answers 404 for unknown, malformed and expired ids', async () => {
    for (const id of ['999999999', '0', '-1', 'abc', '1e3', '9'.repeat(30), String(ids.expiredTip)]) {
      const response = await get(users.agency, `/agencytips/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
    }
  });
});
