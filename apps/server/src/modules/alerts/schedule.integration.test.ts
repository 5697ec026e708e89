/**
 * When alerts are due (issue #11): daily from the send hour of the organisation's local day, weekly from the send
 * hour of the weekly day until the week ends; one period each. And dailyUpdate: the caller's own alerting
 * searches only, with the leads first seen since their last alert.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
} from '../../../test/helpers/test-app.ts';
import { runMorningEmails } from '../morning-run/service.ts';
import { insertAlertingSearch } from './alert-fixtures.ts';
import { listDueAlerts } from './repository.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

describe('alert schedule in the organisation’s time zone', () => {
  it('is due from 07:00 local time, daily each day and weekly from Monday', async () => {
    const user = await createUser(context.db);
    await context.db
      .updateTable('organizations')
      .set({ timeZone: 'America/New_York' })
      .where('id', '=', user.orgId)
      .execute();
    const created = new Date('2026-11-01T00:00:00Z');
    const daily = await insertAlertingSearch(context.db, user, {
      name: 'Daily',
      query: {},
      agency: 'daily',
      createdAt: created,
    });
    const weekly = await insertAlertingSearch(context.db, user, {
      name: 'Weekly',
      query: {},
      openWeb: 'weekly',
      createdAt: created,
    });
    const schedule = { sendHour: 7, weeklyDay: 1 };
    const due = async (iso: string) =>
      (await listDueAlerts(context.db, new Date(iso), schedule))
        .filter((alert) => alert.userId === user.userId)
        .map(
          (alert) =>
            `${alert.searchId === daily ? 'daily' : alert.searchId === weekly ? 'weekly' : '?'} ${alert.leadType} ${alert.period}`,
        );
    // Monday 2026-11-23, 06:59 in New York (11:59 UTC): nothing yet.
    expect(await due('2026-11-23T11:59:00Z')).toEqual([]);
    // 07:00 New York: the day's daily alert and the week's weekly alert.
    expect(await due('2026-11-23T12:00:00Z')).toEqual(['daily Agency 2026-11-23', 'weekly OpenWeb 2026-W48']);
    // Sunday (2026-11-22) 10:00 New York, with nothing sent yet: the day's alert, and the weekly alert of the week
    // that ends that day (a worker that was down on Monday catches up the same week).
    expect(await due('2026-11-22T15:00:00Z')).toEqual(['daily Agency 2026-11-22', 'weekly OpenWeb 2026-W47']);

    const options = { publicUrl: 'http://x.test', appSecret: context.config.appSecret, schedule, smtp: false };
    await runMorningEmails(context.db, options, new Date('2026-11-23T12:00:00Z'));
    // Tuesday: a new daily period; the weekly one was sent this week.
    expect(await due('2026-11-24T12:30:00Z')).toEqual(['daily Agency 2026-11-24']);
    expect(await due('2026-11-23T20:00:00Z')).toEqual([]);
    await context.db.deleteFrom('savedSearches').execute();
  });

  it('refuses a time zone PostgreSQL does not know', async () => {
    const user = await createUser(context.db);
    const update = context.db
      .updateTable('organizations')
      .set({ timeZone: 'Mars/Olympus' })
      .where('id', '=', user.orgId);
    await expect(update.execute()).rejects.toThrow(/time zone/);
  });
});

describe('GET /api/v1/savedsearches/dailyUpdate', () => {
  it("answers the caller's own alerting searches with their new leads", async () => {
    const me = await createUser(context.db, { plan: 'agency' });
    const teammate = await createUser(context.db, { plan: 'agency', orgId: me.orgId });
    const stranger = await createUser(context.db, { plan: 'agency' });
    const company = await insertCompany(context.db, { name: 'Daily Co' });
    await insertLead(context.db, { title: 'Forklift Operator', companyId: company, companyName: 'Daily Co' });
    await insertLead(context.db, {
      title: 'Open Web Forklift Driver',
      companyId: company,
      companyName: 'Daily Co',
      leadType: 'OpenWeb',
    });
    const mine = await insertAlertingSearch(context.db, me, {
      name: 'My forklifts',
      query: { keyWords: 'forklift' },
      agency: 'daily',
      openWeb: 'weekly',
    });
    await insertAlertingSearch(context.db, me, { name: 'No alert', query: { keyWords: 'forklift' } });
    await insertAlertingSearch(context.db, teammate, {
      name: 'Teammate forklifts',
      query: { keyWords: 'forklift' },
      agency: 'daily',
    });
    await insertAlertingSearch(context.db, stranger, {
      name: 'Stranger forklifts',
      query: { keyWords: 'forklift' },
      agency: 'daily',
    });

    const answer = await context.app.inject({
      url: '/api/v1/savedsearches/dailyUpdate',
      headers: bearer(await mintAccessToken(context, me)),
    });
    expect(answer.statusCode).toBe(200);
    const { searches } = answer.json();
    expect(
      searches.map((search: { searchName: string; leadType: string }) => `${search.searchName} ${search.leadType}`),
    ).toEqual(['My forklifts Agency', 'My forklifts OpenWeb']);
    expect(searches[0]).toMatchObject({ searchId: mine, frequency: 'daily', found: 1 });
    expect(searches[0].hits[0].title).toBe('Forklift Operator');
    expect(searches[1].hits[0].title).toBe('Open Web Forklift Driver');

    // After an alert run nothing is new any more.
    const options = {
      publicUrl: 'http://x.test',
      appSecret: context.config.appSecret,
      schedule: { sendHour: 0, weeklyDay: 1 },
      smtp: false,
    };
    await runMorningEmails(context.db, options);
    const later = await context.app.inject({
      url: '/api/v1/savedsearches/dailyUpdate',
      headers: bearer(await mintAccessToken(context, me)),
    });
    expect(later.json().searches[0].found).toBe(0);

    const demo = await createUser(context.db, { plan: 'demo' });
    const forbidden = await context.app.inject({
      url: '/api/v1/savedsearches/dailyUpdate',
      headers: bearer(await mintAccessToken(context, demo)),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
