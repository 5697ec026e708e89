/**
 * The real public datasets (../shared/datasets, see its README) that some tests and benchmarks read. Outside CI a
 * missing folder skips those tests with a message; in CI (CI=true), where the folder is always there, it fails.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../../src/config.ts';

export const DATASETS_DIR = path.resolve(REPOSITORY_ROOT, '../shared/datasets');

/**
 * True when `relativePath` (e.g. 'linkedin-2023/job_postings.csv') exists under the datasets folder. Missing, it
 * warns that `what` is skipped and answers false, or throws when CI=true.
 */
export function datasetAvailable(relativePath: string, what: string): boolean {
  const file = path.join(DATASETS_DIR, relativePath);
  if (existsSync(file)) return true;
  const message = `${what} needs ${file}, which does not exist`;
  if (process.env.CI === 'true') throw new Error(`${message} (CI=true: the datasets must be present)`);
  console.warn(`Skipping ${what}: ${file} does not exist.`);
  return false;
}
