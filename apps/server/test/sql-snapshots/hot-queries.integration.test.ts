/**
 * The hot queries' SQL matches its checked-in snapshots (issue #33): a change to it shows in the diff of the .sql
 * files, written again with `npm run db:sql`. The SQL text is the same on both databases, so it runs on PGlite.
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { committedSnapshot, hotQuerySnapshots, SNAPSHOT_DIR } from './hot-queries.ts';

let fresh: Map<string, string>;

describe.skipIf(process.env.TEST_DB === 'postgres')('hot queries SQL snapshots', () => {
  beforeAll(async () => {
    fresh = await hotQuerySnapshots();
  }, 180_000);

  it('has one committed file per scenario and no stale ones', () => {
    const committed = readdirSync(SNAPSHOT_DIR).filter((file) => file.endsWith('.sql'));
    expect(committed.sort()).toEqual([...fresh.keys()].sort());
  });

  it('matches each committed file (run `npm run db:sql` after changing a hot query)', () => {
    for (const [file, text] of fresh) expect(committedSnapshot(file), file).toBe(text);
  });
});
