/**
 * The morning e-mail run (prospecting-core §2.6 alerts; issue #19 activity reports): saved-search alerts, then
 * 'new leads at your clients', then the activity reports, each e-mail committed on its own. Composed here so the
 * alerts and reports modules do not call each other; the alert job and `npm run send-alerts` run it.
 */
import type { Db } from '../../db/kysely.ts';
import { runClientAlerts } from '../alerts/client-alerts.ts';
import type { AlertRunOptions, EmailRunCounts } from '../alerts/run-options.ts';
import { runSavedSearchAlerts } from '../alerts/service.ts';
import { runActivityReports } from '../reports/service.ts';

/** The saved-search alerts' counts, with the client alerts' and the reports' beside them. */
export interface MorningRunResult extends EmailRunCounts {
  clientAlerts: EmailRunCounts;
  reports: EmailRunCounts;
  elapsedMs: number;
}

export async function runMorningEmails(db: Db, options: AlertRunOptions, now = new Date()): Promise<MorningRunResult> {
  const started = performance.now();
  const alerts = await runSavedSearchAlerts(db, options, now);
  const clientAlerts = await runClientAlerts(db, options, now);
  const reports = await runActivityReports(db, options, now);
  return { ...alerts, clientAlerts, reports, elapsedMs: Math.round(performance.now() - started) };
}
