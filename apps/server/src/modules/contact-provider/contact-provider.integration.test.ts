/**
 * 'Find people' through HTTP against the local Apollo emulator (issue #32 points 5, 7, 8): the search, credits
 * spent and exhausted (429 with the spec's message), the same person never stored twice, the e-mail check, a
 * hostile or malformed answer skipped with nothing half-written, tenant isolation of the credit log, permission,
 * and no provider configured. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

import { FIND_PEOPLE_TEXTS, type FindPeopleResponse, PERMISSIONS } from '@agencyscout/contracts';
import { type ApolloEmulator, type ApolloPerson, startApolloEmulator } from '@agencyscout/emulators/contact-providers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import type { ResolveMx } from '../contacts/email-verifier.ts';

/** acme.example takes mail; nomail.example has no MX (its addresses fail the e-mail check). */
const resolveMx: ResolveMx = async (domain) => {
  if (domain === 'acme.example') return [{ exchange: 'mx.acme.example', priority: 10 }];
  throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
};

function person(id: string, first: string, last: string, title: string, email: string | null): ApolloPerson {
  return {
    id,
    first_name: first,
    last_name: last,
    title,
    seniority: null,
    email,
    email_status: email ? 'verified' : null,
    linkedin_url: `https://www.linkedin.com/in/${first.toLowerCase()}-${id}`,
    organization: { name: 'Acme', primary_domain: 'acme.example' },
  };
}

const ACME_PEOPLE = [
  person('p1', 'Hana', 'Reyes', 'Director of Human Resources', 'hana.reyes@acme.example'),
  person('p2', 'Ivo', 'Tan', 'Talent Acquisition Lead', 'ivo.tan@nomail.example'),
  person('p3', 'Jo', 'Quist', 'VP of Engineering', 'jo.quist@acme.example'),
];

let apollo: ApolloEmulator;
let context: TestContext;
let user: TestUser;
let acme: number;

async function find(who: TestUser, companyId: number, body: unknown, permissions?: string[]) {
  return callApi(context, who, {
    method: 'POST',
    url: `/company/${companyId}/findpeople`,
    body,
    ...(permissions ? { permissions } : {}),
  });
}

async function newAcme(name: string): Promise<number> {
  const id = await insertCompany(context.db, { name });
  await context.db.updateTable('companies').set({ domain: 'acme.example' }).where('id', '=', id).execute();
  return id;
}

beforeAll(async () => {
  apollo = await startApolloEmulator();
  apollo.state.generate = false;
  context = await createTestApp(
    { CONTACT_PROVIDER: 'apollo', APOLLO_API_KEY: apollo.apiKey, APOLLO_API_URL: apollo.url },
    { resolveMx },
  );
  user = await createUser(context.db);
});

afterAll(async () => {
  await context?.close();
  await apollo?.close();
});

beforeEach(async () => {
  apollo.state.people = ACME_PEOPLE.map((entry) => ({ ...entry }));
  apollo.clearFaults();
  acme = await newAcme(`Acme ${Math.random()}`);
});

describe("'Find people' at Apollo", () => {
  it('says which provider is configured and the credits left', async () => {
    const response = await callApi(context, user, { method: 'GET', url: '/contactprovider' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ provider: 'apollo', providerName: 'Apollo', credits: { limit: 100 } });
    expect(body.credits.remaining).toBe(body.credits.limit - body.credits.used);
  });

  it('stores the people found in the categories as provider contacts, checks their e-mail and spends credits', async () => {
    const before = (await callApi(context, user, { method: 'GET', url: '/contactprovider' })).json().credits.used;
    const response = await find(user, acme, { positions: ['HR', 'Talent Acquisition'] });
    expect(response.statusCode).toBe(200);
    const body = response.json() as FindPeopleResponse;
    expect(body).toMatchObject({ added: 2, alreadyKnown: 0, skipped: 0, creditsSpent: 2 });
    expect(body.credits.used).toBe(before + 2);
    const byName = Object.fromEntries(body.contacts.map((contact) => [contact.firstName, contact]));
    expect(byName.Hana).toMatchObject({
      source: 'provider',
      sourceProvider: 'apollo',
      category: 'HR',
      emailStatus: 'valid',
    });
    expect(byName.Hana?.email).toBe('hana.reyes@acme.example');
    // The address on a domain without mail failed the check: stored as invalid, its value not shown.
    expect(byName.Ivo).toMatchObject({ category: 'Talent Acquisition', emailStatus: 'invalid', email: null });
    expect(byName.Jo).toBeUndefined();
    expect(apollo.calls).toContain('POST /api/v1/mixed_people/api_search');
    expect(apollo.calls).toContain('POST /api/v1/people/bulk_match');
    const rows = await context.db.selectFrom('contacts').selectAll().where('companyId', '=', acme).execute();
    expect(rows.map((row) => row.sourceId).sort()).toEqual([`apollo:p1@${acme}`, `apollo:p2@${acme}`]);
    const log = await context.db.selectFrom('enrichmentCredits').selectAll().where('orgId', '=', user.orgId).execute();
    expect(log.filter((row) => rows.some((contact) => Number(contact.id) === Number(row.contactId)))).toHaveLength(2);
  });

  it('never stores a person twice nor charges for them again', async () => {
    await find(user, acme, { positions: ['HR'] });
    const again = await find(user, acme, { positions: ['HR', 'Vice President'] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: 1, alreadyKnown: 1, creditsSpent: 1 });
    // Another organisation finding the same person links to the same contact and pays for it itself.
    const other = await createUser(context.db);
    const theirs = await find(other, acme, { positions: ['HR'] });
    expect(theirs.json()).toMatchObject({ added: 1, creditsSpent: 1 });
    const rows = await context.db.selectFrom('contacts').select('id').where('companyId', '=', acme).execute();
    expect(rows).toHaveLength(2);
  });

  it('links a person to the contact with the same address from another source', async () => {
    const manual = await context.db
      .insertInto('contacts')
      .values({
        companyId: acme,
        firstName: 'Hana',
        lastName: 'Reyes',
        email: 'HANA.REYES@acme.example',
        source: 'manual',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = (await find(user, acme, { positions: ['HR'] })).json() as FindPeopleResponse;
    expect(body.contacts.map((contact) => contact.id)).toEqual([Number(manual.id)]);
    expect(await context.db.selectFrom('contacts').select('id').where('companyId', '=', acme).execute()).toHaveLength(
      1,
    );
  });

  it('skips a hostile or malformed person and stores the rest', async () => {
    apollo.state.people.push(person('p4', '<img src=x onerror=alert(1)>', 'Evil', 'HR Manager', 'evil@acme.example'));
    apollo.state.people.push({ ...person('p5', 'Bad', 'Mail', 'HR Manager', null), email: 'not an address' });
    const body = (await find(user, acme, { positions: ['HR'] })).json() as FindPeopleResponse;
    expect(body).toMatchObject({ added: 1, skipped: 2, creditsSpent: 1 });
    const names = await context.db.selectFrom('contacts').select('firstName').where('companyId', '=', acme).execute();
    expect(names.map((row) => row.firstName)).toEqual(['Hana']);
  });

  it('writes nothing and spends nothing when the answer is not the API shape', async () => {
    const before = (await callApi(context, user, { method: 'GET', url: '/contactprovider' })).json().credits.used;
    apollo.fail({ match: /bulk_match/, times: 1, status: 200, body: { matches: 'everyone' } });
    const response = await find(user, acme, { positions: ['HR'] });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(FIND_PEOPLE_TEXTS.providerFailed('Apollo'));
    apollo.fail({ match: /api_search/, times: 1, status: 500, body: { error: 'boom' } });
    expect((await find(user, acme, { positions: ['HR'] })).statusCode).toBe(502);
    expect(await context.db.selectFrom('contacts').select('id').where('companyId', '=', acme).execute()).toEqual([]);
    const after = (await callApi(context, user, { method: 'GET', url: '/contactprovider' })).json().credits.used;
    expect(after).toBe(before);
  });

  it('refuses with a clear 429 when the credits are spent, and stores no more than are left', async () => {
    const poor = await createUser(context.db);
    await context.db
      .updateTable('organizations')
      .set({ enrichmentCreditLimit: 1 })
      .where('id', '=', poor.orgId)
      .execute();
    const first = await find(poor, acme, { positions: ['HR', 'Talent Acquisition'] });
    expect(first.json()).toMatchObject({ added: 1, creditsSpent: 1, credits: { remaining: 0, limit: 1 } });
    const calls = apollo.calls.length;
    const refused = await find(poor, acme, { positions: ['Vice President'] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'ENRICHMENT_CREDITS_SPENT',
      message: FIND_PEOPLE_TEXTS.creditsSpent(1),
    });
    expect(apollo.calls.length).toBe(calls);
  });

  it("keeps each organisation's credit log its own", async () => {
    const other = await createUser(context.db);
    await find(user, acme, { positions: ['HR'] });
    const theirs = (await callApi(context, other, { method: 'GET', url: '/contactprovider' })).json();
    expect(theirs.credits.used).toBe(0);
    const log = await context.db
      .selectFrom('enrichmentCredits')
      .select('orgId')
      .where('orgId', '=', other.orgId)
      .execute();
    expect(log).toEqual([]);
  });

  it('needs read:contacts, a known company with a domain and valid categories', async () => {
    const noContacts = [PERMISSIONS.readLeads, PERMISSIONS.readAnyLeads];
    expect((await find(user, acme, { positions: ['HR'] }, noContacts)).statusCode).toBe(403);
    const status = await callApi(context, user, { method: 'GET', url: '/contactprovider', permissions: noContacts });
    expect(status.statusCode).toBe(403);
    const demo = await createUser(context.db, { plan: 'demo' });
    expect((await find(demo, acme, { positions: ['HR'] })).statusCode).toBe(403);
    expect((await find(user, 999_999_999, { positions: ['HR'] })).statusCode).toBe(404);
    const bare = await insertCompany(context.db, { name: 'No Domain Inc' });
    const noDomain = await find(user, bare, { positions: ['HR'] });
    expect(noDomain.statusCode).toBe(409);
    expect(noDomain.json().message).toBe(FIND_PEOPLE_TEXTS.noDomain);
    expect((await find(user, acme, { positions: [] })).statusCode).toBe(400);
    expect((await find(user, acme, { positions: ['Astronaut'] })).statusCode).toBe(400);
    expect((await find(user, acme, { positions: ['HR'], size: 1000 })).statusCode).toBe(400);
    expect((await find(user, acme, { positions: ['HR'], orgId: 'x' })).statusCode).toBe(400);
  });
});

describe("'Find people' without a provider", () => {
  it('says none is configured and refuses a search with 409', async () => {
    const bare = await createTestApp({}, { resolveMx });
    try {
      const someone = await createUser(bare.db);
      const status = await callApi(bare, someone, { method: 'GET', url: '/contactprovider' });
      expect(status.json()).toMatchObject({ provider: null, providerName: null });
      const company = await insertCompany(bare.db, { name: 'Acme' });
      const response = await callApi(bare, someone, {
        method: 'POST',
        url: `/company/${company}/findpeople`,
        body: { positions: ['HR'] },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(FIND_PEOPLE_TEXTS.notConfigured);
    } finally {
      await bare.close();
    }
  });
});
