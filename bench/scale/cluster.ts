/**
 * The pieces `npm run scale:check` starts on one machine: a PostgreSQL primary and a streaming replica
 * (initdb + pg_basebackup into a temporary folder, own ports), Redis, app nodes and job workers as child
 * processes. PostgreSQL refuses to run as root, so as root its commands run as the `postgres` OS user.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/** The PostgreSQL binaries' folder (PG_BIN, else the Debian layout), or null when they are not installed. */
export function postgresBinaries(): string | null {
  const candidates = [process.env.PG_BIN, ...PG_BIN_DIRS].filter((dir): dir is string => Boolean(dir));
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_basebackup'))) ??
    null
  );
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as `postgres` when this process is root. */
function pgTool(bin: string, tool: string, args: string[]): void {
  const command = path.join(bin, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/** A folder PostgreSQL may own (given to `postgres` when running as root). */
export function pgOwnedDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface PostgresNode {
  port: number;
  dataDir: string;
  url(database: string): string;
  stop(): void;
}

function startCluster(bin: string, dataDir: string, port: number): PostgresNode {
  pgTool(bin, 'pg_ctl', ['-D', dataDir, '-l', path.join(dataDir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    port,
    dataDir,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        pgTool(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
    },
  };
}

/** initdb + start of a primary that streams WAL to replicas. */
export function startPrimary(bin: string, base: string, port: number): PostgresNode {
  const dataDir = path.join(pgOwnedDir(base), 'primary');
  const socketDir = pgOwnedDir(path.join(base, 'sockets'));
  pgTool(bin, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${socketDir}'`,
    'wal_level = replica',
    'max_wal_senders = 5',
    'hot_standby = on',
    'max_connections = 200',
    'shared_buffers = 64MB',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
  ];
  writeFileSync(path.join(base, 'primary.conf'), `${settings.join('\n')}\n`);
  execFileSync('sh', ['-c', `cat '${path.join(base, 'primary.conf')}' >> '${path.join(dataDir, 'postgresql.conf')}'`]);
  return startCluster(bin, dataDir, port);
}

/** pg_basebackup of the primary (-R: standby.signal + primary_conninfo) started as a hot standby. */
export function startReplica(bin: string, base: string, primary: PostgresNode, port: number): PostgresNode {
  const dataDir = path.join(base, 'replica');
  pgTool(bin, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
    // An immediate checkpoint: the default 'spread' one waits minutes on an idle primary.
    '--checkpoint=fast',
  ]);
  execFileSync('sh', ['-c', `echo 'port = ${port}' >> '${path.join(dataDir, 'postgresql.auto.conf')}'`]);
  return startCluster(bin, dataDir, port);
}

export interface Child {
  name: string;
  child: ChildProcess;
  /** Ends the process with `signal` and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function wrap(name: string, child: ChildProcess): Child {
  return {
    name,
    child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

export async function startRedis(port: number): Promise<Child> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = createServer();
      socket.once('error', () => resolve(true));
      socket.listen(port, '127.0.0.1', () => socket.close(() => resolve(false)));
    });
    if (up) return wrap('redis', child);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('redis did not start');
}

/** An app node (`apps/server/src/server.ts`), resolved once /api/ready answers 200. */
export async function startAppNode(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Child & { url: string }> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Every node has the same PUBLIC_URL (the load balancer's address), as in production: one issuer for all.
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { ...wrap(name, child), url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready`);
}

/** A job worker (`apps/server/src/jobs/worker.ts`). */
export function startWorker(name: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['apps/server/src/jobs/worker.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return wrap(name, child);
}
