import { INTEGRATION_TEXTS, type Me, ROLES } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { CrmPushMenu, type CrmPushMenuProps, dripEntry } from './crm-push-menu.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const NO_IDS = { BullhornId: null, HubspotId: null, LoxoId: null };

function renderMenu(
  props: Partial<CrmPushMenuProps>,
  integrations: Partial<Me['integrations']>,
  role: Me['role'] = ROLES.MEMBER,
) {
  const client = createQueryClient();
  const me = makeMe({ role });
  client.setQueryData(currentUserKeys.me, { ...me, integrations: { ...me.integrations, ...integrations } });
  render(
    <AppProviders client={client}>
      <CrmPushMenu contactId={7} contactName="Dana Doe" email="dana@acme.example" contactcrms={NO_IDS} {...props} />
    </AppProviders>,
  );
}

describe('CRM push menu (outreach-integrations-admin §2 push menu, §4)', () => {
  it("offers only 'Sign into Drip' without a connected tool (an admin's link; a member's disabled)", async () => {
    renderMenu({}, { bullhorn: false, hubspot: false }, ROLES.COMPANY_ADMIN);
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sign into Drip']);
    expect(screen.getByRole('menuitem', { name: 'Sign into Drip' })).not.toHaveAttribute('aria-disabled');
  });

  it('disables the entry of a CRM that has the contact and leaves HubSpot out without an e-mail', async () => {
    renderMenu({ email: null, contactcrms: { ...NO_IDS, BullhornId: '12' } }, { bullhorn: true, hubspot: true });
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    expect(screen.getByRole('menuitem', { name: 'In Bullhorn' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('menuitem', { name: /HubSpot/ })).toBeNull();
  });

  it("shows Bullhorn's own message, or the spec's fallback, when a push fails", async () => {
    stubApi({
      '/integrations/bullhorn/addContact': () =>
        new Response(
          JSON.stringify({ statusCode: 502, code: 'INTEGRATION_FAILED', message: 'Bullhorn answered 500' }),
          {
            status: 502,
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    });
    renderMenu({}, { bullhorn: true, hubspot: false });
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to Bullhorn' }));
    await waitFor(() => expect(screen.getByText('502: Bullhorn answered 500')).toBeInTheDocument());
    expect(INTEGRATION_TEXTS.bullhornPushFailed).toBe('Failed to add contact to Bullhorn');
  });

  it('shows the Drip block only when Drip is connected and enabled (§2 push menu)', () => {
    const me = makeMe({ role: ROLES.COMPANY_ADMIN });
    const withDrip = (drip: boolean, dripIsEnabled: boolean) => ({
      ...me,
      integrations: { ...me.integrations, drip, dripIsEnabled },
    });
    expect(dripEntry(withDrip(true, true))).toBe('block');
    expect(dripEntry(withDrip(true, false))).toBe('signIn');
    expect(dripEntry(withDrip(false, false))).toBe('signIn');
    expect(dripEntry({ ...makeMe(), integrations: withDrip(false, false).integrations })).toBe('askAdmin');
  });

  it('adds the contact to a chosen series; Add stays disabled until one is chosen', async () => {
    const added: string[] = [];
    stubApi({
      '/integrations/drip/campaigns': (url, init) => {
        if (init?.method === 'POST') {
          added.push(`${url.pathname.split('/').at(-1)}:${url.searchParams.get('contactId')}`);
          return { contactId: 7, crmId: 'sub_1', interactions: [] };
        }
        return [
          { id: '301', name: 'New client nurture series' },
          { id: '302', name: 'Hiring manager follow-up' },
        ];
      },
    });
    renderMenu({}, { drip: true, dripIsEnabled: true });
    await userEvent.click(screen.getByRole('button', { name: 'Push Dana Doe to a CRM' }));
    expect(screen.queryByRole('menuitem', { name: 'Sign into Drip' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add to a Drip series' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Dana Doe to a Drip series' });
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Series' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hiring manager follow-up' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toEqual(['302:7']));
    expect(await screen.findByText('Dana Doe: Added to series Hiring manager follow-up')).toBeInTheDocument();
  });
});
