import { hasPermission, PERMISSIONS } from '@agencyscout/contracts';
import type { RouteObject } from 'react-router';
import { guardedSectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Manage Users (outreach-integrations-admin §2): `/manageusers`, for users with read:users. */
export const usersRoutes: RouteObject[] = [
  guardedSectionRoute(
    'manageusers',
    SECTIONS.manageusers,
    (me) => hasPermission(me.permissions, PERMISSIONS.readUsers),
    async () => (await import('../components/manage-users-screen.tsx')).ManageUsersScreen,
  ),
];
