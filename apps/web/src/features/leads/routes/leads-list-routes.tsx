import { hasPermission, type LeadType, PERMISSIONS } from '@agencyscout/contracts';
import { Navigate, useLocation } from 'react-router';
import { useSignedInUser } from '../../../lib/current-user.ts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { SECTIONS } from '../../../lib/sections.ts';
import { LeadsScreen } from '../components/leads-screen.tsx';

/** A positive whole companyId of the route, else undefined. */
function companyIdOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * A leads list screen for its route (§2.3). The screen is mounted again when the company changes. The stored
 * filter is kept with dontclearfilter=true ('Back to Leads'); a browser reload starts the app again, which has
 * cleared the lead cookies (§2.1).
 */
function LeadsListRoute({ leadType }: { leadType: LeadType }) {
  const { query } = useRouteParams();
  const companyId = companyIdOf(query.companyId);
  const keepFilter = query.dontclearfilter === true;
  const searchId = companyIdOf(query.searchId);
  const section = leadType === 'OpenWeb' ? SECTIONS.openweb : SECTIONS.leads;
  return (
    <LeadsScreen
      key={companyId ?? 'all'}
      section={section}
      leadType={leadType}
      companyId={companyId}
      keepFilter={keepFilter}
      searchId={searchId}
    />
  );
}

/** `/leads` (§2.3); an is:openWeb user is redirected to `/openweb`, keeping the query (§6). */
export function AgencyLeadsPage() {
  const me = useSignedInUser();
  const location = useLocation();
  if (hasPermission(me.permissions, PERMISSIONS.isOpenWeb)) {
    return <Navigate to={{ pathname: SECTIONS.openweb.path, search: location.search }} replace />;
  }
  return <LeadsListRoute leadType="Agency" />;
}

/** `/openweb` (§2.3). */
export function OpenWebLeadsPage() {
  return <LeadsListRoute leadType="OpenWeb" />;
}
