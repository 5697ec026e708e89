import type { RouteObject } from 'react-router';
import { guardedSectionRoute } from '../../../components/section-route.tsx';
import { isProviderStaff } from '../../../lib/permissions.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** Manage customers, for provider staff with create:member (outreach-integrations-admin §2), loaded on first use. */
export const customersRoutes: RouteObject[] = [
  guardedSectionRoute(
    'managecustomers',
    SECTIONS.managecustomers,
    isProviderStaff,
    async () => (await import('../components/manage-customers-screen.tsx')).ManageCustomersScreen,
  ),
];
