import type { RouteObject } from 'react-router';
import { guardedSectionRoute } from '../../../components/section-route.tsx';
import { isProviderStaff } from '../../../lib/permissions.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** Job Sources, for provider staff with create:member (issue #28), loaded on first use. */
export const sourcesRoutes: RouteObject[] = [
  guardedSectionRoute(
    'admin/sources',
    SECTIONS.sources,
    isProviderStaff,
    async () => (await import('../components/sources-screen.tsx')).SourcesScreen,
  ),
];
