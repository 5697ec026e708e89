/**
 * Job 'crm-records-pull' (issue #32 point 4): every hour (CRM_PULL_CRON, UTC) pulls the client companies and
 * contacts of every connected HubSpot and Bullhorn changed since the connection's last pull. One run at a time
 * across all workers (singleton queue), so each CRM's call limit is kept by one process; a connection that fails
 * has the problem logged on it and the run goes on with the next. Idempotent: records are upserted.
 */
import { reportJobError } from '../lib/error-reporting.ts';
import { createSecretBox } from '../lib/secrets.ts';
import { pullAllConnections } from '../modules/crm-records/service.ts';
import type { JobContext } from './job-context.ts';

export const CRM_RECORDS_PULL_QUEUE = 'crm-records-pull';
/** Twenty past every hour. */
export const CRM_PULL_CRON = '20 * * * *';

export async function registerCrmRecordsPull(context: JobContext): Promise<void> {
  const { boss, db, config, log } = context;
  await boss.createQueue(CRM_RECORDS_PULL_QUEUE, {
    name: CRM_RECORDS_PULL_QUEUE,
    policy: 'singleton',
    retryLimit: 1,
    retryDelay: 300,
    expireInSeconds: config.jobExpireSeconds ?? 3600,
  });
  await boss.schedule(CRM_RECORDS_PULL_QUEUE, CRM_PULL_CRON, {}, { tz: 'UTC' });
  const deps = { db, config, box: createSecretBox(config) };
  await boss.work(
    CRM_RECORDS_PULL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: context.pollingIntervalSeconds },
    async () => {
      try {
        const summary = await pullAllConnections(deps);
        if (summary.connections > 0) log.info(summary, 'crm records pulled');
      } catch (error) {
        reportJobError(error, CRM_RECORDS_PULL_QUEUE);
        throw error;
      }
    },
  );
}
