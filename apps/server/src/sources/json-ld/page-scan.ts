/**
 * Reads what the json-ld connector needs from one HTML page: the text of every
 * `<script type="application/ld+json">`, the page's links and its site name. HTML is parsed with htmlparser2
 * (forgiving, like a browser), never with regular expressions.
 */
import { Parser } from 'htmlparser2';

export interface PageScan {
  /** The raw text of each JSON-LD script, in document order (not yet parsed). */
  scripts: string[];
  /** Every `<a href>`, resolved against the page (or its `<base href>`); http(s) only. */
  links: string[];
  /** `<meta property="og:site_name">`, when the page says it. */
  siteName: string | null;
}

/** True for `application/ld+json`, whatever the case and parameters ('application/ld+json; charset=utf-8'). */
function isJsonLdType(type: string | undefined): boolean {
  return (type ?? '').split(';')[0]?.trim().toLowerCase() === 'application/ld+json';
}

/** `href` resolved against `base`; null when it is not an http(s) URL. */
export function resolveHttpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Scans one HTML page (the body as text) fetched from `pageUrl`. */
export function scanPage(html: string, pageUrl: string): PageScan {
  const scripts: string[] = [];
  const hrefs: string[] = [];
  let siteName: string | null = null;
  let base = pageUrl;
  let script: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && isJsonLdType(attributes.type)) script = '';
        else if (name === 'a' && attributes.href) hrefs.push(attributes.href);
        else if (name === 'base' && attributes.href) base = resolveHttpUrl(attributes.href, pageUrl) ?? base;
        else if (name === 'meta' && attributes.property === 'og:site_name' && attributes.content?.trim()) {
          siteName ??= attributes.content.trim();
        }
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name === 'script' && script !== null) {
          scripts.push(script);
          script = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const links = hrefs.map((href) => resolveHttpUrl(href, base)).filter((link): link is string => link !== null);
  return { scripts, links, siteName };
}
