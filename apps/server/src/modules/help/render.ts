/**
 * A guide or tutorial as HTML for its page in the app: `marked` (GitHub-flavoured markdown), then `sanitize-html`
 * with a short allow-list (the web app sanitises again with DOMPurify). Screenshot paths become the public image
 * route; the first heading is left out (the page shows the title).
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Public route of the tutorial screenshots (docs/help/screenshots). */
export const HELP_IMAGE_ROUTE = '/api/help/images';

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Only the guide's own screenshots are images.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src?.startsWith(`${HELP_IMAGE_ROUTE}/`),
};

/** `../screenshots/x.png` → `/api/help/images/x.png`. */
export function withImageRoute(markdown: string): string {
  return markdown.replace(/\]\(\.\.\/screenshots\/([a-z0-9-]+\.png)\)/g, `](${HELP_IMAGE_ROUTE}/$1)`);
}

export function renderHelpHtml(markdown: string): string {
  const body = withImageRoute(markdown.replace(/^#\s+.*\n/, ''));
  const html = marked.parse(body, { async: false, gfm: true });
  return sanitizeHtml(html, ALLOWED);
}
