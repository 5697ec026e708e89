/**
 * Every operation of the OpenAPI document, classified, with the expected status per demo role and plan and the
 * requests the tenant sweep aims at organisation A's objects. A route missing here fails the sweeps.
 * How to add a row: docs/testing.md 'Adding a route'. Plans and permissions: contracts permissions.ts.
 */
import type { RouteTable } from './route-entry.ts';
import { ACCOUNT_ROUTES } from './routes/account-routes.ts';
import { ADMINISTRATION_ROUTES } from './routes/administration-routes.ts';
import { INTEGRATION_ROUTES } from './routes/integration-routes.ts';
import { LEAD_ROUTES } from './routes/lead-routes.ts';
import { ORGANISATION_ROUTES } from './routes/organisation-routes.ts';
import { OUTREACH_ROUTES } from './routes/outreach-routes.ts';
import { PUBLIC_ROUTES } from './routes/public-routes.ts';
import { SAVED_SEARCH_ROUTES } from './routes/saved-search-routes.ts';

/** The rows, one file a feature area (routes/). */
const PARTS: RouteTable[] = [
  PUBLIC_ROUTES,
  ACCOUNT_ROUTES,
  LEAD_ROUTES,
  ORGANISATION_ROUTES,
  SAVED_SEARCH_ROUTES,
  OUTREACH_ROUTES,
  INTEGRATION_ROUTES,
  ADMINISTRATION_ROUTES,
];
const keys = PARTS.flatMap((part) => Object.keys(part));
const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
// A row in two parts would silently replace the other.
if (twice.length > 0) throw new Error(`route-table: rows in two parts: ${twice.join(', ')}`);

export const ROUTE_TABLE: RouteTable = Object.assign({}, ...PARTS);
