/**
 * A polled posting → the importers' LeadDraft (issue #28 'Connectors': one normalisation, two entry points). The
 * posting is written as a feed row (`Fields`) and goes through the generic feed importer's own row rules
 * (importers/csv-row.ts `toLead`): places, pay with period and currency, dates, employment types, sanitised HTML.
 * What differs is only what a board adds: the source's company when the posting names none, the board as the
 * company's careers page, and the de-duplication key (`leadKey`).
 */
import { createHash } from 'node:crypto';
import type { EmploymentType } from '@agencyscout/contracts';
import { toLead } from '../importers/csv-row.ts';
import { csvMappingSchema } from '../importers/mapping-schema.ts';
import { companyNameKey, postingFingerprint } from '../importers/normalise.ts';
import type { LeadDraft, RowNote } from '../importers/types.ts';
import type { SourcePosting } from './types.ts';

/** Board words for employment types beyond the importers' (importers/normalise.ts EMPLOYMENT_TYPE_WORDS). */
const BOARD_EMPLOYMENT_TYPES: Readonly<Record<string, EmploymentType | null>> = {
  parttime: 'Direct Hire',
  fulltime_permanent: 'Direct Hire',
  fulltime_fixed_term: 'Contract',
  parttime_permanent: 'Direct Hire',
  parttime_fixed_term: 'Contract',
  per_diem: 'Contract',
  other: null,
  volunteer: null,
};

/** The feed importer's mapping for polled postings: ISO dates, the board words above. */
const POSTING_MAPPING = csvMappingSchema.parse({
  columns: { title: 'title', company: 'company' },
  dateFormat: 'iso',
  employmentTypes: BOARD_EMPLOYMENT_TYPES,
  emptyValues: [],
});
const LABELS = { title: 'title', postedAt: 'posted date', salaryMin: 'pay minimum', salaryMax: 'pay maximum' };

/** What the source adds to its postings. */
export interface PostingContext {
  /** The source's linked company name, else the board's own name. */
  companyName: string | null;
  /** The board's public URL (the company's careers page for ATS boards); null for feeds. */
  careersPageUrl: string | null;
  now: Date;
}

export type NormalisedPosting =
  | { ok: true; draft: LeadDraft; notes: RowNote[]; leadKey: string; contentHash: string; url: string | null }
  | { ok: false; reason: string };

const TRACKING_PARAMETER = /^(utm_.*|gh_src|source|src|ref|referrer|lever-source.*|lever-origin|trk.*|fbclid|gclid)$/i;

/**
 * A posting URL in one spelling: https, host lower-case without 'www.', no fragment, tracking parameters dropped,
 * the other parameters sorted, no trailing slash. Null when it is not an http(s) address.
 */
export function canonicalPostingUrl(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const parameters = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
    parameters.sort(([a], [b]) => a.localeCompare(b));
    const query = new URLSearchParams(parameters).toString();
    const host = url.host.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    return `https://${host}${path}${query ? `?${query}` : ''}`;
  } catch {
    return null;
  }
}

/**
 * The lead a posting is (issue #28 'One posting, one lead'): its canonical URL when it has one, else the company,
 * the normalised title and the place. The same job reached through two sources gets the same key.
 */
export function leadKeyOf(draft: LeadDraft, url: string | null): string {
  if (url) return `url:${createHash('sha1').update(url).digest('hex')}`;
  const title = draft.title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const company = draft.company ? companyNameKey(draft.company.name) : '';
  return `job:${postingFingerprint([company, title, draft.city ?? draft.location, draft.state])}`;
}

/** An ISO date text, or null with a note when the board's date is unreadable or in the future. */
function postedDate(value: string | Date | null, now: Date): { text: string | null; note: RowNote | null } {
  if (value === null || value === '') return { text: null, note: null };
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time) || time < Date.UTC(1990, 0, 1) || time > now.getTime() + 86_400_000) {
    return { text: null, note: { kind: 'posted date unreadable: first-seen date used', value: String(value) } };
  }
  return { text: date.toISOString(), note: null };
}

/** 'per-year-salary', '1 YEAR', 'HOUR', 'hourly' → the period word the importers know; null when none. */
function periodWord(period: string | null): string | null {
  if (!period) return null;
  const match = /hour|day|daily|week|month|year|annual|annum/i.exec(period);
  if (!match) return period;
  const word = match[0].toLowerCase();
  return word === 'annual' || word === 'annum' ? 'year' : word === 'daily' ? 'day' : word;
}

function amount(value: number | null): string | null {
  return value !== null && Number.isFinite(value) ? String(value) : null;
}

function placeText(posting: SourcePosting): string | null {
  const location = posting.location?.trim() || null;
  if (location) return location;
  const parts = [posting.city, posting.region, posting.country].map((part) => part?.trim()).filter(Boolean);
  if (parts.length) return parts.join(', ');
  return posting.remote ? 'Remote' : null;
}

/** The posting as a feed row, for the feed importer's row rules. */
function fieldsOf(posting: SourcePosting, context: PostingContext, postedAt: string | null) {
  const pay = posting.pay;
  const hasAmounts = pay !== null && (pay.min !== null || pay.max !== null);
  return {
    title: posting.title.trim() || null,
    company: posting.companyName?.trim() || context.companyName,
    companyUrl: posting.companyUrl,
    location: placeText(posting),
    city: posting.city,
    state: posting.region,
    country: posting.country,
    description: posting.description,
    employmentType: posting.employmentType,
    salary: hasAmounts ? null : (pay?.text ?? null),
    salaryMin: hasAmounts ? amount(pay.min) : null,
    salaryMax: hasAmounts ? amount(pay.max) : null,
    payPeriod: periodWord(pay?.period ?? null),
    currency: pay?.currency ?? null,
    postedAt,
    sourceUrl: posting.url ?? posting.applyUrl,
    careersPage: context.careersPageUrl,
    jobCategory: posting.categories.join(';') || null,
  };
}

/**
 * Normalises one posting. @returns the draft with its notes, lead key and content hash (a change of which is a
 * changed posting), or the reason it is skipped (no title, or a value the row rules refuse).
 */
export function normalisePosting(posting: SourcePosting, context: PostingContext): NormalisedPosting {
  if (!posting.title?.trim()) return { ok: false, reason: 'no title' };
  const date = postedDate(posting.postedAt, context.now);
  const fields = fieldsOf(posting, context, date.text);
  const outcome = toLead(fields, { mapping: POSTING_MAPPING, labels: LABELS }, new Set());
  if (!outcome.ok) return { ok: false, reason: outcome.reason };
  const url = canonicalPostingUrl(posting.url ?? posting.applyUrl);
  const draft: LeadDraft = { ...outcome.value, sourceId: posting.externalId };
  const contentHash = createHash('sha1').update(JSON.stringify(draft)).digest('hex');
  const notes = [...(outcome.warnings ?? []), ...(date.note ? [date.note] : [])];
  return { ok: true, draft, notes, leadKey: leadKeyOf(draft, url), contentHash, url };
}
