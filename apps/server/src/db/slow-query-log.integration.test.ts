import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database.ts';
import { createSlowQueryLog, SLOW_QUERY_SQL_CHARS, slowQueryLine } from './slow-query-log.ts';

/** Issue #30 'A quiet, quick start': no slow-query SQL while the server starts, one short line each when serving. */
describe('slow-query log', () => {
  let database: OpenDatabase | null = null;
  afterAll(() => database?.close());

  it('writes one line with the SQL collapsed and cut', () => {
    const longSql = `INSERT INTO leads (title,\n  description)\n  SELECT title, description FROM jsonb_to_recordset($1)\n${'  -- padding\n'.repeat(400)}`;
    const line = slowQueryLine(longSql, 1234.4);
    expect(line).not.toContain('\n');
    expect(line.startsWith('slow query (1234 ms): INSERT INTO leads (title, description) SELECT title')).toBe(true);
    expect(line.length).toBeLessThanOrEqual('slow query (1234 ms): '.length + SLOW_QUERY_SQL_CHARS);
    expect(line.endsWith('…')).toBe(true);
    expect(slowQueryLine('SELECT 1', 600)).toBe('slow query (600 ms): SELECT 1');
  });

  it('stays silent through migrations and start-up work, then writes each slow query when serving', async () => {
    const lines: string[] = [];
    // Every query counts as slow here, so anything written before serving() would show.
    const log = createSlowQueryLog(0, (line) => lines.push(line));
    database = await openDatabase({ kind: 'pglite', dataDir: null }, log.options);
    await sql`SELECT count(*) FROM leads`.execute(database.db);
    expect(lines).toEqual([]);

    log.serving();
    await sql`SELECT count(*)
      FROM leads
      WHERE lead_type = 'Agency'`.execute(database.db);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^slow query \(\d+ ms\): SELECT count\(\*\) FROM leads WHERE lead_type = 'Agency'$/);
  });
});
