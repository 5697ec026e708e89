import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Account settings (outreach-integrations-admin). */
export const accountRoutes: RouteObject[] = [notAvailableRoute('account', SECTIONS.account)];
