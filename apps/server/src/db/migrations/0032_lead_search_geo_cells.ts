/**
 * Radius search through geo cells (issue #10; docs/decisions.md 'Radius search through geo cells'): a btree
 * index on each lead's half-degree cell and lead type, then its posted date (`modules/leads/geo-cells.ts`
 * builds the same key). The GiST box of `ll_to_earth` has no statistics (every box is estimated at 1,000
 * rows), so a search within several cities ORed one GiST scan of 20–30k entries per city; the cell index
 * answers all the cities' cells in one scan (`= ANY`), ANDed with the keyword index, and its expression
 * statistics give the planner real counts per cell.
 * - The lead type is part of the key (cell × 2 + 1 for Agency) rather than a partial index per type: the
 *   planner never ANDs two partial indexes with the same predicate (it counts the second as redundant), and
 *   the keyword indexes are partial per type. A search then reads only its own type's entries of each cell.
 * - The posted date follows, so a search within places and a posted-date window reads only the window's
 *   entries of each cell.
 * An expression index: no column is added and no row rewritten.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  await sql`CREATE INDEX leads_geo_cell ON leads (
    ((floor(latitude * 2) * 1000 + floor(longitude * 2))::integer * 2 + CASE WHEN lead_type = 'Agency' THEN 1 ELSE 0 END),
    posted_at)`.execute(db);
  await sql`ANALYZE leads`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX leads_geo_cell`.execute(db);
}
