/**
 * APP_SECRET against existing data (issue #30): a changed secret stops the start with one line, APP_SECRET_PREVIOUS
 * keeps the old data open, and `secrets rotate` re-encrypts everything once, or nothing at all.
 */
import { INTEGRATION_KINDS } from '@agencyscout/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PUBLIC_URL, type TestContext } from '../../../test/helpers/test-app.ts';
import { buildApp } from '../../app.ts';
import { type AppConfig, loadConfig } from '../../config.ts';
import { AppSecretMismatchError, createSecretBox } from '../../lib/secrets.ts';
import { signUnsubscribeToken } from '../alerts/unsubscribe-token.ts';
import { accessToken, type IntegrationDeps, storeTokens } from '../integrations/connections.ts';
import { saveConnection } from '../integrations/repository.ts';
import { rotationReport } from './command.ts';
import { rotateSealedSecrets } from './service.ts';

const SECRET_A = 'secret-a-secret-a-secret-a-secret-a-0000';
const SECRET_B = 'secret-b-secret-b-secret-b-secret-b-0000';
const SECRET_C = 'secret-c-secret-c-secret-c-secret-c-0000';

const MISMATCH =
  'APP_SECRET does not match this database: its signing keys were sealed with another secret. Start with the APP_SECRET the data was created with, or rotate: set APP_SECRET_PREVIOUS to the old secret and run `npm run cli -- secrets rotate` (docs/operations.md "Rotating APP_SECRET").';

describe('APP_SECRET rotation', () => {
  let context: TestContext;
  let orgId: string;
  /** An unsubscribe link e-mailed under secret A (its send does not exist: a valid signature answers 410). */
  let oldLink: string;

  /** Settings with these secrets on the test database. */
  function configWith(secrets: { APP_SECRET: string; APP_SECRET_PREVIOUS?: string }): AppConfig {
    const environment = { NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, LOG_LEVEL: 'silent', ...secrets };
    return { ...loadConfig(environment, { dotenv: false }), database: context.config.database };
  }

  function depsWith(config: AppConfig): IntegrationDeps {
    return { db: context.db, config, box: createSecretBox(config) };
  }

  /** Starts an app node on the test database with `config`, calls `use`, and stops it. */
  async function withApp(
    config: AppConfig,
    use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void> = async () => {},
  ) {
    const app = await buildApp(config, { db: context.db });
    try {
      await app.ready();
      await use(app);
    } finally {
      await app.close();
    }
  }

  async function sealedSnapshot() {
    const keys = await context.db.selectFrom('oidcSigningKeys').select(['kid', 'privateJwkEncrypted']).execute();
    const connections = await context.db
      .selectFrom('integrationConnections')
      .select(['orgId', 'kind', 'settingsSealed', 'accessTokenSealed', 'refreshTokenSealed', 'sessionSealed'])
      .orderBy('orgId')
      .orderBy('kind')
      .execute();
    return { keys, connections };
  }

  /** HubSpot's token of the organisation, as a push reads it (the stored one, still fresh). */
  async function hubspotToken(config: AppConfig): Promise<string> {
    return accessToken(depsWith(config), orgId, INTEGRATION_KINDS.hubspot, async () => {
      throw new Error('no refresh expected');
    });
  }

  beforeAll(async () => {
    // Data created under secret A: the signing keys (at start-up) and a HubSpot connection.
    context = await createTestApp({ APP_SECRET: SECRET_A });
    orgId = (await createUser(context.db)).orgId;
    await storeTokens(
      depsWith(context.config),
      orgId,
      INTEGRATION_KINDS.hubspot,
      { accessToken: 'hubspot-access-token', refreshToken: 'hubspot-refresh-token', expiresIn: 3600 },
      { settingsSealed: createSecretBox(context.config).encrypt('{"portal":1}') },
    );
    oldLink = `/api/alerts/unsubscribe?token=${await signUnsubscribeToken(SECRET_A, 987_654)}`;
  });

  afterAll(async () => context.close());

  it('stops a start with another secret with one line that names the setting', async () => {
    const failure = await withApp(configWith({ APP_SECRET: SECRET_B })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppSecretMismatchError);
    expect((failure as Error).message).toBe(MISMATCH);
    // A wrong previous secret does not help, and the line says both settings were tried.
    const both = await withApp(configWith({ APP_SECRET: SECRET_B, APP_SECRET_PREVIOUS: SECRET_C })).catch(
      (error: unknown) => error,
    );
    expect(both).toBeInstanceOf(AppSecretMismatchError);
    expect((both as Error).message).toMatch(/^APP_SECRET and APP_SECRET_PREVIOUS do not match this database: /);
  });

  it('starts with the new secret while the old one is APP_SECRET_PREVIOUS; old tokens and links still work', async () => {
    const rotating = configWith({ APP_SECRET: SECRET_B, APP_SECRET_PREVIOUS: `${SECRET_C}, ${SECRET_A}` });
    await withApp(rotating, async (app) => {
      expect((await app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(410);
    });
    expect(await hubspotToken(rotating)).toBe('hubspot-access-token');
  });

  it('re-encrypts everything once, after which the new secret alone starts', async () => {
    const rotating = configWith({ APP_SECRET: SECRET_B, APP_SECRET_PREVIOUS: SECRET_A });
    const first = await rotateSealedSecrets(context.db, createSecretBox(rotating));
    expect(first).toEqual({
      oidc_signing_keys: { values: 1, resealed: 1 },
      integration_connections: { values: 3, resealed: 3 },
    });
    const afterFirst = await sealedSnapshot();

    const second = await rotateSealedSecrets(context.db, createSecretBox(rotating));
    expect(second).toEqual({
      oidc_signing_keys: { values: 1, resealed: 0 },
      integration_connections: { values: 3, resealed: 0 },
    });
    expect(await sealedSnapshot()).toEqual(afterFirst);
    expect(rotationReport(second, true)).toMatch(
      /^Nothing to re-encrypt: every sealed value \(4\) already uses APP_SECRET\./,
    );

    const newOnly = configWith({ APP_SECRET: SECRET_B });
    await withApp(newOnly, async (app) => {
      // Links e-mailed under the old secret end with it.
      expect((await app.inject({ method: 'GET', url: oldLink })).statusCode).toBe(400);
    });
    expect(await hubspotToken(newOnly)).toBe('hubspot-access-token');
    await expect(withApp(configWith({ APP_SECRET: SECRET_A }))).rejects.toBeInstanceOf(AppSecretMismatchError);
  });

  it('refuses a value no secret opens, names its row and writes nothing', async () => {
    const otherOrg = (await createUser(context.db)).orgId;
    // A value of the old secret that a successful run would re-encrypt, and one of a secret nobody configured.
    await saveConnection(context.db, otherOrg, INTEGRATION_KINDS.loxo, {
      accessTokenSealed: createSecretBox({ appSecret: SECRET_A }).encrypt('loxo-key'),
    });
    await saveConnection(context.db, otherOrg, INTEGRATION_KINDS.bullhorn, {
      sessionSealed: createSecretBox({ appSecret: SECRET_C }).encrypt('{"session":"x"}'),
    });
    const before = await sealedSnapshot();
    const rotating = createSecretBox(configWith({ APP_SECRET: SECRET_B, APP_SECRET_PREVIOUS: SECRET_A }));
    const failure = await rotateSealedSecrets(context.db, rotating).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppSecretMismatchError);
    expect((failure as Error).message).toBe(
      `integration_connections row org_id=${otherOrg}, kind=${INTEGRATION_KINDS.bullhorn}, column session_sealed opens with none of APP_SECRET and APP_SECRET_PREVIOUS; nothing was re-encrypted. Set APP_SECRET_PREVIOUS to the secret it was sealed with and run \`npm run cli -- secrets rotate\` again.`,
    );
    expect(await sealedSnapshot()).toEqual(before);
  });
});
