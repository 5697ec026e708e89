/**
 * Activity reports (Account Settings 'user report' and 'weekly report'; issue #19; docs/decisions.md 'Activity
 * reports'): a daily and a weekly e-mail per user in the organisation's time zone, the team's rows for a company
 * admin and the user's own for a member, never another organisation's activity, nothing when the setting is off or
 * the period had no activity, never twice, and a one-click unsubscribe that turns the setting off.
 */
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { testRunOptions } from '../alerts/alert-fixtures.ts';
import { runActivityReports } from './service.ts';

const DAY_MS = 86_400_000;
const XSS_NAME = 'Mallory <img src=x onerror=alert(1)>';

let context: TestContext;
let leadIds: number[];

beforeAll(async () => {
  context = await createTestApp();
  const companyName = 'Viewed Co';
  const companyId = await insertCompany(context.db, { name: companyName });
  leadIds = [];
  for (let index = 0; index < 4; index += 1) {
    leadIds.push(await insertLead(context.db, { title: `Viewed lead ${index}`, companyId, companyName }));
  }
});
afterAll(() => context?.close());

/** The ISO weekday of `now` in New York (the organisations' default time zone). */
function newYorkWeekday(now: Date): number {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(now);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(day) + 1;
}

async function view(user: TestUser, leadId: number, at: Date) {
  await context.db
    .insertInto('leadViews')
    .values({ orgId: user.orgId, userId: user.userId, leadId, viewedAt: at })
    .execute();
}

async function reportsTo(user: TestUser) {
  return context.db
    .selectFrom('outbox')
    .select(['kind', 'subject', 'textBody', 'htmlBody', 'headers'])
    .where('toAddress', '=', user.email)
    .where('kind', 'in', ['user-report', 'weekly-report'])
    .orderBy('id')
    .execute();
}

async function settingsOf(user: TestUser) {
  return context.db
    .selectFrom('users')
    .select(['emailUserReport', 'emailWeeklyReport'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
}

describe('activity reports', () => {
  it("e-mails yesterday's team rows to an admin and a member's own row to the member, once", async () => {
    const now = new Date();
    const yesterday = new Date(now.getTime() - DAY_MS);
    const admin = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
    const member = await createUser(context.db, { orgId: admin.orgId });
    const idle = await createUser(context.db, { orgId: admin.orgId });
    const outsider = await createUser(context.db, { email: `outsider-${Date.now()}@other.example` });
    await context.db.updateTable('users').set({ name: XSS_NAME }).where('id', '=', member.userId).execute();
    for (const user of [admin, member, idle, outsider]) {
      await context.db.updateTable('users').set({ emailWeeklyReport: false }).where('id', '=', user.userId).execute();
    }
    // Only full local days before today count: a view a few minutes ago is tomorrow's report.
    const localMidnight = new Date(
      `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now)}T12:00:00Z`,
    );
    const inWindow = new Date(Math.min(yesterday.getTime(), localMidnight.getTime() - 14 * 3_600_000));
    await view(member, leadIds[0] as number, inWindow);
    await view(member, leadIds[1] as number, inWindow);
    await view(outsider, leadIds[2] as number, inWindow);

    const result = await runActivityReports(context.db, testRunOptions(context), now);
    expect(result.emailed).toBeGreaterThanOrEqual(3);
    const [adminReport] = await reportsTo(admin);
    expect(adminReport?.kind).toBe('user-report');
    expect(adminReport?.subject).toMatch(/^Your team in AgencyScout: /);
    expect(adminReport?.textBody).toContain(member.email);
    expect(adminReport?.textBody).toContain('Agency viewed: 2');
    expect(adminReport?.textBody).not.toContain(outsider.email);
    expect(adminReport?.htmlBody).not.toContain('<img src=x');
    expect(adminReport?.htmlBody).toContain('&lt;img src=x');
    const [memberReport] = await reportsTo(member);
    expect(memberReport?.subject).toMatch(/^Your activity in AgencyScout: /);
    expect(memberReport?.textBody).not.toContain(admin.email);
    expect(await reportsTo(idle)).toEqual([]);

    const again = await runActivityReports(context.db, testRunOptions(context), now);
    expect(again.due).toBe(0);
    expect(await reportsTo(admin)).toHaveLength(1);
  });

  it('sends the weekly report on the weekly day over the 7 days before, and honours the setting', async () => {
    const now = new Date();
    const user = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
    const silent = await createUser(context.db, { orgId: user.orgId });
    await context.db.updateTable('users').set({ emailUserReport: false }).where('orgId', '=', user.orgId).execute();
    await context.db.updateTable('users').set({ emailWeeklyReport: false }).where('id', '=', silent.userId).execute();
    await view(user, leadIds[3] as number, new Date(now.getTime() - 4 * DAY_MS));
    await view(silent, leadIds[3] as number, new Date(now.getTime() - 4 * DAY_MS));
    const options = { ...testRunOptions(context), schedule: { sendHour: 0, weeklyDay: newYorkWeekday(now) } };

    await runActivityReports(context.db, options, now);
    const reports = await reportsTo(user);
    expect(reports.map((report) => report.kind)).toEqual(['weekly-report']);
    expect(reports[0]?.subject).toContain('week of');
    expect(await reportsTo(silent)).toEqual([]);

    // The one-click unsubscribe of the e-mail turns the weekly report off.
    const link = /<(http[^>]+)>/.exec(JSON.stringify(reports[0]?.headers))?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const post = () => context.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', query: { token } });
    expect((await post()).statusCode).toBe(200);
    expect(await settingsOf(user)).toEqual({ emailUserReport: false, emailWeeklyReport: false });
    expect((await post()).statusCode).toBe(410);
  });
});
