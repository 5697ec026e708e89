import { CLIENT_LIST_TEXTS, type ClientListEntry } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { clientListRoutes } from '../routes/client-list-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

function entry(companyId: number, companyName: string, mine = true): ClientListEntry {
  return {
    companyId,
    companyName,
    state: 'CO',
    ownerEmail: mine ? 'me@agency.example' : 'mate@agency.example',
    mine,
    createdAt: '2026-11-01T00:00:00.000Z',
    newLeads: companyId,
  };
}

function renderScreen(rows: ClientListEntry[]) {
  let deleted: unknown;
  const fetchMock = stubApi({
    '/clientlist': (_url, init) => {
      if (init?.method === 'DELETE') {
        deleted = JSON.parse(String(init.body));
        return { removed: 2 };
      }
      return { count: rows.length, rows, shared: false };
    },
    '/user/shareClient': () => ({ shareClientList: true }),
    '/ticker': () => ({ search: null, leads: [], savedSearchCount: 0, originalInterfaceAvailable: false }),
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe());
  const router = createMemoryRouter(clientListRoutes, { initialEntries: ['/clientlist'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock, deleted: () => deleted };
}

describe('client list screen (prospecting-core §2.8, §4)', () => {
  it('deletes all visible own entries except the ticked one in select-all mode', async () => {
    const view = renderScreen([
      entry(1, 'Acme'),
      entry(2, 'Globex'),
      entry(3, 'Initech'),
      entry(4, 'Shared Co', false),
    ]);
    const user = userEvent.setup();
    await screen.findByText('Acme');
    expect(screen.getByRole('checkbox', { name: 'Select Shared Co' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all clients' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Globex' }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete 2 saved searches?');
    expect(within(dialog).getByTestId('client-delete-list')).toHaveTextContent('AcmeInitech');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.deleted()).toEqual({ CompanyIds: [{ CompanyId: 1 }, { CompanyId: 3 }] }));
  });

  it('shows the welcome text and the tutorial link on an empty list', async () => {
    renderScreen([]);
    expect(await screen.findByTestId('client-list-empty')).toHaveTextContent('alerts by e-mail when new leads appear');
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
  });

  it('asks for All Client Lists and toggles sharing', async () => {
    const view = renderScreen([entry(1, 'Acme')]);
    const user = userEvent.setup();
    await screen.findByText('Acme');
    await user.click(screen.getByRole('combobox', { name: 'Client lists' }));
    await user.click(screen.getByRole('option', { name: 'All Client Lists' }));
    await user.click(screen.getByRole('button', { name: 'Client List is Private' }));
    await waitFor(() => {
      const urls = view.fetchMock.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('which=all'))).toBe(true);
      expect(urls.some((url) => url.endsWith('/user/shareClient'))).toBe(true);
    });
  });

  it('searches by the typed name, trimmed, and clears the selection', async () => {
    const view = renderScreen([entry(1, 'Acme'), entry(2, 'Globex')]);
    const user = userEvent.setup();
    await screen.findByText('Acme');
    await user.click(screen.getByRole('checkbox', { name: 'Select Globex' }));
    expect(screen.getByRole('button', { name: 'Delete Selected (1)' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: CLIENT_LIST_TEXTS.search }), ' glob ');
    expect(screen.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
    await waitFor(() => {
      const urls = view.fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      expect(urls.some((url) => url.searchParams.get('query') === 'glob')).toBe(true);
    });
  });
});
