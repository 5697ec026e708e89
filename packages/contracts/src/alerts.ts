/**
 * Saved-search alert e-mails, dailyUpdate and the provider staff's mailbox (prospecting-core §2.6 Notify Me,
 * §7 `GET /savedsearches/dailyUpdate`; issue #11).
 */
import { z } from 'zod';
import { LEAD_TYPES } from './lead-data.ts';
import { leadHitSchema } from './lead-search.ts';
import { ALERT_FREQUENCIES } from './saved-searches.ts';

/** Leads listed in one alert e-mail; the rest are counted with a link to the search. */
export const ALERT_EMAIL_MAX_LEADS = 50;

export const ALERT_TEXTS = {
  unsubscribeTitle: 'Turn off this alert',
  unsubscribeDone: 'The alert is off. You will get no more e-mails for it.',
  unsubscribeUsed: 'This link has been used already, or the alert is off.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** One alerting saved search of the caller with its leads first seen since its last alert. */
export const dailyUpdateSearchSchema = z.object({
  searchId: z.number().int(),
  searchName: z.string(),
  leadType: z.enum(LEAD_TYPES),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** ISO timestamp: leads first seen after it are new. */
  since: z.string(),
  /** How many leads are new in all; `hits` holds at most ALERT_EMAIL_MAX_LEADS of them. */
  found: z.number().int().nonnegative(),
  hits: z.array(leadHitSchema),
});
export const dailyUpdateResponseSchema = z.object({ searches: z.array(dailyUpdateSearchSchema) });
export type DailyUpdateResponse = z.infer<typeof dailyUpdateResponseSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });

export const MAILBOX_PAGE_SIZE = 25;
export const MAILBOX_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;
export const MAILBOX_STATUS_LABELS: Record<(typeof MAILBOX_STATUSES)[number], string> = {
  stored: 'Stored (no SMTP)',
  queued: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed',
};

export const mailboxQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(MAILBOX_PAGE_SIZE),
});

export const mailboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(MAILBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The plain-text part (the HTML part is not shown in the mailbox). */
  text: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export const mailboxResponseSchema = z.object({ total: z.number().int(), messages: z.array(mailboxMessageSchema) });
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
