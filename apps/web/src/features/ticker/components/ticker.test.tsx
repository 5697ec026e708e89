import { COOKIES, SESSION_COOKIE_NAME, TICKER_TEXTS, type Ticker } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { TickerBar } from './ticker.tsx';

const lead = (id: number, title: string) => ({
  id,
  leadType: 'Agency' as const,
  title,
  location: 'Chicago, IL',
  companyName: 'Acme',
  postedAt: null,
});

const withLeads: Ticker = {
  search: { searchId: 4, name: 'Nurses' },
  leads: [lead(1, 'Nurse'), lead(2, 'Doctor'), lead(3, 'Therapist')],
  savedSearchCount: 2,
  originalInterfaceAvailable: false,
};

function renderTicker(ticker: Ticker, me = makeMe()) {
  const posts: unknown[] = [];
  stubApi({
    '/ticker': (_, init) => {
      if (init?.method === 'POST') posts.push(JSON.parse(String(init.body)));
      return ticker;
    },
    '/savedSearches': () => ({ count: 0, rows: [] }),
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, me);
  const router = createMemoryRouter([{ path: '*', element: <TickerBar /> }], { initialEntries: ['/leads'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { posts, router };
}

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
}));

beforeEach(() => Cookies.set(SESSION_COOKIE_NAME, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(COOKIES.tickerMode, { path: '/' });
  Cookies.remove(SESSION_COOKIE_NAME);
});

describe('TickerBar (prospecting-core §2.7)', () => {
  it('compact by default: the search name and its first lead; up and down move the lead', async () => {
    const user = userEvent.setup();
    renderTicker(withLeads);
    const current = await screen.findByTestId('ticker-current');
    expect(current).toHaveTextContent('Acme - Nurse, Chicago, IL');
    expect(current).toHaveAttribute('href', '/leads/1?leadType=Agency');
    await user.click(screen.getByRole('button', { name: TICKER_TEXTS.next }));
    expect(screen.getByTestId('ticker-current')).toHaveTextContent('Therapist');
    await user.click(screen.getByRole('button', { name: TICKER_TEXTS.previous }));
    expect(screen.getByTestId('ticker-current')).toHaveTextContent('Nurse');
    expect(screen.getByRole('link', { name: TICKER_TEXTS.viewLeads })).toHaveAttribute(
      'href',
      '/leads?dontclearfilter=true&searchId=4',
    );
    expect(screen.getByRole('link', { name: TICKER_TEXTS.helpCenter })).toHaveAttribute('href', '/helpcenter');
  });

  it('says so when the chosen search has no leads', async () => {
    renderTicker({ ...withLeads, leads: [] });
    expect(await screen.findByTestId('ticker-empty')).toHaveTextContent(TICKER_TEXTS.compactSearchEmpty);
  });

  it('invites to choose a saved search', async () => {
    renderTicker({ ...withLeads, search: null, leads: [], savedSearchCount: 0 });
    expect(await screen.findByTestId('ticker-empty')).toHaveTextContent(TICKER_TEXTS.noSavedSearch);
    expect(screen.getByRole('link', { name: TICKER_TEXTS.goToSavedSearch })).toHaveAttribute('href', '/savedsearch');
  });

  it('invites to choose one with the same words when the organisation already has saved searches (issue #30)', async () => {
    renderTicker({ ...withLeads, search: null, leads: [], savedSearchCount: 4 });
    expect(await screen.findByTestId('ticker-empty')).toHaveTextContent(TICKER_TEXTS.noSavedSearch);
  });

  it('offers the original interface only to older accounts in compact mode, always in full mode', async () => {
    const user = userEvent.setup();
    renderTicker(withLeads);
    await user.click(await screen.findByRole('button', { name: TICKER_TEXTS.setTicker }));
    const menu = await screen.findByRole('dialog', { name: TICKER_TEXTS.setTicker });
    expect(within(menu).queryByLabelText(TICKER_TEXTS.originalInterface)).toBeNull();
  });

  it('switches to the full strip and stores the mode in the cookie', async () => {
    const user = userEvent.setup();
    renderTicker({ ...withLeads, originalInterfaceAvailable: true });
    await user.click(await screen.findByRole('button', { name: TICKER_TEXTS.setTicker }));
    await user.click(await screen.findByLabelText(TICKER_TEXTS.originalInterface));
    await waitFor(() => expect(screen.getByTestId('ticker')).toHaveAttribute('data-mode', 'full'));
    expect(Cookies.get(COOKIES.tickerMode)).toBe('full');
    expect(screen.getByTestId('ticker-strip')).toHaveTextContent('Doctor');
    expect(screen.getByRole('button', { name: TICKER_TEXTS.scrollLeft })).toBeDisabled();
  });

  it("says 'No leads found' when the ticker cannot be loaded", async () => {
    stubApi({ '/ticker': () => new Response(JSON.stringify({ statusCode: 500, message: 'x' }), { status: 500 }) });
    const client = createQueryClient();
    client.setQueryData(currentUserKeys.me, makeMe());
    const router = createMemoryRouter([{ path: '*', element: <TickerBar /> }], { initialEntries: ['/leads'] });
    render(
      <AppProviders client={client}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByTestId('ticker-empty', {}, { timeout: 10_000 })).toHaveTextContent(
      TICKER_TEXTS.compactNoLeads,
    );
  });

  it('shows nothing without read:ticker', () => {
    renderTicker(withLeads, makeMe({ permissions: ['read:me', 'read:anyLeads'] }));
    expect(screen.queryByTestId('ticker')).toBeNull();
  });
});
