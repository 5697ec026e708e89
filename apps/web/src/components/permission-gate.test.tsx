/**
 * Issue #30 'Staff screens for others': a staff or admin screen opened by a user whose permissions do not include
 * it — a typed or shared address — shows 'Not allowed' in the section's frame, not the screen's form and not 'could
 * not be loaded', and calls none of the screen's endpoints.
 */
import { MESSAGES, ROLES } from '@agencyscout/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { companyDuplicatesRoutes } from '../features/company-duplicates/routes/duplicates-routes.tsx';
import { customersRoutes } from '../features/customers/routes/customers-routes.tsx';
import { mailboxRoutes } from '../features/mailbox/routes/mailbox-routes.tsx';
import { sourcesRoutes } from '../features/sources/routes/sources-routes.tsx';
import { usersRoutes } from '../features/users/routes/users-routes.tsx';
import { currentUserKeys } from '../lib/current-user.ts';
import { makeMe } from '../test-utils/me-fixture.ts';
import { stubApi } from '../test-utils/stub-api.ts';

vi.mock('../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

function renderAt(routes: RouteObject[], path: string, role: (typeof ROLES)[keyof typeof ROLES]) {
  const fetchMock = stubApi({});
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe({ role }));
  render(
    <AppProviders client={client}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
  return fetchMock;
}

describe('screens a user may not open', () => {
  it.each([
    ['Manage Customers', customersRoutes, '/managecustomers'],
    ['Mailbox', mailboxRoutes, '/admin/mailbox'],
    ['Job Sources', sourcesRoutes, '/admin/sources'],
    ['Company Duplicates', companyDuplicatesRoutes, '/admin/companies/duplicates'],
    ['Users', usersRoutes, '/manageusers'],
  ] as const)(
    '%s, opened by a member, says Not allowed and calls nothing',
    async (title, routes, path) => {
      const fetchMock = renderAt([...routes], path, ROLES.MEMBER);
      expect(await screen.findByTestId('not-allowed', {}, { timeout: 10_000 })).toHaveTextContent(
        MESSAGES.screenNotAllowed,
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: MESSAGES.screenNotAllowedTitle })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
      expect(fetchMock).not.toHaveBeenCalled();
    },
    30_000,
  );

  it('opens for provider staff', async () => {
    renderAt([...mailboxRoutes], '/admin/mailbox', ROLES.ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mailbox' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('not-allowed')).toBeNull();
  }, 30_000);
});
