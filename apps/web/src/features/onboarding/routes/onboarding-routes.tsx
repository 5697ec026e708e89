import type { RouteObject } from 'react-router';
import { lazySectionRoute } from '../../../components/section-route.tsx';
import { SECTIONS } from '../../../lib/sections.ts';

const screen = async () => (await import('../components/onboarding-screen.tsx')).OnboardingScreen;

/** `/onboard` and `/onboard/:code`: public, shown without navigation bars (outreach-integrations-admin §2). */
export const onboardingRoutes: RouteObject[] = [
  lazySectionRoute('onboard', SECTIONS.onboard, screen, { noBars: true }),
  lazySectionRoute('onboard/:code', SECTIONS.onboard, screen, { noBars: true }),
];
