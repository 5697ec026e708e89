/** SQL of contacts named in postings (issue #32 point 3): the companies' contacts, new rows, links to postings. */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface KnownContact {
  id: number;
  companyId: number;
  source: string;
  firstName: string;
  lastName: string;
  position: string | null;
  email: string | null;
  officePhone: string | null;
  phoneNumber: string | null;
  roleBased: boolean;
}

/** Every contact of the companies (any source): a posting's contact joins one with its address or number. */
export async function contactsOfCompanies(db: Db, companyIds: readonly number[]): Promise<KnownContact[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .selectFrom('contacts')
    .select([
      'id',
      'companyId',
      'source',
      'firstName',
      'lastName',
      'position',
      'email',
      'officePhone',
      'phoneNumber',
      'roleBased',
    ])
    .where('companyId', 'in', [...companyIds])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), companyId: Number(row.companyId) }));
}

export interface NewPostingContact {
  companyId: number;
  firstName: string;
  lastName: string;
  position: string | null;
  email: string | null;
  officePhone: string | null;
  phoneExtension: string | null;
  roleBased: boolean;
  sourceLeadId: number;
  sourcedAt: Date;
}

/**
 * Inserts a posting's contact. @returns its id, or the id of the posting contact with the same company and
 * address that a concurrent poll wrote first.
 */
export async function insertPostingContact(db: Db, contact: NewPostingContact): Promise<number> {
  const inserted = await sql<{ id: string }>`
    INSERT INTO contacts (company_id, first_name, last_name, position, email, office_phone, phone_extension,
      role_based, source, source_lead_id, sourced_at)
    VALUES (${contact.companyId}, ${contact.firstName}, ${contact.lastName}, ${contact.position}, ${contact.email},
      ${contact.officePhone}, ${contact.phoneExtension}, ${contact.roleBased}, 'posting', ${contact.sourceLeadId},
      ${contact.sourcedAt})
    ON CONFLICT (company_id, lower(email)) WHERE source = 'posting' AND email IS NOT NULL DO NOTHING
    RETURNING id`.execute(db);
  const id = inserted.rows[0]?.id;
  if (id !== undefined) return Number(id);
  const existing = await sql<{ id: string }>`
    SELECT id FROM contacts
    WHERE company_id = ${contact.companyId} AND source = 'posting' AND lower(email) = lower(${contact.email})`.execute(
    db,
  );
  return Number(existing.rows[0]?.id);
}

/** Fills what a posting's contact lacked (a name, position, address or number); values it has stay. */
export async function fillPostingContact(
  db: Db,
  id: number,
  values: Pick<NewPostingContact, 'firstName' | 'lastName' | 'position' | 'email' | 'officePhone' | 'phoneExtension'>,
): Promise<void> {
  await sql`
    UPDATE contacts SET
      first_name = CASE WHEN first_name = '' THEN ${values.firstName} ELSE first_name END,
      last_name = CASE WHEN first_name = '' THEN ${values.lastName} ELSE last_name END,
      role_based = role_based AND ${values.firstName} = '',
      position = coalesce(position, ${values.position}),
      email = coalesce(email, ${values.email}),
      office_phone = coalesce(office_phone, ${values.officePhone}),
      phone_extension = CASE WHEN office_phone IS NULL THEN ${values.phoneExtension} ELSE phone_extension END,
      updated_at = now()
    WHERE id = ${id} AND source = 'posting'`.execute(db);
}

/** Links contacts to the postings that name them; a link already there stays. @returns links added. */
export async function linkContactPostings(
  db: Db,
  links: readonly { contactId: number; leadId: number }[],
  seenAt: Date,
): Promise<number> {
  if (links.length === 0) return 0;
  const result = await sql`
    INSERT INTO contact_postings (contact_id, lead_id, first_seen_at)
    SELECT DISTINCT "contactId", "leadId", ${seenAt}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS r("contactId" bigint, "leadId" bigint)
    ON CONFLICT DO NOTHING`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
