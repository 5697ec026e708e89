import type { CompanyNote } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { companyNotesRoutes } from '../routes/company-notes-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const note: CompanyNote = {
  companyNoteId: 5,
  jobleadId: 42,
  jobTitle: 'Registered Nurse',
  notes: '<img src=x onerror=alert(1)> call back',
  companyId: 3,
  companyName: 'Acme Health',
  jobLocation: 'Denver, CO',
  canDelete: true,
  createdOn: '2026-03-05T15:00:00.000Z',
  ownerEmail: 'me@agency.example',
};

describe('Company Notes screen (outreach-integrations-admin)', () => {
  it('lists notes as text with the lead link and date, filters, and deletes after Confirm Delete', async () => {
    const deleted: string[] = [];
    const fetchMock = stubApi({
      '/companynotes': (url, init) => {
        if (init?.method === 'DELETE') {
          deleted.push(url.pathname);
          return { deleted: true };
        }
        return { count: 1, rows: [note] };
      },
    });
    const client = createQueryClient();
    client.setQueryData(currentUserKeys.me, makeMe());
    const router = createMemoryRouter(companyNotesRoutes, { initialEntries: ['/companynotes'] });
    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    const row = await screen.findByTestId('company-note-row');
    expect(row).toHaveTextContent('<img src=x onerror=alert(1)> call back');
    expect(row.querySelector('img')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Registered Nurse' })).toHaveAttribute('href', '/leads/42');
    expect(row).toHaveTextContent('Mar 05, 2026');

    await user.type(screen.getByLabelText('Company Name'), 'acme');
    await user.type(screen.getByLabelText('Location'), 'Denver');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => String(input));
      expect(urls.some((url) => url.includes('companyName=acme') && url.includes('location=Denver'))).toBe(true);
    });

    await user.click(within(row).getByRole('button', { name: 'Delete note' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/v1/companynotes/5']));
  });
});
