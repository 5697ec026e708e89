/**
 * The lead detail (prospecting-core §2.4, §3 'Lead', 'Company', §7 'One lead', 'Company leads', §8) and
 * the contacts it lists (outreach-integrations-admin 'Outreach list screen': how verification statuses
 * are shown). GET /api/v1/leads/{id} and GET /api/v1/leads/company/{companyId}.
 */

import { z } from 'zod';
import { CONTACT_PROVIDERS, CONTACT_SOURCES } from './contact-sources.ts';
import { crmChipSchema } from './crm-records.ts';
import { contactOutreachFields } from './interactions.ts';
import {
  COMPANY_SIZE_BUCKETS,
  EMAIL_VERIFICATION_STATUS_VALUES,
  EMAIL_VERIFICATION_STATUSES,
  type EmailVerificationStatus,
  LEAD_TYPES,
  PHONE_VERIFICATION_STATUS_VALUES,
  PHONE_VERIFICATION_STATUSES,
  type PhoneVerificationStatus,
} from './lead-data.ts';
import { leadCoreFields, leadHitSchema } from './lead-search.ts';
import { SOURCE_KINDS } from './sources.ts';
import { text } from './text.ts';

/** §9 'Company leads and company notes tables in lead detail: 5 per page'. */
export const COMPANY_LEADS_PAGE_SIZE = 5;
/** Contacts listed in the lead detail: with read:contacts (ours; the spec gives no number). */
export const LEAD_DETAIL_CONTACTS_FULL = 100;
/** Contacts listed without read:contacts: the limited view's cap (§6, ARCHITECTURE 'Limited views'). */
export const LEAD_DETAIL_CONTACTS_LIMITED = 25;
/** Height of the job description's scrolling box in px (§2.4). */
export const LEAD_DESCRIPTION_BOX_HEIGHT = 420;

/** The lead detail's texts (§2.4, §8). */
export const LEAD_DETAIL_TEXTS = {
  notFound: 'Lead not found, go back to search',
  /** Issue #28: a lead whose posting came down from every board that listed it. */
  closedOn: 'Closed on',
  closedNote: 'The posting was taken down, so this lead no longer appears in searches and alerts.',
  firstSeen: 'First seen',
  listedOn: 'Listed on',
  noCompanyLeads: 'No Leads from this Company',
  addFavorite: 'Add Lead to Favorites List',
  removeFavorite: 'Remove Lead from Favorites List',
  backToLeads: 'Back to Leads',
  aboutCompany: 'About Company',
  addToClientList: 'Add Company to Client List',
  removeFromClientList: 'Remove Company from Client List',
  companyNotes: 'Company Notes',
  careersPage: 'Careers Page',
  companyWebsite: 'Company Website',
  companySize: 'Company Size',
  addCompanyNote: '+ Company Note',
  agencyLeadsTab: (count: number) => `Agency Leads (${count})`,
  openWebLeadsTab: (count: number) => `OpenWeb Leads (${count})`,
  posted: 'Posted',
  jobId: 'Job Id',
  jobLocation: 'Job Location',
  placedAt: 'Placed at',
  /** How an imported location was placed (issue #20), after the place it names. */
  placement: {
    city: 'city',
    coordinates: 'the feed’s coordinates',
    region: 'state or province only, no map point',
    country: 'country only, no map point',
  },
  notPlaced: 'not placed on the map',
  experience: 'Experience',
  duration: 'Duration',
  revenue: 'Revenue',
  contacts: 'Contacts',
  noContacts: 'No contacts at this company yet',
  uncategorized: 'Uncategorized',
  primaryContact: 'Primary contact',
} as const;

/**
 * Whether a contact's e-mail is sent and shown (outreach-integrations-admin 'Outreach list screen'): valid and
 * catchall are shown, invalid and unknown hidden; no status shows the value plainly; the lead's primary contact
 * shows every value.
 */
export function isEmailShown(status: EmailVerificationStatus | null, isPrimary: boolean): boolean {
  return isPrimary || status === null || EMAIL_VERIFICATION_STATUSES[status].shown;
}

/** Whether a contact's phone is sent and shown: 'Valid Number - Mismatch' and 'Wrong Phone Number' are hidden. */
export function isPhoneShown(status: PhoneVerificationStatus | null, isPrimary: boolean): boolean {
  return isPrimary || status === null || PHONE_VERIFICATION_STATUSES[status].shown;
}

/**
 * A contact of the lead's company. Values hidden by their verification status are null (the server does not
 * send them); the status stays, so the screen knows a value exists.
 */
export const leadContactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  /** Position cluster name; null shows as 'Uncategorized'. */
  category: z.string().nullable(),
  email: z.string().nullable(),
  emailStatus: z.enum(EMAIL_VERIFICATION_STATUS_VALUES).nullable(),
  /** Cell phone. */
  phoneNumber: z.string().nullable(),
  phoneNumberStatus: z.enum(PHONE_VERIFICATION_STATUS_VALUES).nullable(),
  officePhone: z.string().nullable(),
  officePhoneStatus: z.enum(PHONE_VERIFICATION_STATUS_VALUES).nullable(),
  phoneExtension: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  /** The lead's primary contact (the spec's ContactId); listed first. */
  isPrimary: z.boolean(),
  /** Where the contact came from (issue #32); an older row's unknown source reads as 'manual'. */
  source: z.enum(CONTACT_SOURCES),
  /** When it was sourced (ISO 8601). */
  sourcedAt: z.string(),
  /** The contact-data provider that found it, for source 'provider' (issue #32); null or absent otherwise. */
  sourceProvider: z.enum(CONTACT_PROVIDERS).nullable().optional(),
  /** The posting (lead) that named it, for source 'posting'; null otherwise or when that lead is gone. */
  sourceLeadId: z.number().int().nullable(),
  /** A general address of the company (jobs@, careers@) or line, not a person: shown without a name. */
  roleBased: z.boolean(),
});
export type LeadContact = z.infer<typeof leadContactSchema>;

/** The lead's company as the detail's left panel shows it (§3 'Company'). */
export const leadDetailCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  url: z.string().nullable(),
  employeeRange: z.enum(COMPANY_SIZE_BUCKETS).nullable(),
  /** Yearly revenue in US dollars. */
  revenueUsd: z.number().nullable(),
  /** Sanitised HTML (sanitise again before rendering). */
  description: z.string().nullable(),
  /** On the caller's own client list (§3 'ClientList non-empty'). */
  onClientList: z.boolean(),
  agencyLeadCount: z.number().int(),
  openwebLeadCount: z.number().int(),
});
export type LeadDetailCompany = z.infer<typeof leadDetailCompanySchema>;

/** GET /api/v1/leads/{id}: everything §2.4 shows about one lead. */
export const LOCATION_PRECISIONS = ['city', 'coordinates', 'region', 'country'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

export const leadDetailSchema = z.object({
  ...leadCoreFields,
  /**
   * How the location text (`location`, kept as published) was placed: city, the feed's coordinates, region
   * (state/province, metro area) or country; null when it could not be placed.
   */
  locationPrecision: z.enum(LOCATION_PRECISIONS).nullable(),
  /** Sanitised HTML (sanitise again before rendering). */
  description: z.string().nullable(),
  /** The spec's Additionalinformation (Careers Page). */
  careersPageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** When AgencyScout first saw the posting (issue #28; the posted date is the board's). */
  firstSeenAt: z.string(),
  /**
   * When the posting came down from every source that listed it (issue #28): a closed lead is out of searches,
   * totals and alerts but still opens by id, with a 'closed on' note. Null while open.
   */
  closedAt: z.string().nullable(),
  /** The live sources (job boards, careers pages, feeds) listing the posting; empty for imported leads. */
  liveSources: z.array(z.object({ kind: z.enum(SOURCE_KINDS), name: z.string(), url: z.string(), open: z.boolean() })),
  /** Null for a posting that names no company. */
  company: leadDetailCompanySchema.nullable(),
  /** 'Also posted by …': the staffing firm's posting of the same job that made this an Agency lead (issue #12). */
  alsoPostedBy: z.object({ leadId: z.number().int(), companyName: z.string().nullable() }).nullable().optional(),
  /**
   * The company's contacts, primary contact first, at most 100 (25 without read:contacts), with the caller's
   * organisation's lists and interactions on each.
   */
  contacts: z.array(leadContactSchema.extend(contactOutreachFields)),
  /** How many contacts the company has. */
  contactTotal: z.number().int().nonnegative(),
  /** The company's record in the organisation's CRM ('In your Bullhorn'), null when none (issue #32 point 4). */
  crm: crmChipSchema.nullable().optional(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** Path of GET /leads/{id}: any text; an id that is not a positive whole number answers 404 like a missing one. */
export const leadIdParamsSchema = z.object({ id: text().max(40) });

export const companyLeadsParamsSchema = z.object({ companyId: z.coerce.number().int().positive() });
/** Query of GET /leads/company/{companyId}: one tab (lead type), a page of 5, and the lead being shown left out. */
export const companyLeadsQuerySchema = z.object({
  leadType: z.enum(LEAD_TYPES).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(COMPANY_LEADS_PAGE_SIZE),
  excludeLeadId: z.coerce.number().int().positive().optional(),
});
export type CompanyLeadsQuery = z.input<typeof companyLeadsQuerySchema>;

/** One row of the company's leads tab: job, viewed check, posted date (§2.4). */
export const companyLeadSchema = z.object({
  id: z.number().int(),
  leadType: z.enum(LEAD_TYPES),
  title: z.string(),
  location: z.string().nullable(),
  postedAt: z.string().nullable(),
  viewed: z.boolean(),
});
export type CompanyLead = z.infer<typeof companyLeadSchema>;

export const companyLeadsResponseSchema = z.object({
  /** The company's other Agency leads; null when the caller may not read Agency leads (Open Web-only). */
  agencyCount: z.number().int().nonnegative().nullable(),
  openwebCount: z.number().int().nonnegative(),
  /** The asked tab's page, newest first. */
  hits: z.array(companyLeadSchema),
});
export type CompanyLeadsResponse = z.infer<typeof companyLeadsResponseSchema>;

/**
 * GET /leads/{id}/neighbours (issue #9, §2.4): the neighbour strip without a stored search — the lead listed just
 * before it, the lead, and the one just after, in the default order of its type (newest first, wrapping at the
 * ends). Empty for limited views.
 */
export const leadNeighboursResponseSchema = z.object({ hits: z.array(leadHitSchema) });
export type LeadNeighboursResponse = z.infer<typeof leadNeighboursResponseSchema>;
