import Box, { type BoxProps } from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import { sanitizeDataHtml } from '../../../components/safe-html.tsx';

/** The user guide's own screenshots are the only images a guide page shows. */
const HELP_IMAGE_PREFIX = '/api/help/images/';

function sanitizeGuideHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const image of template.content.querySelectorAll('img')) {
    if (!image.getAttribute('src')?.startsWith(HELP_IMAGE_PREFIX)) image.remove();
  }
  return template.innerHTML;
}

const guideStyles: BoxProps['sx'] = {
  '& h2': { typography: 'h6', mt: 3, mb: 1 },
  '& h3': { typography: 'subtitle1', fontWeight: 600, mt: 2 },
  '& p, & li': { typography: 'body1' },
  '& img': { maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1, my: 1 },
  '& table': { borderCollapse: 'collapse', my: 2 },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.5, textAlign: 'left' },
  '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { bgcolor: 'action.hover', p: 1.5, overflowX: 'auto', borderRadius: 1 },
};

/** A guide or tutorial page: the server's sanitised HTML, sanitised again here (screenshots kept). */
export function GuideHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeGuideHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
  return <Box sx={guideStyles} data-testid="help-document" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** An answer's markdown (passages or the model's text) as HTML, sanitised with DOMPurify, no images. */
export function AnswerMarkdown({ markdown }: { markdown: string }) {
  const clean = useMemo(() => sanitizeDataHtml(marked.parse(markdown, { async: false, gfm: true })), [markdown]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
  return <Box sx={guideStyles} data-testid="help-answer" dangerouslySetInnerHTML={{ __html: clean }} />;
}
