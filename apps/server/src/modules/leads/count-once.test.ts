import { describe, expect, it } from 'vitest';
import { countOnce } from './service.ts';

describe('one exact count per search at a time', () => {
  it('gives callers of the same search and data version the running count', async () => {
    let runs = 0;
    let finish: (total: number) => void = () => {};
    const count = () => {
      runs += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = countOnce('nurse@7', count);
    const second = countOnce('nurse@7', count);
    finish(9978);
    expect(await Promise.all([first, second])).toEqual([9978, 9978]);
    expect(runs).toBe(1);
  });

  it('counts again once the count finished, for another key, and always without a key', async () => {
    let runs = 0;
    const count = async () => {
      runs += 1;
      return 5;
    };
    await countOnce('nurse@7', count);
    await countOnce('nurse@7', count);
    await Promise.all([countOnce('nurse@8', count), countOnce('engineer@8', count)]);
    await Promise.all([countOnce(null, count), countOnce(null, count)]);
    expect(runs).toBe(6);
  });

  it('lets every waiting caller see a failed count, and the next caller count again', async () => {
    const failing = () => Promise.reject(new Error('canceled'));
    await expect(Promise.all([countOnce('x@1', failing), countOnce('x@1', failing)])).rejects.toThrow('canceled');
    expect(await countOnce('x@1', async () => 3)).toBe(3);
  });
});
