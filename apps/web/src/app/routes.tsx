import { Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes/account-routes.tsx';
import { callListsRoutes } from '../features/call-lists/routes/call-lists-routes.tsx';
import { clientListRoutes } from '../features/client-list/routes/client-list-routes.tsx';
import { companyDuplicatesRoutes } from '../features/company-duplicates/routes/duplicates-routes.tsx';
import { companyNotesRoutes } from '../features/company-notes/routes/company-notes-routes.tsx';
import { contactsRoutes } from '../features/contacts/routes/contacts-routes.tsx';
import { customersRoutes } from '../features/customers/routes/customers-routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes/dashboard-routes.tsx';
import { feedImportRoutes } from '../features/feed-imports/routes/feed-import-routes.tsx';
import { helpRoutes } from '../features/help/routes/help-routes.tsx';
import { integrationsRoutes } from '../features/integrations/routes/integrations-routes.tsx';
import { leadsRoutes } from '../features/leads/routes/leads-routes.tsx';
import { mailboxRoutes } from '../features/mailbox/routes/mailbox-routes.tsx';
import { onboardingRoutes } from '../features/onboarding/routes/onboarding-routes.tsx';
import { savedSearchesRoutes } from '../features/saved-searches/routes/saved-searches-routes.tsx';
import { sourcesRoutes } from '../features/sources/routes/sources-routes.tsx';
import { tipsRoutes } from '../features/tips/routes/tips-routes.tsx';
import { usersRoutes } from '../features/users/routes/users-routes.tsx';
import { SECTIONS } from '../lib/sections.ts';
import { ErrorRoute } from './auth/error-route.tsx';
import { LoginRoute } from './auth/login-route.tsx';
import { RequireAuth } from './auth/require-auth.tsx';
import { notFoundRoute } from './not-found-route.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The sections shown inside the signed-in frame; each feature owns its route file. */
export const sectionRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={SECTIONS.dashboard.path} replace /> },
  ...dashboardRoutes,
  ...leadsRoutes,
  ...tipsRoutes,
  ...savedSearchesRoutes,
  ...clientListRoutes,
  ...callListsRoutes,
  ...contactsRoutes,
  ...companyNotesRoutes,
  ...helpRoutes,
  ...accountRoutes,
  ...integrationsRoutes,
  ...usersRoutes,
  ...customersRoutes,
  ...mailboxRoutes,
  ...sourcesRoutes,
  ...feedImportRoutes,
  ...companyDuplicatesRoutes,
  notFoundRoute,
];

/**
 * The route tree (prospecting-core §2.1): `/login` and `/error` are public; `/onboard` is public without bars;
 * everything else passes the guard, then the start-up gate, then the frame. The gate and the frame are loaded
 * once signed in (their own chunks), so the sign-in path downloads only what it needs.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { path: 'login', element: <LoginRoute /> },
      { path: 'error', element: <ErrorRoute /> },
      { element: <PublicLayout />, children: onboardingRoutes },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./auth/session-gate.tsx')).SessionGate }),
            children: [
              { lazy: async () => ({ Component: (await import('./frame/frame.tsx')).Frame }), children: sectionRoutes },
            ],
          },
        ],
      },
    ],
  },
];
