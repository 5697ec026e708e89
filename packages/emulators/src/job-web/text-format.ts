/**
 * Text helpers shared by the renderers: HTML and XML escaping, descriptions as HTML or plain text, the date and
 * pay spellings the providers use.
 */
import type { Pay, PayPeriod, Posting } from './types.ts';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and attribute values (and XML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A CDATA section holding `text` (a ']]>' inside is split across two sections). */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

const BULLET = /^\s*(?:[-*•·▪◦●]|\d{1,2}[.)])\s+/;

/** One plain paragraph as HTML: bullet lines become a list, other lines paragraphs. */
function paragraphHtml(paragraph: string): string {
  const lines = paragraph
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const out: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length) out.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    items = [];
  };
  for (const line of lines) {
    if (BULLET.test(line)) items.push(escapeHtml(line.replace(BULLET, '')));
    else {
      flush();
      out.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  flush();
  return out.join('');
}

/** A posting's description as HTML (paragraphs, lists), with `padding` appended as one more paragraph. */
export function descriptionHtml(posting: Posting, padding = ''): string {
  const html = posting.paragraphs.map(paragraphHtml).join('');
  return padding ? `${html}<p>${padding}</p>` : html;
}

/** A posting's description as plain text (paragraphs separated by blank lines). */
export function descriptionPlain(posting: Posting, padding = ''): string {
  const text = posting.paragraphs.join('\n\n');
  return padding ? `${text}\n\n${padding}` : text;
}

/** The requirements as HTML list items (`<li>…</li>…`, no `<ul>`). */
export function requirementItems(posting: Posting): string {
  return posting.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
}

/** ISO 8601 in UTC with milliseconds ('2025-01-31T08:15:00.000Z'). */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

/** ISO 8601 at a fixed offset, the way Greenhouse writes times ('2025-01-31T03:15:00-05:00'). */
export function isoWithOffset(ms: number, offsetMinutes = -300): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' in UTC. */
export function dateOnly(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:mm:ss UTC' (Recruitee). */
export function utcStamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** RFC 1123 ('Fri, 31 Jan 2025 08:15:00 GMT'): HTTP dates, feeds. */
export function httpDate(ms: number): string {
  return new Date(ms).toUTCString();
}

const slugs = new Map<string, string>();

/** 'Senior Nurse (Nights)' → 'senior-nurse-nights' (memoised: titles repeat). */
export function slugify(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = toSlug(text);
    if (slugs.size < 100_000) slugs.set(text, slug);
  }
  return slug;
}

function toSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'job'
  );
}

const PERIOD_WORDS: Readonly<Record<PayPeriod, string>> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

/** The lower-case period word ('hour', 'year'…). */
export function periodWord(period: PayPeriod): string {
  return PERIOD_WORDS[period];
}

/** '$1,234' or '$25.50' (cents only when there are some). */
export function money(amount: number): string {
  const totalCents = Math.round(amount * 100);
  const whole = String(Math.floor(totalCents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = totalCents % 100;
  return cents === 0 ? `$${whole}` : `$${whole}.${String(cents).padStart(2, '0')}`;
}

/** '$25 - $30 per hour', '$120,000 - $150,000 per year'. */
export function payText(pay: Pay): string {
  const range = pay.min === pay.max ? money(pay.min) : `${money(pay.min)} - ${money(pay.max)}`;
  return `${range} per ${periodWord(pay.period)}`;
}

function compact(amount: number): string {
  if (amount < 1000) return money(amount);
  const thousands = amount / 1000;
  return `$${thousands < 10 ? Math.round(thousands * 10) / 10 : Math.round(thousands)}K`;
}

/** Ashby's tier summary: '$120K – $150K' per year, '$25 – $30 per hour' otherwise. */
export function compactPay(pay: Pay): string {
  const range = pay.min === pay.max ? compact(pay.min) : `${compact(pay.min)} – ${compact(pay.max)}`;
  return pay.period === 'YEAR' ? range : `${range} per ${periodWord(pay.period)}`;
}

/** 'a Nurse', 'an Engineer'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** A filler paragraph of about `bytes` bytes (the 'huge' fault). */
export function filler(bytes: number): string {
  const sentence = 'This paragraph repeats to make the document very large. ';
  return sentence.repeat(Math.max(1, Math.ceil(bytes / sentence.length)));
}
