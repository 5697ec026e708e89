/**
 * Issue #30 'Invalid Unicode': a lone UTF-16 surrogate ("\ud800", which JSON may escape) anywhere in a request —
 * a saved search's fields, a company request, a query string, a field name — answers 400 with a clear message
 * naming where it is, never 500, and nothing is written. The check is one hook for the whole app
 * (lib/well-formed-text.ts); bytes that are not UTF-8 become U+FFFD on the way in and are ordinary text.
 */
import { ERROR_CODES, MESSAGES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, mintAccessToken, type TestContext } from './helpers/test-app.ts';

let context: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  context = await createTestApp();
  const user = await createUser(context.db, { plan: 'agency' });
  headers = bearer(await mintAccessToken(context, user));
});
afterAll(() => context?.close());

/** Sends `body` as written (JSON escapes such as \ud800 reach the server as escapes). */
function post(url: string, body: string | Buffer) {
  return context.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });
}

function expectInvalidText(response: { statusCode: number; body: string }, where: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toEqual({
    statusCode: 400,
    code: ERROR_CODES.badRequest,
    message: MESSAGES.invalidText(where),
  });
}

async function savedSearchCount(): Promise<number> {
  const row = await context.db
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('lone surrogates in requests', () => {
  it('POST /savedSearches with one in the name answers 400 naming the field by its label, and saves nothing', async () => {
    const before = await savedSearchCount();
    const response = await post('/api/v1/savedSearches', '{"name": "Nurses \\ud800", "keyWords": "nurse"}');
    expectInvalidText(response, 'Name');
    expect(await savedSearchCount()).toBe(before);
  });

  it('POST /savedSearches with a trailing low surrogate in the keywords answers 400', async () => {
    expectInvalidText(
      await post('/api/v1/savedSearches', '{"name": "Nurses", "keyWords": "nurse\\udc00"}'),
      'Keywords',
    );
  });

  it('POST /requestedcompany with one in the company name answers 400', async () => {
    const response = await post('/api/v1/requestedcompany', '{"CompanyName": "\\ud83d", "ContactName": "Sam"}');
    expectInvalidText(response, 'Company Name');
  });

  it('a field name holding one answers 400', async () => {
    expectInvalidText(await post('/api/v1/savedSearches', '{"name": "Nurses", "\\ud800": "x"}'), 'A field name');
  });

  it('inside a list, the position is named', async () => {
    const body = '{"name": "Nurses", "employmentTypes": ["Contract", "\\ud800"]}';
    expectInvalidText(await post('/api/v1/savedSearches', body), 'Employment Type item 2');
  });

  it('a URL cannot carry one: its encoded bytes (ED A0 80) are not UTF-8 and search as ordinary text', async () => {
    const response = await context.app.inject({ url: '/api/v1/leads?keyWords=nurse%ED%A0%80%C0%AF', headers });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a well-formed emoji pair, and bytes that are not UTF-8, are ordinary text', async () => {
    const emoji = await post('/api/v1/savedSearches', '{"name": "Nurses \\ud83d\\ude00", "keyWords": "nurse"}');
    expect(emoji.statusCode, emoji.body).toBe(201);
    const bytes = Buffer.concat([
      Buffer.from('{"name": "Nurses '),
      Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
      Buffer.from('", "keyWords": "nurse"}'),
    ]);
    const response = await post('/api/v1/savedSearches', bytes);
    expect(response.statusCode, response.body).toBe(201);
  });
});
