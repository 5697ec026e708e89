/**
 * GET /api/v1/leads: every filter alone and combined, the toggles, ordering, the count rules per
 * permission, tenant isolation of favorites and views (prospecting-core §2.3, §3, §4, §6).
 */
import { LEAD_SEARCH_MESSAGES, ROLES } from '@agencyscout/contracts';
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
const CHICAGO = { latitude: 41.8781, longitude: -87.6298 };
let context: TestContext;
let agencyUser: TestUser;
type LeadName =
  | 'registeredNurse'
  | 'nurseManager'
  | 'softwareEngineer'
  | 'closedCompany'
  | 'openWebNurse'
  | 'openWebData'
  | 'warehouse';
let ids: Record<LeadName, number>;

beforeAll(async () => {
  context = await createTestApp();
  agencyUser = await createUser(context.db, { plan: 'agency' });
  const db = context.db;
  const acme = await insertCompany(db, {
    name: 'Acme Health',
    industry: 'Hospital & Health Care',
    employeeRange: '1,001-5,000',
  });
  const globex = await insertCompany(db, {
    name: 'Globex Engineering',
    industry: 'Computer Software',
    employeeRange: '51-200',
  });
  const initech = await insertCompany(db, { name: 'Initech', status: 0 });
  const umbrella = await insertCompany(db, { name: 'Umbrella Logistics', employeeRange: '201-500' });
  const now = Date.now();
  ids = {
    registeredNurse: await insertLead(db, {
      title: 'Registered Nurse',
      companyId: acme,
      companyName: 'Acme Health',
      city: 'Chicago',
      state: 'IL',
      ...CHICAGO,
      employmentTypes: ['Contract'],
      hourlyPayMin: 45,
      minExperienceYears: 2,
      postedAt: new Date(now - 1 * DAY),
      jobCategories: ['Nursing'],
    }),
    nurseManager: await insertLead(db, {
      title: 'ICU Nurse Manager',
      companyId: acme,
      companyName: 'Acme Health',
      city: 'Evanston',
      state: 'IL',
      latitude: 42.0451,
      longitude: -87.6877,
      employmentTypes: ['Direct Hire'],
      minSalary: 90_000,
      maxSalary: 120_000,
      minExperienceYears: 5,
      postedAt: new Date(now - 3 * DAY),
      description: 'Lead a team of ICU nurses.',
      jobCategories: ['Nursing'],
    }),
    softwareEngineer: await insertLead(db, {
      title: 'Software Engineer',
      companyId: globex,
      companyName: 'Globex Engineering',
      city: 'Austin',
      state: 'TX',
      latitude: 30.2672,
      longitude: -97.7431,
      employmentTypes: ['Direct Hire'],
      minSalary: 120_000,
      maxSalary: 160_000,
      postedAt: new Date(now - 10 * DAY),
      description: 'Python and React.',
    }),
    closedCompany: await insertLead(db, {
      title: 'Nurse Practitioner',
      companyId: initech,
      companyName: 'Initech',
      city: 'Chicago',
      state: 'IL',
      ...CHICAGO,
    }),
    openWebNurse: await insertLead(db, {
      title: 'Registered Nurse',
      companyId: umbrella,
      companyName: 'Umbrella Logistics',
      leadType: 'OpenWeb',
      city: 'Springfield',
      state: 'IL',
      latitude: 39.7817,
      longitude: -89.6501,
      postedAt: new Date(now - 400 * DAY),
    }),
    openWebData: await insertLead(db, {
      title: 'Data Engineer',
      companyId: globex,
      companyName: 'Globex Engineering',
      leadType: 'OpenWeb',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
      latitude: 43.6532,
      longitude: -79.3832,
      postedAt: new Date(now - 20 * DAY),
    }),
    warehouse: await insertLead(db, {
      title: 'Warehouse Associate',
      companyId: umbrella,
      companyName: 'Umbrella Logistics',
      postedAt: null,
    }),
  };
  const fillers = await insertCompany(db, { name: 'Forklift Staffing' });
  for (let index = 0; index < 30; index += 1) {
    await insertLead(db, {
      title: `Forklift Driver ${index}`,
      companyId: fillers,
      companyName: 'Forklift Staffing',
      postedAt: new Date(now - (40 + index) * DAY),
    });
  }
});
afterAll(() => context?.close());

async function search(query: Record<string, string | string[]>, user: TestUser = agencyUser) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) params.append(name, item);
  return context.app.inject({ url: `/api/v1/leads?${params}`, headers: bearer(await mintAccessToken(context, user)) });
}

async function titlesOf(query: Record<string, string | string[]>, user?: TestUser): Promise<number[]> {
  const response = await search({ count: '100', ...query }, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hits.map((hit: { id: number }) => hit.id);
}

const location = (radius: number, extra: object = {}) =>
  JSON.stringify([{ ...CHICAGO, radius, location: 'Chicago, IL', ...extra }]);

describe('keywords (web-search syntax over title, company and description)', () => {
  it('finds by word, leaves out companies no longer in business, ranks title matches first', async () => {
    expect((await titlesOf({ keyWords: 'nurse' })).sort()).toEqual([ids.registeredNurse, ids.nurseManager].sort());
    // Both match in the title; the manager's description mentions nurses too, so it ranks first.
    expect(await titlesOf({ keyWords: 'registered' })).toEqual([ids.registeredNurse]);
    expect(await titlesOf({ keyWords: 'nurses' })).toContain(ids.nurseManager);
  });
  it('supports exclusion, quoted phrases and OR', async () => {
    expect(await titlesOf({ keyWords: 'nurse -manager' })).toEqual([ids.registeredNurse]);
    expect(await titlesOf({ keyWords: '"registered nurse"' })).toEqual([ids.registeredNurse]);
    expect((await titlesOf({ keyWords: 'python OR warehouse' })).sort()).toEqual(
      [ids.softwareEngineer, ids.warehouse].sort(),
    );
  });
  it('matches the company name and the description', async () => {
    expect(await titlesOf({ keyWords: 'globex' })).toEqual([ids.softwareEngineer]);
    expect(await titlesOf({ keyWords: 'react' })).toEqual([ids.softwareEngineer]);
  });
});

describe('locations', () => {
  it('searches a radius in miles around a place', async () => {
    expect(await titlesOf({ locations: location(5) })).toEqual([ids.registeredNurse]);
    expect(await titlesOf({ locations: location(25) })).toEqual([ids.registeredNurse, ids.nurseManager]);
  });
  it('searches a whole state and ORs several locations', async () => {
    const statewide = JSON.stringify([
      { latitude: 40, longitude: -89, radius: -1, stateShortCountryShortName: 'IL,US', location: 'Illinois' },
    ]);
    expect(await titlesOf({ locations: statewide })).toEqual([ids.registeredNurse, ids.nurseManager]);
    const two = JSON.stringify([
      { ...CHICAGO, radius: 5, location: 'Chicago, IL' },
      { latitude: 30.2672, longitude: -97.7431, radius: 10, location: 'Austin, TX' },
    ]);
    expect(await titlesOf({ locations: two })).toEqual([ids.registeredNurse, ids.softwareEngineer]);
  });
});

describe('filters, AND-ed', () => {
  it('job title, hiring company, industry, size, job category', async () => {
    expect(await titlesOf({ jobTitle: 'engineer' })).toEqual([ids.softwareEngineer]);
    expect(await titlesOf({ company: ['acme health'] })).toEqual([ids.registeredNurse, ids.nurseManager]);
    expect(await titlesOf({ company: ['Acme Health', 'Globex Engineering'] })).toHaveLength(3);
    expect(await titlesOf({ companyIndustry: 'Computer Software' })).toEqual([ids.softwareEngineer]);
    expect(await titlesOf({ employeeRange: '51-200*1,001-5,000' })).toHaveLength(3);
    expect(await titlesOf({ industries: 'Nursing' })).toEqual([ids.registeredNurse, ids.nurseManager]);
  });
  it('employment type, salary, experience', async () => {
    expect(await titlesOf({ employmentType: 'Contract' })).toEqual([ids.registeredNurse]);
    expect(await titlesOf({ employmentType: 'Contract, Direct Hire' })).toHaveLength(3);
    expect(await titlesOf({ minSalary: '100000' })).toEqual([ids.nurseManager, ids.softwareEngineer]);
    expect(await titlesOf({ maxSalary: '100000' })).toEqual([ids.nurseManager]);
    expect(await titlesOf({ minExperience: '3' })).toEqual([ids.nurseManager]);
  });
  it('date posted, date range and lead id', async () => {
    expect(await titlesOf({ datePosted: '7' })).toEqual([ids.registeredNurse, ids.nurseManager]);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
    expect(await titlesOf({ dateAfter: day(11), dateBefore: day(2) })).toEqual([
      ids.nurseManager,
      ids.softwareEngineer,
    ]);
    expect(await titlesOf({ jobleadId: String(ids.softwareEngineer) })).toEqual([ids.softwareEngineer]);
  });
  it('combines keyword, radius, type and date', async () => {
    expect(
      await titlesOf({ keyWords: 'nurse', locations: location(25), employmentType: 'Direct Hire', datePosted: '7' }),
    ).toEqual([ids.nurseManager]);
  });
  it('drops empty values as if they were absent', async () => {
    const all = await titlesOf({});
    expect(
      await titlesOf({ keyWords: '', jobTitle: '', employeeRange: '', employmentType: 'All', locations: '' }),
    ).toEqual(all);
  });
});

describe('lead type, ordering and paging', () => {
  it('reads Open Web leads newest first, and Agency leads by default', async () => {
    expect(await titlesOf({ leadType: 'OpenWeb' })).toEqual([ids.openWebData, ids.openWebNurse]);
    const agency = await titlesOf({});
    expect(agency.slice(0, 3)).toEqual([ids.registeredNurse, ids.nurseManager, ids.softwareEngineer]);
    expect(agency.at(-1)).toBe(ids.warehouse);
    expect(agency).not.toContain(ids.closedCompany);
  });
  it('orders by the company lead count with Most Leads', async () => {
    const hits = await titlesOf({ mostOpenings: 'true' });
    expect(hits.slice(0, 30).every((id) => ![ids.registeredNurse, ids.softwareEngineer].includes(id))).toBe(true);
  });
  it('pages with offset and count and carries the table fields', async () => {
    const first = (await search({ count: '25' })).json();
    const second = (await search({ count: '25', offset: '25' })).json();
    expect(first.found).toBe(34);
    expect(first.hits).toHaveLength(25);
    expect(second.hits).toHaveLength(9);
    expect(first.overallTotal).toBeUndefined();
    expect(first.hits[0]).toMatchObject({
      id: ids.registeredNurse,
      title: 'Registered Nurse',
      companyName: 'Acme Health',
      city: 'Chicago',
      state: 'IL',
      leadType: 'Agency',
      employmentTypes: ['Contract'],
      hourlyPayMin: 45,
      minExperienceYears: 2,
      companyLeadCount: 2,
      favorite: false,
      viewed: false,
    });
  });
});

describe('favorites and views are personal', () => {
  it('stars a lead for its user only, and the toggles find it', async () => {
    const colleague = await createUser(context.db, { plan: 'agency', orgId: agencyUser.orgId });
    const stranger = await createUser(context.db, { plan: 'agency' });
    const star = async (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', leadId: number) =>
      context.app.inject({
        method,
        url: `/api/v1/favoriteslist?jobLeadId=${leadId}`,
        headers: bearer(await mintAccessToken(context, user)),
      });
    expect((await star(agencyUser, 'POST', ids.softwareEngineer)).json()).toEqual({
      jobLeadId: ids.softwareEngineer,
      favorite: true,
    });
    expect((await star(agencyUser, 'POST', ids.softwareEngineer)).statusCode).toBe(200);
    expect(await titlesOf({ favorite: 'true' })).toEqual([ids.softwareEngineer]);
    expect(await titlesOf({ favorite: 'true' }, colleague)).toEqual([]);
    expect(await titlesOf({ favorite: 'true' }, stranger)).toEqual([]);
    expect((await search({ jobleadId: String(ids.softwareEngineer) })).json().hits[0].favorite).toBe(true);
    expect((await search({ jobleadId: String(ids.softwareEngineer) }, colleague)).json().hits[0].favorite).toBe(false);
    expect((await star(agencyUser, 'PUT', ids.softwareEngineer)).json().favorite).toBe(false);
    expect(await titlesOf({ favorite: 'true' })).toEqual([]);
    expect((await star(agencyUser, 'POST', 999_999_999)).statusCode).toBe(404);
  });

  it('Viewed and Unviewed use only the caller’s own views', async () => {
    const viewer = await createUser(context.db, { plan: 'agency' });
    await context.db
      .insertInto('leadViews')
      .values({ orgId: viewer.orgId, userId: viewer.userId, leadId: ids.nurseManager })
      .execute();
    expect(await titlesOf({ viewed: 'true' }, viewer)).toEqual([ids.nurseManager]);
    expect(await titlesOf({ unviewed: 'true' }, viewer)).not.toContain(ids.nurseManager);
    expect(await titlesOf({ viewed: 'true' })).toEqual([]);
    expect((await search({ jobleadId: String(ids.nurseManager) }, viewer)).json().hits[0].viewed).toBe(true);
  });
});

describe('count rules per permission (§6)', () => {
  it('caps limited views at 25 rows with the overall total', async () => {
    const demo = await createUser(context.db, { plan: 'demo' });
    const page = (await search({ count: '100' }, demo)).json();
    expect(page).toMatchObject({ found: 25, overallTotal: 34 });
    expect(page.hits).toHaveLength(25);
    expect((await search({ count: '25', offset: '25' }, demo)).json().hits).toHaveLength(0);
    const trial = await createUser(context.db, { plan: 'trial' });
    expect((await search({ keyWords: 'nurse' }, trial)).json()).toMatchObject({ found: 2, overallTotal: 2 });
  });

  it('keeps Open Web-only users on Open Web leads, with no overall total', async () => {
    const openWeb = await createUser(context.db, { plan: 'openweb', role: ROLES.COMPANY_ADMIN });
    const page = (await search({}, openWeb)).json();
    expect(page.hits.map((hit: { id: number }) => hit.id)).toEqual([ids.openWebData, ids.openWebNurse]);
    expect(page.overallTotal).toBeUndefined();
    const agency = await search({ leadType: 'Agency' }, openWeb);
    expect(agency.statusCode).toBe(403);
    const favorite = await context.app.inject({
      method: 'POST',
      url: `/api/v1/favoriteslist?jobLeadId=${ids.registeredNurse}`,
      headers: bearer(await mintAccessToken(context, openWeb)),
    });
    expect(favorite.statusCode).toBe(404);
  });
});

describe('validation: the spec messages, and 400 (never 500) for hostile input', () => {
  const rejects = async (query: Record<string, string | string[]>, message?: string) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  };
  it('answers the spec texts', async () => {
    await rejects({ keyWords: 'x'.repeat(601) }, 'Keyword filter cannot exceed 600 characters');
    await rejects(
      { company: ['a'.repeat(300), 'b'.repeat(297)] },
      'Hiring company filter cannot exceed 600 characters',
    );
    const many = JSON.stringify(Array.from({ length: 21 }, () => ({ ...CHICAGO, radius: 5, location: 'Chicago, IL' })));
    await rejects({ locations: many }, 'You can add up to 20 locations');
    await rejects(
      { dateAfter: '2024-05-02', dateBefore: '2024-05-01' },
      'The start date cannot be later than the end date',
    );
    await rejects({ offset: '9976', count: '25' }, LEAD_SEARCH_MESSAGES.beyondResultWindow);
    await rejects({ offset: '30000' }, LEAD_SEARCH_MESSAGES.beyondResultWindow);
    expect((await search({ offset: '9975', count: '25' })).statusCode).toBe(200);
    expect((await search({ keyWords: 'x'.repeat(600) })).statusCode).toBe(200);
    expect((await search({ company: ['a'.repeat(296), 'b'.repeat(300)] })).statusCode).toBe(200);
  });
  it('refuses malformed values', async () => {
    await rejects({ dateAfter: '2024-13-45' });
    await rejects({ dateBefore: 'yesterday' });
    await rejects({ locations: location(-5) });
    await rejects({ locations: '{not json' });
    await rejects({ minSalary: 'abc' });
    await rejects({ count: '1000' });
    await rejects({ offset: '-1' });
    await rejects({ leadType: 'Everything' });
    await rejects({ employeeRange: '1-10*lots' });
    await rejects({ jobTitle: 'x'.repeat(10_000) });
    await rejects({ favorite: 'maybe' });
  });
  it('treats SQL meta-characters as text', async () => {
    for (const keyWords of ["'; DROP TABLE leads; --", 'nurse) OR (1=1', '\\', '%_%', '"unbalanced', '!!!', '-']) {
      const response = await search({ keyWords, jobTitle: keyWords.slice(0, 50) });
      expect(response.statusCode, keyWords).toBe(200);
    }
    expect(await titlesOf({ jobTitle: '%' })).toEqual([]);
    expect((await titlesOf({})).length).toBe(34);
  });
});

describe('company autocomplete and filter options', () => {
  it('suggests active companies from 2 characters', async () => {
    const headers = bearer(await mintAccessToken(context, agencyUser));
    const suggestions = await context.app.inject({ url: '/api/v1/company/search/ac', headers });
    expect(suggestions.json().companies).toEqual([{ companyId: expect.any(Number), companyName: 'Acme Health' }]);
    expect((await context.app.inject({ url: '/api/v1/company/search/ini', headers })).json().companies).toEqual([]);
    expect((await context.app.inject({ url: '/api/v1/company/search/a', headers })).statusCode).toBe(400);
    expect(
      (await context.app.inject({ url: `/api/v1/company/search/${encodeURIComponent("%'")}`, headers })).statusCode,
    ).toBe(200);
  });
  it('lists industries and job categories', async () => {
    const response = await context.app.inject({
      url: '/api/v1/filters/industry',
      headers: bearer(await mintAccessToken(context, agencyUser)),
    });
    expect(response.json().industries.length).toBeGreaterThan(100);
    expect(response.json().jobCategories).toContain('Nursing');
  });
});
