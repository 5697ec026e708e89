/**
 * Alerts a user can see (prospecting-core §2.6 Notify Me; issue #30): 'Send me a sample now' e-mails the owner of a
 * saved search its alert as the next alert run would build it now, marked as a sample, a few times a day
 * (`POST /api/v1/savedSearches/{id}/sample`); the saved-search list says when each alert goes out next.
 */
import { z } from 'zod';
import { LEAD_TYPES } from './lead-data.ts';

/** Samples one user may ask for per UTC day. One request counts once, whether it sends one e-mail or two. */
export const ALERT_SAMPLE_DAILY_LIMIT = 5;

export const ALERT_SAMPLE_ERROR_CODES = {
  dailyLimit: 'ALERT_SAMPLE_DAILY_LIMIT',
  noAlert: 'ALERT_SAMPLE_NO_ALERT',
} as const;

export const ALERT_SAMPLE_TEXTS = {
  action: 'Send me a sample now',
  sending: 'Sending the sample…',
  /** Put before the subject of a sample e-mail. */
  subjectPrefix: '[Sample] ',
  /** The first line of a sample e-mail's body; `since` is when its window starts ('Jan 05, 2026 07:00 UTC'). */
  bodyNote: (since: string) =>
    `This is a sample you asked for: the alert as it would go out now, with the leads first seen since ${since}. ` +
    'It changes nothing for the alert itself: the next alert still lists every lead new since the one before.',
  /** The sample e-mail's link in place of the unsubscribe link, to the search's dialog. */
  manageAlert: 'Change or turn off this alert',
  sent: (to: string, emails: number) => `Sample sent to ${to}${emails > 1 ? ` (${emails} e-mails)` : ''}`,
  nothingNew: (since: string) =>
    `No leads of this search were first seen since ${since}, so its alert would send nothing now. No sample was sent or counted.`,
  noAlert: 'Turn on an e-mail alert in Notify Me first: the sample is that alert’s e-mail.',
  notOwner: 'Only the owner of this saved search gets its alerts and their samples.',
  unreadable: 'The filters of this saved search can no longer be read. Save the search again from the leads screen.',
  /** The 429 message; `resetsAt` says when the next sample can be asked for. */
  dailyLimit: (limit: number, resetsAt: string) =>
    `You have used today’s ${limit} samples. You can ask for more from ${resetsAt}.`,
  /** Shown beside the disabled action. */
  limitUsed: (limit: number, resetsAt: string) => `Today’s ${limit} samples are used; more from ${resetsAt}.`,
  remaining: (left: number, limit: number) => `${left} of ${limit} samples left today`,
  nextAlert: (kind: string, when: string) => `Next ${kind} alert: ${when}`,
  nextAlertDue: (kind: string) => `Next ${kind} alert: going out now`,
  nextAlertNote: 'Next alert times are in your time zone. An alert is sent only when its search has new leads.',
} as const;

/** When one alert (lead type) of a saved search goes out next, computed from the alert schedule. */
export const nextAlertSchema = z.object({
  leadType: z.enum(LEAD_TYPES),
  /** ISO timestamp: the send hour of the alert's next period (the current time when it is due now). */
  at: z.string(),
  /** True when the alert is due and goes out with the alert job's next check. */
  due: z.boolean(),
});
export type NextAlert = z.infer<typeof nextAlertSchema>;

/** The caller's samples of the current UTC day. */
export const alertSampleAllowanceSchema = z.object({
  limit: z.number().int().positive(),
  used: z.number().int().nonnegative(),
  /** ISO timestamp: the next UTC midnight, when `used` starts again at 0. */
  resetsAt: z.string(),
});
export type AlertSampleAllowance = z.infer<typeof alertSampleAllowanceSchema>;

/** Answer of POST /savedSearches/{id}/sample: the e-mails sent (0 when nothing is new) and the day's allowance. */
export const alertSampleResultSchema = z.object({
  sent: z.number().int().nonnegative(),
  to: z.string(),
  message: z.string(),
  allowance: alertSampleAllowanceSchema,
});
export type AlertSampleResult = z.infer<typeof alertSampleResultSchema>;
