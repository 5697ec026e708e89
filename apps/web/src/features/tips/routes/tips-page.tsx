import { useRouteParams } from '../../../lib/route-params.ts';
import { TipsScreen } from '../components/tips-screen.tsx';

/**
 * `/agencytips` (dontclearfilter=true keeps the last filter, §2.5). A module of its own, apart from the detail: the
 * list's first visit does not download the detail's contact cards, CRM menus and HTML sanitiser
 * (docs/performance.md 'Contact search and tips').
 */
export function TipsPage() {
  const { query } = useRouteParams();
  return <TipsScreen keepFilter={query.dontclearfilter === true} />;
}
