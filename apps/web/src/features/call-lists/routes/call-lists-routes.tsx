import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Outreach (call) list (outreach-integrations-admin §2 'Outreach list screen'), loaded on first use. */
export const callListsRoutes: RouteObject[] = [
  lazySectionRoute(
    'calllist',
    SECTIONS.calllist,
    async () => (await import('../components/call-list-screen.tsx')).CallListScreen,
  ),
];
