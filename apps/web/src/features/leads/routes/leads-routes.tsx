import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

const lists = () => import('./leads-list-routes.tsx');
const detail = () => import('./lead-detail-route.tsx');

/**
 * Agency Leads and Open Web Leads lists (prospecting-core §2.3) and the lead detail (§2.4), each loaded on first
 * use (the lists and the detail are separate chunks).
 */
export const leadsRoutes: RouteObject[] = [
  lazySectionRoute('leads', SECTIONS.leads, async () => (await lists()).AgencyLeadsPage),
  lazySectionRoute('leads/:id', SECTIONS.leads, async () => (await detail()).AgencyLeadDetailPage),
  lazySectionRoute('openweb', SECTIONS.openweb, async () => (await lists()).OpenWebLeadsPage),
  lazySectionRoute('openweb/:id', SECTIONS.openweb, async () => (await detail()).OpenWebLeadDetailPage),
];
