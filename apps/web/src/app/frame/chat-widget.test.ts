import { describe, expect, it, vi } from 'vitest';
import { openLoadedWidget } from './chat-widget.ts';

describe('chat widget', () => {
  it('opens the vendor widget through the API it exposes', () => {
    const intercom = vi.fn();
    expect(openLoadedWidget({ Intercom: intercom } as never)).toBe(true);
    expect(intercom).toHaveBeenCalledWith('show');
    const crisp: unknown[][] = [];
    expect(openLoadedWidget({ $crisp: crisp } as never)).toBe(true);
    expect(crisp).toEqual([['do', 'chat:open']]);
    expect(openLoadedWidget({} as never)).toBe(false);
  });
});
