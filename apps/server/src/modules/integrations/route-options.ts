/** What every integration route shares: its error answers, the admin permission and the OpenAPI tag. */
import { errorBodySchema, PERMISSIONS } from '@agencyscout/contracts';

/** A provider's failures answer 502/503/504 (connections.ts toProviderFailure); the app's own 4xx besides. */
export const ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  402: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
  504: errorBodySchema,
};
/** Connecting, settings, syncing and item visibility: company admins (create:integrations). */
export const ADMIN = { permission: PERMISSIONS.createIntegrations };
export const tags = ['integrations'];
