/**
 * `npm run cli -- send-alerts [--any-hour]`: one alert run now (what the scheduled job does: saved-search alerts
 * and the 'new leads at your clients' e-mails), e.g. after downtime or to try a new SMTP server. `--any-hour` ignores ALERT_SEND_HOUR. With SMTP_URL the e-mails are
 * queued for the delivery job of the running server or worker.
 */
import { parseArgs } from 'node:util';
import PgBoss from 'pg-boss';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { runMorningEmails } from '../modules/morning-run/service.ts';
import { bossExecutorOf } from './job-context.ts';
import { MAIL_DELIVERY_QUEUE } from './mail-delivery.ts';

export async function runSendAlertsCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { 'any-hour': { type: 'boolean', default: false } } });
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const pool = database.pool.pool;
  // A queue client only (no workers, no schedule): the delivery job of the server or worker sends the mail.
  const boss = config.mail.smtpUrl
    ? new PgBoss({
        db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
        supervise: false,
        schedule: false,
      })
    : null;
  try {
    if (boss) {
      await boss.start();
      await boss.createQueue(MAIL_DELIVERY_QUEUE, {
        name: MAIL_DELIVERY_QUEUE,
        retryLimit: config.mail.retryLimit,
        retryDelay: config.mail.retryDelaySeconds,
        retryBackoff: true,
      });
    }
    const result = await runMorningEmails(database.db, {
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      schedule: values['any-hour'] ? { ...config.alerts, sendHour: 0 } : config.alerts,
      concurrency: config.alerts.concurrency,
      smtp: boss !== null,
      enqueueDelivery: boss
        ? async (trx, outboxId) => {
            await boss.send(MAIL_DELIVERY_QUEUE, { outboxId }, { db: bossExecutorOf(trx) });
          }
        : undefined,
    });
    console.log(
      `Alerts due: ${result.due}; e-mailed: ${result.emailed}; nothing new: ${result.nothingNew}; skipped: ${result.skipped}. Client alerts due: ${result.clientAlerts.due}; e-mailed: ${result.clientAlerts.emailed}; nothing new: ${result.clientAlerts.nothingNew}. Activity reports due: ${result.reports.due}; e-mailed: ${result.reports.emailed} (${result.elapsedMs} ms). ${boss ? 'Queued for SMTP.' : 'Kept in the outbox (/admin/mailbox).'}`,
    );
  } finally {
    await boss?.stop({ graceful: false, wait: true });
    await database.close();
  }
}
