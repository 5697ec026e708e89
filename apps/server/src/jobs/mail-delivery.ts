/**
 * Job 'mail-delivery': hands one queued outbox message to SMTP. pg-boss retries a failed hand-off
 * MAIL_RETRY_LIMIT times with exponential back-off from MAIL_RETRY_DELAY_SECONDS; the last failure marks the
 * message failed in the mailbox.
 */
import { REQUEST_MAIL_KINDS } from '../modules/mail/mailer.ts';
import { findOutboxMessage, listQueuedBefore } from '../modules/mail/repository.ts';
import { deliverOutboxMessage } from '../modules/mail/service.ts';
import type { JobContext } from './job-context.ts';

export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

/** Every 10 minutes: one more SMTP try for request-time messages (invitations) whose first hand-off failed. */
export const MAIL_SWEEP_QUEUE = 'mail-request-sweep';
const MAIL_SWEEP_CRON = '*/10 * * * *';
/** A message gets this long after its first hand-off before the sweep tries again. */
const SWEEP_AFTER_MS = 5 * 60_000;

export interface MailDeliveryData {
  outboxId: number;
}

export async function registerMailDelivery(context: JobContext): Promise<void> {
  const { boss, config, db, transport, log } = context;
  await boss.createQueue(MAIL_DELIVERY_QUEUE, {
    name: MAIL_DELIVERY_QUEUE,
    retryLimit: config.mail.retryLimit,
    retryDelay: config.mail.retryDelaySeconds,
    retryBackoff: true,
    ...(config.jobExpireSeconds ? { expireInSeconds: config.jobExpireSeconds } : {}),
  });
  if (!transport) return;
  await boss.work<MailDeliveryData>(
    MAIL_DELIVERY_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: context.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const lastAttempt = job.retryCount >= job.retryLimit;
      const { outcome, error } = await deliverOutboxMessage(db, transport, {
        id: job.data.outboxId,
        lastAttempt,
        publicUrl: config.publicUrl,
      });
      if (outcome === 'retry') throw new Error(`SMTP hand-off failed (try ${job.retryCount + 1}): ${error}`);
      if (outcome === 'failed') log.error({ outboxId: job.data.outboxId, error }, 'e-mail failed after the last try');
    },
  );
}

/** The delivery sweep: a queued request-time message is tried again until MAIL_RETRY_LIMIT, then marked failed. */
export async function sweepRequestMail(context: Pick<JobContext, 'config' | 'db' | 'transport'>, now = new Date()) {
  const { config, db, transport } = context;
  if (!transport) return { tried: 0 };
  const ids = await listQueuedBefore(db, new Date(now.getTime() - SWEEP_AFTER_MS), REQUEST_MAIL_KINDS);
  for (const id of ids) {
    const row = await findOutboxMessage(db, id);
    if (!row) continue;
    await deliverOutboxMessage(db, transport, {
      id,
      lastAttempt: row.attempts >= config.mail.retryLimit,
      publicUrl: config.publicUrl,
    });
  }
  return { tried: ids.length };
}

export async function registerMailSweep(context: JobContext): Promise<void> {
  const { boss } = context;
  await boss.createQueue(MAIL_SWEEP_QUEUE, { name: MAIL_SWEEP_QUEUE, policy: 'singleton', retryLimit: 0 });
  await boss.schedule(MAIL_SWEEP_QUEUE, MAIL_SWEEP_CRON, {}, { tz: 'UTC' });
  if (!context.transport) return;
  await boss.work(MAIL_SWEEP_QUEUE, { pollingIntervalSeconds: context.pollingIntervalSeconds }, async () => {
    const { tried } = await sweepRequestMail(context);
    if (tried > 0) context.log.info({ tried }, 'request-time e-mails retried');
  });
}
