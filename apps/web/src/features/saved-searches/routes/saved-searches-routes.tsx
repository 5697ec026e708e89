import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Saved searches (prospecting-core §2.6). */
export const savedSearchesRoutes: RouteObject[] = [notAvailableRoute('savedsearch', SECTIONS.savedsearch)];
