/**
 * Storage of the built-in OpenID Provider (sessions, interactions, grants, codes, refresh tokens)
 * in the `oidc_payloads` table, so any app node can continue any sign-in.
 */
import { hasNoControlCharacters } from '@agencyscout/contracts';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/kysely.ts';

/** Kinds whose rows are looked up by grant id for revocation. */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'ClientCredentials',
  'BackchannelAuthenticationRequest',
]);

/** What the store tells the rest of the product, awaited before the provider goes on. */
export interface PayloadStoreHooks {
  /**
   * A sign-in's grant was deleted (signed out or revoked). Awaited, so the sign-out's answer leaves only after
   * every node's cached access for it is gone (issue #30 'Signing out ends access at once').
   */
  grantDestroyed?: (grantId: string) => Promise<void>;
}

class PayloadStore implements Adapter {
  readonly db: Db;
  readonly kind: string;
  readonly hooks: PayloadStoreHooks;

  constructor(db: Db, kind: string, hooks: PayloadStoreHooks) {
    this.db = db;
    this.kind = kind;
    this.hooks = hooks;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      kind: this.kind,
      id,
      payload: JSON.stringify(payload),
      grantId: GRANTABLE.has(this.kind) ? (payload.grantId ?? null) : null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto('oidcPayloads')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['kind', 'id']).doUpdateSet({
          payload: row.payload,
          grantId: row.grantId,
          userCode: row.userCode,
          uid: row.uid,
          expiresAt: row.expiresAt,
        }),
      )
      .execute();
  }

  /** Values from requests (a client_id, a code) with control characters match nothing (PostgreSQL refuses NUL). */
  private async findWhere(column: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
    if (typeof value !== 'string' || !hasNoControlCharacters(value)) return undefined;
    const row = await this.db
      .selectFrom('oidcPayloads')
      .select(['payload', 'consumedAt', 'expiresAt'])
      .where('kind', '=', this.kind)
      .where(column, '=', value)
      .executeTakeFirst();
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  find(id: string) {
    return this.findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    if (!hasNoControlCharacters(id)) return;
    await this.db
      .updateTable('oidcPayloads')
      .set({ consumedAt: new Date() })
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    if (!hasNoControlCharacters(id)) return;
    await this.db.deleteFrom('oidcPayloads').where('kind', '=', this.kind).where('id', '=', id).execute();
    if (this.kind === 'Grant') await this.hooks.grantDestroyed?.(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!hasNoControlCharacters(grantId)) return;
    await this.db.deleteFrom('oidcPayloads').where('grantId', '=', grantId).execute();
  }
}

/** oidc-provider instantiates its adapter with `new Adapter(kind)`; this binds our database to it. */
export function payloadStoreFor(db: Db, hooks: PayloadStoreHooks = {}) {
  return class BoundPayloadStore extends PayloadStore {
    constructor(kind: string) {
      super(db, kind, hooks);
    }
  };
}

/** Removes expired rows; called on start-up and by the maintenance job. */
export async function deleteExpiredPayloads(db: Db): Promise<number> {
  const result = await db.deleteFrom('oidcPayloads').where('expiresAt', '<', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
