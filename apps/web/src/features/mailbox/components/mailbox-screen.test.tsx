import { type MailboxMessage, ROLES } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { mailboxRoutes } from '../routes/mailbox-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const failed: MailboxMessage = {
  id: 3,
  to: 'member@agency.example',
  subject: '2 new Agency leads for "<img src=x onerror=alert(1)>"',
  kind: 'saved-search-alert',
  status: 'failed',
  attempts: 6,
  lastError: '451 Mailbox busy',
  createdAt: '2026-11-23T07:00:00.000Z',
  sentAt: null,
  text: 'New Agency leads…\n<script>alert(2)</script> Nurse',
};

function renderScreen() {
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe({ role: ROLES.ADMIN }));
  const router = createMemoryRouter(mailboxRoutes, { initialEntries: ['/admin/mailbox'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('mailbox screen (issue #11)', () => {
  it('lists messages with their state, the failure and the text part as inert text', async () => {
    stubApi({ '/admin/mailbox': () => ({ total: 1, messages: [failed] }) });
    renderScreen();
    const summary = await screen.findByRole('button', { name: /2 new Agency leads/ }, { timeout: 10_000 });
    expect(summary).toHaveTextContent('Failed');
    expect(summary).toHaveTextContent('member@agency.example · Nov 23, 2026 07:00 UTC');
    await userEvent.setup().click(summary);
    await waitFor(() => expect(screen.getByText('6 tries. Last error: 451 Mailbox busy')).toBeVisible());
    expect(screen.getByText(/<script>alert\(2\)<\/script> Nurse/)).toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
  }, 30_000);

  it('makes the web addresses of the text part clickable, and only those (issue #30)', async () => {
    const text = 'Welder\n  http://agencyscout.test/leads/12\n<a href="javascript:alert(1)">x</a> javascript:alert(2)';
    stubApi({ '/admin/mailbox': () => ({ total: 1, messages: [{ ...failed, id: 4, status: 'stored', text }] }) });
    renderScreen();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /2 new Agency leads/ }, { timeout: 10_000 }));
    const link = await screen.findByRole('link', { name: 'http://agencyscout.test/leads/12' });
    expect(link).toHaveAttribute('href', 'http://agencyscout.test/leads/12');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByRole('link').filter((anchor) => anchor.closest('pre'))).toEqual([link]);
    expect(document.querySelector('a[href^="javascript"], script')).toBeNull();
  }, 30_000);

  it('says so when there is no e-mail yet', async () => {
    stubApi({ '/admin/mailbox': () => ({ total: 0, messages: [] }) });
    renderScreen();
    expect(await screen.findByText('No e-mails yet', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 30_000);
});
