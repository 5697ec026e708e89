import { hasPermission, type LeadType, PERMISSIONS } from '@agencyscout/contracts';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { sectionRoute } from '../../../components/section-route.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { isReloadOf } from '../../../lib/page-reload.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { LeadsScreen } from '../components/leads-screen.tsx';
import { LeadDetailRoute } from './lead-detail-route.tsx';

/** A positive whole companyId of the route, else undefined. */
function companyIdOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * A leads list screen for its route (§2.3). The screen is mounted again when the company changes. The stored
 * filter is kept with dontclearfilter=true and on a browser reload of the screen (decision: a reload is not
 * leaving the screen).
 */
function LeadsListRoute({ leadType }: { leadType: LeadType }) {
  const { pathname } = useLocation();
  const { query } = useRouteParams();
  const companyId = companyIdOf(query.companyId);
  const keepFilter = query.dontclearfilter === true || isReloadOf(pathname);
  const section = leadType === 'OpenWeb' ? SECTIONS.openweb : SECTIONS.leads;
  return (
    <LeadsScreen
      key={companyId ?? 'all'}
      section={section}
      leadType={leadType}
      companyId={companyId}
      keepFilter={keepFilter}
    />
  );
}

/** `/leads` (§2.3); an is:openWeb user is redirected to `/openweb`, keeping the query (§6). */
function AgencyLeadsPage() {
  const me = useSignedInUser();
  const location = useLocation();
  if (hasPermission(me.permissions, PERMISSIONS.isOpenWeb)) {
    return <Navigate to={{ pathname: SECTIONS.openweb.path, search: location.search }} replace />;
  }
  return <LeadsListRoute leadType="Agency" />;
}

/** Agency Leads and Open Web Leads lists (prospecting-core §2.3) and the lead detail (§2.4). */
export const leadsRoutes: RouteObject[] = [
  sectionRoute('leads', SECTIONS.leads, <AgencyLeadsPage />),
  sectionRoute('leads/:id', SECTIONS.leads, <LeadDetailRoute routeType="Agency" />),
  sectionRoute('openweb', SECTIONS.openweb, <LeadsListRoute leadType="OpenWeb" />),
  sectionRoute('openweb/:id', SECTIONS.openweb, <LeadDetailRoute routeType="OpenWeb" />),
];
