/**
 * The activity reports of Account Settings (outreach-integrations-admin §2 'Account Settings': the 'user report'
 * and 'weekly report' toggles; issue #19). The spec names the toggles but not the e-mails; what they send is
 * decided in docs/decisions.md 'Activity reports': 'user report' — each morning, the previous local day's activity;
 * 'weekly report' — on the weekly alert day, the 7 days before. A company admin gets the team's rows, a member
 * their own. A period without any activity is claimed but not e-mailed. Part of every alert run, with the same
 * schedule and the same at-most-once claim as the alerts.
 */
import { ROLES } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { type AlertRunOptions, type EmailRunCounts, signUnsubscribeToken } from '../alerts/public.ts';
import { enqueueMessage } from '../mail/service.ts';
import { listManagedUsers, type ManagedUserRow } from '../users/public.ts';
import { hasActivity, renderActivityReport } from './email.ts';
import { attachReportOutbox, claimReportSend, type DueReport, listDueReports } from './repository.ts';

type Outcome = Exclude<keyof EmailRunCounts, 'due'>;

/** The organisation's Managed user counts of a period, read once per run however many of its users are due. */
type TeamActivity = (report: DueReport) => Promise<ManagedUserRow[]>;

function teamActivityOnce(db: Db): TeamActivity {
  const read = new Map<string, Promise<ManagedUserRow[]>>();
  return (report) => {
    const key = `${report.orgId}|${report.from.toISOString()}|${report.until.toISOString()}`;
    let rows = read.get(key);
    if (!rows) {
      rows = listManagedUsers(db, report.orgId, { from: report.from, until: report.until });
      read.set(key, rows);
    }
    return rows;
  };
}

async function runOneReport(
  db: Db,
  report: DueReport,
  options: AlertRunOptions,
  teamActivity: TeamActivity,
): Promise<Outcome> {
  const team = report.role === ROLES.COMPANY_ADMIN;
  const everyone = await teamActivity(report);
  const rows = team ? everyone : everyone.filter((row) => row.userId === report.userId);
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const sendId = await claimReportSend(trx, report);
    if (sendId === null) return 'skipped'; // handled by another run meanwhile
    if (!hasActivity(rows)) return 'nothingNew';
    const token = await signUnsubscribeToken(options.appSecret, sendId, 'report');
    const unsubscribeUrl = `${options.publicUrl}/api/alerts/unsubscribe?token=${token}`;
    const content = await renderActivityReport({ ...report, publicUrl: options.publicUrl, rows, team, unsubscribeUrl });
    const headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const kind = report.kind === 'daily' ? 'user-report' : 'weekly-report';
    const message = { orgId: report.orgId, kind, to: report.email, headers, ...content };
    const { id, queued } = await enqueueMessage(trx, message, options.smtp);
    await attachReportOutbox(trx, sendId, id);
    if (queued) await options.enqueueDelivery?.(trx, id);
    return 'emailed';
  });
}

/** The reports due at `now`, `concurrency` users at a time (each committed on its own). */
export async function runActivityReports(db: Db, options: AlertRunOptions, now: Date): Promise<EmailRunCounts> {
  const due = await listDueReports(db, now, options.schedule);
  const result: EmailRunCounts = { due: due.length, emailed: 0, nothingNew: 0, skipped: 0 };
  const waiting = [...due];
  const teamActivity = teamActivityOnce(db);
  const lane = async () => {
    for (let report = waiting.shift(); report; report = waiting.shift()) {
      result[await runOneReport(db, report, options, teamActivity)] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, due.length)) }, lane));
  return result;
}
