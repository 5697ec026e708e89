/**
 * `npm run import` while the server runs on the embedded database (issue #31 point 1; docs/importing.md 'While
 * the server runs'). PGlite belongs to the server's process, so the command must not open it: it asks the server
 * whether it is up (GET /api/health at PUBLIC_URL) and, if so, hands a `csv` import to it through the same API the
 * Feed Import screen uses, authenticated with a staff API key (AGENCYSCOUT_API_KEY; Account Settings → API key).
 * Without a key, or for the other sources, it says in one line why it cannot. On PostgreSQL the command just runs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_KEY_HEADER, type FeedImportRun } from '@agencyscout/contracts';
import { loadMapping } from './mapping-schema.ts';
import { inputFiles } from './table-files.ts';
import type { ImportOptions } from './types.ts';

/** The environment variable holding the staff API key the command hands imports over with. */
export const HANDOFF_KEY_VARIABLE = 'AGENCYSCOUT_API_KEY';
const POLL_MS = 1000;

/** Whether a server answers at `baseUrl` (within 1.5 s). */
export async function serverRunning(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The one line said when the import cannot be handed over, or null when it can. */
export function handoffRefusal(source: string, baseUrl: string, apiKey: string | undefined): string | null {
  const screen = `${baseUrl}/admin/imports`;
  if (source !== 'csv') {
    return `The server at ${baseUrl} owns the embedded database: stop it to import ${source}, or bring CSV feeds in through it (csv source, or Feed Import at ${screen}).`;
  }
  if (!apiKey) {
    return `The server at ${baseUrl} owns the embedded database: set ${HANDOFF_KEY_VARIABLE} to a staff API key (Account Settings) to hand this import to it, or use Feed Import at ${screen}.`;
  }
  return null;
}

interface HandoffInput {
  baseUrl: string;
  apiKey: string;
  input: string;
  mapping: string;
  options: ImportOptions;
  /** Where progress lines go (stderr). */
  log: (line: string) => void;
}

async function call(input: HandoffInput, method: string, url: string, body?: FormData | object): Promise<Response> {
  const headers: Record<string, string> = { [API_KEY_HEADER]: input.apiKey };
  if (body && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  const response = await fetch(`${input.baseUrl}/api/v1${url}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(`The server refused the import (${response.status}): ${error.message ?? response.statusText}`);
  }
  return response;
}

const runOf = async (response: Response) => (await response.json()) as FeedImportRun;

/** Uploads the files and checks the mapping: the run with its dry run. */
async function uploadAndCheck(input: HandoffInput): Promise<FeedImportRun> {
  const form = new FormData();
  const feedName = path.basename(input.input, path.extname(input.input));
  form.append('feedName', feedName);
  for (const file of inputFiles(input.input)) {
    form.append('files', new Blob([await readFile(file)]), path.basename(file));
  }
  const uploaded = await runOf(await call(input, 'POST', '/admin/imports', form));
  const mapping = loadMapping(input.mapping);
  const given = {
    ...mapping,
    // The same leads.source as the command's own run of this input.
    source: mapping.source ?? `csv:${feedName}`,
    ...(input.options.leadTypeGiven ? { leadType: input.options.leadType } : {}),
    ...(input.options.sheet ? { sheet: input.options.sheet } : {}),
  };
  return runOf(await call(input, 'POST', `/admin/imports/${uploaded.id}/dry-run`, { mapping: given }));
}

/**
 * Hands the import to the running server: upload, dry run (printed and ended there with --dry-run), start, and
 * progress until it ends; the rejects CSV is saved to the command's rejects path.
 * @returns the summary text, as the command prints it. @throws Error with the server's message.
 */
export async function handOffImport(input: HandoffInput): Promise<string> {
  const checked = await uploadAndCheck(input);
  if (input.options.dryRun || !checked.dryRun) return checked.dryRun?.text ?? '';
  await call(input, 'POST', `/admin/imports/${checked.id}/start`);
  input.log(
    `Handed to the server at ${input.baseUrl} (import ${checked.id}; also shown at /admin/imports?run=${checked.id})`,
  );
  let run = checked;
  let shown = '';
  while (run.status !== 'succeeded' && run.status !== 'failed') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    run = await runOf(await call(input, 'GET', `/admin/imports/${checked.id}`));
    const line = `${run.status}: ${run.progress.rows.toLocaleString('en-US')} rows, ${run.progress.rowsPerSecond} rows/s`;
    if (line !== shown && run.status === 'running') input.log(line);
    shown = line;
  }
  if (run.status === 'failed') throw new Error(run.error ?? 'The import failed');
  if (run.hasRejects) {
    const rejects = await call(input, 'GET', `/admin/imports/${checked.id}/rejects`);
    await mkdir(path.dirname(input.options.rejectsPath), { recursive: true });
    await writeFile(input.options.rejectsPath, await rejects.text());
    input.log(`Rejected rows saved to ${input.options.rejectsPath}`);
  }
  return run.summary?.text ?? '';
}
