import { describe, expect, it } from 'vitest';
import { passwordFormValid } from './password-dialog.tsx';

describe('reset password rules (outreach-integrations-admin §5)', () => {
  const base = { current: 'Old-Password-1', next: 'New-Password-2', confirm: 'New-Password-2' };
  it('holds only when every rule holds and the confirmation equals the new password', () => {
    expect(passwordFormValid(base)).toBe(true);
    expect(passwordFormValid({ ...base, current: '' })).toBe(false);
    expect(passwordFormValid({ ...base, confirm: 'New-Password-3' })).toBe(false);
    for (const next of ['Sh0rt-!', 'lower-case-1', 'UPPER-CASE-1', 'No-Digits-Here', 'NoSpecial123']) {
      expect(passwordFormValid({ ...base, next, confirm: next }), next).toBe(false);
    }
    expect(passwordFormValid({ ...base, next: '', confirm: '' })).toBe(false);
  });
});
