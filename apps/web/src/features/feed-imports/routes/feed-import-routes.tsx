import type { RouteObject } from 'react-router';
import { guardedSectionRoute } from '../../../components/section-route.tsx';
import { isProviderStaff } from '../../../lib/permissions.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** Feed Import, for provider staff with create:member (issue #31), loaded on first use. */
export const feedImportRoutes: RouteObject[] = [
  guardedSectionRoute(
    'admin/imports',
    SECTIONS.imports,
    isProviderStaff,
    async () => (await import('../components/feed-import-screen.tsx')).FeedImportScreen,
  ),
];
