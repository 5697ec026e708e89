/**
 * Saved searches through HTTP (prospecting-core §2.6, §5, §7; outreach-integrations-admin §4): CRUD with the
 * ownership rules, another organisation's ids answer 404, the spec's validation texts answer 400, and the
 * notification on/off/frequency rules.
 */
import { LEAD_SEARCH_MESSAGES, PERMISSIONS, SAVED_SEARCH_TEXTS } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
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
let openWebUser: TestUser;
const tokens = new Map<TestUser, string>();

beforeAll(async () => {
  context = await createTestApp();
  owner = await createUser(context.db, { plan: 'agency' });
  teammate = await createUser(context.db, { plan: 'agency', orgId: owner.orgId });
  stranger = await createUser(context.db, { plan: 'agency' });
  openWebUser = await createUser(context.db, { plan: 'openweb' });
});
afterAll(() => context?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(
  method: Method,
  url: string,
  options: { user?: TestUser; body?: unknown; permissions?: string[] } = {},
) {
  const { user = owner, body, permissions } = options;
  let token = permissions ? undefined : tokens.get(user);
  if (!token) {
    token = await mintAccessToken(context, user, permissions ? { permissions } : {});
    if (!permissions) tokens.set(user, token);
  }
  return context.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: body as object });
}

async function save(name: string, fields: Record<string, unknown> = {}, user = owner): Promise<number> {
  const response = await call('POST', '/savedSearches', { user, body: { name, ...fields } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().searchId;
}

describe('creating', () => {
  it('stores the name and the filter fields with empty values dropped, and names the owner', async () => {
    const response = await call('POST', '/savedSearches', {
      body: {
        SearchName: '  Nurses in Chicago ',
        keyWords: 'nurse',
        jobTitle: '',
        company: [],
        employmentType: ['Contract'],
        minSalary: 50000,
        locations: [{ latitude: 41.88, longitude: -87.63, radius: 25, location: 'Chicago, IL' }],
        dateAfter: null,
        leadType: 'Agency',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      name: 'Nurses in Chicago',
      ownerEmail: owner.email,
      isOwner: true,
      sendEmail: false,
      sendEmailFrequency: null,
      query: { keyWords: 'nurse', employmentType: ['Contract'], minSalary: 50000, leadType: 'Agency' },
    });
    expect(Object.keys(saved.query).sort()).toEqual([
      'employmentType',
      'keyWords',
      'leadType',
      'locations',
      'minSalary',
    ]);
    const stored = await context.db
      .selectFrom('savedSearches')
      .select(['query', 'orgId', 'userId'])
      .where('id', '=', saved.searchId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ orgId: owner.orgId, userId: owner.userId });
    expect(stored.query).not.toHaveProperty('jobTitle');
  });

  it.each([
    ['a missing name', { keyWords: 'x' }, SAVED_SEARCH_TEXTS.required],
    ['a blank name', { name: '   ' }, SAVED_SEARCH_TEXTS.required],
    ['keywords over 600 characters', { name: 'n', keyWords: 'k'.repeat(601) }, LEAD_SEARCH_MESSAGES.keywordTooLong],
    [
      'hiring companies over 600 characters joined',
      { name: 'n', company: ['a'.repeat(300), 'b'.repeat(300)] },
      LEAD_SEARCH_MESSAGES.hiringCompanyTooLong,
    ],
    [
      'more than 20 locations',
      {
        name: 'n',
        locations: Array.from({ length: 21 }, (_, index) => ({
          latitude: 40,
          longitude: -80 + index / 100,
          radius: 5,
          location: `Place ${index}`,
        })),
      },
      LEAD_SEARCH_MESSAGES.tooManyLocations,
    ],
    [
      'a start date after the end date',
      { name: 'n', dateAfter: '2026-02-01', dateBefore: '2026-01-01' },
      LEAD_SEARCH_MESSAGES.startAfterEnd,
    ],
  ])('answers 400 for %s with the spec text', async (_, body, message) => {
    const response = await call('POST', '/savedSearches', { body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('answers 400, never 500, for malformed fields', async () => {
    for (const body of [{ name: 'n', dateAfter: 'yesterday' }, { name: 'n', minSalary: 'lots' }, [1], { name: 42 }]) {
      expect((await call('POST', '/savedSearches', { body })).statusCode).toBe(400);
    }
  });

  it('needs create:savedsearch', async () => {
    const response = await call('POST', '/savedSearches', {
      body: { name: 'x' },
      permissions: [PERMISSIONS.readAnyLeads, PERMISSIONS.readTicker],
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps Open Web-only accounts to Open Web searches', async () => {
    expect(
      (await call('POST', '/savedSearches', { user: openWebUser, body: { name: 'a', leadType: 'Agency' } })).statusCode,
    ).toBe(403);
    await save('Open web nurses', { leadType: 'OpenWeb' }, openWebUser);
  });
});

describe('listing', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      alpha: await save('Alpha Engineers'),
      beta: await save('beta 100%_done'),
      mate: await save('Teammate ALPHA search', {}, teammate),
      foreign: await save('Alpha stranger', {}, stranger),
    };
  });

  it('shows mine by default and all of the organisation on request, by name, with owners', async () => {
    const mine = (await call('GET', '/savedSearches?name=alpha')).json();
    expect(mine.rows.map((row: { searchId: number }) => row.searchId)).toEqual([ids.alpha]);
    const all = (await call('GET', '/savedSearches?view=all&name=ALPHA')).json();
    expect(all.count).toBe(2);
    expect(
      all.rows.map((row: { name: string; ownerEmail: string; isOwner: boolean }) => [
        row.name,
        row.ownerEmail,
        row.isOwner,
      ]),
    ).toEqual([
      ['Alpha Engineers', owner.email, true],
      ['Teammate ALPHA search', teammate.email, false],
    ]);
  });

  it('matches the name filter literally (no LIKE wildcards)', async () => {
    const list = (await call('GET', `/savedSearches?name=${encodeURIComponent('0%_')}`)).json();
    expect(list.rows.map((row: { searchId: number }) => row.searchId)).toEqual([ids.beta]);
    expect((await call('GET', '/savedSearches?name=%25')).json().rows).toHaveLength(1);
  });

  it('pages with 25, 50 or 100 and refuses other sizes', async () => {
    const page = (await call('GET', '/savedSearches?view=all&offset=1&count=25')).json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.rows).toHaveLength(page.count - 1);
    expect((await call('GET', '/savedSearches?count=10')).statusCode).toBe(400);
    expect((await call('GET', '/savedSearches?view=everyone')).statusCode).toBe(400);
  });

  it("reads a teammate's search, never another organisation's", async () => {
    expect((await call('GET', `/savedSearches/${ids.mate}`)).json()).toMatchObject({
      isOwner: false,
      ownerEmail: teammate.email,
    });
    expect((await call('GET', `/savedSearches/${ids.foreign}`)).statusCode).toBe(404);
    const strangers = (await call('GET', '/savedSearches?view=all', { user: stranger })).json();
    expect(JSON.stringify(strangers)).not.toContain(owner.email);
  });
});

describe('modifying and deleting', () => {
  it('lets the owner replace name and query', async () => {
    const id = await save('Old name', { keyWords: 'old', jobTitle: 'Nurse' });
    const response = await call('PUT', '/savedSearches', { body: { SearchId: id, name: 'New name', keyWords: 'new' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'New name', query: { keyWords: 'new' } });
    expect(response.json().query).not.toHaveProperty('jobTitle');
    const invalid = await call('PUT', '/savedSearches', { body: { searchId: id, name: '' } });
    expect(invalid.json().message).toBe(SAVED_SEARCH_TEXTS.required);
  });

  it("refuses a teammate's changes (403) and another organisation's ids (404), leaving the search as it was", async () => {
    const id = await save('Mine only', { keyWords: 'kept' });
    const mate = await call('PUT', '/savedSearches', { user: teammate, body: { searchId: id, name: 'Taken' } });
    expect(mate.statusCode).toBe(403);
    expect(mate.json().message).toBe(SAVED_SEARCH_TEXTS.notOwner);
    expect((await call('DELETE', `/savedSearches/${id}`, { user: teammate })).statusCode).toBe(403);
    expect(
      (await call('PUT', '/savedSearches', { user: stranger, body: { searchId: id, name: 'Taken' } })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/savedSearches/${id}`, { user: stranger })).statusCode).toBe(404);
    const notify = { searchId: id, sendEmail: true };
    expect((await call('PUT', '/savedSearches/notifications', { user: teammate, body: notify })).statusCode).toBe(403);
    expect((await call('PUT', '/savedSearches/notifications', { user: stranger, body: notify })).statusCode).toBe(404);
    expect((await call('GET', `/savedSearches/${id}`)).json()).toMatchObject({ name: 'Mine only', sendEmail: false });
  });

  it('deletes one search of the owner, then answers 404', async () => {
    const id = await save('Short lived');
    expect((await call('DELETE', `/savedSearches/${id}`)).json()).toEqual({ deleted: 1 });
    expect((await call('DELETE', `/savedSearches/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/savedSearches/abc')).statusCode).toBe(400);
  });

  it("deleteAll removes only the caller's own searches, under both casings", async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const mate = await createUser(context.db, { plan: 'agency', orgId: user.orgId });
    await save('one', {}, user);
    await save('two', {}, user);
    const kept = await save('kept', {}, mate);
    expect((await call('DELETE', '/savedsearches/deleteAll', { user })).json()).toEqual({ deleted: 2 });
    expect((await call('DELETE', '/savedSearches/deleteAll', { user })).json()).toEqual({ deleted: 0 });
    expect((await call('GET', `/savedSearches/${kept}`, { user })).statusCode).toBe(200);
  });
});

describe('notifications', () => {
  async function notify(body: Record<string, unknown>) {
    const response = await call('PUT', '/savedSearches/notifications', { body });
    expect(response.statusCode, response.body).toBe(200);
    const { sendEmail, sendEmailFrequency, sendOpenWebEmail, sendOpenWebEmailFrequency } = response.json();
    return { sendEmail, sendEmailFrequency, sendOpenWebEmail, sendOpenWebEmailFrequency };
  }

  it('turning on defaults to daily, a frequency changes it, off clears it; each alert on its own', async () => {
    const id = await save('Alerts');
    expect(await notify({ SearchId: id, SendEmail: true })).toEqual({
      sendEmail: true,
      sendEmailFrequency: 'daily',
      sendOpenWebEmail: false,
      sendOpenWebEmailFrequency: null,
    });
    expect(await notify({ searchId: id, sendEmailFrequency: 'weekly' })).toMatchObject({
      sendEmailFrequency: 'weekly',
    });
    expect(await notify({ searchId: id, sendOpenWebEmail: true, sendOpenWebEmailFrequency: 'weekly' })).toEqual({
      sendEmail: true,
      sendEmailFrequency: 'weekly',
      sendOpenWebEmail: true,
      sendOpenWebEmailFrequency: 'weekly',
    });
    expect(await notify({ searchId: id, sendEmail: false, sendEmailFrequency: 'weekly' })).toMatchObject({
      sendEmail: false,
      sendEmailFrequency: null,
      sendOpenWebEmail: true,
    });
    expect(await notify({ searchId: id, sendEmail: true })).toMatchObject({ sendEmailFrequency: 'daily' });
  });

  it('refuses unknown frequencies and a missing id with 400', async () => {
    const id = await save('Bad alerts');
    for (const body of [
      { searchId: id, sendEmailFrequency: 'hourly' },
      { sendEmail: true },
      { searchId: id, sendEmail: 'yes' },
    ]) {
      expect((await call('PUT', '/savedSearches/notifications', { body })).statusCode).toBe(400);
    }
  });
});
