/**
 * The Company Notes screen (outreach-integrations-admin 'Company Notes screen'): GET /api/v1/companynotes without
 * companyId lists the organisation's notes filtered by company name, location and text; DELETE
 * /api/v1/companynotes/{id} for the author or a company admin; other organisations get 404.
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

let context: TestContext;
let author: TestUser;
let teammate: TestUser;
let admin: TestUser;
let outsider: TestUser;
let acme: number;
let globex: number;
let acmeLead: number;

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  author = await createUser(db, { plan: 'agency' });
  teammate = await createUser(db, { plan: 'agency', orgId: author.orgId });
  admin = await createUser(db, { plan: 'agency', orgId: author.orgId, role: ROLES.COMPANY_ADMIN });
  outsider = await createUser(db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
  acme = await insertCompany(db, { name: 'Acme Health' });
  globex = await insertCompany(db, { name: 'Globex' });
  acmeLead = await insertLead(db, {
    title: 'Nurse',
    companyId: acme,
    companyName: 'Acme Health',
    city: 'Denver',
    state: 'CO',
  });
  await addNote(author, { notes: 'Called the hiring manager', companyId: acme, jobleadId: acmeLead });
  await addNote(teammate, { notes: 'Sent 100% of the résumés', companyId: globex });
  await addNote(outsider, { notes: 'Outsider secret', companyId: acme });
});
afterAll(() => context?.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, user: TestUser, body?: unknown) {
  return callApi(context, user, { method, url, body });
}

async function addNote(user: TestUser, body: object): Promise<number> {
  const response = await call('POST', '/companynotes', user, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().companyNoteId;
}

async function notes(user: TestUser, query = '') {
  const response = await call('GET', `/companynotes${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    count: number;
    countCapped?: boolean;
    rows: { notes: string; companyName: string; jobLocation: string | null; ownerEmail: string; canDelete: boolean }[];
  };
}

describe('listing the organisation’s notes', () => {
  it('lists every note of the organisation newest first, with company, location, owner and delete right', async () => {
    const all = await notes(author, '?count=10');
    expect(all.count).toBe(2);
    expect(all.rows.map((row) => [row.notes, row.companyName, row.ownerEmail, row.canDelete])).toEqual([
      ['Sent 100% of the résumés', 'Globex', teammate.email, false],
      ['Called the hiring manager', 'Acme Health', author.email, true],
    ]);
    expect(all.rows[1]?.jobLocation).toContain('Denver');
    expect((await notes(admin)).rows.every((row) => row.canDelete)).toBe(true);
  });

  it('filters by company name, location and text (case-insensitive substrings, wildcards literal)', async () => {
    expect((await notes(author, '?companyName=acme')).rows.map((row) => row.notes)).toEqual([
      'Called the hiring manager',
    ]);
    expect((await notes(author, '?location=denver')).count).toBe(1);
    expect((await notes(author, '?text=R%C3%89SUM')).count).toBe(1);
    expect((await notes(author, '?text=100%25')).count).toBe(1);
    expect((await notes(author, '?text=%25%25%25')).count).toBe(0);
    expect((await notes(author, '?companyName=acme&text=sent')).count).toBe(0);
    expect((await notes(author, '?offset=1&count=1')).rows.map((row) => row.notes)).toEqual([
      'Called the hiring manager',
    ]);
  });

  it('counts a filtered list up to 1,000 and says when more matched; the unfiltered total stays exact', async () => {
    const bulk = await createUser(context.db, { plan: 'agency' });
    const values = Array.from({ length: 1002 }, (_, index) => ({
      orgId: bulk.orgId,
      userId: bulk.userId,
      companyId: globex,
      jobLeadId: null,
      jobTitle: null,
      notes: `Bulk note ${index}`,
      locationText: null,
    }));
    await context.db.insertInto('companyNotes').values(values).execute();
    expect(await notes(bulk, '?text=bulk&count=1')).toMatchObject({ count: 1000, countCapped: true });
    expect(await notes(bulk, '?text=bulk%20note%2099&count=1')).toMatchObject({ count: 11 });
    expect((await notes(bulk, '?text=bulk%20note%2099&count=1')).countCapped).toBeUndefined();
    expect((await notes(bulk, '?count=1')).count).toBe(1002);
  });

  it('never shows another organisation’s notes', async () => {
    expect((await notes(outsider)).rows.map((row) => row.notes)).toEqual(['Outsider secret']);
    expect((await notes(author, '?text=secret')).count).toBe(0);
  });

  it('answers 400 for hostile filters', async () => {
    for (const query of [
      `?text=${'x'.repeat(201)}`,
      '?companyName=%00',
      '?location=%1B[31m',
      '?offset=-1',
      '?count=1000',
      '?companyId=abc',
    ]) {
      expect((await call('GET', `/companynotes${query}`, author)).statusCode, query).toBe(400);
    }
  });
});

describe('deleting a note', () => {
  it('lets the author and a company admin delete, not a teammate; other organisations get 404', async () => {
    const first = await addNote(author, { notes: 'Delete me', companyId: acme });
    const second = await addNote(author, { notes: 'Admin deletes me', companyId: acme });
    expect((await call('DELETE', `/companynotes/${first}`, teammate)).statusCode).toBe(403);
    expect((await call('DELETE', `/companynotes/${first}`, outsider)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/companynotes/${first}`, author);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await call('DELETE', `/companynotes/${first}`, author)).statusCode).toBe(404);
    expect((await call('DELETE', `/companynotes/${second}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', '/companynotes/abc', author)).statusCode).toBe(400);
    expect((await call('DELETE', '/companynotes/999999999', author)).statusCode).toBe(404);
    expect((await notes(author)).count).toBe(2);
  });
});
