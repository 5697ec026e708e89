import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const environment = { NODE_ENV: 'test' as const, APP_SECRET: 'n'.repeat(40) };

describe('APP_SECRET_PREVIOUS', () => {
  it('is empty unless set, and holds comma-separated older secrets in their order', () => {
    expect(loadConfig(environment, { dotenv: false }).appSecretPrevious).toEqual([]);
    const previous = loadConfig(
      { ...environment, APP_SECRET_PREVIOUS: ` ${'o'.repeat(32)} ,${'p'.repeat(40)},` },
      { dotenv: false },
    ).appSecretPrevious;
    expect(previous).toEqual(['o'.repeat(32), 'p'.repeat(40)]);
  });

  it('refuses a secret shorter than 32 characters, like APP_SECRET', () => {
    expect(() =>
      loadConfig({ ...environment, APP_SECRET_PREVIOUS: `${'o'.repeat(40)},short` }, { dotenv: false }),
    ).toThrow('APP_SECRET_PREVIOUS: each secret needs 32+ characters');
  });
});
