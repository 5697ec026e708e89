/** SQL of company look-ups (pg_trgm-backed name search). */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import { containsPattern } from '../leads/search-conditions.ts';

/**
 * Active companies whose name contains `text` (case-insensitive), names starting with it first,
 * then the ones with most leads.
 */
export function searchCompaniesByName(db: Db, text: string, limit: number) {
  return db
    .selectFrom('companies')
    .select(['id as companyId', 'name as companyName'])
    .where('status', '=', 1)
    .where('name', 'ilike', containsPattern(text))
    .orderBy(
      sql`lower(name) LIKE ${`${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`}`,
      'desc',
    )
    .orderBy(sql`agency_lead_count + openweb_lead_count`, 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
}

/** The company's id and name, or undefined when there is no such company. */
export function findCompanyById(db: Db, companyId: number) {
  return db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
}
