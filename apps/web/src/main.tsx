import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { authService } from './lib/auth.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Load the settings and the stored sign-in while React renders the first screen.
void authService.start().catch(() => undefined);

const router = createBrowserRouter(appRoutes);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
