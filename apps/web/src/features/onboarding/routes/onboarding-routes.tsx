import type { RouteObject } from 'react-router';
import { notAvailableRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

/** `/onboard` and `/onboard/:code`: public, shown without navigation bars (prospecting-core §2.1). */
export const onboardingRoutes: RouteObject[] = [
  notAvailableRoute('onboard', SECTIONS.onboard, { noBars: true }),
  notAvailableRoute('onboard/:code', SECTIONS.onboard, { noBars: true }),
];
