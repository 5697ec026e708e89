/**
 * 'Find people' at People Data Labs through HTTP against the local PDL emulator (issue #32): the same interface as
 * Apollo — people stored with their credits, people already paid for left out of the query, no match is an empty
 * result, a malformed person skipped. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

import type { FindPeopleResponse } from '@agencyscout/contracts';
import { type PdlEmulator, type PdlPerson, startPdlEmulator } from '@agencyscout/emulators/contact-providers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

const person = (id: string, first: string, title: string): PdlPerson => ({
  id,
  first_name: first,
  last_name: 'Okafor',
  job_title: title,
  work_email: `${first.toLowerCase()}@globex.example`,
  linkedin_url: `linkedin.com/in/${first.toLowerCase()}-okafor`,
  job_company_website: 'globex.example',
});

let pdl: PdlEmulator;
let context: TestContext;
let user: TestUser;
let globex: number;

beforeAll(async () => {
  pdl = await startPdlEmulator();
  pdl.state.people = [
    person('a1', 'Ada', 'HR Director'),
    person('a2', 'Ben', 'Recruiting Lead'),
    { ...person('a3', 'Cy', 'HR Manager'), first_name: 'Cy\u0007' },
  ];
  context = await createTestApp({ CONTACT_PROVIDER: 'pdl', PDL_API_KEY: pdl.apiKey, PDL_API_URL: pdl.url });
  user = await createUser(context.db);
  globex = await insertCompany(context.db, { name: 'Globex' });
  await context.db
    .updateTable('companies')
    .set({ url: 'https://www.globex.example/' })
    .where('id', '=', globex)
    .execute();
});

afterAll(async () => {
  await context?.close();
  await pdl?.close();
});

const find = (positions: string[]) =>
  callApi(context, user, { method: 'POST', url: `/company/${globex}/findpeople`, body: { positions } });

describe("'Find people' at People Data Labs", () => {
  it('stores the people found with their credits and skips a malformed one', async () => {
    const status = await callApi(context, user, { method: 'GET', url: '/contactprovider' });
    expect(status.json()).toMatchObject({ provider: 'pdl', providerName: 'People Data Labs' });
    const response = await find(['HR']);
    expect(response.statusCode).toBe(200);
    const body = response.json() as FindPeopleResponse;
    expect(body).toMatchObject({ added: 1, skipped: 1, creditsSpent: 1 });
    expect(body.contacts[0]).toMatchObject({
      firstName: 'Ada',
      sourceProvider: 'pdl',
      linkedinUrl: 'https://linkedin.com/in/ada-okafor',
    });
  });

  it('leaves out people already paid for and answers an empty search as nothing found', async () => {
    const again = (await find(['HR', 'Talent Acquisition'])).json() as FindPeopleResponse;
    expect(again).toMatchObject({ added: 1, creditsSpent: 1 });
    expect(again.contacts.map((contact) => contact.firstName)).toEqual(['Ben']);
    const none = await find(['Engineering']);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ added: 0, creditsSpent: 0, contacts: [] });
  });
});
