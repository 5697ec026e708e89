/** Route-table rows: Manage Users (company admins), Manage Customers and the staff tools. */
import { type RouteTable, signedIn } from '../route-entry.ts';
import { SWEEP_UPLOAD_BODY, SWEEP_UPLOAD_BOUNDARY } from '../sweep-world.ts';
import { admins, MISSING_ID, MISSING_UUID } from './route-helpers.ts';

export const ADMINISTRATION_ROUTES: RouteTable = {
  // —— manage users (issue #19): company admins (and staff) on their own organisation; members 403 ——
  'GET /api/v1/manageusers': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/manageusers', query: { dateAfter: '2020-01-01' } }),
    intrusions: () => [{ path: '/api/v1/manageusers' }],
  },
  'GET /api/v1/manageusers/csv': {
    kind: 'organisation',
    expect: admins(200),
    request: () => ({ path: '/api/v1/manageusers/csv' }),
    intrusions: () => [{ path: '/api/v1/manageusers/csv' }],
  },
  'POST /api/v1/manageusers': {
    kind: 'organisation',
    expect: admins(201),
    request: ({ caller }) => ({
      path: '/api/v1/manageusers',
      query: { recruiterId: caller.orgId },
      body: { email: `added-${caller.userId}@sweep.example` },
    }),
    intrusions: (objects) => [
      {
        path: '/api/v1/manageusers',
        query: { recruiterId: objects.ownerOrgId },
        body: { email: `intruder-${Date.now()}@sweep.example` },
      },
    ],
  },
  // The caller's own id: an admin cannot re-invite, re-address or delete themselves here (400).
  'POST /api/v1/manageusers/{id}/invite': {
    kind: 'organisation',
    expect: admins(400),
    request: ({ caller }) => ({ path: `/api/v1/manageusers/${caller.userId}/invite` }),
    intrusions: (objects) => [{ path: `/api/v1/manageusers/${objects.ownerUserId}/invite` }],
  },
  'POST /api/v1/user/updateEmail': {
    kind: 'organisation',
    expect: admins(400),
    request: ({ caller }) => ({
      path: '/api/v1/user/updateEmail',
      body: { userId: caller.userId, email: `self-${caller.userId}@sweep.example` },
    }),
    intrusions: (objects) => [
      { path: '/api/v1/user/updateEmail', body: { userId: objects.ownerUserId, email: 'taken-over@sweep.example' } },
    ],
  },
  'DELETE /api/v1/manageusers/{id}': {
    kind: 'organisation',
    expect: admins(400),
    request: ({ caller }) => ({ path: `/api/v1/manageusers/${caller.userId}` }),
    intrusions: (objects) => [{ path: `/api/v1/manageusers/${objects.ownerUserId}` }],
  },
  'GET /api/v1/manageusers/{id}/detail': {
    kind: 'organisation',
    expect: admins(200),
    request: ({ caller }) => ({ path: `/api/v1/manageusers/${caller.userId}/detail` }),
    intrusions: (objects) => [{ path: `/api/v1/manageusers/${objects.ownerUserId}/detail` }],
  },
  'GET /api/v1/manageusers/{id}/activity': {
    kind: 'organisation',
    expect: admins(200),
    request: ({ caller }) => ({ path: `/api/v1/manageusers/${caller.userId}/activity` }),
    intrusions: (objects) => [{ path: `/api/v1/manageusers/${objects.ownerUserId}/activity` }],
  },

  // —— staff: provider staff only (role ADMIN) ——
  'GET /api/v1/managecustomers/requests': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/managecustomers/requests' }),
  },
  // —— Manage Customers (issue #19): staff only; ids nobody has answer 404 to staff ——
  'POST /api/v1/manageusers/member': {
    kind: 'staff',
    expect: signedIn(403, { staff: 201 }),
    request: () => ({
      path: '/api/v1/manageusers/member',
      body: {
        EmailId: `sweep-${Date.now()}-${Math.random().toString(36).slice(2)}@customer.example`,
        CompanyName: 'Sweep Customer',
        ContactPerson: 'Sam Sweep',
        demo: true,
      },
    }),
  },
  'GET /api/v1/manageusers/member': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/manageusers/member', query: { email: 'sweep' } }),
  },
  'PUT /api/v1/manageusers/member': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({
      path: '/api/v1/manageusers/member',
      body: { email: 'nobody-at-all@customer.example', password: 'Sweep-Secret-42' },
    }),
  },
  'POST /api/v1/manageusers/upgradeDemo/{id}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: `/api/v1/manageusers/upgradeDemo/${MISSING_UUID}` }),
  },
  'PUT /api/v1/manageusers/date': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: '/api/v1/manageusers/date', body: { endDate: '2040-01-01', recruiterId: MISSING_UUID } }),
  },
  'PUT /api/v1/recruiter/{id}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: `/api/v1/recruiter/${MISSING_UUID}`, body: { NoOfusers: 50 } }),
  },
  'POST /api/v1/user/set4user': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: '/api/v1/user/set4user', body: { userId: MISSING_UUID } }),
  },
  'GET /api/v1/integrations/toggle': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: '/api/v1/integrations/toggle', query: { id: MISSING_UUID } }),
  },
  'GET /api/v1/managecustomers/audit': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/managecustomers/audit' }),
  },
  // —— job sources (issue #28): provider staff only ——
  'GET /api/v1/admin/sources': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/admin/sources', query: { kind: 'greenhouse', status: 'paused', q: 'sweep' } }),
  },
  'POST /api/v1/admin/sources': {
    kind: 'staff',
    expect: signedIn(403, { staff: 201 }),
    request: () => ({
      path: '/api/v1/admin/sources',
      body: { urls: 'https://boards.greenhouse.io/sweep-added\njobs.lever.co/sweep-added', pollIntervalMinutes: 120 },
    }),
  },
  'GET /api/v1/admin/sources/{id}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ sourceId }) => ({ path: `/api/v1/admin/sources/${sourceId}` }),
  },
  'PATCH /api/v1/admin/sources/{id}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ sourceId }) => ({ path: `/api/v1/admin/sources/${sourceId}`, body: { enabled: false } }),
  },
  'DELETE /api/v1/admin/sources/{id}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ removableSourceId }) => ({ path: `/api/v1/admin/sources/${removableSourceId}` }),
  },
  'POST /api/v1/admin/sources/{id}/poll': {
    kind: 'staff',
    expect: signedIn(403, { staff: 202 }),
    request: ({ sourceId }) => ({ path: `/api/v1/admin/sources/${sourceId}/poll` }),
  },
  // —— feed imports (issue #31): provider staff only; runs of the staff organisation ——
  'POST /api/v1/admin/imports': {
    kind: 'staff',
    expect: signedIn(403, { staff: 201 }),
    request: () => ({
      path: '/api/v1/admin/imports',
      body: SWEEP_UPLOAD_BODY,
      contentType: `multipart/form-data; boundary=${SWEEP_UPLOAD_BOUNDARY}`,
    }),
  },
  'GET /api/v1/admin/imports': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/admin/imports' }),
  },
  'GET /api/v1/admin/imports/{id}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ importRunId }) => ({ path: `/api/v1/admin/imports/${importRunId}` }),
  },
  'POST /api/v1/admin/imports/{id}/dry-run': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ importRunId }) => ({
      path: `/api/v1/admin/imports/${importRunId}/dry-run`,
      body: { mapping: { columns: { title: 'Job Title', company: 'Company' } } },
    }),
  },
  'POST /api/v1/admin/imports/{id}/start': {
    kind: 'staff',
    expect: signedIn(403, { staff: 202 }),
    request: ({ checkedImportRunId }) => ({ path: `/api/v1/admin/imports/${checkedImportRunId}/start` }),
  },
  'GET /api/v1/admin/imports/{id}/rejects': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ finishedImportRunId }) => ({ path: `/api/v1/admin/imports/${finishedImportRunId}/rejects` }),
  },
  // —— company duplicates (issue #32): provider staff only; pairs and merges nobody has answer 404 to staff ——
  'GET /api/v1/admin/companies/duplicates': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/admin/companies/duplicates', query: { page: '1' } }),
  },
  'GET /api/v1/admin/companies/duplicates/{id}/preview': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: ({ companyId }) => ({
      path: `/api/v1/admin/companies/duplicates/${MISSING_ID}/preview`,
      query: { keep: String(companyId) },
    }),
  },
  'POST /api/v1/admin/companies/duplicates/{id}/merge': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: ({ companyId }) => ({
      path: `/api/v1/admin/companies/duplicates/${MISSING_ID}/merge`,
      body: { keepCompanyId: companyId },
    }),
  },
  'POST /api/v1/admin/companies/duplicates/{id}/dismiss': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: `/api/v1/admin/companies/duplicates/${MISSING_ID}/dismiss` }),
  },
  'GET /api/v1/admin/companies/merges': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/admin/companies/merges' }),
  },
  'POST /api/v1/admin/companies/merges/{id}/split': {
    kind: 'staff',
    expect: signedIn(403, { staff: 404 }),
    request: () => ({ path: `/api/v1/admin/companies/merges/${MISSING_ID}/split` }),
  },
  'GET /api/v1/admin/mailbox': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: () => ({ path: '/api/v1/admin/mailbox' }),
  },
  'PUT /api/v1/dashboard/account-manager/{orgId}': {
    kind: 'staff',
    expect: signedIn(403, { staff: 200 }),
    request: ({ caller }) => ({
      path: `/api/v1/dashboard/account-manager/${caller.orgId}`,
      body: { name: 'Sweep Manager', schedulingUrl: 'https://calendly.example/sweep', phone: '555-0100' },
    }),
  },
};
