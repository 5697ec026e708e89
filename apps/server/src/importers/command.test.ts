import { describe, expect, it } from 'vitest';
import { parseDemoArgs } from '../seed/demo-command.ts';
import { parseImportArgs } from './command.ts';

describe('import command arguments', () => {
  it('resolves paths against the directory npm was run from and applies the defaults', () => {
    const parsed = parseImportArgs(['linkedin-2023', '../shared/datasets/linkedin-2023'], '/work/main', '/data');
    expect(parsed).toMatchObject({
      source: 'linkedin-2023',
      input: '/work/shared/datasets/linkedin-2023',
      mapping: null,
    });
    expect(parsed.options).toMatchObject({ leadType: 'OpenWeb', leadTypeGiven: false, dryRun: false, batchSize: 1000 });
    expect(parsed.options.rejectsPath).toMatch(/^\/data\/import-rejects\/linkedin-2023-\d{8}-\d{6}\.csv$/);
  });

  it('reads the options', () => {
    const parsed = parseImportArgs(
      ['csv', 'feed.csv', '--mapping', 'map.json', '--lead-type', 'Agency', '--dry-run', '--batch-size', '50'],
      '/home/me',
      '/data',
    );
    expect(parsed).toMatchObject({ input: '/home/me/feed.csv', mapping: '/home/me/map.json' });
    expect(parsed.options).toMatchObject({ leadType: 'Agency', leadTypeGiven: true, dryRun: true, batchSize: 50 });
  });

  it('rejects bad input with a usage message', () => {
    expect(() => parseImportArgs([], '/', '/data')).toThrow(/Usage: npm run import/);
    expect(() => parseImportArgs(['monster', 'x'], '/', '/data')).toThrow(/Unknown source 'monster'/);
    expect(() => parseImportArgs(['csv', 'x', '--lead-type', 'Both'], '/', '/data')).toThrow(/--lead-type must be/);
    expect(() => parseImportArgs(['csv', 'x', '--batch-size', '0'], '/', '/data')).toThrow(/--batch-size/);
    expect(() => parseImportArgs(['csv', 'x', '--preview', 'lots'], '/', '/data')).toThrow(/--preview/);
  });

  it('reads the preview size and the sheet (issue #20)', () => {
    const parsed = parseImportArgs(
      ['csv', 'jobs.xlsx', '--mapping', 'm.json', '--dry-run', '--preview', '20', '--sheet', 'Jobs'],
      '/home/me',
      '/data',
    );
    expect(parsed.options).toMatchObject({ dryRun: true, preview: 20, sheet: 'Jobs' });
  });
});

describe('seed-demo command arguments', () => {
  it('defaults and validates', () => {
    expect(parseDemoArgs([], 20_000)).toEqual({ leads: 20_000, seed: 1, replace: false, anchor: undefined });
    expect(parseDemoArgs(['--leads', '500', '--seed', '9', '--anchor', '2025-01-31'], 1)).toEqual({
      leads: 500,
      seed: 9,
      replace: false,
      anchor: new Date('2025-01-31T00:00:00Z'),
    });
    expect(() => parseDemoArgs(['--leads', '0'], 1)).toThrow(/--leads/);
    expect(() => parseDemoArgs(['--anchor', 'tomorrow'], 1)).toThrow(/--anchor/);
  });
});
