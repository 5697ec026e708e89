import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Agency Tips list and detail (prospecting-core §2.5), each loaded on first use, each its own chunk. */
export const tipsRoutes: RouteObject[] = [
  lazySectionRoute('agencytips', SECTIONS.agencytips, async () => (await import('./tips-page.tsx')).TipsPage),
  lazySectionRoute(
    'agencytips/:id',
    SECTIONS.agencytips,
    async () => (await import('./tip-detail-page.tsx')).TipDetailPage,
  ),
];
