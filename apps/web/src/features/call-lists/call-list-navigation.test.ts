import { describe, expect, it } from 'vitest';
import { nextIndex } from './components/call-list-contacts.tsx';
import { nearEnd } from './use-batched-scroll.ts';

describe('walking an outreach list with the keyboard (outreach-integrations-admin §2)', () => {
  it('moves down and up within the list and ignores other keys', () => {
    expect(nextIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 1, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
    expect(nextIndex('a', 0, 3)).toBeUndefined();
    expect(nextIndex('ArrowDown', 0, 0)).toBeUndefined();
  });
});

describe('loading the next batch (§9: 100 px threshold)', () => {
  it('is near the end within 100 px of the bottom', () => {
    expect(nearEnd({ scrollTop: 800, scrollHeight: 1300, clientHeight: 400 }, 100)).toBe(true);
    expect(nearEnd({ scrollTop: 700, scrollHeight: 1300, clientHeight: 400 }, 100)).toBe(false);
  });
});
