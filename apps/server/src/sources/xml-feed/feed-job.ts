/**
 * One `<job>` of an XML job feed → SourcePosting. The format is the one job boards take for syndication
 * (Indeed's XML feed reference: `<title>`, `<date>`, `<referencenumber>`, `<url>`, `<company>`, `<city>`,
 * `<state>`, `<country>`, `<postalcode>`, `<description>`, `<salary>`, `<jobtype>`, `<category>`, `<remotetype>`).
 * Values are raw; the shared normaliser reads places, dates, pay and sanitises the HTML.
 */
import { htmlText, plainText } from '../text.ts';
import type { SkippedPosting, SourcePosting } from '../types.ts';

/** A job's child elements by lower-case local name → their text (CDATA and character data joined, not trimmed). */
export type FeedJobFields = ReadonlyMap<string, string>;

/** `<remotetype>` values that mean the job is remote ('Fully remote', 'Telecommute', 'WFH'); hybrid does not. */
const REMOTE = /remote|telecommut|work from home|wfh/i;
const NOT_REMOTE = /hybrid|not remote|no remote|non-remote|on-?site/i;

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  const url = URL.parse(value);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/**
 * Maps one job; `position` is its 1-based place in the feed (for skip reasons). externalId: `referencenumber`,
 * else `url`. A job without either, or without a title, is skipped with a reason.
 */
export function mapFeedJob(fields: FeedJobFields, position: number): SourcePosting | SkippedPosting {
  const get = (name: string) => plainText(fields.get(name));
  const url = get('url');
  const externalId = get('referencenumber') ?? url;
  if (!externalId) return { externalId: null, reason: `job ${position} has neither a referencenumber nor a url` };
  const title = get('title');
  if (!title) return { externalId, reason: `job ${position} has no title` };
  const remoteType = get('remotetype');
  const remote = remoteType !== null && REMOTE.test(remoteType) && !NOT_REMOTE.test(remoteType);
  const city = get('city');
  const region = get('state');
  const country = get('country');
  const salary = get('salary');
  return {
    externalId,
    title,
    companyName: get('company'),
    companyUrl: httpUrl(get('companyurl')),
    location: [city, region, country].filter(Boolean).join(', ') || (remote ? 'Remote' : null),
    city,
    region,
    country,
    postalCode: get('postalcode'),
    remote,
    description: htmlText(fields.get('description')),
    employmentType: get('jobtype'),
    postedAt: get('date'),
    url: httpUrl(url),
    applyUrl: null,
    pay: salary ? { min: null, max: null, currency: null, period: null, text: salary } : null,
    categories: (get('category') ?? '')
      .split(/[,;|]/)
      .map((category) => category.trim())
      .filter(Boolean),
  };
}
