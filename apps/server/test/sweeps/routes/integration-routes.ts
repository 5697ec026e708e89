/**
 * Route-table rows: CRM integrations (Bullhorn, HubSpot, Drip, Constant Contact, Loxo) and campaign automations.
 * Organisation A (the permission sweep's admin and member) has all five CRMs connected with their lists synced, a
 * campaign subscription owned by another of its users, and HubSpot, Bullhorn and Loxo CRM ids on the catalogue's
 * contact (integration-targets.ts, crm-connections.ts); no other organisation has anything connected. The
 * disconnect rows come last: A's admin's disconnect is real, and every row before them needs A's connections.
 */
import { BULLHORN_APP, DRIP_SERIES, LOXO_OWNER, OAUTH_CRMS } from '../crm-connections.ts';
import { HUBSPOT, OTHER_WORKFLOW } from '../integration-targets.ts';
import { type RouteTable, signedIn, strangers } from '../route-entry.ts';
import { admins, integrationListRows, integrationSyncRows } from './route-helpers.ts';

/** Refused by the admin-only rule: B's member and A's other user (403); C's admin acts on its own organisation. */
const adminOnly = (admin: number) => ({ member: 403, admin, teammate: 403 });

export const INTEGRATION_ROUTES: RouteTable = {
  // —— integrations (issue #16): connecting needs create:integrations; pushing needs lead access ——
  'GET /api/v1/integrations/{provider}/authorize': {
    kind: 'organisation',
    // The sweep's HubSpot app is the emulator's: admins get its sign-in address.
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/hubspot/authorize' }),
    // Bullhorn has no settings in B or C: 400 'not configured' for C's admin.
    intrusions: () => [
      { path: '/api/v1/integrations/bullhorn/authorize', expectStatus: { member: 403, admin: 400, teammate: 403 } },
    ],
  },
  'GET /api/v1/integrations/{provider}/getToken': {
    kind: 'organisation',
    // A state that was never issued.
    expect: admins(400),
    request: () => ({ path: '/api/v1/integrations/hubspot/getToken', query: { code: 'sweep', state: 'sweep' } }),
    intrusions: () => [{ path: '/api/v1/integrations/bullhorn/getToken', query: { code: 'x', state: 'x' } }],
  },
  'GET /api/v1/integrations/bullhorn/settings': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/bullhorn/settings' }),
    intrusions: () => [{ path: '/api/v1/integrations/bullhorn/settings' }],
  },
  'POST /api/v1/integrations/bullhorn/settings': {
    kind: 'organisation',
    expect: admins(200),
    // A's own app and login address: A's admin saves them again and stays signed in (new ones would sign A out).
    request: ({ bullhornLoginUrl }) => ({
      path: '/api/v1/integrations/bullhorn/settings',
      body: { ...BULLHORN_APP, loginUrl: bullhornLoginUrl },
    }),
    // C's admin saves its own settings; B's member and A's other user are refused, and A's settings stay.
    intrusions: (_objects, { bullhornLoginUrl }) => [
      {
        path: '/api/v1/integrations/bullhorn/settings',
        body: { clientId: 'intruder', clientSecret: 'intruder', loginUrl: bullhornLoginUrl },
        expectStatus: adminOnly(200),
      },
    ],
  },
  'POST /api/v1/integrations/bullhorn/addContact': {
    kind: 'organisation',
    // The contact is in A's Bullhorn already (400 for A's users); the others have no Bullhorn connected (400).
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/bullhorn/addContact',
      query: { contactId: String(contactId) },
    }),
    intrusions: (objects) => [
      {
        path: '/api/v1/integrations/bullhorn/addContact',
        query: { contactId: String(objects.contactId) },
        expectStatus: strangers(400, 400),
      },
    ],
  },
  ...integrationSyncRows(['bullhorn/syncUsers']),
  ...integrationSyncRows(['hubspot/syncWorkFlow', 'hubspot/syncUsers', 'hubspot/syncPipeline']),
  ...integrationListRows(
    ['bullhorn/getAllUsers', 'hubspot/getAllWorkflows', 'hubspot/getAllUsers', 'hubspot/getAllPipelines'],
    admins(200),
  ),
  ...integrationListRows(['hubspot/getWorkflows', 'hubspot/getUsers', 'hubspot/getPipeline'], signedIn(200)),
  // —— campaign automations (issue #17): A's subscription and its search (integration-targets.ts) belong to a user
  // of A who is no actor. A's users read them; only the owner changes them (A's admin and member 403); other
  // organisations 404; demo lacks create:savedsearch (403). ——
  'GET /api/v1/integrations/campaigns': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/integrations/campaigns' }),
    // Each organisation sees its own connected integrations' campaigns: never A's workflows.
    intrusions: () => [{ path: '/api/v1/integrations/campaigns', expectStatus: strangers(200, 200) }],
  },
  'GET /api/v1/campaignautomation/savedsearch/{id}': {
    kind: 'organisation',
    expect: signedIn(404, { admin: 200, member: 200 }),
    request: ({ subscriptionSearchId }) => ({ path: `/api/v1/campaignautomation/savedsearch/${subscriptionSearchId}` }),
    intrusions: (objects) => [
      {
        path: `/api/v1/campaignautomation/savedsearch/${objects.subscriptionSearchId}`,
        expectStatus: strangers(404, 200),
      },
      { path: `/api/v1/campaignautomation/savedsearch/${objects.savedSearchId}`, expectStatus: strangers(404, 200) },
    ],
  },
  'POST /api/v1/campaignautomation/savedsearch': {
    kind: 'organisation',
    expect: signedIn(404, { admin: 403, member: 403, demo: 403 }),
    request: ({ subscriptionSearchId }) => ({
      path: '/api/v1/campaignautomation/savedsearch',
      body: { savedSearchId: subscriptionSearchId, integrationId: HUBSPOT, campaignId: OTHER_WORKFLOW, category: 'HR' },
    }),
    intrusions: (objects) => [
      {
        path: '/api/v1/campaignautomation/savedsearch',
        body: {
          savedSearchId: objects.subscriptionSearchId,
          integrationId: HUBSPOT,
          campaignId: OTHER_WORKFLOW,
          category: 'HR',
        },
        expectStatus: strangers(404, 403),
      },
      {
        path: '/api/v1/campaignautomation/savedsearch',
        body: { savedSearchId: objects.savedSearchId, integrationId: HUBSPOT, campaignId: '501', category: 'HR' },
        expectStatus: strangers(404, 403),
      },
    ],
  },
  'DELETE /api/v1/campaignautomation/{id}': {
    kind: 'organisation',
    expect: signedIn(404, { admin: 403, member: 403, demo: 403 }),
    request: ({ subscriptionId }) => ({ path: `/api/v1/campaignautomation/${subscriptionId}` }),
    intrusions: (objects) => [
      { path: `/api/v1/campaignautomation/${objects.subscriptionId}`, expectStatus: strangers(404, 403) },
    ],
  },
  'POST /api/v1/integrations/updateConnectorValueToUser': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({
      path: '/api/v1/integrations/updateConnectorValueToUser',
      body: { connectorValueType: 1, items: [] },
    }),
    // Hiding every workflow of the intruder's organisation must leave A's shown.
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [
            {
              path: '/api/v1/integrations/updateConnectorValueToUser',
              body: { connectorValueType: 0, items: [] },
              expectStatus: { member: 403, admin: 200 },
            },
          ],
  },
  // A's users search A's HubSpot; the others have no HubSpot connected (400).
  'GET /api/v1/integrations/hubspot/getCompanies': {
    kind: 'organisation',
    expect: signedIn(400, { admin: 200, member: 200 }),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/hubspot/getCompanies',
      query: { contactId: String(contactId), companySearch: 'Acme' },
    }),
    intrusions: (objects) => [
      { path: '/api/v1/integrations/hubspot/getCompanies', query: { contactId: String(objects.contactId) } },
    ],
  },
  // The contact is in A's HubSpot already (400 for A's users); the others have no HubSpot connected (400).
  'POST /api/v1/integrations/hubspot/addContact': {
    kind: 'organisation',
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/hubspot/addContact',
      query: { contactId: String(contactId) },
      body: {},
    }),
    intrusions: (objects) => [
      {
        path: '/api/v1/integrations/hubspot/addContact',
        query: { contactId: String(objects.contactId) },
        body: {},
        expectStatus: strangers(400, 400),
      },
    ],
  },
  // —— Drip and Constant Contact (issue #17): series and pushes need lead access; syncing create:integrations ——
  'GET /api/v1/integrations/drip/campaigns': {
    kind: 'organisation',
    // A's users read A's Drip series live (200); the others have no Drip connected (400 'Drip is not connected').
    expect: signedIn(400, { admin: 200, member: 200 }),
    request: () => ({ path: '/api/v1/integrations/drip/campaigns' }),
    // Strangers only: A's other user may read them, and reading keeps them again as A's items (synced_at).
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/integrations/drip/campaigns', expectStatus: strangers(400) }],
  },
  'POST /api/v1/integrations/drip/campaigns/{id}': {
    kind: 'organisation',
    // A's users add the contact to A's series once more (201); the others have no Drip connected (400).
    expect: signedIn(400, { admin: 201, member: 201 }),
    request: ({ contactId }) => ({
      path: `/api/v1/integrations/drip/campaigns/${DRIP_SERIES}`,
      query: { contactId: String(contactId) },
    }),
    // A's other user may push too (201): its logged interaction is its own row, nothing else of A's changes.
    intrusions: (objects) => [
      {
        path: `/api/v1/integrations/drip/campaigns/${DRIP_SERIES}`,
        query: { contactId: String(objects.contactId) },
        expectStatus: strangers(400, 201),
      },
    ],
  },
  ...integrationSyncRows(['constantcontact/syncCampaigns']),
  ...integrationListRows(['constantcontact/getAllCampaigns'], admins(200)),
  ...integrationListRows(['constantcontact/getCampaigns'], signedIn(200)),

  // —— Loxo (issue #17): A saved the Loxo emulator agency's key and slug; the rows' keys are not that agency's ——
  'GET /api/v1/integrations/loxo/settings': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/loxo/settings' }),
    intrusions: () => [{ path: '/api/v1/integrations/loxo/settings' }],
  },
  'POST /api/v1/integrations/loxo/settings': {
    kind: 'organisation',
    // Loxo refuses the key and slug: 400, nothing stored (A's saved key and slug stay).
    expect: admins(400),
    request: () => ({
      path: '/api/v1/integrations/loxo/settings',
      body: { bearerToken: 'sweep-loxo-key', slug: 'sweep-agency' },
    }),
    intrusions: () => [
      {
        path: '/api/v1/integrations/loxo/settings',
        body: { bearerToken: 'intruder', slug: 'intruder-agency' },
        expectStatus: adminOnly(400),
      },
    ],
  },
  'POST /api/v1/integrations/loxo/addContact': {
    kind: 'organisation',
    // The contact is in A's Loxo already (400 for A's users); the others have no Loxo connected (400).
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/loxo/addContact',
      query: { contactId: String(contactId), userId: LOXO_OWNER },
    }),
    intrusions: (objects) => [
      {
        path: '/api/v1/integrations/loxo/addContact',
        query: { contactId: String(objects.contactId), userId: LOXO_OWNER },
        expectStatus: strangers(400, 400),
      },
    ],
  },
  ...integrationSyncRows(['loxo/syncUsers']),
  ...integrationListRows(['loxo/getAllUsers'], admins(200)),
  ...integrationListRows(['loxo/getUsers'], signedIn(200)),
  'PUT /api/v1/user/integrationVersion': {
    kind: 'organisation',
    expect: admins(200),
    // 'new': A's campaign subscription needs the switch on for the rows after this one.
    request: () => ({ path: '/api/v1/user/integrationVersion', body: { version: 'new' } }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/user/integrationVersion', body: { version: 'new' } }],
  },
  // —— the agency's CRM records (issue #32 point 4): A's HubSpot records carry markers (integration-targets.ts);
  // status and 'Sync now' need create:integrations, a company's records lead access ——
  'GET /api/v1/crm-records/status': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/crm-records/status' }),
    intrusions: () => [{ path: '/api/v1/crm-records/status', expectStatus: adminOnly(200) }],
  },
  // A's admin pulls A's Bullhorn (the emulator); the other organisations have no Bullhorn connected (400).
  'POST /api/v1/crm-records/{provider}/sync': {
    kind: 'organisation',
    expect: { ...admins(400), admin: 200 },
    request: () => ({ path: '/api/v1/crm-records/bullhorn/sync' }),
    intrusions: () => [
      { path: '/api/v1/crm-records/bullhorn/sync', expectStatus: adminOnly(400) },
      { path: '/api/v1/crm-records/hubspot/sync', expectStatus: adminOnly(400) },
    ],
  },
  'GET /api/v1/crm-records/companies/{companyId}': {
    kind: 'organisation',
    expect: signedIn(200),
    request: ({ companyId }) => ({ path: `/api/v1/crm-records/companies/${companyId}` }),
    intrusions: (objects) => [
      { path: `/api/v1/crm-records/companies/${objects.companyId}`, expectStatus: strangers(200, 200) },
    ],
  },
  // —— disconnecting, last of the integration rows: A's admin really disconnects A's Bullhorn and Loxo ——
  'POST /api/v1/integrations/{provider}/disconnect': {
    kind: 'organisation',
    expect: admins(200),
    // A's member (and demo and trial) are refused on A's live Bullhorn connection, which must stay.
    request: () => ({ path: '/api/v1/integrations/bullhorn/disconnect' }),
    // Every CRM A signed into: C's admin disconnects its own (nothing connected); A's connections stay.
    intrusions: () =>
      OAUTH_CRMS.map((provider) => ({
        path: `/api/v1/integrations/${provider}/disconnect`,
        expectStatus: adminOnly(200),
      })),
  },
  'POST /api/v1/integrations/loxo/disconnect': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/loxo/disconnect' }),
    intrusions: () => [{ path: '/api/v1/integrations/loxo/disconnect', expectStatus: adminOnly(200) }],
  },
};
