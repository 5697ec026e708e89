import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Job Sources, for provider staff with create:member (issue #28), loaded on first use. */
export const sourcesRoutes: RouteObject[] = [
  lazySectionRoute(
    'admin/sources',
    SECTIONS.sources,
    async () => (await import('../components/sources-screen.tsx')).SourcesScreen,
  ),
];
