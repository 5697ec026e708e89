/**
 * The bulk path of a large seed into an empty lead table (issue #29): what PostgreSQL does per lead row
 * besides storing it — secondary index entries, the two foreign-key checks, and the company lead counters
 * rewritten by every batch — is done once after the load instead, in the same transaction (all or nothing).
 * docs/performance.md 'Demo data' has the figures.
 */
import { sql } from 'kysely';
import type { Db } from '../db/kysely.ts';

/** The lead table's counter trigger (migration 0004): adds each batch's leads to their companies' counts. */
const COUNT_TRIGGER = 'leads_count_insert';

interface Definition {
  name: string;
  definition: string;
}

/** Non-unique indexes of a table with their `CREATE INDEX` statements (from the catalog, so always current). */
export async function secondaryIndexes(db: Db, table: string): Promise<Definition[]> {
  const result = await sql<Definition>`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = to_regnamespace(i.schemaname)
    JOIN pg_index x ON x.indexrelid = c.oid
    WHERE i.tablename = ${table} AND i.schemaname = current_schema() AND NOT x.indisunique
    ORDER BY i.indexname`.execute(db);
  return result.rows;
}

/** Foreign keys a table holds, with their definitions (`FOREIGN KEY (…) REFERENCES …`). */
export async function foreignKeys(db: Db, table: string): Promise<Definition[]> {
  const result = await sql<Definition>`
    SELECT k.conname AS name, pg_get_constraintdef(k.oid) AS definition
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    WHERE c.relname = ${table} AND c.relnamespace = to_regnamespace(current_schema()) AND k.contype = 'f'
    ORDER BY k.conname`.execute(db);
  return result.rows;
}

/**
 * Adds the counts of the `source` leads to their companies, as the counter trigger would have done batch by
 * batch (open leads with a company, by lead type): one pass instead of one company update per company and batch.
 */
async function addLeadCounts(db: Db, source: string): Promise<void> {
  await sql`
    UPDATE companies c
    SET agency_lead_count = c.agency_lead_count + d.agency,
        openweb_lead_count = c.openweb_lead_count + d.openweb
    FROM (
      SELECT company_id, count(*) FILTER (WHERE lead_type = 'Agency') AS agency,
             count(*) FILTER (WHERE lead_type = 'OpenWeb') AS openweb
      FROM leads WHERE source = ${source} AND company_id IS NOT NULL AND closed_at IS NULL GROUP BY company_id
    ) d
    WHERE c.id = d.company_id`.execute(db);
}

/**
 * Runs `load` without the table's secondary indexes and builds them afterwards, in the same transaction (a bulk
 * build is much faster than hundreds of thousands of incremental B-tree, GIN and GiST updates).
 */
export async function withIndexesDeferred<T>(db: Db, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = await secondaryIndexes(db, table);
  for (const index of indexes) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  const result = await load();
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  return result;
}

/**
 * Runs `load` (inserts of `source` leads only) without the lead table's secondary indexes, foreign keys and
 * counter trigger, then counts the leads into their companies, adds the foreign keys back (one validating join
 * each instead of two index probes per row) and builds the indexes. Transactional like any DDL; the lead table is
 * locked until the commit.
 */
export async function withLeadsBulkLoad<T>(db: Db, source: string, load: () => Promise<T>): Promise<T> {
  return withIndexesDeferred(db, 'leads', async () => {
    const keys = await foreignKeys(db, 'leads');
    for (const key of keys) await sql`ALTER TABLE leads DROP CONSTRAINT ${sql.id(key.name)}`.execute(db);
    await sql`ALTER TABLE leads DISABLE TRIGGER ${sql.id(COUNT_TRIGGER)}`.execute(db);
    const result = await load();
    await sql`ALTER TABLE leads ENABLE TRIGGER ${sql.id(COUNT_TRIGGER)}`.execute(db);
    await addLeadCounts(db, source);
    for (const key of keys) {
      await sql`ALTER TABLE leads ADD CONSTRAINT ${sql.id(key.name)} ${sql.raw(key.definition)}`.execute(db);
    }
    return result;
  });
}
