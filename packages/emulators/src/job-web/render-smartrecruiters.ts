/**
 * SmartRecruiters Posting API bodies (https://developers.smartrecruiters.com/docs/posting-api):
 * `GET /v1/companies/{id}/postings?limit=&offset=` → `{offset, limit, totalFound, content: [...]}` (limit 10 by
 * default, 100 at most), `GET /v1/companies/{id}/postings/{postingId}` → the posting with its `jobAd` sections.
 * Each list item's `ref` points at its detail on this emulator (the real one points at the API host).
 */
import { type BoardView, json, nameId, type Rendered } from './rendering.ts';
import { descriptionHtml, escapeHtml, isoDate, payText, requirementItems } from './text-format.ts';
import type { Posting } from './types.ts';

const EMPLOYMENT: Readonly<Record<Posting['workType'], { id: string; label: string }>> = {
  'full-time': { id: 'permanent', label: 'Full-time' },
  'part-time': { id: 'part_time', label: 'Part-time' },
  contract: { id: 'contract', label: 'Contract' },
  temporary: { id: 'temporary', label: 'Temporary' },
  internship: { id: 'intern', label: 'Internship' },
  volunteer: { id: 'volunteer', label: 'Volunteer' },
  other: { id: 'other', label: 'Other' },
};

function postingId(posting: Posting): string {
  return `74${String(posting.numericId).padStart(13, '0')}`;
}

/** A posting's public page (postingUrl). */
export function smartRecruitersPostingUrl(company: string, posting: Posting): string {
  return `https://jobs.smartrecruiters.com/${company}/${postingId(posting)}-${posting.slug}`;
}

function experience(level: string | null): { id: string; label: string } {
  if (!level) return { id: 'not_applicable', label: 'Not Applicable' };
  return { id: level.toLowerCase().replace(/[^a-z]+/g, '_'), label: level };
}

function summary(view: BoardView, posting: Posting): Record<string, unknown> {
  const id = postingId(posting);
  const item: Record<string, unknown> = {
    id,
    uuid: posting.uuid,
    name: posting.title,
    jobAdId: posting.uuid.replace(/^.{8}/, posting.shortcode.slice(0, 8).toLowerCase()),
    defaultJobAd: true,
    refNumber: `REF${posting.numericId % 1_000_000}${posting.shortcode.slice(0, 1)}`,
    company: { identifier: view.board.token, name: view.board.companyName },
    releasedDate: isoDate(posting.publishedMs),
    location: {
      city: posting.place.city ?? '',
      region: posting.place.region ?? '',
      country: 'us',
      remote: posting.workplace === 'remote',
      fullLocation: posting.place.label,
    },
    industry: { id: 'staffing_and_recruiting', label: 'Staffing and Recruiting' },
    department: { id: String(nameId(posting.department)), label: posting.department },
    function: { id: posting.department.toLowerCase().replace(/\W+/g, '_'), label: posting.department },
    typeOfEmployment: EMPLOYMENT[posting.workType],
    experienceLevel: experience(posting.level),
    customField: [],
    ref: `${view.baseUrl}/v1/companies/${view.board.token}/postings/${id}`,
    creator: { name: 'Hiring Team' },
    language: { code: 'en', label: 'English', labelNative: 'English (US)' },
  };
  if (view.padding) {
    item.customField = [{ fieldId: 'notes', fieldLabel: 'Notes', valueId: 'notes', valueLabel: view.padding }];
  }
  return item;
}

function clamp(value: string | null, fallback: number, max: number): number {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? Math.min(parsed, max) : fallback;
}

/** A page of the company's postings. */
export function smartRecruitersList(view: BoardView, query: URLSearchParams): Rendered {
  const offset = clamp(query.get('offset'), 0, Number.MAX_SAFE_INTEGER);
  const limit = clamp(query.get('limit'), 10, 100);
  const content = view.postings.slice(offset, offset + limit).map((posting) => summary(view, posting));
  return json({ offset, limit, totalFound: view.postings.length, content });
}

/** One posting with its job ad; 404 when it is not open. */
export function smartRecruitersDetail(view: BoardView, id: string): Rendered {
  const posting = view.postings.find((candidate) => postingId(candidate) === id);
  if (!posting) return smartRecruitersNotFound('Posting not found');
  const [intro = '', ...rest] = posting.paragraphs;
  const pay = posting.pay ? `<p>${escapeHtml(`Pay: ${payText(posting.pay)}.`)}</p>` : '';
  const postingUrl = smartRecruitersPostingUrl(view.board.token, posting);
  return json({
    ...summary(view, posting),
    active: true,
    visibility: 'PUBLIC',
    postingUrl,
    applyUrl: `${postingUrl}?oga=true`,
    jobAd: {
      sections: {
        companyDescription: { title: 'Company Description', text: `<p>${escapeHtml(intro)}</p>` },
        jobDescription: {
          title: 'Job Description',
          text: descriptionHtml({ ...posting, paragraphs: rest.filter((p) => !p.startsWith('Pay: ')) }, view.padding),
        },
        qualifications: { title: 'Qualifications', text: `<ul>${requirementItems(posting)}</ul>` },
        additionalInformation: {
          title: 'Additional Information',
          text: `${pay}<p>We are an equal opportunity employer.</p>`,
        },
      },
    },
  });
}

/** Unknown (or moved) company, or posting. */
export function smartRecruitersNotFound(message = 'Company not found'): Rendered {
  return json({ message, errors: [{ code: 'NOT_FOUND', message }] }, 404);
}

/** The detail id of a posting, for tests and openPostings. */
export const smartRecruitersPostingId = postingId;
