import { useRouteParams } from '../../../lib/route-params.ts';
import { TipDetailScreen } from '../components/tip-detail-screen.tsx';

/** `/agencytips/{id}`: a route id that is not a positive whole number is shown as not found. */
export function TipDetailPage() {
  const { params } = useRouteParams();
  const id = params.id;
  const tipId = typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  return <TipDetailScreen key={tipId} tipId={tipId} />;
}
