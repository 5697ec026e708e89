/**
 * SQL of the CRM integrations (migration 0026_crm_integrations). Every function takes the caller's organisation
 * and filters on it; sealed columns are written and read as sealed text (the service seals and opens them).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/kysely.ts';

export interface ConnectionRow {
  orgId: string;
  kind: number;
  settingsSealed: string | null;
  accessTokenSealed: string | null;
  refreshTokenSealed: string | null;
  accessExpiresAt: Date | null;
  sessionSealed: string | null;
  externalAccountId: string | null;
}

const CONNECTION_COLUMNS = [
  'orgId',
  'kind',
  'settingsSealed',
  'accessTokenSealed',
  'refreshTokenSealed',
  'accessExpiresAt',
  'sessionSealed',
  'externalAccountId',
] as const;

export async function findConnection(db: Db, orgId: string, kind: number, lock = false) {
  let query = db
    .selectFrom('integrationConnections')
    .select(CONNECTION_COLUMNS)
    .where('orgId', '=', orgId)
    .where('kind', '=', kind);
  if (lock) query = query.forUpdate();
  return (await query.executeTakeFirst()) as ConnectionRow | undefined;
}

export interface ConnectionChange {
  settingsSealed?: string | null;
  accessTokenSealed?: string | null;
  refreshTokenSealed?: string | null;
  accessExpiresAt?: Date | null;
  sessionSealed?: string | null;
  externalAccountId?: string | null;
  connectedBy?: string | null;
  connectedAt?: Date | null;
}

/** Inserts or updates the organisation's connection of `kind` with `change`. */
export async function saveConnection(db: Db, orgId: string, kind: number, change: ConnectionChange): Promise<void> {
  await db
    .insertInto('integrationConnections')
    .values({ orgId, kind, ...change })
    .onConflict((conflict) => conflict.columns(['orgId', 'kind']).doUpdateSet({ ...change, updatedAt: new Date() }))
    .execute();
}

/** Kinds with a signed-in connection (an access token stored). */
export async function connectedKinds(
  db: Db,
  orgId: string,
): Promise<{ kind: number; externalAccountId: string | null }[]> {
  return db
    .selectFrom('integrationConnections')
    .select(['kind', 'externalAccountId'])
    .where('orgId', '=', orgId)
    .where('accessTokenSealed', 'is not', null)
    .execute();
}

export async function insertOauthState(
  db: Db,
  values: { stateHash: string; orgId: string; userId: string; sessionKey: string; kind: number; expiresAt: Date },
): Promise<void> {
  await db.deleteFrom('integrationOauthStates').where('expiresAt', '<', new Date()).execute();
  await db.insertInto('integrationOauthStates').values(values).execute();
}

/** Removes and returns the started sign-in with this state fingerprint (each state is used once). */
export async function takeOauthState(db: Db, stateHash: string) {
  return db
    .deleteFrom('integrationOauthStates')
    .where('stateHash', '=', stateHash)
    .returning(['orgId', 'userId', 'sessionKey', 'kind', 'expiresAt'])
    .executeTakeFirst();
}

export interface ItemInput {
  externalId: string;
  name: string;
  email: string | null;
  steps: { id: string; label: string }[];
  /** Contact lists of a Constant Contact campaign. */
  listIds?: string[];
}

/**
 * Replaces the organisation's synced items of one type with `items`: new ones are visible, known ones keep their
 * visibility, items the provider no longer lists are removed.
 */
export async function replaceItems(db: Db, orgId: string, kind: number, itemType: number, items: ItemInput[]) {
  await db.transaction().execute(async (trx) => {
    const ids = items.map((item) => item.externalId);
    let removal = trx
      .deleteFrom('integrationItems')
      .where('orgId', '=', orgId)
      .where('kind', '=', kind)
      .where('itemType', '=', itemType);
    if (ids.length > 0) removal = removal.where('externalId', 'not in', ids);
    await removal.execute();
    for (const item of items) {
      const values = {
        name: item.name,
        email: item.email,
        steps: JSON.stringify(item.steps),
        listIds: JSON.stringify(item.listIds ?? []),
        syncedAt: new Date(),
      };
      await trx
        .insertInto('integrationItems')
        .values({ orgId, kind, itemType, externalId: item.externalId, ...values })
        .onConflict((conflict) => conflict.columns(['orgId', 'kind', 'itemType', 'externalId']).doUpdateSet(values))
        .execute();
    }
  });
}

/** Items of a type; of one provider `kind` when given (email campaigns are Drip's and Constant Contact's). */
export async function listItems(db: Db, orgId: string, itemType: number, onlyVisible: boolean, kind?: number) {
  let query = db
    .selectFrom('integrationItems')
    .select(['id', 'itemType', 'externalId', 'name', 'email', 'steps', 'visible'])
    .where('orgId', '=', orgId)
    .where('itemType', '=', itemType);
  if (onlyVisible) query = query.where('visible', '=', true);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.orderBy('name').orderBy('id').execute();
}

/** Shows exactly the items `ids` of one type. @returns how many of the type are visible now. */
export async function setVisibleItems(
  db: Db,
  orgId: string,
  itemType: number,
  ids: number[],
  kind: number | null = null,
): Promise<number> {
  const result = await sql<{ visible: string }>`
    WITH changed AS (
      UPDATE integration_items SET visible = (id = ANY(${ids}::bigint[]))
      WHERE org_id = ${orgId} AND item_type = ${itemType} AND (${kind}::smallint IS NULL OR kind = ${kind}::smallint)
      RETURNING visible
    )
    SELECT count(*) FILTER (WHERE visible) AS visible FROM changed
  `.execute(db);
  return Number(result.rows[0]?.visible ?? 0);
}

/** Whether the organisation has the visible item `externalId` of `itemType` (of provider `kind` when given). */
export async function findVisibleItem(db: Db, orgId: string, itemType: number, externalId: string, kind?: number) {
  let query = db
    .selectFrom('integrationItems')
    .select(['externalId', 'name', 'steps', 'listIds'])
    .where('orgId', '=', orgId)
    .where('itemType', '=', itemType)
    .where('externalId', '=', externalId)
    .where('visible', '=', true);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  return query.executeTakeFirst();
}

/** The organisation's synced item `externalId` of a provider kind and type, shown or not (campaign automations). */
export async function findItem(db: Db, orgId: string, kind: number, itemType: number, externalId: string) {
  return db
    .selectFrom('integrationItems')
    .select(['externalId', 'name', 'listIds'])
    .where('orgId', '=', orgId)
    .where('kind', '=', kind)
    .where('itemType', '=', itemType)
    .where('externalId', '=', externalId)
    .executeTakeFirst();
}

/** Forgets a provider: its tokens and session (settings stay when `keepSettings`), its synced items and pulled records. */
export async function deleteConnection(db: Db, orgId: string, kind: number, keepSettings: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (keepSettings) {
      await trx
        .updateTable('integrationConnections')
        .set({
          accessTokenSealed: null,
          refreshTokenSealed: null,
          accessExpiresAt: null,
          sessionSealed: null,
          externalAccountId: null,
          connectedAt: null,
          updatedAt: new Date(),
        })
        .where('orgId', '=', orgId)
        .where('kind', '=', kind)
        .execute();
    } else {
      await trx.deleteFrom('integrationConnections').where('orgId', '=', orgId).where('kind', '=', kind).execute();
    }
    await trx.deleteFrom('integrationItems').where('orgId', '=', orgId).where('kind', '=', kind).execute();
    // The pulled CRM records (issue #32 point 4) are copies of the provider's data: they go with the connection.
    await trx.deleteFrom('crmPulls').where('orgId', '=', orgId).where('kind', '=', kind).execute();
    await trx.deleteFrom('crmContacts').where('orgId', '=', orgId).where('kind', '=', kind).execute();
    await trx.deleteFrom('crmCompanies').where('orgId', '=', orgId).where('kind', '=', kind).execute();
  });
}

export interface CrmIds {
  bullhornId: string | null;
  hubspotId: string | null;
  loxoId: string | null;
}

export async function findContactCrms(db: Db, orgId: string, contactIds: readonly number[]) {
  if (contactIds.length === 0) return new Map<number, CrmIds>();
  const rows = await db
    .selectFrom('contactCrms')
    .select(['contactId', 'bullhornId', 'hubspotId', 'loxoId'])
    .where('orgId', '=', orgId)
    .where('contactId', 'in', [...contactIds])
    .execute();
  return new Map(rows.map((row) => [Number(row.contactId), row]));
}

export async function saveContactCrmId(
  db: Db,
  orgId: string,
  contactId: number,
  column: keyof CrmIds,
  value: string,
): Promise<void> {
  await db
    .insertInto('contactCrms')
    .values({ orgId, contactId, bullhornId: null, hubspotId: null, loxoId: null, [column]: value })
    .onConflict((conflict) =>
      conflict.columns(['orgId', 'contactId']).doUpdateSet({ [column]: value, updatedAt: new Date() }),
    )
    .execute();
}

/** What a push sends of a contact: its names, e-mail, position, phones and company (name, web address). */
export async function findContactForPush(db: Db, contactId: number) {
  return db
    .selectFrom('contacts as c')
    .innerJoin('companies as co', 'co.id', 'c.companyId')
    .select([
      'c.id',
      'c.firstName',
      'c.lastName',
      'c.email',
      'c.position',
      'c.phoneNumber',
      'c.officePhone',
      'co.id as companyId',
      'co.name as companyName',
      'co.url as companyUrl',
      'co.domain as companyDomain',
    ])
    .where('c.id', '=', contactId)
    .executeTakeFirst();
}

/** What a push sends of a contact (findContactForPush's row). */
export type PushContact = NonNullable<Awaited<ReturnType<typeof findContactForPush>>>;

/** The organisation's 'Use New Integration' flag. */
export async function saveIntegrationVersion(db: Db, orgId: string, isNewIntegrations: boolean): Promise<void> {
  await db.updateTable('organizations').set({ isNewIntegrations }).where('id', '=', orgId).execute();
}

/** Removes the organisation's synced items of a provider (its users after a change of Loxo agency). */
export async function deleteItemsOfKind(db: Db, orgId: string, kind: number): Promise<void> {
  await db.deleteFrom('integrationItems').where('orgId', '=', orgId).where('kind', '=', kind).execute();
}
