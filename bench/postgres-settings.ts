/**
 * Which PostgreSQL settings a search benchmark ran on (issue #29): as shipped (PostgreSQL's defaults, 128 MB of
 * shared buffers) or as docs/operations.md 'PostgreSQL settings' recommends (shared buffers about a quarter of the
 * server's memory). shared_buffers changes only with a restart, which the benchmark never does itself (it would cut
 * off every other user of the server): it measures the profile the server is in and prints how to get the other.
 */
import { totalmem } from 'node:os';
import pg from 'pg';

/** The settings the report shows, as PostgreSQL prints them. */
const SHOWN = [
  'shared_buffers',
  'effective_cache_size',
  'work_mem',
  'max_parallel_workers_per_gather',
  'random_page_cost',
  'autovacuum',
  'jit',
] as const;

/** PostgreSQL's default shared_buffers: what 'as shipped' means. */
const SHIPPED_SHARED_BUFFERS = 128 * 1024 * 1024;
const GIB = 1024 ** 3;

export interface PostgresSettings {
  version: string;
  /** Debian's 'version/name' ('15/main'), or null. */
  cluster: string | null;
  sharedBuffersBytes: number;
  values: Record<(typeof SHOWN)[number], string>;
}

export type SettingsProfile = 'as shipped' | 'recommended';

/** The server's settings, read over `url` (server-wide values: the app's own session settings come on top). */
export async function readPostgresSettings(url: string): Promise<PostgresSettings> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ name: string; value: string }>(
      'SELECT name, current_setting(name) AS value FROM pg_settings WHERE name = ANY($1)',
      [[...SHOWN, 'server_version', 'cluster_name']],
    );
    const bytes = await client.query<{ bytes: string }>(
      "SELECT pg_size_bytes(current_setting('shared_buffers'))::text AS bytes",
    );
    const value = (name: string) => rows.rows.find((row) => row.name === name)?.value ?? '?';
    return {
      version: value('server_version'),
      cluster: /^\d+\/[\w-]+$/.test(value('cluster_name')) ? value('cluster_name') : null,
      sharedBuffersBytes: Number(bytes.rows[0]?.bytes ?? 0),
      values: Object.fromEntries(SHOWN.map((name) => [name, value(name)])) as PostgresSettings['values'],
    };
  } finally {
    await client.end();
  }
}

/** docs/operations.md: shared_buffers about a quarter of the database server's memory (this machine's, in whole GB). */
export function recommendedSharedBuffersGb(memory = totalmem()): number {
  return Math.max(1, Math.round(memory / 4 / GIB));
}

/** The profile the server is in, or null when it is in neither (shared_buffers neither 128 MB nor about a quarter). */
export function profileOf(settings: PostgresSettings, memory = totalmem()): SettingsProfile | null {
  if (settings.sharedBuffersBytes === SHIPPED_SHARED_BUFFERS) return 'as shipped';
  if (settings.sharedBuffersBytes >= 0.8 * recommendedSharedBuffersGb(memory) * GIB) return 'recommended';
  return null;
}

/** One line: the server's settings and the app's session settings (apps/server/src/db/pool.ts). */
export function describeSettings(settings: PostgresSettings): string {
  const server = Object.entries(settings.values)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
  return `PostgreSQL ${settings.version}: ${server}; every app connection sets work_mem 16MB and jit off (apps/server/src/db/pool.ts), in both profiles`;
}

/**
 * How to put the server into `wanted`, for a report of a run that could not measure it: the restart command
 * (Debian's pg_ctlcluster when the cluster name says so, else ALTER SYSTEM and a restart) and the benchmark command.
 */
export function restartAdvice(settings: PostgresSettings, wanted: SettingsProfile, rerun: string): string[] {
  const [version, name] = settings.cluster?.split('/') ?? [];
  const gb = recommendedSharedBuffersGb();
  const restart = (options: string) =>
    version && name
      ? `pg_ctlcluster ${version} ${name} restart${options}`
      : `(restart PostgreSQL${options ? ` with ${options.trim()}` : ''})`;
  const lines = [
    `${wanted}: not measured in this run. shared_buffers is ${settings.values.shared_buffers} and changes only with a restart of PostgreSQL, which the benchmark does not do (it would cut off every other user of the server). To measure it:`,
  ];
  if (wanted === 'recommended') {
    lines.push(
      `  ${restart(` -o '-c shared_buffers=${gb}GB'`)}    # docs/operations.md: about a quarter of the memory; or ALTER SYSTEM SET shared_buffers = '${gb}GB' and restart`,
      `  ${rerun} --pg-settings recommended`,
      `  ${restart('')}    # back to the settings as shipped (ALTER SYSTEM RESET shared_buffers first if it was set that way)`,
    );
  } else {
    lines.push(
      `  ${restart('')}    # without -o: PostgreSQL's own settings (ALTER SYSTEM RESET shared_buffers first if set)`,
    );
    lines.push(`  ${rerun} --pg-settings shipped`);
  }
  return lines;
}
