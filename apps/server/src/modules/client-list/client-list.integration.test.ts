/**
 * POST /api/v1/client/{companyId}?JobId= and DELETE /api/v1/clientlist (prospecting-core §4 'Client list
 * membership', §7): idempotent, personal, validated.
 */
import { PERMISSIONS } from '@agencyscout/contracts';
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
let openWebUser: TestUser;
let acme: number;
let globex: number;
let acmeLead: number;
let globexLead: number;

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  owner = await createUser(db, { plan: 'agency' });
  teammate = await createUser(db, { plan: 'agency', orgId: owner.orgId });
  openWebUser = await createUser(db, { plan: 'openweb' });
  acme = await insertCompany(db, { name: 'Acme Health' });
  globex = await insertCompany(db, { name: 'Globex' });
  acmeLead = await insertLead(db, { title: 'Nurse', companyId: acme, companyName: 'Acme Health' });
  globexLead = await insertLead(db, { title: 'Engineer', companyId: globex, companyName: 'Globex' });
});
afterAll(() => context?.close());

async function call(
  method: 'POST' | 'DELETE',
  url: string,
  options: { user?: TestUser; body?: unknown; permissions?: string[] } = {},
) {
  const { user = owner, body, permissions } = options;
  return callApi(context, user, { method, url, body, permissions });
}

async function entries(user: TestUser) {
  return context.db
    .selectFrom('clientListEntries')
    .select(['companyId', 'jobLeadId', 'orgId'])
    .where('userId', '=', user.userId)
    .orderBy('companyId')
    .execute();
}

async function onClientList(user: TestUser, leadId: number): Promise<boolean> {
  const token = await mintAccessToken(context, user);
  const response = await context.app.inject({ url: `/api/v1/leads/${leadId}`, headers: bearer(token) });
  return response.json().company.onClientList;
}

describe('adding a company', () => {
  it('adds once, with the lead it came from, and shows it on the lead detail of its owner only', async () => {
    const first = await call('POST', `/client/${acme}?JobId=${acmeLead}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ companyId: acme, jobId: acmeLead, onClientList: true });
    expect((await call('POST', `/client/${acme}`)).statusCode).toBe(200);
    expect(await entries(owner)).toEqual([{ companyId: acme, jobLeadId: acmeLead, orgId: owner.orgId }]);
    expect(await onClientList(owner, acmeLead)).toBe(true);
    expect(await onClientList(teammate, acmeLead)).toBe(false);
  });

  it('accepts the camelCase jobId too', async () => {
    expect((await call('POST', `/client/${globex}?jobId=${globexLead}`, { user: teammate })).json()).toMatchObject({
      jobId: globexLead,
    });
  });

  it('refuses unknown companies, foreign or unreadable leads and malformed ids', async () => {
    expect((await call('POST', '/client/999999')).statusCode).toBe(404);
    expect((await call('POST', `/client/${acme}?JobId=999999`)).statusCode).toBe(404);
    expect((await call('POST', `/client/${acme}?JobId=${globexLead}`)).statusCode).toBe(400);
    expect((await call('POST', '/client/abc')).statusCode).toBe(400);
    expect((await call('POST', `/client/${acme}?JobId=x`)).statusCode).toBe(400);
    // An Open Web-only user may not name an Agency lead.
    expect((await call('POST', `/client/${acme}?JobId=${acmeLead}`, { user: openWebUser })).statusCode).toBe(404);
    expect((await call('POST', `/client/${acme}`, { permissions: [PERMISSIONS.readMe] })).statusCode).toBe(403);
  });
});

describe('removing companies', () => {
  it('removes only the caller’s entries and is idempotent', async () => {
    await call('POST', `/client/${globex}`);
    const byTeammate = await call('DELETE', '/clientlist', {
      user: teammate,
      body: { CompanyIds: [{ CompanyId: acme }] },
    });
    expect(byTeammate.json()).toEqual({ removed: 0 });
    expect(await entries(owner)).toHaveLength(2);

    const body = { CompanyIds: [{ CompanyId: acme }, { CompanyId: globex }, { CompanyId: acme }] };
    const removed = await call('DELETE', '/clientlist', { body });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: 2 });
    expect((await call('DELETE', '/clientlist', { body })).json()).toEqual({ removed: 0 });
    expect(await entries(owner)).toEqual([]);
    expect(await entries(teammate)).toHaveLength(1);
  });

  it('accepts the camelCase body and refuses bad bodies', async () => {
    const camel = await call('DELETE', '/clientlist', {
      user: teammate,
      body: { companyIds: [{ companyId: globex }] },
    });
    expect(camel.json()).toEqual({ removed: 1 });
    expect((await call('DELETE', '/clientlist', { body: { CompanyIds: [] } })).statusCode).toBe(400);
    expect((await call('DELETE', '/clientlist', { body: { CompanyIds: [{ CompanyId: 'x' }] } })).statusCode).toBe(400);
    expect((await call('DELETE', '/clientlist', { body: {} })).statusCode).toBe(400);
    expect((await call('DELETE', '/clientlist')).statusCode).toBe(400);
  });
});
