/**
 * Careers sites with schema.org JobPosting (https://schema.org/JobPosting, Google's job posting structured data):
 * a listing page linking job pages, or a sitemap listing them; each job page carries its posting in
 * `<script type="application/ld+json">`, as one object, an array, or inside `@graph` (varied per posting).
 * robots.txt disallows /internal/; a few sitemaps list one page there anyway.
 */
import type { BoardView, Rendered } from './rendering.ts';
import { HTML_TYPE, TEXT_TYPE, XML_TYPE } from './rendering.ts';
import { dateOnly, descriptionHtml, escapeHtml, isoDate } from './text-format.ts';
import type { BoardSpec, PayPeriod, Posting, SiteSpec } from './types.ts';

const EMPLOYMENT_TYPES: Readonly<Record<Posting['workType'], string>> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
  other: 'OTHER',
};

const UNITS: Readonly<Record<PayPeriod, string>> = {
  HOUR: 'HOUR',
  DAY: 'DAY',
  WEEK: 'WEEK',
  MONTH: 'MONTH',
  YEAR: 'YEAR',
};

/** The path of a posting's page on its site ('/acme/jobs/1234'), or under /internal/. */
export function jobPagePath(site: SiteSpec, posting: Posting, internal = false): string {
  return `${internal ? '/internal' : ''}/${site.slug}/jobs/${posting.numericId}`;
}

/** The one posting a sitemap lists under /internal/ (robots.txt disallows it): a staff-only variant. */
export function internalPosting(view: BoardView): Posting | null {
  const newest = view.postings[0];
  if (!view.board.site?.internalPage || !newest) return null;
  return { ...newest, numericId: newest.numericId + 7, title: `Internal transfer: ${newest.title}` };
}

function organisation(posting: Posting): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: posting.companyName,
    ...(posting.companyWebsite ? { sameAs: posting.companyWebsite } : {}),
  };
}

function place(posting: Posting): Record<string, unknown> {
  if (posting.workplace === 'remote') {
    return { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'USA' } };
  }
  const { city, region, postalCode, label } = posting.place;
  const locality = city ?? (label === 'United States' ? null : label);
  const address = {
    '@type': 'PostalAddress',
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: 'US',
  };
  return { jobLocation: { '@type': 'Place', address } };
}

function jobPosting(view: BoardView, posting: Posting, url: string): Record<string, unknown> {
  const pay = posting.pay;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description: descriptionHtml(posting, view.padding),
    datePosted: isoDate(posting.publishedMs),
    validThrough: isoDate(posting.validThroughMs),
    employmentType: EMPLOYMENT_TYPES[posting.workType],
    hiringOrganization: organisation(posting),
    ...place(posting),
    ...(pay
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'USD',
            value: { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max, unitText: UNITS[pay.period] },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: posting.companyName, value: String(posting.numericId) },
    occupationalCategory: posting.department,
    directApply: false,
    url,
  };
}

/** The JSON-LD script body in one of three published forms (by posting id). */
function structuredData(view: BoardView, posting: Posting, url: string): unknown {
  const node = jobPosting(view, posting, url);
  const form = posting.numericId % 3;
  if (form === 0) return node;
  if (form === 1) {
    const crumbs = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Jobs', item: url }],
    };
    return [node, crumbs];
  }
  const { '@context': _context, ...rest } = node;
  return { '@context': 'https://schema.org', '@graph': [{ '@id': '#org', ...organisation(posting) }, rest] };
}

function page(title: string, siteName: string, head: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta property="og:site_name" content="${escapeHtml(siteName)}">${head}</head>\n<body><main>${body}</main></body></html>\n`;
}

/** A job page (`malformed`: its JSON-LD is cut short). */
export function jobPage(view: BoardView, posting: Posting, internal: boolean, malformed: boolean): Rendered {
  const site = view.board.site as SiteSpec;
  const url = `${site.origin}${jobPagePath(site, posting, internal)}`;
  let script = JSON.stringify(structuredData(view, posting, url)).replace(/</g, '\\u003c');
  if (malformed) script = script.slice(0, Math.floor(script.length * 0.6));
  const head = `<script type="application/ld+json">${script}</script>`;
  const back = site.form === 'listing' ? `/${site.slug}/careers` : `/${site.slug}/about`;
  const body = `<h1>${escapeHtml(posting.title)}</h1><p>${escapeHtml(posting.companyName)} · ${escapeHtml(posting.place.label)}</p>${descriptionHtml(posting, view.padding)}<p><a href="${back}">All jobs</a></p>`;
  return {
    status: 200,
    contentType: HTML_TYPE,
    body: page(`${posting.title} – ${posting.companyName}`, `${view.board.companyName} Careers`, head, body),
  };
}

/** The careers listing page: links to every open job page (relative or absolute, by board). */
export function listingPage(view: BoardView): Rendered {
  const site = view.board.site as SiteSpec;
  const prefix = view.board.index % 2 === 0 ? '' : site.origin;
  const items = view.postings
    .map(
      (posting) =>
        `<li><a href="${prefix}${jobPagePath(site, posting)}">${escapeHtml(posting.title)}</a> – ${escapeHtml(posting.place.label)}</li>`,
    )
    .join('\n');
  const padding = view.padding ? `<div hidden>${view.padding}</div>` : '';
  const body = `<h1>Careers at ${escapeHtml(view.board.companyName)}</h1><p><a href="/${site.slug}/about">About us</a></p>\n<ul>\n${items}\n</ul>${padding}`;
  return {
    status: 200,
    contentType: HTML_TYPE,
    body: page(`Careers at ${view.board.companyName}`, `${view.board.companyName} Careers`, '', body),
  };
}

/** The sitemap of the board's job pages (plus, for a few, one page under /internal/). */
export function sitemap(view: BoardView): Rendered {
  const site = view.board.site as SiteSpec;
  const entry = (posting: Posting, internal: boolean) =>
    `<url><loc>${escapeHtml(`${site.origin}${jobPagePath(site, posting, internal)}`)}</loc><lastmod>${dateOnly(posting.updatedMs)}</lastmod></url>`;
  const internal = internalPosting(view);
  const urls = [...view.postings.map((posting) => entry(posting, false)), ...(internal ? [entry(internal, true)] : [])];
  const padding = view.padding ? `<!-- ${view.padding} -->\n` : '';
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n${padding}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return { status: 200, contentType: XML_TYPE, body };
}

/** A page without job postings (linked from listings and job pages). */
export function aboutPage(board: BoardSpec): Rendered {
  const body = `<h1>About ${escapeHtml(board.companyName)}</h1><p>We are a growing team. See our open positions.</p>`;
  return {
    status: 200,
    contentType: HTML_TYPE,
    body: page(`About ${board.companyName}`, `${board.companyName} Careers`, '', body),
  };
}

/** robots.txt of a site listener: /internal/ disallowed, the listener's sitemaps named. */
export function robotsTxt(boards: readonly BoardSpec[]): Rendered {
  const sitemaps = boards.filter((board) => board.site?.form === 'sitemap').map((board) => `Sitemap: ${board.url}`);
  const body = ['User-agent: *', 'Disallow: /internal/', '', ...sitemaps, ''].join('\n');
  return { status: 200, contentType: TEXT_TYPE, body };
}

/** A missing page, or a careers site that moved away. */
export function sitePageNotFound(message = 'Page not found'): Rendered {
  return { status: 404, contentType: HTML_TYPE, body: page(message, 'Careers', '', `<h1>${escapeHtml(message)}</h1>`) };
}
