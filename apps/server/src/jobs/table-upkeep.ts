/**
 * Job 'table-upkeep' (issue #29 point 3; docs/decisions.md 'Table upkeep'): every TABLE_UPKEEP_CRON (UTC) the
 * tables the product writes all day — leads from live sources, their postings, contacts, companies — are vacuumed
 * and analysed when due (db/maintenance.ts `tablesDueForUpkeep`), so their visibility map and planner statistics
 * stay current after writes. With TABLE_UPKEEP=auto (the default) it works only where nothing else does:
 * PostgreSQL with autovacuum off, and the embedded PGlite (which has no autovacuum); `on` always, `off` never.
 */
import { autovacuumRuns, runTableUpkeep } from '../db/maintenance.ts';
import type { JobContext } from './job-context.ts';

export const TABLE_UPKEEP_QUEUE = 'table-upkeep';

/** Whether this deployment's worker should look after the tables (see the file's comment). */
export async function upkeepWanted(context: Pick<JobContext, 'config' | 'db'>): Promise<boolean> {
  const { mode } = context.config.tableUpkeep;
  if (mode !== 'auto') return mode === 'on';
  return context.config.database.kind === 'pglite' || !(await autovacuumRuns(context.db));
}

/**
 * Schedules and works the job where it is wanted; where it is not (TABLE_UPKEEP=off, or autovacuum on), removes a
 * schedule that an earlier start left behind, so switching it off stops it.
 */
export async function registerTableUpkeep(context: JobContext): Promise<void> {
  const { boss, db, log, config } = context;
  if (!(await upkeepWanted(context))) {
    if ((await boss.getSchedules()).some((schedule) => schedule.name === TABLE_UPKEEP_QUEUE))
      await boss.unschedule(TABLE_UPKEEP_QUEUE);
    return;
  }
  await boss.createQueue(TABLE_UPKEEP_QUEUE, {
    name: TABLE_UPKEEP_QUEUE,
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 3600,
  });
  await boss.schedule(TABLE_UPKEEP_QUEUE, config.tableUpkeep.cron, {}, { tz: 'UTC' });
  await boss.work(
    TABLE_UPKEEP_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: context.pollingIntervalSeconds },
    async () => {
      const started = Date.now();
      const done = await runTableUpkeep(db);
      if (done.vacuumed.length + done.analyzed.length > 0)
        log.info({ ...done, ms: Date.now() - started }, 'tables upkept');
    },
  );
}
