/**
 * Recruitee Careers Site API connector (issue #28): `GET https://{company}.recruitee.com/api/offers/` answers
 * `{offers: [...]}` for the whole careers site. The configured base URL is a template holding the literal
 * `{company}` (default `https://{company}.recruitee.com`). Offer fields: id, slug, title, description and
 * requirements (HTML), location, city, state_code, country_code, postal_code, remote, employment_type_code,
 * published_at, careers_url, careers_apply_url, salary {min, max, currency, period}, department, company_name,
 * status (only 'published' offers are read).
 */
import { z } from 'zod';
import {
  amount,
  amountField,
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
  postedAt,
  requireToken,
  sourcePay,
  subdomainToken,
  text,
  textField,
  titleField,
} from '../connector-helpers.ts';
import { type SourceConnector, SourceError, type SourcePosting } from '../types.ts';

/** Subdomains of recruitee.com that are Recruitee's own sites, not careers sites. */
const RESERVED_SUBDOMAINS = ['www', 'app', 'api', 'support', 'blog', 'help', 'docs', 'career', 'careers', 'status'];
/** The placeholder of the base URL template, as written or percent-encoded by a URL parser. */
const COMPANY_PLACEHOLDER = /\{company\}|%7Bcompany%7D/gi;

const offerSchema = z.object({
  id: idField,
  title: titleField,
  status: textField,
  description: textField,
  requirements: textField,
  location: textField,
  city: textField,
  state_code: textField,
  country_code: textField,
  postal_code: textField,
  remote: flagField,
  employment_type_code: textField,
  published_at: dateField,
  careers_url: textField,
  careers_apply_url: textField,
  salary: z.object({ min: amountField, max: amountField, currency: textField, period: textField }).nullish(),
  department: textField,
  company_name: textField,
});
type RecruiteeOffer = z.output<typeof offerSchema>;

const offersSchema = z.object({ offers: z.array(z.unknown()) });

function toPosting(offer: RecruiteeOffer): SourcePosting | null {
  const status = text(offer.status);
  if (status !== null && status.toLowerCase() !== 'published') return null;
  const city = text(offer.city);
  const region = text(offer.state_code);
  const country = text(offer.country_code);
  return {
    externalId: offer.id,
    title: offer.title,
    companyName: text(offer.company_name),
    companyUrl: null,
    location: text(offer.location) ?? joinTexts([city, region, country]),
    city,
    region,
    country,
    postalCode: text(offer.postal_code),
    remote: offer.remote === true,
    description: htmlSections([{ html: offer.description }, { html: offer.requirements }]),
    employmentType: text(offer.employment_type_code),
    postedAt: postedAt(offer.published_at),
    url: text(offer.careers_url),
    applyUrl: text(offer.careers_apply_url),
    pay: sourcePay({
      min: amount(offer.salary?.min),
      max: amount(offer.salary?.max),
      currency: text(offer.salary?.currency),
      period: text(offer.salary?.period),
      text: null,
    }),
    categories: categoryNames([offer.department]),
  };
}

/** Recruitee careers sites: `{company}.recruitee.com`. */
export const recruiteeConnector: SourceConnector = {
  kind: 'recruitee',

  tokenFromUrl: (url) => subdomainToken(url, 'recruitee.com', RESERVED_SUBDOMAINS),

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'Recruitee', token: source.token };
    const company = requireToken(board);
    if (company.includes('.')) throw new SourceError(`Recruitee board name "${source.token}" is not valid`);
    if (!context.baseUrl.match(COMPANY_PLACEHOLDER)) {
      throw new SourceError(
        'The Recruitee base URL setting must contain {company} (e.g. https://{company}.recruitee.com)',
      );
    }
    const base = context.baseUrl.replace(COMPANY_PLACEHOLDER, company).replace(/\/+$/, '');
    const first = await getBoardJson(context, `${base}/api/offers/`, offersSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    collector.add(first.data.offers, offerSchema, { id: ['id'], title: 'title' }, toPosting);
    return collector.listing(first, null);
  },
};
