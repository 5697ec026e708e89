/**
 * Every operation of the OpenAPI document, classified, with the expected status per demo role and plan and the
 * requests the tenant sweep aims at organisation A's objects. A route missing here fails the sweeps.
 * How to add a row: docs/testing.md 'Adding a route'. Plans and permissions: contracts permissions.ts.
 */
import { everyone, type RouteTable, type SweepRequest, signedIn } from './route-entry.ts';

/** An id no row has (for routes whose valid request needs an object of the caller's own organisation). */
const MISSING_ID = 999_999_999;

/** The OpenID provider's endpoints behind the `/oidc/{*}` mount that the fuzz sweep calls. */
const PROVIDER_GET_PATHS = [
  '/oidc/auth',
  '/oidc/.well-known/openid-configuration',
  '/oidc/jwks',
  '/oidc/session/end',
  '/oidc/me',
];
const PROVIDER_POST_PATHS = ['/oidc/token', '/oidc/token/revocation', '/oidc/auth', '/oidc/session/end/confirm'];
/** The provider's query and form fields (its own parser, no schema in the document). */
const PROVIDER_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'grant_type',
  'code',
  'code_verifier',
  'refresh_token',
  'token',
  'id_token_hint',
  'post_logout_redirect_uri',
  'resource',
];

export const ROUTE_TABLE: RouteTable = {
  // —— public ——
  'GET /api/health': { kind: 'public', expect: everyone(200), request: () => ({ path: '/api/health' }) },
  'GET /api/ready': { kind: 'public', expect: everyone(200), request: () => ({ path: '/api/ready' }) },
  'GET /api/config': { kind: 'public', expect: everyone(200), request: () => ({ path: '/api/config' }) },
  'GET /oidc/{*}': {
    kind: 'public',
    expect: everyone(200),
    errors: 'provider',
    request: () => ({ path: '/oidc/.well-known/openid-configuration' }),
    fuzzPaths: PROVIDER_GET_PATHS,
    fuzzFields: PROVIDER_FIELDS,
  },
  'POST /oidc/{*}': {
    kind: 'public',
    // The token endpoint without a grant: the provider's invalid_request.
    expect: everyone(400),
    errors: 'provider',
    request: () => ({ path: '/oidc/token', body: 'grant_type=', contentType: 'application/x-www-form-urlencoded' }),
    fuzzPaths: PROVIDER_POST_PATHS,
    fuzzFields: PROVIDER_FIELDS,
  },
  'OPTIONS /oidc/{*}': {
    kind: 'public',
    // A CORS preflight of the token endpoint.
    expect: everyone(204),
    errors: 'provider',
    request: () => ({
      path: '/oidc/token',
      headers: { origin: 'http://agencyscout.test', 'access-control-request-method': 'POST' },
    }),
  },
  'GET /interaction/{uid}': {
    kind: 'public',
    // Without the provider's interaction cookie the page says the sign-in expired.
    expect: everyone(400),
    errors: 'provider',
    request: () => ({ path: '/interaction/sweep-uid' }),
  },
  'POST /interaction/{uid}/login': {
    kind: 'public',
    expect: everyone(400),
    errors: 'provider',
    request: () => ({
      path: '/interaction/sweep-uid/login',
      body: 'email=nobody%40sweep.example&password=x',
      contentType: 'application/x-www-form-urlencoded',
    }),
    fuzzFields: ['email', 'password'],
  },

  // —— personal: the caller's own data ——
  'GET /api/v1/me': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/me' }),
    intrusions: () => [{ path: '/api/v1/me' }],
  },
  'GET /api/v1/userdata': {
    kind: 'personal',
    expect: signedIn(200),
    request: ({ caller }) => ({ path: '/api/v1/userdata', query: { userId: caller.userId } }),
    intrusions: (objects) => [{ path: '/api/v1/userdata', query: { userId: objects.ownerUserId } }],
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
  // Lead reads carry the caller's own favorite, viewed and client-list flags.
  'GET /api/v1/leads': {
    kind: 'personal',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/leads', query: { keyWords: 'Sweep' } }),
    intrusions: (objects): SweepRequest[] => [
      { path: '/api/v1/leads', query: { companyId: String(objects.companyId) } },
      { path: '/api/v1/leads', query: { favorite: 'true' } },
      { path: '/api/v1/leads', query: { viewed: 'true' } },
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

  // —— organisation: shared by the caller's organisation, or the catalogue read under its plan ——
  'GET /api/v1/companynotes': {
    kind: 'organisation',
    expect: signedIn(200),
    request: ({ companyId }) => ({ path: '/api/v1/companynotes', query: { companyId: String(companyId) } }),
    intrusions: (objects) => [{ path: '/api/v1/companynotes', query: { companyId: String(objects.companyId) } }],
  },
  'POST /api/v1/companynotes': {
    kind: 'organisation',
    expect: signedIn(201),
    request: ({ companyId }) => ({ path: '/api/v1/companynotes', body: { notes: 'Sweep note', companyId } }),
    intrusions: (objects) => [
      { path: '/api/v1/companynotes', body: { notes: 'Intruder note', companyId: objects.companyId } },
    ],
  },
  'GET /api/v1/company/search/{text}': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/company/search/Sweep' }),
    intrusions: () => [{ path: '/api/v1/company/search/Sweep' }],
  },
  'GET /api/v1/filters/industry': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/filters/industry' }),
    intrusions: () => [{ path: '/api/v1/filters/industry' }],
  },
  'GET /api/v1/places': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/places', query: { q: 'Chicago' } }),
    intrusions: () => [{ path: '/api/v1/places', query: { q: 'Chicago' } }],
  },

  // —— organisation: outreach lists, contacts and the interaction log (issue #13) ——
  'GET /api/v1/calllist': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/calllist' }),
    intrusions: () => [{ path: '/api/v1/calllist' }],
  },
  'POST /api/v1/calllist': {
    kind: 'organisation',
    expect: signedIn(201),
    request: () => ({ path: '/api/v1/calllist', body: { CallListName: 'Sweep list' } }),
    // A teammate's new list is one of A's (shared) rows; other organisations create theirs.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/calllist', body: { CallListName: 'Intruder list' } }],
  },
  'GET /api/v1/calllist/{id}': {
    kind: 'organisation',
    // No list of the caller's organisation has this id.
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/calllist/${MISSING_ID}` }),
    intrusions: (objects) => [{ path: `/api/v1/calllist/${objects.callListId}`, query: { search: 'Casey' } }],
  },
  'DELETE /api/v1/calllist/{id}': {
    kind: 'organisation',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/calllist/${MISSING_ID}` }),
    // A's teammates may delete A's lists (shared data); other organisations get 404.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: `/api/v1/calllist/${objects.callListId}` }],
  },
  'PUT /api/v1/calllist/contact/{contactId}': {
    kind: 'organisation',
    expect: signedIn(200),
    request: ({ contactId }) => ({ path: `/api/v1/calllist/contact/${contactId}`, body: { callListIds: [] } }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [
            { path: `/api/v1/calllist/contact/${objects.contactId}`, body: { CallListId: objects.callListId } },
            {
              path: `/api/v1/calllist/contact/${objects.contactId}`,
              body: { CallListId: objects.callListId, remove: true },
            },
            { path: `/api/v1/calllist/contact/${objects.contactId}`, body: { callListIds: [] } },
          ],
  },
  'GET /api/v1/interactions/nocalllist': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/interactions/nocalllist' }),
    intrusions: () => [{ path: '/api/v1/interactions/nocalllist' }],
  },
  'GET /api/v1/companycontacts': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/companycontacts', query: { contactName: 'Casey' } }),
    intrusions: (objects): SweepRequest[] => [
      { path: '/api/v1/companycontacts', query: { contactName: 'Casey' } },
      { path: '/api/v1/companycontacts', query: { callListId: String(objects.callListId) } },
      { path: '/api/v1/companycontacts', query: { callListId: '-1' } },
    ],
  },
  'GET /api/v1/verifyEmail': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/verifyEmail', query: { email: 'casey@sweep.example' } }),
    intrusions: () => [{ path: '/api/v1/verifyEmail', query: { email: 'casey@sweep.example' } }],
  },
  'POST /api/v1/logcontact': {
    kind: 'organisation',
    expect: signedIn(201),
    request: ({ contactId }) => ({ path: '/api/v1/logcontact', body: { contactId, interactionTypeId: 1 } }),
    intrusions: (objects) => [
      { path: '/api/v1/logcontact', body: { contactId: objects.contactId, interactionTypeId: 5, notes: 'Intruder' } },
    ],
  },
  'DELETE /api/v1/logcontact/{id}': {
    kind: 'organisation',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/logcontact/${MISSING_ID}` }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: `/api/v1/logcontact/${objects.interactionId}` }],
  },
};
