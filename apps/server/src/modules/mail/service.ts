/**
 * E-mail rules (issue #11): a message is written to the outbox in the sender's transaction — 'stored' when there
 * is no SMTP server, 'queued' for a hand-off otherwise — and a queued one is handed to SMTP by the delivery job,
 * retried with back-off, and marked failed after the last try (docs/decisions.md 'Alert e-mails').
 */
import type { MailboxResponse } from '@agencyscout/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database } from '../../db/types.ts';
import {
  findOutboxMessage,
  insertOutboxMessage,
  listMailbox,
  markOutboxSent,
  type OutgoingMessage,
  recordOutboxFailure,
} from './repository.ts';
import type { MailTransport } from './transport.ts';

export type { OutgoingMessage } from './repository.ts';

/** Writes the message to the outbox; answers its id and whether it waits for an SMTP hand-off. */
export async function enqueueMessage(
  executor: Kysely<Database>,
  message: OutgoingMessage,
  smtp: boolean,
): Promise<{ id: number; queued: boolean }> {
  const id = await insertOutboxMessage(executor, message, smtp ? 'queued' : 'stored');
  return { id, queued: smtp };
}

/** The Message-ID of an outbox row (the same on every retry). */
export function messageIdFor(id: number, publicUrl: string): string {
  return `<outbox-${id}@${new URL(publicUrl).hostname}>`;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/**
 * Hands one queued message to SMTP. A failure is counted and answers 'retry', or 'failed' on the last try
 * (`lastAttempt`). Messages already sent or failed are skipped, so a repeated job sends nothing.
 */
export async function deliverOutboxMessage(
  db: Db,
  transport: MailTransport,
  options: { id: number; lastAttempt: boolean; publicUrl: string },
): Promise<{ outcome: DeliveryOutcome; error?: string }> {
  const row = await findOutboxMessage(db, options.id);
  if (row?.status !== 'queued') return { outcome: 'skipped' };
  try {
    await transport.send({
      messageId: messageIdFor(row.id, options.publicUrl),
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordOutboxFailure(db, row.id, message, options.lastAttempt);
    return { outcome: options.lastAttempt ? 'failed' : 'retry', error: message };
  }
  await markOutboxSent(db, row.id);
  return { outcome: 'sent' };
}

/** The staff's mailbox page: newest first. */
export async function mailboxPage(db: Db, page: { offset: number; count: number }): Promise<MailboxResponse> {
  const { rows, total } = await listMailbox(db, page);
  return {
    total,
    messages: rows.map((row) => ({
      id: Number(row.id),
      to: row.toAddress,
      subject: row.subject,
      kind: row.kind,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
      text: row.textBody,
    })),
  };
}
