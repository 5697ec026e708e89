import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Agency Tips list and detail (prospecting-core §2.5). */
export const tipsRoutes: RouteObject[] = [
  notAvailableRoute('agencytips', SECTIONS.agencytips),
  notAvailableRoute('agencytips/:id', SECTIONS.agencytips),
];
