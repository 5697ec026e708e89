/**
 * SQL of 'Find people' (issue #32 point 5): the company searched, the organisation's enrichment credits (its plan
 * limit and the credit log, enrichment_credits), and the people found written as contacts of source 'provider'
 * with their credits in one transaction. Every credit row carries the caller's organisation and user.
 */
import type { ContactSource } from '@agencyscout/contracts';
import { sql } from 'kysely';
import { isCompanyPrimaryContact } from '../../db/company-primary-contact.ts';
import type { Db } from '../../db/kysely.ts';
import type { ContactFields } from '../leads/public.ts';

export interface Caller {
  userId: string;
  orgId: string;
}

/** The company's name and web domain (its domain, else its website's host without 'www.'); undefined: none. */
export async function findCompanyDomain(db: Db, companyId: number) {
  const row = await db
    .selectFrom('companies')
    .select(['id', 'name', 'domain', 'url'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: Number(row.id), name: row.name, domain: domainOf(row.domain, row.url) };
}

function domainOf(domain: string | null, url: string | null): string | null {
  const text = (domain ?? '').trim() || (url ?? '').trim();
  if (!text) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The organisation's credit limit and the credits it spent since `since`; undefined: no such organisation. */
export async function findCreditUsage(db: Db, orgId: string, since: Date) {
  const org = await db
    .selectFrom('organizations')
    .select('enrichmentCreditLimit')
    .where('id', '=', orgId)
    .executeTakeFirst();
  if (!org) return undefined;
  const row = await db
    .selectFrom('enrichmentCredits')
    .select((select) => select.fn.countAll<string>().as('used'))
    .where('orgId', '=', orgId)
    .where('spentAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { limit: org.enrichmentCreditLimit, used: Number(row.used) };
}

/** Provider ids of the people at this company the organisation already paid for. */
export async function findPaidPersonIds(db: Db, orgId: string, companyId: number, provider: string) {
  const rows = await db
    .selectFrom('enrichmentCredits as c')
    .innerJoin('contacts as ct', 'ct.id', 'c.contactId')
    .select('c.providerPersonId')
    .where('c.orgId', '=', orgId)
    .where('c.provider', '=', provider)
    .where('ct.companyId', '=', companyId)
    .execute();
  return new Set(rows.map((row) => row.providerPersonId));
}

/** A found person as stored. */
export interface NewProviderContact {
  providerPersonId: string;
  firstName: string;
  lastName: string;
  position: string | null;
  /** Position cluster name, or null. */
  category: string | null;
  email: string | null;
  emailStatus: 'valid' | 'catchall' | 'invalid' | 'unknown' | null;
  linkedinUrl: string | null;
}

/**
 * Locks the organisation's row (two searches cannot both spend its last credits), recounts its credits and
 * stores at most the credits left of `people`: a person already a contact of the company (the same provider id,
 * or the same e-mail address from any source) is linked, not stored twice. One credit row per person.
 * Run inside a transaction. @returns the contact ids credited and the credits left before.
 */
export async function storeProviderContacts(
  db: Db,
  caller: Caller,
  input: { companyId: number; provider: string; since: Date; people: readonly NewProviderContact[]; now: Date },
): Promise<{ contactIds: number[]; remaining: number; limit: number }> {
  await sql`SELECT id FROM organizations WHERE id = ${caller.orgId} FOR UPDATE`.execute(db);
  const usage = await findCreditUsage(db, caller.orgId, input.since);
  if (!usage) return { contactIds: [], remaining: 0, limit: 0 };
  const remaining = Math.max(0, usage.limit - usage.used);
  const contactIds: number[] = [];
  for (const person of input.people.slice(0, remaining)) {
    const contactId = await upsertContact(db, input.companyId, input.provider, person, input.now);
    const credited = await db
      .insertInto('enrichmentCredits')
      .values({
        orgId: caller.orgId,
        userId: caller.userId,
        contactId,
        provider: input.provider,
        providerPersonId: person.providerPersonId,
        spentAt: input.now,
      })
      .onConflict((conflict) => conflict.columns(['orgId', 'contactId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (credited) contactIds.push(contactId);
  }
  return { contactIds, remaining, limit: usage.limit };
}

/** The contact of this person at the company: the provider's, else one with the same address, else a new one. */
async function upsertContact(
  db: Db,
  companyId: number,
  provider: string,
  person: NewProviderContact,
  now: Date,
): Promise<number> {
  const sourceId = `${provider}:${person.providerPersonId}@${companyId}`;
  const existing = await sql<{ id: number }>`
    SELECT id FROM contacts
    WHERE company_id = ${companyId}
      AND ((source = 'provider' AND source_id = ${sourceId})
        OR (${person.email}::text IS NOT NULL AND lower(email) = lower(${person.email}::text)))
    ORDER BY (source = 'provider' AND source_id = ${sourceId}) DESC, id
    LIMIT 1`.execute(db);
  const found = existing.rows[0];
  if (found) return Number(found.id);
  const inserted = await sql<{ id: number }>`
    INSERT INTO contacts (company_id, first_name, last_name, position, position_cluster_id, email,
      email_last_verified_status, linkedin_url, source, source_id, sourced_at, created_at, updated_at)
    VALUES (${companyId}, ${person.firstName}, ${person.lastName}, ${person.position},
      (SELECT id FROM position_clusters WHERE name = ${person.category}), ${person.email}, ${person.emailStatus},
      ${person.linkedinUrl}, 'provider', ${sourceId}, ${now}, ${now}, ${now})
    ON CONFLICT (source, source_id) WHERE source_id IS NOT NULL DO UPDATE SET updated_at = excluded.updated_at
    RETURNING id`.execute(db);
  return Number(inserted.rows[0]?.id);
}

/** The contacts by id at one company, as the contact screens read them. */
export async function findContactsByIds(db: Db, companyId: number, ids: readonly number[]): Promise<ContactFields[]> {
  if (ids.length === 0) return [];
  const result = await sql<ContactFields>`
    SELECT ct.id, ct.first_name AS "firstName", ct.last_name AS "lastName", ct.position, pc.name AS category,
      ct.email, ct.email_last_verified_status AS "emailLastVerifiedStatus", ct.phone_number AS "phoneNumber",
      ct.phone_number_last_verified_status AS "phoneNumberLastVerifiedStatus", ct.office_phone AS "officePhone",
      ct.office_phone_last_verified_status AS "officePhoneLastVerifiedStatus", ct.phone_extension AS "phoneExtension",
      ct.linkedin_url AS "linkedinUrl", ${isCompanyPrimaryContact()} AS "isPrimary",
      ct.source::text AS source, ct.source_id AS "sourceId", ct.sourced_at AS "sourcedAt", ct.source_lead_id AS "sourceLeadId",
      ct.role_based AS "roleBased"
    FROM contacts ct
    LEFT JOIN position_clusters pc ON pc.id = ct.position_cluster_id
    WHERE ct.company_id = ${companyId} AND ct.id = ANY(${ids.map(Number)}::bigint[])
    ORDER BY ct.last_name, ct.first_name, ct.id`.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id), source: row.source as ContactSource }));
}

/** Contact ids by provider person id, for people the organisation already paid for at this company. */
export async function findPaidContactIds(db: Db, orgId: string, companyId: number, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  const rows = await db
    .selectFrom('enrichmentCredits as c')
    .innerJoin('contacts as ct', 'ct.id', 'c.contactId')
    .select('ct.id')
    .where('c.orgId', '=', orgId)
    .where('ct.companyId', '=', companyId)
    .where('c.providerPersonId', 'in', [...personIds])
    .execute();
  return rows.map((row) => Number(row.id));
}
