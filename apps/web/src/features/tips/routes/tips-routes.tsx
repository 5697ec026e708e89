import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Agency Tips list and detail (prospecting-core §2.5), each loaded on first use. */
export const tipsRoutes: RouteObject[] = [
  lazySectionRoute('agencytips', SECTIONS.agencytips, async () => (await import('./tips-pages.tsx')).TipsPage),
  lazySectionRoute('agencytips/:id', SECTIONS.agencytips, async () => (await import('./tips-pages.tsx')).TipDetailPage),
];
