import { type Interaction, type OutreachContact, PERMISSIONS } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { contactsRoutes } from '../routes/contacts-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

function interaction(overrides: Partial<Interaction>): Interaction {
  return {
    contactInteractionId: 1,
    contactId: 7,
    interactionTypeId: 1,
    madeContact: false,
    notes: null,
    createdDate: '2026-11-20T10:00:00.000Z',
    userEmail: 'mate@agency.example',
    interactionType: { id: 1, text: 'Called', icon: 'call', deletedMessage: 'Call deleted' },
    jobleads: [],
    ...overrides,
  };
}

const contact: OutreachContact = {
  id: 7,
  firstName: 'Dana',
  lastName: 'Doe',
  position: 'HR Director',
  category: 'HR',
  email: 'dana@acme.example',
  emailStatus: 'valid',
  phoneNumber: '+1 512 555 0101',
  phoneNumberStatus: null,
  officePhone: null,
  officePhoneStatus: null,
  phoneExtension: null,
  linkedinUrl: null,
  isPrimary: false,
  source: 'demo',
  sourcedAt: '2026-01-05T10:00:00.000Z',
  sourceLeadId: null,
  roleBased: false,
  company: { id: 3, name: 'Acme Health', employeeRange: '51-200', city: 'Austin', state: 'TX' },
  callListIds: [],
  lastContact: '2026-11-20T10:00:00.000Z',
  interactions: [
    interaction({
      contactInteractionId: 2,
      interactionTypeId: -1,
      interactionType: { id: -1, text: 'Do Not Contact', icon: 'block', deletedMessage: 'x' },
      notes: '<img src=x onerror=alert(1)>',
    }),
  ],
};

function renderScreen(permissions?: string[]) {
  const client = createQueryClient();
  const me = makeMe();
  client.setQueryData(currentUserKeys.me, permissions ? { ...me, permissions } : me);
  const router = createMemoryRouter(contactsRoutes, { initialEntries: ['/companycontacts'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const searches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/companycontacts')
    .map((url) => url.searchParams);

describe('contact search screen (outreach-integrations-admin §2)', () => {
  it("shows 'x / total overall' in the limited view, the DNC chip and inert notes", async () => {
    stubApi({ '/companycontacts': () => ({ found: 25, overallTotal: 240, hits: [contact] }) });
    renderScreen([PERMISSIONS.readAnyLeads, PERMISSIONS.readMe]);
    await waitFor(() => expect(screen.getByTestId('contact-count')).toHaveTextContent('25 / 240 overall'));
    const card = screen.getByTestId('contact');
    expect(within(card).getByText('DNC')).toBeInTheDocument();
    expect(within(card).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('contact-Cell')).toHaveTextContent('(512) 555-0101');
    expect(screen.queryByLabelText('Contacts Per Page')).toBeNull();
  }, 30_000);

  it('returns to page 1 with the category when one is checked, and All clears it', async () => {
    const fetchMock = stubApi({ '/companycontacts': () => ({ found: 120, hits: [contact] }) });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go to page 3' }, { timeout: 10_000 }));
    await waitFor(() => expect(searches(fetchMock).at(-1)?.get('offset')).toBe('50'));
    await user.click(screen.getByRole('checkbox', { name: 'HR' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)?.getAll('contactPosition')).toEqual(['HR']));
    expect(searches(fetchMock).at(-1)?.get('offset')).toBe('0');
    expect(screen.getByRole('checkbox', { name: 'All' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'All' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)?.has('contactPosition')).toBe(false));
  }, 30_000);

  it('keeps Log disabled until a type is chosen, then puts the new entry first', async () => {
    const logged = interaction({
      contactInteractionId: 9,
      notes: 'left a message',
      createdDate: '2026-11-23T09:00:00.000Z',
    });
    const fetchMock = stubApi({
      '/companycontacts': () => ({ found: 1, hits: [contact] }),
      '/logcontact': () => logged,
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log Interaction with Dana Doe' }));
    const form = screen.getByRole('form', { name: 'Log Interaction with Dana Doe' });
    expect(within(form).getByRole('button', { name: 'Log' })).toBeDisabled();
    await user.click(within(form).getByLabelText('Interaction Type'));
    await user.click(screen.getByRole('option', { name: 'Called' }));
    await user.type(within(form).getByLabelText('Notes'), 'left a message');
    await user.click(within(form).getByRole('button', { name: 'Log' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Log Interaction with Dana Doe' })).toBeNull());
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([input]) => String(input).includes('/logcontact'))?.[1]?.body),
    );
    expect(body).toMatchObject({ contactId: 7, interactionTypeId: 1, madeContact: false, notes: 'left a message' });
    const rows = screen.getAllByTestId('interaction');
    expect(rows[0]).toHaveTextContent('Called');
    expect(rows[1]).toHaveTextContent('DNC');
    expect(screen.getByTestId('last-contact')).toHaveTextContent('Last Contact: Nov 23, 2026');
  }, 30_000);
});
