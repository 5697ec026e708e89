/**
 * HTML from data (job descriptions, tip texts, company descriptions) is sanitised when it enters the
 * database (ARCHITECTURE "Rules of the house"); the web app sanitises again with DOMPurify.
 */
import sanitizeHtml from 'sanitize-html';

/** Longest stored HTML text, in characters; longer texts are cut (at a tag-safe point, by sanitising after the cut). */
export const MAX_HTML_LENGTH = 100_000;

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'a',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }) },
};

const LOOKS_LIKE_HTML = /<\/?(p|br|ul|ol|li|div|span|strong|b|em|i|u|h[1-6]|a|table|tr|td)\b[^>]*>/i;

const SPECIAL = /[&<>"]/;

/**
 * Text → HTML text or double-quoted attribute value: `& < > "` become entities (the server writes no single-quoted
 * attribute, so an apostrophe stays as it is, as in the descriptions stored before). The one escape of the server
 * (pages, e-mails, stored tip texts, connector headings, plain-text descriptions).
 */
export function escapeHtml(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Plain text → HTML: blank lines separate paragraphs, single newlines become `<br>`. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Sanitises HTML to the allowed tags (scripts, styles, event handlers and unsafe links removed). */
export function sanitizeHtmlText(html: string): string {
  return sanitizeHtml(html.slice(0, MAX_HTML_LENGTH), SANITIZE_OPTIONS).trim();
}

/**
 * A description from a data source, as safe HTML: HTML is sanitised, plain text is converted.
 * @returns null for empty input.
 */
export function descriptionHtml(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  const html = LOOKS_LIKE_HTML.test(trimmed)
    ? sanitizeHtmlText(trimmed)
    : textToHtml(trimmed.slice(0, MAX_HTML_LENGTH));
  return html || null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * HTML → plain text (for a model prompt, not for a page): tags dropped, block ends as line breaks, the common
 * entities decoded, runs of blank space collapsed. Reads at most MAX_HTML_LENGTH characters.
 */
export function htmlToText(html: string): string {
  const marked = html.slice(0, MAX_HTML_LENGTH).replace(/<\/(p|div|li|h[1-6]|tr)>|<br\s*\/?>/gi, '$&\n');
  const bare = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return bare
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
