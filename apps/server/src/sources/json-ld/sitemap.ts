/**
 * XML sitemaps (sitemaps.org protocol): a `<urlset>` of page `<loc>`s or a `<sitemapindex>` of sitemap `<loc>`s.
 * Recognised by content (the document's root element), whatever the URL is called.
 */
import { Parser } from 'htmlparser2';

export type SitemapKind = 'urlset' | 'sitemapindex';

/** An element name without its namespace prefix, lower-cased ('sm:urlset' → 'urlset'). */
function localName(name: string): string {
  return (name.split(':').pop() ?? name).toLowerCase();
}

/** What may precede the root element: a BOM, the XML declaration, processing instructions, comments, a doctype. */
const PROLOGUE = /^\uFEFF?\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i;

/** The sitemap kind of a body, by its root element; null when it is not a sitemap (an HTML page, JSON…). */
export function sitemapKind(body: string): SitemapKind | null {
  const head = body.slice(0, 4096).replace(PROLOGUE, '');
  const root = /^<([A-Za-z_][\w.:-]*)/.exec(head)?.[1];
  if (!root) return null;
  const name = localName(root);
  return name === 'urlset' || name === 'sitemapindex' ? name : null;
}

/**
 * The `<loc>` of each `<url>` (urlset) or `<sitemap>` (sitemapindex) entry, trimmed, in document order. Other
 * `loc`s (image and video extensions) are ignored. Parsed forgivingly with htmlparser2 in XML mode.
 */
export function sitemapLocations(body: string): string[] {
  const locations: string[] = [];
  const stack: string[] = [];
  let loc: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        const local = localName(name);
        const parent = stack.at(-1);
        if (local === 'loc' && (parent === 'url' || parent === 'sitemap')) loc = '';
        stack.push(local);
      },
      ontext(text) {
        if (loc !== null) loc += text;
      },
      onclosetag() {
        if (stack.pop() === 'loc' && loc !== null) {
          if (loc.trim()) locations.push(loc.trim());
          loc = null;
        }
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(body);
  parser.end();
  return locations;
}
