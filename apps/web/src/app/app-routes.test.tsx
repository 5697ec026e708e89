import { MESSAGES, ONBOARDING_TEXTS, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../test-utils/me-fixture.ts';
import { unavailableSections } from '../test-utils/unavailable-sections.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { appRoutes, sectionRoutes } from './routes.tsx';

vi.mock('../lib/auth.ts', () => ({
  useAuth: () => ({ status: 'signedIn', user: null }),
  authService: { getAccessToken: vi.fn(() => Promise.resolve('access-1')), signOut: vi.fn(() => Promise.resolve()) },
}));

/** The section routes still rendering the not-available panel, as paths to open and the titles they show. */
const me = makeMe();
const config = {
  oidcAuthority: 'x',
  oidcClientId: 'web',
  oidcAudience: 'api',
  oidcScope: 'openid',
  version: '9.9.9',
  analytics: null,
  errorReporting: null,
  chatWidgetUrl: null,
};
const userData = { downloads: { downloaded: 3, limit: 1000, resetDate: '2025-02-01T00:00:00.000Z' } };

const fetchMock = vi.fn(async (input: string | URL | Request) => {
  const url = String(input);
  const body = url.startsWith('/api/config') ? config : url.startsWith('/api/v1/me') ? me : userData;
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(
    <AppProviders client={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  Cookies.set(SESSION_COOKIE_NAME, 'session-42');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  Cookies.remove(SESSION_COOKIE_NAME);
});

describe('app routes (prospecting-core §2.1, §2.2)', () => {
  it('loads /me and /userdata with the API headers and lands / on the dashboard', async () => {
    const router = renderApp('/');
    await waitFor(() => expect(screen.getByTestId('section-title')).toHaveTextContent('Dashboard'));
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(screen.getByTestId('build-version')).toHaveTextContent('9.9.9'));
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
    const meCall = calls.find(([url]) => url === '/api/v1/me');
    const headers = new Headers(meCall?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('RequestId')).toBe('session-42');
    await waitFor(() => expect(calls.some(([url]) => url === `/api/v1/userdata?userId=${me.userId}`)).toBe(true));
  });

  // Sections not built yet show the not-available panel; the list shrinks as sections are built.
  const unavailable = unavailableSections(sectionRoutes).slice(0, 2);
  it.skipIf(unavailable.length === 0).each(unavailable)(
    'shows $path as "$title" with the not-available panel',
    async ({ path, title }) => {
      renderApp(path);
      expect(await screen.findByTestId('section-title')).toHaveTextContent(title);
      expect(screen.getByText(MESSAGES.sectionNotAvailable)).toBeInTheDocument();
    },
  );

  it('shows /onboard/:code without bars and without loading the user', async () => {
    renderApp('/onboard/WELCOME1?email=new%40agency.example');
    expect(await screen.findByRole('button', { name: ONBOARDING_TEXTS.submit })).toBeDisabled();
    expect(screen.queryByTestId('section-title')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v1/me'))).toBe(false);
  });

  it('shows the error page with the description and code', () => {
    renderApp('/error?error=access_denied&error_description=Denied');
    expect(screen.getByTestId('error-description')).toHaveTextContent('Denied');
    expect(screen.getByTestId('error-code')).toHaveTextContent('access_denied');
  });

  it("shows 'Unexpected Error' on the error page without a description", () => {
    renderApp('/error?error=server_error');
    expect(screen.getByTestId('error-description')).toHaveTextContent(MESSAGES.unexpectedError);
  });
});
