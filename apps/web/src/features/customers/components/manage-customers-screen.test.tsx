import { CUSTOMER_TEXTS, type Customer, ROLES } from '@agencyscout/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { currentUserKeys } from '../../../lib/current-user.ts';
import { makeMe } from '../../../test-utils/me-fixture.ts';
import { collectScreenTexts, rawFieldNames } from '../../../test-utils/raw-field-names.ts';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { customersRoutes } from '../routes/customers-routes.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const demo: Customer = {
  userId: '11111111-1111-4111-8111-111111111111',
  createdDate: '2026-11-01T00:00:00.000Z',
  recruiterId: '22222222-2222-4222-8222-222222222222',
  emailId: 'owner@demo.example',
  userType: ROLES.COMPANY_ADMIN,
  isdeleted: false,
  deletedDate: null,
  isActive: true,
  subscriptionEndDate: '2027-05-01T23:59:59.999Z',
  planType: 7,
  subscriptionType: 'demo',
  isNewIntegrations: true,
  recruiters: {
    companyName: 'Demo Staffing',
    contactPerson: 'Dee Mo',
    phoneNumber: null,
    noOfusers: 5,
    recruitersUser: [],
  },
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderScreen(handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({
    '/managecustomers/audit': () => ({ total: 0, entries: [] }),
    '/managecustomers/requests': () => ({ total: 0, requests: [] }),
    '/manageusers/member': () => ({ customers: [demo] }),
    ...handlers,
  });
  const client = createQueryClient();
  client.setQueryData(currentUserKeys.me, makeMe({ role: ROLES.ADMIN }));
  const router = createMemoryRouter(customersRoutes, { initialEntries: ['/managecustomers'] });
  render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return fetchMock;
}

async function lookUp() {
  await userEvent.type(await screen.findByLabelText(CUSTOMER_TEXTS.lookupLabel), 'owner@demo');
  return screen.findByTestId('customer-card');
}

describe('Manage Customers', () => {
  it('shows the moving notice and keeps Create disabled until the e-mail is valid', async () => {
    renderScreen({});
    expect(await screen.findByText(CUSTOMER_TEXTS.movingNotice)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New customer' });
    const create = within(form).getByRole('button', { name: 'Create' });
    await userEvent.type(within(form).getByLabelText(/^Company Name/), 'Acme');
    await userEvent.type(within(form).getByLabelText(/^Contact Person/), 'Ann');
    await userEvent.type(within(form).getByLabelText(/^E-mail/), 'ann@acme');
    expect(create).toBeDisabled();
    await userEvent.type(within(form).getByLabelText(/^E-mail/), '.example');
    expect(create).toBeEnabled();
    const start = within(form).getByLabelText('Subscription Start') as HTMLInputElement;
    const end = within(form).getByLabelText('Subscription End') as HTMLInputElement;
    const months = (new Date(end.value).getTime() - new Date(start.value).getTime()) / (86_400_000 * 30.4);
    expect(Math.round(months)).toBe(6);
  });

  it("upgrades a demo account: 'User upgraded successfully', 'Internal server error', 'Unknown error'", async () => {
    const answers = [
      json({ message: 'ok', customer: demo }, 200),
      json({ statusCode: 500, code: 'X', message: 'x' }, 500),
      json({ statusCode: 400, code: 'X', message: 'x' }, 400),
    ];
    renderScreen({ '/manageusers/upgradeDemo': () => answers.shift() });
    const card = await lookUp();
    const upgrade = within(card).getByRole('button', { name: 'Upgrade demo account' });
    await userEvent.click(upgrade);
    expect(await screen.findByText(CUSTOMER_TEXTS.userUpgraded)).toBeInTheDocument();
    await userEvent.click(upgrade);
    expect(await screen.findByText(`500: ${CUSTOMER_TEXTS.internalServerError}`)).toBeInTheDocument();
    await userEvent.click(upgrade);
    expect(await screen.findByText(`400: ${CUSTOMER_TEXTS.unknownError}`)).toBeInTheDocument();
  });

  it("creates a 4.1 account: 400 says 'User already has a 4.1 account'", async () => {
    renderScreen({ '/user/set4user': () => json({ statusCode: 400, code: 'BAD_REQUEST', message: 'x' }, 400) });
    const card = await lookUp();
    await userEvent.click(within(card).getByRole('button', { name: 'Create 4.1 account' }));
    expect(await screen.findByText(`400: ${CUSTOMER_TEXTS.already41}`)).toBeInTheDocument();
  });

  it("changes the end date: 'User updated successfully', failure 'Internal Error'", async () => {
    const answers = [json({ message: 'ok' }, 200), json({ statusCode: 404, code: 'NOT_FOUND', message: 'x' }, 404)];
    const fetchMock = renderScreen({ '/manageusers/date': () => answers.shift() });
    const card = await lookUp();
    const button = within(card).getByRole('button', { name: 'Change end date' });
    await userEvent.click(button);
    expect(await screen.findByText(CUSTOMER_TEXTS.userUpdated)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/manageusers/date'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ endDate: '2027-05-01', recruiterId: demo.recruiterId });
    await userEvent.click(button);
    expect(await screen.findByText(`404: ${CUSTOMER_TEXTS.internalError}`)).toBeInTheDocument();
  });

  it('keeps Change Password disabled until the §5 rules hold', async () => {
    renderScreen({});
    const card = await lookUp();
    await userEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Change Password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'weakpass');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'weakpass');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('New password'));
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Strong-Pass-1');
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Confirm password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Strong-Pass-1');
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('shows labels, never raw field names, in its forms, cards, tables and audit log (issue #30)', async () => {
    const snapshot = (seats: number) => ({
      companyName: 'Demo Staffing',
      noOfusers: seats,
      subscriptionEndDate: '2027-05-01T23:59:59.999Z',
      isNewIntegrations: false,
      contactPerson: null,
    });
    renderScreen({
      '/managecustomers/audit': () => ({
        total: 1,
        entries: [
          {
            id: 1,
            createdAt: '2026-11-02T10:00:00.000Z',
            actorEmail: 'staff@provider.example',
            action: 'update-recruiter',
            targetEmail: demo.emailId,
            targetOrganization: 'Demo Staffing',
            before: snapshot(5),
            after: snapshot(8),
          },
        ],
      }),
      '/managecustomers/requests': () => ({
        total: 1,
        requests: [
          {
            companyRequestId: 3,
            kind: 'form',
            location: 'Nationwide',
            city: null,
            latitude: null,
            longitude: null,
            category: 'Technical',
            employmentType: 'Contract',
            specificRequirement: 'Night nurses',
            searchId: null,
            searchName: null,
            search: null,
            companyName: null,
            contactName: null,
            createdDate: '2026-11-01T00:00:00.000Z',
            requestedBy: 'member@agency.example',
            organizationName: 'Agency',
          },
        ],
      }),
    });
    await lookUp();
    const audit = await screen.findByTestId('audit-row');
    expect(audit).toHaveTextContent('Changed company details');
    expect(audit).toHaveTextContent('Number of Users: 8');
    await screen.findByTestId('research-request-row');
    expect(rawFieldNames(collectScreenTexts('body'))).toEqual([]);
  });
});
