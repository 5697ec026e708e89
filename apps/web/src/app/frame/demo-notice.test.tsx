import { type PublicConfig, ROLES } from '@agencyscout/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserKeys } from '../../lib/current-user.ts';
import { publicConfigQueryKey } from '../../lib/public-config.ts';
import { makeMe } from '../../test-utils/me-fixture.ts';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { DEMO_NOTICE_TEXT } from './demo-notice.tsx';
import { Frame } from './frame.tsx';

vi.mock('../../lib/auth.ts', () => ({
  authService: { signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

const CONFIG: PublicConfig = {
  oidcAuthority: 'http://localhost/oidc',
  oidcClientId: 'web',
  oidcAudience: 'http://localhost/api',
  oidcScope: 'openid',
  version: '1.2.3',
  analytics: null,
  errorReporting: null,
  chatWidgetUrl: null,
  demoData: false,
};

function renderFrame(config: PublicConfig, path = '/company') {
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe({ role: ROLES.COMPANY_ADMIN }));
  client.setQueryData(publicConfigQueryKey, config);
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: 'company', element: <p>company page</p> },
          { path: 'leads', element: <p>leads page</p> },
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

afterEach(() => window.sessionStorage.clear());

/** Issue #30: that the demo data is generated is said once, in the frame, while demo data is loaded. */
describe('demo data notice', () => {
  it('is shown once in the frame while demo data is loaded, as a note', async () => {
    renderFrame({ ...CONFIG, demoData: true });
    expect(await screen.findByText('company page')).toBeInTheDocument();
    expect(screen.getAllByText(DEMO_NOTICE_TEXT)).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(DEMO_NOTICE_TEXT);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown without demo data', async () => {
    renderFrame(CONFIG);
    expect(await screen.findByText('company page')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTICE_TEXT)).toBeNull();
  });

  it('stays closed for the tab once the user closes it', async () => {
    const router = renderFrame({ ...CONFIG, demoData: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the demo data notice' }));
    expect(screen.queryByText(DEMO_NOTICE_TEXT)).toBeNull();
    await router.navigate('/leads');
    expect(await screen.findByText('leads page')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_NOTICE_TEXT)).toBeNull();
    expect(window.sessionStorage.getItem('agencyscout.demo-notice-closed')).toBe('true');
  });
});
