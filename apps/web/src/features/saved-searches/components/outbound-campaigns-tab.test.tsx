import {
  CAMPAIGN_TEXTS,
  type CampaignOptions,
  type CampaignSubscription,
  type CampaignSubscriptionsResponse,
  type Me,
  PERMISSIONS,
  SAVED_SEARCH_TEXTS,
  type SavedSearch,
  SESSION_COOKIE_NAME,
} from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { savedSearchFixture } from '../../../test-utils/saved-search-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { savedSearchesRoutes } from '../routes/saved-searches-routes.tsx';
import { OutboundCampaignsTab } from './outbound-campaigns-tab.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
}));

beforeEach(() => Cookies.set(SESSION_COOKIE_NAME, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(SESSION_COOKIE_NAME);
});

const makeSearch = savedSearchFixture;

const OPTIONS: CampaignOptions = [
  {
    integrationId: 0,
    name: 'HubSpot',
    campaigns: [
      { id: 'wf-1', name: 'Welcome workflow' },
      { id: 'wf-2', name: 'Nurture workflow' },
    ],
  },
  { integrationId: 4, name: 'Drip', campaigns: [{ id: 'dc-1', name: 'Drip intro' }] },
];

function makeSubscription(overrides: Partial<CampaignSubscription> = {}): CampaignSubscription {
  return {
    id: 31,
    savedSearchId: 7,
    integrationId: 0,
    integrationName: 'HubSpot',
    campaignId: 'wf-1',
    campaignName: 'Welcome workflow',
    category: 'Engineering',
    leadType: 'agency',
    createdAt: '2026-01-02T00:00:00.000Z',
    status: { lastRunAt: null, pushed: 0, skipped: 0, failed: 0, pending: 0, lastError: null },
    ...overrides,
  };
}

const NEW_ME = makeMe({ isNewIntegrations: true });

type Handlers = Parameters<typeof stubApi>[0];

function campaignHandlers(answer: CampaignSubscriptionsResponse, options: CampaignOptions = OPTIONS): Handlers {
  return {
    '/integrations/campaigns': () => options,
    '/campaignautomation/savedsearch/': () => answer,
  };
}

/** The saved-search screen with the dialog of search 7 open. */
function renderScreen(handlers: Handlers, me: Me = NEW_ME, search = makeSearch()) {
  const fetchMock = stubApi({
    '/ticker': () => ({ search: null, leads: [], savedSearchCount: 0, originalInterfaceAvailable: false }),
    [`/savedSearches/${search.searchId}`]: () => search,
    '/savedSearches': () => ({ count: 1, rows: [search] }),
    ...handlers,
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, me);
  const router = createMemoryRouter(savedSearchesRoutes, {
    initialEntries: [`/savedSearches?searchId=${search.searchId}`],
  });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { fetchMock, router };
}

async function openTab() {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Nurses' });
  await user.click(within(dialog).getByRole('tab', { name: CAMPAIGN_TEXTS.tab }));
  return { user, dialog };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const addButton = () => screen.getByRole('button', { name: CAMPAIGN_TEXTS.add });

describe('Outbound Campaigns tab (prospecting-core §2.6; issue #17)', () => {
  it('is hidden without isNewIntegrations', async () => {
    renderScreen(campaignHandlers({ subscriptions: [], limits: {} }), makeMe());
    const dialog = await screen.findByRole('dialog', { name: 'Nurses' });
    expect(within(dialog).getAllByRole('tab')).toHaveLength(3);
    expect(within(dialog).queryByRole('tab', { name: CAMPAIGN_TEXTS.tab })).not.toBeInTheDocument();
  });

  it('enables Add once integration, campaign and audience are chosen, and posts the subscription', async () => {
    const bodies: unknown[] = [];
    renderScreen({
      ...campaignHandlers({ subscriptions: [], limits: { agency: { used: 3, limit: 25 } } }),
      '/campaignautomation/savedsearch': (_, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify(makeSubscription()), { status: 201 });
      },
    });
    const { user } = await openTab();
    expect(await screen.findByText(CAMPAIGN_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN_TEXTS.limitUsage(3, 25, 'Agency Leads'))).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await choose(user, CAMPAIGN_TEXTS.integration, 'HubSpot');
    expect(addButton()).toBeDisabled();
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Nurture workflow');
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: CAMPAIGN_TEXTS.category }));
    expect(screen.getAllByRole('option')).toHaveLength(17);
    await user.click(screen.getByRole('option', { name: 'Engineering' }));
    expect(addButton()).toBeEnabled();
    // The server answered only the Agency Leads limit: no Leads choice.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(addButton());
    await waitFor(() =>
      expect(bodies).toEqual([
        { savedSearchId: 7, integrationId: 0, campaignId: 'wf-2', category: 'Engineering', leadType: 'agency' },
      ]),
    );
    expect(await screen.findByText(CAMPAIGN_TEXTS.added)).toBeInTheDocument();
  });

  it('clears the campaign when the integration changes', async () => {
    renderScreen(campaignHandlers({ subscriptions: [], limits: {} }));
    const { user } = await openTab();
    await choose(user, CAMPAIGN_TEXTS.integration, 'HubSpot');
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Welcome workflow');
    await choose(user, CAMPAIGN_TEXTS.category, 'HR');
    expect(addButton()).toBeEnabled();
    await choose(user, CAMPAIGN_TEXTS.integration, 'Drip');
    expect(screen.getByRole('combobox', { name: CAMPAIGN_TEXTS.campaign })).not.toHaveTextContent('Welcome workflow');
    expect(screen.getByRole('combobox', { name: CAMPAIGN_TEXTS.category })).toHaveTextContent('HR');
    expect(addButton()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: CAMPAIGN_TEXTS.campaign }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Drip intro']);
  });

  it("shows the server's refusal in the error snackbar", async () => {
    const message = CAMPAIGN_TEXTS.limitReached(25, 'Agency Leads');
    renderScreen({
      ...campaignHandlers({ subscriptions: [], limits: { agency: { used: 25, limit: 25 } } }),
      '/campaignautomation/savedsearch': () =>
        new Response(JSON.stringify({ statusCode: 400, code: 'BAD_REQUEST', message }), { status: 400 }),
    });
    const { user } = await openTab();
    await choose(user, CAMPAIGN_TEXTS.integration, 'Drip');
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Drip intro');
    await choose(user, CAMPAIGN_TEXTS.category, 'Accounting');
    await user.click(addButton());
    expect(await screen.findByText(`400: ${message}`)).toBeInTheDocument();
  });

  it('treats a user without read:leads and is:openWeb as Open Web only: only its limit, no Leads choice', async () => {
    const bodies: unknown[] = [];
    const me = makeMe({ plan: 'demo', isNewIntegrations: true });
    expect(me.permissions).not.toContain(PERMISSIONS.isOpenWeb);
    renderScreen(
      {
        ...campaignHandlers({
          subscriptions: [],
          limits: { agency: { used: 1, limit: 25 }, openWeb: { used: 2, limit: 75 } },
        }),
        '/campaignautomation/savedsearch': (_, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify(makeSubscription({ leadType: 'openWeb' })), { status: 201 });
        },
      },
      me,
    );
    const { user } = await openTab();
    expect(await screen.findByText(CAMPAIGN_TEXTS.limitUsage(2, 75, 'Open Web'))).toBeInTheDocument();
    expect(screen.getByTestId('campaign-limits')).not.toHaveTextContent('Agency Leads');
    expect(screen.queryByRole('radiogroup', { name: CAMPAIGN_TEXTS.leadType })).not.toBeInTheDocument();
    await choose(user, CAMPAIGN_TEXTS.integration, 'Drip');
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Drip intro');
    await choose(user, CAMPAIGN_TEXTS.category, 'HR');
    await user.click(addButton());
    await waitFor(() => expect(bodies).toMatchObject([{ leadType: 'openWeb' }]));
  });

  it('offers the Leads choice to a read:leads user with both limits', async () => {
    const bodies: unknown[] = [];
    renderScreen(
      {
        ...campaignHandlers({
          subscriptions: [],
          limits: { agency: { used: 1, limit: 25 }, openWeb: { used: 2, limit: 75 } },
        }),
        '/campaignautomation/savedsearch': (_, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify(makeSubscription({ leadType: 'openWeb' })), { status: 201 });
        },
      },
      NEW_ME,
    );
    const { user } = await openTab();
    expect(await screen.findByText(CAMPAIGN_TEXTS.limitUsage(1, 25, 'Agency Leads'))).toBeInTheDocument();
    expect(screen.getByText(CAMPAIGN_TEXTS.limitUsage(2, 75, 'Open Web'))).toBeInTheDocument();
    const leads = screen.getByRole('radiogroup', { name: CAMPAIGN_TEXTS.leadType });
    expect(within(leads).getByRole('radio', { name: 'Agency Leads' })).toBeChecked();
    await user.click(within(leads).getByRole('radio', { name: 'Open Web' }));
    await choose(user, CAMPAIGN_TEXTS.integration, 'Drip');
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Drip intro');
    await choose(user, CAMPAIGN_TEXTS.category, 'HR');
    await user.click(addButton());
    await waitFor(() => expect(bodies).toMatchObject([{ leadType: 'openWeb' }]));
  });

  it('refuses the same subscription again before asking the server', async () => {
    renderScreen(campaignHandlers({ subscriptions: [makeSubscription()], limits: { agency: { used: 1, limit: 25 } } }));
    const { user } = await openTab();
    await screen.findByTestId('campaign-subscription');
    await choose(user, CAMPAIGN_TEXTS.integration, 'HubSpot');
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Welcome workflow');
    await choose(user, CAMPAIGN_TEXTS.category, 'Engineering');
    expect(screen.getByText(CAMPAIGN_TEXTS.duplicate)).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    await choose(user, CAMPAIGN_TEXTS.category, 'HR');
    expect(screen.queryByText(CAMPAIGN_TEXTS.duplicate)).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it('lists the subscriptions with their status and deletes one after Confirm Delete', async () => {
    const deleted: string[] = [];
    renderScreen({
      ...campaignHandlers({
        subscriptions: [
          makeSubscription(),
          makeSubscription({
            id: 32,
            integrationId: 4,
            integrationName: 'Drip',
            campaignId: 'dc-1',
            campaignName: 'Drip intro',
            category: 'HR',
            status: {
              lastRunAt: '2026-01-03T10:00:00.000Z',
              pushed: 4,
              skipped: 1,
              failed: 2,
              pending: 3,
              lastError: 'Drip answered 429',
            },
          }),
        ],
        limits: { agency: { used: 2, limit: 25 } },
      }),
      '/campaignautomation/': (url, init) => {
        if (init?.method === 'DELETE') {
          deleted.push(url.pathname);
          return new Response(null, { status: 204 });
        }
        return new Response(null, { status: 404 });
      },
    });
    const { user } = await openTab();
    const rows = await screen.findAllByTestId('campaign-subscription');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(CAMPAIGN_TEXTS.never);
    expect(rows[1]).toHaveTextContent('Drip intro');
    expect(rows[1]).toHaveTextContent('Pushed 4 · Skipped 1 · Failed 2 · Waiting 3');
    expect(rows[1]).toHaveTextContent('Drip answered 429');
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: CAMPAIGN_TEXTS.remove }));
    const confirm = await screen.findByRole('dialog', { name: SAVED_SEARCH_TEXTS.confirmDeleteTitle });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/v1/campaignautomation/32']));
  });

  it('shows the list read-only to someone who is not the owner', async () => {
    renderScreen(
      campaignHandlers({ subscriptions: [makeSubscription()], limits: {} }),
      NEW_ME,
      makeSearch({ isOwner: false }),
    );
    await openTab();
    expect(await screen.findByText(CAMPAIGN_TEXTS.ownerOnly)).toBeInTheDocument();
    expect(await screen.findByTestId('campaign-subscription')).toHaveTextContent('Welcome workflow');
    expect(screen.queryByRole('button', { name: CAMPAIGN_TEXTS.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CAMPAIGN_TEXTS.remove })).not.toBeInTheDocument();
  });

  it('links to Integrations when no campaign integration is connected', async () => {
    renderScreen(campaignHandlers({ subscriptions: [], limits: {} }, []));
    await openTab();
    expect(await screen.findByTestId('campaigns-no-integrations')).toHaveTextContent(CAMPAIGN_TEXTS.noIntegrations);
    expect(screen.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
  });

  it('clears integration, campaign and audience when the saved search changes', async () => {
    stubApi(campaignHandlers({ subscriptions: [], limits: {} }));
    const client = createQueryClient();
    client.setQueryData(currentUserKeys.me, NEW_ME);
    const tree = (search: SavedSearch) => (
      <AppProviders client={client}>
        <MemoryRouter>
          <OutboundCampaignsTab search={search} />
        </MemoryRouter>
      </AppProviders>
    );
    const view = render(tree(makeSearch()));
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: CAMPAIGN_TEXTS.integration });
    await choose(user, CAMPAIGN_TEXTS.integration, 'HubSpot');
    await choose(user, CAMPAIGN_TEXTS.campaign, 'Welcome workflow');
    await choose(user, CAMPAIGN_TEXTS.category, 'HR');
    expect(addButton()).toBeEnabled();
    view.rerender(tree(makeSearch({ searchId: 8, name: 'Welders' })));
    const integration = await screen.findByRole('combobox', { name: CAMPAIGN_TEXTS.integration });
    expect(integration).not.toHaveTextContent('HubSpot');
    expect(screen.getByRole('combobox', { name: CAMPAIGN_TEXTS.campaign })).not.toHaveTextContent('Welcome workflow');
    expect(screen.getByRole('combobox', { name: CAMPAIGN_TEXTS.category })).not.toHaveTextContent('HR');
    expect(addButton()).toBeDisabled();
  });
});
