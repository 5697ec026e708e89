import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** User management (outreach-integrations-admin). */
export const usersRoutes: RouteObject[] = [notAvailableRoute('manageusers', SECTIONS.manageusers)];
