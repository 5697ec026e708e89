import { SECTIONS } from '../../../lib/sections.ts';
import { SavedSearchesScreen } from '../components/saved-searches-screen.tsx';

/** `/savedsearch` and `/savedSearches?searchId=` (§2.6). */
export function SavedSearchesPage() {
  return <SavedSearchesScreen section={SECTIONS.savedsearch} />;
}
