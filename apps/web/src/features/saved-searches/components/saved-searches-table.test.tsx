import { CAMPAIGN_TEXTS, type Me, type SavedSearch, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import { render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { savedSearchFixture } from '../../../test-utils/saved-search-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { savedSearchesRoutes } from '../routes/saved-searches-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
}));

beforeEach(() => Cookies.set(SESSION_COOKIE_NAME, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(SESSION_COOKIE_NAME);
});

const NEW_ME = makeMe({ isNewIntegrations: true });

const makeSearch = savedSearchFixture;

describe('saved-search table Automations column (prospecting-core §2.6)', () => {
  function renderTable(me: Me, search: SavedSearch) {
    stubApi({
      '/ticker': () => ({ search: null, leads: [], savedSearchCount: 0, originalInterfaceAvailable: false }),
      '/savedSearches': () => ({ count: 1, rows: [search] }),
    });
    const client = createQueryClient();
    client.setQueryData(currentUserKeys.me, me);
    const router = createMemoryRouter(savedSearchesRoutes, { initialEntries: ['/savedsearch'] });
    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  }

  it('shows the count and one named icon per integration for isNewIntegrations accounts', async () => {
    renderTable(NEW_ME, makeSearch({ campaignAutomations: { count: 3, integrationIds: [0, 4, 0] } }));
    expect(await screen.findByRole('columnheader', { name: CAMPAIGN_TEXTS.automations })).toBeInTheDocument();
    const cell = screen.getByTestId('saved-search-automations');
    expect(cell).toHaveTextContent('3');
    expect(
      within(cell)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['HubSpot', 'Drip']);
  });

  it('shows 0 when the row has no automations', async () => {
    renderTable(NEW_ME, makeSearch());
    expect(await screen.findByTestId('saved-search-automations')).toHaveTextContent('0');
  });

  it('has no Automations column without isNewIntegrations', async () => {
    renderTable(makeMe(), makeSearch({ campaignAutomations: { count: 1, integrationIds: [0] } }));
    await screen.findByRole('button', { name: 'Nurses' });
    expect(screen.queryByRole('columnheader', { name: CAMPAIGN_TEXTS.automations })).not.toBeInTheDocument();
  });
});
