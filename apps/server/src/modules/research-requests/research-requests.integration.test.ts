/**
 * Research requests through HTTP (outreach-integrations-admin §2 'Research request', §5, §7, §8; prospecting-core
 * §2.3, §7): the form with every field required and the 500-character limit answered with the spec's texts, the
 * no-results request on a saved search, the company request, the author's list and delete, another user's or
 * organisation's ids answering 404, the staff e-mail per request, and the staff-only list of every request.
 */
import { PERMISSIONS, RESEARCH_REQUEST_TEXTS, ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

const STAFF_EMAIL = 'research-desk@provider.example';
let context: TestContext;
let author: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let staff: TestUser;

const FORM = {
  Location: 'City',
  City: 'Chicago, IL',
  Latitude: 41.88,
  Longitude: -87.63,
  Category: 'Technical',
  EmploymentType: 'Contract',
  SpecificRequirement: 'Java developers at hospitals',
};

beforeAll(async () => {
  context = await createTestApp({ STAFF_EMAIL });
  author = await createUser(context.db, { plan: 'agency' });
  teammate = await createUser(context.db, { plan: 'agency', orgId: author.orgId });
  stranger = await createUser(context.db, { plan: 'agency' });
  staff = await createUser(context.db, { plan: 'agency', role: ROLES.ADMIN });
});
afterAll(() => context?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: unknown, user = author, permissions?: string[]) =>
  callApi(context, user, { method, url, body, permissions });

async function staffNotices() {
  return context.db.selectFrom('outbox').selectAll().where('kind', '=', 'research-request').orderBy('id').execute();
}

describe('the request form (POST /companyrequest)', () => {
  it('stores a City request with its coordinates and e-mails provider staff', async () => {
    const before = (await staffNotices()).length;
    const response = await call('POST', '/companyrequest', FORM);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'form',
      location: 'City',
      city: 'Chicago, IL',
      latitude: 41.88,
      longitude: -87.63,
      category: 'Technical',
      employmentType: 'Contract',
      specificRequirement: 'Java developers at hospitals',
      requestedBy: author.email,
    });
    const notices = await staffNotices();
    expect(notices).toHaveLength(before + 1);
    const notice = notices.at(-1);
    expect(notice).toMatchObject({ toAddress: STAFF_EMAIL, status: 'stored', orgId: author.orgId });
    expect(notice?.textBody).toContain('Java developers at hospitals');
    expect(notice?.subject).toContain(author.email);
  });

  it('drops the city and coordinates of a Nationwide request and takes camelCase names too', async () => {
    const response = await call('POST', '/companyrequest', {
      location: 'Nationwide',
      city: 'ignored',
      latitude: 1,
      longitude: 2,
      category: 'Finance',
      employmentType: 'All',
      specificRequirement: 'Controllers',
      search: { keyWords: 'controller', locations: [] },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ location: 'Nationwide', city: null, latitude: null, longitude: null });
    expect(response.json().search).toMatchObject({ keyWords: 'controller' });
  });

  it.each([
    ['no Location', { ...FORM, Location: undefined }],
    ['no Category', { ...FORM, Category: undefined }],
    ['an unknown Category', { ...FORM, Category: 'Astrology' }],
    ['no EmploymentType', { ...FORM, EmploymentType: undefined }],
    ['no SpecificRequirement', { ...FORM, SpecificRequirement: undefined }],
    ['a blank SpecificRequirement', { ...FORM, SpecificRequirement: '   ' }],
    ['a City request without a city', { ...FORM, City: '' }],
    ['a City request without coordinates', { ...FORM, Latitude: undefined }],
  ])('answers 400 "This field is required" for %s', async (_, body) => {
    const response = await call('POST', '/companyrequest', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(RESEARCH_REQUEST_TEXTS.required);
  });

  it('answers 400 with the spec text for a requirement over 500 characters, and takes exactly 500', async () => {
    const tooLong = await call('POST', '/companyrequest', { ...FORM, SpecificRequirement: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Specific Requirement must be 500 characters or less');
    const exact = await call('POST', '/companyrequest', { ...FORM, SpecificRequirement: 'x'.repeat(500) });
    expect(exact.statusCode).toBe(201);
  });

  it('answers 400, never 500, for malformed bodies', async () => {
    for (const body of [[1], { ...FORM, Latitude: 'north' }, { ...FORM, Latitude: 91 }, { ...FORM, City: 7 }]) {
      expect((await call('POST', '/companyrequest', body)).statusCode).toBe(400);
    }
  });
});

describe('a no-results search (POST /leads/requestResearch)', () => {
  it("records the organisation's saved search with its name and filters", async () => {
    const saved = await call('POST', '/savedSearches', { name: 'Nobody hires', keyWords: 'zzzz' }, teammate);
    expect(saved.statusCode, saved.body).toBe(201);
    const searchId = saved.json().searchId;
    const response = await call('POST', '/leads/requestResearch', { searchId, specificRequests: 'Find them by hand' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'search',
      searchId,
      searchName: 'Nobody hires',
      search: { keyWords: 'zzzz' },
      specificRequirement: 'Find them by hand',
    });
  });

  it("answers 404 for another organisation's saved search and a missing one", async () => {
    const saved = await call('POST', '/savedSearches', { name: 'Theirs', keyWords: 'x' }, stranger);
    const theirs = await call('POST', '/leads/requestResearch', {
      searchId: saved.json().searchId,
      specificRequests: 'x',
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await call('POST', '/leads/requestResearch', { searchId: 999_999, specificRequests: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('applies the required and 500-character rules to specificRequests', async () => {
    const blank = await call('POST', '/leads/requestResearch', { searchId: 1, specificRequests: '' });
    expect(blank.json().message).toBe(RESEARCH_REQUEST_TEXTS.required);
    const long = await call('POST', '/leads/requestResearch', { searchId: 1, specificRequests: 'y'.repeat(501) });
    expect(long.json().message).toBe(RESEARCH_REQUEST_TEXTS.requirementTooLong);
  });
});

describe('a company request (POST /requestedcompany)', () => {
  it('stores CompanyName and ContactName and e-mails staff', async () => {
    const before = (await staffNotices()).length;
    const response = await call('POST', '/requestedcompany', { CompanyName: 'Acme Robotics', ContactName: 'Ann Lee' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'company', companyName: 'Acme Robotics', contactName: 'Ann Lee' });
    expect(await staffNotices()).toHaveLength(before + 1);
  });

  it('requires both fields', async () => {
    const response = await call('POST', '/requestedcompany', { CompanyName: 'Acme' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESEARCH_REQUEST_TEXTS.required);
  });
});

describe('listing and deleting (GET/DELETE /companyrequest)', () => {
  it("lists only the caller's own requests, newest first, 10 a page", async () => {
    const mine = await call('GET', '/companyrequest');
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body.requests.length).toBeLessThanOrEqual(10);
    expect(body.total).toBeGreaterThan(3);
    expect(body.requests.every((request: { requestedBy: string }) => request.requestedBy === author.email)).toBe(true);
    const dates = body.requests.map((request: { createdDate: string }) => request.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const theirs = await call('GET', '/companyrequest', undefined, teammate);
    expect(theirs.json().total).toBe(0);
  });

  it("answers 404 for a teammate's or another organisation's request and deletes nothing", async () => {
    const created = await call('POST', '/companyrequest', FORM);
    const id = created.json().companyRequestId;
    expect((await call('DELETE', `/companyrequest/${id}`, undefined, teammate)).statusCode).toBe(404);
    expect((await call('DELETE', `/companyrequest/${id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', '/companyrequest/abc')).statusCode).toBe(400);
    const deleted = await call('DELETE', `/companyrequest/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/companyrequest/${id}`)).statusCode).toBe(404);
  });
});

describe('the staff list (GET /managecustomers/requests)', () => {
  it("shows provider staff every organisation's requests", async () => {
    await call('POST', '/companyrequest', FORM, stranger);
    const response = await call('GET', '/managecustomers/requests?count=100', undefined, staff);
    expect(response.statusCode).toBe(200);
    const authors = new Set(response.json().requests.map((request: { requestedBy: string }) => request.requestedBy));
    expect(authors).toEqual(new Set([author.email, stranger.email]));
  });

  it('is forbidden to agency admins and members, and to a role without create:member', async () => {
    const admin = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
    expect((await call('GET', '/managecustomers/requests', undefined, admin)).statusCode).toBe(403);
    expect((await call('GET', '/managecustomers/requests', undefined, author)).statusCode).toBe(403);
    const forged = await call('GET', '/managecustomers/requests', undefined, author, [
      PERMISSIONS.readMe,
      PERMISSIONS.createMember,
    ]);
    expect(forged.statusCode).toBe(403);
  });
});
