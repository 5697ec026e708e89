/**
 * Saved-search alert rules (prospecting-core §2.6 Notify Me, §7 dailyUpdate; issue #11); the same run sends the
 * 'new leads at your clients' e-mails (client-alerts.ts; issue #14). The alert run finds, for
 * every due (search, lead type), the leads first seen since that alert's last run through the leads module's
 * search, and in ONE transaction claims the period, writes the e-mail to the outbox and queues its SMTP hand-off,
 * so a crash or re-run never sends a period twice (docs/decisions.md 'Alert e-mails: nothing twice, nothing lost').
 */
import {
  ALERT_EMAIL_MAX_LEADS,
  type DailyUpdateResponse,
  type LeadFilters,
  leadFiltersSchema,
  type NextAlert,
  PERMISSIONS,
  permissionsFor,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { forbidden } from '../../lib/errors.ts';
import { findNewLeadsOfSearch, mayReadLeadType } from '../leads/service.ts';
import { enqueueMessage } from '../mail/service.ts';
import { renderAlertEmail } from './email.ts';
import {
  type AlertSchedule,
  attachOutboxMessage,
  claimAlertSend,
  type DueAlert,
  listDueAlerts,
  listNextAlerts,
  listOwnAlertingSearches,
} from './repository.ts';
import type { AlertRunOptions, EmailRunCounts } from './run-options.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** The stored query as search filters; null when it no longer parses (such a search is skipped). */
export function filtersOfQuery(query: Record<string, unknown>): LeadFilters | null {
  const parsed = leadFiltersSchema.safeParse(query);
  if (!parsed.success) return null;
  const { leadType: _type, mostOpenings: _order, ...filters } = parsed.data;
  return filters;
}

/** One due alert: its new leads, then the claim, the outbox row and the queued hand-off in one transaction. */
async function runOneAlert(db: Db, alert: DueAlert, now: Date, options: AlertRunOptions) {
  const filters = filtersOfQuery(alert.query);
  const reader = { userId: alert.userId, permissions: permissionsFor(alert.plan, alert.role) };
  if (!filters || !mayReadLeadType(reader, alert.leadType)) return 'skipped' as const;
  const { hits, total } = await findNewLeadsOfSearch(
    db,
    reader,
    { filters, leadType: alert.leadType, since: alert.since, until: now, limit: ALERT_EMAIL_MAX_LEADS },
    now,
  ).catch(() => ({ hits: [], total: -1 }));
  if (total < 0) return 'skipped' as const;
  return db.transaction().execute(async (trx) => {
    const sendId = await claimAlertSend(trx, { ...alert, until: now, leadCount: total });
    if (sendId === null) return 'skipped' as const; // handled by another run meanwhile
    if (total === 0) return 'nothingNew' as const;
    const token = await signUnsubscribeToken(options.appSecret, sendId);
    const unsubscribeUrl = `${options.publicUrl}/api/alerts/unsubscribe?token=${token}`;
    const content = await renderAlertEmail({ ...alert, publicUrl: options.publicUrl, hits, total, unsubscribeUrl });
    const headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const message = { orgId: alert.orgId, kind: 'saved-search-alert', to: alert.email, headers, ...content };
    const { id, queued } = await enqueueMessage(trx, message, options.smtp);
    await attachOutboxMessage(trx, sendId, id);
    if (queued) await options.enqueueDelivery?.(trx, id);
    return 'emailed' as const;
  });
}

/**
 * The saved-search alerts of a morning run at `now` (modules/morning-run composes the run): every due alert,
 * `concurrency` at a time, each committed on its own.
 */
export async function runSavedSearchAlerts(
  db: Db,
  options: AlertRunOptions,
  now = new Date(),
): Promise<EmailRunCounts> {
  const due = await listDueAlerts(db, now, options.schedule);
  const result: EmailRunCounts = { due: due.length, emailed: 0, nothingNew: 0, skipped: 0 };
  const waiting = [...due];
  const lane = async () => {
    for (let alert = waiting.shift(); alert; alert = waiting.shift()) {
      const outcome = await runOneAlert(db, alert, now, options);
      result[outcome] += 1;
      options.onOutcome?.(alert, outcome);
      await options.afterAlert?.(alert);
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 1, due.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return result;
}

/**
 * §7 `GET /savedsearches/dailyUpdate`: the caller's own alerting searches with the leads first seen since each
 * alert's last run (at most ALERT_EMAIL_MAX_LEADS hits each, and the count). Alerts of a lead type the caller
 * may not read are left out.
 * @throws 403 for callers who may not save searches.
 */
export async function dailyUpdate(db: Db, identity: Identity, now = new Date()): Promise<DailyUpdateResponse> {
  if (!identity.permissions.includes(PERMISSIONS.createSavedSearch)) throw forbidden();
  const searches = await listOwnAlertingSearches(db, identity);
  const answer: DailyUpdateResponse = { searches: [] };
  for (const search of searches) {
    const filters = filtersOfQuery(search.query);
    if (!filters || !mayReadLeadType(identity, search.leadType)) continue;
    const { hits, total } = await findNewLeadsOfSearch(
      db,
      identity,
      { filters, leadType: search.leadType, since: search.since, until: now, limit: ALERT_EMAIL_MAX_LEADS },
      now,
    );
    answer.searches.push({
      searchId: search.searchId,
      searchName: search.searchName,
      leadType: search.leadType,
      frequency: search.frequency,
      since: search.since.toISOString(),
      found: total,
      hits,
    });
  }
  return answer;
}

/**
 * When each alert of the organisation's searches `searchIds` goes out next (issue #30, the Saved Searches screen),
 * by search id: the alert schedule (`ALERT_SEND_HOUR`, `ALERT_WEEKLY_DAY`) in the organisation's time zone and each
 * alert's last send. Alerts that would be skipped (owner inactive, subscription ending first, a lead type the
 * owner's plan may not read) have no entry.
 */
export async function nextAlertsOf(
  db: Db,
  orgId: string,
  searchIds: readonly number[],
  schedule: AlertSchedule,
  now = new Date(),
): Promise<Map<number, NextAlert[]>> {
  const rows = await listNextAlerts(db, orgId, searchIds, now, schedule);
  const bySearch = new Map<number, NextAlert[]>();
  for (const row of rows) {
    if (!mayReadLeadType({ permissions: permissionsFor(row.plan, row.role) }, row.leadType)) continue;
    const alerts = bySearch.get(row.searchId) ?? [];
    alerts.push({ leadType: row.leadType, at: new Date(row.at).toISOString(), due: row.due });
    bySearch.set(row.searchId, alerts);
  }
  return bySearch;
}
