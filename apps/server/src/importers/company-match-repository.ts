/**
 * SQL of company resolution (company-matcher.ts): the candidates of a whole batch in one statement, the near-match
 * candidates of the companies a batch created, and the review queue's inserts.
 */
import { sql } from 'kysely';
import type { Db } from '../db/kysely.ts';
import type { KnownCompany, ReviewReason } from './company-matcher.ts';

type KnownRow = Omit<KnownCompany, 'id'> & { id: string | number };

function toKnown(row: KnownRow): KnownCompany {
  return { ...row, id: Number(row.id), aliasNames: row.aliasNames ?? [], aliasDomains: row.aliasDomains ?? [] };
}

const KNOWN_COLUMNS = sql`c.id, c.name_key AS "nameKey", c.domain, c.city, c.state,
  coalesce((SELECT array_agg(a.value) FROM company_aliases a WHERE a.company_id = c.id AND a.kind = 'name'),
    '{}') AS "aliasNames",
  coalesce((SELECT array_agg(a.value) FROM company_aliases a WHERE a.company_id = c.id AND a.kind = 'domain'),
    '{}') AS "aliasDomains"`;

/**
 * Companies whose name key or alias name is one of `nameKeys`, or whose domain or alias domain is one of
 * `domains`, oldest first, with their aliases.
 */
export async function companiesForMatching(
  db: Db,
  nameKeys: readonly string[],
  domains: readonly string[],
): Promise<KnownCompany[]> {
  if (nameKeys.length === 0 && domains.length === 0) return [];
  const result = await sql<KnownRow>`
    WITH ids AS (
      SELECT id FROM companies WHERE name_key = ANY(${[...nameKeys]}::text[])
      UNION SELECT id FROM companies WHERE domain = ANY(${[...domains]}::text[])
      UNION SELECT company_id FROM company_aliases WHERE kind = 'name' AND value = ANY(${[...nameKeys]}::text[])
      UNION SELECT company_id FROM company_aliases WHERE kind = 'domain' AND value = ANY(${[...domains]}::text[])
    )
    SELECT ${KNOWN_COLUMNS} FROM companies c JOIN ids ON ids.id = c.id ORDER BY c.id`.execute(db);
  return result.rows.map(toKnown);
}

/** Companies one first word of a name key brings at most (oldest first) when looking for near matches. */
const NEAR_BLOCK_LIMIT = 300;

/**
 * Near-match candidates for the given (just created) companies: the other non-demo companies whose name key starts
 * with the same word (index companies_name_first_word), at most NEAR_BLOCK_LIMIT per word. Blocking on the first
 * word keeps a batch to one indexed statement; the similarity itself is the matcher's (company-matcher.ts).
 * @returns company id → the companies sharing its first word.
 */
export async function nearCompanies(db: Db, ids: readonly number[]): Promise<Map<number, KnownCompany[]>> {
  const near = new Map<number, KnownCompany[]>();
  if (ids.length === 0) return near;
  const result = await sql<KnownRow & { subjectIds: (string | number)[] }>`
    WITH subjects AS (
      SELECT split_part(name_key, ' ', 1) AS word, array_agg(id) AS ids
      FROM companies WHERE id = ANY(${ids.map(String)}::bigint[]) GROUP BY 1
    )
    SELECT s.ids AS "subjectIds", ${KNOWN_COLUMNS}
    FROM subjects s
    CROSS JOIN LATERAL (
      SELECT * FROM companies c
      WHERE split_part(c.name_key, ' ', 1) = s.word AND c.source <> 'demo'
      ORDER BY c.id LIMIT ${NEAR_BLOCK_LIMIT}
    ) c`.execute(db);
  for (const row of result.rows) {
    const company = toKnown(row);
    for (const subject of row.subjectIds.map(Number)) {
      if (subject === company.id) continue;
      const list = near.get(subject) ?? [];
      list.push(company);
      near.set(subject, list);
    }
  }
  return near;
}

export interface CandidatePair {
  a: number;
  b: number;
  reason: ReviewReason;
  similarity: number;
}

/** Queues pairs for review; a pair already queued (in either order, whatever its status) stays as it is. */
export async function queueCandidatePairs(db: Db, pairs: readonly CandidatePair[]): Promise<number> {
  const rows = pairs
    .filter((pair) => pair.a !== pair.b)
    .map((pair) => ({
      company_id: Math.min(pair.a, pair.b),
      other_company_id: Math.max(pair.a, pair.b),
      reason: pair.reason,
      similarity: Math.round(pair.similarity * 1000) / 1000,
    }));
  if (rows.length === 0) return 0;
  const result = await sql`
    INSERT INTO company_match_candidates (company_id, other_company_id, reason, similarity)
    SELECT DISTINCT ON (company_id, other_company_id) company_id, other_company_id, reason, similarity
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(company_id bigint, other_company_id bigint, reason text, similarity real)
    ORDER BY company_id, other_company_id, similarity DESC
    ON CONFLICT (company_id, other_company_id) DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
