import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Company Notes screen (outreach-integrations-admin 'Company Notes screen'), loaded on first use. */
export const companyNotesRoutes: RouteObject[] = [
  lazySectionRoute(
    'companynotes',
    SECTIONS.companynotes,
    async () => (await import('../components/company-notes-screen.tsx')).CompanyNotesScreen,
  ),
];
