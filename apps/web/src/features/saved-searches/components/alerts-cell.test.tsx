import {
  ALERT_SAMPLE_TEXTS,
  type AlertSampleAllowance,
  type SavedSearch,
  SESSION_COOKIE_NAME,
} from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { formatDisplayTimestamp } from '../../../lib/formatting.ts';
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

const AT = '2026-11-28T12:00:00.000Z';
const RESETS = '2026-11-28T00:00:00.000Z';

const mine = savedSearchFixture({
  searchId: 1,
  sendEmail: true,
  sendEmailFrequency: 'daily',
  sendOpenWebEmail: true,
  sendOpenWebEmailFrequency: 'weekly',
  nextAlerts: [
    { leadType: 'Agency', at: AT, due: false },
    { leadType: 'OpenWeb', at: '2026-11-27T17:00:00.000Z', due: true },
  ],
});
const quiet = savedSearchFixture({ searchId: 2, name: 'Quiet' });
const mates = savedSearchFixture({
  searchId: 3,
  name: 'Teammate',
  isOwner: false,
  ownerEmail: 'mate@example.com',
  sendEmail: true,
  sendEmailFrequency: 'daily',
  nextAlerts: [{ leadType: 'Agency', at: AT, due: false }],
});

function renderScreen(list: () => { rows: SavedSearch[]; alertSamples: AlertSampleAllowance }, sample: () => unknown) {
  const calls: string[] = [];
  stubApi({
    '/ticker': () => ({ search: null, leads: [], savedSearchCount: 0, originalInterfaceAvailable: false }),
    '/savedSearches/1/sample': (url, init) => {
      calls.push(`${init?.method} ${url.pathname}`);
      return sample();
    },
    '/savedSearches': () => ({ count: list().rows.length, ...list() }),
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe());
  const router = createMemoryRouter(savedSearchesRoutes, { initialEntries: ['/savedsearch'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return calls;
}

const allowance = (used: number): AlertSampleAllowance => ({ limit: 5, used, resetsAt: RESETS });

describe('alerts on the Saved Searches screen (issue #30)', () => {
  it('says when each alert goes out next, and offers the sample to the owner of a search with an alert on', async () => {
    renderScreen(
      () => ({ rows: [mine, quiet, mates], alertSamples: allowance(0) }),
      () => ({}),
    );
    const [first, second, third] = await screen.findAllByTestId('saved-search-row');
    expect(
      within(first as HTMLElement)
        .getAllByTestId('next-alert')
        .map((line) => line.textContent),
    ).toEqual([`Next Agency alert: ${formatDisplayTimestamp(AT)}`, 'Next Open Web alert: going out now']);
    expect(
      within(first as HTMLElement).getByRole('button', { name: `${ALERT_SAMPLE_TEXTS.action}: Nurses` }),
    ).toBeEnabled();
    expect(within(second as HTMLElement).queryByTestId('next-alert')).toBeNull();
    expect(within(second as HTMLElement).queryByRole('button', { name: /sample/ })).toBeNull();
    // A teammate's search: when its alert goes out, but no sample (it goes to its owner).
    expect(within(third as HTMLElement).getByTestId('next-alert')).toHaveTextContent('Next Agency alert:');
    expect(within(third as HTMLElement).queryByRole('button', { name: /sample/ })).toBeNull();
    expect(screen.getByText(ALERT_SAMPLE_TEXTS.nextAlertNote)).toBeInTheDocument();
  });

  it('sends a sample with feedback, then is disabled with the reason once the day’s samples are used', async () => {
    const user = userEvent.setup();
    let used = 4;
    const calls = renderScreen(
      () => ({ rows: [mine], alertSamples: allowance(used) }),
      () => {
        used = 5;
        return {
          sent: 2,
          to: 'riley@example.com',
          message: 'Sample sent to riley@example.com (2 e-mails)',
          allowance: allowance(5),
        };
      },
    );
    const action = await screen.findByRole('button', { name: `${ALERT_SAMPLE_TEXTS.action}: Nurses` });
    await user.click(action);
    expect(await screen.findByText('Sample sent to riley@example.com (2 e-mails)')).toBeInTheDocument();
    expect(calls).toEqual(['POST /api/v1/savedSearches/1/sample']);
    const reason = ALERT_SAMPLE_TEXTS.limitUsed(5, formatDisplayTimestamp(RESETS));
    await waitFor(() => expect(screen.getByRole('button', { name: /Send me a sample now/ })).toBeDisabled());
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send me a sample now/ })).toHaveAccessibleDescription(reason);
  });

  it('shows the server’s refusal in the snackbar', async () => {
    const user = userEvent.setup();
    const message = 'You have used today’s 5 samples. You can ask for more from Nov 28, 2026 00:00 UTC.';
    renderScreen(
      () => ({ rows: [mine], alertSamples: allowance(0) }),
      () =>
        new Response(JSON.stringify({ statusCode: 429, code: 'ALERT_SAMPLE_DAILY_LIMIT', message }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await user.click(await screen.findByRole('button', { name: `${ALERT_SAMPLE_TEXTS.action}: Nurses` }));
    expect(await screen.findByText(`429: ${message}`)).toBeInTheDocument();
  });
});
