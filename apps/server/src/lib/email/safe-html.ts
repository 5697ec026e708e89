/**
 * HTML pieces of e-mails built so that nothing from data goes in unescaped: the `html` tag escapes every
 * interpolated value (text, numbers) with the server's one `escapeHtml`, except pieces already built by the tag.
 */
import { escapeHtml } from '../html.ts';

const SAFE = Symbol('safe-html');

/** Markup built by `html` (or the kit's own constants): safe to place in an e-mail as it is. */
export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

/** A value an `html` template may hold: text and numbers are escaped; nothing, false and '' add nothing. */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function trusted(value: string): SafeHtml {
  return { [SAFE]: true, value };
}

function isSafe(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && SAFE in value;
}

function piece(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map((item: HtmlValue) => piece(item)).join('');
  if (isSafe(value)) return value.value;
  return escapeHtml(String(value));
}

/** Tagged template: the literal parts as written, every `${value}` escaped (see HtmlValue). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  for (let index = 0; index < values.length; index += 1) {
    out += piece(values[index]) + (strings[index + 1] ?? '');
  }
  return trusted(out);
}

/** The HTML of a value (escaped text, or a SafeHtml's markup). */
export function htmlString(value: HtmlValue): string {
  return piece(value);
}
