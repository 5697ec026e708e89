/**
 * Constants of the lead database, shared by server and web.
 * Spec: prospecting-core §3 (Lead, Company, Agency tip, Lead search query) and §9 (business constants);
 * outreach-integrations-admin §2 'Outreach list screen' (verification statuses) and §9 (audience categories).
 */

/**
 * Lead types (ARCHITECTURE "Domain decisions"): `Agency` is the spec's `{product}` (Agency Leads),
 * `OpenWeb` the Open Web Leads. Stored in `leads.lead_type`.
 */
export const LEAD_TYPES = ['Agency', 'OpenWeb'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Employment types a lead can carry (§9 'Lead types: All, Contract, Contract to Direct Hire, Direct Hire'). */
export const EMPLOYMENT_TYPES = ['Contract', 'Contract to Direct Hire', 'Direct Hire'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** The filter's extra choice meaning "no employment-type filter". */
export const EMPLOYMENT_TYPE_ALL = 'All';

/** Company size buckets (§9 'Self-employed, 1-10 up to 10,001+ (9 buckets)'), smallest first. */
export const COMPANY_SIZE_BUCKETS = [
  'Self-employed',
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,001+',
] as const;
export type CompanySizeBucket = (typeof COMPANY_SIZE_BUCKETS)[number];

/**
 * The bucket for a head count (number of employees), or null when unknown or negative.
 * 0 and 1 employees are 'Self-employed'; the LinkedIn-style ranges follow.
 */
export function companySizeBucket(employees: number | null | undefined): CompanySizeBucket | null {
  if (employees === null || employees === undefined || !Number.isFinite(employees) || employees < 0) return null;
  if (employees <= 1) return 'Self-employed';
  if (employees <= 10) return '1-10';
  if (employees <= 50) return '11-50';
  if (employees <= 200) return '51-200';
  if (employees <= 500) return '201-500';
  if (employees <= 1000) return '501-1,000';
  if (employees <= 5000) return '1,001-5,000';
  if (employees <= 10000) return '5,001-10,000';
  return '10,001+';
}

/** Company status (§9): Active (1), No longer in business (0). */
export const COMPANY_STATUS = { active: 1, noLongerInBusiness: 0 } as const;
export type CompanyStatus = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];
export const COMPANY_STATUS_LABELS: Record<CompanyStatus, string> = {
  1: 'Active',
  0: 'No longer in business',
};

/** Countries offered (§9): Canada (CA), United States (US). */
export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((country) => country.code) as readonly CountryCode[];

/** Radius options in miles (§9); a new location defaults to 5; -1 means statewide (no radius). */
export const RADIUS_OPTIONS_MILES = [5, 10, 25, 50, 100, 200] as const;
export const DEFAULT_RADIUS_MILES = 5;
export const STATEWIDE_RADIUS = -1;

/**
 * Contact e-mail verification statuses (outreach-integrations-admin §2 'Outreach list screen'):
 * how each is shown. Hidden values are still shown for the selected (primary) contact.
 */
export const EMAIL_VERIFICATION_STATUSES = {
  valid: { tone: 'success', shown: true, icon: true },
  catchall: { tone: 'warning', shown: true, icon: false },
  invalid: { tone: 'error', shown: false, icon: false },
  unknown: { tone: 'grey', shown: false, icon: false },
} as const;
export type EmailVerificationStatus = keyof typeof EMAIL_VERIFICATION_STATUSES;
export const EMAIL_VERIFICATION_STATUS_VALUES = Object.keys(
  EMAIL_VERIFICATION_STATUSES,
) as readonly EmailVerificationStatus[];

/** Contact phone verification statuses and their display (outreach-integrations-admin §2). */
export const PHONE_VERIFICATION_STATUSES = {
  'Verified - Voice Mail': { tone: 'success', shown: true, icon: true },
  'Verified - Answered': { tone: 'success', shown: true, icon: true },
  'Verified - Gatekeeper': { tone: 'success', shown: true, icon: true },
  'Valid Number - Not Verified': { tone: 'grey', shown: true, icon: false },
  'Verified - General Company Number': { tone: 'grey', shown: true, icon: false },
  'Valid Number - Mismatch': { tone: 'error', shown: false, icon: false },
  'Wrong Phone Number': { tone: 'error', shown: false, icon: false },
} as const;
export type PhoneVerificationStatus = keyof typeof PHONE_VERIFICATION_STATUSES;
export const PHONE_VERIFICATION_STATUS_VALUES = Object.keys(
  PHONE_VERIFICATION_STATUSES,
) as readonly PhoneVerificationStatus[];

/**
 * Position clusters of contacts (outreach-integrations-admin §3 'PositionCluster.ClusterName'):
 * the audience categories of §9. A contact without one shows as 'Uncategorized'.
 */
export const POSITION_CLUSTERS = [
  'Accounting',
  'Business Strategy',
  'Directorial',
  'Engineering',
  'Executive Leadership',
  'Global Operations',
  'Healthcare Management',
  'HR',
  'Information Security',
  'IT Leadership',
  'Management',
  'Operations Management',
  'Project Management',
  'Sales & Marketing',
  'Senior Management',
  'Talent Acquisition',
  'Vice President',
] as const;
export type PositionCluster = (typeof POSITION_CLUSTERS)[number];
export const UNCATEGORIZED_POSITION = 'Uncategorized';

/** Pay period of a salary figure as published; stored values are per hour or per year. */
export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
