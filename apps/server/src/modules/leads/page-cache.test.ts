import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/kysely.ts';
import { keepPageIds, keptPageIds, setPagesKept } from './page-cache.ts';

const page = { searchKey: 'nurse', dataVersion: '7', order: 'tiered', offset: 0, limit: 25 };
const database = () => ({}) as Db;

afterEach(() => setPagesKept(5000));

describe('kept first pages', () => {
  it('keeps a page per database, search, data version, order, offset and page size', () => {
    const db = database();
    keepPageIds(db, page, [3, 2, 1]);
    expect(keptPageIds(db, page)).toEqual([3, 2, 1]);
    expect(keptPageIds(database(), page)).toBeUndefined();
    for (const other of [
      { dataVersion: '8' },
      { order: 'newest' },
      { offset: 25 },
      { limit: 50 },
      { searchKey: 'engineer' },
    ]) {
      expect(keptPageIds(db, { ...page, ...other })).toBeUndefined();
    }
  });

  it('keeps nothing for searches without a key, or when configured to keep none', () => {
    const db = database();
    keepPageIds(db, { ...page, searchKey: null }, [1]);
    expect(keptPageIds(db, { ...page, searchKey: null })).toBeUndefined();
    setPagesKept(0);
    const other = database();
    keepPageIds(other, page, [1]);
    expect(keptPageIds(other, page)).toBeUndefined();
  });
});
