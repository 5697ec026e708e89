/**
 * SQL of contacts as outreach reads them: the contact search (outreach-integrations-admin §2 'Contact Search
 * screen'), the rows of an outreach list, and the organisation's data on a set of contacts (its lists and
 * interactions). Contacts and companies are the provider's data; lists and interactions are filtered on the
 * caller's organisation.
 */
import type { CompanySizeBucket, ContactPositionCategory } from '@agencyscout/contracts';
import { UNCATEGORIZED_POSITION } from '@agencyscout/contracts';
import { type RawBuilder, sql } from 'kysely';
import { isCompanyPrimaryContact } from '../../db/company-primary-contact.ts';
import type { Db } from '../../db/kysely.ts';
import type { ContactFields } from '../leads/public.ts';

/** One contact with its company, as every outreach screen lists it. */
export interface OutreachContactRow extends ContactFields {
  companyId: number;
  companyName: string;
  companyEmployeeRange: CompanySizeBucket | null;
  companyCity: string | null;
  companyState: string | null;
}

/** The contact search's conditions after validation; `orgId` scopes the list conditions. */
export interface ContactConditions {
  orgId: string;
  contactName?: string;
  positions?: readonly ContactPositionCategory[];
  /**
   * The ids of `positions`' named categories, when the caller looked them up first (`withPositionIds`): the planner
   * then knows how many contacts each holds, where a subquery by name leaves it guessing (a few hundred instead of
   * 21,000, and a nested loop over every one of them).
   */
  positionIds?: readonly number[];
  companyName?: string;
  location?: string;
  email?: string;
  employeeRanges?: readonly CompanySizeBucket[];
  /** A list of the organisation (checked by the caller), or -1 for Unclassified Outreach. */
  callListId?: number;
  /** Free text of an outreach list's search box: name, position or company. */
  search?: string;
}

const CONTACT_COLUMNS = sql`
  ct.id, ct.first_name, ct.last_name, ct.position, pc.name AS category, ct.email, ct.email_last_verified_status,
  ct.phone_number, ct.phone_number_last_verified_status, ct.office_phone, ct.office_phone_last_verified_status,
  ct.phone_extension, ct.linkedin_url, ct.source, ct.source_id, ct.sourced_at, ct.source_lead_id, ct.role_based,
  ${isCompanyPrimaryContact()} AS is_primary,
  co.id AS company_id, co.name AS company_name, co.employee_range AS company_employee_range,
  co.city AS company_city, co.state AS company_state`;

/** `%text%` for LIKE with the wildcards of the text escaped. */
export function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The conditions with the ids of their named position categories looked up (`positionIds`). */
export async function withPositionIds(db: Db, conditions: ContactConditions): Promise<ContactConditions> {
  const named = (conditions.positions ?? []).filter((name) => name !== UNCATEGORIZED_POSITION);
  if (!named.length) return conditions;
  const rows = await db.selectFrom('positionClusters').select('id').where('name', 'in', named).orderBy('id').execute();
  return { ...conditions, positionIds: rows.map((row) => row.id) };
}

function positionCondition(
  positions: readonly ContactPositionCategory[],
  ids: readonly number[] | undefined,
): RawBuilder<unknown> {
  const named = positions.filter((name) => name !== UNCATEGORIZED_POSITION);
  const parts: RawBuilder<unknown>[] = [];
  if (named.length > 0 && ids) {
    // One category as an equality, so its index range comes in name order.
    parts.push(ids.length === 1 ? sql`ct.position_cluster_id = ${ids[0]}` : sql`ct.position_cluster_id = ANY(${ids})`);
  } else if (named.length > 0) {
    parts.push(sql`ct.position_cluster_id IN (SELECT id FROM position_clusters WHERE name = ANY(${named}::text[]))`);
  }
  if (named.length < positions.length) parts.push(sql`ct.position_cluster_id IS NULL`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * 'City, ST' → the city as a prefix and the state code; one word matches a city prefix or a state code. Compares
 * the contact's place (its own city and state, else its company's: `place_city`/`place_state`, kept by triggers).
 */
function locationCondition(location: string): RawBuilder<unknown> {
  const [cityPart = '', statePart = ''] = location.split(',').map((part) => part.trim());
  const city = sql`ct.place_city LIKE ${`${cityPart.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;
  const state = (code: string) => sql`ct.place_state = ${code.toUpperCase()}`;
  if (statePart) return cityPart ? sql`(${city} AND ${state(statePart)})` : state(statePart);
  return cityPart.length === 2 ? sql`(${city} OR ${state(cityPart)})` : city;
}

function listCondition(orgId: string, callListId: number): RawBuilder<unknown> {
  if (callListId > 0) {
    return sql`EXISTS (SELECT 1 FROM call_list_contacts m
      WHERE m.call_list_id = ${callListId} AND m.org_id = ${orgId} AND m.contact_id = ct.id)`;
  }
  return unclassifiedCondition(orgId);
}

/** Unclassified Outreach: contacts the organisation has interactions with that are on none of its lists. */
function unclassifiedCondition(orgId: string): RawBuilder<unknown> {
  return sql`ct.id IN (SELECT i.contact_id FROM contact_interactions i WHERE i.org_id = ${orgId})
    AND NOT EXISTS (SELECT 1 FROM call_list_contacts m WHERE m.org_id = ${orgId} AND m.contact_id = ct.id)`;
}

function whereClause(conditions: ContactConditions): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (conditions.contactName) {
    parts.push(sql`lower(ct.first_name || ' ' || ct.last_name) LIKE ${contains(conditions.contactName)}`);
  }
  if (conditions.positions?.length) parts.push(positionCondition(conditions.positions, conditions.positionIds));
  if (conditions.companyName) parts.push(sql`co.name ILIKE ${contains(conditions.companyName)}`);
  if (conditions.location) parts.push(locationCondition(conditions.location));
  if (conditions.email) parts.push(sql`lower(ct.email) LIKE ${contains(conditions.email)}`);
  if (conditions.employeeRanges?.length) {
    parts.push(sql`co.employee_range = ANY(${[...conditions.employeeRanges]}::text[])`);
  }
  if (conditions.callListId !== undefined) parts.push(listCondition(conditions.orgId, conditions.callListId));
  if (conditions.search) {
    const pattern = contains(conditions.search);
    parts.push(sql`(lower(ct.first_name || ' ' || ct.last_name) LIKE ${pattern}
      OR lower(ct.position) LIKE ${pattern} OR co.name ILIKE ${pattern})`);
  }
  return sql.join(parts, sql` AND `);
}

/** Whether a condition reads the company (every contact has exactly one, so the join is needed only then). */
function needsCompany(conditions: ContactConditions): boolean {
  return Boolean(conditions.companyName || conditions.employeeRanges?.length || conditions.search);
}

function fromClause(needsCompanyRow: boolean): RawBuilder<unknown> {
  return needsCompanyRow ? sql`contacts ct JOIN companies co ON co.id = ct.company_id` : sql`contacts ct`;
}

/** Whether the only condition is one of the organisation's lists (its rows then come from the memberships). */
export function isListOnly(conditions: ContactConditions): boolean {
  const { orgId: _orgId, callListId, ...others } = conditions;
  return callListId !== undefined && callListId > 0 && Object.values(others).every(isEmpty);
}

/** Whether nothing narrows the search (every contact matches). */
export function isUnfiltered(conditions: ContactConditions): boolean {
  const { orgId: _orgId, ...others } = conditions;
  return Object.values(others).every(isEmpty);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** How many contacts match (exact). A list's contacts alone are counted from its memberships. */
export async function countContacts(db: Db, conditions: ContactConditions): Promise<number> {
  const result = isListOnly(conditions)
    ? await sql<{ total: string }>`
        SELECT count(*) AS total FROM call_list_contacts m
        WHERE m.call_list_id = ${conditions.callListId} AND m.org_id = ${conditions.orgId}
      `.execute(db)
    : await sql<{ total: string }>`
        SELECT count(*) AS total FROM ${fromClause(needsCompany(conditions))} WHERE ${whereClause(conditions)}
      `.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

/**
 * How a page's ids are chosen: `list` from a list's memberships (their sort keys are indexed), `matches` by
 * sorting the whole (small) match set, `walk` along the name order until the page is filled (broad searches).
 */
export type PageStrategy = 'list' | 'matches' | 'walk';

function sortKeys(
  grouped: boolean,
  table: 'contacts' | 'memberships',
): { keys: RawBuilder<unknown>; order: RawBuilder<unknown> } {
  const order = grouped ? sql`company_key, company_id, last_key, first_key, id` : sql`last_key, first_key, id`;
  if (table === 'memberships') {
    const keys = grouped
      ? sql`m.contact_id AS id, m.company_key, m.company_id, m.last_key, m.first_key`
      : sql`m.contact_id AS id, m.last_key, m.first_key`;
    return { keys, order };
  }
  const keys = grouped
    ? sql`ct.id, lower(co.name) AS company_key, co.id AS company_id, lower(ct.last_name) AS last_key,
        lower(ct.first_name) AS first_key`
    : sql`ct.id, lower(ct.last_name) AS last_key, lower(ct.first_name) AS first_key`;
  return { keys, order };
}

function chosenIds(
  conditions: ContactConditions,
  page: { offset: number; limit: number; grouped: boolean; strategy: PageStrategy },
): RawBuilder<unknown> {
  const window = sql`LIMIT ${page.limit} OFFSET ${page.offset}`;
  if (page.strategy === 'list') {
    const { keys, order } = sortKeys(page.grouped, 'memberships');
    return sql`SELECT ${keys} FROM call_list_contacts m
      WHERE m.call_list_id = ${conditions.callListId} AND m.org_id = ${conditions.orgId} ORDER BY ${order} ${window}`;
  }
  const { keys, order } = sortKeys(page.grouped, 'contacts');
  const from = fromClause(page.grouped || needsCompany(conditions));
  if (page.strategy === 'matches') {
    return sql`WITH matches AS MATERIALIZED (SELECT ${keys} FROM ${from} WHERE ${whereClause(conditions)})
      SELECT * FROM matches ORDER BY ${order} ${window}`;
  }
  return sql`SELECT ${keys} FROM ${from} WHERE ${whereClause(conditions)} ORDER BY ${order} ${window}`;
}

/**
 * One page of matching contacts, by last and first name (grouped: by company first). The page's ids are chosen
 * first (see `PageStrategy`); only those 25–100 rows are then joined to their companies.
 */
export async function findContactPage(
  db: Db,
  conditions: ContactConditions,
  page: { offset: number; limit: number; groupByCompany?: boolean; strategy: PageStrategy },
): Promise<OutreachContactRow[]> {
  const grouped = Boolean(page.groupByCompany);
  const outerOrder = grouped
    ? sql`chosen.company_key, chosen.company_id, chosen.last_key, chosen.first_key, chosen.id`
    : sql`chosen.last_key, chosen.first_key, chosen.id`;
  const result = await sql<OutreachContactRow>`
    SELECT ${CONTACT_COLUMNS}
    FROM (${chosenIds(conditions, { ...page, grouped })}) AS chosen
    JOIN contacts ct ON ct.id = chosen.id
    JOIN companies co ON co.id = ct.company_id
    LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    ORDER BY ${outerOrder}
  `.execute(db);
  return result.rows;
}

/** One contact with its company, or undefined. */
export async function findContact(db: Db, contactId: number): Promise<OutreachContactRow | undefined> {
  const result = await sql<OutreachContactRow>`
    SELECT ${CONTACT_COLUMNS}
    FROM contacts ct JOIN companies co ON co.id = ct.company_id
      LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    WHERE ct.id = ${contactId}
  `.execute(db);
  return result.rows[0];
}

/** The organisation's list ids of each contact. */
export async function findContactListIds(
  db: Db,
  orgId: string,
  contactIds: readonly number[],
): Promise<Map<number, number[]>> {
  const lists = new Map<number, number[]>();
  if (contactIds.length === 0) return lists;
  const rows = await db
    .selectFrom('callListContacts')
    .select(['contactId', 'callListId'])
    .where('orgId', '=', orgId)
    .where('contactId', 'in', [...contactIds])
    .orderBy('callListId')
    .execute();
  for (const row of rows) {
    const contactId = Number(row.contactId);
    lists.set(contactId, [...(lists.get(contactId) ?? []), Number(row.callListId)]);
  }
  return lists;
}

/** Whether the list is one of the organisation's. */
export async function callListBelongsTo(db: Db, orgId: string, callListId: number): Promise<boolean> {
  const row = await db
    .selectFrom('callLists')
    .select('id')
    .where('id', '=', callListId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return row !== undefined;
}
