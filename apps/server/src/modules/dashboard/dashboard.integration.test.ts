/**
 * GET /api/v1/dashboard?type=week|month (prospecting-core §2.9, §3 'Stats'): counts of the caller's searches, lead
 * views and logged interactions in the organisation's current week (from Monday) or month, in its time zone, with
 * fixed clocks; the search counting rule (once per distinct query and day); history, team and account manager.
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCompany, insertContact, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';

let context: TestContext;
let member: TestUser;
let admin: TestUser;
let outsider: TestUser;
let staff: TestUser;
let contactId: number;
let leadIds: number[];

beforeAll(async () => {
  context = await createTestApp();
  const db = context.db;
  member = await createUser(db, { plan: 'agency' });
  admin = await createUser(db, { plan: 'agency', orgId: member.orgId, role: ROLES.COMPANY_ADMIN });
  outsider = await createUser(db, { plan: 'agency' });
  staff = await createUser(db, { plan: 'agency', role: ROLES.ADMIN });
  const company = await insertCompany(db, { name: 'Acme Health' });
  contactId = await insertContact(db, { companyId: company, firstName: 'Casey', lastName: 'Jones' });
  leadIds = [];
  for (const title of ['Nurse', 'Welder', 'Chef']) {
    leadIds.push(await insertLead(db, { title, companyId: company, companyName: 'Acme Health' }));
  }
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => context?.close());

/** Runs the request with the machine clock at `at` (only Date is faked). */
async function at<T>(instant: string, work: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
}

async function call(method: 'GET' | 'PUT' | 'POST', url: string, user: TestUser, body?: unknown) {
  return callApi(context, user, { method, url, body });
}

async function stats(user: TestUser, type: 'week' | 'month') {
  const response = await call('GET', `/dashboard?type=${type}`, user);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  const interactions = Object.fromEntries(
    body.currentTimePeriod.interactionResults.map((item: { InteractionTypeId: number; count: number }) => [
      item.InteractionTypeId,
      item.count,
    ]),
  );
  return {
    periodStart: body.periodStart as string,
    searches: body.currentTimePeriod.searches[0].count as number,
    views: body.currentTimePeriod.views[0].count as number,
    emails: interactions[3] as number,
    linkedIn: interactions[4] as number,
    calls: interactions[1] as number,
  };
}

async function logInteraction(user: TestUser, interactionTypeId: number, instant: string) {
  await context.db
    .insertInto('contactInteractions')
    .values({ orgId: user.orgId, userId: user.userId, contactId, interactionTypeId, createdAt: new Date(instant) })
    .execute();
}

describe('week and month in the organisation’s time zone (America/New_York by default)', () => {
  it('counts logged e-mails, LinkedIn connections and calls between local week and month boundaries', async () => {
    // Monday 2026-03-09 00:00 in New York is 04:00 UTC (daylight saving time began on 2026-03-08).
    await logInteraction(member, 3, '2026-03-09T03:59:00Z'); // Sunday 23:59 local: last week, this month
    await logInteraction(member, 3, '2026-03-09T04:00:00Z'); // Monday 00:00 local: this week
    await logInteraction(member, 4, '2026-03-12T15:00:00Z');
    await logInteraction(member, 1, '2026-03-12T15:00:00Z');
    await logInteraction(member, 1, '2026-03-13T15:00:00Z');
    await logInteraction(member, 5, '2026-03-13T15:00:00Z'); // not a dashboard type
    await logInteraction(member, 1, '2026-03-01T04:59:00Z'); // Feb 28 23:59 local: last month
    await logInteraction(admin, 1, '2026-03-12T15:00:00Z'); // a teammate's

    const week = await at('2026-03-14T12:00:00Z', () => stats(member, 'week'));
    expect(week).toEqual({
      periodStart: '2026-03-09T04:00:00.000Z',
      searches: 0,
      views: 0,
      emails: 1,
      linkedIn: 1,
      calls: 2,
    });
    const month = await at('2026-03-14T12:00:00Z', () => stats(member, 'month'));
    expect(month).toMatchObject({ periodStart: '2026-03-01T05:00:00.000Z', emails: 2, linkedIn: 1, calls: 2 });
    // Sunday 23:30 local (Monday 03:30 UTC) is still the week of 2 March.
    const sundayNight = await at('2026-03-09T03:30:00Z', () => stats(member, 'week'));
    expect(sundayNight).toMatchObject({ periodStart: '2026-03-02T05:00:00.000Z', emails: 1, calls: 0 });
  });

  it('follows an organisation time zone setting', async () => {
    await context.db.updateTable('organizations').set({ timeZone: 'UTC' }).where('id', '=', member.orgId).execute();
    const week = await at('2026-03-14T12:00:00Z', () => stats(member, 'week'));
    expect(week).toMatchObject({ periodStart: '2026-03-09T00:00:00.000Z', emails: 2 });
    await context.db
      .updateTable('organizations')
      .set({ timeZone: 'America/New_York' })
      .where('id', '=', member.orgId)
      .execute();
  });
});

describe('what counts as a search and a lead view', () => {
  it('counts a search once per distinct query and day, not per page, page size, sort or total follow-up', async () => {
    const before = await at('2026-04-15T14:00:00Z', () => stats(member, 'week'));
    await at('2026-04-15T14:00:00Z', async () => {
      for (const query of [
        'keyWords=nurse',
        'keyWords=nurse&offset=25',
        'keyWords=Nurse%20&count=50',
        'keyWords=nurse&sort=newest',
        'keyWords=nurse&getTotal=true',
        'keyWords=welder',
      ]) {
        expect((await call('GET', `/leads?${query}`, member)).statusCode, query).toBe(200);
      }
      expect((await call('GET', '/companycontacts?contactName=casey', member)).statusCode).toBe(200);
      expect((await call('GET', '/companycontacts?contactName=casey&offset=25', member)).statusCode).toBe(200);
    });
    // The same query the next day is another search.
    await at('2026-04-16T14:00:00Z', () => call('GET', '/leads?keyWords=nurse', member));
    const after = await at('2026-04-16T15:00:00Z', () => stats(member, 'week'));
    expect(after.searches - before.searches).toBe(4);
  });

  it('counts a lead view once per user, lead and day', async () => {
    await at('2026-04-15T14:00:00Z', async () => {
      for (const id of [leadIds[0], leadIds[0], leadIds[1]]) {
        expect((await call('GET', `/leads/${id}`, member)).statusCode).toBe(200);
      }
    });
    await at('2026-04-16T14:00:00Z', () => call('GET', `/leads/${leadIds[0]}`, member));
    expect(await at('2026-04-16T15:00:00Z', () => stats(member, 'week'))).toMatchObject({ views: 3 });
    expect(await at('2026-04-16T15:00:00Z', () => stats(admin, 'week'))).toMatchObject({ views: 0, searches: 0 });
  });
});

describe('history, team view and account manager', () => {
  it('answers the last 12 weeks oldest first', async () => {
    const response = await at('2026-04-16T15:00:00Z', () => call('GET', '/dashboard/history?type=week', member));
    const { periods } = response.json();
    expect(periods).toHaveLength(12);
    expect(periods[11]).toMatchObject({ start: '2026-04-13', searches: 4, views: 3 });
    expect(periods.find((period: { start: string }) => period.start === '2026-03-09')).toMatchObject({
      emails: 1,
      calls: 2,
    });
    const months = await at('2026-04-16T15:00:00Z', () => call('GET', '/dashboard/history?type=month', member));
    expect(months.json().periods.at(-2)).toMatchObject({ start: '2026-03-01', emails: 2, calls: 2 });
  });

  it('shows company admins each teammate’s counts; members get 403', async () => {
    const team = await at('2026-03-14T12:00:00Z', () => call('GET', '/dashboard/team?type=week', admin));
    expect(team.statusCode).toBe(200);
    const users = team.json().users as { email: string; calls: number }[];
    expect(users.map((user) => user.email).sort()).toEqual([admin.email, member.email].sort());
    expect(users.find((user) => user.email === admin.email)?.calls).toBe(1);
    expect((await call('GET', '/dashboard/team', member)).statusCode).toBe(403);
    // Another organisation's admin sees only their own organisation.
    const otherAdmin = await createUser(context.db, {
      plan: 'agency',
      orgId: outsider.orgId,
      role: ROLES.COMPANY_ADMIN,
    });
    const outsiders = (await call('GET', '/dashboard/team', otherAdmin)).json();
    expect(outsiders.users.map((user: { email: string }) => user.email).sort()).toEqual(
      [otherAdmin.email, outsider.email].sort(),
    );
  });

  it('lets provider staff set an organisation’s account manager; others read it', async () => {
    const body = { name: 'Pat Lee', schedulingUrl: 'https://calendly.example/pat', phone: '+1 555 0100' };
    expect((await call('PUT', `/dashboard/account-manager/${member.orgId}`, admin, body)).statusCode).toBe(403);
    const changed = await call('PUT', `/dashboard/account-manager/${member.orgId}`, staff, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/dashboard/account-manager', member)).json()).toEqual({ ...body, editable: false });
    expect((await call('GET', '/dashboard/account-manager', outsider)).json()).toMatchObject({ name: null });
    const bad = { ...body, schedulingUrl: 'javascript:alert(1)' };
    expect((await call('PUT', `/dashboard/account-manager/${member.orgId}`, staff, bad)).statusCode).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/dashboard/account-manager/${missing}`, staff, body)).statusCode).toBe(404);
  });

  it('answers 400 for a bad period', async () => {
    for (const url of ['/dashboard?type=year', '/dashboard/history?type=%00', '/dashboard/team?type=']) {
      expect((await call('GET', url, admin)).statusCode, url).toBe(400);
    }
  });
});
