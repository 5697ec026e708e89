import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Manage Users (outreach-integrations-admin §2): `/manageusers`, for users with read:users. */
export const usersRoutes: RouteObject[] = [
  lazySectionRoute(
    'manageusers',
    SECTIONS.manageusers,
    async () => (await import('../components/manage-users-screen.tsx')).ManageUsersScreen,
  ),
];
