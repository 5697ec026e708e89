/**
 * Job 'saved-search-alerts' (§2.6 Notify Me; issue #11): on ALERT_CHECK_CRON, sends every alert that is due in
 * its organisation's time zone (daily from ALERT_SEND_HOUR, weekly on ALERT_WEEKLY_DAY), and the daily
 * 'new leads at your clients' e-mails (issue #14) from the same hour. One run at a time
 * (singleton queue); each alert is claimed, written and queued for SMTP in one transaction.
 */
import { ANALYTICS_EVENTS } from '@agencyscout/contracts';
import { reportJobError } from '../lib/error-reporting.ts';
import { runMorningEmails } from '../modules/morning-run/service.ts';
import { recordRun } from '../modules/operations/repository.ts';
import { queueCampaignAutomations } from './campaign-automations.ts';
import { bossExecutorOf, type JobContext } from './job-context.ts';
import { MAIL_DELIVERY_QUEUE } from './mail-delivery.ts';

export const SAVED_SEARCH_ALERTS_QUEUE = 'saved-search-alerts';

export async function registerSavedSearchAlerts(context: JobContext): Promise<void> {
  const { boss, config, db, transport, log, analytics } = context;
  await boss.createQueue(SAVED_SEARCH_ALERTS_QUEUE, {
    name: SAVED_SEARCH_ALERTS_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: config.jobExpireSeconds ?? 3600,
  });
  await boss.schedule(SAVED_SEARCH_ALERTS_QUEUE, config.alerts.checkCron, {}, { tz: 'UTC' });
  await boss.work(SAVED_SEARCH_ALERTS_QUEUE, { pollingIntervalSeconds: context.pollingIntervalSeconds }, async () => {
    const startedAt = new Date();
    const result = await runMorningEmails(db, {
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      schedule: config.alerts,
      concurrency: config.alerts.concurrency,
      smtp: transport !== null,
      enqueueDelivery: async (trx, outboxId) => {
        await boss.send(MAIL_DELIVERY_QUEUE, { outboxId }, { db: bossExecutorOf(trx) });
      },
      onOutcome: (alert, outcome) => {
        if (outcome !== 'emailed') return;
        analytics.capture({
          userId: alert.userId,
          orgId: alert.orgId,
          event: ANALYTICS_EVENTS.alertSent,
          properties: { savedSearchId: alert.searchId, leadType: alert.leadType, frequency: alert.frequency },
        });
      },
    }).catch(async (error: unknown) => {
      reportJobError(error, SAVED_SEARCH_ALERTS_QUEUE);
      await recordRun(db, { kind: 'alert', outcome: 'failed', startedAt, detail: String(error).slice(0, 500) });
      throw error;
    });
    await recordRun(db, { kind: 'alert', outcome: 'succeeded', startedAt, detail: JSON.stringify(result) });
    // The run's new leads feed the campaign subscriptions (issue #17).
    await queueCampaignAutomations(boss);
    if (result.due > 0 || result.clientAlerts.due > 0 || result.reports.due > 0) log.info(result, 'alerts sent');
  });
}
