import Link from '@mui/material/Link';
import { Fragment } from 'react';

/** A web address in plain text: http or https, up to the next space or character that cannot end one. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ('See https://x.example/a.'). */
const TRAILING = /[.,;:!?)\]}*_~]+$/;

export type TextPart = { text: string } | { text: string; href: string };

/**
 * Splits plain text into text and http(s) links (issue #30, the staff mailbox). Only addresses that start with
 * http:// or https:// and parse as such become links; anything else ('javascript:…', 'data:…') stays text.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    let href: string | undefined;
    try {
      const url = new URL(address);
      href = url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: address, href });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * Plain text with its web addresses as links that open in a new tab (rel noopener noreferrer). The text is
 * rendered as text, never as HTML: only the addresses become anchors.
 */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        'href' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Link key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
