import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

const pages = () => import('./help-pages.tsx');

/** Help Center (prospecting-core §2.10): the question box and tabs, and each guide and tutorial of the catalogue. */
export const helpRoutes: RouteObject[] = [
  lazySectionRoute('helpcenter', SECTIONS.helpcenter, async () => (await pages()).HelpCenterPage),
  lazySectionRoute('helpcenter/guides/:key', SECTIONS.helpcenter, async () => (await pages()).HelpGuidePage),
  lazySectionRoute('helpcenter/tutorials/:key', SECTIONS.helpcenter, async () => (await pages()).HelpTutorialPage),
];
