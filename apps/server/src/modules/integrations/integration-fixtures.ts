/**
 * Test set-up of the integrations: the app wired to fresh HubSpot and Bullhorn emulators, and the sign-in
 * flows driven the way a browser does (authorize, the emulator's Allow link, the callback's getToken).
 */

import { ROLES } from '@agencyscout/contracts';
import {
  type BullhornEmulator,
  type ConstantContactEmulator,
  type DripEmulator,
  type HubspotEmulator,
  startBullhornEmulator,
  startConstantContactEmulator,
  startDripEmulator,
  startHubspotEmulator,
} from '@agencyscout/emulators/crm';
import { insertCompany } from '../../../test/helpers/lead-fixtures.ts';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
  type TestUser,
} from '../../../test/helpers/test-app.ts';

export interface IntegrationWorld {
  context: TestContext;
  hubspot: HubspotEmulator;
  bullhorn: BullhornEmulator;
  drip: DripEmulator;
  constantContact: ConstantContactEmulator;
  close(): Promise<void>;
}

/**
 * The app's settings that point every OAuth CRM at its emulator (HubSpot, Bullhorn's two regions, Drip, Constant
 * Contact), so no call leaves the machine; the west Bullhorn region is the same emulator under another host name.
 */
export function oauthEmulatorEnv(emulators: {
  hubspot: HubspotEmulator;
  bullhorn: BullhornEmulator;
  drip: DripEmulator;
  constantContact: ConstantContactEmulator;
}): Record<string, string> {
  const { hubspot, bullhorn, drip, constantContact } = emulators;
  return {
    HUBSPOT_CLIENT_ID: hubspot.clientId,
    HUBSPOT_CLIENT_SECRET: hubspot.clientSecret,
    HUBSPOT_AUTH_URL: `${hubspot.url}/oauth/authorize`,
    HUBSPOT_API_URL: hubspot.url,
    BULLHORN_EAST_AUTH_URL: bullhorn.url,
    BULLHORN_EAST_REST_URL: bullhorn.url,
    BULLHORN_WEST_AUTH_URL: bullhorn.url.replace('127.0.0.1', 'localhost'),
    BULLHORN_WEST_REST_URL: bullhorn.url,
    DRIP_CLIENT_ID: drip.clientId,
    DRIP_CLIENT_SECRET: drip.clientSecret,
    DRIP_AUTH_URL: `${drip.url}/oauth`,
    DRIP_API_URL: drip.url,
    CONSTANT_CONTACT_CLIENT_ID: constantContact.clientId,
    CONSTANT_CONTACT_CLIENT_SECRET: constantContact.clientSecret,
    CONSTANT_CONTACT_AUTH_URL: `${constantContact.url}/oauth2/default/v1`,
    CONSTANT_CONTACT_API_URL: `${constantContact.url}/v3`,
  };
}

/** The app on a fresh database with short provider time limits and retry waits, and both emulators. */
export async function createIntegrationWorld(): Promise<IntegrationWorld> {
  const hubspot = await startHubspotEmulator();
  const bullhorn = await startBullhornEmulator();
  const drip = await startDripEmulator();
  const constantContact = await startConstantContactEmulator();
  // The tests' retry waits are short: the per-second limit is tried by injected 429s instead.
  constantContact.state.perSecondLimit = 1000;
  const context = await createTestApp({
    ...oauthEmulatorEnv({ hubspot, bullhorn, drip, constantContact }),
    INTEGRATION_TIMEOUT_MS: '400',
    INTEGRATION_RETRY_WAIT_MS: '5',
  });
  return {
    context,
    hubspot,
    bullhorn,
    drip,
    constantContact,
    close: async () => {
      await context.close();
      await Promise.all([hubspot.close(), bullhorn.close(), drip.close(), constantContact.close()]);
    },
  };
}

/** One signed-in browser session: every call carries the same token and RequestId. */
export async function browserSession(context: TestContext, user: TestUser) {
  const token = await mintAccessToken(context, user);
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    context.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload: body as object });
}

export type Session = Awaited<ReturnType<typeof browserSession>>;

/** Follows the emulator's Allow link: the callback address's code, state and client_id. */
export async function allowAtProvider(authorizeUrl: string): Promise<URLSearchParams> {
  const page = await (await fetch(authorizeUrl)).text();
  const href = /id="allow" href="([^"]+)"/.exec(page)?.[1];
  if (!href) throw new Error(`no Allow link on the provider page: ${page.slice(0, 200)}`);
  return new URL(href.replaceAll('&#38;', '&')).searchParams;
}

/** The whole sign-in of `provider` in `session`. @returns the getToken answer. */
export async function signIn(session: Session, provider: 'hubspot' | 'bullhorn' | 'drip' | 'constantcontact') {
  const start = await session('GET', `/integrations/${provider}/authorize`);
  if (start.statusCode !== 200) throw new Error(`authorize: ${start.statusCode} ${start.body}`);
  const back = await allowAtProvider(start.json().url);
  const query = new URLSearchParams({ code: back.get('code') ?? '', state: back.get('state') ?? '' });
  if (back.get('client_id')) query.set('client_id', back.get('client_id') ?? '');
  return session('GET', `/integrations/${provider}/getToken?${query}`);
}

export async function saveBullhornSettings(session: Session, loginUrl: string) {
  return session('POST', '/integrations/bullhorn/settings', {
    clientId: 'agency-client',
    clientSecret: 'agency-client-secret-value',
    loginUrl,
  });
}

/** The people of an integration test: an admin and a member of one organisation (signed in) and another admin. */
export interface IntegrationActors {
  admin: TestUser;
  member: TestUser;
  stranger: TestUser;
  adminSession: Session;
  memberSession: Session;
  /** A company for the test's contacts. */
  companyId: number;
}

export async function createIntegrationActors(context: TestContext, companyName: string): Promise<IntegrationActors> {
  const admin = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
  const member = await createUser(context.db, { orgId: admin.orgId });
  const stranger = await createUser(context.db, { role: ROLES.COMPANY_ADMIN });
  return {
    admin,
    member,
    stranger,
    adminSession: await browserSession(context, admin),
    memberSession: await browserSession(context, member),
    companyId: await insertCompany(context.db, { name: companyName }),
  };
}

/** A contact's logged interactions (type, notes, made contact), oldest first. */
export async function interactionsOf(context: TestContext, contactId: number) {
  return context.db
    .selectFrom('contactInteractions')
    .select(['interactionTypeId', 'notes', 'madeContact'])
    .where('contactId', '=', contactId)
    .orderBy('id')
    .execute();
}
