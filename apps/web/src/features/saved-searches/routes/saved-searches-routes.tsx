import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

const screen = () => import('./saved-searches-page.tsx');

/** Saved searches (prospecting-core §2.6): /savedsearch, also /savedSearches (route name 'savedSearch', ?searchId). */
export const savedSearchesRoutes: RouteObject[] = [
  lazySectionRoute('savedsearch', SECTIONS.savedsearch, async () => (await screen()).SavedSearchesPage),
  lazySectionRoute('savedSearches', SECTIONS.savedsearch, async () => (await screen()).SavedSearchesPage),
];
