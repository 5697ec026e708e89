/**
 * Workable connector (issue #28): the public careers widget API `GET {baseUrl}/api/v1/widget/accounts/{subdomain}
 * ?details=true` answers `{name, description, jobs: [...]}` for the whole account. Job fields: title, shortcode
 * (the id), employment_type, telecommuting, department, url, shortlink, application_url, published_on,
 * created_at, city, state, country, locations [{city, region, country, countryCode}], description (HTML, with
 * details=true).
 */
import { z } from 'zod';
import {
  type BoardRef,
  categoryNames,
  dateField,
  flagField,
  getBoardJson,
  idField,
  joinTexts,
  notModifiedListing,
  PostingCollector,
  pathToken,
  postedAt,
  requireToken,
  subdomainToken,
  text,
  textField,
  titleField,
} from '../connector-helpers.ts';
import type { SourceConnector, SourcePosting } from '../types.ts';

/** Subdomains of workable.com that are Workable's own sites, not accounts. */
const RESERVED_SUBDOMAINS = ['www', 'apply', 'api', 'jobs', 'help', 'resources', 'developers', 'blog', 'status'];
/** First path segments on apply.workable.com that are not accounts ('/j/{shortcode}' is a job's short link). */
const RESERVED_PATHS = ['j', 'api'];

const locationSchema = z.object({ city: textField, region: textField, country: textField, countryCode: textField });

const jobSchema = z.object({
  shortcode: idField,
  title: titleField,
  employment_type: textField,
  telecommuting: flagField,
  department: textField,
  url: textField,
  shortlink: textField,
  application_url: textField,
  published_on: dateField,
  created_at: dateField,
  city: textField,
  state: textField,
  country: textField,
  locations: z.array(locationSchema.nullish()).nullish(),
  description: textField,
});
type WorkableJob = z.output<typeof jobSchema>;

const accountSchema = z.object({ name: textField, jobs: z.array(z.unknown()) });

function toPosting(job: WorkableJob): SourcePosting {
  const place = job.locations?.find((location) => location != null);
  const city = text(job.city) ?? text(place?.city);
  const region = text(job.state) ?? text(place?.region);
  const country = text(job.country) ?? text(place?.country) ?? text(place?.countryCode);
  return {
    externalId: job.shortcode,
    title: job.title,
    companyName: null,
    companyUrl: null,
    location: joinTexts([city, region, country]),
    city,
    region,
    country,
    postalCode: null,
    remote: job.telecommuting === true,
    description: text(job.description),
    employmentType: text(job.employment_type),
    postedAt: postedAt(job.published_on) ?? postedAt(job.created_at),
    url: text(job.url) ?? text(job.shortlink),
    applyUrl: text(job.application_url),
    pay: null,
    categories: categoryNames([job.department]),
  };
}

/** Workable accounts: `apply.workable.com/{subdomain}` and `{subdomain}.workable.com`. */
export const workableConnector: SourceConnector = {
  kind: 'workable',

  tokenFromUrl: (url) =>
    pathToken(url, ['apply.workable.com'], RESERVED_PATHS) ?? subdomainToken(url, 'workable.com', RESERVED_SUBDOMAINS),

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'Workable', token: source.token };
    const url = `${context.baseUrl}/api/v1/widget/accounts/${requireToken(board)}?details=true`;
    const first = await getBoardJson(context, url, accountSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    collector.add(first.data.jobs, jobSchema, { id: ['shortcode'], title: 'title' }, toPosting);
    return collector.listing(first, text(first.data.name));
  },
};
