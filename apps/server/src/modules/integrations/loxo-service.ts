/**
 * Loxo (outreach-integrations-admin §2 Loxo card and 'Loxo and Drip sends', §3 'Loxo settings', §4 'Added to
 * Loxo' (type 9), §7 loxo, §8 'Loxo save success'; issue #17). No OAuth: the agency's API key (sealed in
 * access_token_sealed, so saved settings count as connected) and its slug (sealed settings). A push looks for the
 * person by e-mail before it creates one, owned by the chosen, visible Loxo user.
 */
import {
  type CrmPushResponse,
  INTEGRATION_ITEM_TYPES,
  INTEGRATION_KINDS,
  INTEGRATION_TEXTS,
  LOXO_TEXTS,
  type LoxoSettings,
  type LoxoSettingsView,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import {
  createLoxoPerson,
  findLoxoPersonByEmail,
  type LoxoApi,
  listLoxoUsers,
} from '../../integrations/loxo/client.ts';
import { ProviderError } from '../../integrations/provider-http.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { logAutomaticInteraction } from '../interactions/service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import { httpOptions, type IntegrationDeps, oncePerContact, openSealed, toProviderFailure } from './connections.ts';
import {
  deleteConnection,
  deleteItemsOfKind,
  findConnection,
  findContactCrms,
  findContactForPush,
  findVisibleItem,
  replaceItems,
  saveConnection,
  saveContactCrmId,
} from './repository.ts';

const KIND = INTEGRATION_KINDS.loxo;
const USERS = INTEGRATION_ITEM_TYPES.loxoUsers;
const TOOL = 'Loxo';

/** What a push sends of a contact (the row of findContactForPush). */
export type PushContact = NonNullable<Awaited<ReturnType<typeof findContactForPush>>>;

function api(deps: IntegrationDeps, slug: string, token: string): LoxoApi {
  return {
    http: { ...httpOptions(deps.config, KIND), provider: TOOL },
    apiUrl: deps.config.integrations.loxo.apiUrl,
    slug,
    token,
  };
}

function readSlug(deps: IntegrationDeps, sealed: string | null): string | null {
  const opened = openSealed(deps, sealed);
  return opened ? ((JSON.parse(opened) as { slug?: string }).slug ?? null) : null;
}

/** The organisation's Loxo API access. @throws 400 'Loxo is not connected' before settings are saved. */
async function loxoApi(deps: IntegrationDeps, orgId: string): Promise<LoxoApi> {
  const row = await findConnection(deps.db, orgId, KIND);
  const slug = readSlug(deps, row?.settingsSealed ?? null);
  const token = openSealed(deps, row?.accessTokenSealed ?? null);
  if (!slug || !token) throw new AppError('INTEGRATION_NOT_CONNECTED', 400, INTEGRATION_TEXTS.notConnected400(TOOL));
  return api(deps, slug, token);
}

/**
 * The public answer of a Loxo failure: a refused key asks for the settings again (502), a 422 names what Loxo did
 * not accept (400), the rest as every provider (connections.ts toProviderFailure: 502, 503 for 429, 504).
 */
function loxoFailure(error: unknown): unknown {
  if (!(error instanceof ProviderError) || error.reason !== 'http') return toProviderFailure(error, TOOL);
  const detail = error.providerMessage ? ` (${error.providerMessage})` : '';
  if (error.status === 401 || error.status === 403) {
    return new AppError(
      'INTEGRATION_REFUSED',
      502,
      `Loxo refused the API key${detail}; save the Loxo settings again from Integrations`,
    );
  }
  if (error.status === 422)
    return new AppError('INTEGRATION_REJECTED', 400, `Loxo did not accept the contact${detail}`);
  return toProviderFailure(error, TOOL);
}

async function withLoxo<T>(deps: IntegrationDeps, orgId: string, call: (loxo: LoxoApi) => Promise<T>): Promise<T> {
  const loxo = await loxoApi(deps, orgId);
  try {
    return await call(loxo);
  } catch (error) {
    throw loxoFailure(error);
  }
}

/** GET loxo/settings: the slug and whether an API key is kept; never the key. */
export async function loxoSettingsView(deps: IntegrationDeps, orgId: string): Promise<LoxoSettingsView> {
  const row = await findConnection(deps.db, orgId, KIND);
  return { slug: readSlug(deps, row?.settingsSealed ?? null), hasBearerToken: Boolean(row?.accessTokenSealed) };
}

/**
 * POST loxo/settings: checks the key and slug with Loxo (GET /users) before anything is stored, then keeps both
 * sealed; saved settings are the connection (§2: the card reloads as Connected). Another agency's slug drops the
 * users synced from the previous one.
 * @throws 400 when Loxo refuses the key or does not know the slug; 502/503/504 when Loxo fails.
 */
export async function saveLoxoSettings(deps: IntegrationDeps, identity: Identity, settings: LoxoSettings) {
  const slug = settings.slug.trim();
  const token = settings.bearerToken.trim();
  try {
    await listLoxoUsers(api(deps, slug, token));
  } catch (error) {
    const refused = error instanceof ProviderError && error.reason === 'http' && [401, 403, 404].includes(error.status);
    throw refused ? new AppError('INTEGRATION_SETTINGS_REFUSED', 400, LOXO_TEXTS.refusedSettings) : loxoFailure(error);
  }
  const previous = await loxoSettingsView(deps, identity.orgId);
  await deps.db.transaction().execute(async (trx) => {
    await saveConnection(trx, identity.orgId, KIND, {
      settingsSealed: deps.box.encrypt(JSON.stringify({ slug })),
      accessTokenSealed: deps.box.encrypt(token),
      refreshTokenSealed: null,
      accessExpiresAt: null,
      connectedBy: identity.userId,
      connectedAt: new Date(),
    });
    if (previous.slug && previous.slug.toLowerCase() !== slug.toLowerCase()) {
      await deleteItemsOfKind(trx, identity.orgId, KIND);
    }
  });
  return loxoSettingsView(deps, identity.orgId);
}

/** POST loxo/syncUsers: Loxo's users become the organisation's items of type 6 (§2). */
export async function syncLoxoUsers(deps: IntegrationDeps, orgId: string) {
  const users = await withLoxo(deps, orgId, (loxo) => listLoxoUsers(loxo));
  const items = users.map((user) => ({
    externalId: user.id,
    name: user.name?.trim() || user.email?.trim() || user.id,
    email: user.email?.trim() || null,
    steps: [],
  }));
  await replaceItems(deps.db, orgId, KIND, USERS, items);
  return { synced: items.length };
}

/**
 * The contact as a Loxo person owned by `loxoUserExternalId`: the person with the contact's e-mail when Loxo has
 * one (find before create), else a new one. Stores and logs nothing (the caller does; also used by the campaign
 * automation job).
 * @returns the Loxo person id.
 * @throws 400 when Loxo is not connected or refuses the contact (422); 502/503/504 when Loxo fails.
 */
export async function pushContactToLoxo(
  deps: IntegrationDeps,
  orgId: string,
  loxoUserExternalId: string,
  contact: PushContact,
): Promise<string> {
  const email = contact.email?.trim().toLowerCase() || undefined;
  return withLoxo(deps, orgId, async (loxo) => {
    const known = email ? await findLoxoPersonByEmail(loxo, email) : null;
    if (known) return known;
    return createLoxoPerson(loxo, {
      name: `${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim(),
      email,
      title: contact.position?.trim() || undefined,
      company: contact.companyName?.trim() || undefined,
      ownedById: loxoUserExternalId,
    });
  });
}

/**
 * POST loxo/addContact?contactId&userId: the contact into Loxo for the chosen user (§2 'Loxo send requires a chosen
 * user'), then its LoxoId stored and 'Added to Loxo' (type 9) logged in one transaction, only once Loxo accepted.
 * @throws 400 without a user, with a user that is not a visible synced Loxo user, for a contact already in Loxo,
 * or while the same contact is being sent; 404 for an unknown contact.
 */
export async function addContactToLoxo(
  deps: IntegrationDeps,
  identity: Identity,
  contactId: number,
  userId: string | undefined,
): Promise<CrmPushResponse> {
  requireLeadAccess(identity);
  if (!userId) throw badRequest(LOXO_TEXTS.userRequired);
  const contact = await findContactForPush(deps.db, contactId);
  if (!contact) throw notFound('Contact not found');
  await loxoApi(deps, identity.orgId);
  if (!(await findVisibleItem(deps.db, identity.orgId, USERS, userId))) throw badRequest(LOXO_TEXTS.unknownUser);
  const inLoxo = async () => (await findContactCrms(deps.db, identity.orgId, [contactId])).get(contactId)?.loxoId;
  if (await inLoxo()) throw badRequest(LOXO_TEXTS.alreadyInLoxo);
  return oncePerContact(`${identity.orgId}:${KIND}:${contactId}`, async () => {
    // A push that finished while this one was being checked.
    if (await inLoxo()) throw badRequest(LOXO_TEXTS.alreadyInLoxo);
    const crmId = await pushContactToLoxo(deps, identity.orgId, userId, contact);
    return deps.db.transaction().execute(async (trx) => {
      await saveContactCrmId(trx, identity.orgId, contactId, 'loxoId', crmId);
      const logged = await logAutomaticInteraction(trx, identity, {
        contactId,
        interactionTypeId: 9,
        notes: LOXO_TEXTS.addedToLoxo,
      });
      return { contactId, crmId, interactions: [logged] };
    });
  });
}

/** POST loxo/disconnect: the API key, slug and synced users are deleted (Loxo has nothing to revoke). */
export async function disconnectLoxo(deps: IntegrationDeps, orgId: string) {
  await deleteConnection(deps.db, orgId, KIND, false);
  return { connected: false };
}
