/**
 * Limited views (prospecting-core §6; docs/decisions.md "Limited views (issue #9)"): a demo or trial user opens
 * only the leads a capped result page showed them, sees contacts masked, and the company's other leads stop at
 * the cap and count only what was shown. Full views (agency, Open Web) are not bounded.
 */
import { type LeadDetail, LIMITED_VIEW_CAP } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

const LEADS = 30;
let context: TestContext;
let company: number;
let openWebLead: number;
/** Newest first, as the search and the company leads list them. */
const leadIds: number[] = [];

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  company = await insertCompany(db, { name: 'Acme Health' });
  const now = Date.now();
  for (let index = 0; index < LEADS; index += 1) {
    leadIds.push(
      await insertLead(db, {
        title: `Nurse ${index}`,
        companyId: company,
        companyName: 'Acme Health',
        postedAt: new Date(now - index * 60_000),
      }),
    );
  }
  openWebLead = await insertLead(db, {
    title: 'Unit Clerk',
    companyId: company,
    companyName: 'Acme Health',
    leadType: 'OpenWeb',
  });
  await insertContact(db, {
    companyId: company,
    firstName: 'Zoe',
    lastName: 'Zimmer',
    position: 'Nurse Recruiter',
    email: 'zoe@acme.example',
    emailStatus: 'valid',
    phoneNumber: '312-555-0103',
    phoneNumberStatus: 'Verified - Answered',
    officePhone: '312-555-0104',
    officePhoneStatus: 'Verified - Answered',
    linkedinUrl: 'https://linkedin.example.com/in/zoe',
  });
});
afterAll(() => context?.close());

async function call(user: TestUser, url: string, method: 'GET' | 'POST' = 'GET') {
  return callApi(context, user, { method, url });
}

describe.each(['demo', 'trial'] as const)('the %s plan', (plan) => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(context.db, { plan });
  });

  it('opens no lead before a result page showed it', async () => {
    for (const id of [leadIds[0], leadIds[LEADS - 1]]) {
      const response = await call(user, `/leads/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Lead not found' });
    }
    expect((await call(user, `/favoriteslist?jobLeadId=${leadIds[0]}`, 'POST')).statusCode).toBe(404);
  });

  it('lists and counts nothing of a company before a result page showed its leads', async () => {
    expect((await call(user, `/leads/company/${company}?leadType=Agency&count=100`)).json()).toEqual({
      agencyCount: 0,
      openwebCount: 0,
      hits: [],
    });
  });

  it('opens what a capped page showed, with contacts masked, and nothing past the cap', async () => {
    const page = (await call(user, '/leads?count=100')).json();
    expect(page.hits).toHaveLength(LIMITED_VIEW_CAP);
    expect(page).toMatchObject({ found: LIMITED_VIEW_CAP, overallTotal: LEADS });
    expect((await call(user, '/leads?offset=25&count=25')).json().hits).toHaveLength(0);

    const detail = await call(user, `/leads/${leadIds[0]}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const [contact] = (detail.json() as LeadDetail).contacts;
    expect(contact).toMatchObject({ firstName: 'Zoe', position: 'Nurse Recruiter' });
    expect(contact).toMatchObject({ email: null, phoneNumber: null, officePhone: null, linkedinUrl: null });
    expect(JSON.stringify(detail.json())).not.toMatch(/zoe@acme|555-010[34]|linkedin\.example/);
    expect((await call(user, `/favoriteslist?jobLeadId=${leadIds[0]}`, 'POST')).statusCode).toBeLessThan(300);

    for (const id of leadIds.slice(LIMITED_VIEW_CAP)) expect((await call(user, `/leads/${id}`)).statusCode).toBe(404);
  });

  it('pages the company leads only through what was shown, capped, with capped counts', async () => {
    const all = (await call(user, `/leads/company/${company}?leadType=Agency&count=100`)).json();
    expect(all.agencyCount).toBe(LIMITED_VIEW_CAP);
    expect(all.openwebCount).toBe(0);
    expect(all.hits.map((hit: { id: number }) => hit.id)).toEqual(leadIds.slice(0, LIMITED_VIEW_CAP));
    const past = (await call(user, `/leads/company/${company}?leadType=Agency&offset=25&count=25`)).json();
    expect(past.hits).toEqual([]);
    const straddling = (await call(user, `/leads/company/${company}?leadType=Agency&offset=20&count=25`)).json();
    expect(straddling.hits).toHaveLength(5);
    expect((await call(user, `/leads/${openWebLead}`)).statusCode).toBe(404);
  });

  it('keeps what one user was shown to that user', async () => {
    const teammate = await createUser(context.db, { plan, orgId: user.orgId });
    expect((await call(teammate, `/leads/${leadIds[0]}`)).statusCode).toBe(404);
  });
});

describe('full views', () => {
  it('open any lead and page the whole company with true counts (agency)', async () => {
    const agency = await createUser(context.db, { plan: 'agency' });
    const detail = (await call(agency, `/leads/${leadIds[LEADS - 1]}`)).json() as LeadDetail;
    expect(detail.contacts[0]).toMatchObject({ email: 'zoe@acme.example', phoneNumber: '312-555-0103' });
    const past = (await call(agency, `/leads/company/${company}?leadType=Agency&offset=25&count=25`)).json();
    expect(past).toMatchObject({ agencyCount: LEADS, openwebCount: 1 });
    expect(past.hits).toHaveLength(LEADS - 25);
  });

  it('open any Open Web lead (is:openWeb has full counts, §6)', async () => {
    const openWeb = await createUser(context.db, { plan: 'openweb' });
    expect((await call(openWeb, `/leads/${openWebLead}`)).statusCode).toBe(200);
  });
});
