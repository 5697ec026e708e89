/**
 * SmartRecruiters Posting API connector (issue #28): `GET {baseUrl}/v1/companies/{company}/postings?limit=100
 * &offset=N` answers `{offset, limit, totalFound, content: [...]}` and is read until totalFound postings came;
 * each posting's description comes from `GET {baseUrl}/v1/companies/{company}/postings/{id}` (jobAd.sections
 * companyDescription, jobDescription, qualifications, additionalInformation: {title, text (HTML)}), which also
 * names postingUrl and applyUrl. Documented list fields: id, name (the title), refNumber, releasedDate,
 * company {identifier, name}, location {city, region, country, remote}, department {label}, function {label},
 * typeOfEmployment {label}, experienceLevel {label}.
 */
import { z } from 'zod';
import {
  type BoardRef,
  categoryNames,
  dateField,
  flagField,
  getBoardJson,
  htmlSections,
  idField,
  joinTexts,
  notModifiedListing,
  PostingCollector,
  pathToken,
  postedAt,
  requireToken,
  text,
  textField,
  titleField,
} from '../connector-helpers.ts';
import { type ConnectorContext, type SourceConnector, SourceError, type SourcePosting } from '../types.ts';

/** Postings asked for per page (the API's maximum). */
export const SMARTRECRUITERS_PAGE_SIZE = 100;
/** Pages read at most from one board (50,000 postings); a board with more fails with a clear message. */
const MAX_PAGES = 500;

const labelSchema = z.object({ label: textField }).nullish();

const postingSchema = z.object({
  id: idField,
  name: titleField,
  releasedDate: dateField,
  company: z.object({ name: textField }).nullish(),
  location: z
    .object({
      city: textField,
      region: textField,
      country: textField,
      postalCode: textField,
      fullLocation: textField,
      remote: flagField,
    })
    .nullish(),
  department: labelSchema,
  function: labelSchema,
  typeOfEmployment: labelSchema,
});
type SmartRecruitersPosting = z.output<typeof postingSchema>;

const pageSchema = z.object({ totalFound: z.number(), content: z.array(z.unknown()) });

const sectionSchema = z.object({ title: textField, text: textField }).nullish();
const detailSchema = z.object({
  postingUrl: textField,
  applyUrl: textField,
  jobAd: z
    .object({
      sections: z
        .object({
          companyDescription: sectionSchema,
          jobDescription: sectionSchema,
          qualifications: sectionSchema,
          additionalInformation: sectionSchema,
        })
        .nullish(),
    })
    .nullish(),
});
type SmartRecruitersDetail = z.output<typeof detailSchema>;

function toPosting(posting: SmartRecruitersPosting, company: string): SourcePosting {
  const place = posting.location;
  const city = text(place?.city);
  const region = text(place?.region);
  const country = text(place?.country);
  return {
    externalId: posting.id,
    title: posting.name,
    companyName: text(posting.company?.name),
    companyUrl: null,
    location: text(place?.fullLocation) ?? joinTexts([city, region, country]),
    city,
    region,
    country,
    postalCode: text(place?.postalCode),
    remote: place?.remote === true,
    description: null,
    employmentType: text(posting.typeOfEmployment?.label),
    postedAt: postedAt(posting.releasedDate),
    url: `https://jobs.smartrecruiters.com/${encodeURIComponent(company)}/${encodeURIComponent(posting.id)}`,
    applyUrl: null,
    pay: null,
    categories: categoryNames([posting.department?.label, posting.function?.label]),
  };
}

/** The description sections in the order a job ad shows them. */
function description(detail: SmartRecruitersDetail): string | null {
  const sections = detail.jobAd?.sections;
  const parts = [
    sections?.companyDescription,
    sections?.jobDescription,
    sections?.qualifications,
    sections?.additionalInformation,
  ];
  return htmlSections(parts.map((section) => ({ heading: section?.title, html: section?.text })));
}

/** One posting's details; null when they cannot be read (the posting is kept without a description). */
async function detail(context: ConnectorContext, url: string, board: BoardRef): Promise<SmartRecruitersDetail | null> {
  try {
    const document = await getBoardJson(context, url, detailSchema, board);
    return document.notModified ? null : document.data;
  } catch (error) {
    if (!context.signal?.aborted) return null;
    throw error instanceof SourceError ? error : new SourceError(`SmartRecruiters board "${board.token}" timed out`);
  }
}

/** SmartRecruiters companies: `jobs.smartrecruiters.com/{company}` and `careers.smartrecruiters.com/{company}`. */
export const smartrecruitersConnector: SourceConnector = {
  kind: 'smartrecruiters',

  tokenFromUrl: (url) => pathToken(url, ['jobs.smartrecruiters.com', 'careers.smartrecruiters.com']),

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'SmartRecruiters', token: source.token };
    const base = `${context.baseUrl}/v1/companies/${requireToken(board)}/postings`;
    const pageUrl = (offset: number) => `${base}?limit=${SMARTRECRUITERS_PAGE_SIZE}&offset=${offset}`;
    const first = await getBoardJson(context, pageUrl(0), pageSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    const keys = { id: ['id'], title: 'name' };
    const map = (posting: SmartRecruitersPosting) => toPosting(posting, source.token);
    let page = first.data;
    let offset = 0;
    for (let index = 1; ; index += 1) {
      const fresh = collector.add(page.content, postingSchema, keys, map);
      offset += page.content.length;
      if (fresh === 0 || offset >= page.totalFound) break;
      if (index >= MAX_PAGES)
        throw new SourceError(`SmartRecruiters board "${source.token}" has more than ${index} pages`);
      const next = await getBoardJson(context, pageUrl(offset), pageSchema, board);
      if (next.notModified) break;
      page = next.data;
    }
    for (const posting of collector.postings) {
      const details = await detail(context, `${base}/${encodeURIComponent(posting.externalId)}`, board);
      if (!details) continue;
      posting.description = description(details);
      posting.url = text(details.postingUrl) ?? posting.url;
      posting.applyUrl = text(details.applyUrl);
    }
    return collector.listing(first, null);
  },
};
