/**
 * The server's slow-query lines (issue #30): for serving only, one line each. Migrations, the demo seed and the
 * rest of start-up run bulk statements that are slow by nature, so nothing is written until `serving()`; then
 * each query over the threshold is one line with its SQL on one line, cut to a readable length (the statement's
 * parameters are never written). The metric `agencyscout_db_slow_queries_total` still counts every slow query.
 */
import type { KyselyOptions } from './kysely.ts';

/** Characters of SQL a slow-query line keeps. */
export const SLOW_QUERY_SQL_CHARS = 200;

/** `slow query (1234 ms): SELECT …` — whitespace collapsed, cut to `maxChars` with an ellipsis. */
export function slowQueryLine(sqlText: string, milliseconds: number, maxChars = SLOW_QUERY_SQL_CHARS): string {
  const oneLine = sqlText.replace(/\s+/g, ' ').trim();
  const cut = oneLine.length > maxChars ? `${oneLine.slice(0, maxChars - 1)}…` : oneLine;
  return `slow query (${Math.round(milliseconds)} ms): ${cut}`;
}

export interface SlowQueryLog {
  /** The options to open the database with. */
  options: Required<Pick<KyselyOptions, 'slowQueryMs' | 'onSlowQuery'>>;
  /** Start writing: the server is about to serve. */
  serving(): void;
}

/** Slow-query lines to `write` (a line without its newline), silent until `serving()`. */
export function createSlowQueryLog(thresholdMs: number, write: (line: string) => void): SlowQueryLog {
  let writing = false;
  return {
    options: {
      slowQueryMs: thresholdMs,
      onSlowQuery: (sqlText, milliseconds) => {
        if (writing) write(slowQueryLine(sqlText, milliseconds));
      },
    },
    serving: () => {
      writing = true;
    },
  };
}
