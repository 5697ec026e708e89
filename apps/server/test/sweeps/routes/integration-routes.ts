/** Route-table rows: CRM integrations (Bullhorn, HubSpot, Drip, Constant Contact, Loxo) and campaign automations. */
import { type RouteTable, signedIn } from '../route-entry.ts';
import { admins, integrationListRows, integrationSyncRows, MISSING_ID } from './route-helpers.ts';

export const INTEGRATION_ROUTES: RouteTable = {
  // —— integrations (issue #16): connecting needs create:integrations; pushing needs lead access ——
  'GET /api/v1/integrations/{provider}/authorize': {
    kind: 'organisation',
    // HubSpot has no app configured in the sweep: 400 'not configured' for those allowed to connect.
    expect: admins(400),
    request: () => ({ path: '/api/v1/integrations/hubspot/authorize' }),
    intrusions: () => [{ path: '/api/v1/integrations/bullhorn/authorize' }],
  },
  'GET /api/v1/integrations/{provider}/getToken': {
    kind: 'organisation',
    // A state that was never issued.
    expect: admins(400),
    request: () => ({ path: '/api/v1/integrations/hubspot/getToken', query: { code: 'sweep', state: 'sweep' } }),
    intrusions: () => [{ path: '/api/v1/integrations/bullhorn/getToken', query: { code: 'x', state: 'x' } }],
  },
  'POST /api/v1/integrations/{provider}/disconnect': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/bullhorn/disconnect' }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: '/api/v1/integrations/hubspot/disconnect' }],
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
    request: () => ({
      path: '/api/v1/integrations/bullhorn/settings',
      body: { clientId: 'sweep-client', clientSecret: 'sweep-secret', loginUrl: 'https://auth.bullhornstaffing.com' },
    }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [
            {
              path: '/api/v1/integrations/bullhorn/settings',
              body: { clientId: 'intruder', clientSecret: 'intruder', loginUrl: 'https://auth.bullhornstaffing.com' },
            },
          ],
  },
  'POST /api/v1/integrations/bullhorn/addContact': {
    kind: 'organisation',
    // Nobody has Bullhorn connected in the sweep: 400 'Bullhorn is not connected'.
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/bullhorn/addContact',
      query: { contactId: String(contactId) },
    }),
    intrusions: (objects) => [
      { path: '/api/v1/integrations/bullhorn/addContact', query: { contactId: String(objects.contactId) } },
    ],
  },
  ...integrationSyncRows(['bullhorn/syncUsers', 'hubspot/syncWorkFlow', 'hubspot/syncUsers', 'hubspot/syncPipeline']),
  ...integrationListRows(
    ['bullhorn/getAllUsers', 'hubspot/getAllWorkflows', 'hubspot/getAllUsers', 'hubspot/getAllPipelines'],
    admins(200),
  ),
  ...integrationListRows(['hubspot/getWorkflows', 'hubspot/getUsers', 'hubspot/getPipeline'], signedIn(200)),
  // Campaign automations (issue #17): the sweep's organisations have no integration connected.
  'GET /api/v1/integrations/campaigns': {
    kind: 'organisation',
    expect: signedIn(200),
    request: () => ({ path: '/api/v1/integrations/campaigns' }),
    intrusions: () => [],
  },
  'GET /api/v1/campaignautomation/savedsearch/{id}': {
    kind: 'organisation',
    expect: signedIn(404),
    request: () => ({ path: `/api/v1/campaignautomation/savedsearch/${MISSING_ID}` }),
    intrusions: (objects) => [{ path: `/api/v1/campaignautomation/savedsearch/${objects.savedSearchId}` }],
  },
  'POST /api/v1/campaignautomation/savedsearch': {
    kind: 'organisation',
    expect: signedIn(404, { demo: 403 }),
    request: () => ({
      path: '/api/v1/campaignautomation/savedsearch',
      body: { savedSearchId: MISSING_ID, integrationId: 0, campaignId: '501', category: 'HR' },
    }),
    intrusions: (objects) => [
      {
        path: '/api/v1/campaignautomation/savedsearch',
        body: { savedSearchId: objects.savedSearchId, integrationId: 0, campaignId: '501', category: 'HR' },
      },
    ],
  },
  'DELETE /api/v1/campaignautomation/{id}': {
    kind: 'organisation',
    expect: signedIn(404, { demo: 403 }),
    request: () => ({ path: `/api/v1/campaignautomation/${MISSING_ID}` }),
    intrusions: () => [],
  },
  'POST /api/v1/integrations/updateConnectorValueToUser': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({
      path: '/api/v1/integrations/updateConnectorValueToUser',
      body: { connectorValueType: 1, items: [] },
    }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/integrations/updateConnectorValueToUser', body: { connectorValueType: 0, items: [] } }],
  },
  'GET /api/v1/integrations/hubspot/getCompanies': {
    kind: 'organisation',
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/hubspot/getCompanies',
      query: { contactId: String(contactId), companySearch: 'Acme' },
    }),
    intrusions: (objects) => [
      { path: '/api/v1/integrations/hubspot/getCompanies', query: { contactId: String(objects.contactId) } },
    ],
  },
  'POST /api/v1/integrations/hubspot/addContact': {
    kind: 'organisation',
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/hubspot/addContact',
      query: { contactId: String(contactId) },
      body: {},
    }),
    intrusions: (objects) => [
      { path: '/api/v1/integrations/hubspot/addContact', query: { contactId: String(objects.contactId) }, body: {} },
    ],
  },
  // —— Drip and Constant Contact (issue #17): series and pushes need lead access; syncing create:integrations ——
  'GET /api/v1/integrations/drip/campaigns': {
    kind: 'organisation',
    // Nobody has Drip connected in the sweep: 400 'Drip is not connected'.
    expect: signedIn(400),
    request: () => ({ path: '/api/v1/integrations/drip/campaigns' }),
    intrusions: () => [{ path: '/api/v1/integrations/drip/campaigns' }],
  },
  'POST /api/v1/integrations/drip/campaigns/{id}': {
    kind: 'organisation',
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/drip/campaigns/301',
      query: { contactId: String(contactId) },
    }),
    intrusions: (objects) => [
      { path: '/api/v1/integrations/drip/campaigns/301', query: { contactId: String(objects.contactId) } },
    ],
  },
  ...integrationSyncRows(['constantcontact/syncCampaigns']),
  ...integrationListRows(['constantcontact/getAllCampaigns'], admins(200)),
  ...integrationListRows(['constantcontact/getCampaigns'], signedIn(200)),

  // —— Loxo (issue #17): the sweep's key and slug are not the Loxo emulator's agency, so nothing connects ——
  'GET /api/v1/integrations/loxo/settings': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/loxo/settings' }),
    intrusions: () => [{ path: '/api/v1/integrations/loxo/settings' }],
  },
  'POST /api/v1/integrations/loxo/settings': {
    kind: 'organisation',
    // Loxo refuses the key and slug: 400, nothing stored.
    expect: admins(400),
    request: () => ({
      path: '/api/v1/integrations/loxo/settings',
      body: { bearerToken: 'sweep-loxo-key', slug: 'sweep-agency' },
    }),
    intrusions: () => [
      { path: '/api/v1/integrations/loxo/settings', body: { bearerToken: 'intruder', slug: 'intruder-agency' } },
    ],
  },
  'POST /api/v1/integrations/loxo/addContact': {
    kind: 'organisation',
    // Nobody has Loxo connected in the sweep: 400 'Loxo is not connected'.
    expect: signedIn(400),
    request: ({ contactId }) => ({
      path: '/api/v1/integrations/loxo/addContact',
      query: { contactId: String(contactId), userId: '301' },
    }),
    intrusions: (objects) => [
      { path: '/api/v1/integrations/loxo/addContact', query: { contactId: String(objects.contactId), userId: '301' } },
    ],
  },
  'POST /api/v1/integrations/loxo/disconnect': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/integrations/loxo/disconnect' }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId ? [] : [{ path: '/api/v1/integrations/loxo/disconnect' }],
  },
  ...integrationSyncRows(['loxo/syncUsers']),
  ...integrationListRows(['loxo/getAllUsers'], admins(200)),
  ...integrationListRows(['loxo/getUsers'], signedIn(200)),
  'PUT /api/v1/user/integrationVersion': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/user/integrationVersion', body: { version: 'legacy' } }),
    intrusions: (objects, { caller }) =>
      caller.orgId === objects.ownerOrgId
        ? []
        : [{ path: '/api/v1/user/integrationVersion', body: { version: 'new' } }],
  },
};
