/** Route-table rows: Routes without a sign-in: health, readiness, config, help files, metrics, the provider, onboarding, e-mail links. */
import { everyone, type RouteTable } from '../route-entry.ts';
import { PROVIDER_FIELDS, PROVIDER_GET_PATHS, PROVIDER_POST_PATHS } from './route-helpers.ts';

export const PUBLIC_ROUTES: RouteTable = {
  'GET /api/health': { kind: 'public', expect: everyone(200), request: () => ({ path: '/api/health' }) },
  'GET /api/ready': { kind: 'public', expect: everyone(200), request: () => ({ path: '/api/ready' }) },
  'GET /api/config': { kind: 'public', expect: everyone(200), request: () => ({ path: '/api/config' }) },
  'GET /api/help/guides/{file}': {
    kind: 'public',
    expect: everyone(200),
    request: () => ({ path: '/api/help/guides/agency-and-open-web-leads.pdf' }),
  },
  'GET /api/help/images/{file}': {
    kind: 'public',
    expect: everyone(200),
    request: () => ({ path: '/api/help/images/first-lead-search-1.png' }),
  },
  // Prometheus metrics: served only with METRICS_TOKEN set (the sweep's app has none) and its bearer token.
  'GET /api/metrics': { kind: 'public', expect: everyone(404), request: () => ({ path: '/api/metrics' }) },
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

  // The invitation link's password form (issue #19): no sign-in; a made-up token is 400 'Invalid login ticket'.
  'POST /api/v1/user/onboard': {
    kind: 'public',
    expect: everyone(400),
    request: () => ({
      path: '/api/v1/user/onboard',
      body: { onboard_token: 'not-an-invitation', email: 'nobody@sweep.example', password: 'Sweep-Password-1' },
    }),
  },
  // The e-mail change confirmation link (issue #19): a person's page; a made-up token is 400.
  'GET /api/account/email-change': {
    kind: 'public',
    expect: everyone(400),
    errors: 'page',
    request: () => ({ path: '/api/account/email-change', query: { token: 'not-a-token' } }),
  },
  'POST /api/account/email-change': {
    kind: 'public',
    expect: everyone(400),
    errors: 'page',
    request: () => ({ path: '/api/account/email-change', query: { token: 'not-a-token' } }),
  },
  // The one-click unsubscribe link of alert e-mails (issue #11): a person's HTML page; a made-up token is 400.
  'GET /api/alerts/unsubscribe': {
    kind: 'public',
    expect: everyone(400),
    errors: 'page',
    request: () => ({ path: '/api/alerts/unsubscribe', query: { token: 'not-a-signed-token' } }),
  },
  'POST /api/alerts/unsubscribe': {
    kind: 'public',
    expect: everyone(400),
    errors: 'page',
    request: () => ({
      path: '/api/alerts/unsubscribe',
      query: { token: 'not-a-signed-token' },
      body: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    }),
  },
};
