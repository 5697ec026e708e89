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

/** The tables the table upkeep job looks after: the main tables and those live sources write all day. */
export const UPKEEP_TABLES = [...MAIN_TABLES, 'sources', 'source_postings'] as const;
export type UpkeepTable = (typeof UPKEEP_TABLES)[number];

/**
 * `VACUUM (ANALYZE)` the tables. VACUUM cannot run inside a transaction: pass the plain database, never a
 * transaction (PostgreSQL and PGlite both refuse it there).
 */
export async function vacuumAnalyze(db: Db, tables: readonly UpkeepTable[]): Promise<void> {
  const known = [...new Set(tables)].filter((table) => UPKEEP_TABLES.includes(table));
  if (known.length === 0) return;
  await sql`VACUUM (ANALYZE) ${sql.join(known.map((table) => sql.table(table)))}`.execute(db);
}

/**
 * When a table is due (docs/decisions.md 'Table upkeep'): autovacuum's rules with tighter scale factors, because
 * newest-first searches read exactly the pages new leads are written to — their visibility map bits decide
 * whether a count or an index-only scan reads the heap.
 */
export const UPKEEP_THRESHOLDS = {
  /** Vacuum after 50 + 5 % of the live rows are dead… */
  dead: { base: 50, scale: 0.05 },
  /** …or 1,000 + 2 % of the live rows were inserted since the last vacuum (it sets their visibility bits). */
  inserted: { base: 1000, scale: 0.02 },
  /** Analyse after 50 + 5 % of the live rows changed since the last analyse. */
  modified: { base: 50, scale: 0.05 },
} as const;

export interface UpkeepNeed {
  table: UpkeepTable;
  /** Vacuum (and analyse) it; false: analyse only. */
  vacuum: boolean;
}

/** The tables due for a vacuum or an analyse (statistics views, which lag writes by up to a second). */
export async function tablesDueForUpkeep(db: Db): Promise<UpkeepNeed[]> {
  const { rows } = await sql<{ table: UpkeepTable; live: number; dead: number; inserted: number; modified: number }>`
    SELECT relname AS table, n_live_tup AS live, n_dead_tup AS dead, n_ins_since_vacuum AS inserted,
      n_mod_since_analyze AS modified
    FROM pg_stat_user_tables
    WHERE schemaname = current_schema() AND relname IN (${sql.join([...UPKEEP_TABLES])})
    ORDER BY relname
  `.execute(db);
  const over = (count: number, live: number, rule: { base: number; scale: number }) =>
    Number(count) > rule.base + rule.scale * Number(live);
  const due: UpkeepNeed[] = [];
  for (const row of rows) {
    const vacuum =
      over(row.dead, row.live, UPKEEP_THRESHOLDS.dead) || over(row.inserted, row.live, UPKEEP_THRESHOLDS.inserted);
    if (vacuum || over(row.modified, row.live, UPKEEP_THRESHOLDS.modified)) due.push({ table: row.table, vacuum });
  }
  return due;
}

/** Whether the server runs autovacuum (PGlite has none: false). */
export async function autovacuumRuns(db: Db): Promise<boolean> {
  const { rows } = await sql<{ setting: string }>`SELECT setting FROM pg_settings WHERE name = 'autovacuum'`.execute(
    db,
  );
  return rows[0]?.setting === 'on';
}

/**
 * Vacuums and analyses the tables that are due, one statement each (a long vacuum of one table does not hold the
 * others). Outside any transaction, like `vacuumAnalyze`.
 * @returns the tables vacuumed and those only analysed.
 */
export async function runTableUpkeep(db: Db): Promise<{ vacuumed: UpkeepTable[]; analyzed: UpkeepTable[] }> {
  const done = { vacuumed: [] as UpkeepTable[], analyzed: [] as UpkeepTable[] };
  for (const need of await tablesDueForUpkeep(db)) {
    if (need.vacuum) {
      await vacuumAnalyze(db, [need.table]);
      done.vacuumed.push(need.table);
    } else {
      await sql`ANALYZE ${sql.table(need.table)}`.execute(db);
      done.analyzed.push(need.table);
    }
  }
  return done;
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
