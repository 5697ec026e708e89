import type { RouteObject } from 'react-router';
import { guardedSectionRoute } from '../../../components/section-route.tsx';
import { isProviderStaff } from '../../../lib/permissions.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** Company Duplicates, for provider staff with create:member (issue #32), loaded on first use. */
export const companyDuplicatesRoutes: RouteObject[] = [
  guardedSectionRoute(
    'admin/companies/duplicates',
    SECTIONS.companyduplicates,
    isProviderStaff,
    async () => (await import('../components/duplicates-screen.tsx')).DuplicatesScreen,
  ),
];
