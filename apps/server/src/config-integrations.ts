/**
 * The CRM integrations' settings (issues #16, #17): the environment they read and what `config.ts` makes of it.
 * `.env.example` lists them with the others.
 */
import { z } from 'zod';
import { booleanText } from './config-values.ts';

/** The integrations' environment variables, spread into config.ts's schema. */
export const INTEGRATION_ENVIRONMENT = {
  HUBSPOT_CLIENT_ID: z.string().min(1).optional(),
  HUBSPOT_CLIENT_SECRET: z.string().min(1).optional(),
  HUBSPOT_AUTH_URL: z.url().default('https://app.hubspot.com/oauth/authorize'),
  HUBSPOT_API_URL: z.url().default('https://api.hubapi.com'),
  BULLHORN_EAST_AUTH_URL: z.url().default('https://auth.bullhornstaffing.com'),
  BULLHORN_EAST_REST_URL: z.url().default('https://rest.bullhornstaffing.com'),
  BULLHORN_WEST_AUTH_URL: z.url().default('https://auth-west.bullhornstaffing.com'),
  BULLHORN_WEST_REST_URL: z.url().default('https://rest-west.bullhornstaffing.com'),
  DRIP_CLIENT_ID: z.string().min(1).optional(),
  DRIP_CLIENT_SECRET: z.string().min(1).optional(),
  DRIP_AUTH_URL: z.url().default('https://www.getdrip.com/oauth'),
  DRIP_API_URL: z.url().default('https://api.getdrip.com'),
  CONSTANT_CONTACT_CLIENT_ID: z.string().min(1).optional(),
  CONSTANT_CONTACT_CLIENT_SECRET: z.string().min(1).optional(),
  CONSTANT_CONTACT_AUTH_URL: z.url().default('https://authz.constantcontact.com/oauth2/default/v1'),
  CONSTANT_CONTACT_API_URL: z.url().default('https://api.cc.email/v3'),

  LOXO_API_URL: z.url().default('https://app.loxo.co'),
  /** 'Find people' (issue #32 point 5): the contact-data provider and its API key; unset: the button is off. */
  CONTACT_PROVIDER: z.enum(['apollo', 'pdl', 'none']).default('none'),
  APOLLO_API_KEY: z.string().min(1).optional(),
  APOLLO_API_URL: z.url().default('https://api.apollo.io'),
  PDL_API_KEY: z.string().min(1).optional(),
  PDL_API_URL: z.url().default('https://api.peopledatalabs.com'),
  INTEGRATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  INTEGRATION_RETRY_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  INTEGRATION_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  INTEGRATION_RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(1000).default(1),
  INTEGRATIONS_EMULATORS: booleanText.default(false),
};

type IntegrationEnvironment = z.output<z.ZodObject<typeof INTEGRATION_ENVIRONMENT>>;

export interface ContactProviderSettings {
  kind: 'apollo' | 'pdl';
  apiKey: string;
  /** Base address without the trailing slash ('https://api.apollo.io'). */
  apiUrl: string;
}

export interface OauthApp {
  clientId: string | null;
  clientSecret: string | null;
  authUrl: string;
  apiUrl: string;
}

export interface IntegrationSettings {
  hubspot: { clientId: string | null; clientSecret: string | null; authUrl: string; apiUrl: string };
  /** The two Bullhorn login regions of the settings dialog: OAuth address and REST login address of each. */
  bullhorn: { east: { authUrl: string; restUrl: string }; west: { authUrl: string; restUrl: string } };
  /** Drip and Constant Contact apps (issue #17): `authUrl` is the OAuth base (…/authorize, …/token). */
  drip: OauthApp;
  constantContact: OauthApp;
  /** Loxo's API address; each agency's calls go to `{apiUrl}/api/{slug}/…` (issue #17). */
  loxo: { apiUrl: string };
  /** The contact-data provider of 'Find people' (issue #32); null: none configured (or its key missing). */
  contactProvider: ContactProviderSettings | null;
  /**
   * The providers' documented call limits per account are multiplied by this (1 in production; the tests raise it
   * so their emulators answer at their own pace).
   */
  rateLimitScale: number;
  /** A provider call gives up after this long. */
  timeoutMs: number;
  /** Wait before retrying a 429 (multiplied by the attempt number), and how many retries. */
  retryWaitMs: number;
  retryLimit: number;
  /** `npm start` also starts the local provider emulators and points the clients at them. */
  emulators: boolean;
}

const withoutSlash = (url: string) => url.replace(/\/$/, '');

/** The configured provider when its key is set too; a provider without its key is none. */
function contactProviderSettings(env: IntegrationEnvironment): ContactProviderSettings | null {
  if (env.CONTACT_PROVIDER === 'apollo' && env.APOLLO_API_KEY) {
    return { kind: 'apollo', apiKey: env.APOLLO_API_KEY, apiUrl: withoutSlash(env.APOLLO_API_URL) };
  }
  if (env.CONTACT_PROVIDER === 'pdl' && env.PDL_API_KEY) {
    return { kind: 'pdl', apiKey: env.PDL_API_KEY, apiUrl: withoutSlash(env.PDL_API_URL) };
  }
  return null;
}

export function integrationSettings(env: IntegrationEnvironment): IntegrationSettings {
  return {
    hubspot: {
      clientId: env.HUBSPOT_CLIENT_ID ?? null,
      clientSecret: env.HUBSPOT_CLIENT_SECRET ?? null,
      authUrl: env.HUBSPOT_AUTH_URL,
      apiUrl: withoutSlash(env.HUBSPOT_API_URL),
    },
    bullhorn: {
      east: {
        authUrl: withoutSlash(env.BULLHORN_EAST_AUTH_URL),
        restUrl: withoutSlash(env.BULLHORN_EAST_REST_URL),
      },
      west: {
        authUrl: withoutSlash(env.BULLHORN_WEST_AUTH_URL),
        restUrl: withoutSlash(env.BULLHORN_WEST_REST_URL),
      },
    },
    drip: {
      clientId: env.DRIP_CLIENT_ID ?? null,
      clientSecret: env.DRIP_CLIENT_SECRET ?? null,
      authUrl: withoutSlash(env.DRIP_AUTH_URL),
      apiUrl: withoutSlash(env.DRIP_API_URL),
    },
    constantContact: {
      clientId: env.CONSTANT_CONTACT_CLIENT_ID ?? null,
      clientSecret: env.CONSTANT_CONTACT_CLIENT_SECRET ?? null,
      authUrl: withoutSlash(env.CONSTANT_CONTACT_AUTH_URL),
      apiUrl: withoutSlash(env.CONSTANT_CONTACT_API_URL),
    },
    loxo: { apiUrl: withoutSlash(env.LOXO_API_URL) },
    contactProvider: contactProviderSettings(env),
    timeoutMs: env.INTEGRATION_TIMEOUT_MS,
    retryWaitMs: env.INTEGRATION_RETRY_WAIT_MS,
    retryLimit: env.INTEGRATION_RETRY_LIMIT,
    rateLimitScale: env.INTEGRATION_RATE_LIMIT_SCALE,
    emulators: env.INTEGRATIONS_EMULATORS,
  };
}
