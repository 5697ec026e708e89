import { COOKIES, SESSION_COOKIE_NAME, TICKER_TEXTS, type Ticker } from '@agencyscout/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserKeys } from '../lib/current-user.ts';
import { makeMe } from '../test-utils/me-fixture.ts';
import { savedSearchFixture } from '../test-utils/saved-search-fixture.ts';
import { stubApi } from '../test-utils/stub-api.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { sectionRoutes } from './routes.tsx';

vi.mock('../lib/auth.ts', () => ({
  useAuth: () => ({ status: 'signedIn', user: null }),
  authService: { getAccessToken: vi.fn(() => Promise.resolve('access-1')), signOut: vi.fn(() => Promise.resolve()) },
}));

beforeEach(() => Cookies.set(SESSION_COOKIE_NAME, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(SESSION_COOKIE_NAME);
  Cookies.remove(COOKIES.tickerMode);
});

/** The ticker's empty notice on the screen at `path`, with the API answering `ticker`. */
async function tickerNotice(path: string, ticker: Ticker): Promise<string> {
  stubApi({
    '/ticker': () => ticker,
    '/leads': () => ({ found: 0, hits: [] }),
    '/filters/industry': () => ({ industries: [], jobCategories: [] }),
    '/savedSearches': () => ({ count: 1, rows: [savedSearchFixture()] }),
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe());
  const router = createMemoryRouter(sectionRoutes, { initialEntries: [path] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const text = (await screen.findByTestId('ticker-empty', {}, { timeout: 20_000 })).textContent ?? '';
  cleanup();
  vi.unstubAllGlobals();
  return text;
}

const noSearchChosen: Ticker = { search: null, leads: [], savedSearchCount: 3, originalInterfaceAvailable: true };

describe('the ticker empty state (issue #30)', () => {
  it('reads the same on Agency Leads and Saved Searches when no saved search is chosen, in both modes', async () => {
    for (const mode of ['compact', 'full'] as const) {
      Cookies.set(COOKIES.tickerMode, mode);
      const leads = await tickerNotice('/leads', noSearchChosen);
      const savedSearches = await tickerNotice('/savedsearch', noSearchChosen);
      expect({ mode, leads, savedSearches }).toEqual({
        mode,
        leads: TICKER_TEXTS.noSavedSearch,
        savedSearches: TICKER_TEXTS.noSavedSearch,
      });
    }
  }, 60_000);
});
