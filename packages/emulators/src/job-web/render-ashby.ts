/**
 * Ashby Job Postings API body (https://developers.ashbyhq.com/docs/public-job-posting-api):
 * `GET /posting-api/job-board/{name}[?includeCompensation=true]` → `{apiVersion, jobs: [...]}`, the whole board at
 * once; `compensation` only when asked for.
 */
import { type BoardView, json, type Rendered } from './rendering.ts';
import { compactPay, descriptionHtml, descriptionPlain, isoDate } from './text-format.ts';
import type { PayPeriod, Posting } from './types.ts';

const EMPLOYMENT_TYPES: Readonly<Record<Posting['workType'], string>> = {
  'full-time': 'FullTime',
  'part-time': 'PartTime',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Intern',
  volunteer: 'Temporary',
  other: 'FullTime',
};

const WORKPLACES: Readonly<Record<Posting['workplace'], string>> = {
  'on-site': 'OnSite',
  remote: 'Remote',
  hybrid: 'Hybrid',
};

const INTERVALS: Readonly<Record<PayPeriod, string>> = {
  HOUR: '1 HOUR',
  DAY: '1 DAY',
  WEEK: '1 WEEK',
  MONTH: '1 MONTH',
  YEAR: '1 YEAR',
};

function compensation(posting: Posting): Record<string, unknown> {
  if (!posting.pay) {
    return {
      compensationTierSummary: null,
      scrapeableCompensationSalarySummary: null,
      compensationTiers: [],
      summaryComponents: [],
    };
  }
  const summary = compactPay(posting.pay);
  const component = {
    id: `${posting.uuid.slice(0, 8)}-salary`,
    summary,
    compensationType: 'Salary',
    interval: INTERVALS[posting.pay.period],
    currencyCode: 'USD',
    minValue: posting.pay.min,
    maxValue: posting.pay.max,
  };
  return {
    compensationTierSummary: summary,
    scrapeableCompensationSalarySummary: summary,
    compensationTiers: [
      { id: `${posting.uuid.slice(0, 8)}-tier`, tierSummary: summary, title: null, components: [component] },
    ],
    summaryComponents: [component],
  };
}

/** A job's public page (jobUrl). */
export function ashbyJobUrl(name: string, posting: Posting): string {
  return `https://jobs.ashbyhq.com/${name}/${posting.uuid}`;
}

function job(view: BoardView, posting: Posting, withPay: boolean): Record<string, unknown> {
  const jobUrl = ashbyJobUrl(view.board.token, posting);
  const location = posting.workplace === 'remote' ? 'Remote' : posting.place.label;
  const result: Record<string, unknown> = {
    id: posting.uuid,
    title: posting.title,
    department: posting.department,
    team: posting.department,
    employmentType: EMPLOYMENT_TYPES[posting.workType],
    location,
    secondaryLocations: [],
    publishedAt: isoDate(posting.publishedMs).replace('Z', '+00:00'),
    isListed: true,
    isRemote: posting.workplace === 'remote',
    workplaceType: WORKPLACES[posting.workplace],
    address: {
      postalAddress: {
        addressLocality: posting.place.city,
        addressRegion: posting.place.region,
        addressCountry: 'United States',
        ...(posting.place.postalCode ? { postalCode: posting.place.postalCode } : {}),
      },
    },
    jobUrl,
    applyUrl: `${jobUrl}/application`,
    descriptionHtml: descriptionHtml(posting, view.padding),
    descriptionPlain: descriptionPlain(posting, view.padding),
    shouldDisplayCompensationOnJobPostings: posting.pay !== null,
  };
  if (withPay) result.compensation = compensation(posting);
  return result;
}

/** The whole board (`includeCompensation=true` adds compensation). */
export function ashbyBoard(view: BoardView, query: URLSearchParams): Rendered {
  const withPay = query.get('includeCompensation') === 'true';
  return json({ apiVersion: '1', jobs: view.postings.map((posting) => job(view, posting, withPay)) });
}

/** An unknown (or moved) board. */
export function ashbyNotFound(message = 'Job board not found'): Rendered {
  return json({ success: false, errors: [message] }, 404);
}
