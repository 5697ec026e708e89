import { type ContactProviderStatus, FIND_PEOPLE_TEXTS, type FindPeopleResponse } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { FindPeopleButton } from './find-people-dialog.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const credits = { used: 8, limit: 10, remaining: 2, resetDate: '2027-01-01T00:00:00.000Z' };
const apollo: ContactProviderStatus = { provider: 'apollo', providerName: 'Apollo', credits };

function renderButton(me = makeMe()) {
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, me);
  render(
    <AppProviders client={client}>
      <FindPeopleButton company={{ id: 5, name: 'Acme Health' }} />
    </AppProviders>,
  );
}

describe("'Find people' dialog (issue #32)", () => {
  it('searches the chosen categories, shows the credits and what was added', async () => {
    const answer: FindPeopleResponse = {
      added: 2,
      alreadyKnown: 1,
      skipped: 0,
      creditsSpent: 2,
      credits: { ...credits, used: 10, remaining: 0 },
      contacts: [],
    };
    const fetchMock = stubApi({ '/contactprovider': () => apollo, '/company/5/findpeople': () => answer });
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: FIND_PEOPLE_TEXTS.button }));
    expect(screen.getByTestId('find-people-credits')).toHaveTextContent('2 of 10 enrichment credits left');
    const search = screen.getByRole('button', { name: FIND_PEOPLE_TEXTS.search });
    expect(search).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'HR' }));
    await user.click(screen.getByRole('checkbox', { name: 'Talent Acquisition' }));
    await user.click(search);
    expect(await screen.findByTestId('find-people-result')).toHaveTextContent('2 people added, 1 already known');
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/findpeople'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ positions: ['HR', 'Talent Acquisition'], size: 10 });
    await waitFor(() =>
      expect(screen.getByTestId('find-people-credits')).toHaveTextContent(FIND_PEOPLE_TEXTS.creditsSpent(10)),
    );
    expect(screen.getByRole('button', { name: FIND_PEOPLE_TEXTS.search })).toBeDisabled();
  }, 30_000);

  it("shows the server's refusal in the dialog", async () => {
    const refusal = new Response(
      JSON.stringify({
        statusCode: 429,
        code: 'ENRICHMENT_CREDITS_SPENT',
        message: FIND_PEOPLE_TEXTS.creditsSpent(10),
      }),
      { status: 429, headers: { 'Content-Type': 'application/json' } },
    );
    stubApi({ '/contactprovider': () => apollo, '/company/5/findpeople': () => refusal });
    renderButton();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: FIND_PEOPLE_TEXTS.button }));
    await user.click(screen.getByRole('checkbox', { name: 'HR' }));
    await user.click(screen.getByRole('button', { name: FIND_PEOPLE_TEXTS.search }));
    expect(await screen.findByText(FIND_PEOPLE_TEXTS.creditsSpent(10))).toBeInTheDocument();
  }, 30_000);

  it('is disabled with the reason when no provider is configured', async () => {
    stubApi({ '/contactprovider': () => ({ ...apollo, provider: null, providerName: null }) });
    renderButton();
    const button = await screen.findByRole('button', { name: FIND_PEOPLE_TEXTS.button });
    expect(button).toBeDisabled();
    expect(button.parentElement).toHaveAttribute('aria-label', FIND_PEOPLE_TEXTS.notConfigured);
  }, 30_000);

  it('is not offered to a plan without contacts', () => {
    const fetchMock = stubApi({ '/contactprovider': () => apollo });
    renderButton(makeMe({ plan: 'openweb' }));
    expect(screen.queryByRole('button', { name: FIND_PEOPLE_TEXTS.button })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
