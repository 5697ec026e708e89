/**
 * SQL of merging two companies and splitting a merge back (issue #32 point 2; docs/decisions.md 'Company
 * resolution'). Every table with a company id is handled here (`MERGE_HANDLED_COLUMNS`, checked against the
 * catalogue by a test): rows of the merged company move to the kept one and their ids go to the merge log; rows the
 * kept company already has the like of (a user's client-list entry, the tip-refresh mark) are removed whole into
 * the log. Rows keyed by lead or contact (favorites, CRM ids, interactions, call-list entries) ride along with
 * their lead or contact. Run inside the caller's transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

/** `table.column` of every column that holds a company id, and how a merge treats it. */
export const MERGE_HANDLED_COLUMNS: Readonly<Record<string, string>> = {
  'leads.company_id': 'moved',
  'contacts.company_id': 'moved',
  'agency_tips.company_id': 'moved',
  'company_notes.company_id': 'moved (organisation kept)',
  'sources.company_id': 'moved',
  'client_list_entries.company_id': 'moved; the same user on both: the merged one removed into the log',
  'tip_deleted_lead_companies.company_id': 'moved; both marked: the merged one removed into the log',
  'call_list_contacts.company_id': 'follows its contact (trigger contacts_spread)',
  'company_aliases.company_id': 'moved; the merged name key and domain added',
  'company_match_candidates.company_id': 'open pairs re-aimed at the kept company; the merged pair deleted',
  'company_match_candidates.other_company_id': 'as company_id',
  'company_merges.kept_company_id': 'earlier merges into the merged company re-aimed at the kept one',
  'crm_companies.matched_company_id': "an organisation's CRM records matched to the merged company: moved",
  'crm_contacts.crm_company_id': "the CRM's own company id (text), not ours: untouched",
};

/** Tables whose moved rows are listed by `id`. */
const ID_TABLES = ['leads', 'contacts', 'agency_tips', 'company_notes', 'sources'] as const;
type IdTable = (typeof ID_TABLES)[number];

/** What a merge moved: ids per table, and keys of the rows without an id. */
export interface MovedRows {
  leads: number[];
  contacts: number[];
  agency_tips: number[];
  company_notes: number[];
  sources: number[];
  /** User ids of the client-list entries moved. */
  client_list_entries: string[];
  tip_deleted_lead_companies: boolean;
  company_aliases: { kind: string; value: string }[];
  company_merges: number[];
  /** Keys of the organisations' CRM company records re-matched (absent in merges logged before CRM records). */
  crm_companies?: CrmCompanyKey[];
}

/** The key of a pulled CRM company record (crm_companies). */
interface CrmCompanyKey {
  orgId: string;
  kind: number;
  crmId: string;
}

/** Whole rows a merge removed (snake_case columns), restored by a split. */
export interface RemovedRows {
  client_list_entries: Record<string, unknown>[];
  tip_deleted_lead_companies: Record<string, unknown>[];
  company_aliases: Record<string, unknown>[];
  /** Columns of the kept company the merge filled from the merged one (their values before: null). */
  kept_filled: string[];
}

/** Columns a merge fills on the kept company when it has none and the merged company has one. */
const FILLED_COLUMNS = [
  'domain',
  'url',
  'address',
  'address2',
  'city',
  'state',
  'country',
  'zip',
  'phone',
  'revenue_usd',
  'employee_range',
  'industry_id',
  'description',
] as const;

async function moveIds(db: Db, table: IdTable, from: number, to: number): Promise<number[]> {
  const result = await sql<{ id: number }>`
    UPDATE ${sql.table(table)} SET company_id = ${to} WHERE company_id = ${from} RETURNING id`.execute(db);
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function moveClientList(db: Db, from: number, to: number): Promise<[string[], Record<string, unknown>[]]> {
  const removed = await sql<{ row: Record<string, unknown> }>`
    DELETE FROM client_list_entries m
    WHERE m.company_id = ${from}
      AND EXISTS (SELECT 1 FROM client_list_entries k WHERE k.user_id = m.user_id AND k.company_id = ${to})
    RETURNING to_jsonb(m) AS row`.execute(db);
  const moved = await sql<{ userId: string }>`
    UPDATE client_list_entries SET company_id = ${to} WHERE company_id = ${from} RETURNING user_id`.execute(db);
  return [moved.rows.map((row) => row.userId), removed.rows.map((row) => row.row)];
}

async function moveTipMark(db: Db, from: number, to: number): Promise<[boolean, Record<string, unknown>[]]> {
  const removed = await sql<{ row: Record<string, unknown> }>`
    DELETE FROM tip_deleted_lead_companies m WHERE m.company_id = ${from}
      AND EXISTS (SELECT 1 FROM tip_deleted_lead_companies WHERE company_id = ${to})
    RETURNING to_jsonb(m) AS row`.execute(db);
  const moved = await sql`UPDATE tip_deleted_lead_companies SET company_id = ${to} WHERE company_id = ${from}`.execute(
    db,
  );
  return [Number(moved.numAffectedRows ?? 0) > 0, removed.rows.map((row) => row.row)];
}

async function moveAliases(
  db: Db,
  from: number,
  to: number,
): Promise<[{ kind: string; value: string }[], Record<string, unknown>[]]> {
  const removed = await sql<{ row: Record<string, unknown> }>`
    DELETE FROM company_aliases m WHERE m.company_id = ${from}
      AND EXISTS (SELECT 1 FROM company_aliases k WHERE k.company_id = ${to} AND k.kind = m.kind AND k.value = m.value)
    RETURNING to_jsonb(m) AS row`.execute(db);
  const moved = await sql<{ kind: string; value: string }>`
    UPDATE company_aliases SET company_id = ${to} WHERE company_id = ${from} RETURNING kind, value`.execute(db);
  return [moved.rows, removed.rows.map((row) => row.row)];
}

/** Re-matches the organisations' CRM company records of the merged company to the kept one. */
async function moveCrmMatches(db: Db, from: number, to: number): Promise<CrmCompanyKey[]> {
  const result = await sql<CrmCompanyKey>`
    UPDATE crm_companies SET matched_company_id = ${to} WHERE matched_company_id = ${from}
    RETURNING org_id, kind, crm_id`.execute(db);
  return result.rows;
}

/** Open pairs of the merged company with third companies, re-aimed at the kept one (never logged). */
async function reaimPairs(db: Db, from: number, to: number): Promise<void> {
  await sql`
    INSERT INTO company_match_candidates (company_id, other_company_id, reason, similarity, created_at)
    SELECT least(${to}::bigint, o.other), greatest(${to}::bigint, o.other), o.reason, o.similarity, o.created_at
    FROM (
      SELECT CASE WHEN company_id = ${from} THEN other_company_id ELSE company_id END AS other, reason, similarity,
        created_at
      FROM company_match_candidates
      WHERE status = 'open' AND (company_id = ${from} OR other_company_id = ${from})
    ) o
    WHERE o.other <> ${to}
    ON CONFLICT (company_id, other_company_id) DO NOTHING`.execute(db);
}

/** Fills the kept company's empty columns from the merged one. @returns the columns filled. */
async function fillKept(db: Db, kept: Record<string, unknown>, merged: Record<string, unknown>): Promise<string[]> {
  const filled = FILLED_COLUMNS.filter((column) => kept[column] == null && merged[column] != null);
  const sameCoordinates = kept.latitude == null && merged.latitude != null;
  const columns = sameCoordinates ? [...filled, 'latitude', 'longitude'] : filled;
  if (columns.length === 0) return [];
  await sql`
    UPDATE companies k SET ${sql.join(columns.map((column) => sql`${sql.ref(column)} = m.${sql.ref(column)}`))},
      updated_at = now()
    FROM companies m WHERE k.id = ${Number(kept.id)} AND m.id = ${Number(merged.id)}`.execute(db);
  return columns;
}

/** A company's whole row, locked (snake_case keys, as `jsonb_populate_record` takes it back), or undefined. */
export async function companyRow(db: Db, id: number): Promise<Record<string, unknown> | undefined> {
  const result = await sql<{ row: Record<string, unknown> }>`
    SELECT to_jsonb(c) AS row FROM companies c WHERE id = ${id} FOR UPDATE`.execute(db);
  return result.rows[0]?.row;
}

/**
 * Moves everything of company `merged` to `kept`, adds the merged name key and domain as aliases of the kept
 * company, deletes the merged company and writes the log. @returns the merge id and what moved.
 */
export async function mergeCompaniesInto(
  db: Db,
  kept: Record<string, unknown>,
  merged: Record<string, unknown>,
  options: { candidateId: number | null; userId: string },
): Promise<{ mergeId: number; moved: MovedRows; removed: RemovedRows }> {
  const to = Number(kept.id);
  const from = Number(merged.id);
  const ids = {} as Record<IdTable, number[]>;
  for (const table of ID_TABLES) ids[table] = await moveIds(db, table, from, to);
  const [clientList, clientListRemoved] = await moveClientList(db, from, to);
  const [tipMark, tipMarkRemoved] = await moveTipMark(db, from, to);
  const [aliases, aliasesRemoved] = await moveAliases(db, from, to);
  const earlier = await sql<{ id: number }>`
    UPDATE company_merges SET kept_company_id = ${to} WHERE kept_company_id = ${from} RETURNING id`.execute(db);
  const crmCompanies = await moveCrmMatches(db, from, to);
  await reaimPairs(db, from, to);
  const keptFilled = await fillKept(db, kept, merged);
  const moved: MovedRows = {
    ...ids,
    client_list_entries: clientList,
    tip_deleted_lead_companies: tipMark,
    company_aliases: aliases,
    company_merges: earlier.rows.map((row) => Number(row.id)),
    crm_companies: crmCompanies,
  };
  const removed: RemovedRows = {
    client_list_entries: clientListRemoved,
    tip_deleted_lead_companies: tipMarkRemoved,
    company_aliases: aliasesRemoved,
    kept_filled: keptFilled,
  };
  await sql`DELETE FROM companies WHERE id = ${from}`.execute(db);
  const log = await db
    .insertInto('companyMerges')
    .values({
      keptCompanyId: to,
      mergedCompanyId: from,
      mergedCompanyName: String(merged.name),
      candidateId: null,
      mergedCompany: JSON.stringify(merged),
      moved: JSON.stringify(moved),
      removed: JSON.stringify(removed),
      mergedBy: options.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addMergeAliases(db, to, kept, merged, log.id);
  return { mergeId: log.id, moved, removed };
}

async function addMergeAliases(
  db: Db,
  to: number,
  kept: Record<string, unknown>,
  merged: Record<string, unknown>,
  mergeId: number,
): Promise<void> {
  const values: { kind: 'name' | 'domain'; value: string }[] = [];
  if (merged.name_key !== kept.name_key) values.push({ kind: 'name', value: String(merged.name_key) });
  if (merged.domain && kept.domain && merged.domain !== kept.domain)
    values.push({ kind: 'domain', value: String(merged.domain) });
  if (values.length === 0) return;
  await db
    .insertInto('companyAliases')
    .values(values.map((alias) => ({ ...alias, companyId: to, mergeId })))
    .onConflict((conflict) => conflict.columns(['kind', 'value', 'companyId']).doNothing())
    .execute();
}

/** A merge log row, locked for the split. */
export async function mergeForSplit(db: Db, id: number) {
  return db.selectFrom('companyMerges').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

async function moveBack(db: Db, table: IdTable, ids: readonly number[], from: number, to: number): Promise<void> {
  if (ids.length === 0) return;
  await sql`UPDATE ${sql.table(table)} SET company_id = ${to}
    WHERE company_id = ${from} AND id = ANY(${ids.map(String)}::bigint[])`.execute(db);
}

async function restoreRows(db: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`INSERT INTO ${sql.table(table)}
    SELECT * FROM jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)
    ON CONFLICT DO NOTHING`.execute(db);
}

/**
 * Undoes a merge: the merged company returns under its old id, every logged row still on the kept company moves
 * back, removed rows return, the aliases the merge added go, the kept company's filled columns empty again (where
 * they still hold the merged company's value) and the pair is kept as dismissed. Rows added to the kept company
 * after the merge stay. Run inside the caller's transaction.
 */
export async function splitMerge(
  db: Db,
  merge: {
    id: number;
    keptCompanyId: number;
    mergedCompany: Record<string, unknown>;
    moved: unknown;
    removed: unknown;
  },
): Promise<void> {
  const company: Record<string, unknown> = { ...merge.mergedCompany, agency_lead_count: 0, openweb_lead_count: 0 };
  const from = merge.keptCompanyId;
  const to = Number(company.id);
  await sql`INSERT INTO companies OVERRIDING SYSTEM VALUE
    SELECT * FROM jsonb_populate_record(null::companies, ${JSON.stringify(company)}::jsonb)`.execute(db);
  const moved = merge.moved as MovedRows;
  const removed = merge.removed as RemovedRows;
  for (const table of ID_TABLES) await moveBack(db, table, moved[table] ?? [], from, to);
  if (moved.client_list_entries.length > 0) {
    await sql`UPDATE client_list_entries SET company_id = ${to}
      WHERE company_id = ${from} AND user_id = ANY(${moved.client_list_entries}::uuid[])`.execute(db);
  }
  if (moved.tip_deleted_lead_companies) {
    await sql`UPDATE tip_deleted_lead_companies SET company_id = ${to} WHERE company_id = ${from}
      AND NOT EXISTS (SELECT 1 FROM tip_deleted_lead_companies WHERE company_id = ${to})`.execute(db);
  }
  for (const alias of moved.company_aliases) {
    await sql`UPDATE company_aliases SET company_id = ${to}
      WHERE company_id = ${from} AND kind = ${alias.kind} AND value = ${alias.value}`.execute(db);
  }
  if (moved.company_merges.length > 0) {
    await sql`UPDATE company_merges SET kept_company_id = ${to}
      WHERE kept_company_id = ${from} AND id = ANY(${moved.company_merges.map(String)}::bigint[])`.execute(db);
  }
  for (const key of moved.crm_companies ?? []) {
    await sql`UPDATE crm_companies SET matched_company_id = ${to}
      WHERE org_id = ${key.orgId} AND kind = ${key.kind} AND crm_id = ${key.crmId}
        AND matched_company_id = ${from}`.execute(db);
  }
  await restoreRows(db, 'client_list_entries', removed.client_list_entries);
  await restoreRows(db, 'tip_deleted_lead_companies', removed.tip_deleted_lead_companies);
  await restoreRows(db, 'company_aliases', removed.company_aliases);
  await sql`DELETE FROM company_aliases WHERE merge_id = ${merge.id}`.execute(db);
  await emptyFilled(db, removed.kept_filled, from, to);
}

/** Empties the kept company's columns the merge filled, where they still hold the merged company's value. */
async function emptyFilled(db: Db, columns: readonly string[], kept: number, merged: number): Promise<void> {
  for (const column of columns) {
    if (column === 'longitude') continue;
    const pair = column === 'latitude' ? ['latitude', 'longitude'] : [column];
    await sql`UPDATE companies k SET ${sql.join(pair.map((name) => sql`${sql.ref(name)} = NULL`))}
      FROM companies m WHERE k.id = ${kept} AND m.id = ${merged}
        AND ${sql.join(
          pair.map((name) => sql`k.${sql.ref(name)} IS NOT DISTINCT FROM m.${sql.ref(name)}`),
          sql` AND `,
        )}`.execute(db);
  }
}
