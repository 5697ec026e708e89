/**
 * One fetched HTML page → the SourcePostings of its schema.org JobPosting nodes (https://schema.org/JobPosting),
 * with a reason for every script or posting kept out. Pure: no fetching.
 */

import { htmlText, plainText } from '../text.ts';
import type { SkippedPosting, SourcePosting } from '../types.ts';
import { findJobPostings, type JsonObject, parseJsonLd, textOf, textsOf } from './json-ld-parse.ts';
import { resolveHttpUrl, scanPage } from './page-scan.ts';
import { categoriesOf, identifierOf, isTelecommute, organisationOf, payOf, placesOf } from './posting-parts.ts';

/** What one page gave. */
export interface PageRead {
  postings: SourcePosting[];
  skipped: SkippedPosting[];
  /** JobPosting nodes found, expired ones included (0: the page may be a listing that links to job pages). */
  jobPostingCount: number;
  /** The page's links (absolute http(s) URLs). */
  links: string[];
  siteName: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * True when `validThrough` has passed at `now`. A date without a time ('2025-03-31') is valid through the end of
 * that day (UTC); an unreadable date is not taken as expired.
 */
export function isExpired(validThrough: string | null, now: Date): boolean {
  if (!validThrough) return false;
  const at = Date.parse(validThrough);
  if (Number.isNaN(at)) return false;
  const end = /^\d{4}-\d{2}-\d{2}$/.test(validThrough) ? at + DAY_MS : at;
  return end <= now.getTime();
}

/** Where a JobPosting node was found: its page, its position there, and whether it is the page's only one. */
export interface NodePlace {
  pageUrl: string;
  index: number;
  onlyOnPage: boolean;
}

/**
 * Maps one JobPosting node. externalId: the identifier when present, else the posting's URL (its own `url`, or
 * the page's when it is the page's only posting), else the page URL + '#' + its index on the page.
 */
export function mapJobPosting(node: JsonObject, where: NodePlace, now: Date): SourcePosting | SkippedPosting {
  const ownUrl = textOf(node.url);
  const url = (ownUrl ? resolveHttpUrl(ownUrl, where.pageUrl) : null) ?? (where.onlyOnPage ? where.pageUrl : null);
  const externalId = identifierOf(node) ?? url ?? `${where.pageUrl}#${where.index}`;
  const validThrough = textOf(node.validThrough);
  if (isExpired(validThrough, now)) return { externalId, reason: `expired (validThrough ${validThrough})` };
  const remote = isTelecommute(node);
  const organisation = organisationOf(node, where.pageUrl);
  const employmentTypes = textsOf(node.employmentType);
  return {
    externalId,
    title: plainText(textOf(node.title) ?? textOf(node.name)) ?? '',
    companyName: organisation.name,
    companyUrl: organisation.url,
    ...placesOf(node, remote),
    remote,
    description: htmlText(textOf(node.description)),
    employmentType: employmentTypes.length > 0 ? employmentTypes.join(', ') : null,
    postedAt: textOf(node.datePosted),
    url,
    applyUrl: null,
    pay: payOf(node),
    categories: categoriesOf(node),
  };
}

/** A short excerpt of a script for a skip reason. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 60)}…` : flat;
}

/** Reads every JSON-LD script of a page; a script that is not JSON is skipped with a reason. */
export function readPage(html: string, pageUrl: string, now: Date): PageRead {
  const scan = scanPage(html, pageUrl);
  const skipped: SkippedPosting[] = [];
  const nodes: JsonObject[] = [];
  scan.scripts.forEach((script, scriptIndex) => {
    const parsed = parseJsonLd(script);
    if (parsed.ok) nodes.push(...findJobPostings(parsed.value));
    else {
      const where = `JSON-LD script ${scriptIndex + 1} on ${pageUrl}`;
      skipped.push({ externalId: null, reason: `${where} is not valid JSON (${parsed.error}): ${excerpt(script)}` });
    }
  });
  const postings: SourcePosting[] = [];
  nodes.forEach((node, index) => {
    const mapped = mapJobPosting(node, { pageUrl, index, onlyOnPage: nodes.length === 1 }, now);
    if ('reason' in mapped) skipped.push(mapped);
    else postings.push(mapped);
  });
  return { postings, skipped, jobPostingCount: nodes.length, links: scan.links, siteName: scan.siteName };
}
