/**
 * Bullhorn pushes and users (§2 push menu, §4 'Added to Bullhorn' (type 8), §7 bullhorn addContact, syncUsers,
 * getAllUsers, §8 'Bullhorn push failure'; issue #16). A push looks for the contact by e-mail, then by name and
 * company, and for the company by name, before it creates anything.
 */
import { type CrmPushResponse, INTEGRATION_ITEM_TYPES, INTEGRATION_KINDS } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import {
  type BullhornSession,
  bullhornRestLogin,
  findBullhornCorporation,
  insertBullhornEntity,
  listBullhornUsers,
  searchBullhornContacts,
} from '../../integrations/bullhorn/client.ts';
import { ProviderError } from '../../integrations/provider-http.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findPulledCrmCompanyId } from '../crm-records/public.ts';
import { logAutomaticInteraction } from '../interactions/service.ts';
import { requireLeadAccess } from '../leads/service.ts';
import {
  accessToken,
  httpOptions,
  type IntegrationDeps,
  oncePerContact,
  openSealed,
  requireConnection,
  toProviderFailure,
} from './connections.ts';
import { bullhornApp, refreshBullhorn } from './oauth-service.ts';
import {
  findContactCrms,
  findContactForPush,
  type PushContact,
  replaceItems,
  saveConnection,
  saveContactCrmId,
} from './repository.ts';

const KIND = INTEGRATION_KINDS.bullhorn;

/** A new REST session from a usable access token (refreshed when needed, or when `rejected` was refused). */
async function restLogin(deps: IntegrationDeps, orgId: string, rejected: string | null): Promise<BullhornSession> {
  const app = await bullhornApp(deps, orgId);
  const refresh = (_row: unknown, refreshToken: string) => refreshBullhorn(deps, app, refreshToken);
  const http = httpOptions(deps.config, KIND);
  let token = await accessToken(deps, orgId, KIND, refresh, rejected);
  let session: BullhornSession;
  try {
    session = await bullhornRestLogin(http, app.restLoginUrl, token);
  } catch (error) {
    if (!(error instanceof ProviderError && error.status === 401)) throw error;
    token = await accessToken(deps, orgId, KIND, refresh, token);
    session = await bullhornRestLogin(http, app.restLoginUrl, token);
  }
  await saveConnection(deps.db, orgId, KIND, { sessionSealed: deps.box.encrypt(JSON.stringify(session)) });
  return session;
}

/**
 * Runs `call` in the organisation's Bullhorn REST session; a 401 (session over) logs in again and retries once.
 * @throws 400 when not connected; 502/503/504 when Bullhorn fails.
 */
export async function withBullhornSession<T>(
  deps: IntegrationDeps,
  orgId: string,
  call: (session: BullhornSession) => Promise<T>,
): Promise<T> {
  try {
    const row = await requireConnection(deps, orgId, KIND);
    const stored = openSealed(deps, row.sessionSealed);
    const session = stored ? (JSON.parse(stored) as BullhornSession) : await restLogin(deps, orgId, null);
    try {
      return await call(session);
    } catch (error) {
      if (!(error instanceof ProviderError && error.status === 401)) throw error;
      return await call(await restLogin(deps, orgId, null));
    }
  } catch (error) {
    throw toProviderFailure(error, 'Bullhorn');
  }
}

/**
 * Finds the contact in Bullhorn (e-mail, then name + company) or creates it, with its company: the pulled
 * ClientCorporation matched to the contact's company (issue #32 point 4), else found by name, else created.
 */
async function findOrCreate(
  deps: IntegrationDeps,
  session: BullhornSession,
  contact: PushContact,
  orgId: string,
): Promise<string> {
  const http = httpOptions(deps.config, KIND);
  if (contact.email) {
    const [byEmail] = await searchBullhornContacts(http, session, { email: contact.email.toLowerCase() });
    if (byEmail) return String(byEmail.id);
  }
  const [byName] = await searchBullhornContacts(http, session, {
    firstName: contact.firstName,
    lastName: contact.lastName,
    'clientCorporation.name': contact.companyName,
  });
  if (byName) return String(byName.id);
  const pulled = await findPulledCrmCompanyId(deps.db, orgId, KIND, Number(contact.companyId));
  const corporation = pulled
    ? { id: Number(pulled) }
    : await findBullhornCorporation(http, session, contact.companyName);
  const corporationId =
    corporation?.id ??
    (await insertBullhornEntity(http, session, 'ClientCorporation', {
      name: contact.companyName,
      ...(contact.companyUrl ? { companyURL: contact.companyUrl } : {}),
    }));
  const id = await insertBullhornEntity(http, session, 'ClientContact', {
    firstName: contact.firstName,
    lastName: contact.lastName,
    name: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email?.toLowerCase() ?? undefined,
    occupation: contact.position ?? undefined,
    phone: contact.officePhone ?? undefined,
    mobile: contact.phoneNumber ?? undefined,
    clientCorporation: { id: corporationId },
    status: 'Active',
  });
  return String(id);
}

/**
 * POST bullhorn/addContact?contactId: the contact into Bullhorn without a duplicate, its BullhornId stored and
 * 'Added to Bullhorn' (type 8) logged, both only once Bullhorn accepted it. A contact that already has a
 * BullhornId is not sent again.
 */
export async function addContactToBullhorn(
  deps: IntegrationDeps,
  identity: Identity,
  contactId: number,
): Promise<CrmPushResponse> {
  requireLeadAccess(identity);
  const contact = await findContactForPush(deps.db, contactId);
  if (!contact) throw notFound('Contact not found');
  await requireConnection(deps, identity.orgId, KIND);
  const known = (await findContactCrms(deps.db, identity.orgId, [contactId])).get(contactId)?.bullhornId;
  if (known) throw badRequest('This contact is in Bullhorn already');
  return oncePerContact(`${identity.orgId}:${KIND}:${contactId}`, async () => {
    const crmId = await withBullhornSession(deps, identity.orgId, (session) =>
      findOrCreate(deps, session, contact, identity.orgId),
    );
    return deps.db.transaction().execute(async (trx) => {
      await saveContactCrmId(trx, identity.orgId, contactId, 'bullhornId', crmId);
      const logged = await logAutomaticInteraction(trx, identity, {
        contactId,
        interactionTypeId: 8,
        notes: 'Added to Bullhorn',
      });
      return { contactId, crmId, interactions: [logged] };
    });
  });
}

/** POST bullhorn/syncUsers: Bullhorn's active users become the organisation's items of type 4. */
export async function syncBullhornUsers(deps: IntegrationDeps, orgId: string) {
  const users = await withBullhornSession(deps, orgId, (session) =>
    listBullhornUsers(httpOptions(deps.config, KIND), session),
  );
  const items = users.map((user) => ({
    externalId: String(user.id),
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email ?? String(user.id)),
    email: user.email ?? null,
    steps: [],
  }));
  await replaceItems(deps.db, orgId, KIND, INTEGRATION_ITEM_TYPES.bullhornUsers, items);
  return { synced: items.length };
}
