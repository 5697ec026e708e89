/**
 * Exports that open clean in a spreadsheet (issue #30): job and company descriptions are plain text unless the
 * caller asks for HTML (read back from the CSV the endpoint answers), formula cells stay text after the
 * conversion, and POST /exportcontactscount answers how many contacts — one row each — a contact export holds.
 */
import type { ExportCountRequest, ExportRequest } from '@agencyscout/contracts';
import { EXPORT_TEXTS, PERMISSIONS } from '@agencyscout/contracts';
import { parse } from 'csv-parse/sync';
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

const JOB_HTML =
  '<p><strong>Acme Health</strong> is hiring a <em>Night Nurse</em> &amp; aide.</p>' +
  '<p>What you will do:</p><ul><li>Care for patients</li><li>Chart visits</li></ul><p>Apply&nbsp;today.</p>';
const JOB_TEXT =
  'Acme Health is hiring a Night Nurse & aide.\n\nWhat you will do:\n\n• Care for patients\n• Chart visits\n\nApply today.';
const COMPANY_HTML = '<p>We <b>heal</b> &amp; care.</p><p>Since 1990.</p>';

let context: TestContext;
let user: TestUser;
let company: number;
let lead: number;
let formulaLead: number;
const contacts: number[] = [];

interface CallOptions {
  who?: TestUser;
  permissions?: string[];
  query?: Record<string, string>;
}

async function post(path: string, body: unknown, options: CallOptions = {}) {
  const token = await mintAccessToken(
    context,
    options.who ?? user,
    options.permissions ? { permissions: options.permissions } : {},
  );
  return context.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    query: options.query,
    headers: bearer(token),
    payload: body as object,
  });
}

const rowsOf = (text: string): string[][] => parse(text, { bom: true });
const count = (body: ExportCountRequest, options?: CallOptions) => post('/exportcontactscount', body, options);

beforeAll(async () => {
  context = await createTestApp();
  user = await createUser(context.db);
  company = await insertCompany(context.db, { name: 'Acme Health' });
  await context.db.updateTable('companies').set({ description: COMPANY_HTML }).where('id', '=', company).execute();
  const name = { companyId: company, companyName: 'Acme Health' };
  lead = await insertLead(context.db, { ...name, title: 'Night Nurse', description: JOB_HTML });
  formulaLead = await insertLead(context.db, {
    ...name,
    title: 'Billing Clerk',
    description: '<p>=HYPERLINK("http://evil.example","click")</p>',
  });
  for (const [firstName, lastName] of [
    ['Ada', 'Abbott'],
    ['Bo', 'Brown'],
    ['Cy', 'Cole'],
  ] as const) {
    contacts.push(await insertContact(context.db, { companyId: company, firstName, lastName, position: 'HR Manager' }));
  }
  await context.db.updateTable('leads').set({ primaryContactId: contacts[0] }).where('id', '=', lead).execute();
});

afterAll(async () => {
  await context?.close();
});

describe('descriptions in exports', () => {
  it('are plain text by default on every line of a lead and its contacts', async () => {
    const body: ExportRequest = {
      ids: [lead],
      columns: ['jobTitle', 'jobDescription', 'firstName', 'companyDescription'],
    };
    const response = await post('/exportleads', body);
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows[0]).toEqual(['Job Title', 'Job Description', 'First Name', 'Company Description']);
    expect(rows.slice(1)).toEqual(
      ['Ada', 'Bo', 'Cy'].map((first) => ['Night Nurse', JOB_TEXT, first, 'We heal & care.\n\nSince 1990.']),
    );
    expect(response.body).not.toMatch(/<\/?(p|ul|li|strong|b)>|&amp;|&nbsp;/);
  });

  it("keep each lead's contacts across the read batches (a company's contacts are read once)", async () => {
    const big = await insertCompany(context.db, { name: 'Batch Co' });
    const ids: number[] = [];
    for (let index = 0; index < 205; index += 1) {
      ids.push(await insertLead(context.db, { companyId: big, companyName: 'Batch Co', title: `Role ${index}` }));
    }
    for (const firstName of ['Dee', 'Eve'])
      await insertContact(context.db, { companyId: big, firstName, lastName: 'X' });
    const rows = rowsOf((await post('/exportleads', { ids, columns: ['jobTitle', 'firstName'] })).body).slice(1);
    expect(rows).toHaveLength(410);
    expect(rows.slice(-2)).toEqual([
      ['Role 204', 'Dee'],
      ['Role 204', 'Eve'],
    ]);
  });

  it('keep formula-looking text inert after the conversion', async () => {
    const response = await post('/exportleads', { ids: [formulaLead], columns: ['jobDescription'] });
    expect(rowsOf(response.body)[1]).toEqual(['\'=HYPERLINK("http://evil.example","click")']);
  });

  it("keep their HTML with 'Descriptions as HTML'; asking for both answers 400", async () => {
    const html = await post('/exportleads', {
      ids: [lead],
      columns: ['jobDescription', 'companyDescription'],
      descriptionsAsHtml: true,
    });
    expect(rowsOf(html.body)[1]).toEqual([JOB_HTML, COMPANY_HTML]);
    const both = await post('/exportleads', {
      ids: [lead],
      columns: ['jobDescription'],
      descriptionsAsHtml: true,
      removeHTML: true,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(EXPORT_TEXTS.htmlChoiceConflict);
  });

  it('are plain text in a contact export too, HTML on request', async () => {
    const body: ExportRequest = { ids: [contacts[1] as number], columns: ['firstName', 'companyDescription'] };
    expect(rowsOf((await post('/exportcontacts', body)).body)[1]).toEqual(['Bo', 'We heal & care.\n\nSince 1990.']);
    const html = await post('/exportcontacts', { ...body, descriptionsAsHtml: true });
    expect(rowsOf(html.body)[1]).toEqual(['Bo', COMPANY_HTML]);
  });
});

describe('POST /exportcontactscount', () => {
  it('counts the contacts a selection or select-all exports, one row each, without using the quota', async () => {
    const who = await createUser(context.db);
    const selection = await count(
      { ids: [contacts[0] as number, contacts[1] as number, contacts[0] as number] },
      { who },
    );
    expect(selection.statusCode, selection.body).toBe(200);
    expect(selection.json()).toEqual({ contacts: 2 });
    const all = await count({ selectAll: true }, { who, query: { companyName: 'Acme Health' } });
    expect(all.json()).toEqual({ contacts: 3 });
    const file = await post(
      '/exportcontacts',
      { selectAll: true, columns: ['firstName'] },
      { who, query: { companyName: 'Acme Health' } },
    );
    expect(rowsOf(file.body)).toHaveLength(1 + all.json().contacts);
    const quota = await context.app.inject({
      method: 'GET',
      url: '/api/v1/exportleadsquota',
      headers: bearer(await mintAccessToken(context, who)),
    });
    // Only the export itself counted.
    expect(quota.json().downloaded).toBe(3);
  });

  it('counts primary contacts only when asked', async () => {
    const primary = await count({ selectAll: true, primaryContacts: true }, { query: { companyName: 'Acme Health' } });
    expect(primary.json()).toEqual({ contacts: 1 });
  });

  it("answers 404 for another organisation's list, 403 without read:export, 400 without a selection", async () => {
    const list = await post('/calllist', { CallListName: 'Count me' });
    const listId = String(list.json().callListId);
    expect((await count({ selectAll: true }, { query: { callListId: listId } })).json()).toEqual({ contacts: 0 });
    const stranger = await createUser(context.db);
    expect((await count({ selectAll: true }, { who: stranger, query: { callListId: listId } })).statusCode).toBe(404);
    const withoutExport = [PERMISSIONS.readMe, PERMISSIONS.readLeads, PERMISSIONS.readContacts];
    expect((await count({ ids: [1] }, { permissions: withoutExport })).statusCode).toBe(403);
    expect((await count({})).statusCode).toBe(400);
    expect((await count({ ids: Array.from({ length: 251 }, (_, index) => index + 1) })).statusCode).toBe(400);
  });
});
