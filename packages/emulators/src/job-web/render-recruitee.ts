/**
 * Recruitee careers site API body (https://docs.recruitee.com/reference/intro-to-careers-site-api):
 * `GET https://{company}.recruitee.com/api/offers/` → `{offers: [...]}`; here `{base}/{company}/api/offers/`.
 * Salary amounts are numeric texts ('55000.0') as on the real API.
 */
import { type BoardView, json, type Rendered } from './rendering.ts';
import { descriptionHtml, requirementItems, utcStamp } from './text-format.ts';
import type { PayPeriod, Posting } from './types.ts';

const EMPLOYMENT_CODES: Readonly<Record<Posting['workType'], string>> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
  volunteer: 'volunteer',
  other: 'fulltime',
};

const PERIODS: Readonly<Record<PayPeriod, string>> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

function offerId(posting: Posting): number {
  return 100_000 + (posting.numericId % 900_000_000);
}

/** An offer's public page (careers_url). */
export function recruiteeCareersUrl(company: string, posting: Posting): string {
  return `https://${company}.recruitee.com/o/${posting.slug}-${offerId(posting) % 10_000}`;
}

function offer(view: BoardView, posting: Posting): Record<string, unknown> {
  const careersUrl = recruiteeCareersUrl(view.board.token, posting);
  const slug = careersUrl.slice(careersUrl.lastIndexOf('/') + 1);
  const remote = posting.workplace === 'remote';
  return {
    id: offerId(posting),
    slug,
    title: posting.title,
    description: descriptionHtml(posting, view.padding),
    requirements: `<ul>${requirementItems(posting)}</ul>`,
    location: posting.place.label,
    city: posting.place.city ?? '',
    state_code: posting.place.region ?? '',
    country: 'United States',
    country_code: 'US',
    postal_code: posting.place.postalCode ?? '',
    remote,
    hybrid: posting.workplace === 'hybrid',
    on_site: posting.workplace === 'on-site',
    employment_type_code: EMPLOYMENT_CODES[posting.workType],
    experience_code: posting.level ? posting.level.toLowerCase().replace(/[^a-z]+/g, '_') : null,
    published_at: utcStamp(posting.publishedMs),
    created_at: utcStamp(posting.publishedMs),
    updated_at: utcStamp(posting.updatedMs),
    careers_url: careersUrl,
    careers_apply_url: `${careersUrl}/c/new`,
    salary: posting.pay
      ? {
          min: posting.pay.min.toFixed(1),
          max: posting.pay.max.toFixed(1),
          currency: 'USD',
          period: PERIODS[posting.pay.period],
        }
      : null,
    department: posting.department,
    company_name: posting.companyName,
    status: 'published',
  };
}

/** Every published offer of the company. */
export function recruiteeOffers(view: BoardView): Rendered {
  return json({ offers: view.postings.map((posting) => offer(view, posting)) });
}

/** One offer by slug or id; 404 when it is not open. */
export function recruiteeOffer(view: BoardView, key: string): Rendered {
  const posting = view.postings.find((candidate) => {
    const body = offer(view, candidate);
    return String(body.id) === key || body.slug === key;
  });
  return posting ? json({ offer: offer(view, posting) }) : recruiteeNotFound();
}

/** An unknown (or moved) company. */
export function recruiteeNotFound(message = 'Not found'): Rendered {
  return json({ error: message }, 404);
}

/** The offer id of a posting (openPostings). */
export const recruiteeOfferId = offerId;
