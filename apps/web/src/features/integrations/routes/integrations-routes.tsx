import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** Integrations and the OAuth callbacks of the CRM and e-mail providers (outreach-integrations-admin). */
export const integrationsRoutes: RouteObject[] = [
  notAvailableRoute('integrations', SECTIONS.integrations),
  notAvailableRoute('constantcontactcallback', SECTIONS.integrations),
  notAvailableRoute('dripcallback', SECTIONS.integrations),
  notAvailableRoute('hubspotcallback', SECTIONS.integrations),
  notAvailableRoute('bullhorncallback', SECTIONS.integrations),
];
