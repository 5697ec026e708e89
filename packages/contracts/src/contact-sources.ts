/**
 * Where a contact came from (issue #32 'Honest contact data everywhere'): every contact carries one of these
 * sources and the date it was sourced, the contact screens show them as a small label, and exports carry them in
 * 'Contact Source' and 'Contact Sourced At' columns (exports.ts). Contacts named in job postings also link to the posting (docs/contact-sources.md).
 */

/** A contact's source: demo data, a job posting, the organisation's CRM, a contact-data provider, or typed in. */
export const CONTACT_SOURCES = ['demo', 'posting', 'crm', 'provider', 'manual'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** The contact-data providers 'Find people' can search (CONTACT_PROVIDER; contact-provider.ts). */
export const CONTACT_PROVIDERS = ['apollo', 'pdl'] as const;
export type ContactProvider = (typeof CONTACT_PROVIDERS)[number];
export const CONTACT_PROVIDER_NAMES: Readonly<Record<ContactProvider, string>> = {
  apollo: 'Apollo',
  pdl: 'People Data Labs',
};

/**
 * The provider of a contact of source 'provider', from its source id ('apollo:{person id}@{company id}'); null
 * for any other contact.
 */
export function contactProviderOf(source: string, sourceId: string | null | undefined): ContactProvider | null {
  if (source !== 'provider' || !sourceId) return null;
  const prefix = sourceId.slice(0, sourceId.indexOf(':'));
  return (CONTACT_PROVIDERS as readonly string[]).includes(prefix) ? (prefix as ContactProvider) : null;
}

/** The label of each source on the contact screens and in exports. */
export const CONTACT_SOURCE_LABELS: Readonly<Record<ContactSource, string>> = {
  demo: 'Demo data',
  posting: 'Job posting',
  crm: 'Your CRM',
  provider: 'Data provider',
  manual: 'Added manually',
};

/** Texts of the source label and of a posting's general (role-based) addresses. */
export const CONTACT_SOURCE_TEXTS = {
  /** Tooltip of the source label: '{source}, {date}' (date as 'MMM DD, YYYY'). */
  sourcedOn: (source: string, date: string) => `${source}, ${date}`,
  /** Link from a posting's contact to the posting. */
  openPosting: 'Open the posting',
  /** Shown instead of a name for an address such as jobs@ or careers@ (not a person). */
  generalAddress: 'General address',
  /** Shown instead of a name for a posting's contact whose name the posting does not give. */
  unnamed: 'Name not given',
} as const;

/**
 * The label of a source; a value outside the list (an older row) reads as its own text. A provider's contact names
 * the provider: 'Data provider (Apollo)'.
 */
export function contactSourceLabel(source: string, provider?: ContactProvider | null): string {
  const label = (CONTACT_SOURCE_LABELS as Record<string, string>)[source] ?? source;
  return source === 'provider' && provider ? `${label} (${CONTACT_PROVIDER_NAMES[provider]})` : label;
}
