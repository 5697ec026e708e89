/**
 * Alerts a user can see (issue #30): 'Send me a sample now' through the HTTP API — the alert e-mail with the
 * search's newest leads, marked as a sample, in the outbox for the caller only, leaving the alert's own window
 * alone, within a daily limit, for the owner only — and the saved-search list saying when each alert goes out next.
 */
import { ALERT_SAMPLE_DAILY_LIMIT, ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { runMorningEmails } from '../morning-run/service.ts';
import { insertAlertingSearch, testRunOptions } from './alert-fixtures.ts';
import { nextAlertsOf } from './service.ts';

let context: TestContext;
let owner: TestUser;
let acme: number;

beforeAll(async () => {
  context = await createTestApp();
  owner = await createUser(context.db, { plan: 'agency' });
  acme = await insertCompany(context.db, { name: 'Acme Staffing' });
  const base = { companyId: acme, companyName: 'Acme Staffing', city: 'Chicago', state: 'IL' };
  await insertLead(context.db, { ...base, title: 'Sample Welder One' });
  await insertLead(context.db, { ...base, title: 'Sample Welder Two' });
  await insertLead(context.db, { ...base, title: 'Sample Welder Web', leadType: 'OpenWeb' });
  // First seen long ago: outside any sample's window.
  await insertLead(context.db, { ...base, title: 'Sample Welder Old', firstSeenAt: new Date(Date.now() - 30 * 864e5) });
});
afterAll(async () => {
  await context.close();
});

const sample = (user: TestUser, id: number | string) =>
  callApi(context, user, { method: 'POST', url: `/savedSearches/${id}/sample` });

async function outboxOf(to: string) {
  return context.db.selectFrom('outbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();
}

async function sendRecords(searchId: number) {
  return context.db.selectFrom('savedSearchAlertSends').selectAll().where('savedSearchId', '=', searchId).execute();
}

describe('Send me a sample now', () => {
  it('e-mails the caller the alert with its newest leads, marked as a sample, and leaves the alert alone', async () => {
    const search = await insertAlertingSearch(context.db, owner, {
      name: 'Welders',
      query: { keyWords: 'welder' },
      agency: 'daily',
    });
    const response = await sample(owner, search);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      sent: 1,
      to: owner.email,
      message: `Sample sent to ${owner.email}`,
      allowance: { limit: ALERT_SAMPLE_DAILY_LIMIT, used: 1 },
    });
    const [mail, ...more] = await outboxOf(owner.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'saved-search-alert-sample', status: 'stored', orgId: owner.orgId });
    expect(mail?.subject).toBe('[Sample] 2 new Agency leads for "Welders"');
    expect(mail?.textBody).toMatch(/^This is a sample you asked for: the alert as it would go out now/);
    expect(mail?.textBody).toContain('Sample Welder One');
    expect(mail?.textBody).toContain('Sample Welder Two');
    expect(mail?.textBody).not.toContain('Sample Welder Web');
    expect(mail?.textBody).not.toContain('Sample Welder Old');
    expect(mail?.textBody).toContain(
      `Change or turn off this alert: ${context.config.publicUrl}/savedsearch?searchId=${search}`,
    );
    expect(mail?.htmlBody).toContain('This is a sample you asked for');
    expect(mail?.headers).toEqual({});

    // Not an alert: no send record, and the next alert run still sends the same leads as new.
    expect(await sendRecords(search)).toEqual([]);
    const run = await runMorningEmails(context.db, testRunOptions(context));
    expect(run.emailed).toBeGreaterThanOrEqual(1);
    const alert = (await outboxOf(owner.email)).find((row) => row.kind === 'saved-search-alert');
    expect(alert?.subject).toBe('2 new Agency leads for "Welders"');
    expect(alert?.textBody).toContain('Sample Welder One');
  });

  it('sends one e-mail per alert that is on, Agency and Open Web', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const search = await insertAlertingSearch(context.db, user, {
      name: 'Both',
      query: { keyWords: 'welder' },
      agency: 'daily',
      openWeb: 'weekly',
    });
    const response = await sample(user, search);
    expect(response.json()).toMatchObject({ sent: 2, message: `Sample sent to ${user.email} (2 e-mails)` });
    expect((await outboxOf(user.email)).map((row) => row.subject)).toEqual([
      '[Sample] 2 new Agency leads for "Both"',
      '[Sample] 1 new Open Web lead for "Both"',
    ]);
  });

  it('says so, and counts nothing, when no alert is on or nothing is new', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const off = await insertAlertingSearch(context.db, user, { name: 'Off', query: { keyWords: 'welder' } });
    const noAlert = await sample(user, off);
    expect(noAlert.statusCode).toBe(400);
    expect(noAlert.json()).toMatchObject({
      code: 'ALERT_SAMPLE_NO_ALERT',
      message: expect.stringContaining('Notify Me'),
    });

    const quiet = await insertAlertingSearch(context.db, user, {
      name: 'Quiet',
      query: { keyWords: 'astronaut' },
      agency: 'daily',
    });
    const nothing = await sample(user, quiet);
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toMatchObject({ sent: 0, allowance: { used: 0 } });
    expect(nothing.json().message).toMatch(/^No leads of this search were first seen since .* UTC/);
    expect(await outboxOf(user.email)).toEqual([]);
  });

  it(`allows ${ALERT_SAMPLE_DAILY_LIMIT} a day, then answers 429 saying when more can be sent`, async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const search = await insertAlertingSearch(context.db, user, {
      name: 'Often',
      query: { keyWords: 'welder' },
      agency: 'daily',
    });
    for (let used = 1; used <= ALERT_SAMPLE_DAILY_LIMIT; used += 1) {
      expect((await sample(user, search)).json()).toMatchObject({ sent: 1, allowance: { used } });
    }
    const refused = await sample(user, search);
    expect(refused.statusCode).toBe(429);
    const tomorrow = new Date();
    tomorrow.setUTCHours(24, 0, 0, 0);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const day = `${months[tomorrow.getUTCMonth()]} ${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      code: 'ALERT_SAMPLE_DAILY_LIMIT',
      message: `You have used today’s ${ALERT_SAMPLE_DAILY_LIMIT} samples. You can ask for more from ${day}, ${tomorrow.getUTCFullYear()} 00:00 UTC.`,
    });
    expect(await outboxOf(user.email)).toHaveLength(ALERT_SAMPLE_DAILY_LIMIT);
    const list = await callApi(context, user, { method: 'GET', url: '/savedSearches' });
    expect(list.json().alertSamples).toEqual({
      limit: ALERT_SAMPLE_DAILY_LIMIT,
      used: ALERT_SAMPLE_DAILY_LIMIT,
      resetsAt: tomorrow.toISOString(),
    });
  });

  it("is the owner's only: a teammate 403, another organisation 404, a bad id 400, an unknown one 404", async () => {
    const search = await insertAlertingSearch(context.db, owner, {
      name: 'Private',
      query: { keyWords: 'welder' },
      agency: 'daily',
    });
    const teammate = await createUser(context.db, { orgId: owner.orgId, role: ROLES.MEMBER });
    const stranger = await createUser(context.db, { plan: 'agency', role: ROLES.COMPANY_ADMIN });
    const demo = await createUser(context.db, { plan: 'demo' });
    expect((await sample(teammate, search)).statusCode).toBe(403);
    expect((await sample(stranger, search)).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await sample(demo, search)).statusCode).toBe(403);
    expect((await sample(owner, 'abc')).statusCode).toBe(400);
    expect((await sample(owner, 987654321)).statusCode).toBe(404);
    for (const user of [teammate, stranger, demo]) expect(await outboxOf(user.email)).toEqual([]);
    expect(await outboxOf(owner.email)).not.toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining('Private') }),
    );
  });
});

describe('next alert', () => {
  it('is the send hour of the current period, due now once it passed, the next period once handled', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    await context.db
      .updateTable('organizations')
      .set({ timeZone: 'America/New_York' })
      .where('id', '=', user.orgId)
      .execute();
    const created = new Date('2026-11-01T00:00:00Z');
    const daily = await insertAlertingSearch(context.db, user, {
      name: 'D',
      query: {},
      agency: 'daily',
      createdAt: created,
    });
    const weekly = await insertAlertingSearch(context.db, user, {
      name: 'W',
      query: {},
      openWeb: 'weekly',
      createdAt: created,
    });
    const off = await insertAlertingSearch(context.db, user, { name: 'Off', query: {}, createdAt: created });
    const schedule = { sendHour: 7, weeklyDay: 1 };
    const next = async (iso: string) =>
      Object.fromEntries(await nextAlertsOf(context.db, user.orgId, [daily, weekly, off], schedule, new Date(iso)));

    // Wednesday 2026-11-25, 06:00 in New York (11:00 UTC): today's 07:00, and Monday's 07:00 of this week passed.
    expect(await next('2026-11-25T11:00:00Z')).toEqual({
      [daily]: [{ leadType: 'Agency', at: '2026-11-25T12:00:00.000Z', due: false }],
      [weekly]: [{ leadType: 'OpenWeb', at: '2026-11-25T11:00:00.000Z', due: true }],
    });
    // The run at 07:05 handles both: tomorrow's 07:00 and next Monday's.
    await runMorningEmails(context.db, { ...testRunOptions(context), schedule }, new Date('2026-11-25T12:05:00Z'));
    expect(await next('2026-11-25T13:00:00Z')).toEqual({
      [daily]: [{ leadType: 'Agency', at: '2026-11-26T12:00:00.000Z', due: false }],
      [weekly]: [{ leadType: 'OpenWeb', at: '2026-11-30T12:00:00.000Z', due: false }],
    });
    // Daylight saving ends on 2026-11-01: 07:00 New York is 12:00 UTC after it, 11:00 UTC before.
    expect((await next('2026-10-30T09:00:00Z'))[daily]).toEqual([
      { leadType: 'Agency', at: '2026-10-30T11:00:00.000Z', due: false },
    ]);
  });

  it('is in the list for each search with an alert on, and left out for an Open Web plan’s Agency alert', async () => {
    const user = await createUser(context.db, { plan: 'openweb' });
    const agency = await insertAlertingSearch(context.db, user, { name: 'A', query: {}, agency: 'daily' });
    const openWeb = await insertAlertingSearch(context.db, user, { name: 'B', query: {}, openWeb: 'daily' });
    const list = await callApi(context, user, { method: 'GET', url: '/savedSearches' });
    expect(list.statusCode).toBe(200);
    const rows = list.json().rows as { searchId: number; nextAlerts?: { leadType: string; at: string }[] }[];
    expect(rows.find((row) => row.searchId === agency)?.nextAlerts).toBeUndefined();
    const [alert] = rows.find((row) => row.searchId === openWeb)?.nextAlerts ?? [];
    expect(alert?.leadType).toBe('OpenWeb');
    expect(Date.parse(alert?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(list.json().alertSamples).toMatchObject({ limit: ALERT_SAMPLE_DAILY_LIMIT, used: 0 });
  });
});
