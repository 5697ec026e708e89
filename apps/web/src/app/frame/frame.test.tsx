import { DARK_THEME_STORAGE_KEY, MESSAGES, type Me, ROLES } from '@agencyscout/contracts';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notAvailableRoute } from '../../components/section-route.tsx';
import { authService } from '../../lib/auth.ts';
import { currentUserKeys } from '../../lib/current-user.ts';
import { publicConfigQueryKey } from '../../lib/public-config.ts';
import type { Section } from '../../lib/sections.ts';
import { makeMe } from '../../test-utils/me-fixture.ts';
import { stubApi } from '../../test-utils/stub-api.ts';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { sectionRoutes } from '../routes.tsx';
import { Frame } from './frame.tsx';

vi.mock('../../lib/auth.ts', () => ({
  authService: { signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

/** A section that is not built: the frame's own tests use it, whichever real sections are built by now. */
const NOT_BUILT: Section = { path: '/not-built', title: 'Not Built Yet', icon: HelpOutlineOutlined };

let mounts = 0;
function MountCounter() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>counter page</p>;
}

function renderFrame(path: string, me: Me = makeMe({ role: ROLES.COMPANY_ADMIN })) {
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, me);
  client.setQueryData(publicConfigQueryKey, {
    oidcAuthority: 'http://localhost/oidc',
    oidcClientId: 'web',
    oidcAudience: 'http://localhost/api',
    oidcScope: 'openid',
    version: '1.2.3',
    analytics: null,
    errorReporting: null,
    chatWidgetUrl: null,
  });
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          ...sectionRoutes.filter((route) => route.path !== '*'),
          notAvailableRoute('not-built', NOT_BUILT),
          { path: 'counter', element: <MountCounter /> },
          { path: 'bare', element: <p>bare page</p>, handle: { noBars: true } },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('frame (prospecting-core §2.2)', () => {
  // A section that is not built yet renders synchronously, without API calls: the frame's own tests use one.
  it('shows the section title, the not-available panel and the build version', () => {
    renderFrame('/not-built');
    expect(screen.getByTestId('section-title')).toHaveTextContent('Not Built Yet');
    expect(screen.getByText(MESSAGES.sectionNotAvailable)).toBeInTheDocument();
    expect(screen.getByTestId('build-version')).toHaveTextContent('1.2.3');
  });

  it('redirects / to /dashboard', async () => {
    stubApi({});
    const router = renderFrame('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    vi.unstubAllGlobals();
  });

  it('navigates with the side navigation', async () => {
    renderFrame('/not-built');
    await userEvent.click(screen.getByRole('link', { name: 'Integrations' }));
    // A built section loads its screen on first use: the title follows once its route has resolved.
    await waitFor(() => expect(screen.getByTestId('section-title')).toHaveTextContent('Integrations'));
  });

  it('keeps the dark-theme choice in local storage', async () => {
    renderFrame('/not-built');
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    await userEvent.click(toggle);
    expect(window.localStorage.getItem(DARK_THEME_STORAGE_KEY)).toBe('true');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(window.localStorage.getItem(DARK_THEME_STORAGE_KEY)).toBe('false');
  });

  it('starts in dark mode when the stored choice says so', () => {
    window.localStorage.setItem(DARK_THEME_STORAGE_KEY, 'true');
    renderFrame('/not-built');
    expect(screen.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('collapses and expands the drawer', async () => {
    renderFrame('/not-built');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toBeInTheDocument();
  });

  it('logs out with the Logout button', async () => {
    renderFrame('/not-built');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(authService.signOut).toHaveBeenCalledTimes(1);
  });

  it('opens the chat panel from the CHAT chip', async () => {
    renderFrame('/not-built');
    await userEvent.click(screen.getByText('CHAT'));
    const panel = await screen.findByRole('presentation');
    expect(within(panel).getByText('Chat with us')).toBeInTheDocument();
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(within(panel).getByLabelText('Your message'), 'Hello');
    expect(send).toBeEnabled();
  });

  it('redirects an open web user from /leads to /openweb', async () => {
    const router = renderFrame('/leads?page=2', makeMe({ plan: 'openweb' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/openweb'));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(screen.getByTestId('section-title')).toHaveTextContent('Open Web Leads'));
  });

  it('shows the company logo when the organization has one', async () => {
    const me = makeMe();
    // The Outreach List screen loads on first use: the frame shows once its route has resolved.
    renderFrame('/calllist', { ...me, organization: { ...me.organization, logoUrl: 'https://cdn.example/logo.png' } });
    expect(await screen.findByRole('img', { name: 'Acme Staffing logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
  });

  it('hides drawer and top bar for routes with the no-bars flag', () => {
    renderFrame('/bare');
    expect(screen.getByText('bare page')).toBeInTheDocument();
    expect(screen.queryByTestId('section-title')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('mounts the page again when the user navigates to the route already shown', async () => {
    mounts = 0;
    const router = renderFrame('/counter');
    expect(mounts).toBe(1);
    await act(() => router.navigate('/counter'));
    expect(mounts).toBe(2);
  });
});
