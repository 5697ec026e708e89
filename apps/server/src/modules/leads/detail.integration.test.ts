/**
 * GET /api/v1/leads/{id} and GET /api/v1/leads/company/{companyId} (prospecting-core §2.4, §7, §8): the 404
 * rules, the view record (once per user and lead), contacts with their verification statuses
 * (outreach-integrations-admin 'Outreach list screen') and the company's other leads.
 */
import { type LeadDetail, PERMISSIONS } from '@agencyscout/contracts';
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

const DAY = 86_400_000;
let context: TestContext;
let agencyUser: TestUser;
let teammate: TestUser;
let openWebUser: TestUser;
let company: number;
let otherCompany: number;
const ids = { nurse: 0, manager: 0, openWeb: 0, orphan: 0, olderAgency: 0 };
const contacts = { primary: 0, hiddenEmail: 0, wrongPhone: 0 };

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  agencyUser = await createUser(db, { plan: 'agency' });
  teammate = await createUser(db, { plan: 'agency', orgId: agencyUser.orgId });
  openWebUser = await createUser(db, { plan: 'openweb' });
  company = await insertCompany(db, { name: 'Acme Health', employeeRange: '1,001-5,000' });
  otherCompany = await insertCompany(db, { name: 'Globex' });
  await db
    .updateTable('companies')
    .set({ address: '1 Main St', city: 'Chicago', state: 'IL', zip: '60601', country: 'US', phone: '312-555-0100' })
    .set({ url: 'https://acme.example', revenueUsd: 12_500_000, description: '<p>About <b>Acme</b></p>' })
    .where('id', '=', company)
    .execute();
  const now = Date.now();
  const lead = { companyId: company, companyName: 'Acme Health' };
  ids.nurse = await insertLead(db, {
    ...lead,
    title: 'Registered Nurse',
    city: 'Chicago',
    state: 'IL',
    employmentTypes: ['Contract'],
    hourlyPayMin: 45,
    minExperienceYears: 2,
    description: '<p>Care for patients.</p>',
    postedAt: new Date(now - DAY),
  });
  ids.manager = await insertLead(db, { ...lead, title: 'Nurse Manager', postedAt: new Date(now - 2 * DAY) });
  ids.olderAgency = await insertLead(db, { ...lead, title: 'Night Nurse', postedAt: new Date(now - 9 * DAY) });
  ids.openWeb = await insertLead(db, { ...lead, title: 'Unit Clerk', leadType: 'OpenWeb', postedAt: new Date(now) });
  ids.orphan = await insertLead(db, { ...lead, title: 'Mystery Job', leadType: 'OpenWeb' });
  await db.updateTable('leads').set({ companyId: null, companyName: null }).where('id', '=', ids.orphan).execute();
  contacts.hiddenEmail = await insertContact(db, {
    companyId: company,
    firstName: 'Ann',
    lastName: 'Adams',
    email: 'ann@acme.example',
    emailStatus: 'invalid',
    phoneNumber: '312-555-0101',
    phoneNumberStatus: 'Verified - Answered',
  });
  contacts.wrongPhone = await insertContact(db, {
    companyId: company,
    firstName: 'Bob',
    lastName: 'Brown',
    email: 'bob@acme.example',
    emailStatus: 'catchall',
    officePhone: '312-555-0102',
    officePhoneStatus: 'Wrong Phone Number',
  });
  contacts.primary = await insertContact(db, {
    companyId: company,
    firstName: 'Zoe',
    lastName: 'Zimmer',
    position: 'Nurse Recruiter',
    email: 'zoe@acme.example',
    emailStatus: 'unknown',
    phoneNumber: '312-555-0103',
    phoneNumberStatus: 'Valid Number - Mismatch',
    linkedinUrl: 'https://linkedin.example.com/in/zoe',
  });
  for (let index = 0; index < 30; index += 1) {
    await insertContact(db, {
      companyId: company,
      firstName: `Extra${index}`,
      lastName: 'Zz',
      email: 'x@acme.example',
    });
  }
  await db
    .updateTable('leads')
    .set({ primaryContactId: contacts.primary, careersPageUrl: 'https://acme.example/careers' })
    .where('id', '=', ids.nurse)
    .execute();
});
afterAll(() => context?.close());

async function get(url: string, user: TestUser = agencyUser, permissions?: string[]) {
  const token = await mintAccessToken(context, user, permissions ? { permissions } : {});
  return context.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
}

async function views(user: TestUser, leadId: number): Promise<number> {
  const rows = await context.db
    .selectFrom('leadViews')
    .select('leadId')
    .where('userId', '=', user.userId)
    .where('leadId', '=', leadId)
    .execute();
  return rows.length;
}

describe('GET /leads/{id}', () => {
  it('answers the lead with its company, flags and the view recorded', async () => {
    const response = await get(`/leads/${ids.nurse}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail: LeadDetail = response.json();
    expect(detail).toMatchObject({
      id: ids.nurse,
      leadType: 'Agency',
      title: 'Registered Nurse',
      location: 'Chicago, IL',
      locationPrecision: 'region',
      description: '<p>Care for patients.</p>',
      employmentTypes: ['Contract'],
      hourlyPayMin: 45,
      minExperienceYears: 2,
      careersPageUrl: 'https://acme.example/careers',
      favorite: false,
      viewed: true,
    });
    expect(detail.company).toMatchObject({
      id: company,
      name: 'Acme Health',
      address: '1 Main St',
      phone: '312-555-0100',
      url: 'https://acme.example',
      employeeRange: '1,001-5,000',
      revenueUsd: 12_500_000,
      description: '<p>About <b>Acme</b></p>',
      onClientList: false,
    });
    expect(await views(agencyUser, ids.nurse)).toBe(1);
  });

  it('records the view once per user and lead, separately for a teammate, and the search shows it', async () => {
    await get(`/leads/${ids.manager}`);
    await get(`/leads/${ids.manager}`);
    expect(await views(agencyUser, ids.manager)).toBe(1);
    expect(await views(teammate, ids.manager)).toBe(0);
    await get(`/leads/${ids.manager}`, teammate);
    expect(await views(teammate, ids.manager)).toBe(1);
    const search = (await get(`/leads?jobleadId=${ids.manager}`)).json();
    expect(search.hits[0]).toMatchObject({ id: ids.manager, viewed: true });
  });

  it('reflects the caller’s favorite', async () => {
    const token = await mintAccessToken(context, agencyUser);
    await context.app.inject({
      method: 'POST',
      url: `/api/v1/favoriteslist?jobLeadId=${ids.manager}`,
      headers: bearer(token),
    });
    expect((await get(`/leads/${ids.manager}`)).json().favorite).toBe(true);
    expect((await get(`/leads/${ids.manager}`, teammate)).json().favorite).toBe(false);
  });

  it('lists contacts primary first and leaves out values hidden by their verification status', async () => {
    const detail: LeadDetail = (await get(`/leads/${ids.nurse}`)).json();
    expect(detail.contactTotal).toBe(33);
    expect(detail.contacts).toHaveLength(33);
    const [primary, ann, bob] = detail.contacts;
    // The primary contact shows every value, even unknown e-mails and mismatched phones.
    expect(primary).toMatchObject({
      id: contacts.primary,
      isPrimary: true,
      email: 'zoe@acme.example',
      emailStatus: 'unknown',
      phoneNumber: '312-555-0103',
      phoneNumberStatus: 'Valid Number - Mismatch',
      linkedinUrl: 'https://linkedin.example.com/in/zoe',
      category: null,
    });
    expect(ann).toMatchObject({ isPrimary: false, email: null, emailStatus: 'invalid', phoneNumber: '312-555-0101' });
    expect(bob).toMatchObject({
      email: 'bob@acme.example',
      officePhone: null,
      officePhoneStatus: 'Wrong Phone Number',
    });
    // Without a primary contact, Zoe's unknown e-mail is hidden too.
    const manager: LeadDetail = (await get(`/leads/${ids.manager}`)).json();
    expect(manager.contacts.find((contact) => contact.id === contacts.primary)).toMatchObject({
      isPrimary: false,
      email: null,
      phoneNumber: null,
    });
  });

  it('caps the contacts at 25 without read:contacts', async () => {
    const withoutContacts = [PERMISSIONS.readAnyLeads, PERMISSIONS.readLeads];
    const detail: LeadDetail = (await get(`/leads/${ids.nurse}`, agencyUser, withoutContacts)).json();
    expect(detail.contacts).toHaveLength(25);
    expect(detail.contactTotal).toBe(33);
  });

  it('answers a lead without a company with no company and no contacts', async () => {
    const detail: LeadDetail = (await get(`/leads/${ids.orphan}`)).json();
    expect(detail).toMatchObject({ title: 'Mystery Job', company: null, contacts: [], contactTotal: 0 });
  });

  it.each(['999999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999999999999', '%20'])(
    'answers 404 for id %s',
    async (id) => {
      const response = await get(`/leads/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Lead not found' });
    },
  );

  it('answers 404 to an Open Web-only user for an Agency lead, 200 for an Open Web lead', async () => {
    expect((await get(`/leads/${ids.nurse}`, openWebUser)).statusCode).toBe(404);
    expect(await views(openWebUser, ids.nurse)).toBe(0);
    expect((await get(`/leads/${ids.openWeb}`, openWebUser)).statusCode).toBe(200);
  });

  it('answers 403 to a caller without lead access, 401 without a token', async () => {
    expect((await get(`/leads/${ids.nurse}`, agencyUser, [PERMISSIONS.readMe])).statusCode).toBe(403);
    expect((await context.app.inject({ url: `/api/v1/leads/${ids.nurse}` })).statusCode).toBe(401);
  });

  it('does not shadow the search or the company leads', async () => {
    expect((await get('/leads')).json()).toHaveProperty('found');
    expect((await get(`/leads/company/${company}`)).json()).toHaveProperty('hits');
    expect((await get('/leads/company')).statusCode).toBe(404);
  });
});

describe('GET /leads/company/{companyId}', () => {
  it('answers one tab newest first with the viewed check, the lead shown left out, and both counts', async () => {
    await get(`/leads/${ids.olderAgency}`);
    const response = await get(`/leads/company/${company}?leadType=Agency&excludeLeadId=${ids.nurse}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.agencyCount).toBe(2);
    expect(body.openwebCount).toBe(1);
    expect(body.hits.map((hit: { id: number }) => hit.id)).toEqual([ids.manager, ids.olderAgency]);
    expect(body.hits[1]).toMatchObject({ title: 'Night Nurse', leadType: 'Agency', viewed: true });
  });

  it('pages with offset and count and reads the Open Web tab', async () => {
    const page = (await get(`/leads/company/${company}?leadType=Agency&offset=1&count=1`)).json();
    expect(page.hits.map((hit: { id: number }) => hit.id)).toEqual([ids.manager]);
    const openWeb = (await get(`/leads/company/${company}?leadType=OpenWeb`)).json();
    expect(openWeb.hits.map((hit: { id: number }) => hit.id)).toEqual([ids.openWeb]);
  });

  it('gives Open Web-only users no Agency count and 403 for the Agency tab', async () => {
    const body = (await get(`/leads/company/${company}`, openWebUser)).json();
    expect(body).toMatchObject({ agencyCount: null, openwebCount: 1 });
    expect(body.hits[0].id).toBe(ids.openWeb);
    expect((await get(`/leads/company/${company}?leadType=Agency`, openWebUser)).statusCode).toBe(403);
  });

  it('answers "No Leads" data, 404 and 400 where due', async () => {
    expect((await get(`/leads/company/${otherCompany}`)).json()).toEqual({
      agencyCount: 0,
      openwebCount: 0,
      hits: [],
    });
    expect((await get('/leads/company/999999')).statusCode).toBe(404);
    expect((await get('/leads/company/abc')).statusCode).toBe(400);
    expect((await get(`/leads/company/${company}?count=500`)).statusCode).toBe(400);
  });
});
