/**
 * The 'new leads at your clients' alert (outreach-integrations-admin client list 'get alerts when new leads
 * appear', account setting 'client alert' = `email_client_alert`; issue #14), part of every alert run: for each
 * due user, the leads first seen at their client-list companies since their last client alert (else the last day)
 * through the client list's hook, then in ONE transaction the claim of the (user, local day), the outbox row and
 * the queued SMTP hand-off, so a re-run or a run killed midway never sends a day twice, and a user never gets
 * more than one such e-mail per local day (docs/decisions.md 'Client alert e-mails').
 */

import { permissionsFor } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { newLeadsAtClients } from '../client-list/service.ts';
import { recordShownLeads } from '../leads/limited-view.ts';
import { enqueueMessage } from '../mail/service.ts';
import { renderClientAlertEmail } from './client-alert-email.ts';
import {
  attachClientAlertOutbox,
  claimClientAlertSend,
  type DueClientAlert,
  listDueClientAlerts,
} from './client-alert-repository.ts';
import type { AlertRunOptions, EmailRunCounts } from './run-options.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

type Outcome = Exclude<keyof EmailRunCounts, 'due'>;

/** One due user: the new leads, then the claim, the outbox row and the queued hand-off in one transaction. */
async function runOneClientAlert(db: Db, alert: DueClientAlert, now: Date, options: AlertRunOptions) {
  const leads = await newLeadsAtClients(db, alert.userId, alert.since, now);
  return db.transaction().execute(async (trx): Promise<Outcome> => {
    const sendId = await claimClientAlertSend(trx, { ...alert, until: now, leadCount: leads.length });
    if (sendId === null) return 'skipped'; // handled by another run meanwhile
    if (leads.length === 0) return 'nothingNew';
    // A limited view may open what the e-mail showed it (at most a result page's worth), as after a search.
    const viewer = { userId: alert.userId, orgId: alert.orgId, permissions: permissionsFor(alert.plan, alert.role) };
    await recordShownLeads(
      trx,
      viewer,
      leads.map((lead) => lead.leadId),
    );
    const token = await signUnsubscribeToken(options.appSecret, sendId, 'client');
    const unsubscribeUrl = `${options.publicUrl}/api/alerts/unsubscribe?token=${token}`;
    const content = await renderClientAlertEmail({ publicUrl: options.publicUrl, leads, unsubscribeUrl });
    const headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const message = { orgId: alert.orgId, kind: 'client-alert', to: alert.email, headers, ...content };
    const { id, queued } = await enqueueMessage(trx, message, options.smtp);
    await attachClientAlertOutbox(trx, sendId, id);
    if (queued) await options.enqueueDelivery?.(trx, id);
    return 'emailed';
  });
}

/** The client alerts of one alert run at `now`, `concurrency` users at a time (each committed on its own). */
export async function runClientAlerts(db: Db, options: AlertRunOptions, now: Date): Promise<EmailRunCounts> {
  const due = await listDueClientAlerts(db, now, options.schedule);
  const result: EmailRunCounts = { due: due.length, emailed: 0, nothingNew: 0, skipped: 0 };
  const waiting = [...due];
  const lane = async () => {
    for (let alert = waiting.shift(); alert; alert = waiting.shift()) {
      result[await runOneClientAlert(db, alert, now, options)] += 1;
      await options.afterClientAlert?.(alert);
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, due.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return result;
}
