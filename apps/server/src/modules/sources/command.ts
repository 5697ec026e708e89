/**
 * `npm run cli -- sources <action>` (issue #28 'Sources', docs/sources.md): the staff screen's actions for operators.
 *   list [--kind K] [--status active|paused|failing] [--q text]
 *   add <url…> [--kind K] [--lead-type OpenWeb|Agency] [--interval minutes] [--company-id N]
 *   pause <id> | resume <id> | remove <id>
 *   poll <id…> | poll --due     poll now in this process and print what each poll found
 * On the embedded database the server must be stopped first (the database belongs to one process).
 */
import { parseArgs } from 'node:util';
import { SOURCE_KINDS, type SourceKind, sourceListQuerySchema } from '@agencyscout/contracts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/kysely.ts';
import { createSourceClient } from '../../sources/client.ts';
import { hostBudgetOptions } from './host-budget-repository.ts';
import { pollSource } from './poll-service.ts';
import { takeDueSources } from './repository.ts';
import { addSources, changeSource, listSourcesForStaff, removeSource } from './service.ts';

export const SOURCES_USAGE = `Usage: npm run cli -- sources <action>
  list [--kind K] [--status active|paused|failing] [--q text]
  add <url…> [--kind ${SOURCE_KINDS.join('|')}] [--lead-type OpenWeb|Agency] [--interval minutes] [--company-id N]
  pause <id> | resume <id> | remove <id>
  poll <id…> | poll --due`;

type Values = Record<string, string | boolean | undefined>;

function idOf(text: string | undefined): number {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1) throw new Error(`A source id is a whole number.\n${SOURCES_USAGE}`);
  return id;
}

async function list(db: Db, values: Values): Promise<void> {
  const query = sourceListQuerySchema.parse({ kind: values.kind, status: values.status, q: values.q });
  const page = await listSourcesForStaff(db, 'cli', query);
  for (const source of page.sources) {
    const last = source.lastPoll
      ? `${source.lastPoll.outcome} ${source.lastPolledAt} (+${source.lastPoll.postingsNew} / -${source.lastPoll.postingsClosed})`
      : 'never polled';
    console.log(
      `${String(source.id).padStart(6)}  ${source.kind.padEnd(15)} ${source.status.padEnd(8)} ${String(source.postingsOpen).padStart(6)} open  ${source.url}  ${last}${source.lastError ? `  error: ${source.lastError}` : ''}`,
    );
  }
  const { totals } = page;
  console.log(
    `${page.total} sources (${totals.active} active, ${totals.paused} paused, ${totals.failing} failing), ${totals.postingsOpen} postings open`,
  );
}

async function add(db: Db, urls: string[], values: Values): Promise<void> {
  const answer = await addSources(db, 'cli', {
    urls,
    kind: values.kind as SourceKind | undefined,
    leadType: (values['lead-type'] as 'OpenWeb' | 'Agency' | undefined) ?? 'OpenWeb',
    ...(values.interval ? { pollIntervalMinutes: Number(values.interval) } : {}),
    ...(values['company-id'] ? { companyId: Number(values['company-id']) } : {}),
  });
  for (const source of answer.created) console.log(`added ${source.id}: ${source.kind} ${source.token}`);
  for (const url of answer.existing) console.log(`already followed: ${url}`);
}

async function poll(db: Db, ids: number[], due: boolean): Promise<void> {
  const { sources, database } = loadConfig();
  const client = createSourceClient(sources, hostBudgetOptions(db, database.kind));
  const targets = due ? await takeDueSources(db, 10_000, 15 * 60) : ids;
  const queue = [...targets];
  const pollNext = async (): Promise<void> => {
    const id = queue.shift();
    if (id === undefined) return;
    const result = await pollSource({ db, settings: sources, client }, id);
    console.log(`source ${id}: ${JSON.stringify(result)}`);
    await pollNext();
  };
  await Promise.all(Array.from({ length: Math.min(sources.pollConcurrency, queue.length) }, pollNext));
}

/** Runs one `sources` action. @throws Error with the usage on bad arguments; AppError (400/404) from the rules. */
export async function runSourcesCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      kind: { type: 'string' },
      status: { type: 'string' },
      q: { type: 'string' },
      'lead-type': { type: 'string' },
      interval: { type: 'string' },
      'company-id': { type: 'string' },
      due: { type: 'boolean', default: false },
    },
  });
  const [action, ...rest] = positionals;
  if (!action || action === 'help') {
    console.log(SOURCES_USAGE);
    return;
  }
  const database = await openDatabase(loadConfig().database);
  try {
    const db = database.db;
    if (action === 'list') await list(db, values);
    else if (action === 'add') await add(db, rest, values);
    else if (action === 'pause' || action === 'resume') {
      const source = await changeSource(db, 'cli', idOf(rest[0]), { enabled: action === 'resume' });
      console.log(`source ${source.id} is ${source.status}`);
    } else if (action === 'remove') console.log((await removeSource(db, 'cli', idOf(rest[0]))).message);
    else if (action === 'poll') await poll(db, rest.map(idOf), values.due === true);
    else throw new Error(`Unknown action '${action}'.\n${SOURCES_USAGE}`);
  } finally {
    await database.close();
  }
}
