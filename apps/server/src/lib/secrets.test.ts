import { describe, expect, it } from 'vitest';
import { createSecretBox, tokenFingerprint } from './secrets.ts';

describe('secrets at rest', () => {
  const box = createSecretBox('a'.repeat(40));

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
    expect(() => box.decrypt(parts.join('.'))).toThrow();
    expect(() => createSecretBox('b'.repeat(40)).decrypt(sealed)).toThrow();
    expect(() => box.decrypt('garbage')).toThrow('Unreadable');
  });

  it('fingerprints tokens deterministically', () => {
    expect(tokenFingerprint('abc')).toBe(tokenFingerprint('abc'));
    expect(tokenFingerprint('abc')).toHaveLength(64);
  });
});
