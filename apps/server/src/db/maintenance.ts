/**
 * Table upkeep after bulk loads (issue #9 defect 10, docs/decisions.md "Bulk loads and bloat"): the lead-counter
 * triggers rewrite company rows on every lead batch, so a large import or seed leaves dead rows that slow every
 * query until a vacuum runs — and autovacuum may be off or slow. Bulk writers vacuum what they touched; readiness
 * reports each main table's dead-row ratio.
 */
import { sql } from 'kysely';
import type { Db } from './kysely.ts';

/** The main tables, the ones bulk loads write and readiness reports on. */
export const MAIN_TABLES = ['companies', 'contacts', 'leads', 'agency_tips'] as const;
export type MainTable = (typeof MAIN_TABLES)[number];

/**
 * `VACUUM (ANALYZE)` the tables. VACUUM cannot run inside a transaction: pass the plain database, never a
 * transaction (PostgreSQL and PGlite both refuse it there).
 */
export async function vacuumAnalyze(db: Db, tables: readonly MainTable[]): Promise<void> {
  const known = [...new Set(tables)].filter((table) => MAIN_TABLES.includes(table));
  if (known.length === 0) return;
  await sql`VACUUM (ANALYZE) ${sql.join(known.map((table) => sql.table(table)))}`.execute(db);
}

export interface TableBloat {
  table: MainTable;
  liveRows: number;
  deadRows: number;
  /** dead / (live + dead), 0 for an empty table. */
  deadRatio: number;
  /** PostgreSQL's own autovacuum rule with its defaults: more than 50 + 20 % of the live rows are dead. */
  needsVacuum: boolean;
  lastVacuumAt: string | null;
}

/** Dead-row counts of the main tables from the statistics views (they lag writes by up to a second). */
export async function readTableBloat(db: Db): Promise<TableBloat[]> {
  const { rows } = await sql<{
    table: MainTable;
    liveRows: number;
    deadRows: number;
    lastVacuumAt: Date | null;
  }>`
    SELECT relname AS table, n_live_tup AS live_rows, n_dead_tup AS dead_rows,
      greatest(last_vacuum, last_autovacuum) AS last_vacuum_at
    FROM pg_stat_user_tables
    WHERE schemaname = current_schema() AND relname IN (${sql.join([...MAIN_TABLES])})
    ORDER BY relname
  `.execute(db);
  return rows.map((row) => {
    const live = Number(row.liveRows);
    const dead = Number(row.deadRows);
    return {
      table: row.table,
      liveRows: live,
      deadRows: dead,
      deadRatio: live + dead === 0 ? 0 : Math.round((dead / (live + dead)) * 1000) / 1000,
      needsVacuum: dead > 50 + 0.2 * live,
      lastVacuumAt: row.lastVacuumAt ? row.lastVacuumAt.toISOString() : null,
    };
  });
}
