/** SQL of the outbox: every e-mail the product sends, its delivery state and the staff's mailbox list. */
import type { Kysely } from 'kysely';
import type { Db } from '../../db/kysely.ts';
import type { Database, OutboxStatus } from '../../db/types.ts';

export interface OutgoingMessage {
  orgId: string | null;
  /** What the message is (`saved-search-alert`). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Inserts one message (in the caller's transaction when `executor` is one) and answers its id. */
export async function insertOutboxMessage(
  executor: Kysely<Database>,
  message: OutgoingMessage,
  status: OutboxStatus,
): Promise<number> {
  const row = await executor
    .insertInto('outbox')
    .values({
      orgId: message.orgId,
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: JSON.stringify(message.headers),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function findOutboxMessage(db: Db, id: number) {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markOutboxSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ status: 'sent', sentAt: new Date(), attempts: eb('attempts', '+', 1), lastError: null }))
    .where('id', '=', id)
    .execute();
}

/** Counts a failed hand-off; `final` marks the message failed (no more tries). */
export async function recordOutboxFailure(db: Db, id: number, error: string, final: boolean): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      lastError: error.slice(0, 1000),
      ...(final ? { status: 'failed' as const } : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Ids of the messages still waiting for SMTP that were queued before `before` (of the given kinds, when given). */
export async function listQueuedBefore(db: Db, before: Date, kinds?: readonly string[]): Promise<number[]> {
  let query = db.selectFrom('outbox').select('id').where('status', '=', 'queued').where('createdAt', '<', before);
  if (kinds) query = query.where('kind', 'in', [...kinds]);
  const rows = await query.orderBy('id').limit(1000).execute();
  return rows.map((row) => Number(row.id));
}

/** The newest messages first, and how many there are. */
export async function listMailbox(db: Db, page: { offset: number; count: number }) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('outbox')
      .select([
        'id',
        'toAddress',
        'subject',
        'kind',
        'status',
        'attempts',
        'lastError',
        'createdAt',
        'sentAt',
        'textBody',
      ])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.count)
      .execute(),
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}
