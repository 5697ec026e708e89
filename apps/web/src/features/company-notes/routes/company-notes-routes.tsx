import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Company notes (outreach-integrations-admin). */
export const companyNotesRoutes: RouteObject[] = [notAvailableRoute('companynotes', SECTIONS.companynotes)];
