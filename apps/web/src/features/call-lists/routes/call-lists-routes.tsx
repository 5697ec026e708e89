import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Outreach (call) list (outreach-integrations-admin). */
export const callListsRoutes: RouteObject[] = [notAvailableRoute('calllist', SECTIONS.calllist)];
