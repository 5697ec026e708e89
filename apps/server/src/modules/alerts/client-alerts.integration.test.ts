/**
 * The 'new leads at your clients' alert e-mail (outreach-integrations-admin client list and 'client alert' setting;
 * issue #14): one e-mail per user and local day through a real SMTP receiver, nothing when the setting is off or
 * nothing is new, never another organisation's leads, no duplicate after a killed run, escaped company names and
 * the one-click unsubscribe that turns `email_client_alert` off.
 */
import { LIMITED_VIEW_CAP } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { startSmtpReceiver } from '../../../test/helpers/smtp-receiver.ts';
import { callApi, createTestApp, createUser, type TestContext, type TestUser } from '../../../test/helpers/test-app.ts';
import { deliverOutboxMessage } from '../mail/service.ts';
import { createMailTransport } from '../mail/transport.ts';
import { runMorningEmails } from '../morning-run/service.ts';
import { testRunOptions } from './alert-fixtures.ts';

const DAY_MS = 86_400_000;
const XSS_NAME = 'Acme <img src=x onerror=alert(1)> & Co';
const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';

let context: TestContext;
let acme: number;
let globex: number;

beforeAll(async () => {
  context = await createTestApp();
  acme = await insertCompany(context.db, { name: XSS_NAME });
  globex = await insertCompany(context.db, { name: 'Globex Secret Client' });
});
afterAll(async () => {
  await context.close();
});

async function addClient(user: TestUser, companyId: number) {
  await context.db
    .insertInto('clientListEntries')
    .values({
      orgId: user.orgId,
      userId: user.userId,
      companyId,
      jobLeadId: null,
      createdAt: new Date(Date.now() - 2 * DAY_MS),
    })
    .execute();
}

async function messagesTo(user: TestUser) {
  return context.db
    .selectFrom('outbox')
    .selectAll()
    .where('toAddress', '=', user.email)
    .where('kind', '=', 'client-alert')
    .orderBy('id')
    .execute();
}

async function clientAlertOf(user: TestUser) {
  const row = await context.db
    .selectFrom('users')
    .select('emailClientAlert')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return row.emailClientAlert;
}

/** Hands every queued outbox row to the SMTP receiver once. */
async function deliverQueued(url: string) {
  const transport = createMailTransport({
    smtpUrl: url,
    from: 'alerts@agencyscout.test',
    retryLimit: 0,
    retryDelaySeconds: 1,
  });
  if (!transport) throw new Error('no transport');
  const queued = await context.db.selectFrom('outbox').select('id').where('status', '=', 'queued').execute();
  for (const row of queued) {
    await deliverOutboxMessage(context.db, transport, {
      id: Number(row.id),
      lastAttempt: true,
      publicUrl: context.config.publicUrl,
    });
  }
  transport.close();
}

describe("'new leads at your clients' e-mail", () => {
  it('sends one escaped e-mail per user and day over SMTP, only of their own clients, and never twice', async () => {
    const receiver = await startSmtpReceiver();
    try {
      const member = await createUser(context.db, { plan: 'agency' });
      const otherOrg = await createUser(context.db, { plan: 'agency' });
      await addClient(member, acme);
      await addClient(otherOrg, globex);
      const nurse = await insertLead(context.db, {
        title: 'Nurse <script>alert(1)</script>',
        companyId: acme,
        companyName: XSS_NAME,
        city: 'Chicago',
        state: 'IL',
        postedAt: new Date('2026-11-20T00:00:00Z'),
      });
      const welder = await insertLead(context.db, { title: 'Welder', companyId: acme, companyName: XSS_NAME });
      await insertLead(context.db, {
        title: 'Globex Director',
        companyId: globex,
        companyName: 'Globex Secret Client',
      });
      // Seen before the company's last day window: not new.
      await insertLead(context.db, {
        title: 'Old posting',
        companyId: acme,
        companyName: XSS_NAME,
        firstSeenAt: new Date(Date.now() - 3 * DAY_MS),
      });

      const result = await runMorningEmails(context.db, { ...testRunOptions(context), smtp: true });
      expect(result.clientAlerts).toMatchObject({ emailed: 2, skipped: 0 });
      await deliverQueued(receiver.url);
      const mail = receiver.messages.find((message) => message.to && JSON.stringify(message.to).includes(member.email));
      expect(mail?.subject).toBe('2 new leads at your clients');
      expect(mail?.text).toContain(XSS_NAME);
      expect(mail?.text).toContain(`${context.config.publicUrl}/leads/${nurse}`);
      expect(mail?.text).toContain(`${context.config.publicUrl}/leads/${welder}`);
      expect(mail?.text).toContain('Chicago, IL · Nov 20, 2026');
      expect(mail?.text).not.toMatch(/Old posting|Globex/);
      expect(mail?.html).toContain('Acme &lt;img src=x onerror=alert(1)&gt; &amp; Co');
      expect(mail?.html).toContain('Nurse &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail?.html).not.toMatch(/<img|<script/);
      expect(mail?.html).toContain(`href="${context.config.publicUrl}/leads/${nurse}"`);
      expect(mail?.html).not.toContain('Globex');
      const other = receiver.messages.find((message) => JSON.stringify(message.to).includes(otherOrg.email));
      expect(other?.text).toContain('Globex Director');
      expect(other?.text).not.toContain('Acme');

      // The same local day again, even with a new lead: nothing more.
      await insertLead(context.db, { title: 'Later the same day', companyId: acme, companyName: XSS_NAME });
      const again = await runMorningEmails(context.db, { ...testRunOptions(context), smtp: true });
      expect(again.clientAlerts.due).toBe(0);
      expect(await messagesTo(member)).toHaveLength(1);

      // The next day: only what came after the last e-mail.
      const tomorrow = new Date(Date.now() + DAY_MS);
      const next = await runMorningEmails(context.db, testRunOptions(context), tomorrow);
      expect(next.clientAlerts).toMatchObject({ emailed: 1, nothingNew: 1 });
      const [, second] = await messagesTo(member);
      expect(second?.subject).toBe('1 new lead at your clients');
      expect(second?.textBody).toContain('Later the same day');
      expect(second?.textBody).not.toContain('Welder');
    } finally {
      await receiver.close();
    }
  });

  it('sends nothing when the setting is off or nothing is new, and records the day without new leads', async () => {
    const off = await createUser(context.db, { plan: 'agency' });
    const quiet = await createUser(context.db, { plan: 'agency' });
    await context.db.updateTable('users').set({ emailClientAlert: false }).where('id', '=', off.userId).execute();
    const quietCompany = await insertCompany(context.db, { name: 'Quiet Corp' });
    await addClient(off, acme);
    await addClient(quiet, quietCompany);
    await insertLead(context.db, { title: 'Fresh at Acme', companyId: acme, companyName: XSS_NAME });
    const later = new Date(Date.now() + 3 * DAY_MS);
    await runMorningEmails(context.db, testRunOptions(context), later);
    expect(await messagesTo(off)).toHaveLength(0);
    expect(await messagesTo(quiet)).toHaveLength(0);
    const sends = await context.db
      .selectFrom('clientAlertSends')
      .selectAll()
      .where('userId', 'in', [off.userId, quiet.userId])
      .execute();
    expect(sends.map((send) => [send.userId, send.leadCount, send.outboxId])).toEqual([[quiet.userId, 0, null]]);
  });

  it('a run killed between two users sends no duplicate when it runs again', async () => {
    const when = new Date(Date.now() + 10 * DAY_MS);
    const company = await insertCompany(context.db, { name: 'Killed Run Inc' });
    const users = [await createUser(context.db), await createUser(context.db), await createUser(context.db)];
    for (const user of users) await addClient(user, company);
    await insertLead(context.db, {
      title: 'Killed run lead',
      companyId: company,
      companyName: 'Killed Run Inc',
      firstSeenAt: new Date(when.getTime() - 60_000),
    });
    let done = 0;
    const killed = runMorningEmails(
      context.db,
      {
        ...testRunOptions(context),
        afterClientAlert: () => {
          done += 1;
          if (done === 1) throw new Error('killed');
        },
      },
      when,
    );
    await expect(killed).rejects.toThrow('killed');
    await runMorningEmails(context.db, testRunOptions(context), when);
    await runMorningEmails(context.db, testRunOptions(context), when);
    for (const user of users) {
      const messages = await messagesTo(user);
      expect(messages.map((message) => message.subject)).toEqual(['1 new lead at your clients']);
    }
  });

  it('lists at most a result page of leads to a limited view (§6), and those open for it as after a search', async () => {
    const demo = await createUser(context.db, { plan: 'demo' });
    const company = await insertCompany(context.db, { name: 'Demo Client Inc' });
    await addClient(demo, company);
    const ids: number[] = [];
    for (let index = 0; index < LIMITED_VIEW_CAP + 5; index++) {
      ids.push(
        await insertLead(context.db, {
          title: `Demo job ${index}`,
          companyId: company,
          companyName: 'Demo Client Inc',
        }),
      );
    }
    await runMorningEmails(context.db, testRunOptions(context));
    const [message] = await messagesTo(demo);
    expect(message?.subject).toBe(`${LIMITED_VIEW_CAP} new leads at your clients`);
    const listed = ids.filter((id) => message?.textBody.includes(`/leads/${id}\n`));
    expect(listed).toHaveLength(LIMITED_VIEW_CAP);
    const open = async (id: number) =>
      (await callApi(context, demo, { method: 'GET', url: `/leads/${id}` })).statusCode;
    expect(await open(listed[0] ?? 0)).toBe(200);
    expect(await open(ids.find((id) => !listed.includes(id)) ?? 0)).toBe(404);
  });

  it('unsubscribes with the signed link once, turning the client alert setting off; a bad token does nothing', async () => {
    const user = await createUser(context.db, { plan: 'agency' });
    const company = await insertCompany(context.db, { name: 'Unsubscribe Ltd' });
    await addClient(user, company);
    await insertLead(context.db, { title: 'Recruiter', companyId: company, companyName: 'Unsubscribe Ltd' });
    await runMorningEmails(context.db, testRunOptions(context));
    const [message] = await messagesTo(user);
    const headers = message?.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    expect(url.pathname).toBe(UNSUBSCRIBE_PATH);
    expect(message?.textBody).toContain(`Turn off these e-mails: ${url.href}`);
    const token = url.searchParams.get('token') ?? '';
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const post = (value: string) =>
      context.app.inject({ method: 'POST', url: UNSUBSCRIBE_PATH, query: { token: value } });

    expect((await context.app.inject({ url: UNSUBSCRIBE_PATH, query: { token: tampered } })).statusCode).toBe(400);
    expect((await post(tampered)).statusCode).toBe(400);
    expect((await post('not-a-token')).statusCode).toBe(400);
    expect(await clientAlertOf(user)).toBe(true);

    const confirm = await context.app.inject({ url: UNSUBSCRIBE_PATH, query: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('new leads at your clients');
    expect((await post(token)).statusCode).toBe(200);
    expect(await clientAlertOf(user)).toBe(false);
    expect((await post(token)).statusCode).toBe(410);

    // Off means off: the next day sends nothing.
    await insertLead(context.db, { title: 'After unsubscribe', companyId: company, companyName: 'Unsubscribe Ltd' });
    await runMorningEmails(context.db, testRunOptions(context), new Date(Date.now() + DAY_MS));
    expect(await messagesTo(user)).toHaveLength(1);
  });
});
