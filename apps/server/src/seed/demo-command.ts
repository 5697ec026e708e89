/**
 * `npm run seed:demo -- [--leads N] [--seed S] [--replace] [--anchor YYYY-MM-DD]`: synthetic demo data
 * (default 20,000 leads, seed 1). `--replace` removes earlier demo rows first.
 */
import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { replaceDemoData, seedDemoData } from './demo-data.ts';

const MAX_LEADS = 5_000_000;

/** Parses the flags. @throws Error on a bad value. */
export function parseDemoArgs(args: string[], defaultLeads: number) {
  const { values } = parseArgs({
    args,
    options: {
      leads: { type: 'string' },
      seed: { type: 'string', default: '1' },
      replace: { type: 'boolean', default: false },
      anchor: { type: 'string' },
    },
  });
  const leads = values.leads === undefined ? defaultLeads : Number(values.leads);
  const seed = Number(values.seed);
  if (!Number.isInteger(leads) || leads < 1 || leads > MAX_LEADS) throw new Error(`--leads must be 1 to ${MAX_LEADS}`);
  if (!Number.isInteger(seed) || seed < 0) throw new Error('--seed must be a whole number ≥ 0');
  const anchor = values.anchor ? new Date(`${values.anchor}T00:00:00Z`) : undefined;
  if (anchor && (Number.isNaN(anchor.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(values.anchor ?? ''))) {
    throw new Error('--anchor must be a date YYYY-MM-DD');
  }
  return { leads, seed, replace: values.replace, anchor };
}

export const SEED_DEMO_USAGE = `Usage: npm run seed:demo -- [--leads N] [--seed S] [--replace] [--anchor YYYY-MM-DD]
  --leads N     synthetic leads to create (default DEMO_LEADS or 20000)
  --seed S      random seed (default 1); the same seed and anchor give the same data
  --replace     remove earlier demo data first
  --anchor DAY  posted dates count back from this day (default: the current hour)`;

/** `companies 1.2 s, contacts 4.0 s, …` */
function formatPhases(phases: Record<string, number>): string {
  return Object.entries(phases)
    .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

export async function runSeedDemoCommand(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(SEED_DEMO_USAGE);
    return;
  }
  const config = loadConfig();
  const { replace, ...options } = parseDemoArgs(args, config.demoLeads || 20_000);
  const database = await openDatabase(config.database);
  const bar = process.stderr.isTTY
    ? new SingleBar(
        { stream: process.stderr, format: 'demo leads [{bar}] {value}/{total} | {duration_formatted}' },
        Presets.shades_classic,
      )
    : null;
  bar?.start(options.leads, 0);
  try {
    const seed = replace ? replaceDemoData : seedDemoData;
    const summary = await seed(database.db, { ...options, onProgress: (written) => bar?.update(written) });
    bar?.stop();
    const perSecond = Math.round(summary.leads / Math.max(summary.elapsedMs / 1000, 0.001));
    console.log(
      `Demo data (seed ${options.seed}): ${summary.companies.toLocaleString('en-US')} companies, ` +
        `${summary.contacts.toLocaleString('en-US')} contacts, ${summary.leads.toLocaleString('en-US')} leads, ` +
        `${summary.tips.toLocaleString('en-US')} agency tips in ${(summary.elapsedMs / 1000).toFixed(1)} s ` +
        `(${perSecond.toLocaleString('en-US')} leads/s; ${formatPhases(summary.phases)})`,
    );
  } finally {
    bar?.stop();
    await database.close();
  }
}
