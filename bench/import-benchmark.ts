/**
 * `npm run bench:import -- [--rows 100000] [--postgres-url postgres://postgres@127.0.0.1:5432]
 *   [--database import_feeds_bench] [--description-bytes 3000] [--variants none,descriptions,contacts] [--keep]`
 *
 * Speed and memory of the generic `csv` importer (issue #20) on PostgreSQL: generates synthetic feeds of N rows
 * in a temp folder — one without descriptions, one with ~3 KB descriptions, one with ~3 KB descriptions of which one
 * in five names a recruiter (issue #32: contacts from postings) — each with free-text salaries in several periods,
 * 'City, ST' and street-address locations, employment types and dates, and imports each into a fresh database in its own process (so each peak RSS is its own), then
 * VACUUM (ANALYZE). A run at a fifth of the rows is measured too: a flat memory profile shows as the same
 * peak RSS at both sizes, and each import runs with its V8 heap capped at 256 MB, which a run that held
 * its rows would exceed. Prints rows/s and peak RSS.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { importCsvMapping } from '../apps/server/src/importers/csv-mapping.ts';

const log = (line: string) => console.error(`[bench] ${line}`);
/** V8 old-space cap of each import process (MB). */
const HEAP_CAP_MB = 256;

const TITLES = ['Registered Nurse', 'Java Developer', 'Warehouse Associate', 'Payroll Specialist', 'CNC Machinist'];
const PLACES = ['Chicago, IL', 'Austin, TX', 'Toronto, ON', '1 Centre St., N.Y.', 'Greater Boston Area', 'Denver, CO'];
const PAY = ['$25 - $30 an hour', '$85,000 - $95,000 a year', '$800 a week', '$6,364 - $8,727 a month', '-1', ''];
const TYPES = ['Full-time', 'Contract', 'Temporary', 'Part-time', 'Temp to hire'];

function quote(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const RECRUITERS = ['Jane Doe', 'Marcus Whitfield', 'Priya Natarajan', 'Oliver Bennett', 'Elena Vasquez'];

function description(index: number, bytes: number, contactEvery = 0): string {
  const sentence = `Row ${index}: join a team that ships careful work, with 5+ years of experience in the trade. `;
  const text = sentence.repeat(Math.ceil(bytes / sentence.length)).slice(0, bytes);
  if (contactEvery === 0 || index % contactEvery !== 0) return text;
  // A posting that names its recruiter (issue #32): one of five per company, so most repeat across postings.
  const name = RECRUITERS[index % RECRUITERS.length] as string;
  const email = `${name.toLowerCase().replace(' ', '.')}@company${index % 2500}.com`;
  return `${text} Questions? Contact ${name} at ${email}, 416-555-01${String(index % 100).padStart(2, '0')}.`;
}

/** Writes the feed (streamed, so the generator itself stays small). */
async function writeFeed(file: string, rows: number, descriptionBytes: number, contactEvery = 0): Promise<void> {
  const out = createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write('Id,Title,Company,Location,Salary,Type,Posted,Description\n');
  for (let i = 0; i < rows; i++) {
    const day = `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
    const fields = [
      `B-${i}`,
      `${TITLES[i % TITLES.length]} ${i % 97}`,
      `Company ${i % 2500}`,
      PLACES[i % PLACES.length] as string,
      PAY[i % PAY.length] as string,
      TYPES[i % TYPES.length] as string,
      day,
      descriptionBytes ? description(i, descriptionBytes, contactEvery) : '',
    ];
    await write(`${fields.map(quote).join(',')}\n`);
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

const MAPPING = {
  source: 'bench-feed',
  columns: {
    sourceId: 'Id',
    title: 'Title',
    company: 'Company',
    location: 'Location',
    salary: 'Salary',
    employmentType: 'Type',
    postedAt: 'Posted',
    description: 'Description',
  },
};

async function recreate(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database}`);
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
}

/** One import in this process: prints a JSON line with the summary figures and the peak RSS. */
async function child(url: string, feed: string, mappingFile: string, dir: string): Promise<void> {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    const started = Date.now();
    const summary = await importCsvMapping(database.db, feed, mappingFile, {
      source: 'bench-feed',
      leadType: 'OpenWeb',
      leadTypeGiven: false,
      dryRun: false,
      batchSize: 1000,
      rejectsPath: path.join(dir, 'rejects.csv'),
      progress: false,
    });
    const importMs = Date.now() - started;
    await sql`VACUUM (ANALYZE)`.execute(database.db);
    const peakRssMb = process.resourceUsage().maxRSS / 1024;
    console.log(JSON.stringify({ read: summary.read, inserted: summary.leads.inserted, importMs, peakRssMb }));
  } finally {
    await database.close();
  }
}

interface Result {
  read: number;
  inserted: number;
  importMs: number;
  peakRssMb: number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '100000' },
      'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
      database: { type: 'string', default: 'import_feeds_bench' },
      'description-bytes': { type: 'string', default: '3000' },
      /** Feeds to import: none (no descriptions), descriptions (3 KB), contacts (3 KB, 1 in 5 naming a contact). */
      variants: { type: 'string', default: 'none,descriptions,contacts' },
      keep: { type: 'boolean', default: false },
      child: { type: 'string' },
      feed: { type: 'string' },
      mapping: { type: 'string' },
      dir: { type: 'string' },
    },
  });
  const adminUrl = values['postgres-url'];
  const url = `${adminUrl}/${values.database}`;
  if (values.child) return child(url, values.feed ?? '', values.mapping ?? '', values.dir ?? tmpdir());
  const rows = Number(values.rows);
  const dir = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
  const mappingFile = path.join(dir, 'mapping.json');
  writeFileSync(mappingFile, JSON.stringify(MAPPING));
  const results: string[] = [];
  try {
    const bytes = Number(values['description-bytes']);
    const variants = [
      ['none', 'no descriptions', 0, 0],
      ['descriptions', '3 KB descriptions', bytes, 0],
      ['contacts', '3 KB, 1 in 5 names a contact', bytes, 5],
    ] as const;
    const chosen = new Set(values.variants.split(','));
    for (const [, name, size0, contactEvery] of variants.filter(([key]) => chosen.has(key))) {
      for (const size of [Math.round(rows / 5), rows]) {
        const feed = path.join(dir, `feed-${size0}-${contactEvery}-${size}.csv`);
        await writeFeed(feed, size, size0, contactEvery);
        await recreate(adminUrl, values.database);
        log(`${name}, ${size.toLocaleString('en-US')} rows…`);
        const args = [import.meta.filename, '--child', 'yes', '--feed', feed, '--mapping', mappingFile, '--dir', dir];
        // A capped heap shows the import streams: 100,000 rows must fit the same heap as 20,000.
        const output = execFileSync(
          process.execPath,
          [`--max-old-space-size=${HEAP_CAP_MB}`, ...args, '--database', values.database, '--postgres-url', adminUrl],
          {
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Result;
        const rate = Math.round(result.read / (result.importMs / 1000));
        const line = `| ${name} | ${size.toLocaleString('en-US')} | ${result.inserted.toLocaleString('en-US')} | ${(result.importMs / 1000).toFixed(1)} s | ${rate.toLocaleString('en-US')} | ${Math.round(result.peakRssMb)} MB |`;
        log(line);
        results.push(line);
        rmSync(feed);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    if (!values.keep) {
      const client = new pg.Client({ connectionString: `${adminUrl}/postgres` });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${values.database}`);
      await client.end();
    }
  }
  console.log('| feed | rows | leads inserted | import time | rows/s | peak RSS |');
  console.log('|---|--:|--:|--:|--:|--:|');
  for (const line of results) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
