import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const OLD = 'o'.repeat(40);
const NEW = 'n'.repeat(40);

describe('unsubscribe links while APP_SECRET is rotated', () => {
  it('verify with the current secret, then the previous ones', async () => {
    const oldLink = await signUnsubscribeToken(OLD, 7, 'client');
    const newLink = await signUnsubscribeToken(NEW, 8);
    const rotating = { appSecret: NEW, appSecretPrevious: [OLD] };
    expect(await verifyUnsubscribeToken(rotating, oldLink)).toEqual({ kind: 'client', sendId: 7 });
    expect(await verifyUnsubscribeToken(rotating, newLink)).toEqual({ kind: 'search', sendId: 8 });
    expect(await verifyUnsubscribeToken({ appSecret: NEW }, oldLink)).toBeNull();
    expect(await verifyUnsubscribeToken({ appSecret: OLD }, newLink)).toBeNull();
    expect(await verifyUnsubscribeToken(rotating, `${oldLink}x`)).toBeNull();
  });
});
