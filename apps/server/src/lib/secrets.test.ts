import { describe, expect, it } from 'vitest';
import { cookieKeys, createSecretBox, tokenFingerprint, UnopenableSecretError } from './secrets.ts';

const OLD = 'o'.repeat(40);
const OLDER = 'p'.repeat(40);
const NEW = 'n'.repeat(40);

describe('secrets at rest', () => {
  const box = createSecretBox({ appSecret: 'a'.repeat(40) });

  it('round-trips and never stores the plain text', () => {
    const sealed = box.encrypt('hubspot-refresh-token');
    expect(sealed).not.toContain('hubspot');
    expect(box.decrypt(sealed)).toBe('hubspot-refresh-token');
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('refuses altered text and another secret', () => {
    const sealed = box.encrypt('value');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.decrypt(parts.join('.'))).toThrow(UnopenableSecretError);
    expect(() => createSecretBox({ appSecret: 'b'.repeat(40) }).decrypt(sealed)).toThrow(UnopenableSecretError);
    expect(() => box.decrypt('garbage')).toThrow('Unreadable');
  });

  it('fingerprints tokens deterministically', () => {
    expect(tokenFingerprint('abc')).toBe(tokenFingerprint('abc'));
    expect(tokenFingerprint('abc')).toHaveLength(64);
  });
});

describe('secrets at rest while APP_SECRET is rotated', () => {
  const rotating = createSecretBox({ appSecret: NEW, appSecretPrevious: [OLD, OLDER] });
  const newOnly = createSecretBox({ appSecret: NEW });

  it('opens values sealed with the current or any previous secret, and seals with the current one only', () => {
    expect(rotating.decrypt(createSecretBox({ appSecret: OLD }).encrypt('old token'))).toBe('old token');
    expect(rotating.decrypt(createSecretBox({ appSecret: OLDER }).encrypt('older token'))).toBe('older token');
    expect(rotating.decrypt(newOnly.encrypt('new token'))).toBe('new token');
    expect(newOnly.decrypt(rotating.encrypt('sealed while rotating'))).toBe('sealed while rotating');
    expect(() => createSecretBox({ appSecret: OLD }).decrypt(rotating.encrypt('x'))).toThrow(UnopenableSecretError);
    expect(rotating.withPrevious).toBe(true);
    expect(newOnly.withPrevious).toBe(false);
  });

  it('reseals what a previous secret opens and leaves what the current one opens', () => {
    const resealed = rotating.reseal(createSecretBox({ appSecret: OLD }).encrypt('old token'));
    expect(resealed).not.toBeNull();
    expect(newOnly.decrypt(resealed as string)).toBe('old token');
    expect(rotating.reseal(newOnly.encrypt('new token'))).toBeNull();
  });

  it('names both settings when none of the secrets opens a value', () => {
    const foreign = createSecretBox({ appSecret: 'f'.repeat(40) }).encrypt('x');
    expect(() => rotating.decrypt(foreign)).toThrow('none of APP_SECRET and APP_SECRET_PREVIOUS');
    expect(() => rotating.reseal(foreign)).toThrow(UnopenableSecretError);
  });

  it('signs cookies with the current secret first and verifies with the previous ones after', () => {
    const keys = cookieKeys({ appSecret: NEW, appSecretPrevious: [OLD] });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(cookieKeys({ appSecret: NEW })[0]);
    expect(keys[1]).toBe(cookieKeys({ appSecret: OLD })[0]);
    expect(keys.join()).not.toContain(NEW);
  });
});
