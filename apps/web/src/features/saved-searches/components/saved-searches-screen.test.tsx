import { SAVED_SEARCH_TEXTS, type SavedSearch, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const makeSearch = (overrides: Partial<SavedSearch> = {}) => savedSearchFixture({ searchId: 1, ...overrides });

function renderScreen(path: string, handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    '/ticker': () => ({ search: null, leads: [], savedSearchCount: 0, originalInterfaceAvailable: false }),
    ...handlers,
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe());
  const router = createMemoryRouter([...savedSearchesRoutes, { path: 'leads', element: <p>leads page</p> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock, router };
}

describe('saved searches screen (prospecting-core §2.6)', () => {
  it('shows the welcome text when there is none', async () => {
    renderScreen('/savedsearch', { '/savedSearches': () => ({ count: 0, rows: [] }) });
    expect(await screen.findByTestId('saved-searches-empty')).toHaveTextContent(SAVED_SEARCH_TEXTS.emptyTitle);
  });

  it("shows 'No leads' when the list fails", async () => {
    renderScreen('/savedsearch', {
      '/savedSearches': () => new Response(JSON.stringify({ statusCode: 500, message: 'x' }), { status: 500 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_TEXTS.noLeads);
  });

  it('switches to All Searches, and deletes the ticked own searches after Confirm Delete', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    const mine = makeSearch();
    const mate = makeSearch({ searchId: 2, name: 'Teammate', isOwner: false, ownerEmail: 'mate@example.com' });
    const { fetchMock } = renderScreen('/savedsearch', {
      '/savedSearches': (url, init) => {
        if (init?.method === 'DELETE') {
          deleted.push(url.pathname);
          return { deleted: 1 };
        }
        return url.searchParams.get('view') === 'all' ? { count: 2, rows: [mine, mate] } : { count: 1, rows: [mine] };
      },
    });
    await screen.findByRole('button', { name: 'Nurses' });
    await user.click(screen.getByRole('button', { name: SAVED_SEARCH_TEXTS.all }));
    expect(await screen.findByText('mate@example.com')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Teammate' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Nurses' }));
    await user.click(screen.getByRole('button', { name: /Delete Selected/ }));
    const confirm = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.confirmDeleteTitle });
    expect(confirm).toHaveTextContent('Are you sure you want to delete Nurses?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/v1/savedSearches/1']));
    expect(fetchMock).toHaveBeenCalled();
  });

  it('opens ?searchId= in its dialog; Notify Me saves each change at once', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let current = makeSearch({ searchId: 7 });
    renderScreen('/savedSearches?searchId=7', {
      '/savedSearches/notifications': (_, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        current = { ...current, ...body };
        return current;
      },
      '/savedSearches/7': () => current,
      '/savedSearches': () => ({ count: 1, rows: [current] }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nurses' });
    await user.click(within(dialog).getByRole('tab', { name: SAVED_SEARCH_TEXTS.tabNotify }));
    await user.click(within(dialog).getByRole('switch', { name: SAVED_SEARCH_TEXTS.agencyAlert }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          searchId: 7,
          sendEmail: true,
          sendEmailFrequency: 'daily',
          sendOpenWebEmail: false,
          sendOpenWebEmailFrequency: null,
        },
      ]),
    );
  });

  it("Modify checks the name by the contract's rule and saves it trimmed", async () => {
    const user = userEvent.setup();
    const bodies: { name?: string; searchId?: number }[] = [];
    let current = makeSearch({ searchId: 7 });
    renderScreen('/savedSearches?searchId=7', {
      '/savedSearches/7': () => current,
      '/savedSearches': (_, init) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(String(init.body));
          bodies.push(body);
          current = { ...current, name: body.name };
          return current;
        }
        return { count: 1, rows: [current] };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nurses' });
    await user.click(within(dialog).getByRole('tab', { name: SAVED_SEARCH_TEXTS.tabModify }));
    const name = within(dialog).getByRole('textbox', { name: new RegExp(`^${SAVED_SEARCH_TEXTS.nameLabel}`) });
    await user.clear(name);
    expect(await within(dialog).findByText(SAVED_SEARCH_TEXTS.required)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.saveChanges }));
    expect(bodies).toEqual([]);
    await user.click(name);
    await user.paste(' Night nurses ');
    await waitFor(() => expect(within(dialog).queryByText(SAVED_SEARCH_TEXTS.required)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: SAVED_SEARCH_TEXTS.saveChanges }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Night nurses', searchId: 7 });
  });
});
