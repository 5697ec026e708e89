/**
 * The CRM records a pull accepts (issue #32 points 4 and 7): each Bullhorn or HubSpot record is checked on its own
 * with zod and mapped to one normalised shape; a record that does not fit (a garbage or hostile answer: wrong
 * types, oversized or control-character text, an unreadable date) is skipped, never half-written.
 */
import { z } from 'zod';
import { domainFromUrl } from '../../importers/normalise.ts';

/** Text a CRM sends: trimmed, no control characters, at most `max` characters; empty reads as null. */
const crmText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => value.length <= max, 'too long')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), 'control characters')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A date as ms since epoch (Bullhorn) or an ISO text or ms text (HubSpot); null when absent. */
const crmDate = z
  .union([z.number(), z.string()])
  .nullable()
  .optional()
  .transform((value, context) => {
    if (value === null || value === undefined || value === '') return null;
    const ms = typeof value === 'number' || /^\d+$/.test(value) ? Number(value) : Date.parse(value);
    if (!Number.isFinite(ms) || ms < 0 || ms > 8_640_000_000_000) {
      context.addIssue({ code: 'custom', message: 'unreadable date' });
      return z.NEVER;
    }
    return new Date(ms);
  });

const crmId = z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]).transform(String);

export interface CrmCompanyRecord {
  crmId: string;
  name: string;
  domain: string | null;
  owner: string | null;
  status: string | null;
  lastActivityAt: Date | null;
  modifiedAt: Date | null;
}

export interface CrmContactRecord {
  crmId: string;
  crmCompanyId: string | null;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  email: string | null;
  phone: string | null;
  /** Bullhorn's dateLastVisit: the company's last activity is the newest of its contacts'. */
  lastActivityAt: Date | null;
  modifiedAt: Date | null;
}

const personName = z
  .object({ firstName: crmText(100), lastName: crmText(100) })
  .transform((person) => [person.firstName, person.lastName].filter(Boolean).join(' ') || null);

const bullhornCorporation = z.object({
  id: crmId,
  name: crmText(300).pipe(z.string()),
  companyURL: crmText(500),
  status: crmText(100),
  dateLastModified: crmDate,
  owners: z
    .object({ data: z.array(personName).max(50) })
    .nullable()
    .optional(),
});

const bullhornContact = z.object({
  id: crmId,
  firstName: crmText(100),
  lastName: crmText(100),
  occupation: crmText(200),
  email: crmText(320),
  phone: crmText(50),
  mobile: crmText(50),
  clientCorporation: z.object({ id: crmId }).nullable().optional(),
  dateLastVisit: crmDate,
  dateLastModified: crmDate,
});

/** The fields a Bullhorn pull asks for (`fields=`). */
export const BULLHORN_CORPORATION_FIELDS = 'id,name,companyURL,status,dateLastModified,owners(id,firstName,lastName)';
export const BULLHORN_CONTACT_FIELDS =
  'id,firstName,lastName,occupation,email,phone,mobile,clientCorporation(id),dateLastVisit,dateLastModified';

/** A Bullhorn ClientCorporation, or null when it does not fit. */
export function bullhornCompanyRecord(raw: unknown): CrmCompanyRecord | null {
  const parsed = bullhornCorporation.safeParse(raw);
  if (!parsed.success) return null;
  const record = parsed.data;
  return {
    crmId: record.id,
    name: record.name,
    domain: domainFromUrl(record.companyURL),
    owner: record.owners?.data.find(Boolean) ?? null,
    status: record.status,
    lastActivityAt: null,
    modifiedAt: record.dateLastModified,
  };
}

/** A Bullhorn ClientContact, or null when it does not fit. */
export function bullhornContactRecord(raw: unknown): CrmContactRecord | null {
  const parsed = bullhornContact.safeParse(raw);
  if (!parsed.success) return null;
  const record = parsed.data;
  return {
    crmId: record.id,
    crmCompanyId: record.clientCorporation?.id ?? null,
    firstName: record.firstName,
    lastName: record.lastName,
    title: record.occupation,
    email: record.email?.toLowerCase() ?? null,
    phone: record.phone ?? record.mobile,
    lastActivityAt: record.dateLastVisit,
    modifiedAt: record.dateLastModified,
  };
}

const hubspotObject = <T extends z.ZodRawShape>(properties: T) =>
  z.object({ id: crmId, properties: z.object(properties) });

const hubspotCompany = hubspotObject({
  name: crmText(300).pipe(z.string()),
  domain: crmText(253),
  hubspot_owner_id: crmText(64),
  lifecyclestage: crmText(100),
  notes_last_updated: crmDate,
  hs_lastmodifieddate: crmDate,
});

const hubspotContact = hubspotObject({
  firstname: crmText(100),
  lastname: crmText(100),
  jobtitle: crmText(200),
  email: crmText(320),
  phone: crmText(50),
  associatedcompanyid: crmText(64),
  lastmodifieddate: crmDate,
});

/** The properties a HubSpot pull asks for. */
export const HUBSPOT_COMPANY_PROPERTIES = [
  'name',
  'domain',
  'hubspot_owner_id',
  'lifecyclestage',
  'notes_last_updated',
  'hs_lastmodifieddate',
];
export const HUBSPOT_CONTACT_PROPERTIES = [
  'firstname',
  'lastname',
  'jobtitle',
  'email',
  'phone',
  'associatedcompanyid',
  'lastmodifieddate',
];

/** A HubSpot company, its owner id named through `owners` (id → name), or null when it does not fit. */
export function hubspotCompanyRecord(raw: unknown, owners: ReadonlyMap<string, string>): CrmCompanyRecord | null {
  const parsed = hubspotCompany.safeParse(raw);
  if (!parsed.success) return null;
  const { id, properties } = parsed.data;
  const ownerId = properties.hubspot_owner_id;
  return {
    crmId: id,
    name: properties.name,
    domain: properties.domain ? domainFromUrl(properties.domain) : null,
    owner: ownerId ? (owners.get(ownerId) ?? null) : null,
    status: properties.lifecyclestage,
    lastActivityAt: properties.notes_last_updated,
    modifiedAt: properties.hs_lastmodifieddate,
  };
}

/** A HubSpot contact, or null when it does not fit. */
export function hubspotContactRecord(raw: unknown): CrmContactRecord | null {
  const parsed = hubspotContact.safeParse(raw);
  if (!parsed.success) return null;
  const { id, properties } = parsed.data;
  return {
    crmId: id,
    crmCompanyId: properties.associatedcompanyid,
    firstName: properties.firstname,
    lastName: properties.lastname,
    title: properties.jobtitle,
    email: properties.email?.toLowerCase() ?? null,
    phone: properties.phone,
    lastActivityAt: null,
    modifiedAt: properties.lastmodifieddate,
  };
}
