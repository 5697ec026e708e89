/**
 * Job 'mail-delivery': hands one queued outbox message to SMTP. pg-boss retries a failed hand-off
 * MAIL_RETRY_LIMIT times with exponential back-off from MAIL_RETRY_DELAY_SECONDS; the last failure marks the
 * message failed in the mailbox.
 */
import { deliverOutboxMessage } from '../modules/mail/service.ts';
import type { JobContext } from './boss.ts';

export const MAIL_DELIVERY_QUEUE = 'mail-delivery';

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
