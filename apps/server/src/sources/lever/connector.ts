/**
 * Lever Postings API connector (issue #28): `GET {baseUrl}/v0/postings/{site}?mode=json&skip=N&limit=100`, read
 * page by page until a page is shorter than the limit. Documented posting fields: id, text (the title),
 * categories {location, commitment, team, department, allLocations}, country (ISO alpha-2), description (opening
 * and body, HTML), lists [{text, content (list items, HTML)}], additional (HTML), hostedUrl, applyUrl,
 * workplaceType (unspecified | on-site | remote | hybrid), salaryRange {currency, interval, min, max},
 * salaryDescriptionPlain; createdAt is epoch milliseconds. EU sites answer on api.eu.lever.co (configure baseUrl).
 */
import { z } from 'zod';
import {
  amount,
  amountField,
  type BoardRef,
  categoryNames,
  dateField,
  getBoardJson,
  htmlSections,
  idField,
  joinTexts,
  mentionsRemote,
  notModifiedListing,
  PostingCollector,
  pathToken,
  postedAt,
  requireToken,
  sourcePay,
  text,
  textField,
  titleField,
} from '../connector-helpers.ts';
import { type SourceConnector, SourceError, type SourcePosting } from '../types.ts';

/** Postings asked for per page (Lever's documented default and the page size we stop on). */
export const LEVER_PAGE_SIZE = 100;
/** Pages read at most from one board (50,000 postings); a board still answering full pages after that fails. */
const MAX_PAGES = 500;

const postingSchema = z.object({
  id: idField,
  text: titleField,
  createdAt: dateField,
  country: textField,
  workplaceType: textField,
  categories: z
    .object({
      commitment: textField,
      department: textField,
      location: textField,
      team: textField,
      allLocations: z.array(z.unknown()).nullish(),
    })
    .nullish(),
  description: textField,
  lists: z.array(z.object({ text: textField, content: textField })).nullish(),
  additional: textField,
  hostedUrl: textField,
  applyUrl: textField,
  salaryRange: z.object({ currency: textField, interval: textField, min: amountField, max: amountField }).nullish(),
  salaryDescriptionPlain: textField,
});
type LeverPosting = z.output<typeof postingSchema>;

const pageSchema = z.array(z.unknown());

function description(posting: LeverPosting): string | null {
  const lists = (posting.lists ?? []).map((list) => {
    const items = text(list.content);
    return { heading: list.text, html: items ? `<ul>${items}</ul>` : null };
  });
  return htmlSections([{ html: posting.description }, ...lists, { html: posting.additional }]);
}

function toPosting(posting: LeverPosting): SourcePosting {
  const categories = posting.categories;
  const location = text(categories?.location) ?? joinTexts(categories?.allLocations ?? [], ' / ');
  const salary = posting.salaryRange;
  return {
    externalId: posting.id,
    title: posting.text,
    companyName: null,
    companyUrl: null,
    location,
    city: null,
    region: null,
    country: text(posting.country),
    postalCode: null,
    remote: text(posting.workplaceType)?.toLowerCase() === 'remote' || mentionsRemote(location),
    description: description(posting),
    employmentType: text(categories?.commitment),
    postedAt: postedAt(posting.createdAt),
    url: text(posting.hostedUrl),
    applyUrl: text(posting.applyUrl),
    pay: sourcePay({
      min: amount(salary?.min),
      max: amount(salary?.max),
      currency: text(salary?.currency),
      period: text(salary?.interval),
      text: text(posting.salaryDescriptionPlain),
    }),
    categories: categoryNames([categories?.department, categories?.team]),
  };
}

/** Lever boards: `jobs.lever.co/{site}` and `jobs.eu.lever.co/{site}`. */
export const leverConnector: SourceConnector = {
  kind: 'lever',

  tokenFromUrl: (url) => pathToken(url, ['jobs.lever.co', 'jobs.eu.lever.co']),

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'Lever', token: source.token };
    const base = `${context.baseUrl}/v0/postings/${requireToken(board)}?mode=json&limit=${LEVER_PAGE_SIZE}`;
    const first = await getBoardJson(context, `${base}&skip=0`, pageSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    const keys = { id: ['id'], title: 'text' };
    let page = first.data;
    for (let index = 1; ; index += 1) {
      const fresh = collector.add(page, postingSchema, keys, toPosting);
      if (page.length < LEVER_PAGE_SIZE || fresh === 0) break;
      if (index >= MAX_PAGES) throw new SourceError(`Lever board "${source.token}" has more than ${index} pages`);
      const next = await getBoardJson(context, `${base}&skip=${index * LEVER_PAGE_SIZE}`, pageSchema, board);
      page = next.notModified ? [] : next.data;
    }
    return collector.listing(first, null);
  },
};
