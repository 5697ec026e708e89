import { LEAD_TYPES, type LeadType } from '@agencyscout/contracts';
import { useRouteParams } from '../../../lib/route-params.ts';
import { LeadDetailScreen } from '../components/detail/lead-detail-screen.tsx';

/** A route id as a lead id: a positive whole number (§2.1 coercion makes numbers of numeric path values). */
function leadIdOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

function leadTypeOf(value: unknown): LeadType | undefined {
  return (LEAD_TYPES as readonly unknown[]).includes(value) ? (value as LeadType) : undefined;
}

/**
 * /leads/{id} and /openweb/{id} (prospecting-core §2.4). The screen is mounted once per route type; moving between
 * leads keeps it, so the shown lead stays until the next one has loaded.
 */
export function LeadDetailRoute({ routeType }: { routeType: LeadType }) {
  const { params, query } = useRouteParams();
  return <LeadDetailScreen routeType={routeType} leadId={leadIdOf(params.id)} tab={leadTypeOf(query.leadType)} />;
}

/** `/leads/{id}`. */
export function AgencyLeadDetailPage() {
  return <LeadDetailRoute routeType="Agency" />;
}

/** `/openweb/{id}`. */
export function OpenWebLeadDetailPage() {
  return <LeadDetailRoute routeType="OpenWeb" />;
}
