import { ROLES } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { dashboardRoutes } from '../routes/dashboard-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const stats = (type: string) => ({
  type,
  periodStart: '2026-11-23T05:00:00.000Z',
  timeZone: 'America/New_York',
  currentTimePeriod: {
    searches: [{ count: type === 'week' ? 150 : 10 }],
    views: [{ count: 100 }],
    interactionResults: [
      { InteractionTypeId: 3, count: 0 },
      { InteractionTypeId: 4, count: 80 },
      { InteractionTypeId: 1, count: 7 },
    ],
  },
});

function renderScreen(role: number) {
  const fetchMock = stubApi({
    '/dashboard/history': (url) => ({ type: url.searchParams.get('type'), periods: [] }),
    '/dashboard/team': (url) => ({
      type: url.searchParams.get('type'),
      users: [
        {
          userId: 'u1',
          email: 'mate@agency.example',
          name: 'Mate',
          searches: 4,
          views: 5,
          emails: 6,
          linkedIn: 7,
          calls: 8,
        },
      ],
    }),
    '/dashboard/account-manager': () => ({
      name: 'Pat Lee',
      schedulingUrl: 'https://calendly.example/pat',
      phone: '+1 555 0100',
      editable: false,
    }),
    '/dashboard': (url) => stats(url.searchParams.get('type') ?? 'week'),
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe({ role: role as (typeof ROLES)[keyof typeof ROLES] }));
  const router = createMemoryRouter(dashboardRoutes, { initialEntries: ['/dashboard'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetchMock;
}

describe('dashboard (prospecting-core §2.9)', () => {
  it('shows the five cards with recommendations and arrows coloured by the comparison', async () => {
    renderScreen(ROLES.MEMBER);
    await waitFor(() => expect(screen.getByTestId('metric-searches-count')).toHaveTextContent('150'));
    const trend = (metric: string) =>
      screen.getByTestId(`metric-${metric}`).querySelector('[data-trend]')?.getAttribute('data-trend');
    expect(trend('searches')).toBe('success');
    expect(trend('views')).toBe('action');
    expect(trend('emails')).toBe('error');
    expect(trend('linkedIn')).toBe('success');
    expect(screen.getByTestId('metric-calls')).toHaveTextContent('Recommended: 250');
    expect(screen.getByTestId('account-manager')).toHaveTextContent('Pat Lee');
    expect(screen.getByRole('link', { name: 'Schedule a call' })).toHaveAttribute(
      'href',
      'https://calendly.example/pat',
    );
    expect(screen.queryByTestId('dashboard-team')).toBeNull();
  });

  it('switches to This Month and shows the team view to company admins', async () => {
    const fetchMock = renderScreen(ROLES.COMPANY_ADMIN);
    const user = userEvent.setup();
    await screen.findByTestId('dashboard-team');
    await user.click(screen.getByRole('button', { name: 'This Month' }));
    await waitFor(() => expect(screen.getByTestId('metric-searches-count')).toHaveTextContent('10'));
    expect(screen.getByTestId('metric-searches')).toHaveTextContent('Recommended: 450');
    expect(await screen.findByText('Mate (mate@agency.example)')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toContain('/api/v1/dashboard/team?type=month');
  });
});
