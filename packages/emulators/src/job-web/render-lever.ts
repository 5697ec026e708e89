/**
 * Lever Postings API bodies (https://github.com/lever/postings-api): `GET /v0/postings/{site}?mode=json&skip=&limit=`
 * → an array of postings (all of them without `limit`), `GET /v0/postings/{site}/{id}` → one posting. `createdAt`
 * is epoch milliseconds; `salaryRange` only when the posting publishes pay.
 */
import { type BoardView, json, type Rendered } from './rendering.ts';
import { descriptionHtml, descriptionPlain, escapeHtml, requirementItems } from './text-format.ts';
import type { PayPeriod, Posting } from './types.ts';

const INTERVALS: Readonly<Record<PayPeriod, string>> = {
  HOUR: 'per-hour-wage',
  DAY: 'per-day-wage',
  WEEK: 'per-week-salary',
  MONTH: 'per-month-salary',
  YEAR: 'per-year-salary',
};

const COMMITMENTS: Readonly<Record<Posting['workType'], string>> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  volunteer: 'Volunteer',
  other: 'Other',
};

const CLOSING = 'We are an equal opportunity employer and value diversity at our company.';

/** A posting's hosted page (hostedUrl). */
export function leverHostedUrl(site: string, item: Posting): string {
  return `https://jobs.lever.co/${site}/${item.uuid}`;
}

function posting(view: BoardView, item: Posting): Record<string, unknown> {
  const hostedUrl = leverHostedUrl(view.board.token, item);
  const location = item.workplace === 'remote' ? 'Remote' : item.place.label;
  const [opening = '', ...rest] = item.paragraphs;
  const body = { ...item, paragraphs: rest };
  const result: Record<string, unknown> = {
    additional: `<div>${escapeHtml(CLOSING)}</div>`,
    additionalPlain: CLOSING,
    categories: {
      commitment: COMMITMENTS[item.workType],
      department: item.department,
      location,
      team: item.department,
      allLocations: [location],
    },
    createdAt: item.publishedMs,
    descriptionPlain: descriptionPlain(item, view.padding),
    description: `<div>${descriptionHtml(item, view.padding)}</div>`,
    descriptionBody: `<div>${descriptionHtml(body, view.padding)}</div>`,
    descriptionBodyPlain: descriptionPlain(body, view.padding),
    opening: `<div>${escapeHtml(opening)}</div>`,
    openingPlain: opening,
    id: item.uuid,
    lists: [{ text: 'Requirements', content: requirementItems(item) }],
    text: item.title,
    country: 'US',
    workplaceType: item.workplace,
    hostedUrl,
    applyUrl: `${hostedUrl}/apply`,
  };
  if (item.pay) {
    result.salaryRange = {
      currency: 'USD',
      interval: INTERVALS[item.pay.period],
      min: item.pay.min,
      max: item.pay.max,
    };
  }
  return result;
}

function count(value: string | null, fallback: number): number {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

/** A page of the site's postings (`skip`, `limit`). */
export function leverPostings(view: BoardView, query: URLSearchParams): Rendered {
  const skip = count(query.get('skip'), 0);
  const limit = count(query.get('limit'), Number.POSITIVE_INFINITY);
  return json(view.postings.slice(skip, skip + limit).map((item) => posting(view, item)));
}

/** One posting by id; 404 when it is not open. */
export function leverPosting(view: BoardView, id: string): Rendered {
  const item = view.postings.find((candidate) => candidate.uuid === id);
  return item ? json(posting(view, item)) : leverNotFound();
}

/** An unknown (or moved) site. */
export function leverNotFound(message = 'Document not found'): Rendered {
  return json({ ok: false, error: message }, 404);
}
