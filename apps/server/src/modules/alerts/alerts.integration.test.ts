/**
 * Saved-search alert e-mails (issue #11): the right new leads in the right e-mail through a real SMTP receiver,
 * nothing when nothing is new, no duplicate after a run is killed between two searches, the outbox without SMTP,
 * the one-click unsubscribe, the mailbox for staff only and dailyUpdate scoped to the caller.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROLES } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../../test/helpers/lead-fixtures.ts';
import { startSmtpReceiver } from '../../../test/helpers/smtp-receiver.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';
import { deliverOutboxMessage } from '../mail/service.ts';
import { createMailTransport } from '../mail/transport.ts';
import { runMorningEmails } from '../morning-run/service.ts';
import { insertAlertingSearch, testRunOptions } from './alert-fixtures.ts';

const CHILD = path.resolve(import.meta.dirname, '../../../test/helpers/alert-run-child.ts');

let context: TestContext;
let owner: TestUser;
let acme: number;

const CHICAGO = { latitude: 41.8781, longitude: -87.6298, radius: 25, location: 'Chicago, IL' };

beforeAll(async () => {
  context = await createTestApp();
  owner = await createUser(context.db, { plan: 'agency' });
  acme = await insertCompany(context.db, { name: 'Acme <Staffing>' });
});
afterAll(async () => {
  await context.close();
});

async function outboxRows() {
  return context.db.selectFrom('outbox').selectAll().orderBy('id').execute();
}

/** Hands every queued outbox row to SMTP once. */
async function deliverQueued(url: string, lastAttempt = false) {
  const transport = createMailTransport({
    smtpUrl: url,
    from: 'alerts@agencyscout.test',
    retryLimit: 0,
    retryDelaySeconds: 1,
  });
  if (!transport) throw new Error('no transport');
  const queued = await context.db.selectFrom('outbox').select('id').where('status', '=', 'queued').execute();
  const outcomes = [];
  for (const row of queued) {
    outcomes.push(
      (
        await deliverOutboxMessage(context.db, transport, {
          id: Number(row.id),
          lastAttempt,
          publicUrl: context.config.publicUrl,
        })
      ).outcome,
    );
  }
  transport.close();
  return outcomes;
}

describe('alert e-mails', () => {
  it('sends each search its new Agency and Open Web leads apart, by its filters, over SMTP', async () => {
    const receiver = await startSmtpReceiver();
    try {
      const search = await insertAlertingSearch(context.db, owner, {
        name: 'Nurses <b>Chicago</b>',
        query: { keyWords: 'nurse', locations: [CHICAGO], employmentType: ['Direct Hire'] },
        agency: 'daily',
        openWeb: 'daily',
      });
      const base = {
        companyId: acme,
        companyName: 'Acme <Staffing>',
        city: 'Chicago',
        state: 'IL',
        latitude: 41.88,
        longitude: -87.63,
      };
      await insertLead(context.db, {
        ...base,
        title: 'Registered Nurse <script>x</script>',
        employmentTypes: ['Direct Hire'],
        minSalary: 70000,
        maxSalary: 90000,
      });
      await insertLead(context.db, {
        ...base,
        title: 'Open Web Nurse',
        leadType: 'OpenWeb',
        employmentTypes: ['Direct Hire'],
      });
      await insertLead(context.db, { ...base, title: 'Contract Nurse', employmentTypes: ['Contract'] });
      await insertLead(context.db, { ...base, title: 'Welder', employmentTypes: ['Direct Hire'] });
      await insertLead(context.db, {
        ...base,
        title: 'Nurse in Boston',
        employmentTypes: ['Direct Hire'],
        city: 'Boston',
        state: 'MA',
        latitude: 42.36,
        longitude: -71.06,
      });

      const result = await runMorningEmails(context.db, { ...testRunOptions(context), smtp: true });
      expect(result).toMatchObject({ due: 2, emailed: 2 });
      expect(await deliverQueued(receiver.url)).toEqual(['sent', 'sent']);
      expect(receiver.messages).toHaveLength(2);
      const agency = receiver.messages.find((mail) => mail.subject?.includes('Agency'));
      const openWeb = receiver.messages.find((mail) => mail.subject?.includes('Open Web'));
      expect(agency?.subject).toBe('1 new Agency lead for "Nurses <b>Chicago</b>"');
      expect(agency?.text).toContain('Registered Nurse <script>x</script>');
      expect(agency?.text).toContain('$70,000 – $90,000 a year');
      expect(agency?.text).not.toMatch(/Open Web Nurse|Contract Nurse|Welder|Boston/);
      expect(agency?.html).toContain('Registered Nurse &lt;script&gt;x&lt;/script&gt;');
      expect(agency?.html).not.toContain('<script>');
      expect(agency?.text).toContain(`/leads?dontclearfilter=true&searchId=${search}`);
      expect(openWeb?.text).toContain('Open Web Nurse');
      expect(openWeb?.text).not.toContain('Registered Nurse');
      expect(openWeb?.text).toContain(`/openweb?dontclearfilter=true&searchId=${search}`);
      const header = (name: string) => agency?.headerLines.find((line) => line.key === name)?.line ?? '';
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const unsubscribeUrl = header('list-unsubscribe').match(/<(.+)>/)?.[1] ?? '';
      expect(unsubscribeUrl).toMatch(/^http:\/\/agencyscout\.test\/api\/alerts\/unsubscribe\?token=/);
      expect((await outboxRows()).map((row) => row.status)).toEqual(['sent', 'sent']);

      // The same period again: nothing is sent twice.
      expect(await runMorningEmails(context.db, { ...testRunOptions(context), smtp: true })).toMatchObject({
        due: 0,
        emailed: 0,
      });

      // Unsubscribe: the signed link works once, a tampered one not at all.
      expect(agency?.text).toContain(`Turn off this alert: ${unsubscribeUrl}`);
      const link = new URL(unsubscribeUrl);
      const token = link.searchParams.get('token') ?? '';
      const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const path = '/api/alerts/unsubscribe';
      expect((await context.app.inject({ url: path, query: { token: tampered } })).statusCode).toBe(400);
      expect((await context.app.inject({ method: 'POST', url: path, query: { token: tampered } })).statusCode).toBe(
        400,
      );
      const confirm = await context.app.inject({ url: path, query: { token } });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.body).toContain('<form method="post"');
      const oneClick = {
        method: 'POST' as const,
        url: path,
        query: { token },
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
      expect((await context.app.inject(oneClick)).statusCode).toBe(200);
      const after = await context.db
        .selectFrom('savedSearches')
        .selectAll()
        .where('id', '=', search)
        .executeTakeFirstOrThrow();
      expect(after).toMatchObject({ sendEmail: false, sendEmailFrequency: null, sendOpenWebEmail: true });
      expect((await context.app.inject(oneClick)).statusCode).toBe(410);
      // Mail clients may post the one field as multipart/form-data.
      const multipart = await context.app.inject({
        method: 'POST',
        url: path,
        query: { token },
        payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      });
      expect(multipart.statusCode).toBe(410);
      expect((await context.app.inject({ url: path, query: { token } })).statusCode).toBe(410);
    } finally {
      await receiver.close();
      await context.db.deleteFrom('savedSearches').execute();
      await context.db.deleteFrom('outbox').execute();
    }
  });

  it('sends nothing when nothing is new, and keeps messages in the outbox without SMTP', async () => {
    await insertAlertingSearch(context.db, owner, {
      name: 'Astronauts',
      query: { keyWords: 'astronaut' },
      agency: 'daily',
    });
    expect(await runMorningEmails(context.db, testRunOptions(context))).toMatchObject({
      due: 1,
      emailed: 0,
      nothingNew: 1,
    });
    expect(await outboxRows()).toHaveLength(0);

    await insertAlertingSearch(context.db, owner, { name: 'Welders', query: { jobTitle: 'welder' }, agency: 'daily' });
    expect(await runMorningEmails(context.db, testRunOptions(context))).toMatchObject({ due: 1, emailed: 1 });
    const [stored] = await outboxRows();
    expect(stored).toMatchObject({
      status: 'stored',
      toAddress: owner.email,
      subject: '1 new Agency lead for "Welders"',
    });
    await context.db.deleteFrom('savedSearches').execute();
    await context.db.deleteFrom('outbox').execute();
  });

  it('lists up to 50 leads and counts the rest with a link to the search', async () => {
    for (let i = 0; i < 52; i += 1) {
      await insertLead(context.db, {
        title: `Forklift Driver ${i}`,
        companyId: acme,
        companyName: 'Acme',
        leadType: 'OpenWeb',
      });
    }
    const search = await insertAlertingSearch(context.db, owner, {
      name: 'Forklifts',
      query: { keyWords: 'forklift' },
      openWeb: 'weekly',
    });
    expect(await runMorningEmails(context.db, testRunOptions(context), new Date(Date.now() + 1000))).toMatchObject({
      emailed: 1,
    });
    const [mail] = await outboxRows();
    expect(mail?.subject).toBe('52 new Open Web leads for "Forklifts"');
    expect(mail?.textBody.match(/^Forklift Driver \d+$/gm)).toHaveLength(50);
    expect(mail?.textBody).toContain(
      `…and 2 more: http://agencyscout.test/openweb?dontclearfilter=true&searchId=${search}`,
    );
    expect(mail?.htmlBody).toContain('See all 52 leads');
    await context.db.deleteFrom('savedSearches').execute();
    await context.db.deleteFrom('outbox').execute();
  });

  it('two runs at once (two workers, several lanes each) send each alert once', async () => {
    for (let i = 0; i < 6; i += 1) {
      await insertAlertingSearch(context.db, owner, {
        name: `Lane ${i}`,
        query: { jobTitle: 'welder' },
        agency: 'daily',
      });
    }
    const options = { ...testRunOptions(context), concurrency: 3 };
    const [first, second] = await Promise.all([
      runMorningEmails(context.db, options),
      runMorningEmails(context.db, options),
    ]);
    expect(first.emailed + second.emailed).toBe(6);
    expect(await outboxRows()).toHaveLength(6);
    await context.db.deleteFrom('savedSearches').execute();
    await context.db.deleteFrom('outbox').execute();
  });

  it('a run killed between two searches sends no duplicate when it runs again', async () => {
    for (const name of ['One', 'Two', 'Three']) {
      await insertAlertingSearch(context.db, owner, { name, query: { jobTitle: 'welder' }, agency: 'daily' });
    }
    let done = 0;
    const killed = runMorningEmails(context.db, {
      ...testRunOptions(context),
      afterAlert: () => {
        done += 1;
        if (done === 1) throw new Error('killed');
      },
    });
    await expect(killed).rejects.toThrow('killed');
    expect(await outboxRows()).toHaveLength(1);
    expect(await runMorningEmails(context.db, testRunOptions(context))).toMatchObject({ due: 2, emailed: 2 });
    expect(await runMorningEmails(context.db, testRunOptions(context))).toMatchObject({ due: 0 });
    const subjects = (await outboxRows()).map((row) => row.subject).sort();
    expect(subjects).toEqual([
      '1 new Agency lead for "One"',
      '1 new Agency lead for "Three"',
      '1 new Agency lead for "Two"',
    ]);
    await context.db.deleteFrom('savedSearches').execute();
    await context.db.deleteFrom('outbox').execute();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'a worker process killed (SIGKILL) between two searches leaves no duplicate for the next run',
    async () => {
      for (const name of ['Kill one', 'Kill two', 'Kill three']) {
        await insertAlertingSearch(context.db, owner, { name, query: { jobTitle: 'welder' }, agency: 'daily' });
      }
      if (context.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
      const child = spawn(process.execPath, [CHILD], {
        env: { ...process.env, DATABASE_URL: context.config.database.url },
        stdio: 'ignore',
      });
      const signal = await new Promise((resolve) => child.on('exit', (_code, exitSignal) => resolve(exitSignal)));
      expect(signal).toBe('SIGKILL');
      expect(await outboxRows()).toHaveLength(1);
      expect(await runMorningEmails(context.db, testRunOptions(context))).toMatchObject({ due: 2, emailed: 2 });
      const subjects = (await outboxRows()).map((row) => row.subject).sort();
      expect(subjects).toEqual([
        '1 new Agency lead for "Kill one"',
        '1 new Agency lead for "Kill three"',
        '1 new Agency lead for "Kill two"',
      ]);
      await context.db.deleteFrom('savedSearches').execute();
      await context.db.deleteFrom('outbox').execute();
    },
  );

  it('retries a refused SMTP hand-off and marks it failed in the mailbox after the last try', async () => {
    const receiver = await startSmtpReceiver({ failing: true });
    try {
      await insertAlertingSearch(context.db, owner, {
        name: 'Welding',
        query: { jobTitle: 'welder' },
        agency: 'daily',
      });
      await runMorningEmails(context.db, { ...testRunOptions(context), smtp: true });
      expect(await deliverQueued(receiver.url)).toEqual(['retry']);
      expect(await deliverQueued(receiver.url)).toEqual(['retry']);
      expect(await deliverQueued(receiver.url, true)).toEqual(['failed']);
      expect(await deliverQueued(receiver.url, true)).toEqual([]);
      expect(receiver.offered).toBe(3);
      const staff = await createUser(context.db, { role: ROLES.ADMIN });
      const mailbox = await context.app.inject({
        url: '/api/v1/admin/mailbox',
        headers: bearer(await mintAccessToken(context, staff)),
      });
      expect(mailbox.statusCode).toBe(200);
      expect(mailbox.json().messages[0]).toMatchObject({
        status: 'failed',
        attempts: 3,
        subject: '1 new Agency lead for "Welding"',
      });
      expect(mailbox.json().messages[0].lastError).toContain('try later');
      const member = await context.app.inject({
        url: '/api/v1/admin/mailbox',
        headers: bearer(await mintAccessToken(context, owner)),
      });
      expect(member.statusCode).toBe(403);
      const companyAdmin = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
      const forbidden = await context.app.inject({
        url: '/api/v1/admin/mailbox',
        headers: bearer(await mintAccessToken(context, companyAdmin)),
      });
      expect(forbidden.statusCode).toBe(403);
    } finally {
      await receiver.close();
      await context.db.deleteFrom('savedSearches').execute();
      await context.db.deleteFrom('outbox').execute();
    }
  });
});
