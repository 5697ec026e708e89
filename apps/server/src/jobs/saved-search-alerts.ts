/**
 * Job 'saved-search-alerts' (§2.6 Notify Me; issue #11): on ALERT_CHECK_CRON, sends every alert that is due in
 * its organisation's time zone (daily from ALERT_SEND_HOUR, weekly on ALERT_WEEKLY_DAY). One run at a time
 * (singleton queue); each alert is claimed, written and queued for SMTP in one transaction.
 */
import { runAlerts } from '../modules/alerts/service.ts';
import { bossExecutorOf, type JobContext } from './boss.ts';
import { MAIL_DELIVERY_QUEUE } from './mail-delivery.ts';

export const SAVED_SEARCH_ALERTS_QUEUE = 'saved-search-alerts';

export async function registerSavedSearchAlerts(context: JobContext): Promise<void> {
  const { boss, config, db, transport, log } = context;
  await boss.createQueue(SAVED_SEARCH_ALERTS_QUEUE, {
    name: SAVED_SEARCH_ALERTS_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 3600,
  });
  await boss.schedule(SAVED_SEARCH_ALERTS_QUEUE, config.alerts.checkCron, {}, { tz: 'UTC' });
  await boss.work(SAVED_SEARCH_ALERTS_QUEUE, { pollingIntervalSeconds: context.pollingIntervalSeconds }, async () => {
    const result = await runAlerts(db, {
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      schedule: config.alerts,
      concurrency: config.alerts.concurrency,
      smtp: transport !== null,
      enqueueDelivery: async (trx, outboxId) => {
        await boss.send(MAIL_DELIVERY_QUEUE, { outboxId }, { db: bossExecutorOf(trx) });
      },
    });
    if (result.due > 0) log.info(result, 'saved-search alerts sent');
  });
}
