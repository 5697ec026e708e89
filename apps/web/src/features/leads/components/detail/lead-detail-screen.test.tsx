import {
  type CompanyLeadsResponse,
  type CompanyNote,
  LEAD_DETAIL_TEXTS,
  type LeadDetail,
  SESSION_COOKIE_NAME,
} from '@agencyscout/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeLeadCookies } from '../../../../lib/lead-cookies.ts';
import { leadKeys } from '../../api.ts';
import { leadsAnswer, makeHit, renderLeads, stubApi } from '../../test-support.tsx';

vi.mock('../../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

function makeContact(overrides: Partial<LeadDetail['contacts'][number]>): LeadDetail['contacts'][number] {
  return {
    callListIds: [],
    lastContact: null,
    interactions: [],
    id: 1,
    firstName: 'Zoe',
    lastName: 'Zimmer',
    position: 'Nurse Recruiter',
    category: 'Talent Acquisition',
    email: null,
    emailStatus: null,
    phoneNumber: null,
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
    ...overrides,
  };
}

function makeDetail(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: 5,
    leadType: 'Agency',
    title: 'Registered Nurse',
    description: '<p>Care for patients.</p><script>window.hacked = true</script><img src="x" onerror="alert(1)">',
    location: 'Chicago, IL',
    locationPrecision: 'city',
    city: 'Chicago',
    state: 'IL',
    country: 'US',
    employmentTypes: ['Contract'],
    hourlyPayMin: 45,
    hourlyPayMax: null,
    durationMonths: 6,
    minSalary: null,
    maxSalary: null,
    salaryCurrency: 'USD',
    minExperienceYears: 2,
    postedAt: '2023-08-21T12:00:00.000Z',
    careersPageUrl: 'https://acme.example/careers',
    sourceUrl: null,
    firstSeenAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    liveSources: [],
    favorite: false,
    viewed: true,
    company: {
      id: 7,
      name: 'Acme Health',
      address: '1 Main St',
      address2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
      phone: '312-555-0100',
      url: 'acme.example',
      employeeRange: '1,001-5,000',
      revenueUsd: 12_500_000,
      description: '<p>About <b>Acme</b></p>',
      onClientList: false,
      agencyLeadCount: 3,
      openwebLeadCount: 1,
    },
    contacts: [
      makeContact({ id: 1, isPrimary: true, email: 'zoe@acme.example', emailStatus: 'invalid' }),
      makeContact({
        id: 2,
        firstName: 'Ann',
        lastName: 'Adams',
        category: null,
        emailStatus: 'unknown',
        phoneNumber: '312-555-0101',
        phoneNumberStatus: 'Verified - Answered',
        linkedinUrl: 'https://linkedin.example.com/in/ann',
      }),
    ],
    contactTotal: 2,
    ...overrides,
  };
}

const companyLeads = (overrides: Partial<CompanyLeadsResponse> = {}): CompanyLeadsResponse => ({
  agencyCount: 2,
  openwebCount: 0,
  hits: [
    { id: 6, leadType: 'Agency', title: 'Nurse Manager', location: null, postedAt: null, viewed: true },
    { id: 8, leadType: 'Agency', title: 'Night Nurse', location: null, postedAt: null, viewed: false },
  ],
  ...overrides,
});

/** The detail's API; client list, favorites and notes remember their state like the server. */
function stubDetail(detail: LeadDetail | Response = makeDetail(), notes: CompanyNote[] = []) {
  const state = { onClientList: false };
  return stubApi({
    '/leads/': (url) => {
      if (url.pathname.endsWith('/neighbours')) {
        const id = Number(url.pathname.split('/').at(-2));
        return { hits: [id - 1, id, id + 1].map((n) => makeHit({ id: n, leadType: 'Agency', title: `Lead ${n}` })) };
      }
      if (url.pathname.includes('/leads/company/')) {
        return url.searchParams.get('leadType') === 'OpenWeb' ? companyLeads({ hits: [] }) : companyLeads();
      }
      if (detail instanceof Response) return detail;
      return { ...detail, company: detail.company && { ...detail.company, onClientList: state.onClientList } };
    },
    '/leads': () => leadsAnswer([]),
    '/favoriteslist': (url, init) => ({
      jobLeadId: Number(url.searchParams.get('jobLeadId')),
      favorite: init?.method === 'POST',
    }),
    '/client/': (url) => {
      state.onClientList = true;
      return { companyId: 7, jobId: Number(url.searchParams.get('JobId')), onClientList: true };
    },
    '/clientlist': () => {
      state.onClientList = false;
      return { removed: 1 };
    },
    '/companynotes': (_url, init) => {
      if (init?.method !== 'POST') return { count: notes.length, rows: notes };
      const body = JSON.parse(String(init.body));
      const note = {
        companyNoteId: notes.length + 1,
        jobleadId: body.jobleadId,
        jobTitle: body.jobTitle,
        notes: body.notes,
        companyId: body.companyId,
        createdOn: '2024-03-01T10:00:00.000Z',
        ownerEmail: 'riley@example.com',
      };
      notes.unshift(note);
      return new Response(JSON.stringify(note), { status: 201, headers: { 'Content-Type': 'application/json' } });
    },
  });
}

const requests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }));

beforeEach(() => Cookies.set(SESSION_COOKIE_NAME, 'session-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  removeLeadCookies();
  Cookies.remove(SESSION_COOKIE_NAME);
});

describe('lead detail, right panel (prospecting-core §2.4)', () => {
  it('shows title, posted date, facts, badge, hourly pay and the sanitised description', async () => {
    stubDetail();
    renderLeads('/leads/5?leadType=Agency');
    const panel = await screen.findByTestId('lead-panel');
    expect(within(panel).getByRole('heading', { name: 'Registered Nurse' })).toBeInTheDocument();
    expect(screen.getByTestId('posted-date')).toHaveTextContent('Posted: Aug 21, 2023');
    expect(screen.getByTestId('fact-Job Id')).toHaveTextContent('5');
    expect(screen.getByTestId('fact-Job Location')).toHaveTextContent('Chicago, IL');
    expect(screen.getByTestId('fact-Placed at')).toHaveTextContent('Chicago, IL, US (city)');
    expect(screen.getByTestId('fact-Experience')).toHaveTextContent('2 Year(s)');
    expect(screen.getByTestId('fact-Duration')).toHaveTextContent('6 Month(s)');
    expect(screen.getByTestId('fact-Revenue')).toHaveTextContent('$12.5M');
    expect(within(panel).getByText('Contract')).toBeInTheDocument();
    expect(screen.getByTestId('lead-pay')).toHaveTextContent('$45/Hr');
    const description = screen.getByTestId('lead-description');
    expect(description).toHaveTextContent('Care for patients.');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('[onerror]')).toBeNull();
  });

  it("shows 'min - max' salary and no Duration without hourly pay", async () => {
    stubDetail(
      makeDetail({ employmentTypes: ['Direct Hire'], hourlyPayMin: null, minSalary: 90000, maxSalary: 120000 }),
    );
    renderLeads('/leads/5');
    expect(await screen.findByTestId('lead-pay')).toHaveTextContent('$90,000 - $120,000');
    expect(screen.queryByTestId('fact-Duration')).toBeNull();
  });

  it('shows the location text as published and how it was placed (issue #20)', async () => {
    stubDetail(
      makeDetail({ location: '280 Broadway, 7th Floor, N.Y.', locationPrecision: 'region', city: null, state: 'NY' }),
    );
    renderLeads('/leads/5');
    expect(await screen.findByTestId('fact-Job Location')).toHaveTextContent('280 Broadway, 7th Floor, N.Y.');
    expect(screen.getByTestId('fact-Placed at')).toHaveTextContent('NY, US (state or province only, no map point)');
  });

  it('says when a live lead closed and which boards list it (issue #28)', async () => {
    stubDetail(
      makeDetail({
        closedAt: '2026-11-25T08:00:00.000Z',
        liveSources: [
          { kind: 'greenhouse', name: 'Acme <b>Careers</b>', url: 'https://boards.greenhouse.io/acme', open: false },
        ],
      }),
    );
    renderLeads('/leads/5');
    expect(await screen.findByTestId('lead-closed')).toHaveTextContent('Closed on Nov 25, 2026.');
    const sources = screen.getByTestId('lead-sources');
    expect(sources).toHaveTextContent('Listed on Acme <b>Careers</b> (Greenhouse) · First seen Nov 20, 2026');
    expect(sources.querySelector('b')).toBeNull();
  });

  it('toggles the favorite star with its two tooltips', async () => {
    const fetchMock = stubDetail();
    renderLeads('/leads/5');
    await userEvent.click(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.addFavorite }));
    expect(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.removeFavorite })).toBeInTheDocument();
    const call = requests(fetchMock).find(({ url }) => url.pathname === '/api/v1/favoriteslist');
    expect(call?.init?.method).toBe('POST');
    expect(call?.url.searchParams.get('jobLeadId')).toBe('5');
  });
});

describe('contacts (outreach-integrations-admin "Outreach list screen")', () => {
  it('shows the primary contact’s hidden e-mail, hides values the server left out, links LinkedIn', async () => {
    stubDetail();
    renderLeads('/leads/5');
    const [primary, ann] = await screen.findAllByTestId('contact');
    expect(within(primary as HTMLElement).getByText(LEAD_DETAIL_TEXTS.primaryContact)).toBeInTheDocument();
    expect(within(primary as HTMLElement).getByRole('link', { name: 'zoe@acme.example' })).toHaveAttribute(
      'href',
      'mailto:zoe@acme.example',
    );
    const annRow = ann as HTMLElement;
    expect(within(annRow).queryByTestId('contact-Email')).toBeNull();
    expect(within(annRow).getByTestId('contact-Cell')).toHaveTextContent('(312) 555-0101');
    expect(within(annRow).getByLabelText('Verified')).toBeInTheDocument();
    expect(within(annRow).getByText(LEAD_DETAIL_TEXTS.uncategorized)).toBeInTheDocument();
    expect(within(annRow).getByRole('link', { name: 'LinkedIn of Ann Adams' })).toHaveAttribute(
      'href',
      'https://linkedin.example.com/in/ann',
    );
  });
});

describe('left panel', () => {
  it('shows company facts, buttons and the company leads tabs', async () => {
    const fetchMock = stubDetail();
    renderLeads('/leads/5?leadType=Agency');
    const panel = await screen.findByTestId('company-panel');
    expect(within(panel).getByText('Company Size: 1,001-5,000')).toBeInTheDocument();
    expect(within(panel).getByText('Chicago, IL 60601')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: LEAD_DETAIL_TEXTS.careersPage })).toHaveAttribute(
      'href',
      'https://acme.example/careers',
    );
    expect(within(panel).getByRole('link', { name: LEAD_DETAIL_TEXTS.companyWebsite })).toHaveAttribute(
      'href',
      'https://acme.example/',
    );
    expect(await within(panel).findByRole('tab', { name: 'Agency Leads (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(panel).getAllByTestId('company-lead-row')).toHaveLength(2);
    const call = requests(fetchMock).find(({ url }) => url.pathname === '/api/v1/leads/company/7');
    expect(call?.url.searchParams.get('excludeLeadId')).toBe('5');
    await userEvent.click(within(panel).getByRole('tab', { name: 'OpenWeb Leads (0)' }));
    expect(await within(panel).findByText(LEAD_DETAIL_TEXTS.noCompanyLeads)).toBeInTheDocument();
  });

  it('selects the OpenWeb tab with leadType=OpenWeb and hides Careers Page without one', async () => {
    stubDetail(makeDetail({ careersPageUrl: null }));
    renderLeads('/leads/5?leadType=OpenWeb');
    const panel = await screen.findByTestId('company-panel');
    expect(await within(panel).findByRole('tab', { name: /OpenWeb Leads/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).queryByRole('link', { name: LEAD_DETAIL_TEXTS.careersPage })).toBeNull();
  });

  it('adds the company to the client list and removes it again', async () => {
    const fetchMock = stubDetail();
    renderLeads('/leads/5');
    await userEvent.click(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.addToClientList }));
    expect(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.removeFromClientList })).toBeInTheDocument();
    const add = requests(fetchMock).find(({ url }) => url.pathname === '/api/v1/client/7');
    expect(add?.url.searchParams.get('JobId')).toBe('5');
    await userEvent.click(screen.getByRole('button', { name: LEAD_DETAIL_TEXTS.removeFromClientList }));
    expect(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.addToClientList })).toBeInTheDocument();
    const remove = requests(fetchMock).find(({ url }) => url.pathname === '/api/v1/clientlist');
    expect(JSON.parse(String(remove?.init?.body))).toEqual({ CompanyIds: [{ CompanyId: 7 }] });
  });

  it('opens About Company with the sanitised description', async () => {
    stubDetail();
    renderLeads('/leads/5');
    await userEvent.click(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.aboutCompany }));
    expect(await screen.findByTestId('company-description')).toHaveTextContent('About Acme');
  });
});

describe('company notes dialog', () => {
  it('lists notes as inert text and adds a note on the lead', async () => {
    const script = '<script>window.hacked = true</script> call <b>Tuesday</b>';
    const fetchMock = stubDetail(makeDetail(), [
      {
        companyNoteId: 1,
        jobleadId: 5,
        jobTitle: 'Registered Nurse',
        notes: script,
        companyId: 7,
        createdOn: '2024-02-01T10:00:00.000Z',
        ownerEmail: 'teammate@example.com',
      },
    ]);
    renderLeads('/leads/5');
    await userEvent.click(await screen.findByRole('button', { name: LEAD_DETAIL_TEXTS.addCompanyNote }));
    const dialog = await screen.findByRole('dialog');
    const text = await within(dialog).findByTestId('company-note-text');
    expect(text.textContent).toBe(script);
    expect(text.querySelector('script, b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(within(dialog).getByRole('link', { name: '5' })).toHaveAttribute('href', '/leads/5');
    expect(within(dialog).getByText('teammate@example.com')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Spoke with Zoe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('company-note-row')).toHaveLength(2));
    const post = requests(fetchMock).find(
      ({ url, init }) => url.pathname === '/api/v1/companynotes' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      notes: 'Spoke with Zoe',
      companyId: 7,
      jobleadId: 5,
      jobTitle: 'Registered Nurse',
    });
  });
});

describe('navigation', () => {
  it("shows 'Lead not found, go back to search' on a failed load", async () => {
    stubDetail(
      new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Lead not found' }), { status: 404 }),
    );
    renderLeads('/openweb/5');
    const link = await screen.findByRole('link', { name: LEAD_DETAIL_TEXTS.notFound });
    expect(link).toHaveAttribute('href', '/openweb?dontclearfilter=true');
  });

  it('moves /leads/{id} of an Open Web lead to /openweb/{id}', async () => {
    stubDetail(makeDetail({ leadType: 'OpenWeb' }));
    const { router } = renderLeads('/leads/5?leadType=OpenWeb');
    await waitFor(() => expect(router.state.location.pathname).toBe('/openweb/5'));
    expect(router.state.location.search).toBe('?leadType=OpenWeb');
    expect(await screen.findByRole('link', { name: LEAD_DETAIL_TEXTS.backToLeads })).toHaveAttribute(
      'href',
      '/openweb?dontclearfilter=true',
    );
  });

  it('moves /openweb/{id} of an Agency lead to /leads/{id} and shows it as Agency', async () => {
    stubDetail(makeDetail({ leadType: 'Agency' }));
    const { router } = renderLeads('/openweb/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/5'));
    expect(await screen.findByRole('link', { name: LEAD_DETAIL_TEXTS.backToLeads })).toHaveAttribute(
      'href',
      '/leads?dontclearfilter=true',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agency Leads');
  });

  it('shows the strip from the server on a direct open (no stored or cached list) and steps on', async () => {
    const fetchMock = stubDetail();
    const { router } = renderLeads('/leads/5');
    const strip = await screen.findByRole('navigation', { name: 'Neighbouring leads' });
    expect(
      within(strip)
        .getAllByTestId('neighbour-lead')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Lead 4'),
      expect.stringContaining('Lead 5'),
      expect.stringContaining('Lead 6'),
    ]);
    expect(within(strip).getByRole('button', { current: 'page' })).toHaveTextContent('Lead 5');
    await userEvent.click(within(strip).getByRole('button', { name: 'Next lead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/6'));
    await waitFor(() =>
      expect(requests(fetchMock).some(({ url }) => url.pathname === '/api/v1/leads/6/neighbours')).toBe(true),
    );
  });

  it('steps through the neighbours of the cached result list, wrapping to the start', async () => {
    stubDetail();
    const hits = [3, 4, 5].map((id) => makeHit({ id, leadType: 'Agency', title: `Lead ${id}` }));
    const { router, client } = renderLeads('/leads/5');
    client.setQueryData(leadKeys.search({ leadType: 'Agency', offset: 0, count: 25, companyId: 7 }), leadsAnswer(hits));
    const strip = await screen.findByRole('navigation', { name: 'Neighbouring leads' });
    expect(within(strip).getAllByTestId('neighbour-lead')).toHaveLength(3);
    await userEvent.click(within(strip).getByRole('button', { name: 'Next lead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/3'));
    await userEvent.click(within(strip).getByRole('button', { name: 'Previous lead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leads/5'));
  });
});
