import {
  ROLES,
  SOURCE_TEXTS,
  type Source,
  type SourceDetailResponse,
  type SourceListResponse,
  type SourcePoll,
} from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { sourcesRoutes } from '../routes/sources-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const poll = (overrides: Partial<SourcePoll> = {}): SourcePoll => ({
  startedAt: '2026-03-02T10:00:00.000Z',
  finishedAt: '2026-03-02T10:00:01.200Z',
  outcome: 'ok',
  postingsOpen: 42,
  postingsNew: 3,
  postingsChanged: 2,
  postingsClosed: 1,
  postingsSkipped: 0,
  error: null,
  durationMs: 1200,
  ...overrides,
});

const source = (overrides: Partial<Source> = {}): Source => ({
  id: 1,
  kind: 'greenhouse',
  token: 'acme',
  url: 'https://boards.greenhouse.io/acme',
  name: 'Acme Corp',
  companyId: 7,
  companyName: 'Acme',
  leadType: 'OpenWeb',
  pollIntervalMinutes: 60,
  enabled: true,
  status: 'active',
  consecutiveFailures: 0,
  lastPolledAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  lastSuccessAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  nextPollAt: new Date(Date.now() + 55 * 60_000).toISOString(),
  queuedAt: null,
  lastError: null,
  postingsOpen: 42,
  detailsPending: 0,
  lastPoll: poll(),
  openHistory: [38, 40, 42],
  createdAt: '2026-02-01T09:00:00.000Z',
  ...overrides,
});

const acme = source();
const globex = source({
  id: 2,
  kind: 'lever',
  token: 'globex',
  url: 'https://jobs.lever.co/globex',
  name: null,
  companyId: null,
  companyName: null,
  leadType: 'Agency',
  enabled: false,
  status: 'paused',
  postingsOpen: 5,
  openHistory: [5],
});
const initech = source({
  id: 3,
  kind: 'json-ld',
  token: 'https://initech.example/careers',
  url: 'https://initech.example/careers',
  name: 'Initech careers',
  status: 'failing',
  consecutiveFailures: 3,
  lastError: 'HTTP 503 Service Unavailable from initech.example after 3 tries',
  postingsOpen: 0,
  lastPoll: poll({ outcome: 'failed', error: 'HTTP 503' }),
});

const listOf = (sources: Source[]): SourceListResponse => ({
  sources,
  total: sources.length,
  page: 1,
  pageSize: 50,
  totals: { active: 1, paused: 1, failing: 1, postingsOpen: 47 },
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/** Answers /admin/sources by method; `post` answers POST /admin/sources (adding). */
function renderScreen(
  options: { list?: SourceListResponse; post?: Handler; path?: string; detail?: Partial<SourceDetailResponse> } = {},
) {
  const detail: SourceDetailResponse = {
    ...acme,
    detailsPending: 12,
    ...options.detail,
    polls: [poll(), poll({ startedAt: '2026-03-02T09:00:00.000Z' })],
  };
  const fetchMock = stubApi({
    '/admin/sources': (url, init) => {
      const method = init?.method ?? 'GET';
      if (url.pathname.endsWith('/admin/sources')) {
        return method === 'POST' ? options.post?.(url, init) : (options.list ?? listOf([acme, globex, initech]));
      }
      if (url.pathname.endsWith('/poll')) return json({ message: SOURCE_TEXTS.pollQueued }, 202);
      if (method === 'PATCH') return { ...acme, enabled: JSON.parse(String(init?.body)).enabled };
      if (method === 'DELETE') return { message: SOURCE_TEXTS.deleted };
      return detail;
    },
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe({ role: ROLES.ADMIN }));
  const router = createMemoryRouter(sourcesRoutes, { initialEntries: [options.path ?? '/admin/sources'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetchMock;
}

/** The calls made to a path (after /api/v1) with a method. */
const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === `/api/v1${path}`,
  );

const rows = async () => screen.findAllByTestId('source-row');

async function openAddDialog() {
  await userEvent.click(await screen.findByRole('button', { name: SOURCE_TEXTS.addTitle }));
  return within(await screen.findByRole('dialog', { name: SOURCE_TEXTS.addTitle }));
}

describe('Job Sources', () => {
  it('lists the sources with their health and the summary', async () => {
    renderScreen();
    const [first, second, third] = await rows();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Sources' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Acme Corp')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText(/Greenhouse/)).toBeInTheDocument();
    expect(within(first as HTMLElement).getByTestId('source-status')).toHaveTextContent('Active');
    expect(within(first as HTMLElement).getByText('+3 / \u22121')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/openweb?companyId=7',
    );
    const board = within(first as HTMLElement).getByRole('link', { name: /Open the board of Acme Corp/ });
    expect(board).toHaveAttribute('href', 'https://boards.greenhouse.io/acme');
    expect(board).toHaveAttribute('target', '_blank');
    expect(board.getAttribute('rel')).toContain('noopener');
    expect(within(second as HTMLElement).getByText('globex')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByTestId('source-status')).toHaveTextContent('Paused');
    expect(within(second as HTMLElement).getByText('Not linked')).toBeInTheDocument();
    expect(within(third as HTMLElement).getByTestId('source-status')).toHaveTextContent('Failing (3)');
    expect(within(third as HTMLElement).getByTestId('source-error')).toHaveTextContent(/^HTTP 503 Service/);
    const summary = screen.getByRole('group', { name: 'Summary' });
    expect(within(summary).getByText('1 failing')).toBeInTheDocument();
    expect(within(summary).getByText('47 postings open')).toBeInTheDocument();
  });

  it('renders text from data as text, never as HTML', async () => {
    const list = listOf([source({ name: '<img src=x onerror=alert(1)>', lastError: '<b>bold</b>' })]);
    renderScreen({ list });
    const [row] = await rows();
    expect(within(row as HTMLElement).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect((row as HTMLElement).querySelector('img, b')).toBeNull();
  });

  it('shows the empty state when there are no sources', async () => {
    renderScreen({ list: { ...listOf([]), totals: { active: 0, paused: 0, failing: 0, postingsOpen: 0 } } });
    expect(await screen.findByText(SOURCE_TEXTS.empty)).toBeInTheDocument();
  });

  it('asks the API with the search, kind and status filters', async () => {
    const fetchMock = renderScreen();
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search name or URL' }), 'acme');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/admin/sources').some(([url]) => String(url).includes('q=acme'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lever' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failing' }));
    await waitFor(() => {
      const last = String(callsTo(fetchMock, 'GET', '/admin/sources').at(-1)?.[0]);
      expect(new URL(last, 'http://x').searchParams.toString()).toBe('q=acme&kind=lever&status=failing&page=1');
    });
  });

  it('validates the add dialog before sending anything', async () => {
    const post = vi.fn();
    renderScreen({ post });
    const dialog = await openAddDialog();
    expect(dialog.getByText(SOURCE_TEXTS.addHelp)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: SOURCE_TEXTS.addTitle }));
    expect(await dialog.findByText(SOURCE_TEXTS.noUrls)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Board URLs' }));
    await userEvent.paste('https://jobs.lever.co/globex\nfoo');
    const interval = dialog.getByRole('spinbutton', { name: 'Poll every (minutes)' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '2');
    await userEvent.click(dialog.getByRole('button', { name: SOURCE_TEXTS.addTitle }));
    expect(await dialog.findByText(`Line 2: "foo" ${SOURCE_TEXTS.badUrl}`)).toBeInTheDocument();
    expect(dialog.getByText('Poll at most every 5 minutes')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's 400 inside the dialog and keeps the text", async () => {
    const message = `Line 2: "https://initech.example/jobs" ${SOURCE_TEXTS.unknownKind}`;
    renderScreen({ post: () => json({ statusCode: 400, code: 'BAD_REQUEST', message }, 400) });
    const dialog = await openAddDialog();
    const urls = dialog.getByRole('textbox', { name: 'Board URLs' });
    await userEvent.click(urls);
    await userEvent.paste('https://boards.greenhouse.io/acme\nhttps://initech.example/jobs');
    await userEvent.click(dialog.getByRole('button', { name: SOURCE_TEXTS.addTitle }));
    expect(await dialog.findByTestId('add-sources-error')).toHaveTextContent(`400: ${message}`);
    expect(screen.getByRole('dialog', { name: SOURCE_TEXTS.addTitle })).toBeInTheDocument();
    expect(urls).toHaveValue('https://boards.greenhouse.io/acme\nhttps://initech.example/jobs');
  });

  it('adds sources with the chosen settings and reports the counts', async () => {
    const post = vi.fn(() =>
      json({ message: SOURCE_TEXTS.added, created: [acme, globex], existing: ['https://x.example/feed.xml'] }, 201),
    );
    renderScreen({ post });
    const dialog = await openAddDialog();
    await userEvent.click(dialog.getByRole('textbox', { name: 'Board URLs' }));
    await userEvent.paste('https://x.example/feed.xml');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'XML job feed' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Agency' }));
    const interval = dialog.getByRole('spinbutton', { name: 'Poll every (minutes)' });
    await userEvent.clear(interval);
    await userEvent.type(interval, '30');
    await userEvent.click(dialog.getByRole('button', { name: SOURCE_TEXTS.addTitle }));
    expect(await screen.findByText(`${SOURCE_TEXTS.added}: 2 created, 1 already existing`)).toBeInTheDocument();
    const [, init] = post.mock.calls[0] as unknown as [URL, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      urls: 'https://x.example/feed.xml',
      kind: 'xml-feed',
      leadType: 'Agency',
      pollIntervalMinutes: 30,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SOURCE_TEXTS.addTitle })).toBeNull());
  });

  it('pauses, resumes, polls now and removes through their endpoints', async () => {
    const fetchMock = renderScreen();
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Pause Acme Corp' }));
    expect(await screen.findByText(SOURCE_TEXTS.paused)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume Initech careers' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/admin/sources/3')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/admin/sources/1')[0]?.[1]?.body))).toEqual({
      enabled: false,
    });
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH', '/admin/sources/3')[0]?.[1]?.body))).toEqual({
      enabled: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Poll globex now' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/admin/sources/2/poll')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Acme Corp' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Remove source' }));
    expect(callsTo(fetchMock, 'DELETE', '/admin/sources/1')).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE', '/admin/sources/1')).toHaveLength(1));
    // An action does not open the row's detail.
    expect(callsTo(fetchMock, 'GET', '/admin/sources/1')).toHaveLength(0);
  });

  it("opens a source's poll history from its row", async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Acme Corp' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Acme Corp' }));
    expect(await drawer.findByRole('table', { name: 'Poll history' })).toBeInTheDocument();
    expect(drawer.getAllByTestId('poll-row')).toHaveLength(2);
    expect(drawer.getByRole('heading', { level: 3, name: 'Open postings' })).toBeInTheDocument();
    expect(drawer.getByText(SOURCE_TEXTS.detailsPending('12'))).toBeInTheDocument();
    expect(drawer.queryByText(SOURCE_TEXTS.queued)).toBeNull();
  });

  it('says a queued poll waits for a poller instead of showing the queue lease as the next poll', async () => {
    renderScreen({ detail: { queuedAt: new Date().toISOString(), nextPollAt: null, lastPolledAt: null } });
    await userEvent.click(await screen.findByRole('button', { name: 'Acme Corp' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Acme Corp' }));
    expect(await drawer.findByText(SOURCE_TEXTS.queued)).toBeInTheDocument();
    expect(drawer.getByText('Not polled yet')).toBeInTheDocument();
  });

  it('says a source whose time has come is due, not that its next poll was a few seconds ago', async () => {
    renderScreen({ detail: { nextPollAt: new Date(Date.now() - 5000).toISOString() } });
    await userEvent.click(await screen.findByRole('button', { name: 'Acme Corp' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Acme Corp' }));
    expect(await drawer.findByText(SOURCE_TEXTS.due)).toBeInTheDocument();
  });
});
