import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Contact search (outreach-integrations-admin). */
export const contactsRoutes: RouteObject[] = [notAvailableRoute('companycontacts', SECTIONS.companycontacts)];
