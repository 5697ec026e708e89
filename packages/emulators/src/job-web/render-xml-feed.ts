/**
 * XML job feeds in the syndication format job boards take (Indeed-style): `<source>` with `<publisher>`,
 * `<publisherurl>`, `<lastBuildDate>` and one `<job>` per posting, values in CDATA. A syndication feed carries
 * several companies' jobs (each job names its company).
 */
import { jobPagePath } from './render-json-ld.ts';
import { type BoardView, type Rendered, XML_TYPE } from './rendering.ts';
import { cdata, descriptionHtml, escapeHtml, httpDate, payText } from './text-format.ts';
import type { Posting, SiteSpec } from './types.ts';

const JOB_TYPES: Readonly<Record<Posting['workType'], string>> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
  volunteer: 'volunteer',
  other: 'other',
};

/** The feed's reference number of a posting (its externalId). */
export function referenceNumber(posting: Posting): string {
  return `JW-${posting.numericId}`;
}

function element(name: string, value: string | null): string {
  return value ? `<${name}>${cdata(value)}</${name}>` : `<${name}/>`;
}

function job(view: BoardView, site: SiteSpec, posting: Posting): string {
  const remote = posting.workplace === 'remote';
  return [
    '<job>',
    element('title', posting.title),
    element('date', httpDate(posting.publishedMs)),
    element('referencenumber', referenceNumber(posting)),
    element('url', `${site.origin}${jobPagePath(site, posting)}`),
    element('company', posting.companyName),
    element('city', remote ? null : posting.place.city),
    element('state', remote ? null : posting.place.region),
    element('country', 'US'),
    element('postalcode', remote ? null : posting.place.postalCode),
    element('description', descriptionHtml(posting, view.padding)),
    element('salary', posting.pay ? payText(posting.pay) : null),
    element('jobtype', JOB_TYPES[posting.workType]),
    element('category', posting.department),
    ...(remote ? [element('remotetype', 'Fully remote')] : []),
    '</job>',
  ].join('\n');
}

/** The whole feed. */
export function xmlFeed(view: BoardView): Rendered {
  const site = view.board.site as SiteSpec;
  const body = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<source>',
    `<publisher>${escapeHtml(view.board.companyName)}</publisher>`,
    `<publisherurl>${escapeHtml(`${site.origin}/${site.slug}/about`)}</publisherurl>`,
    `<lastBuildDate>${httpDate(view.lastModifiedMs)}</lastBuildDate>`,
    ...view.postings.map((posting) => job(view, site, posting)),
    '</source>',
    '',
  ].join('\n');
  return { status: 200, contentType: XML_TYPE, body };
}
