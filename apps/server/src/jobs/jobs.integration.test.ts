/**
 * The background jobs for real (issue #11): pg-boss on the test database (PGlite or PostgreSQL) runs the alert job,
 * whose e-mail is handed to a real SMTP receiver by the delivery job — once — and a refused hand-off is retried
 * with back-off and ends failed after the last try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertLead } from '../../test/helpers/lead-fixtures.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/helpers/smtp-receiver.ts';
import { createTestApp, createUser, type TestContext } from '../../test/helpers/test-app.ts';
import { insertAlertingSearch } from '../modules/alerts/alert-fixtures.ts';
import { createMailTransport } from '../modules/mail/transport.ts';
import { type JobRunner, startJobs } from './boss.ts';
import type { JobContext } from './job-context.ts';
import { SAVED_SEARCH_ALERTS_QUEUE } from './saved-search-alerts.ts';
import { registerTableUpkeep, TABLE_UPKEEP_QUEUE } from './table-upkeep.ts';

let context: TestContext;
let receiver: SmtpReceiver;
let jobs: JobRunner;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  context = await createTestApp({
    SMTP_URL: receiver.url,
    MAIL_RETRY_LIMIT: '2',
    MAIL_RETRY_DELAY_SECONDS: '1',
    ALERT_SEND_HOUR: '0',
  });
  const silent = { info: () => {}, error: () => {} };
  jobs = await startJobs({
    config: context.config,
    db: context.db,
    pool: context.pool,
    log: silent,
    transport: createMailTransport(context.config.mail),
    pollingIntervalSeconds: 0.5,
  });
}, 60_000);
afterAll(async () => {
  await jobs?.stop();
  await context?.close();
  await receiver?.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 40): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const outbox = () => context.db.selectFrom('outbox').selectAll().orderBy('id').execute();

describe('pg-boss alert and delivery jobs', () => {
  it('sends a due alert over SMTP once, and retries a refused one until it fails', { timeout: 90_000 }, async () => {
    const user = await createUser(context.db);
    const company = await insertCompany(context.db, { name: 'Queue Co' });
    await insertLead(context.db, { title: 'Crane Operator', companyId: company, companyName: 'Queue Co' });
    await insertAlertingSearch(context.db, user, { name: 'Cranes', query: { keyWords: 'crane' }, agency: 'daily' });
    await jobs.boss.send(SAVED_SEARCH_ALERTS_QUEUE, {});
    const sent = await waitFor(outbox, (rows) => rows[0]?.status === 'sent');
    expect(sent.map((row) => row.status)).toEqual(['sent']);
    expect(receiver.messages.map((mail) => mail.subject)).toEqual(['1 new Agency lead for "Cranes"']);

    // The job again: the period was sent, nothing more goes out.
    await jobs.boss.send(SAVED_SEARCH_ALERTS_QUEUE, {});
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(receiver.messages).toHaveLength(1);

    receiver.failing = true;
    await insertAlertingSearch(context.db, user, {
      name: 'More cranes',
      query: { keyWords: 'crane' },
      agency: 'daily',
    });
    await jobs.boss.send(SAVED_SEARCH_ALERTS_QUEUE, {});
    const failed = await waitFor(outbox, (rows) => rows[1]?.status === 'failed', 60);
    expect(failed[1]).toMatchObject({ status: 'failed', attempts: 3, subject: '1 new Agency lead for "More cranes"' });
    expect(receiver.offered).toBe(4);
  });
});

describe('table upkeep schedule', () => {
  it('is scheduled where wanted and removed when a later start switches it off', async () => {
    const names = async () => (await jobs.boss.getSchedules()).map((schedule) => schedule.name);
    expect(await names()).toContain(TABLE_UPKEEP_QUEUE);
    const off = { ...context.config, tableUpkeep: { ...context.config.tableUpkeep, mode: 'off' as const } };
    const silent = { info: () => {}, error: () => {} };
    await registerTableUpkeep({
      config: off,
      db: context.db,
      pool: context.pool,
      log: silent,
      boss: jobs.boss,
      transport: null,
      pollingIntervalSeconds: 0.5,
    } as unknown as JobContext);
    expect(await names()).not.toContain(TABLE_UPKEEP_QUEUE);
  });
});
