/**
 * What the saved-searches feature lends to other screens: the Save Search dialog and the saved-search picker of
 * the lead screens (§2.3, §6), and one search by id.
 */

export { useSavedSearch } from './api.ts';
export { SaveSearchDialog } from './components/save-search-dialog.tsx';
export { SavedSearchPicker } from './components/saved-search-picker.tsx';
