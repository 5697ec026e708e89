/**
 * Sending an e-mail from a request (invitations, e-mail confirmations): the message is written to the outbox in the
 * caller's transaction; with SMTP_URL it is handed to SMTP right after the transaction commits. A failed hand-off
 * stays 'queued' with its error counted, and the background jobs' delivery sweep (jobs/mail-delivery.ts) retries it.
 */
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';
import type { OutgoingMessage } from './repository.ts';
import { deliverOutboxMessage, enqueueMessage } from './service.ts';
import { createMailTransport, type MailTransport } from './transport.ts';

/** Kinds of the messages sent from requests (no delivery job of their own; the delivery sweep retries them). */
export const REQUEST_MAIL_KINDS = ['invitation', 'email-change', 'saved-search-alert-sample'] as const;

export interface Mailer {
  /** Address users reach the app at (links in e-mails), without a trailing slash. */
  readonly publicUrl: string;
  /** Writes the message to the outbox in `executor` (the caller's transaction); answers the outbox id. */
  enqueue(executor: Kysely<Database>, message: OutgoingMessage): Promise<number>;
  /** After the commit: hands the message to SMTP now (nothing without SMTP). Never throws. */
  deliver(outboxId: number): Promise<void>;
  close(): void;
}

/** @param transport replaces the SMTP transport built from SMTP_URL (tests); null keeps mail in the outbox. */
export function createMailer(
  db: Db,
  config: Pick<AppConfig, 'mail' | 'publicUrl'>,
  transport: MailTransport | null = createMailTransport(config.mail),
  log: { error(object: object, message: string): void } = console,
): Mailer {
  return {
    publicUrl: config.publicUrl,
    enqueue: async (executor, message) => (await enqueueMessage(executor, message, transport !== null)).id,
    deliver: async (outboxId) => {
      if (!transport) return;
      try {
        const { outcome, error } = await deliverOutboxMessage(db, transport, {
          id: outboxId,
          lastAttempt: false,
          publicUrl: config.publicUrl,
        });
        if (outcome === 'retry')
          log.error({ outboxId, error }, 'e-mail hand-off failed; the delivery sweep retries it');
      } catch (error) {
        log.error({ outboxId, err: error }, 'e-mail hand-off failed; the delivery sweep retries it');
      }
    },
    close: () => transport?.close(),
  };
}
