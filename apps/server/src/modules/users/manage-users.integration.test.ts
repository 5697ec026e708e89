/**
 * Manage Users (issue #19; outreach-integrations-admin §2 'Manage Users', §3 'Managed user', 'User detail', §5, §6,
 * §7, §9): counts from recorded views and interactions in the date window, adding a sub-user with an invitation up
 * to maxUsers, e-mail edits, deletion with hand-over, detail, the six-month activity, users.csv; admins only, and
 * only their own organisation (another organisation's ids answer 404).
 */
import { ROLES } from '@agencyscout/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { lastMonths } from './service.ts';

let context: TestContext;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let companyId: number;
let agencyLead: number;
let openWebLead: number;
let tipId: number;
let contactId: number;

const DAY = 86_400_000;

beforeAll(async () => {
  context = await createTestApp();
  admin = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
  member = await createUser(context.db, { role: ROLES.MEMBER, orgId: admin.orgId });
  outsider = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
  companyId = await insertCompany(context.db, { name: 'Acme Staffing' });
  agencyLead = await insertLead(context.db, { title: 'Welder', companyId, companyName: 'Acme Staffing' });
  openWebLead = await insertLead(context.db, {
    title: 'Nurse',
    companyId,
    companyName: 'Acme Staffing',
    leadType: 'OpenWeb',
  });
  contactId = await insertContact(context.db, { companyId, firstName: 'Pat', lastName: 'Lee' });
  const tip = await context.db
    .insertInto('agencyTips')
    .values({
      companyId,
      companyName: 'Acme Staffing',
      discoveredAt: new Date(),
      source: 'test',
      sourceId: 'tip-1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  tipId = tip.id;
  const old = new Date(Date.now() - 40 * DAY);
  const { orgId, userId } = member;
  await context.db
    .insertInto('leadViews')
    .values([
      { orgId, userId, leadId: agencyLead, viewedAt: new Date() },
      { orgId, userId, leadId: openWebLead, viewedAt: old },
    ])
    .execute();
  await context.db.insertInto('tipViews').values({ orgId, userId, tipId, viewedAt: new Date() }).execute();
  await context.db
    .insertInto('contactInteractions')
    .values([
      { orgId, userId, contactId, interactionTypeId: 1, jobLeadIds: [agencyLead], createdAt: new Date() },
      { orgId, userId, contactId, interactionTypeId: 1, jobLeadIds: [openWebLead], createdAt: old },
    ])
    .execute();
  await context.db
    .insertInto('companyNotes')
    .values({ orgId, userId, companyId, jobLeadId: agencyLead, jobTitle: 'Welder', notes: 'Call back Tuesday' })
    .execute();
});
afterAll(async () => {
  await context.close();
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe('GET /manageusers', () => {
  it('lists the organisation’s users with every count, and maxUsers', async () => {
    const response = await callApi(context, admin, { method: 'GET', url: '/manageusers' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.maxUsers).toBe(5);
    expect(body.users.map((user: { userId: string }) => user.userId).sort()).toEqual(
      [admin.userId, member.userId].sort(),
    );
    expect(body.users.find((user: { userId: string }) => user.userId === member.userId)).toMatchObject({
      emailId: member.email,
      status: 'active',
      countAgencyViewed: 1,
      countAgencyContacted: 1,
      countOpenWebViewed: 1,
      countOpenWebContacted: 1,
      countTipsViewed: 1,
      countTipsContacted: 1,
    });
  });

  it('counts only inside the date window (30 days leaves out the 40-day-old view and contact)', async () => {
    const dateAfter = isoDay(new Date(Date.now() - 30 * DAY));
    const response = await callApi(context, admin, { method: 'GET', url: `/manageusers?dateAfter=${dateAfter}` });
    expect(response.json().users.find((user: { userId: string }) => user.userId === member.userId)).toMatchObject({
      countAgencyViewed: 1,
      countOpenWebViewed: 0,
      countOpenWebContacted: 0,
      countAgencyContacted: 1,
    });
    const past = await callApi(context, admin, {
      method: 'GET',
      url: `/manageusers?dateBefore=${isoDay(new Date(Date.now() - 35 * DAY))}`,
    });
    expect(past.json().users.find((user: { userId: string }) => user.userId === member.userId)).toMatchObject({
      countAgencyViewed: 0,
      countOpenWebViewed: 1,
    });
  });

  it('refuses members (403), bad and reversed dates (400)', async () => {
    expect((await callApi(context, member, { method: 'GET', url: '/manageusers' })).statusCode).toBe(403);
    const forged = await callApi(context, member, {
      method: 'GET',
      url: '/manageusers',
      permissions: ['read:me', 'read:users'],
    });
    expect(forged.statusCode).toBe(403);
    for (const query of ['dateAfter=2026-02-30', 'dateAfter=yesterday', 'dateAfter=2026-03-02&dateBefore=2026-03-01']) {
      expect((await callApi(context, admin, { method: 'GET', url: `/manageusers?${query}` })).statusCode).toBe(400);
    }
  });
});

describe('adding, editing and removing sub-users', () => {
  it('adds a member by e-mail, invites them, and refuses beyond the plan allowance', async () => {
    const owner = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
    await context.db.updateTable('organizations').set({ maxUsers: 2 }).where('id', '=', owner.orgId).execute();
    const email = `new-${Date.now()}@agency.example`;
    const added = await callApi(context, owner, {
      method: 'POST',
      url: `/manageusers?recruiterId=${owner.orgId}`,
      body: { email },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ emailId: email, status: 'invited', role: ROLES.MEMBER });
    const mail = await context.db.selectFrom('outbox').selectAll().where('toAddress', '=', email).execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toMatch(/\/onboard\/\S+\?email=/);
    const third = await callApi(context, owner, { method: 'POST', url: '/manageusers', body: { email: `x-${email}` } });
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe('Your plan allows 2 users');
  });

  it('refuses a malformed or taken e-mail, another organisation’s recruiterId, and members', async () => {
    expect(
      (await callApi(context, admin, { method: 'POST', url: '/manageusers', body: { email: 'nope' } })).statusCode,
    ).toBe(400);
    expect(
      (await callApi(context, admin, { method: 'POST', url: '/manageusers', body: { email: outsider.email } }))
        .statusCode,
    ).toBe(409);
    const foreign = await callApi(context, admin, {
      method: 'POST',
      url: `/manageusers?recruiterId=${outsider.orgId}`,
      body: { email: `f-${Date.now()}@agency.example` },
    });
    expect(foreign.statusCode).toBe(404);
    const byMember = await callApi(context, member, {
      method: 'POST',
      url: '/manageusers',
      body: { email: `m-${Date.now()}@agency.example` },
    });
    expect(byMember.statusCode).toBe(403);
    const extra = await callApi(context, admin, {
      method: 'POST',
      url: '/manageusers',
      body: { email: `r-${Date.now()}@agency.example`, role: 0 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('edits a sub-user’s e-mail; another organisation’s user is 404, the caller’s own 400', async () => {
    const mate = await createUser(context.db, { orgId: admin.orgId });
    const email = `edited-${Date.now()}@agency.example`;
    const edited = await callApi(context, admin, {
      method: 'POST',
      url: '/user/updateEmail',
      body: { userId: mate.userId, email },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().emailId).toBe(email);
    const foreign = await callApi(context, admin, {
      method: 'POST',
      url: '/user/updateEmail',
      body: { userId: outsider.userId, email: `o-${email}` },
    });
    expect(foreign.statusCode).toBe(404);
    const outsiderRow = await context.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', outsider.userId)
      .executeTakeFirst();
    expect(outsiderRow?.email).toBe(outsider.email);
    const self = await callApi(context, admin, {
      method: 'POST',
      url: '/user/updateEmail',
      body: { userId: admin.userId, email: `s-${email}` },
    });
    expect(self.statusCode).toBe(400);
  });

  it('deletes a sub-user: notes and interactions go to the admin, personal data goes', async () => {
    const mate = await createUser(context.db, { orgId: admin.orgId });
    const { orgId, userId } = mate;
    await context.db.insertInto('leadViews').values({ orgId, userId, leadId: agencyLead }).execute();
    await context.db.insertInto('companyNotes').values({ orgId, userId, companyId, notes: 'Hand me over' }).execute();
    await context.db
      .insertInto('contactInteractions')
      .values({ orgId, userId, contactId, interactionTypeId: 2 })
      .execute();
    expect(
      (await callApi(context, admin, { method: 'DELETE', url: `/manageusers/${outsider.userId}` })).statusCode,
    ).toBe(404);
    expect((await callApi(context, member, { method: 'DELETE', url: `/manageusers/${mate.userId}` })).statusCode).toBe(
      403,
    );
    expect((await callApi(context, admin, { method: 'DELETE', url: `/manageusers/${admin.userId}` })).statusCode).toBe(
      400,
    );
    const deleted = await callApi(context, admin, { method: 'DELETE', url: `/manageusers/${mate.userId}` });
    expect(deleted.statusCode).toBe(204);
    expect(
      await context.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await context.db.selectFrom('leadViews').select('leadId').where('userId', '=', userId).execute()).toEqual(
      [],
    );
    const note = await context.db
      .selectFrom('companyNotes')
      .select('userId')
      .where('notes', '=', 'Hand me over')
      .executeTakeFirst();
    expect(note?.userId).toBe(admin.userId);
    const logged = await context.db
      .selectFrom('contactInteractions')
      .select('userId')
      .where('interactionTypeId', '=', 2)
      .where('orgId', '=', orgId)
      .execute();
    expect(logged.map((row) => row.userId)).toEqual([admin.userId]);
    expect((await callApi(context, admin, { method: 'DELETE', url: `/manageusers/${mate.userId}` })).statusCode).toBe(
      404,
    );
  });
});

describe('detail, activity and users.csv', () => {
  it('shows the user’s viewed leads and notes; another organisation’s user is 404', async () => {
    const detail = await callApi(context, admin, { method: 'GET', url: `/manageusers/${member.userId}/detail` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.jobleadsviewed.map((row: { jobLead: { jobleadId: number } }) => row.jobLead.jobleadId).sort()).toEqual(
      [agencyLead, openWebLead].sort(),
    );
    expect(body.companyNotes[0]).toMatchObject({
      company: 'Acme Staffing',
      notes: 'Call back Tuesday',
      jobTitle: 'Welder',
    });
    const foreign = await callApi(context, admin, { method: 'GET', url: `/manageusers/${outsider.userId}/detail` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(outsider.email);
  });

  it('answers six months of activity, oldest first, with empty months at zero', async () => {
    const response = await callApi(context, admin, { method: 'GET', url: `/manageusers/${member.userId}/activity` });
    expect(response.statusCode).toBe(200);
    const { months } = response.json();
    expect(months.map((month: { month: string }) => month.month)).toEqual(lastMonths(new Date()));
    const total = months.reduce(
      (sum: number, month: { agencyViewed: number; contacted: number }) => sum + month.agencyViewed + month.contacted,
      0,
    );
    expect(total).toBe(3);
    expect(
      (await callApi(context, admin, { method: 'GET', url: `/manageusers/${outsider.userId}/activity` })).statusCode,
    ).toBe(404);
    expect(lastMonths(new Date('2026-02-15T00:00:00Z'))).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('downloads users.csv with the §9 columns', async () => {
    const response = await callApi(context, admin, { method: 'GET', url: '/manageusers/csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'id',
      'Email',
      'Last Login',
      'Agency Leads Viewed',
      'Agency Leads Contacted',
      'Agency Tips Viewed',
      'Agency Tips Contacted',
      'Open Web Leads Viewed',
      'Open Web Leads Contacted',
    ]);
    const memberRow = rows.find((row) => row[0] === member.userId);
    expect(memberRow?.slice(1)).toEqual([member.email, '', '1', '1', '1', '1', '1', '1']);
    expect((await callApi(context, member, { method: 'GET', url: '/manageusers/csv' })).statusCode).toBe(403);
    expect(response.body).not.toContain(outsider.email);
  });
});
