/**
 * Drip through HTTP against the local emulator (issue #17; outreach-integrations-admin §2 'Loxo and Drip sends',
 * 'OAuth callback pages', §3 'Drip campaign', §4 'Added to series', §7 drip): the OAuth sign-in with our state,
 * a token that does not expire and the account id, the live series, the push (upsert then add, once) and its
 * logged interaction, and every failure path.
 */
import { INTEGRATION_KINDS } from '@agencyscout/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertContact } from '../../../test/helpers/lead-fixtures.ts';
import type { TestUser } from '../../../test/helpers/test-app.ts';
import { createSecretBox } from '../../lib/secrets.ts';
import { pushContactToDripCampaign } from './drip-service.ts';
import {
  allowAtProvider,
  browserSession,
  createIntegrationActors,
  createIntegrationWorld,
  type IntegrationWorld,
  interactionsOf as interactionsOfContact,
  type Session,
  signIn,
} from './integration-fixtures.ts';
import { findContactForPush } from './repository.ts';

let world: IntegrationWorld;
let admin: TestUser;
let stranger: TestUser;
let adminSession: Session;
let memberSession: Session;
let companyId: number;
let sequence = 0;

beforeAll(async () => {
  world = await createIntegrationWorld();
  ({ admin, stranger, adminSession, companyId, memberSession } = await createIntegrationActors(
    world.context,
    'Drip Staffing Co',
  ));
});
afterAll(() => world?.close());
beforeEach(() => world.drip.clearFaults());

async function newContact(email: string | null = `series${++sequence}@drip.example`) {
  return insertContact(world.context.db, {
    companyId,
    firstName: 'Grace',
    lastName: `Hopper${sequence}`,
    email: email ?? undefined,
  });
}

const interactionsOf = (contactId: number) => interactionsOfContact(world.context, contactId);

const connection = (orgId: string) =>
  world.context.db
    .selectFrom('integrationConnections')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('kind', '=', INTEGRATION_KINDS.drip)
    .executeTakeFirst();

const push = (session: Session, campaign: string, contactId: number) =>
  session('POST', `/integrations/drip/campaigns/${campaign}?contactId=${contactId}`);

describe('sign-in', () => {
  it('refuses a bad or replayed state and stores nothing when Drip fails', async () => {
    const forged = await adminSession('GET', '/integrations/drip/getToken?code=abc&state=forged');
    expect(forged.json().code).toBe('INTEGRATION_BAD_STATE');
    const start = await adminSession('GET', '/integrations/drip/authorize');
    const url = new URL(start.json().url);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBeTruthy();
    const back = await allowAtProvider(url.toString());
    const other = await browserSession(world.context, admin);
    const query = `code=${back.get('code')}&state=${back.get('state')}`;
    expect((await other('GET', `/integrations/drip/getToken?${query}`)).statusCode).toBe(400);
    expect((await adminSession('GET', `/integrations/drip/getToken?${query}`)).statusCode).toBe(400);
    // Drip accepts the code but the account cannot be read: nothing is stored.
    world.drip.fail({ match: /\/v2\/accounts/, times: 1, status: 200, raw: '{"accounts": []}' });
    const failed = await signIn(adminSession, 'drip');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toMatch(/Drip/);
    expect(await connection(admin.orgId)).toBeUndefined();
    expect((await memberSession('GET', '/integrations/drip/authorize')).statusCode).toBe(403);
  });

  it('connects with a sealed token that does not expire and the account id, and shows the flags', async () => {
    const answer = await signIn(adminSession, 'drip');
    expect(answer.statusCode, answer.body).toBe(200);
    const row = await connection(admin.orgId);
    const issued = [...world.drip.state.accessTokens].at(-1) ?? 'missing';
    expect(JSON.stringify(row)).not.toContain(issued);
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(row).toMatchObject({ refreshTokenSealed: null, accessExpiresAt: null, externalAccountId: '9999001' });
    expect((await memberSession('GET', '/me')).json().integrations).toMatchObject({ drip: true, dripIsEnabled: true });
    const strangerMe = await (await browserSession(world.context, stranger))('GET', '/me');
    expect(strangerMe.json().integrations).toMatchObject({ drip: false, dripIsEnabled: false });
  });
});

describe('series and pushes', () => {
  it('lists the active series live for recruiters and keeps them as campaign items', async () => {
    const answer = await memberSession('GET', '/integrations/drip/campaigns');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual([
      { id: '301', name: 'New client nurture series' },
      { id: '302', name: 'Hiring manager follow-up' },
    ]);
    const items = await world.context.db
      .selectFrom('integrationItems')
      .select(['externalId', 'kind', 'itemType'])
      .where('orgId', '=', admin.orgId)
      .where('kind', '=', INTEGRATION_KINDS.drip)
      .execute();
    expect(items.map((item) => [item.externalId, item.itemType])).toEqual(
      expect.arrayContaining([
        ['301', 5],
        ['302', 5],
      ]),
    );
    expect(world.drip.calls.at(-1)).toBe('GET /v2/9999001/campaigns');
  });

  it('upserts the subscriber, then adds it to the series once, and logs Added to series', async () => {
    const contactId = await newContact();
    const email = `series${sequence}@drip.example`;
    const before = world.drip.calls.length;
    const answer = await push(memberSession, '301', contactId);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(world.drip.calls.slice(before)).toEqual([
      'POST /v2/9999001/subscribers',
      'POST /v2/9999001/campaigns/301/subscribers',
    ]);
    expect(world.drip.state.subscribers.get(email)).toMatchObject({
      first_name: 'Grace',
      last_name: `Hopper${sequence}`,
    });
    expect(world.drip.state.campaignSubscriptions.filter((entry) => entry === `301:${email}`)).toHaveLength(1);
    expect(answer.json().crmId).toBe(world.drip.state.subscribers.get(email)?.id);
    expect(answer.json().interactions[0]).toMatchObject({
      interactionTypeId: 6,
      notes: 'Added to series New client nurture series',
    });
    expect(await interactionsOf(contactId)).toEqual([
      { interactionTypeId: 6, notes: 'Added to series New client nurture series', madeContact: true },
    ]);
  });

  it('pushes a double click once', async () => {
    const contactId = await newContact();
    world.drip.fail({ match: /subscribers$/, times: 1, delayMs: 100 });
    const [first, second] = await Promise.all([
      push(adminSession, '302', contactId),
      push(adminSession, '302', contactId),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect(await interactionsOf(contactId)).toHaveLength(1);
  });

  it('needs a series, a known series and a usable e-mail', async () => {
    const contactId = await newContact();
    const none = await push(adminSession, '%20', contactId);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/campaign \(series\)/);
    const unknown = await push(adminSession, '999', contactId);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown Drip campaign/);
    for (const email of [null, 'not-an-email']) {
      const noEmail = await push(adminSession, '301', await newContact(email));
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().message).toBe('Drip needs an e-mail address: this contact has none');
    }
    expect((await push(adminSession, '301', 999_999_999)).statusCode).toBe(404);
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it('waits out a few 429s within the limits and gives up on a storm', async () => {
    const body = { message: 'API rate limit exceeded. Please try again in an hour.' };
    world.drip.fail({ match: /campaigns\/301\/subscribers/, times: 2, status: 429, body });
    const ok = await push(adminSession, '301', await newContact());
    expect(ok.statusCode, ok.body).toBe(201);
    world.drip.fail({ match: /./, times: 50, status: 429, body });
    const contactId = await newContact();
    const storm = await push(adminSession, '301', contactId);
    expect(storm.statusCode).toBe(503);
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it('enforces the hourly limit of the emulated account', async () => {
    world.drip.state.hourlyLimit = world.drip.state.used;
    const contactId = await newContact();
    expect((await push(adminSession, '301', contactId)).statusCode).toBe(503);
    world.drip.state.hourlyLimit = 3600;
    world.drip.state.used = 0;
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it.each([
    ['down', { status: 500, body: { errors: [{ code: 'server_error', message: 'internal' }] } }, 502],
    ['slow', { delayMs: 800 }, 504],
    ['malformed', { status: 201, raw: '<html>not json' }, 502],
  ])('Drip %s: a clear answer and nothing logged', async (_name, fault, status) => {
    const contactId = await newContact();
    world.drip.fail({ match: /campaigns\/301\/subscribers/, times: 1, ...fault });
    const answer = await push(adminSession, '301', contactId);
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().message).toMatch(/Drip/);
    for (const token of world.drip.state.accessTokens) expect(answer.body).not.toContain(token);
    expect(answer.body).not.toContain(world.drip.clientSecret);
    expect(await interactionsOf(contactId)).toEqual([]);
  });

  it('a revoked token asks for a new sign-in (Drip has nothing to refresh with)', async () => {
    const saved = new Set(world.drip.state.accessTokens);
    world.drip.revokeTokens();
    const contactId = await newContact();
    const answer = await push(adminSession, '301', contactId);
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toMatch(/sign in to Drip again from Integrations/);
    expect(await interactionsOf(contactId)).toEqual([]);
    for (const token of saved) world.drip.state.accessTokens.add(token);
  });

  it('exports the push without logging for the campaign automations', async () => {
    const { context } = world;
    const deps = { db: context.db, config: context.config, box: createSecretBox(context.config) };
    const contactId = await newContact();
    const contact = await findContactForPush(context.db, contactId);
    if (!contact) throw new Error('contact missing');
    const id = await pushContactToDripCampaign(deps, admin.orgId, '302', contact);
    expect(id).toBe(world.drip.state.subscribers.get(contact.email ?? '')?.id);
    expect(await interactionsOf(contactId)).toEqual([]);
    await expect(pushContactToDripCampaign(deps, stranger.orgId, '302', contact)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('never lets another organisation use the connection', async () => {
    const strangerSession = await browserSession(world.context, stranger);
    const contactId = await newContact();
    const intrusion = await push(strangerSession, '301', contactId);
    expect(intrusion.json().code).toBe('INTEGRATION_NOT_CONNECTED');
    expect((await strangerSession('GET', '/integrations/drip/campaigns')).statusCode).toBe(400);
  });

  it('disconnects with POST only and forgets the token and the series', async () => {
    expect((await adminSession('GET', '/integrations/drip/disconnect')).statusCode).toBe(404);
    expect((await memberSession('POST', '/integrations/drip/disconnect')).statusCode).toBe(403);
    expect((await adminSession('POST', '/integrations/drip/disconnect')).json()).toEqual({ connected: false });
    expect(await connection(admin.orgId)).toBeUndefined();
    expect((await adminSession('GET', '/me')).json().integrations.drip).toBe(false);
    expect((await memberSession('GET', '/integrations/drip/campaigns')).statusCode).toBe(400);
  });
});
