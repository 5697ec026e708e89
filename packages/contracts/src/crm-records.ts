/**
 * The agency's own CRM records (issue #32 point 4): client companies and contacts pulled from the organisation's
 * Bullhorn or HubSpot, matched to our companies, shown as a chip on leads, as an 'in my CRM' lead filter and as
 * read-only contacts on the company. Visible only to the organisation that pulled them.
 */
import { z } from 'zod';

/** The CRMs whose records are pulled. */
export const CRM_RECORD_PROVIDERS = ['bullhorn', 'hubspot'] as const;
export type CrmRecordProvider = (typeof CRM_RECORD_PROVIDERS)[number];

/** The lead filter: leads whose company is ('in') or is not ('out') in one of the organisation's CRMs. */
export const CRM_FILTER_VALUES = ['in', 'out'] as const;
export type CrmFilter = (typeof CRM_FILTER_VALUES)[number];

export const CRM_RECORD_TEXTS = {
  /** The chip on lead rows and lead detail: 'In your Bullhorn'. */
  chip: (tool: string) => `In your ${tool}`,
  owner: (name: string) => `Owner: ${name}`,
  status: (status: string) => `Status: ${status}`,
  lastActivity: (date: string) => `Last activity: ${date}`,
  filterLabel: 'CRM',
  filterAny: 'Any',
  filterIn: 'In my CRM',
  filterOut: 'Not in my CRM',
  syncNow: 'Sync now',
  neverSynced: 'Not synced yet',
  lastSynced: (date: string) => `Last synced ${date}`,
  counts: (companies: number, contacts: number, matched: number) =>
    `${companies} companies (${matched} matched to ours), ${contacts} contacts`,
  skipped: (count: number) => `${count} records skipped`,
  contactsTitle: (tool: string) => `Contacts in your ${tool}`,
} as const;

/** The tools' display names. */
export const CRM_RECORD_TOOL_NAMES: Readonly<Record<CrmRecordProvider, string>> = {
  bullhorn: 'Bullhorn',
  hubspot: 'HubSpot',
};

/** What the chip shows of the organisation's CRM record of a company. */
export const crmChipSchema = z.object({
  provider: z.enum(CRM_RECORD_PROVIDERS),
  crmId: z.string(),
  name: z.string(),
  owner: z.string().nullable(),
  status: z.string().nullable(),
  /** ISO timestamp of the last activity the CRM records, or null. */
  lastActivityAt: z.string().nullable(),
});
export type CrmChip = z.infer<typeof crmChipSchema>;

/** A contact of the organisation's CRM, read-only. */
export const crmContactSchema = z.object({
  provider: z.enum(CRM_RECORD_PROVIDERS),
  crmId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type CrmContact = z.infer<typeof crmContactSchema>;

/** GET /api/v1/crm-records/companies/{companyId}: the company's CRM records and their contacts. */
export const companyCrmRecordsSchema = z.object({
  records: z.array(crmChipSchema),
  contacts: z.array(crmContactSchema),
});
export type CompanyCrmRecords = z.infer<typeof companyCrmRecordsSchema>;

export const crmCompanyParamsSchema = z.object({ companyId: z.coerce.number().int().positive() });
export const crmProviderParamsSchema = z.object({ provider: z.enum(CRM_RECORD_PROVIDERS) });

/** The pull state of one connected CRM (the Integrations screen: last sync time and counts). */
export const crmPullStatusSchema = z.object({
  provider: z.enum(CRM_RECORD_PROVIDERS),
  connected: z.boolean(),
  lastPulledAt: z.string().nullable(),
  companies: z.number().int(),
  matchedCompanies: z.number().int(),
  contacts: z.number().int(),
  /** Records skipped by the last pull (an answer that could not be read). */
  skipped: z.number().int(),
  /** The last problem logged on the connection, with its time. */
  lastProblem: z.string().nullable(),
  lastProblemAt: z.string().nullable(),
});
export type CrmPullStatus = z.infer<typeof crmPullStatusSchema>;
export const crmPullStatusListSchema = z.array(crmPullStatusSchema);
