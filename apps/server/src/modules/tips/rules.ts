/**
 * The Agency Tips rules (issue #12; prospecting-core §1, §9 'Agency tips window'; docs/decisions.md
 * "Agency Tips from hiring signals"). Pure functions and constants; the SQL that applies them is in
 * refresh-repository.ts and must say the same thing.
 */
import { formatDisplayDate } from '../../lib/dates.ts';
import { escapeHtml } from '../../lib/html.ts';

/** A tip needs a signal within this many months (§9). */
export const TIP_WINDOW_MONTHS = 12;
/** Two postings of the same job (title + city) count as one job when posted within this many days. */
export const SAME_JOB_DAYS = 30;
/** The company industry that marks a staffing firm. */
export const STAFFING_INDUSTRY = 'Staffing & Recruiting';
/** How many evidence postings a tip's text lists (the count covers all of them). */
export const EVIDENCE_LISTED = 10;
/** Tips recomputed from signals carry this source; every other source is expired by a full recompute. */
export const SIGNAL_SOURCE = 'signals';

/** Legal-form endings dropped from a normalised company name (also used in SQL: plain regex syntax). */
export const COMPANY_SUFFIX_PATTERN = ' (inc|llc|ltd|limited|corp|corporation|co|company|plc|lp|llp|usa|us)$';

/**
 * Staffing firms recognised by name even when their industry is missing (normalised with `normaliseKey`).
 * Maintained in docs/decisions.md "Agency Tips from hiring signals".
 */
export const STAFFING_FIRMS: readonly string[] = [
  'Robert Half',
  'Robert Half International',
  'Adecco',
  'The Adecco Group',
  'Randstad',
  'Randstad USA',
  'ManpowerGroup',
  'Manpower',
  'Experis',
  'Kelly',
  'Kelly Services',
  'Insight Global',
  'TEKsystems',
  'Aerotek',
  'Allegis Group',
  'Actalent',
  'Aston Carter',
  'Kforce',
  'Hays',
  'Michael Page',
  'PageGroup',
  'Express Employment Professionals',
  'Spherion',
  'Volt',
  'Apex Systems',
  'Beacon Hill Staffing Group',
  'Robert Walters',
  'CyberCoders',
  'Jobot',
  'Motion Recruitment',
  'Modis',
  'Akkodis',
  'Addison Group',
  'Vaco',
  'LanceSoft',
  'Mindlance',
  'Collabera',
  'The Judge Group',
  'Staffmark',
  'PeopleReady',
  'AppleOne',
  'Yoh',
  'Ajilon',
  'Hire Quest',
  'Tandym Group',
  'Atrium',
  'Medix',
  'AMN Healthcare',
  'Cross Country Healthcare',
  'Aya Healthcare',
  'Aditi Consulting',
  'Compunnel',
  'Compunnel Software Group',
  'The Mom Project',
  'Diverse Lynx',
  'Russell Tobin',
  'Matlen Silver',
  'Pyramid Consulting',
  'Synergis',
  'Prestige Staffing',
  'Cynet Systems',
  'Infojini',
  'Intelliswift',
  'Ampcus',
  'Genesis10',
  'US Tech Solutions',
  'Rose International',
  'TekWissen',
  'Net2Source',
  'Signature Consultants',
  'Harnham',
  'Talentify io',
  'Recruiting from Scratch',
  'Jobs via Dice',
  'Steneral Consulting',
  'VDart',
  'NLB Services',
  'V-Soft Consulting Group',
  'Raas Infotek',
  'Pinnacle Group',
  'Rang Technologies',
  'Siri InfoSolutions',
  'Magnit',
  'ACL Digital',
].map(normaliseCompanyName);

/**
 * Words in a posting that name an agency or contractors on site, as a PostgreSQL `to_tsquery('english', …)`
 * text (matched against the leads' full-text vector, so stemming applies: 'contractors' matches 'contractor').
 * Phrases (words joined by spaces or hyphens) must appear in order. 'through an agency' is not listed as such:
 * 'through' and 'an' are English stop words, so it would match every 'agency'; the agency phrases stand for it. Listed in docs/decisions.md.
 */
export const SIGNAL_WORDS: readonly string[] = [
  'contract',
  'contractor',
  'temp',
  'temporary',
  'temp-to-hire',
  'contract-to-hire',
  'w2',
  'c2c',
  'corp-to-corp',
  '1099',
  'staffing agency',
  'staffing firm',
  'recruiting agency',
  'agency staff',
  'agency worker',
  'agency placement',
];

/** The `to_tsquery('english', …)` text of SIGNAL_WORDS ('a | b | (c <-> d)'). */
export function signalTsQuery(): string {
  return SIGNAL_WORDS.map((phrase) => phrase.split(/[\s-]+/))
    .map((words) => (words.length > 1 ? `(${words.join(' <-> ')})` : words[0]))
    .join(' | ');
}

/**
 * The "same job" key of a title or city: lower case, every run of characters other than a–z and 0–9 becomes
 * one space, trimmed ("Sr. Java Developer (Remote)" → "sr java developer remote"). Equal to the SQL
 * `btrim(regexp_replace(lower(x), '[^a-z0-9]+', ' ', 'g'))` of migration 0022.
 */
export function normaliseKey(text: string | null | undefined): string {
  return (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A company name as matched against STAFFING_FIRMS: the key without a legal-form ending ("TEKsystems, Inc." → "teksystems"). */
export function normaliseCompanyName(name: string): string {
  return normaliseKey(name).replace(new RegExp(COMPANY_SUFFIX_PATTERN), '');
}

/** The city part of the key: lower case, trimmed (SQL `lower(btrim(city))`). */
export function normaliseCity(city: string | null | undefined): string {
  return (city ?? '').trim().toLowerCase();
}

/** True when two postings are the same job: same title key and city, posted at most SAME_JOB_DAYS apart. */
export function isSameJob(
  a: { title: string; city: string | null; postedAt: Date },
  b: { title: string; city: string | null; postedAt: Date },
): boolean {
  if (!a.city || !b.city) return false;
  if (normaliseKey(a.title) !== normaliseKey(b.title) || normaliseCity(a.city) !== normaliseCity(b.city)) return false;
  return Math.abs(a.postedAt.getTime() - b.postedAt.getTime()) <= SAME_JOB_DAYS * 86_400_000;
}

/** The oldest instant still inside the tips window at `asOf` (12 calendar months back, UTC). */
export function windowStart(asOf: Date): Date {
  const start = new Date(asOf);
  start.setUTCMonth(start.getUTCMonth() - TIP_WINDOW_MONTHS);
  return start;
}

/** True when a signal at `at` counts at `asOf`: inside [asOf − 12 months, asOf] (both edges included). */
export function inWindow(at: Date, asOf: Date): boolean {
  return at.getTime() >= windowStart(asOf).getTime() && at.getTime() <= asOf.getTime();
}

/** Why a posting counts as a signal. */
export interface EvidenceLead {
  id: number;
  title: string;
  at: Date;
  agency: boolean;
  contract: boolean;
  mention: boolean;
}

export interface TipEvidence {
  total: number;
  agency: number;
  contract: number;
  mention: number;
  /** The newest postings first, at most EVIDENCE_LISTED. */
  leads: EvidenceLead[];
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

function reasons(lead: EvidenceLead): string {
  const list = [
    lead.agency ? 'worked by agencies' : '',
    lead.contract ? 'contract' : '',
    lead.mention ? 'mentions contractors or an agency' : '',
  ];
  return list.filter(Boolean).join(', ');
}

/**
 * The tip text (JobTips): a summary line and the newest qualifying postings with links to their lead pages
 * (/leads/{id}). Every piece of data is escaped, so the HTML is safe before DOMPurify runs again in the browser.
 */
export function evidenceHtml(evidence: TipEvidence): string {
  const parts = [
    evidence.agency ? plural(evidence.agency, 'Agency lead', 'Agency leads') : '',
    evidence.contract ? plural(evidence.contract, 'contract posting', 'contract postings') : '',
    evidence.mention
      ? plural(evidence.mention, 'posting naming contractors or an agency', 'postings naming contractors or an agency')
      : '',
  ].filter(Boolean);
  const items = evidence.leads.map(
    (lead) =>
      `<li><a href="/leads/${lead.id}">${escapeHtml(lead.title)}</a> — ${formatDisplayDate(lead.at)} (${reasons(lead)})</li>`,
  );
  return (
    `<p>${plural(evidence.total, 'qualifying lead', 'qualifying leads')} in the last ${TIP_WINDOW_MONTHS} months: ` +
    `${parts.join('; ')}.</p><ul>${items.join('')}</ul>`
  );
}

/** The tip's Additional Information: the evidence in one plain sentence. */
export function evidenceSummary(evidence: TipEvidence, lastSignalAt: Date): string {
  return `${plural(evidence.total, 'qualifying lead', 'qualifying leads')} in the last ${TIP_WINDOW_MONTHS} months; latest ${formatDisplayDate(lastSignalAt)}.`;
}
