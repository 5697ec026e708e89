/**
 * POST /exportleads (/typesense/export), POST /exportcontacts and GET /exportleadsquota through HTTP
 * (outreach-integrations-admin §2 'Export dialogs', §3, §7, §9; prospecting-core §6 read:export): columns and file
 * names, delimiters, BOM, formula escaping, plain-text or HTML descriptions, selection and select-all limits, the
 * quota and its edge under concurrency, permissions, tenancy, hidden contact values and hostile input.
 */
import { EXPORT_QUOTA_EXCEEDED_CODE, type ExportRequest, exportFileName, PERMISSIONS } from '@agencyscout/contracts';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
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

let context: TestContext;
let user: TestUser;
let acme: number;
const leads: Record<string, number> = {};
const contacts: Record<string, number> = {};

interface CallOptions {
  who?: TestUser;
  permissions?: string[];
  query?: Record<string, string>;
  body?: unknown;
}

async function call(method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
  const token = await mintAccessToken(
    context,
    options.who ?? user,
    options.permissions ? { permissions: options.permissions } : {},
  );
  return context.app.inject({
    method,
    url: `/api/v1${path}`,
    query: options.query,
    headers: bearer(token),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

const exportLeads = (body: ExportRequest, options: Omit<CallOptions, 'body'> = {}) =>
  call('POST', '/exportleads', { ...options, body });
const exportContacts = (body: ExportRequest, options: Omit<CallOptions, 'body'> = {}) =>
  call('POST', '/exportcontacts', { ...options, body });

function rowsOf(text: string, delimiter = ','): string[][] {
  return parse(text, { bom: true, delimiter, relax_column_count: true });
}

beforeAll(async () => {
  context = await createTestApp();
  user = await createUser(context.db);
  acme = await insertCompany(context.db, { name: 'Acme Health', employeeRange: '51-200' });
  await context.db
    .updateTable('companies')
    .set({ city: 'Austin', state: 'TX', url: 'https://acme.example', description: '<p>We <b>heal</b> &amp; care</p>' })
    .where('id', '=', acme)
    .execute();
  const name = { companyId: acme, companyName: 'Acme Health' };
  leads.nurse = await insertLead(context.db, {
    ...name,
    title: 'Night Nurse',
    description: '<p>Hello <b>world</b></p>',
  });
  leads.formula = await insertLead(context.db, { ...name, title: '=HYPERLINK("http://evil.example","x")' });
  leads.clerk = await insertLead(context.db, { ...name, title: 'Billing Clerk', minSalary: 40000, maxSalary: 50000 });
  leads.openWeb = await insertLead(context.db, { ...name, title: 'Open Nurse', leadType: 'OpenWeb' });
  contacts.primary = await insertContact(context.db, {
    companyId: acme,
    firstName: 'Pria',
    lastName: 'Primary',
    email: 'pria@acme.example',
    emailStatus: 'invalid',
  });
  contacts.hidden = await insertContact(context.db, {
    companyId: acme,
    firstName: 'Hugo',
    lastName: 'Hidden',
    email: 'hugo@acme.example',
    emailStatus: 'invalid',
    phoneNumber: '+1 512 555 0102',
    phoneNumberStatus: 'Wrong Phone Number',
  });
  contacts.shown = await insertContact(context.db, {
    companyId: acme,
    firstName: 'Vera',
    lastName: 'Valid',
    email: 'vera@acme.example',
    emailStatus: 'valid',
  });
  await context.db
    .updateTable('leads')
    .set({ primaryContactId: contacts.primary })
    .where('id', '=', leads.nurse)
    .execute();
});

afterAll(async () => {
  await context?.close();
});

describe('lead export', () => {
  it('streams the chosen columns with a BOM, the file name and the selected leads in order', async () => {
    const response = await exportLeads({
      ids: [leads.clerk as number, leads.nurse as number],
      columns: ['jobleadId', 'jobTitle', 'salary', 'companyName', 'companyCity'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${exportFileName('Leads', new Date())}"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(rowsOf(response.body)).toEqual([
      ['Job Id', 'Job Title', 'Salary', 'Company Name', 'Company City'],
      [String(leads.clerk), 'Billing Clerk', '40000 - 50000 USD', 'Acme Health', 'Austin'],
      [String(leads.nurse), 'Night Nurse', '', 'Acme Health', 'Austin'],
    ]);
    expect(exportFileName('Leads', new Date(Date.UTC(2026, 0, 5)))).toBe('Leads_01-05-2026.csv');
  });

  it.each([
    ['semicolon', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
    ['comma', ','],
  ] as const)('writes the %s delimiter', async (delimiter, character) => {
    const response = await call('POST', '/typesense/export', {
      body: { ids: [leads.nurse], columns: ['jobTitle', 'companyName'], delimiter },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.replace('\ufeff', '').split('\r\n')[0]).toBe(`Job Title${character}Company Name`);
    expect(rowsOf(response.body, character)[1]).toEqual(['Night Nurse', 'Acme Health']);
  });

  it('escapes formula cells; descriptions are plain text unless asked for as HTML', async () => {
    const body = { ids: [leads.formula as number, leads.nurse as number], columns: ['jobTitle', 'jobDescription'] };
    const plain = rowsOf((await exportLeads(body as ExportRequest)).body);
    expect(plain[1]?.[0]).toBe('\'=HYPERLINK("http://evil.example","x")');
    expect(plain[2]?.[1]).toBe('Hello world');
    const html = rowsOf(
      (
        await exportLeads({
          ...(body as ExportRequest),
          descriptionsAsHtml: true,
          columns: ['jobDescription', 'companyDescription'],
        })
      ).body,
    );
    expect(html[2]).toEqual(['<p>Hello <b>world</b></p>', '<p>We <b>heal</b> &amp; care</p>']);
    const removed = rowsOf(
      (await exportLeads({ ...(body as ExportRequest), removeHTML: true, columns: ['companyDescription'] })).body,
    );
    expect(removed[2]).toEqual(['We heal & care']);
  });

  it('adds contact lines without hidden values; primaryContacts keeps the primary contact only', async () => {
    const columns: ExportRequest['columns'] = ['jobTitle', 'firstName', 'email', 'phoneNumber'];
    const all = await exportLeads({ ids: [leads.nurse as number], columns });
    expect(rowsOf(all.body).slice(1)).toEqual([
      ['Night Nurse', 'Hugo', '', ''],
      ['Night Nurse', 'Pria', 'pria@acme.example', ''],
      ['Night Nurse', 'Vera', 'vera@acme.example', ''],
    ]);
    expect(all.body).not.toContain('hugo@acme.example');
    expect(all.body).not.toContain('555 0102');
    const primary = await exportLeads({ ids: [leads.nurse as number], columns, primaryContacts: true });
    expect(rowsOf(primary.body).slice(1)).toEqual([['Night Nurse', 'Pria', 'pria@acme.example', '']]);
  });

  it('select-all exports the search of the lead screen, of the searched type only', async () => {
    const agency = await exportLeads(
      { selectAll: true, columns: ['jobTitle'] },
      { query: { keyWords: 'nurse', leadType: 'Agency' } },
    );
    expect(rowsOf(agency.body).slice(1)).toEqual([['Night Nurse']]);
    const openWeb = await exportLeads(
      { selectAll: true, columns: ['jobTitle'] },
      { query: { keyWords: 'nurse', leadType: 'OpenWeb' } },
    );
    expect(rowsOf(openWeb.body).slice(1)).toEqual([['Open Nurse']]);
    // A selection of the other type is left out.
    const mixed = await exportLeads({ ids: [leads.openWeb as number], columns: ['jobTitle'] });
    expect(rowsOf(mixed.body)).toHaveLength(1);
  });

  it('holds select-all and selections to the limits (250 Open Web leads, 1,000 leads)', async () => {
    const big = await insertCompany(context.db, { name: 'Big Open Co' });
    for (let index = 0; index < 252; index += 1) {
      await insertLead(context.db, {
        title: `Open Role ${index}`,
        companyId: big,
        companyName: 'Big Open Co',
        leadType: 'OpenWeb',
      });
    }
    const heavy = await createUser(context.db);
    const all = await exportLeads(
      { selectAll: true, columns: ['jobleadId'] },
      { who: heavy, query: { leadType: 'OpenWeb', companyId: String(big) } },
    );
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-export-rows']).toBe('250');
    expect(rowsOf(all.body)).toHaveLength(251);
    const tooManyOpenWeb = await exportLeads(
      { ids: Array.from({ length: 251 }, (_, index) => index + 1), columns: ['jobleadId'] },
      { query: { leadType: 'OpenWeb' } },
    );
    expect(tooManyOpenWeb.statusCode).toBe(400);
    const tooMany = await exportLeads({
      ids: Array.from({ length: 1001 }, (_, index) => index + 1),
      columns: ['jobleadId'],
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('quota', () => {
  async function userWithLimit(limit: number) {
    const who = await createUser(context.db);
    await context.db.updateTable('organizations').set({ exportLimit: limit }).where('id', '=', who.orgId).execute();
    return who;
  }

  it('counts exported rows per user and refuses an export past the limit with 429', async () => {
    const who = await userWithLimit(3);
    const first = await exportLeads(
      { ids: [leads.nurse as number, leads.clerk as number], columns: ['jobTitle'] },
      { who },
    );
    expect(first.statusCode).toBe(200);
    const quota = (await call('GET', '/exportleadsquota', { who })).json();
    expect(quota).toMatchObject({ downloaded: 2, limit: 3 });
    expect(new Date(quota.resetDate).getUTCDate()).toBe(1);
    const userData = (await call('GET', '/userdata', { who, query: { userId: who.userId } })).json();
    expect(userData.downloads).toEqual(quota);
    const refused = await exportLeads(
      { ids: [leads.nurse as number, leads.clerk as number], columns: ['jobTitle'] },
      { who },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: EXPORT_QUOTA_EXCEEDED_CODE });
    expect(refused.json().message).toContain('1 left');
    expect((await call('GET', '/exportleadsquota', { who })).json().downloaded).toBe(2);
  });

  it('lets only one of two parallel exports take the last free rows', async () => {
    const who = await userWithLimit(2);
    const body = { ids: [leads.nurse as number, leads.clerk as number], columns: ['jobTitle'] } as ExportRequest;
    const answers = await Promise.all([
      exportLeads(body, { who }),
      exportContacts(
        { ...body, ids: [contacts.shown as number, contacts.hidden as number], columns: ['firstName'] },
        { who },
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect((await call('GET', '/exportleadsquota', { who })).json().downloaded).toBe(2);
  });
});

describe('contact export', () => {
  it('exports selected contacts without hidden values and without job columns', async () => {
    const response = await exportContacts({
      ids: [contacts.hidden as number, contacts.shown as number, contacts.primary as number],
      columns: ['jobTitle', 'firstName', 'email', 'phoneNumber', 'companyName'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('Contacts_');
    expect(rowsOf(response.body)).toEqual([
      ['First Name', 'Email', 'Phone Number', 'Company Name'],
      ['Hugo', '', '', 'Acme Health'],
      ['Vera', 'vera@acme.example', '', 'Acme Health'],
      ['Pria', 'pria@acme.example', '', 'Acme Health'],
    ]);
    expect(response.body).not.toContain('hugo@acme.example');
  });

  it('says where each contact came from and when, in contact and lead exports (issue #32)', async () => {
    await context.db
      .updateTable('contacts')
      .set({ source: 'posting', sourcedAt: new Date('2026-03-02T10:00:00Z') })
      .where('id', '=', contacts.shown as number)
      .execute();
    await context.db
      .updateTable('contacts')
      .set({ source: 'provider', sourceId: 'apollo:p-77@1', sourcedAt: new Date('2026-01-05T10:00:00Z') })
      .where('id', '=', contacts.primary as number)
      .execute();
    const columns: ExportRequest['columns'] = ['firstName', 'contactSource', 'contactSourcedAt'];
    const response = await exportContacts({ ids: [contacts.shown as number, contacts.primary as number], columns });
    expect(response.statusCode, response.body).toBe(200);
    expect(rowsOf(response.body)).toEqual([
      ['First Name', 'Contact Source', 'Contact Sourced At'],
      ['Vera', 'Job posting', '2026-03-02'],
      ['Pria', 'Data provider (Apollo)', '2026-01-05'],
    ]);
    const leadExport = await exportLeads({ ids: [leads.nurse as number], columns, primaryContacts: true });
    expect(rowsOf(leadExport.body)).toEqual([
      ['First Name', 'Contact Source', 'Contact Sourced At'],
      ['Pria', 'Data provider (Apollo)', '2026-01-05'],
    ]);
  });

  it('holds contact select-all to 250 and a selection to the same limit', async () => {
    const crowd = await insertCompany(context.db, { name: 'Crowded Co' });
    await sql`INSERT INTO contacts (company_id, first_name, last_name, source, source_id)
      SELECT ${crowd}, 'Crowd', 'Member ' || n, 'manual', 'crowd-' || n FROM generate_series(1, 260) AS n`.execute(
      context.db,
    );
    const heavy = await createUser(context.db);
    const all = await exportContacts(
      { selectAll: true, columns: ['firstName', 'lastName'] },
      { who: heavy, query: { companyName: 'Crowded Co' } },
    );
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-export-rows']).toBe('250');
    expect(rowsOf(all.body)).toHaveLength(251);
    const tooMany = await exportContacts({
      ids: Array.from({ length: 251 }, (_, index) => index + 1),
      columns: ['firstName'],
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('exports an outreach list of the organisation; another organisation gets 404', async () => {
    const list = await call('POST', '/calllist', { body: { CallListName: 'Export me' } });
    const listId = list.json().callListId as number;
    const put = await context.app.inject({
      method: 'PUT',
      url: `/api/v1/calllist/contact/${contacts.shown}`,
      headers: bearer(await mintAccessToken(context, user)),
      payload: { CallListId: listId },
    });
    expect(put.statusCode, put.body).toBe(200);
    const body: ExportRequest = { selectAll: true, columns: ['firstName', 'lastName', 'email'] };
    const own = await exportContacts(body, { query: { callListId: String(listId) } });
    expect(rowsOf(own.body).slice(1)).toEqual([['Vera', 'Valid', 'vera@acme.example']]);
    const stranger = await createUser(context.db);
    const foreign = await exportContacts(body, { who: stranger, query: { callListId: String(listId) } });
    expect(foreign.statusCode).toBe(404);
    const foreignSelection = await exportContacts(
      { ids: [contacts.shown as number], columns: ['firstName'] },
      { who: stranger, query: { callListId: String(listId) } },
    );
    expect(foreignSelection.statusCode).toBe(404);
  });

  it('exports contacts for an Open Web plan (no read:contacts: at most 25 rows)', async () => {
    const openWeb = await createUser(context.db, { plan: 'openweb' });
    const response = await exportContacts(
      { ids: [contacts.shown as number], columns: ['firstName', 'email'] },
      { who: openWeb },
    );
    expect(rowsOf(response.body).slice(1)).toEqual([['Vera', 'vera@acme.example']]);
  });
});

describe('access and hostile input', () => {
  it('answers 403 without read:export', async () => {
    const withoutExport = [
      PERMISSIONS.readMe,
      PERMISSIONS.readAnyLeads,
      PERMISSIONS.readLeads,
      PERMISSIONS.readContacts,
    ];
    const body = { ids: [leads.nurse], columns: ['jobTitle'] };
    expect((await call('POST', '/exportleads', { permissions: withoutExport, body })).statusCode).toBe(403);
    expect((await call('POST', '/exportcontacts', { permissions: withoutExport, body })).statusCode).toBe(403);
    expect((await call('GET', '/exportleadsquota', { permissions: withoutExport })).statusCode).toBe(403);
    const demo = await createUser(context.db, { plan: 'demo' });
    expect((await call('POST', '/exportleads', { who: demo, body })).statusCode).toBe(403);
  });

  it.each([
    ['no selection', {}, { columns: ['jobTitle'] }],
    ['no columns', {}, { ids: [1], columns: [] }],
    ['unknown column', {}, { ids: [1], columns: ['password'] }],
    ['unknown delimiter', {}, { ids: [1], columns: ['jobTitle'], delimiter: ';DROP' }],
    ['negative id', {}, { ids: [-1], columns: ['jobTitle'] }],
    ['huge id', {}, { ids: [1e30], columns: ['jobTitle'] }],
    ['long keywords', { keyWords: 'x'.repeat(601) }, { selectAll: true, columns: ['jobTitle'] }],
    ['bad locations', { locations: '[{"city":{}}]' }, { selectAll: true, columns: ['jobTitle'] }],
    ['bad lead type', { leadType: "Agency' OR 1=1" }, { selectAll: true, columns: ['jobTitle'] }],
    ['bad date', { dateAfter: '2026-13-45' }, { selectAll: true, columns: ['jobTitle'] }],
  ])('answers 400 for %s', async (_name, query, body) => {
    const response = await call('POST', '/exportleads', { query, body });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    expect((await call('POST', '/exportleads', { body: 'selectAll' })).statusCode).toBe(415);
  });

  it('answers 400 for hostile contact filters', async () => {
    const body = { selectAll: true, columns: ['firstName'] };
    const queries: Record<string, string>[] = [
      { callListId: '0' },
      { callListId: 'abc' },
      { contactPosition: 'Nope' },
      { email: 'x'.repeat(400) },
    ];
    for (const query of queries) {
      expect((await call('POST', '/exportcontacts', { query, body })).statusCode).toBe(400);
    }
    expect((await call('POST', '/exportcontacts', { body: { ids: [1], columns: ['jobTitle'] } })).statusCode).toBe(400);
  });
});
