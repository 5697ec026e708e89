/**
 * What a morning e-mail run is told (modules/morning-run: saved-search alerts, 'new leads at your clients',
 * activity reports) and what each kind of e-mail counts.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { DueClientAlert } from './client-alert-repository.ts';
import type { AlertSchedule, DueAlert } from './repository.ts';

export interface AlertRunOptions {
  publicUrl: string;
  appSecret: string;
  schedule: AlertSchedule;
  /** True when SMTP_URL is set: messages are queued for a hand-off; else they stay in the outbox. */
  smtp: boolean;
  /** Queues the SMTP hand-off of an outbox row inside the alert's transaction (the delivery job). */
  enqueueDelivery?: (trx: Kysely<Database>, outboxId: number) => Promise<void>;
  /** Alerts handled at the same time (default 1); each is its own transaction, so lanes never share a claim. */
  concurrency?: number;
  /** Called after each alert is committed (tests stop a run here). */
  afterAlert?: (alert: DueAlert) => Promise<void> | void;
  /** Called after each client alert is committed (tests stop a run here). */
  afterClientAlert?: (alert: DueClientAlert) => Promise<void> | void;
  /** Told each alert's outcome once committed (product analytics 'alert sent'). */
  onOutcome?: (alert: DueAlert, outcome: 'emailed' | 'nothingNew' | 'skipped') => void;
}

/** One kind of e-mail in a run: due, sent, with nothing new, skipped (no longer allowed or readable). */
export interface EmailRunCounts {
  due: number;
  emailed: number;
  nothingNew: number;
  skipped: number;
}
