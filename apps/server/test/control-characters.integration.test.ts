/**
 * Issue #9 defect 2: a NUL byte (or any control character) in a text input answers 400 with a clear message,
 * never 500 — the search filters, the company autocomplete, company notes, the sign-in form and the OpenID
 * provider's parameters. The rule is contracts text().
 */
import { CONTROL_CHARACTER_MESSAGE, ERROR_CODES, fieldLabel } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from './helpers/lead-fixtures.ts';
import { bearer, createTestApp, createUser, mintAccessToken, type TestContext } from './helpers/test-app.ts';

let context: TestContext;
let headers: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  context = await createTestApp();
  const user = await createUser(context.db, { plan: 'agency' });
  headers = bearer(await mintAccessToken(context, user));
  companyId = await insertCompany(context.db, { name: 'Acme Health' });
});
afterAll(() => context?.close());

function expectRefused(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { statusCode: number; code: string; message: string };
  expect(body).toMatchObject({ statusCode: 400, code: ERROR_CODES.validation });
  expect(body.message).toContain(CONTROL_CHARACTER_MESSAGE);
}

describe('control characters in text inputs', () => {
  for (const field of ['keyWords', 'jobTitle', 'company', 'companyIndustry', 'industries']) {
    it(`GET /leads refuses a NUL in ${field}`, async () => {
      const response = await context.app.inject({
        url: '/api/v1/leads',
        query: { [field]: 'Nurse\u0000' },
        headers,
      });
      expectRefused(response);
      // Named by the label users read (issue #30), not the wire name; lists name the position ('Company item 1').
      expect(JSON.parse(response.body).message).toMatch(new RegExp(`^${fieldLabel(field)}( item \\d+)?: `));
    });
  }

  it('GET /leads refuses a control character in a location label', async () => {
    const locations = JSON.stringify([{ latitude: 41.9, longitude: -87.6, radius: 5, location: 'Chicago\u001b' }]);
    expectRefused(await context.app.inject({ url: '/api/v1/leads', query: { locations }, headers }));
  });

  it('GET /company/search/{text} refuses a NUL', async () => {
    expectRefused(await context.app.inject({ url: '/api/v1/company/search/Ac%00me', headers }));
  });

  it('GET /places refuses a NUL', async () => {
    expectRefused(await context.app.inject({ url: '/api/v1/places', query: { q: 'Chi\u0000' }, headers }));
  });

  it('GET /leads/{id} refuses a NUL in the id', async () => {
    expectRefused(await context.app.inject({ url: '/api/v1/leads/12%00', headers }));
  });

  for (const field of ['notes', 'jobTitle']) {
    it(`POST /companynotes refuses a NUL in ${field}`, async () => {
      const body = { notes: 'Call back', companyId, jobTitle: 'Nurse', [field]: 'Call\u0000back' };
      expectRefused(await context.app.inject({ method: 'POST', url: '/api/v1/companynotes', headers, payload: body }));
    });
  }

  it('POST /companynotes keeps tabs and line breaks', async () => {
    const body = { notes: 'Line one\r\n\tLine two', companyId };
    const response = await context.app.inject({ method: 'POST', url: '/api/v1/companynotes', headers, payload: body });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('GET /oidc/auth refuses a NUL in client_id with the JSON error body', async () => {
    const response = await context.app.inject({ url: '/oidc/auth', query: { client_id: 'agency\u0000scout' } });
    expectRefused(response);
    expect(JSON.parse(response.body).message).toContain('client_id');
  });

  it('POST /oidc/token with a NUL in client_id answers the provider’s 4xx, not 500', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=x&client_id=%00',
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it('the sign-in form with a NUL in the e-mail or an empty uid is not a 500', async () => {
    for (const url of ['/interaction/abc/login', '/interaction//login']) {
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%00b%40example.com&password=x',
      });
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
    }
    const page = await context.app.inject({ url: '/interaction/' });
    expect(page.statusCode, page.body).toBe(400);
  });
});
