/**
 * GET/POST /api/v1/ticker (prospecting-core §2.7, §7): the caller's ticker search and its newest leads through
 * the lead search rules; a teammate's search may be chosen, another organisation's answers 404.
 */
import { PERMISSIONS, TICKER_LEAD_COUNT } from '@agencyscout/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  callApi,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';

let context: TestContext;
let owner: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let trial: TestUser;

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  owner = await createUser(db, { plan: 'agency' });
  teammate = await createUser(db, { plan: 'agency', orgId: owner.orgId });
  stranger = await createUser(db, { plan: 'agency' });
  trial = await createUser(db, { plan: 'trial' });
  const acme = await insertCompany(db, { name: 'Acme Ticker' });
  for (let index = 0; index < 60; index += 1) {
    await insertLead(db, {
      title: `Ticker Nurse ${index}`,
      companyId: acme,
      companyName: 'Acme Ticker',
      city: 'Chicago',
      state: 'IL',
      postedAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
  }
  await insertLead(db, {
    title: 'Ticker Nurse open web',
    companyId: acme,
    companyName: 'Acme Ticker',
    leadType: 'OpenWeb',
  });
});
afterAll(() => context?.close());

async function call(method: 'GET' | 'POST', url: string, user: TestUser, body?: unknown, permissions?: string[]) {
  return callApi(context, user, { method, url, body, permissions });
}

async function save(user: TestUser, name: string, fields: Record<string, unknown> = {}): Promise<number> {
  const response = await call('POST', '/savedSearches', user, { name, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().searchId;
}

describe('ticker', () => {
  it('is empty before a search is chosen', async () => {
    const response = await call('GET', '/ticker', stranger);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      search: null,
      leads: [],
      savedSearchCount: 0,
      originalInterfaceAvailable: false,
    });
  });

  it('answers the chosen search and its 50 newest leads of its lead type', async () => {
    const id = await save(owner, 'Nurses', { keyWords: 'Ticker Nurse', leadType: 'Agency' });
    const set = await call('POST', '/ticker', owner, { searchId: id });
    expect(set.statusCode, set.body).toBe(200);
    const ticker = (await call('GET', '/ticker', owner)).json();
    expect(ticker.search).toEqual({ searchId: id, name: 'Nurses' });
    expect(ticker.leads).toHaveLength(TICKER_LEAD_COUNT);
    expect(ticker.leads[0]).toMatchObject({ title: 'Ticker Nurse 59', companyName: 'Acme Ticker', leadType: 'Agency' });
    expect(ticker.savedSearchCount).toBe(1);
  });

  it("may follow a teammate's search, never another organisation's (404, choice unchanged)", async () => {
    const mine = await save(teammate, 'Teammate nurses', { keyWords: 'Ticker Nurse' });
    const foreign = await save(stranger, 'Foreign', { keyWords: 'Ticker Nurse' });
    expect((await call('POST', '/ticker', owner, { SearchId: mine })).json().search.name).toBe('Teammate nurses');
    expect((await call('POST', '/ticker', owner, { searchId: foreign })).statusCode).toBe(404);
    expect((await call('GET', '/ticker', owner)).json().search.searchId).toBe(mine);
  });

  it('applies the limited view: at most 25 leads without read:leads', async () => {
    const id = await save(trial, 'Trial nurses', { keyWords: 'Ticker Nurse' });
    await call('POST', '/ticker', trial, { searchId: id });
    expect((await call('GET', '/ticker', trial)).json().leads).toHaveLength(25);
  });

  it('clears with null, refuses bad ids with 400 and needs read:ticker', async () => {
    expect((await call('POST', '/ticker', owner, { searchId: null })).json().search).toBeNull();
    expect((await call('POST', '/ticker', owner, { searchId: 'abc' })).statusCode).toBe(400);
    expect((await call('POST', '/ticker', owner, {})).statusCode).toBe(400);
    expect((await call('GET', '/ticker', owner, undefined, [PERMISSIONS.readAnyLeads])).statusCode).toBe(403);
  });

  it('offers the original interface to organisations created before 2023-10-08', async () => {
    await sql`UPDATE organizations SET created_at = '2023-10-07T12:00:00Z' WHERE id = ${stranger.orgId}`.execute(
      context.db,
    );
    expect((await call('GET', '/ticker', stranger)).json().originalInterfaceAvailable).toBe(true);
  });

  it('forgets a deleted search', async () => {
    const id = await save(owner, 'Gone soon');
    await call('POST', '/ticker', owner, { searchId: id });
    const token = await mintAccessToken(context, owner);
    await context.app.inject({ method: 'DELETE', url: `/api/v1/savedSearches/${id}`, headers: bearer(token) });
    expect((await call('GET', '/ticker', owner)).json().search).toBeNull();
  });
});
