import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { resetTelemetry, startTelemetry } from './features/analytics/public.ts';
import { authService } from './lib/auth.ts';
import { loadPublicConfig } from './lib/public-config.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Load the settings and the stored sign-in while React renders the first screen.
void authService.start().catch(() => undefined);
// Analytics and error reporting when configured; the first screen never waits for them (prospecting-core §1).
void loadPublicConfig()
  .then(startTelemetry)
  .catch(() => undefined);
// Logout resets analytics: the next user starts with a new anonymous id.
authService.subscribe(() => {
  if (!authService.getSnapshot().user) resetTelemetry();
});

const router = createBrowserRouter(appRoutes);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
