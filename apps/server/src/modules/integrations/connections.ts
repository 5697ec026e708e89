/**
 * Provider connections of an organisation (issue #16): tokens sealed at rest (AES-256-GCM, APP_SECRET), refreshed
 * before they expire and once on a 401, and provider failures turned into clear answers that name no secret.
 */
import { INTEGRATION_KINDS, INTEGRATION_TEXTS } from '@agencyscout/contracts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { ProviderError, type ProviderHttpOptions } from '../../integrations/provider-http.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { type ConnectionRow, findConnection, saveConnection } from './repository.ts';

export interface IntegrationDeps {
  db: Db;
  config: AppConfig;
  box: SecretBox;
}

/** Refresh an access token this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;

export const TOOL_NAMES: Record<number, string> = {
  [INTEGRATION_KINDS.hubspot]: 'HubSpot',
  [INTEGRATION_KINDS.bullhorn]: 'Bullhorn',
  [INTEGRATION_KINDS.constantContact]: 'Constant Contact',
  [INTEGRATION_KINDS.drip]: 'Drip',
};

/**
 * The providers' documented call limits per account (../shared/integrations/API-NOTES.md): HubSpot 100 per 10 s
 * for an installed app, Drip 3,600 per hour, Constant Contact 4 per second; Loxo publishes none, 10 per second
 * stays clear of its 429s. Bullhorn's REST session is not throttled here.
 */
export const PROVIDER_RATE_LIMITS: Partial<Record<number, { calls: number; seconds: number }>> = {
  [INTEGRATION_KINDS.hubspot]: { calls: 100, seconds: 10 },
  [INTEGRATION_KINDS.drip]: { calls: 3600, seconds: 3600 },
  [INTEGRATION_KINDS.constantContact]: { calls: 4, seconds: 1 },
  [INTEGRATION_KINDS.loxo]: { calls: 10, seconds: 1 },
};

export function httpOptions(config: AppConfig, kind: number): ProviderHttpOptions {
  const limit = PROVIDER_RATE_LIMITS[kind];
  const scale = config.integrations.rateLimitScale;
  return {
    provider: TOOL_NAMES[kind] ?? 'The provider',
    timeoutMs: config.integrations.timeoutMs,
    retryWaitMs: config.integrations.retryWaitMs,
    retryLimit: config.integrations.retryLimit,
    ...(limit ? { rateLimit: { calls: Math.max(1, Math.floor(limit.calls * scale)), seconds: limit.seconds } } : {}),
  };
}

export interface Tokens {
  accessToken: string;
  /** Null: the provider issues none (Drip's tokens do not expire). */
  refreshToken: string | null;
  /** Seconds the access token lives; null: it does not expire (Drip). */
  expiresIn: number | null;
}

/** Seals and stores freshly issued tokens (a sign-in or a refresh). */
export async function storeTokens(deps: IntegrationDeps, orgId: string, kind: number, tokens: Tokens, extra = {}) {
  await saveConnection(deps.db, orgId, kind, {
    accessTokenSealed: deps.box.encrypt(tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken === null ? null : deps.box.encrypt(tokens.refreshToken),
    accessExpiresAt: tokens.expiresIn === null ? null : new Date(Date.now() + tokens.expiresIn * 1000),
    ...extra,
  });
}

/** A connection whose token never expires: no refresh token and no expiry (Drip). */
const nonExpiring = (row: ConnectionRow) => row.refreshTokenSealed === null && row.accessExpiresAt === null;

/** The signed-in connection of `kind`. @throws 400 '<tool> is not connected'. */
export async function requireConnection(deps: IntegrationDeps, orgId: string, kind: number): Promise<ConnectionRow> {
  const row = await findConnection(deps.db, orgId, kind);
  if (!row?.accessTokenSealed || (!row.refreshTokenSealed && !nonExpiring(row))) {
    throw new AppError('INTEGRATION_NOT_CONNECTED', 400, INTEGRATION_TEXTS.notConnected400(TOOL_NAMES[kind] ?? ''));
  }
  return row;
}

export function openSealed(deps: IntegrationDeps, sealed: string | null): string | null {
  return sealed === null ? null : deps.box.decrypt(sealed);
}

/**
 * A usable access token: the stored one while it has more than a minute left (and is not `rejected`), else a
 * refreshed one. The refresh holds the connection row locked, so two pushes never spend the same refresh token.
 */
export async function accessToken(
  deps: IntegrationDeps,
  orgId: string,
  kind: number,
  refresh: (row: ConnectionRow, refreshToken: string) => Promise<Tokens>,
  rejected: string | null = null,
): Promise<string> {
  const row = await requireConnection(deps, orgId, kind);
  const current = openSealed(deps, row.accessTokenSealed) ?? '';
  if (nonExpiring(row)) {
    // Nothing to refresh with: a token the provider rejected needs a new sign-in (toProviderFailure says so).
    if (current === rejected) throw new ProviderError('http', 401, `${TOOL_NAMES[kind]} refused the token`);
    return current;
  }
  const fresh = (row.accessExpiresAt?.getTime() ?? 0) - Date.now() > REFRESH_MARGIN_MS;
  if (fresh && current !== rejected) return current;
  return deps.db.transaction().execute(async (trx) => {
    const locked = await findConnection(trx, orgId, kind, true);
    if (!locked?.accessTokenSealed || !locked.refreshTokenSealed) {
      throw new AppError('INTEGRATION_NOT_CONNECTED', 400, INTEGRATION_TEXTS.notConnected400(TOOL_NAMES[kind] ?? ''));
    }
    // Another request may have refreshed while this one waited for the lock.
    const latest = openSealed(deps, locked.accessTokenSealed) ?? '';
    const stillFresh = (locked.accessExpiresAt?.getTime() ?? 0) - Date.now() > REFRESH_MARGIN_MS;
    if (stillFresh && latest !== rejected) return latest;
    const refreshToken = openSealed(deps, locked.refreshTokenSealed) ?? '';
    const tokens = await refresh(locked, refreshToken);
    // A provider that does not rotate refresh tokens answers without one: the old one stays valid.
    await storeTokens({ ...deps, db: trx }, orgId, kind, {
      ...tokens,
      refreshToken: tokens.refreshToken ?? refreshToken,
    });
    return tokens.accessToken;
  });
}

/**
 * Runs `call` with an access token; a 401 refreshes the token and retries once.
 * @throws AppError (toProviderFailure) when the provider fails.
 */
export async function withAccessToken<T>(
  deps: IntegrationDeps,
  orgId: string,
  kind: number,
  refresh: (row: ConnectionRow, refreshToken: string) => Promise<Tokens>,
  call: (token: string) => Promise<T>,
): Promise<T> {
  try {
    const token = await accessToken(deps, orgId, kind, refresh);
    try {
      return await call(token);
    } catch (error) {
      if (!(error instanceof ProviderError && error.status === 401)) throw error;
      return await call(await accessToken(deps, orgId, kind, refresh, token));
    }
  } catch (error) {
    throw toProviderFailure(error, TOOL_NAMES[kind] ?? 'The provider');
  }
}

/**
 * The public answer of a provider failure: 504 when it timed out, 503 when it kept answering 429, 502 otherwise
 * (a 401 after the refresh asks for a new sign-in). Messages name the tool and at most the provider's own message.
 */
export function toProviderFailure(error: unknown, tool: string): unknown {
  if (!(error instanceof ProviderError)) return error;
  if (error.reason === 'timeout') return new AppError('INTEGRATION_TIMEOUT', 504, `${tool} did not answer in time`);
  if (error.reason === 'network') return new AppError('INTEGRATION_UNAVAILABLE', 502, `${tool} could not be reached`);
  if (error.reason === 'malformed') {
    return new AppError('INTEGRATION_BAD_ANSWER', 502, `${tool} sent an answer that could not be read`);
  }
  if (error.status === 429) return new AppError('INTEGRATION_BUSY', 503, error.message);
  if (error.status === 401 || error.status === 400 || error.status === 403) {
    const detail = error.providerMessage ? ` (${error.providerMessage})` : '';
    return new AppError(
      'INTEGRATION_REFUSED',
      502,
      `${tool} refused the request${detail}; if this continues, sign in to ${tool} again from Integrations`,
    );
  }
  return new AppError('INTEGRATION_FAILED', 502, error.message);
}

/** Guards one in-flight push per organisation, tool and contact on this node (a double click pushes once). */
const inFlight = new Set<string>();
export async function oncePerContact<T>(key: string, run: () => Promise<T>): Promise<T> {
  if (inFlight.has(key)) throw badRequest('This contact is being sent already; wait a moment');
  inFlight.add(key);
  try {
    return await run();
  } finally {
    inFlight.delete(key);
  }
}
