import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Links from data open in a new tab without access to this window. */
let hooked = false;
function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'nofollow noopener noreferrer');
    }
  });
}

/** HTML from data, sanitised with DOMPurify (scripts, styles, event handlers, unsafe links removed). */
export function sanitizeDataHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'img', 'form', 'input'] });
}

/**
 * Renders an HTML string from data (job descriptions, company descriptions, tip texts) after sanitising it again in
 * the browser (ARCHITECTURE 'HTML from data … sanitised when imported and again with DOMPurify when rendered').
 */
export function SafeHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeDataHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />;
}
