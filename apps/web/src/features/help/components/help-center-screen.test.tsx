import { HELP_SUGGESTIONS, HELP_TEXTS, type HelpCatalogue, SESSION_COOKIE_NAME } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { helpRoutes } from '../routes/help-routes.tsx';
import { carouselWindow } from './resources-carousel.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
}));

beforeEach(() => Cookies.set(SESSION_COOKIE_NAME, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(SESSION_COOKIE_NAME);
});

const catalogue: HelpCatalogue = {
  aiEnabled: false,
  videos: Array.from({ length: 10 }, (_, index) => ({
    key: `tutorial-${index + 1}`,
    url: `/helpcenter/tutorials/tutorial-${index + 1}`,
    title: `Tutorial ${index + 1}`,
    storedName: `tutorial-${index + 1}`,
    description: `What tutorial ${index + 1} shows`,
    videoUrl: null,
  })),
  pdfs: [
    {
      key: 'agency-and-open-web-leads',
      title: 'What are Agency Leads and Open Web (OpenWeb) Leads?',
      url: '/api/help/guides/agency-and-open-web-leads.pdf',
      pageUrl: '/helpcenter/guides/agency-and-open-web-leads',
    },
  ],
};

function renderScreen(answer: () => unknown) {
  const fetchMock = stubApi({ '/resources/question': answer, '/resources': () => catalogue });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe());
  const router = createMemoryRouter(helpRoutes, { initialEntries: ['/helpcenter'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetchMock;
}

const openWebAnswer = {
  message: {
    choices: [
      { message: { content: 'Here is what the user guide says:\n\n**Open Web Leads**\n\nFound on the open web.' } },
    ],
  },
  sources: ['agency-and-open-web-leads', 'tutorial-2'],
  mode: 'retrieval',
};

describe('Help Center (prospecting-core §2.10)', () => {
  it('shows the box, the retrieval-only hint, the suggestions and the tutorials carousel, wrapping', async () => {
    renderScreen(() => openWebAnswer);
    expect(await screen.findByText(HELP_TEXTS.title)).toBeInTheDocument();
    expect(await screen.findByText(HELP_TEXTS.retrievalHint)).toBeInTheDocument();
    for (const suggestion of HELP_SUGGESTIONS) expect(screen.getByRole('button', { name: suggestion })).toBeVisible();
    const carousel = screen.getByTestId('resources-carousel');
    expect(within(carousel).getByText('Tutorial 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: HELP_TEXTS.previous }));
    expect(within(carousel).getByText('Tutorial 10')).toBeInTheDocument();
    expect(within(carousel).getByText('What tutorial 10 shows')).toBeInTheDocument();
  });

  it('asks a suggestion, switches to Search, and lists the sources as PDFs and Videos', async () => {
    const fetchMock = renderScreen(() => openWebAnswer);
    await userEvent.click(await screen.findByRole('button', { name: HELP_SUGGESTIONS[1] }));
    expect(screen.getByRole('tab', { name: HELP_TEXTS.searchTab })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Found on the open web.')).toBeInTheDocument();
    const sources = screen.getByTestId('help-sources');
    expect(within(sources).getByRole('link', { name: catalogue.pdfs[0]?.title })).toHaveAttribute(
      'href',
      '/api/help/guides/agency-and-open-web-leads.pdf',
    );
    expect(within(sources).getByRole('link', { name: 'Tutorial 2' })).toHaveAttribute(
      'href',
      '/helpcenter/tutorials/tutorial-2',
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/resources/question'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ question: HELP_SUGGESTIONS[1] });
  });

  it("shows 'Preparing Resonse...' while waiting, and asks on Enter", async () => {
    let release: (value: unknown) => void = () => {};
    renderScreen(() => new Promise((resolve) => (release = resolve)));
    await userEvent.type(await screen.findByLabelText(HELP_TEXTS.questionLabel), 'What are agency tips?{Enter}');
    expect(await screen.findByText(HELP_TEXTS.loading)).toBeInTheDocument();
    release(openWebAnswer);
    await waitFor(() => expect(screen.queryByText(HELP_TEXTS.loading)).toBeNull());
  });

  it('shows the empty hint for an empty question, without asking', async () => {
    const fetchMock = renderScreen(() => openWebAnswer);
    await userEvent.click(await screen.findByRole('button', { name: HELP_TEXTS.ask }));
    expect(screen.getByText(HELP_TEXTS.emptyHint)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/resources/question'))).toBe(false);
  });
});

describe('carousel window', () => {
  it('wraps around the end', () => {
    expect(carouselWindow([1, 2, 3, 4], 3)).toEqual([4, 1, 2]);
    expect(carouselWindow([1, 2], 1)).toEqual([2, 1]);
    expect(carouselWindow([], 0)).toEqual([]);
  });
});
