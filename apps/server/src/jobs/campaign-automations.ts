/**
 * Job 'campaign-automations' (issue #17; prospecting-core §2.6 'Outbound Campaigns'): after each alert run (and
 * every CAMPAIGN_PUSH_CRON, to take up retries), plans the pushes of every campaign subscription from its saved
 * search's new leads and pushes the due contacts into the providers' campaigns. One run at a time across all
 * workers (singleton queue), so each provider's rate limit is kept by one process.
 */
import type PgBoss from 'pg-boss';
import { reportJobError } from '../lib/error-reporting.ts';
import { createSecretBox } from '../lib/secrets.ts';
import { planCampaignPushes, pushDueCampaignContacts } from '../modules/campaign-automations/automation-run.ts';
import type { JobContext } from './job-context.ts';

export const CAMPAIGN_AUTOMATIONS_QUEUE = 'campaign-automations';
/** Every five minutes: retries that came due and subscriptions whose alert run was missed. */
export const CAMPAIGN_PUSH_CRON = '*/5 * * * *';

/** Queues a run (the alert job calls it after its run). */
export async function queueCampaignAutomations(boss: PgBoss): Promise<void> {
  await boss.send(CAMPAIGN_AUTOMATIONS_QUEUE, {});
}

export async function registerCampaignAutomations(context: JobContext): Promise<void> {
  const { boss, db, config, log } = context;
  await boss.createQueue(CAMPAIGN_AUTOMATIONS_QUEUE, {
    name: CAMPAIGN_AUTOMATIONS_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: config.jobExpireSeconds ?? 3600,
  });
  await boss.schedule(CAMPAIGN_AUTOMATIONS_QUEUE, CAMPAIGN_PUSH_CRON, {}, { tz: 'UTC' });
  const deps = { db, config, box: createSecretBox(config) };
  await boss.work(
    CAMPAIGN_AUTOMATIONS_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: context.pollingIntervalSeconds },
    async () => {
      try {
        const planned = await planCampaignPushes(db);
        const pushed = await pushDueCampaignContacts(deps);
        if (planned.planned > 0 || pushed.pushed + pushed.failed + pushed.retried > 0) {
          log.info({ planned, pushed }, 'campaign automations run');
        }
      } catch (error) {
        reportJobError(error, CAMPAIGN_AUTOMATIONS_QUEUE);
        throw error;
      }
    },
  );
}
