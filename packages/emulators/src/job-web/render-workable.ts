/**
 * Workable careers widget API body: `GET /api/v1/widget/accounts/{subdomain}[?details=true]` →
 * `{name, description, jobs: [...]}` for the whole account; each job's `description` only with `details=true`.
 */
import { type BoardView, json, type Rendered } from './rendering.ts';
import { dateOnly, descriptionHtml, escapeHtml } from './text-format.ts';
import type { Posting } from './types.ts';

const EMPLOYMENT_TYPES: Readonly<Record<Posting['workType'], string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  volunteer: 'Volunteer',
  other: 'Other',
};

/** A job's public page (url). */
export function workableJobUrl(subdomain: string, posting: Posting): string {
  return `https://apply.workable.com/${subdomain}/j/${posting.shortcode}/`;
}

function job(view: BoardView, posting: Posting, details: boolean): Record<string, unknown> {
  const url = workableJobUrl(view.board.token, posting);
  const { city, region } = posting.place;
  const result: Record<string, unknown> = {
    title: posting.title,
    shortcode: posting.shortcode,
    code: `R${String(posting.numericId % 10_000).padStart(4, '0')}`,
    employment_type: EMPLOYMENT_TYPES[posting.workType],
    telecommuting: posting.workplace === 'remote',
    department: posting.department,
    url,
    shortlink: `https://apply.workable.com/j/${posting.shortcode}`,
    application_url: `${url}apply`,
    published_on: dateOnly(posting.publishedMs),
    created_at: dateOnly(posting.publishedMs),
    country: 'United States',
    city: city ?? '',
    state: region ?? '',
    education: '',
    experience: posting.level ?? '',
    function: posting.department,
    industry: '',
    locations: [{ country: 'United States', countryCode: 'US', city: city ?? '', region: region ?? '', hidden: false }],
  };
  if (details) result.description = descriptionHtml(posting, view.padding);
  return result;
}

/** The account and its jobs. */
export function workableAccount(view: BoardView, query: URLSearchParams): Rendered {
  const details = query.get('details') === 'true';
  return json({
    name: view.board.companyName,
    description: `<p>${escapeHtml(view.board.companyName)} careers</p>`,
    jobs: view.postings.map((posting) => job(view, posting, details)),
  });
}

/** An unknown (or moved) account. */
export function workableNotFound(message = 'Not found'): Rendered {
  return json({ error: message }, 404);
}
