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
  /** The company and the address or number the contact is known by there (`postingContactSourceId`). */
  sourceId: string;
  sourceLeadId: number;
}

/**
 * A posting contact's `source_id`, unique among all contacts as the (source, source_id) index requires: the same
 * address named in two companies' postings is two contacts ('12/e:jobs@acme.com', '12/p:+14165550134').
 */
export function postingContactSourceId(companyId: number, email: string | null, phone: string | null): string {
  return `${companyId}/${email ? `e:${email}` : `p:${phone}`}`;
}

/**
 * Inserts posting contacts in one statement. A contact whose company and address a concurrent poll wrote first is
 * not inserted; its id is read instead. @returns the ids by `${companyId}|${sourceId}`, and how many were new.
 */
export async function insertPostingContacts(
  db: Db,
  contacts: readonly NewPostingContact[],
  sourcedAt: Date,
): Promise<{ ids: Map<string, number>; inserted: number }> {
  const ids = new Map<string, number>();
  if (contacts.length === 0) return { ids, inserted: 0 };
  const rows = JSON.stringify(
    contacts.map((contact) => ({
      company_id: contact.companyId,
      first_name: contact.firstName,
      last_name: contact.lastName,
      position: contact.position,
      email: contact.email,
      office_phone: contact.officePhone,
      phone_extension: contact.phoneExtension,
      role_based: contact.roleBased,
      source_id: contact.sourceId,
      source_lead_id: contact.sourceLeadId,
    })),
  );
  const inserted = await sql<{ id: string; companyId: string; sourceId: string }>`
    INSERT INTO contacts (company_id, first_name, last_name, position, email, office_phone, phone_extension,
      role_based, source, source_id, source_lead_id, sourced_at)
    SELECT company_id, first_name, last_name, position, email, office_phone, phone_extension, role_based, 'posting',
      source_id, source_lead_id, ${sourcedAt}::timestamptz
    FROM jsonb_to_recordset(${rows}::jsonb) AS r(company_id bigint, first_name text, last_name text, position text,
      email text, office_phone text, phone_extension text, role_based boolean, source_id text, source_lead_id bigint)
    ON CONFLICT DO NOTHING
    RETURNING id, company_id, source_id`.execute(db);
  for (const row of inserted.rows) ids.set(`${row.companyId}|${row.sourceId}`, Number(row.id));
  const missing = contacts.filter((contact) => !ids.has(`${contact.companyId}|${contact.sourceId}`));
  if (missing.length > 0) {
    const keys = JSON.stringify(missing.map((contact) => ({ company_id: contact.companyId, email: contact.email })));
    const existing = await sql<{ id: string; companyId: string; email: string }>`
      SELECT ct.id, ct.company_id, lower(ct.email) AS email
      FROM contacts ct JOIN jsonb_to_recordset(${keys}::jsonb) AS k(company_id bigint, email text)
        ON ct.company_id = k.company_id AND lower(ct.email) = lower(k.email)
      WHERE ct.source = 'posting'`.execute(db);
    for (const contact of missing) {
      const row = existing.rows.find(
        (candidate) =>
          Number(candidate.companyId) === contact.companyId && candidate.email === contact.email?.toLowerCase(),
      );
      if (row) ids.set(`${contact.companyId}|${contact.sourceId}`, Number(row.id));
    }
  }
  return { ids, inserted: inserted.rows.length };
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
