/**
 * Ashby Job Postings API connector (issue #28): `GET {baseUrl}/posting-api/job-board/{name}?includeCompensation=true`
 * answers the whole board at once as `{apiVersion, jobs: [...]}`. Documented job fields: title, location,
 * secondaryLocations, department, team, isListed, isRemote, workplaceType, employmentType (FullTime | PartTime |
 * Intern | Contract | Temporary), publishedAt, descriptionHtml, descriptionPlain, address {postalAddress
 * {addressLocality, addressRegion, addressCountry}}, jobUrl, applyUrl and, with includeCompensation,
 * compensation {compensationTierSummary, summaryComponents: [{compensationType, interval ('1 YEAR', '1 HOUR'),
 * currencyCode, minValue, maxValue}]}. Boards send an `id` too (the documented example omits it): the posting's
 * id is `id`, else its jobUrl.
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
  idField,
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
import type { SourceConnector, SourcePay, SourcePosting } from '../types.ts';

const componentSchema = z.object({
  compensationType: textField,
  interval: textField,
  currencyCode: textField,
  minValue: amountField,
  maxValue: amountField,
});

const jobSchema = z
  .object({
    id: idField.optional(),
    title: titleField,
    location: textField,
    department: textField,
    team: textField,
    isListed: flagField,
    isRemote: flagField,
    workplaceType: textField,
    employmentType: textField,
    publishedAt: dateField,
    descriptionHtml: textField,
    descriptionPlain: textField,
    address: z
      .object({
        postalAddress: z
          .object({
            addressLocality: textField,
            addressRegion: textField,
            addressCountry: textField,
            postalCode: textField,
          })
          .nullish(),
      })
      .nullish(),
    jobUrl: textField,
    applyUrl: textField,
    compensation: z
      .object({ compensationTierSummary: textField, summaryComponents: z.array(componentSchema).nullish() })
      .nullish(),
  })
  .refine((job) => job.id !== undefined || text(job.jobUrl) !== null, { message: 'no id', path: ['id'] });
type AshbyJob = z.output<typeof jobSchema>;

const boardSchema = z.object({ jobs: z.array(z.unknown()) });

/** The salary component's amounts ('Salary', per '1 YEAR' or '1 HOUR'), else the tier summary as text. */
function pay(compensation: AshbyJob['compensation']): SourcePay | null {
  const summary = text(compensation?.compensationTierSummary);
  const salary = compensation?.summaryComponents?.find(
    (component) =>
      text(component.compensationType)?.toLowerCase() === 'salary' &&
      (amount(component.minValue) !== null || amount(component.maxValue) !== null),
  );
  return sourcePay({
    min: amount(salary?.minValue),
    max: amount(salary?.maxValue),
    currency: text(salary?.currencyCode),
    period: text(salary?.interval),
    text: summary,
  });
}

function toPosting(job: AshbyJob): SourcePosting | null {
  if (job.isListed === false) return null;
  const address = job.address?.postalAddress;
  const url = text(job.jobUrl);
  return {
    externalId: job.id ?? url ?? '',
    title: job.title,
    companyName: null,
    companyUrl: null,
    location: text(job.location),
    city: text(address?.addressLocality),
    region: text(address?.addressRegion),
    country: text(address?.addressCountry),
    postalCode: text(address?.postalCode),
    remote: job.isRemote === true || text(job.workplaceType)?.toLowerCase() === 'remote',
    description: text(job.descriptionHtml) ?? text(job.descriptionPlain),
    employmentType: text(job.employmentType),
    postedAt: postedAt(job.publishedAt),
    url,
    applyUrl: text(job.applyUrl),
    pay: pay(job.compensation),
    categories: categoryNames([job.department, job.team]),
  };
}

/** Ashby boards: `jobs.ashbyhq.com/{name}`. Unlisted postings (isListed false) are left out. */
export const ashbyConnector: SourceConnector = {
  kind: 'ashby',

  tokenFromUrl: (url) => pathToken(url, ['jobs.ashbyhq.com']),

  async listPostings(source, context) {
    const board: BoardRef = { provider: 'Ashby', token: source.token };
    const url = `${context.baseUrl}/posting-api/job-board/${requireToken(board)}?includeCompensation=true`;
    const first = await getBoardJson(context, url, boardSchema, board, { conditional: true });
    if (first.notModified) return notModifiedListing(first);
    const collector = new PostingCollector();
    collector.add(first.data.jobs, jobSchema, { id: ['id', 'jobUrl'], title: 'title' }, toPosting);
    return collector.listing(first, null);
  },
};
