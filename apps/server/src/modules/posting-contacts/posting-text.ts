/**
 * A job description as plain text for contact extraction (issue #32 point 3): tags stripped, character references
 * decoded, block elements as line breaks, and web addresses removed so that nothing is read from inside a URL.
 * The address of a `mailto:` or `tel:` link is kept beside its text ('Jane Doe' → 'Jane Doe <jane@acme.com>'),
 * the target of any other link is dropped.
 */
import { Parser } from 'htmlparser2';

/** Elements that end a line of text. */
const BLOCKS = new Set([
  'p',
  'br',
  'div',
  'li',
  'ul',
  'ol',
  'tr',
  'td',
  'th',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'hr',
]);
/** Elements whose text is never description text. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

/** A web address written out (scheme or www.), or a host followed by a path ('acme.com/jobs/2125550187'). */
const URL_TEXT = /\b(?:(?:https?|ftp):\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/\S*/gi;

/** The address of a mailto: or tel: link (query and parameters removed), or null for any other link. */
function linkAddress(href: string): string | null {
  const match = /^\s*(mailto|tel):([^?]*)/i.exec(href);
  if (!match?.[2]) return null;
  let address = match[2];
  try {
    address = decodeURIComponent(address);
  } catch {
    // keep the undecoded text
  }
  return address.split(/[,;]/)[0]?.trim() || null;
}

/** The description as text: lines end at block elements, link addresses of e-mail and phone links kept. */
export function postingText(description: string): string {
  const parts: string[] = [];
  const links: { address: string | null; start: number }[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipping += 1;
        if (BLOCKS.has(name)) parts.push('\n');
        if (name === 'a') links.push({ address: linkAddress(attributes.href ?? ''), start: parts.length });
      },
      ontext(text) {
        if (skipping === 0) parts.push(text);
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        if (BLOCKS.has(name) && name !== 'br') parts.push('\n');
        if (name !== 'a') return;
        const link = links.pop();
        if (!link?.address) return;
        const shown = parts.slice(link.start).join('');
        const digits = (text: string) => text.replace(/\D/g, '');
        const number = digits(link.address);
        const already =
          shown.toLowerCase().includes(link.address.toLowerCase()) || (number !== '' && digits(shown) === number);
        if (!already) parts.push(` <${link.address}> `);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(description);
  parser.end();
  return parts
    .join('')
    .replace(URL_TEXT, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n');
}
