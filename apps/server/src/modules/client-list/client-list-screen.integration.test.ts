/**
 * GET /api/v1/clientlist and PUT /api/v1/user/shareClient (prospecting-core §2.8, §6, §7): mine or all (mine plus
 * teammates' shared lists), name filter, paging, new leads since added, and the 'new leads at your clients' hook.
 */
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
import { newLeadsAtClients } from './service.ts';

let context: TestContext;
let member: TestUser;
let teammate: TestUser;
let outsider: TestUser;
let acme: number;
let globex: number;
let initech: number;

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  member = await createUser(db, { plan: 'agency' });
  teammate = await createUser(db, { plan: 'agency', orgId: member.orgId });
  outsider = await createUser(db, { plan: 'agency' });
  acme = await insertCompany(db, { name: 'Acme Health' });
  globex = await insertCompany(db, { name: 'Globex 100%_Corp' });
  initech = await insertCompany(db, { name: 'Initech' });
  for (const [user, company] of [
    [member, acme],
    [member, globex],
    [teammate, initech],
    [teammate, acme],
    [outsider, initech],
  ] as const) {
    await db
      .insertInto('clientListEntries')
      .values({
        orgId: user.orgId,
        userId: user.userId,
        companyId: company,
        jobLeadId: null,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      })
      .execute();
  }
  await insertLead(db, {
    title: 'Old',
    companyId: acme,
    companyName: 'Acme Health',
    postedAt: new Date('2025-12-01'),
    firstSeenAt: new Date('2025-12-01'),
  });
  await insertLead(db, {
    title: 'New A',
    companyId: acme,
    companyName: 'Acme Health',
    postedAt: new Date('2026-02-01'),
    firstSeenAt: new Date('2026-02-01'),
  });
  await insertLead(db, {
    title: 'New B',
    companyId: acme,
    companyName: 'Acme Health',
    postedAt: new Date('2026-03-01'),
    firstSeenAt: new Date('2026-03-01'),
  });
});
afterAll(() => context?.close());

async function call(method: 'GET' | 'PUT', url: string, user: TestUser, body?: unknown) {
  return callApi(context, user, { method, url, body });
}

async function list(user: TestUser, query = '') {
  const response = await call('GET', `/clientlist${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    count: number;
    shared: boolean;
    rows: { companyId: number; companyName: string; ownerEmail: string; mine: boolean; newLeads: number }[];
  };
}

describe('my client list', () => {
  it('lists only my entries by company name, with the new leads since each was added', async () => {
    const mine = await list(member);
    expect(mine.count).toBe(2);
    expect(mine.shared).toBe(false);
    expect(mine.rows.map((row) => [row.companyName, row.ownerEmail, row.mine, row.newLeads])).toEqual([
      ['Acme Health', member.email, true, 2],
      ['Globex 100%_Corp', member.email, true, 0],
    ]);
  });

  it('filters by a case-insensitive substring (LIKE wildcards literal) and pages', async () => {
    expect((await list(member, '?query=acme')).rows.map((row) => row.companyId)).toEqual([acme]);
    expect((await list(member, '?query=%25_')).rows.map((row) => row.companyId)).toEqual([globex]);
    expect((await list(member, '?query=x_1')).rows).toEqual([]);
    const page = await list(member, '?offset=1&count=1');
    expect(page).toMatchObject({ count: 2, rows: [{ companyId: globex }] });
  });
});

describe('sharing (§6: All Client Lists shows teammates’ shared lists)', () => {
  it('hides a private list from teammates and shows it once shared; never to another organisation', async () => {
    expect((await list(member, '?which=all')).rows.map((row) => row.ownerEmail)).toEqual([member.email, member.email]);
    const toggled = await call('PUT', '/user/shareClient', teammate, {});
    expect(toggled.json()).toEqual({ shareClientList: true });
    const all = await list(member, '?which=all');
    expect(all.count).toBe(4);
    expect(all.rows.map((row) => [row.companyName, row.ownerEmail, row.mine])).toEqual([
      ['Acme Health', member.email, true],
      ['Acme Health', teammate.email, false],
      ['Globex 100%_Corp', member.email, true],
      ['Initech', teammate.email, false],
    ]);
    expect((await list(member, '?which=all&query=INIT')).count).toBe(1);
    // The teammate's shared list is not the member's own list, and the outsider sees only theirs.
    expect((await list(member)).count).toBe(2);
    expect((await list(outsider, '?which=all')).rows.map((row) => row.ownerEmail)).toEqual([outsider.email]);
    // Toggling again makes it private; an explicit value sets it.
    expect((await call('PUT', '/user/shareClient', teammate, {})).json()).toEqual({ shareClientList: false });
    expect((await list(member, '?which=all')).count).toBe(2);
    expect((await call('PUT', '/user/shareClient', teammate, { shared: true })).json()).toEqual({
      shareClientList: true,
    });
    expect((await list(teammate)).shared).toBe(true);
  });

  it('deletes only the caller’s own entries, even of a shared company', async () => {
    const token = await mintAccessToken(context, member);
    const removed = await context.app.inject({
      method: 'DELETE',
      url: '/api/v1/clientlist',
      headers: bearer(token),
      payload: { CompanyIds: [{ CompanyId: initech }] },
    });
    expect(removed.json()).toEqual({ removed: 0 });
    expect((await list(teammate)).count).toBe(2);
  });
});

describe('bad input', () => {
  it('answers 400 for hostile filters', async () => {
    for (const query of [
      '?which=everyone',
      '?offset=-1',
      '?count=0',
      '?count=101',
      `?query=${'x'.repeat(201)}`,
      '?query=%00',
      '?offset=abc',
    ]) {
      expect((await call('GET', `/clientlist${query}`, member)).statusCode, query).toBe(400);
    }
    expect((await call('PUT', '/user/shareClient', member, { shared: 'yes' })).statusCode).toBe(400);
  });
});

describe('new leads at your clients (alert hook)', () => {
  it('lists leads first seen after `since` and after each company was added, newest first', async () => {
    const leads = await newLeadsAtClients(context.db, member.userId, new Date('2026-01-15T00:00:00Z'));
    expect(leads.map((lead) => [lead.companyId, lead.title])).toEqual([
      [acme, 'New B'],
      [acme, 'New A'],
    ]);
    expect(await newLeadsAtClients(context.db, member.userId, new Date('2026-02-15T00:00:00Z'))).toHaveLength(1);
    expect(await newLeadsAtClients(context.db, outsider.userId, new Date('2025-01-01T00:00:00Z'))).toEqual([]);
    expect(await newLeadsAtClients(context.db, '00000000-0000-4000-8000-000000000000', new Date())).toEqual([]);
  });
});
