/**
 * Organisation A's connections to the five CRMs the product integrates (issue #30), for the sweep world: the
 * local emulators, the settings that point the app at them, and A's sign-in to each made the way a user does it
 * through the API —
 * - HubSpot, Drip and Constant Contact: authorize, the provider's Allow link, getToken;
 * - Bullhorn: its settings first (client id and secret, the emulator as the east login address), then the same;
 * - Loxo (no OAuth): its settings, the emulator agency's API key and slug, which Loxo checks before they are kept;
 * then each provider's lists synced: HubSpot's workflows, owners and pipelines, Bullhorn's and Loxo's users, Drip's
 * series and Constant Contact's campaigns. Only organisation A connects anything in the sweeps, so the texts of
 * those items (CRM_MARKERS) must never show in another organisation's answer.
 */

import { startApolloEmulator } from '@agencyscout/emulators/contact-providers';
import {
  type BullhornEmulator,
  LOXO_EMULATOR_AGENCY,
  startBullhornEmulator,
  startConstantContactEmulator,
  startDripEmulator,
  startHubspotEmulator,
  startLoxoEmulator,
} from '@agencyscout/emulators/crm';
import { allowAtProvider, oauthEmulatorEnv } from '../../src/modules/integrations/integration-fixtures.ts';
import type { Caller, SweepWorld } from './sweep-types.ts';

/** The running emulators: the app's environment that points at them, and what the route rows need of them. */
export interface CrmEmulators {
  /** Environment variables for createTestApp (the providers' addresses and the OAuth apps). */
  env: Record<string, string>;
  /** The Bullhorn login address A saved (the emulator, as the east region): rows that save settings send it. */
  bullhornLoginUrl: string;
  close(): Promise<void>;
}

/** A's Bullhorn app (any id and secret: the emulator takes every client). Saving the same id keeps A signed in. */
export const BULLHORN_APP = { clientId: 'sweep-bullhorn-client', clientSecret: 'sweep-bullhorn-secret' };
/** The Loxo emulator's user who owns A's pushed contact (the emulator's 'Lena Loxo'). */
export const LOXO_OWNER = '301';
/** The Drip emulator's series A's contact was added to ('New client nurture series'). */
export const DRIP_SERIES = '301';
/** The OAuth providers (the `{provider}` of authorize, getToken and disconnect). */
export const OAUTH_CRMS = ['hubspot', 'bullhorn', 'drip', 'constantcontact'] as const;

/**
 * Texts of A's synced items, per provider, from the emulators' data: workflows, pipelines and owners (HubSpot),
 * users (Bullhorn, Loxo), series (Drip) and campaigns (Constant Contact). Each is shown to A's users by a list
 * route (Bullhorn's users to A's admins only), and to no one else.
 */
export const CRM_MARKERS = {
  hubspot: ['New client nurture', 'Hiring manager follow-up', 'Sales Pipeline', 'owner.one@agency.example'],
  bullhorn: ['Rita Recruiter', 'sam@agency.example'],
  loxo: ['Lena Loxo', 'omar@summit-staffing.example'],
  drip: ['New client nurture series'],
  constantContact: ['Spring hiring newsletter', 'HR leaders digest'],
} as const;

/** The CRM ids a contact row shows (`contactcrms`) once A pushed the catalogue's contact to each CRM with a push. */
export const CRM_ID_FIELDS = ['HubspotId', 'BullhornId', 'LoxoId'] as const;

/**
 * Starts the five emulators. The app's provider limits are raised (INTEGRATION_RATE_LIMIT_SCALE) and so is
 * Constant Contact's per-second limit: the sweeps call the connected providers far faster than a recruiter.
 */
export async function startCrmEmulators(): Promise<CrmEmulators> {
  const hubspot = await startHubspotEmulator();
  const bullhorn: BullhornEmulator = await startBullhornEmulator();
  const drip = await startDripEmulator();
  const constantContact = await startConstantContactEmulator();
  constantContact.state.perSecondLimit = 1000;
  const loxo = await startLoxoEmulator();
  // 'Find people' (issue #32): the contact-data provider is the Apollo emulator, making up people for any domain.
  const apollo = await startApolloEmulator();
  const env = {
    ...oauthEmulatorEnv({ hubspot, bullhorn, drip, constantContact }),
    LOXO_API_URL: loxo.url,
    CONTACT_PROVIDER: 'apollo',
    APOLLO_API_KEY: apollo.apiKey,
    APOLLO_API_URL: apollo.url,
    INTEGRATION_RATE_LIMIT_SCALE: '1000',
  };
  return {
    env,
    bullhornLoginUrl: bullhorn.url,
    close: async () => {
      await Promise.all([hubspot, bullhorn, drip, constantContact, loxo, apollo].map((emulator) => emulator.close()));
    },
  };
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`CRM connections, ${what}: ${response.statusCode} ${response.body}`);
}

/** Signs `admin`'s organisation into an OAuth provider through the API and the emulator's consent page. */
async function signIn(world: SweepWorld, admin: Caller, provider: (typeof OAUTH_CRMS)[number]): Promise<void> {
  const started = await world.call(admin, 'GET', { path: `/api/v1/integrations/${provider}/authorize` });
  await expectStatus(started, 200, `${provider} authorize`);
  const back = await allowAtProvider((JSON.parse(started.body) as { url: string }).url);
  const query: Record<string, string> = { code: back.get('code') ?? '', state: back.get('state') ?? '' };
  // Bullhorn's callback also names the client id the code was issued to.
  const clientId = back.get('client_id');
  if (clientId) query.client_id = clientId;
  const connected = await world.call(admin, 'GET', { path: `/api/v1/integrations/${provider}/getToken`, query });
  await expectStatus(connected, 200, `${provider} getToken`);
}

async function post(world: SweepWorld, admin: Caller, path: string, body?: unknown) {
  await expectStatus(await world.call(admin, 'POST', { path: `/api/v1/integrations/${path}`, body }), 200, path);
}

/**
 * Connects `admin`'s organisation (A) to the five CRMs and syncs their lists, all through the API (see the file's
 * comment), and turns 'Use New Integration' on (campaign subscriptions need it).
 * @throws when any step answers otherwise than a user would see it succeed.
 */
export async function connectCrms(world: SweepWorld, admin: Caller, crm: CrmEmulators): Promise<void> {
  await signIn(world, admin, 'hubspot');
  for (const list of ['syncWorkFlow', 'syncUsers', 'syncPipeline']) await post(world, admin, `hubspot/${list}`);
  await post(world, admin, 'bullhorn/settings', { ...BULLHORN_APP, loginUrl: crm.bullhornLoginUrl });
  await signIn(world, admin, 'bullhorn');
  await post(world, admin, 'bullhorn/syncUsers');
  await post(world, admin, 'loxo/settings', LOXO_EMULATOR_AGENCY);
  await post(world, admin, 'loxo/syncUsers');
  await signIn(world, admin, 'drip');
  // Reading the series keeps them as A's campaign items (a push needs the series known).
  await expectStatus(
    await world.call(admin, 'GET', { path: '/api/v1/integrations/drip/campaigns' }),
    200,
    'Drip series',
  );
  await signIn(world, admin, 'constantcontact');
  await post(world, admin, 'constantcontact/syncCampaigns');
  await expectStatus(
    await world.call(admin, 'PUT', { path: '/api/v1/user/integrationVersion', body: { version: 'new' } }),
    200,
    "'Use New Integration'",
  );
}

/**
 * Sends the catalogue's contact to every connected CRM with a push, as `member` (a recruiter of A): HubSpot,
 * Bullhorn and Loxo store a CRM id on it (`contact_crms`), Drip adds it to a series; each logs an interaction.
 * Constant Contact takes contacts only through campaign automations, so it has none.
 */
export async function pushContactToCrms(world: SweepWorld, member: Caller, contactId: number): Promise<void> {
  const pushes: [string, Record<string, string>][] = [
    ['hubspot/addContact', {}],
    ['bullhorn/addContact', {}],
    ['loxo/addContact', { userId: LOXO_OWNER }],
    [`drip/campaigns/${DRIP_SERIES}`, {}],
  ];
  for (const [path, query] of pushes) {
    const pushed = await world.call(member, 'POST', {
      path: `/api/v1/integrations/${path}`,
      query: { contactId: String(contactId), ...query },
      // HubSpot's push takes its dialog's choices as a body (none here).
      ...(path.startsWith('hubspot') ? { body: {} } : {}),
    });
    await expectStatus(pushed, 201, `push ${path}`);
  }
}
