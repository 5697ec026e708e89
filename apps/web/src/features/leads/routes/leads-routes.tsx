import { hasPermission, PERMISSIONS } from '@agencyscout/contracts';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { SectionNotAvailablePage } from '../../../components/section-not-available.tsx';
import { notAvailableRoute, sectionRoute } from '../../../components/section-route.tsx';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { SECTIONS } from '../../../lib/sections.ts';

/** `/leads` (§2.3); an is:openWeb user is redirected to `/openweb`, keeping the query (§6). */
function AgencyLeadsPage() {
  const me = useSignedInUser();
  const location = useLocation();
  if (hasPermission(me.permissions, PERMISSIONS.isOpenWeb)) {
    return <Navigate to={{ pathname: SECTIONS.openweb.path, search: location.search }} replace />;
  }
  return <SectionNotAvailablePage section={SECTIONS.leads} />;
}

/** Agency Leads and Open Web Leads lists and details (prospecting-core §2.3, §2.4). */
export const leadsRoutes: RouteObject[] = [
  sectionRoute('leads', SECTIONS.leads, <AgencyLeadsPage />),
  notAvailableRoute('leads/:id', SECTIONS.leads),
  notAvailableRoute('openweb', SECTIONS.openweb),
  notAvailableRoute('openweb/:id', SECTIONS.openweb),
];
