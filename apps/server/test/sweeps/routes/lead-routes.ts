/** Route-table rows: Exports, favorites, client list, dashboard, lead search and detail, the e-mail assistant and Agency Tips. */
import { type RouteTable, signedIn } from '../route-entry.ts';
import type { SweepRequest } from '../sweep-types.ts';

export const LEAD_ROUTES: RouteTable = {
  // —— exports (issue #15): CSV of the caller's searches, counted against the caller's own quota ——
  'POST /api/v1/exportleads': {
    kind: 'personal',
    expect: signedIn(200, { demo: 403, trial: 403 }),
    request: ({ agencyLeadId }) => ({
      path: '/api/v1/exportleads',
      body: { ids: [agencyLeadId], columns: ['jobleadId', 'jobTitle', 'companyName'] },
    }),
    intrusions: (objects): SweepRequest[] => [
      {
        path: '/api/v1/exportleads',
        query: { favorite: 'true' },
        body: { selectAll: true, columns: ['jobleadId', 'jobTitle'] },
      },
      {
        path: '/api/v1/exportleads',
        query: { viewed: 'true' },
        body: { selectAll: true, columns: ['jobleadId', 'jobTitle'] },
      },
      {
        path: '/api/v1/exportleads',
        query: { companyId: String(objects.companyId) },
        body: { selectAll: true, columns: ['jobleadId', 'jobTitle', 'companyName'] },
      },
    ],
  },
  'POST /api/v1/typesense/export': {
    kind: 'personal',
    expect: signedIn(200, { demo: 403, trial: 403 }),
    request: ({ agencyLeadId }) => ({
      path: '/api/v1/typesense/export',
      body: { ids: [agencyLeadId], columns: ['jobleadId', 'jobTitle'] },
    }),
    intrusions: (): SweepRequest[] => [
      {
        path: '/api/v1/typesense/export',
        query: { favorite: 'true' },
        body: { selectAll: true, columns: ['jobleadId', 'jobTitle'] },
      },
    ],
  },
  'GET /api/v1/exportleadsquota': {
    kind: 'personal',
    expect: signedIn(200, { demo: 403, trial: 403 }),
    request: () => ({ path: '/api/v1/exportleadsquota' }),
    intrusions: () => [{ path: '/api/v1/exportleadsquota' }],
  },
  'POST /api/v1/sessions': {
    kind: 'personal',
    // Registering the caller's own session again keeps it (so the sweep's session stays valid).
    expect: signedIn(201),
    request: ({ caller }) => ({ path: '/api/v1/sessions', body: { id: caller.sessionId } }),
    intrusions: (objects) => [{ path: '/api/v1/sessions', body: { id: objects.ownerSessionId } }],
  },
  'POST /api/v1/favoriteslist': {
    kind: 'personal',
    // An Agency lead is not readable on the Open Web plan: 404 as if missing. Limited views (demo, trial) open it
    // because every sweep user searches the catalogue first (sweep-world.ts).
    expect: signedIn(200, { openweb: 404 }),
    request: ({ agencyLeadId }) => ({ path: '/api/v1/favoriteslist', query: { jobLeadId: String(agencyLeadId) } }),
    intrusions: (objects) => [{ path: '/api/v1/favoriteslist', query: { jobLeadId: String(objects.favoriteLeadId) } }],
  },
  'PUT /api/v1/favoriteslist': {
    kind: 'personal',
    expect: signedIn(200, { openweb: 404 }),
    request: ({ agencyLeadId }) => ({ path: '/api/v1/favoriteslist', query: { jobLeadId: String(agencyLeadId) } }),
    intrusions: (objects) => [{ path: '/api/v1/favoriteslist', query: { jobLeadId: String(objects.favoriteLeadId) } }],
  },
  'DELETE /api/v1/favoriteslist': {
    kind: 'personal',
    expect: signedIn(200, { openweb: 404 }),
    request: ({ agencyLeadId }) => ({ path: '/api/v1/favoriteslist', query: { jobLeadId: String(agencyLeadId) } }),
    intrusions: (objects) => [{ path: '/api/v1/favoriteslist', query: { jobLeadId: String(objects.favoriteLeadId) } }],
  },
  'POST /api/v1/client/{companyId}': {
    kind: 'personal',
    expect: signedIn(200, { openweb: 404 }),
    request: ({ companyId, agencyLeadId }) => ({
      path: `/api/v1/client/${companyId}`,
      query: { JobId: String(agencyLeadId) },
    }),
    intrusions: (objects) => [
      { path: `/api/v1/client/${objects.clientListCompanyId}`, query: { JobId: String(objects.favoriteLeadId) } },
    ],
  },
  'DELETE /api/v1/clientlist': {
    kind: 'personal',
    expect: signedIn(200),
    request: ({ companyId }) => ({ path: '/api/v1/clientlist', body: { companyIds: [{ companyId }] } }),
    intrusions: (objects) => [
      { path: '/api/v1/clientlist', body: { CompanyIds: [{ CompanyId: objects.clientListCompanyId }] } },
    ],
  },
  // The client list screen (issue #14): mine, or mine plus teammates' shared lists; the sharing toggle.
  'GET /api/v1/clientlist': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/clientlist', query: { query: 'Sweep', which: 'all' } }),
    // A's owner's list is private: no one else sees it, teammates included.
    intrusions: (): SweepRequest[] => [
      { path: '/api/v1/clientlist', query: { which: 'all' } },
      { path: '/api/v1/clientlist', query: { which: 'mine' } },
    ],
  },
  'PUT /api/v1/user/shareClient': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/user/shareClient', body: { shared: false } }),
    // Changes only the caller's own setting.
    intrusions: (): SweepRequest[] => [
      { path: '/api/v1/user/shareClient', body: {} },
      { path: '/api/v1/user/shareClient', body: { shared: true } },
    ],
  },
  // The engagement dashboard (issue #14): the caller's own counts.
  'GET /api/v1/dashboard': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dashboard', query: { type: 'week' } }),
    intrusions: (): SweepRequest[] => [
      { path: '/api/v1/dashboard', query: { type: 'week' } },
      { path: '/api/v1/dashboard', query: { type: 'month' } },
    ],
  },
  'GET /api/v1/dashboard/history': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/dashboard/history', query: { type: 'month' } }),
    intrusions: () => [{ path: '/api/v1/dashboard/history', query: { type: 'week' } }],
  },
  // Lead reads carry the caller's own favorite, viewed and client-list flags (checked for every intruder) and the
  // organisation's CRM chip (issue #32 point 4, shared with teammates).
  'GET /api/v1/leads': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/leads', query: { keyWords: 'Sweep' } }),
    intrusions: (objects): SweepRequest[] => [
      { path: '/api/v1/leads', query: { companyId: String(objects.companyId) } },
      { path: '/api/v1/leads', query: { favorite: 'true' } },
      { path: '/api/v1/leads', query: { viewed: 'true' } },
      { path: '/api/v1/leads', query: { crm: 'in' } },
      { path: '/api/v1/leads', query: { crm: 'out', companyId: String(objects.companyId) } },
    ],
  },
  'GET /api/v1/leads/{id}': {
    // The caller's own flags (favorite, client list) and the organisation's outreach data on the contacts (their
    // lists and interaction log, shared with teammates): personal flags are checked for every intruder.
    kind: 'organisation',
    expect: signedIn(200, { openweb: 404 }),
    request: ({ agencyLeadId }) => ({ path: `/api/v1/leads/${agencyLeadId}` }),
    intrusions: (objects) => [{ path: `/api/v1/leads/${objects.favoriteLeadId}` }],
  },
  // The e-mail assistant (§2.4, §7; issue #18): the lead detail's visibility, the caller's own name and agency
  // in the e-mail, and the caller's own daily generation (a second call the same day answers 429).
  'GET /api/v1/leads/generateEmail/{id}': {
    kind: 'personal',
    expect: signedIn(200, { openweb: 404 }),
    request: ({ agencyLeadId }) => ({ path: `/api/v1/leads/generateEmail/${agencyLeadId}` }),
    intrusions: (objects) => [{ path: `/api/v1/leads/generateEmail/${objects.favoriteLeadId}` }],
  },
  // Agency Tips (§2.5; issue #12): every signed-in plan may search (without read:tips a limited view); the
  // rows carry the caller's own viewed marks.
  'GET /api/v1/agencytips': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/agencytips', query: { keyword: 'Sweep', EmployeeRange: '1-10*11-50' } }),
    intrusions: (): SweepRequest[] => [{ path: '/api/v1/agencytips' }],
  },
  // One tip: the company's contacts carry the organisation's outreach data; the view is the caller's own.
  'GET /api/v1/agencytips/{id}': {
    kind: 'organisation',
    expect: signedIn(200),
    request: ({ tipId }) => ({ path: `/api/v1/agencytips/${tipId}` }),
    intrusions: (objects) => [{ path: `/api/v1/agencytips/${objects.viewedTipId}` }],
  },
  // The neighbour strip (§2.4): the caller's own flags; limited views get an empty strip.
  'GET /api/v1/leads/{id}/neighbours': {
    kind: 'personal',
    expect: signedIn(200, { openweb: 404 }),
    request: ({ agencyLeadId }) => ({ path: `/api/v1/leads/${agencyLeadId}/neighbours` }),
    intrusions: (objects) => [{ path: `/api/v1/leads/${objects.favoriteLeadId}/neighbours` }],
  },
  'GET /api/v1/leads/company/{companyId}': {
    kind: 'personal',
    expect: signedIn(200),
    request: ({ companyId }) => ({ path: `/api/v1/leads/company/${companyId}` }),
    intrusions: (objects) => [
      { path: `/api/v1/leads/company/${objects.companyId}`, query: { leadType: 'Agency' } },
      { path: `/api/v1/leads/company/${objects.companyId}`, query: { leadType: 'OpenWeb' } },
    ],
  },
};
