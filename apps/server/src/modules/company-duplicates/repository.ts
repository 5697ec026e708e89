/** SQL of the duplicates screen: the review queue with its evidence, merge previews and the merge log. */
import { DUPLICATE_PAGE_SIZE, type MergeRowKind } from '@agencyscout/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface EvidenceRow {
  id: number;
  name: string;
  domain: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  agencyLeadCount: number;
  openwebLeadCount: number;
  contactCount: number;
  source: string;
  aliases: string[];
}

/** Companies with their evidence (lead and contact counts, aliases), by id. */
export async function companyEvidence(db: Db, ids: readonly number[]): Promise<Map<number, EvidenceRow>> {
  if (ids.length === 0) return new Map();
  const result = await sql<EvidenceRow>`
    SELECT c.id, c.name, c.domain, c.city, c.state, c.country, c.agency_lead_count AS "agencyLeadCount",
      c.openweb_lead_count AS "openwebLeadCount", c.source,
      (SELECT count(*)::int FROM contacts ct WHERE ct.company_id = c.id) AS "contactCount",
      coalesce((SELECT array_agg(a.value ORDER BY a.kind, a.value) FROM company_aliases a WHERE a.company_id = c.id),
        '{}') AS aliases
    FROM companies c WHERE c.id = ANY(${ids.map(String)}::bigint[])`.execute(db);
  return new Map(result.rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]));
}

/** A page of open pairs, newest first, and how many are open. */
export async function openPairs(db: Db, page: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('companyMatchCandidates')
      .select(['id', 'companyId', 'otherCompanyId', 'reason', 'similarity', 'createdAt'])
      .where('status', '=', 'open')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(DUPLICATE_PAGE_SIZE)
      .offset((page - 1) * DUPLICATE_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('companyMatchCandidates')
      .select((select) => select.fn.countAll<number>().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function pairById(db: Db, id: number) {
  return db.selectFrom('companyMatchCandidates').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks an open pair dismissed; @returns false when it was not open. */
export async function dismissPair(db: Db, id: number, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('companyMatchCandidates')
    .set({ status: 'dismissed', decidedAt: new Date(), decidedBy: userId })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Keeps a pair as dismissed (after a split): inserted, or its status changed. */
export async function rememberDismissed(db: Db, a: number, b: number, userId: string): Promise<void> {
  await sql`
    INSERT INTO company_match_candidates (company_id, other_company_id, reason, similarity, status, decided_at,
      decided_by)
    VALUES (least(${a}::bigint, ${b}::bigint), greatest(${a}::bigint, ${b}::bigint), 'similar-name', 0,
      'dismissed', now(), ${userId})
    ON CONFLICT (company_id, other_company_id)
      DO UPDATE SET status = 'dismissed', decided_at = now(), decided_by = ${userId}`.execute(db);
}

/**
 * What merging company `merged` into `kept` would move, by kind, and what clashes (the same user's client-list
 * entry on both). Favorites, CRM ids, interactions and call-list entries are those of the moving leads and contacts.
 */
export async function mergeCounts(
  db: Db,
  merged: number,
  kept: number,
): Promise<{ moves: Record<MergeRowKind, number>; clientListClashes: number }> {
  const result = await sql<Record<MergeRowKind | 'clientListClashes', number>>`
    SELECT
      (SELECT count(*)::int FROM leads WHERE company_id = ${merged}) AS leads,
      (SELECT count(*)::int FROM contacts WHERE company_id = ${merged}) AS contacts,
      (SELECT count(*)::int FROM agency_tips WHERE company_id = ${merged}) AS "agencyTips",
      (SELECT count(*)::int FROM company_notes WHERE company_id = ${merged}) AS "companyNotes",
      (SELECT count(*)::int FROM client_list_entries m WHERE m.company_id = ${merged}
        AND NOT EXISTS (SELECT 1 FROM client_list_entries k WHERE k.user_id = m.user_id AND k.company_id = ${kept}))
        AS "clientListEntries",
      (SELECT count(*)::int FROM client_list_entries m WHERE m.company_id = ${merged}
        AND EXISTS (SELECT 1 FROM client_list_entries k WHERE k.user_id = m.user_id AND k.company_id = ${kept}))
        AS "clientListClashes",
      (SELECT count(*)::int FROM lead_favorites f JOIN leads l ON l.id = f.lead_id WHERE l.company_id = ${merged})
        AS favorites,
      (SELECT count(*)::int FROM contact_crms x JOIN contacts c ON c.id = x.contact_id WHERE c.company_id = ${merged})
        AS "crmIds",
      (SELECT count(*)::int FROM contact_interactions i JOIN contacts c ON c.id = i.contact_id
        WHERE c.company_id = ${merged}) AS interactions,
      (SELECT count(*)::int FROM call_list_contacts WHERE company_id = ${merged}) AS "callListEntries",
      (SELECT count(*)::int FROM sources WHERE company_id = ${merged}) AS sources,
      (SELECT count(*)::int FROM company_aliases WHERE company_id = ${merged}) AS aliases`.execute(db);
  const { clientListClashes, ...moves } = result.rows[0] as Record<MergeRowKind | 'clientListClashes', number>;
  return { moves, clientListClashes };
}

/** A page of the merge log, newest first, with the kept company's current name. */
export async function recentMerges(db: Db, page: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('companyMerges as m')
      .innerJoin('companies as c', 'c.id', 'm.keptCompanyId')
      .select([
        'm.id',
        'm.keptCompanyId',
        'c.name as keptName',
        'm.mergedCompanyId',
        'm.mergedCompanyName',
        'm.moved',
        'm.createdAt',
        'm.splitAt',
      ])
      .orderBy('m.createdAt', 'desc')
      .orderBy('m.id', 'desc')
      .limit(DUPLICATE_PAGE_SIZE)
      .offset((page - 1) * DUPLICATE_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('companyMerges')
      .select((select) => select.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function markSplit(db: Db, id: number, userId: string): Promise<void> {
  await db.updateTable('companyMerges').set({ splitAt: new Date(), splitBy: userId }).where('id', '=', id).execute();
}
