/**
 * 'Send me a sample now' (prospecting-core §2.6 Notify Me; issue #30): the owner of a saved search gets its alert
 * e-mail as the alert run would build it now — the same search code, renderer, outbox and mailer — marked as a
 * sample (subject prefix and a first line) and sent to the owner only. Its window is the alert's current one
 * (since the last alert) or, when that is shorter, one alert period (a day or a week) back, so a new search or
 * one alerted an hour ago still shows leads. A sample writes no send record: it is no alert period, so the next
 * alert and `dailyUpdate` still list every lead new since the alert before. At most ALERT_SAMPLE_DAILY_LIMIT
 * requests per user and UTC day send something; one that finds nothing new sends and counts nothing.
 */
import {
  ALERT_EMAIL_MAX_LEADS,
  ALERT_SAMPLE_DAILY_LIMIT,
  ALERT_SAMPLE_ERROR_CODES,
  ALERT_SAMPLE_TEXTS,
  type AlertSampleAllowance,
  type AlertSampleResult,
  permissionsFor,
} from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { formatDisplayMinute } from '../../lib/dates.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { findNewLeadsOfSearch, mayReadLeadType, requireLeadAccess } from '../leads/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderAlertEmail } from './email.ts';
import { claimSample, countSamples, findSampleSearch } from './sample-repository.ts';
import { filtersOfQuery } from './service.ts';

/** The outbox kind of sample e-mails. */
export const ALERT_SAMPLE_MAIL_KIND = 'saved-search-alert-sample';

const DAY_MS = 86_400_000;
/** One alert period, in milliseconds: how far back a sample looks at least. */
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

export interface AlertSampleDependencies {
  db: Db;
  mailer: Mailer;
  /** The clock (tests move it across UTC midnight). */
  now?: () => Date;
}

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function nextUtcMidnight(at: Date): Date {
  const midnight = new Date(at);
  midnight.setUTCHours(24, 0, 0, 0);
  return midnight;
}

function dailyLimitReached(now: Date): AppError {
  const resetsAt = formatDisplayMinute(nextUtcMidnight(now));
  return new AppError(
    ALERT_SAMPLE_ERROR_CODES.dailyLimit,
    429,
    ALERT_SAMPLE_TEXTS.dailyLimit(ALERT_SAMPLE_DAILY_LIMIT, resetsAt),
  );
}

/** The caller's samples of the UTC day of `now` and when the count starts again. */
export async function alertSampleAllowance(
  db: Db,
  identity: Pick<Identity, 'userId'>,
  now = new Date(),
): Promise<AlertSampleAllowance> {
  return {
    limit: ALERT_SAMPLE_DAILY_LIMIT,
    used: await countSamples(db, identity.userId, utcDay(now)),
    resetsAt: nextUtcMidnight(now).toISOString(),
  };
}

/**
 * POST /savedSearches/{id}/sample: one sample e-mail per alert that is on (Agency, Open Web) with new leads in
 * its window, to the caller, who must own the search.
 * @throws 403 without lead access or for a teammate's search; 404 for an unknown id or another organisation's
 * search; 400 ALERT_SAMPLE_NO_ALERT when no alert of a lead type the plan reads is on; 429
 * ALERT_SAMPLE_DAILY_LIMIT when the day's samples are used (the message says when that ends).
 */
export async function sendAlertSample(
  dependencies: AlertSampleDependencies,
  identity: Identity,
  searchId: number,
): Promise<AlertSampleResult> {
  const { db, mailer } = dependencies;
  requireLeadAccess(identity);
  const now = dependencies.now?.() ?? new Date();
  const search = await findSampleSearch(db, identity.orgId, searchId);
  if (!search) throw notFound();
  if (search.userId !== identity.userId) throw forbidden(ALERT_SAMPLE_TEXTS.notOwner);
  // The alert run reads with the owner's plan permissions; so does the sample.
  const reader = { userId: identity.userId, permissions: permissionsFor(identity.plan, identity.role) };
  const alerts = search.alerts.filter((alert) => mayReadLeadType(reader, alert.leadType));
  if (alerts.length === 0) throw new AppError(ALERT_SAMPLE_ERROR_CODES.noAlert, 400, ALERT_SAMPLE_TEXTS.noAlert);
  const filters = filtersOfQuery(search.query);
  if (!filters) throw badRequest(ALERT_SAMPLE_TEXTS.unreadable);
  const day = utcDay(now);
  if ((await countSamples(db, identity.userId, day)) >= ALERT_SAMPLE_DAILY_LIMIT) throw dailyLimitReached(now);

  const found = [];
  for (const alert of alerts) {
    const since = new Date(Math.min(alert.since.getTime(), now.getTime() - PERIOD_MS[alert.frequency]));
    const window = { filters, leadType: alert.leadType, since, until: now, limit: ALERT_EMAIL_MAX_LEADS };
    found.push({ ...alert, since, ...(await findNewLeadsOfSearch(db, reader, window, now)) });
  }
  const to = search.ownerEmail;
  const withLeads = found.filter((alert) => alert.total > 0);
  if (withLeads.length === 0) {
    const earliest = new Date(Math.min(...found.map((alert) => alert.since.getTime())));
    const allowance = await alertSampleAllowance(db, identity, now);
    return { sent: 0, to, message: ALERT_SAMPLE_TEXTS.nothingNew(formatDisplayMinute(earliest)), allowance };
  }
  const settingsUrl = `${mailer.publicUrl}/savedsearch?searchId=${search.searchId}`;
  const { ids, used } = await db.transaction().execute(async (trx) => {
    const used = await claimSample(trx, identity, day, ALERT_SAMPLE_DAILY_LIMIT);
    if (used === null) throw dailyLimitReached(now);
    const ids: number[] = [];
    for (const alert of withLeads) {
      const content = await renderAlertEmail({
        ...search,
        ...alert,
        publicUrl: mailer.publicUrl,
        unsubscribeUrl: settingsUrl,
        sampleNote: ALERT_SAMPLE_TEXTS.bodyNote(formatDisplayMinute(alert.since)),
      });
      const message = { orgId: identity.orgId, kind: ALERT_SAMPLE_MAIL_KIND, to, headers: {}, ...content };
      ids.push(await mailer.enqueue(trx, message));
    }
    return { ids, used };
  });
  for (const id of ids) await mailer.deliver(id);
  return {
    sent: ids.length,
    to,
    message: ALERT_SAMPLE_TEXTS.sent(to, ids.length),
    allowance: { limit: ALERT_SAMPLE_DAILY_LIMIT, used, resetsAt: nextUtcMidnight(now).toISOString() },
  };
}
