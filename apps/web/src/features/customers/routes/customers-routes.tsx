import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Manage customers, for provider staff with create:member (outreach-integrations-admin §2), loaded on first use. */
export const customersRoutes: RouteObject[] = [
  lazySectionRoute(
    'managecustomers',
    SECTIONS.managecustomers,
    async () => (await import('../components/manage-customers-screen.tsx')).ManageCustomersScreen,
  ),
];
