/** Saved searches with alerts for the alert tests (the saved-search API is not needed to make them). */
import type { Db } from '../../db/kysely.ts';
import type { AlertFrequency } from '../../db/types.ts';
import type { AlertRunOptions } from './run-options.ts';

export async function insertAlertingSearch(
  db: Db,
  owner: { orgId: string; userId: string },
  search: {
    name: string;
    query: Record<string, unknown>;
    agency?: AlertFrequency;
    openWeb?: AlertFrequency;
    createdAt?: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('savedSearches')
    .values({
      orgId: owner.orgId,
      userId: owner.userId,
      name: search.name,
      query: JSON.stringify(search.query),
      sendEmail: Boolean(search.agency),
      sendEmailFrequency: search.agency ?? null,
      sendOpenWebEmail: Boolean(search.openWeb),
      sendOpenWebEmailFrequency: search.openWeb ?? null,
      createdAt: search.createdAt ?? new Date(Date.now() - 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Run options of the tests: every daily alert is due at any hour. */
export function testRunOptions(context: { config: { publicUrl: string; appSecret: string } }): AlertRunOptions {
  return {
    publicUrl: context.config.publicUrl,
    appSecret: context.config.appSecret,
    schedule: { sendHour: 0, weeklyDay: 1 },
    smtp: false,
  };
}
