import { describe, expect, it } from 'vitest';
import { MESSAGES } from './texts.ts';

describe('sign-in limit messages', () => {
  it('name the wait in whole minutes, rounded up, at least one', () => {
    expect(MESSAGES.tooManyAttempts(1)).toBe('Too many sign-in attempts for this account. Try again in 1 minute.');
    expect(MESSAGES.tooManyAttempts(60)).toBe('Too many sign-in attempts for this account. Try again in 1 minute.');
    expect(MESSAGES.tooManyAttempts(61)).toBe('Too many sign-in attempts for this account. Try again in 2 minutes.');
    expect(MESSAGES.tooManyAttempts(11 * 60 + 5)).toContain('Try again in 12 minutes.');
    expect(MESSAGES.tooManyFailuresFromAddress(3600)).toBe(
      'Too many failed sign-ins from this network. Try again in 60 minutes.',
    );
  });
});
