import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** `/dashboard` (prospecting-core §2.9), loaded on first use; its chart is a further chunk. */
export const dashboardRoutes: RouteObject[] = [
  lazySectionRoute(
    'dashboard',
    SECTIONS.dashboard,
    async () => (await import('../components/dashboard-screen.tsx')).DashboardScreen,
  ),
];
