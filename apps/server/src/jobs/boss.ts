/**
 * Background jobs (ARCHITECTURE 'background work'): pg-boss on the application's own database, through the
 * process's `pg.Pool` — PostgreSQL, or the embedded PGlite behind the same pool interface (docs/decisions.md
 * 'pg-boss on PGlite'). `npm run worker` runs these in their own process; `npm start` runs them in-process.
 */
import PgBoss from 'pg-boss';
import { reportJobError } from '../lib/error-reporting.ts';
import { createServerAnalytics } from '../modules/analytics/client.ts';
import { createMailTransport } from '../modules/mail/transport.ts';
import { startHeartbeat } from '../modules/operations/heartbeat.ts';
import { registerAgencyTipsRefresh } from './agency-tips-refresh.ts';
import { registerCampaignAutomations } from './campaign-automations.ts';
import { registerCrmRecordsPull } from './crm-records-pull.ts';
import { registerFeedImport } from './feed-import.ts';
import type { JobDependencies } from './job-context.ts';
import { registerMailDelivery, registerMailSweep } from './mail-delivery.ts';
import { registerSavedSearchAlerts } from './saved-search-alerts.ts';
import { registerSourcePolling } from './source-polling.ts';
import { registerTableUpkeep } from './table-upkeep.ts';

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

/** Starts pg-boss (creating its schema on first use), the queues, the alert schedule and the workers. */
export async function startJobs(dependencies: JobDependencies): Promise<JobRunner> {
  const { config, pool, log } = dependencies;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
    schedule: true,
    supervise: true,
    maintenanceIntervalSeconds: config.jobMaintenanceSeconds,
  });
  boss.on('error', (error) => {
    log.error({ err: error }, 'background jobs: pg-boss error');
    reportJobError(error, 'pg-boss');
  });
  await boss.start();
  const transport = dependencies.transport === undefined ? createMailTransport(config.mail) : dependencies.transport;
  const analytics = createServerAnalytics(config.posthog, dependencies.db, (error) =>
    log.error({ err: error }, 'background jobs: analytics event not sent'),
  );
  const context = {
    ...dependencies,
    boss,
    transport,
    analytics,
    pollingIntervalSeconds: dependencies.pollingIntervalSeconds ?? config.jobPollingSeconds,
  };
  await registerMailDelivery(context);
  await registerMailSweep(context);
  await registerSavedSearchAlerts(context);
  await registerAgencyTipsRefresh(context);
  await registerCampaignAutomations(context);
  await registerSourcePolling(context);
  await registerTableUpkeep(context);
  await registerFeedImport(context);
  await registerCrmRecordsPull(context);
  // Readiness and the metrics report the workers alive from these beats (issue #21).
  const heartbeat = await startHeartbeat(dependencies.db, config.workerHeartbeatSeconds, (error) =>
    log.error({ err: error }, 'background jobs: heartbeat failed'),
  );
  return {
    boss,
    stop: async () => {
      await heartbeat.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      transport?.close();
      await analytics.shutdown();
    },
  };
}
