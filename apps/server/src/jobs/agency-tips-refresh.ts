/**
 * Job 'agency-tips-refresh' (issue #12; prospecting-core §1, §9 'Agency tips window'): recomputes Agency leads
 * and Agency Tips. Every night (TIPS_NIGHTLY_CRON, UTC) the companies whose leads changed since the last run and
 * those whose first signal left the 12-month window; when queued with `companyIds` (after an import run), just
 * those; with `changed: true`, the companies changed since the last run. One run at a time (singleton queue).
 */
import type PgBoss from 'pg-boss';
import { refreshAfterImport, refreshNightly } from '../modules/tips/refresh-service.ts';
import type { JobContext } from './job-context.ts';

export const AGENCY_TIPS_REFRESH_QUEUE = 'agency-tips-refresh';
/** 03:30 UTC, after the night's feeds. */
export const TIPS_NIGHTLY_CRON = '30 3 * * *';

export interface AgencyTipsRefreshData {
  companyIds?: number[];
  changed?: boolean;
}

/** Queues a recompute (e.g. at the end of an import run); `companyIds` limits it to those companies. */
export async function queueTipsRefresh(boss: PgBoss, data: AgencyTipsRefreshData = { changed: true }): Promise<void> {
  await boss.send(AGENCY_TIPS_REFRESH_QUEUE, data);
}

export async function registerAgencyTipsRefresh(context: JobContext): Promise<void> {
  const { boss, db, log } = context;
  await boss.createQueue(AGENCY_TIPS_REFRESH_QUEUE, {
    name: AGENCY_TIPS_REFRESH_QUEUE,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 3600,
  });
  await boss.schedule(AGENCY_TIPS_REFRESH_QUEUE, TIPS_NIGHTLY_CRON, {}, { tz: 'UTC' });
  await boss.work<AgencyTipsRefreshData>(
    AGENCY_TIPS_REFRESH_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: context.pollingIntervalSeconds },
    async ([job]) => {
      const data = job?.data ?? {};
      const summary = data.companyIds
        ? await refreshAfterImport(db, data.companyIds)
        : data.changed
          ? await refreshAfterImport(db)
          : await refreshNightly(db);
      log.info(summary, 'agency tips recomputed');
    },
  );
}
