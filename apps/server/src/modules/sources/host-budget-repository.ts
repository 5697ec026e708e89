/**
 * The database's SharedHostBudget (sources/http/shared-host-budget.ts): `source_hosts.next_start_at` per host, moved
 * forward with one atomic upsert per request, so every worker process connected to the database shares the gap.
 * Times are the database's (clock_timestamp), so the workers' own clocks may differ.
 */
import { sql } from 'kysely';
import type { DatabaseTarget } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import type { PoliteClientOptions } from '../../sources/http/polite-settings.ts';
import type { SharedHostBudget } from '../../sources/http/shared-host-budget.ts';

export function databaseHostBudget(db: Db): SharedHostBudget {
  return {
    async reserve(host, gapMs) {
      const gap = sql`make_interval(secs => ${gapMs / 1000})`;
      const result = await sql<{ waitMs: number }>`
        INSERT INTO source_hosts AS h (host, next_start_at) VALUES (${host}, clock_timestamp() + ${gap})
        ON CONFLICT (host) DO UPDATE SET next_start_at = greatest(h.next_start_at, clock_timestamp()) + ${gap}
        RETURNING greatest(0, extract(epoch FROM (next_start_at - ${gap} - clock_timestamp())) * 1000)::float8
          AS wait_ms`.execute(db);
      return Math.ceil(result.rows[0]?.waitMs ?? 0);
    },
    async holdFor(host, ms) {
      const until = sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`;
      await sql`
        INSERT INTO source_hosts AS h (host, next_start_at) VALUES (${host}, ${until})
        ON CONFLICT (host) DO UPDATE SET next_start_at = greatest(h.next_start_at, excluded.next_start_at)`.execute(db);
    },
  };
}

/**
 * The polite client's options for this database: on PostgreSQL, where any number of workers may poll, the per-host
 * gap is shared through the database; the embedded database has one process, whose own limiter suffices.
 */
export function hostBudgetOptions(db: Db, databaseKind: DatabaseTarget['kind']): PoliteClientOptions {
  return databaseKind === 'postgres' ? { hostBudget: databaseHostBudget(db) } : {};
}
