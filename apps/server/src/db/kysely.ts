import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { queryDuration, queryErrors, slowQueries } from '../lib/metrics.ts';
import type { Database } from './types.ts';

export type Db = Kysely<Database>;

export interface KyselyOptions {
  /** Queries at least this long count as slow (metric agencyscout_db_slow_queries_total); default 500 ms. */
  slowQueryMs?: number;
  /** Told about each slow query: its SQL text (never its parameters) and milliseconds. */
  onSlowQuery?: (sqlText: string, milliseconds: number) => void;
  /** Told the SQL text of every query, whole (never its parameters): the hot queries' snapshots record it. */
  onQuery?: (sqlText: string) => void;
}

/** Kysely over the process pool; tables and columns are snake_case in SQL and camelCase in TypeScript. */
export function createKysely(pool: pg.Pool, options: KyselyOptions = {}): Db {
  const slowQueryMs = options.slowQueryMs ?? 500;
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event: LogEvent) => {
      options.onQuery?.(event.query.sql);
      queryDuration.observe(event.queryDurationMillis / 1000);
      if (event.level === 'error') queryErrors.inc();
      if (event.queryDurationMillis >= slowQueryMs) {
        slowQueries.inc();
        options.onSlowQuery?.(event.query.sql.slice(0, 500), Math.round(event.queryDurationMillis));
      }
    },
  });
}
