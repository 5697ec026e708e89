/** What the saved-searches feature lends to other screens: the Save Search dialog of the lead screens (§2.3). */

export { useSavedSearch } from './api.ts';
export { SaveSearchDialog } from './components/save-search-dialog.tsx';
