/** `npm run cli -- tips:refresh [--changed]`: recompute Agency Tips (issue #12). */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/kysely.ts';
import { refreshAfterImport, refreshAllTips, type TipRefreshSummary } from './refresh-service.ts';

function describe(summary: TipRefreshSummary): string {
  return (
    `Agency tips: ${summary.activeTips.toLocaleString('en-US')} listed, ${summary.expiredTips.toLocaleString('en-US')} expired; ` +
    `${summary.agencyLeadCompanies.toLocaleString('en-US')} companies with changed Agency leads; ` +
    `${summary.companies === null ? 'all companies' : `${summary.companies.toLocaleString('en-US')} companies`} in ` +
    `${(summary.elapsedMs / 1000).toFixed(1)} s.`
  );
}

/** The end of an import run: recompute the tips of the companies whose leads changed, and say so. */
export async function refreshTipsAfterImportRun(db: Db): Promise<void> {
  console.log(describe(await refreshAfterImport(db)));
}

/** Full recompute by default; `--changed` only the companies whose leads changed since the last one. */
export async function runTipsRefreshCommand(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { changed: { type: 'boolean', default: false } } });
  const database = await openDatabase(loadConfig().database);
  try {
    const summary = values.changed ? await refreshAfterImport(database.db) : await refreshAllTips(database.db);
    console.log(describe(summary));
  } finally {
    await database.close();
  }
}
