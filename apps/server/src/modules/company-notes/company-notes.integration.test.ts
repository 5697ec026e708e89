/**
 * GET and POST /api/v1/companynotes (prospecting-core §2.4, §3 'Company note'): organisation-scoped, newest
 * first with the owner's e-mail, plain text kept verbatim, validated.
 */
import { COMPANY_NOTE_MAX_LENGTH, type CompanyNote, PERMISSIONS } from '@agencyscout/contracts';
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

let context: TestContext;
let writer: TestUser;
let teammate: TestUser;
let stranger: TestUser;
let openWebUser: TestUser;
let acme: number;
let globex: number;
let acmeLead: number;
let globexLead: number;

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  writer = await createUser(db, { plan: 'agency' });
  teammate = await createUser(db, { plan: 'agency', orgId: writer.orgId });
  stranger = await createUser(db, { plan: 'agency' });
  openWebUser = await createUser(db, { plan: 'openweb' });
  acme = await insertCompany(db, { name: 'Acme Health' });
  globex = await insertCompany(db, { name: 'Globex' });
  acmeLead = await insertLead(db, { title: 'Registered Nurse', companyId: acme, companyName: 'Acme Health' });
  globexLead = await insertLead(db, { title: 'Engineer', companyId: globex, companyName: 'Globex' });
});
afterAll(() => context?.close());

async function post(body: unknown, user: TestUser = writer, permissions?: string[]) {
  const token = await mintAccessToken(context, user, permissions ? { permissions } : {});
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/companynotes',
    headers: bearer(token),
    payload: body as object,
  });
}

async function list(query: string, user: TestUser = writer) {
  const token = await mintAccessToken(context, user);
  return context.app.inject({ url: `/api/v1/companynotes?${query}`, headers: bearer(token) });
}

describe('adding and listing notes', () => {
  it('stores a note with a script tag verbatim as text, with the lead’s own title', async () => {
    const notes = '  <script>alert("x")</script> & call Tuesday  ';
    const response = await post({ notes, companyId: acme, jobleadId: acmeLead, jobTitle: 'Something else' });
    expect(response.statusCode, response.body).toBe(201);
    const note: CompanyNote = response.json();
    expect(note).toMatchObject({
      notes: '<script>alert("x")</script> & call Tuesday',
      companyId: acme,
      jobleadId: acmeLead,
      jobTitle: 'Registered Nurse',
      ownerEmail: writer.email,
    });
    const listed = (await list(`companyId=${acme}`)).json();
    expect(listed.rows[0]).toEqual(note);
    const stored = await context.db
      .selectFrom('companyNotes')
      .select('notes')
      .where('id', '=', note.companyNoteId)
      .executeTakeFirstOrThrow();
    expect(stored.notes).toBe('<script>alert("x")</script> & call Tuesday');
  });

  it('lists the organisation’s notes newest first, 5 per page, with each owner’s e-mail', async () => {
    for (let index = 1; index <= 6; index += 1) {
      const author = index % 2 ? teammate : writer;
      expect(
        (await post({ notes: `Note ${index}`, companyId: acme, jobTitle: 'Typed title' }, author)).statusCode,
      ).toBe(201);
    }
    const first = (await list(`companyId=${acme}`)).json();
    expect(first.count).toBe(7);
    expect(first.rows.map((row: CompanyNote) => row.notes)).toEqual(['Note 6', 'Note 5', 'Note 4', 'Note 3', 'Note 2']);
    expect(first.rows[0]).toMatchObject({ ownerEmail: writer.email, jobTitle: 'Typed title', jobleadId: null });
    expect(first.rows[1]).toMatchObject({ ownerEmail: teammate.email });
    const second = (await list(`companyId=${acme}&offset=5&count=5`)).json();
    expect(second.rows.map((row: CompanyNote) => row.notes)).toEqual(['Note 1', expect.stringContaining('<script>')]);
  });

  it('keeps other organisations out', async () => {
    expect((await list(`companyId=${acme}`, stranger)).json()).toEqual({ count: 0, rows: [] });
    expect((await post({ notes: 'Ours', companyId: acme }, stranger)).statusCode).toBe(201);
    expect((await list(`companyId=${acme}`, stranger)).json().count).toBe(1);
    expect((await list(`companyId=${acme}`)).json().count).toBe(7);
  });
});

describe('validation', () => {
  it('refuses empty or too long notes, unknown companies and foreign leads', async () => {
    expect((await post({ notes: '   ', companyId: acme })).statusCode).toBe(400);
    expect((await post({ notes: 'x'.repeat(COMPANY_NOTE_MAX_LENGTH + 1), companyId: acme })).statusCode).toBe(400);
    expect((await post({ notes: 'x'.repeat(COMPANY_NOTE_MAX_LENGTH), companyId: acme })).statusCode).toBe(201);
    expect((await post({ notes: 'Hi', companyId: 999999 })).statusCode).toBe(404);
    expect((await post({ notes: 'Hi', companyId: acme, jobleadId: globexLead })).statusCode).toBe(400);
    expect((await post({ notes: 'Hi', companyId: acme, jobleadId: 999999 })).statusCode).toBe(404);
    expect((await post({ notes: 'Hi', companyId: acme, jobleadId: acmeLead }, openWebUser)).statusCode).toBe(404);
    expect((await post({ notes: 'Hi' })).statusCode).toBe(400);
    expect((await post({ notes: 'Hi', companyId: acme }, writer, [PERMISSIONS.readMe])).statusCode).toBe(403);
  });

  it('refuses bad list queries', async () => {
    // Without companyId the Company Notes screen's list of all the organisation's notes answers (issue #14).
    expect((await list('')).statusCode).toBe(200);
    expect((await list('companyId=abc')).statusCode).toBe(400);
    expect((await list(`companyId=${acme}&count=101`)).statusCode).toBe(400);
    expect((await list('companyId=999999')).statusCode).toBe(404);
  });
});
