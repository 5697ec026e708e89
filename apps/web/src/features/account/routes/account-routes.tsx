import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Account Settings (outreach-integrations-admin §2): `/account?tab=settings|requests`. */
export const accountRoutes: RouteObject[] = [
  lazySectionRoute(
    'account',
    SECTIONS.account,
    async () => (await import('../components/account-screen.tsx')).AccountScreen,
  ),
];
