/**
 * SmartRecruiters Posting API connector (issue #28): `GET {baseUrl}/v1/companies/{company}/postings?limit=100
 * &offset=N` answers `{offset, limit, totalFound, content: [...]}` and is read until totalFound postings came;
 * each posting's description comes from `GET {baseUrl}/v1/companies/{company}/postings/{id}` (jobAd.sections
 * companyDescription, jobDescription, qualifications, additionalInformation: {title, text (HTML)}), which also
 * names postingUrl and applyUrl. Documented list fields: id, name (the title), refNumber, releasedDate,
 * company {identifier, name}, location {city, region, country, remote}, department {label}, function {label},
 * typeOfEmployment {label}, experienceLevel {label}.
 *
 * One detail request per posting makes SmartRecruiters the costliest board to read politely, so details are read
 * lazily (docs/sources.md 'Posting details'): only for list entries that are new or changed since their details were
 * read (a fingerprint of the entry), new postings first, `context.details.perPoll` per poll and more while the host is
 * idle (`context.details.whileIdle`), so a large board's backlog follows the host's rate.
 */
import { createHash } from 'node:crypto';
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
import {
  type ConnectorContext,
  type DetailBudget,
  type SourceConnector,
  SourceError,
  type SourcePosting,
} from '../types.ts';

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

/** A list entry's fingerprint: its details are read again when it changes. */
function fingerprintOf(posting: SmartRecruitersPosting): string {
  return createHash('sha1').update(JSON.stringify(posting)).digest('hex');
}

/**
 * Whether one more detail may be read: always within `perPoll`; past it, while the host answered the last detail
 * promptly (it is idle) and the extra reads are within their time (DetailBudget.whileIdle).
 */
function withinBudget(budget: DetailBudget) {
  let extraSince: number | null = null;
  let lastTook = 0;
  return {
    allows(index: number): boolean {
      if (index < budget.perPoll) return true;
      const idle = budget.whileIdle;
      if (!idle || lastTook > idle.promptMs) return false;
      extraSince ??= idle.now();
      return idle.now() - extraSince < idle.forMs;
    },
    async timed<T>(read: () => Promise<T>): Promise<T> {
      const clock = budget.whileIdle?.now ?? (() => 0);
      const started = clock();
      const result = await read();
      lastTook = clock() - started;
      return result;
    },
  };
}

/**
 * Reads the details of the postings that need them, within the poll's budget, new postings first.
 * @returns how many were left for a later poll because the budget ran out.
 */
async function readDetails(
  context: ConnectorContext,
  postings: readonly SourcePosting[],
  fingerprints: ReadonlyMap<string, string>,
  detailUrl: (id: string) => string,
  board: BoardRef,
): Promise<number> {
  const budget: DetailBudget = context.details ?? { read: new Map(), perPoll: Number.POSITIVE_INFINITY };
  const needed = postings.filter((posting) => {
    const unchanged = budget.read.get(posting.externalId) === fingerprints.get(posting.externalId);
    if (unchanged) posting.details = { state: 'unchanged' };
    return !unchanged;
  });
  const order = [
    ...needed.filter((posting) => !budget.read.has(posting.externalId)),
    ...needed.filter((posting) => budget.read.has(posting.externalId)),
  ];
  const limit = withinBudget(budget);
  let pending = 0;
  for (const [index, posting] of order.entries()) {
    const fingerprint = fingerprints.get(posting.externalId) ?? '';
    if (pending > 0 || !limit.allows(index)) {
      posting.details = { state: 'pending' };
      pending += 1;
      continue;
    }
    const details = await limit.timed(() => detail(context, detailUrl(posting.externalId), board));
    // Details that failed are asked for again at the next poll (not counted: a broken one must not hurry polls).
    posting.details = details ? { state: 'read', fingerprint } : { state: 'pending' };
    if (!details) continue;
    posting.description = description(details);
    posting.url = text(details.postingUrl) ?? posting.url;
    posting.applyUrl = text(details.applyUrl);
  }
  return pending;
}

/** SmartRecruiters companies: `jobs.smartrecruiters.com/{company}` and `careers.smartrecruiters.com/{company}`. */
export const smartrecruitersConnector: SourceConnector = {
  kind: 'smartrecruiters',
  readsDetails: true,

  tokenFromUrl: (url) => pathToken(url, ['jobs.smartrecruiters.com', 'careers.smartrecruiters.com']),

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'SmartRecruiters', token: source.token };
    const base = `${context.baseUrl}/v1/companies/${requireToken(board)}/postings`;
    const pageUrl = (offset: number) => `${base}?limit=${SMARTRECRUITERS_PAGE_SIZE}&offset=${offset}`;
    const first = await getBoardJson(context, pageUrl(0), pageSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    const keys = { id: ['id'], title: 'name' };
    const fingerprints = new Map<string, string>();
    const map = (posting: SmartRecruitersPosting) => {
      fingerprints.set(posting.id, fingerprintOf(posting));
      return toPosting(posting, source.token);
    };
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
    const detailUrl = (id: string) => `${base}/${encodeURIComponent(id)}`;
    const pending = await readDetails(context, collector.postings, fingerprints, detailUrl, board);
    return { ...collector.listing(first, null), detailsPending: pending };
  },
};
