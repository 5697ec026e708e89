/**
 * Job and company descriptions as a spreadsheet shows them well (issue #30): the stored HTML (sanitised at import,
 * lib/html.ts) as readable plain text. htmlparser2 (the parser the importers use) reads the markup and decodes
 * the entities; this file only decides where lines break:
 * - paragraphs, headings, lists, tables and quotes are separated by a blank line; a div or a table row starts a
 *   new line, `<br>` breaks the line where it stands;
 * - list items start their own line with '• ' (ordered lists '1. ', '2. ' …; nested lists indent two spaces);
 * - table cells are separated by ' | ';
 * - runs of white space are one space, as a browser shows them; nothing is wrapped (a cell is not a terminal);
 * - a link keeps its address after its text, in parentheses, when the two differ;
 * - script, style and the like (never stored, sanitised away) would be dropped with their text.
 * One pass with callbacks, no document tree: an export converts up to 1,000 descriptions while the user waits
 * (docs/performance.md 'Exports').
 */
import { Parser } from 'htmlparser2';

/** Elements set off by a blank line. */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table', 'blockquote', 'pre']);
/** Elements that start a new line. */
const LINES = new Set(['div', 'li', 'tr', 'section', 'article', 'header', 'footer', 'dt', 'dd', 'address']);
/** Elements whose text is not shown. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
const CELLS = new Set(['td', 'th']);
const WHITE_SPACE = /[\s\u00a0]+/g;

interface List {
  ordered: boolean;
  next: number;
}

/** The text being written: pending breaks are only written before more text, so none lead or trail. */
class TextWriter {
  private readonly parts: string[] = [];
  /** Line breaks owed before the next text (0, 1 or 2). */
  private breaks = 0;
  /** Whether the last written character is white space or a line start (a space then is dropped). */
  private atSpace = true;
  /** Whether a cell was written on the current table row. */
  cellWritten = false;
  private length = 0;

  breakLine(count: 1 | 2): void {
    this.breaks = Math.max(this.breaks, count);
  }

  /** Text as HTML shows it: white space runs collapsed. */
  text(raw: string): void {
    const text = raw.replace(WHITE_SPACE, ' ');
    if (text === ' ') {
      if (!this.atSpace && this.breaks === 0) this.write(' ');
      return;
    }
    this.write(this.atSpace || this.breaks > 0 ? text.trimStart() : text);
  }

  /** Text written as it is (prefixes, link addresses, `<br>`). */
  write(text: string): void {
    if (text === '') return;
    if (this.breaks > 0 && this.length > 0) this.push('\n'.repeat(this.breaks));
    this.breaks = 0;
    this.push(text);
  }

  hardBreak(): void {
    if (this.length > 0) this.push('\n');
  }

  toString(): string {
    return this.parts
      .join('')
      .replace(/ +\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }

  private push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
    this.atSpace = /[\s]$/.test(text);
  }
}

/** Plain text of an HTML description; '' for empty input. Line breaks are '\n'. */
export function descriptionText(html: string): string {
  if (html === '') return '';
  const out = new TextWriter();
  const lists: List[] = [];
  const links: { href: string; text: string }[] = [];
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (HIDDEN.has(name)) hidden += 1;
        if (PARAGRAPHS.has(name)) out.breakLine(lists.length > 0 && (name === 'ul' || name === 'ol') ? 1 : 2);
        else if (LINES.has(name)) out.breakLine(1);
        if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', next: 1 });
        else if (name === 'li') {
          const list = lists.at(-1);
          const indent = '  '.repeat(Math.max(0, lists.length - 1));
          out.write(`${indent}${list?.ordered ? `${list.next++}. ` : '• '}`);
        } else if (name === 'tr') out.cellWritten = false;
        else if (CELLS.has(name)) {
          if (out.cellWritten) out.write(' | ');
          out.cellWritten = true;
        } else if (name === 'br') out.hardBreak();
        else if (name === 'a') links.push({ href: attributes.href ?? '', text: '' });
      },
      ontext(text) {
        if (hidden > 0) return;
        out.text(text);
        const link = links.at(-1);
        if (link) link.text += text;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        if (name === 'ul' || name === 'ol') lists.pop();
        else if (name === 'a') {
          const link = links.pop();
          const text = link?.text.replace(WHITE_SPACE, ' ').trim();
          if (link?.href && text !== link.href && `mailto:${text}` !== link.href) out.write(` (${link.href})`);
        }
        if (PARAGRAPHS.has(name)) out.breakLine(lists.length > 0 ? 1 : 2);
        else if (LINES.has(name)) out.breakLine(1);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out.toString();
}
