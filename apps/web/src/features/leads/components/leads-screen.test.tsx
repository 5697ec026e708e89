import { COOKIES, LEAD_SEARCH_MESSAGES, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeLeadCookies } from '../../../lib/lead-cookies.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { savedSearchFixture } from '../../../test-utils/saved-search-fixture.ts';
import { leadRequests, leadsAnswer, makeHit, renderLeads, stubApi } from '../test-support.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

const hits = Array.from({ length: 25 }, (_, index) => makeHit({ id: 100 + index, title: `Nurse ${index}` }));

/** The API of the screen; favorites are remembered like the server does. */
function stubLeads(
  answer: (params: URLSearchParams) => unknown = () => leadsAnswer(hits, { found: 100 }),
  favoriteGate: Promise<void> = Promise.resolve(),
) {
  const favorites = new Set<number>();
  return stubApi({
    '/leads': (url) => {
      const body = answer(url.searchParams) as ReturnType<typeof leadsAnswer>;
      return { ...body, hits: body.hits.map((hit) => ({ ...hit, favorite: favorites.has(hit.id) })) };
    },
    '/filters/industry': () => ({ industries: ['Hospitals'], jobCategories: ['Nursing'] }),
    '/favoriteslist': async (url, init) => {
      await favoriteGate;
      const jobLeadId = Number(url.searchParams.get('jobLeadId'));
      if (init?.method === 'POST') favorites.add(jobLeadId);
      else favorites.delete(jobLeadId);
      return { jobLeadId, favorite: favorites.has(jobLeadId) };
    },
  });
}

const lastRequest = (fetchMock: ReturnType<typeof stubApi>) => leadRequests(fetchMock).at(-1);

/** A saved search answer of the API: another user's, shared with the caller. */
function savedSearchJson(id: number, name: string, query: Record<string, unknown>) {
  return savedSearchFixture({ searchId: id, name, ownerEmail: 'mate@agency.example', isOwner: false, query });
}

/** The lead stub, also answering the saved-search list and search `id`. */
function stubLeadsWithSavedSearch(id: number, name: string, query: Record<string, unknown>) {
  const fetchMock = stubLeads();
  const leadsHandler = fetchMock.getMockImplementation();
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.endsWith(`/savedSearches/${id}`)) return json(savedSearchJson(id, name, query));
    if (url.pathname.endsWith('/savedSearches')) return json({ count: 1, rows: [savedSearchJson(id, name, query)] });
    return leadsHandler ? leadsHandler(input, init) : new Response('{}');
  });
  return fetchMock;
}

beforeEach(() => {
  Cookies.set(SESSION_COOKIE_NAME, 'session-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  removeLeadCookies();
  Cookies.remove(SESSION_COOKIE_NAME);
});

describe('leads screen counts (prospecting-core §2.3, §6)', () => {
  it('shows the visible count to read:leads users and links rows to the detail', async () => {
    stubLeads(() => leadsAnswer([makeHit({ leadType: 'Agency', id: 5 })], { found: 1 }));
    renderLeads('/leads');
    await waitFor(() => expect(screen.getByTestId('lead-count')).toHaveTextContent('1 lead'));
    expect(screen.getByRole('link', { name: 'Registered Nurse' })).toHaveAttribute('href', '/leads/5?leadType=Agency');
    const row = screen.getByTestId('lead-row');
    expect(within(row).getByText('Aug 21, 2023')).toBeInTheDocument();
    expect(within(row).getByText('$80,000 - $95,000')).toBeInTheDocument();
    expect(within(row).getByText('2 Years')).toBeInTheDocument();
    expect(screen.getByLabelText('Leads Per Page')).toBeInTheDocument();
  });

  it("shows 'x / total overall' and no page-size choice without read:leads", async () => {
    const fetchMock = stubLeads(() => leadsAnswer(hits, { found: 25, overallTotal: 310 }));
    renderLeads('/leads', makeMe({ plan: 'trial' }));
    await waitFor(() => expect(screen.getByTestId('lead-count')).toHaveTextContent('25 / 310 total overall'));
    expect(screen.queryByLabelText('Leads Per Page')).toBeNull();
    expect(lastRequest(fetchMock)?.get('leadType')).toBe('Agency');
  });
});

describe('switches and paging (§4)', () => {
  it('returns to page 1 and stores the filter when a switch flips', async () => {
    const fetchMock = stubLeads();
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('offset')).toBe('50'));
    expect(Cookies.get(COOKIES.leadPage)).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('favorite')).toBe('true'));
    expect(lastRequest(fetchMock)?.get('offset')).toBe('0');
    expect(JSON.parse(Cookies.get(COOKIES.leadFilter) ?? '{}')).toMatchObject({ favorite: true });
    expect(Cookies.get(COOKIES.leadPage)).toBe('1');
  });

  it('keeps Viewed and Unviewed exclusive and allows neither', async () => {
    const fetchMock = stubLeads();
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Viewed' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('viewed')).toBe('true'));
    await userEvent.click(screen.getByRole('button', { name: 'Unviewed' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('unviewed')).toBe('true'));
    expect(lastRequest(fetchMock)?.has('viewed')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Unviewed' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.has('unviewed')).toBe(false));
    expect(screen.getByRole('button', { name: 'Viewed' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('returns to page 1 when the total changes', async () => {
    let found = 100;
    const fetchMock = stubLeads(() => leadsAnswer(hits, { found }));
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('offset')).toBe('25'));
    found = 120;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('offset')).toBe('0'));
  });

  it('stars a lead at once', async () => {
    let answerFavorite = () => {};
    const gate = new Promise<void>((resolve) => {
      answerFavorite = resolve;
    });
    const fetchMock = stubLeads(() => leadsAnswer([makeHit({ viewed: true })], { found: 1 }), gate);
    renderLeads('/openweb');
    const star = await screen.findByRole('button', { name: 'Add Lead to Favorites List' });
    expect(screen.getByLabelText('Viewed')).toBeInTheDocument();
    await userEvent.click(star);
    // Optimistic: the star is on before the server has answered.
    expect(await screen.findByRole('button', { name: 'Remove Lead from Favorites List' })).toBeInTheDocument();
    answerFavorite();
    await waitFor(() => expect(leadRequests(fetchMock)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Remove Lead from Favorites List' })).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([input]) => String(input).includes('/favoriteslist'));
    expect(post?.[0]).toBe('/api/v1/favoriteslist?jobLeadId=101');
    expect(post?.[1]?.method).toBe('POST');
  });
});

describe('two-phase totals and the sort choice (§3 getTotal, prevTotal)', () => {
  it('shows the page at once, counts in a follow-up, then pages and re-sorts with prevTotal', async () => {
    const fetchMock = stubLeads((params) =>
      params.get('getTotal') === 'true'
        ? leadsAnswer(hits.slice(0, 1), { found: 5000 })
        : params.get('keyWords')
          ? leadsAnswer(
              hits,
              params.has('prevTotal')
                ? { found: Number(params.get('prevTotal')) }
                : { found: null, totalPending: true },
            )
          : leadsAnswer(hits, { found: 100 }),
    );
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    await userEvent.type(screen.getByLabelText('Keywords'), 'nurse{Enter}');
    await waitFor(() => expect(screen.getByTestId('lead-count')).toHaveTextContent('5,000 leads'));
    const total = leadRequests(fetchMock).find((params) => params.get('getTotal') === 'true');
    expect(total?.get('keyWords')).toBe('nurse');

    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('offset')).toBe('25'));
    expect(lastRequest(fetchMock)?.get('prevTotal')).toBe('5000');

    await userEvent.click(screen.getByLabelText('Sort by'));
    await userEvent.click(await screen.findByRole('option', { name: 'Newest' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('sort')).toBe('newest'));
    expect(lastRequest(fetchMock)?.get('offset')).toBe('0');
    expect(lastRequest(fetchMock)?.get('prevTotal')).toBe('5000');
    expect(leadRequests(fetchMock).filter((params) => params.get('getTotal') === 'true')).toHaveLength(1);
  }, 90_000);
});

describe('the result window (contracts LEAD_RESULT_WINDOW)', () => {
  it('offers pages up to the first 10,000 leads and says why they stop', async () => {
    stubLeads(() => leadsAnswer(hits, { found: 123_456 }));
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    expect(screen.getByText('Pages reach the first 10,000 leads. Narrow your search to see the others.')).toBeVisible();
    const picker = screen.getByLabelText('Page');
    expect(picker.querySelectorAll('option')).toHaveLength(400);
    expect(screen.getByRole('button', { name: 'Go to last page' })).toBeEnabled();
  });
});

describe('empty states (§2.3)', () => {
  it('explains an empty favorites list', async () => {
    stubLeads((params) => (params.get('favorite') ? leadsAnswer([]) : leadsAnswer(hits)));
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    expect(await screen.findByText(LEAD_SEARCH_MESSAGES.noFavorites)).toBeInTheDocument();
    expect(screen.getByText(LEAD_SEARCH_MESSAGES.noFavoritesHint)).toBeInTheDocument();
  });

  it('welcomes a user without viewed leads and goes back to the table', async () => {
    const fetchMock = stubLeads((params) => (params.get('viewed') ? leadsAnswer([]) : leadsAnswer(hits)));
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Viewed' }));
    expect(await screen.findByText(LEAD_SEARCH_MESSAGES.noViewed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LEAD_SEARCH_MESSAGES.goBackToLeads }));
    await screen.findAllByTestId('lead-row');
    expect(lastRequest(fetchMock)?.has('viewed')).toBe(false);
  });

  it('says no results, not the welcome, when viewed leads exist but none matches the search', async () => {
    const viewedHit = makeHit({ id: 7, title: 'Charge Nurse', viewed: true });
    stubLeads((params) => {
      if (params.get('keyWords')) return leadsAnswer([]);
      return params.get('viewed') ? leadsAnswer([viewedHit], { found: 1 }) : leadsAnswer(hits);
    });
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.click(screen.getByRole('button', { name: 'Viewed' }));
    await screen.findByRole('link', { name: 'Charge Nurse' });
    await userEvent.type(screen.getByLabelText('Keywords'), 'astronaut{Enter}');
    expect(await screen.findByText(LEAD_SEARCH_MESSAGES.noResults)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_SEARCH_MESSAGES.noViewed)).toBeNull();
  });

  it('says no results, not "no favorites", when favorites exist but none matches the search', async () => {
    stubLeads((params) => {
      if (params.get('keyWords')) return leadsAnswer([]);
      return leadsAnswer(params.get('favorite') ? [makeHit({ id: 8, title: 'ICU Nurse' })] : hits, { found: 1 });
    });
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.type(screen.getByLabelText('Keywords'), 'astronaut{Enter}');
    await screen.findByText(LEAD_SEARCH_MESSAGES.noResults);
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorites' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(await screen.findByText(LEAD_SEARCH_MESSAGES.noResults)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_SEARCH_MESSAGES.noFavorites)).toBeNull();
  });

  it('summarises a search without results', async () => {
    stubLeads((params) => (params.get('keyWords') ? leadsAnswer([]) : leadsAnswer(hits)));
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await userEvent.type(screen.getByLabelText('Keywords'), 'astronaut{Enter}');
    expect(await screen.findByText(LEAD_SEARCH_MESSAGES.noResults)).toBeInTheDocument();
    expect(within(screen.getByTestId('search-summary')).getByText('astronaut')).toBeInTheDocument();
  });
});

describe('filter panel, stored state and company mode (§2.3, §4)', () => {
  it('searches on Enter, stores the query and clears everything with Clear Search Terms', async () => {
    const fetchMock = stubLeads();
    const { router } = renderLeads('/openweb?dontclearfilter=true');
    await screen.findAllByTestId('lead-row');
    await userEvent.type(screen.getByLabelText('Job Title'), 'charge nurse{Enter}');
    await waitFor(() => expect(lastRequest(fetchMock)?.get('jobTitle')).toBe('charge nurse'));
    expect(JSON.parse(Cookies.get(COOKIES.leadsQuery) ?? '{}')).toMatchObject({
      jobTitle: 'charge nurse',
      leadType: 'OpenWeb',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Search Terms' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.has('jobTitle')).toBe(false));
    expect(Cookies.get(COOKIES.leadsQuery)).toBeUndefined();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Job Title')).toHaveValue('');
  }, 60_000);

  it("loads the route's saved search (searchId) over the stored query, into the panel too (§4)", async () => {
    Cookies.set(COOKIES.leadsQuery, JSON.stringify({ keyWords: 'stored', leadType: 'OpenWeb', count: 25 }));
    const fetchMock = stubLeadsWithSavedSearch(5, 'Charge nurses', {
      keyWords: 'charge nurse',
      jobTitle: 'RN',
      leadType: 'OpenWeb',
    });
    renderLeads('/openweb?dontclearfilter=true&searchId=5');
    await waitFor(() => expect(lastRequest(fetchMock)?.get('keyWords')).toBe('charge nurse'));
    expect(lastRequest(fetchMock)?.get('jobTitle')).toBe('RN');
    expect(await screen.findByLabelText('Keywords')).toHaveValue('charge nurse');
  });

  it('runs a saved search chosen in the picker and resets the query when it is cleared (§4, read:leads)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubLeadsWithSavedSearch(8, 'Welders', { keyWords: 'welder' });
    const { router } = renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    await user.click(screen.getByRole('combobox', { name: 'Saved Search' }));
    await user.click(await screen.findByRole('option', { name: 'Welders' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.get('keyWords')).toBe('welder'));
    expect(router.state.location.search).toBe('?dontclearfilter=true&searchId=8');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastRequest(fetchMock)?.has('keyWords')).toBe(false));
    expect(router.state.location.search).toBe('');
  });

  it('restores the stored query and page, and the stored filter with dontclearfilter=true', async () => {
    Cookies.set(COOKIES.leadsQuery, JSON.stringify({ keyWords: 'nurse', leadType: 'OpenWeb', count: 25 }));
    Cookies.set(COOKIES.leadPage, '2');
    Cookies.set(
      COOKIES.leadFilter,
      JSON.stringify({ favorite: false, viewed: false, unviewed: false, mostOpenings: true }),
    );
    const fetchMock = stubLeads();
    renderLeads('/openweb?dontclearfilter=true');
    await screen.findAllByTestId('lead-row');
    const first = leadRequests(fetchMock)[0];
    expect(first?.get('keyWords')).toBe('nurse');
    expect(first?.get('offset')).toBe('25');
    expect(first?.get('mostOpenings')).toBe('true');
    expect(screen.getByLabelText('Keywords')).toHaveValue('nurse');
  });

  it('clears the stored filter without dontclearfilter', async () => {
    Cookies.set(
      COOKIES.leadFilter,
      JSON.stringify({ favorite: true, viewed: false, unviewed: false, mostOpenings: false }),
    );
    const fetchMock = stubLeads();
    renderLeads('/openweb');
    await screen.findAllByTestId('lead-row');
    expect(leadRequests(fetchMock)[0]?.has('favorite')).toBe(false);
    expect(Cookies.get(COOKIES.leadFilter)).toBeUndefined();
  });

  it("saves the panel's search under a required name (create:savedsearch)", async () => {
    const bodies: unknown[] = [];
    const fetchMock = stubLeads();
    const leadsHandler = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/savedSearches') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return new Response(
          JSON.stringify(
            savedSearchFixture({ searchId: 5, name: body.name, ownerEmail: 'me@agency.example', query: {} }),
          ),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return leadsHandler ? leadsHandler(input, init) : new Response('{}');
    });
    const user = userEvent.setup();
    renderLeads('/openweb');
    await user.type(await screen.findByLabelText('Keywords'), 'nurse');
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Search' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Search Name/), 'Nurses');
    await user.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'Nurses', keyWords: 'nurse', leadType: 'OpenWeb' }]));
  });

  it('narrows to one company without the filter panel', async () => {
    const fetchMock = stubLeads(() =>
      leadsAnswer([makeHit()], { found: 1, company: { id: 7, name: 'Lakeside Health' } }),
    );
    renderLeads('/openweb?companyId=7');
    await waitFor(() =>
      expect(screen.getByTestId('current-company')).toHaveTextContent('Current Company: Lakeside Health'),
    );
    expect(screen.queryByRole('form', { name: 'Lead filters' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Client List' })).toHaveAttribute('href', '/clientlist');
    expect(lastRequest(fetchMock)?.get('companyId')).toBe('7');
  });
});
