/**
 * Text clean-up shared by the json-ld and xml-feed connectors: they hand raw values to the shared normaliser
 * (sources/normalise-posting.ts), but entity-escaped text has to be decoded here, where its format is known.
 * Sanitising HTML, parsing places and pay stay the normaliser's job.
 */
import { Parser } from 'htmlparser2';

/** An HTML character reference: named (`&amp;`), decimal (`&#233;`) or hexadecimal (`&#xE9;`). */
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
/** A real HTML tag (`<p>`, `</li>`, `<br/>`). */
const TAG = /<\/?[a-z][a-z\d-]*(?:\s[^<>]*)?\/?>/i;
/** An escaped HTML tag (`&lt;p&gt;`, `&lt;/li&gt;`). */
const ESCAPED_TAG = /&lt;\/?[a-z][a-z\d-]*(?:\s[\s\S]*?)?\/?&gt;/i;

/**
 * Decodes HTML character references once ('R&amp;D' → 'R&D', '&lt;p&gt;' → '<p>', '&#233;' → 'é'), with the
 * HTML5 rules of htmlparser2. A '<' in the text stays text: it is never read as markup.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  const parts: string[] = [];
  const parser = new Parser({ ontext: (part) => parts.push(part) }, { decodeEntities: true });
  parser.write(text.replace(/</g, '&lt;'));
  parser.end();
  return parts.join('');
}

/**
 * A plain-text value (title, company, place) as published: trimmed, character references decoded (boards often
 * escape twice), whitespace runs collapsed. Null when nothing is left.
 */
export function plainText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const decoded = ENTITY.test(value) ? decodeEntities(value) : value;
  const text = decoded.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * An HTML description as published: trimmed; when it holds no real tag but escaped ones ('&lt;p&gt;Join us…'),
 * the escaping is undone once so that the normaliser sees HTML. Null when empty.
 */
export function htmlText(value: string | null | undefined): string | null {
  if (value == null) return null;
  const text = value.trim();
  if (text === '') return null;
  return !TAG.test(text) && ESCAPED_TAG.test(text) ? decodeEntities(text).trim() : text;
}
