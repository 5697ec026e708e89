/**
 * Helpers for tests of the job web and of code that polls it: the URL a connector polls first for a board, and
 * the shared datasets' presence (a missing folder skips dataset assertions with a message, but fails on CI).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATASETS_DIR } from './index.ts';
import type { JobWeb, JobWebBoard } from './types.ts';

/** The first URL a connector requests for a board (the document faults apply to). */
export function entryUrl(web: Pick<JobWeb, 'baseUrls'>, board: JobWebBoard): string {
  const token = encodeURIComponent(board.token);
  const base = web.baseUrls;
  switch (board.kind) {
    case 'greenhouse':
      return `${base.greenhouse}/v1/boards/${token}/jobs?content=true`;
    case 'lever':
      return `${base.lever}/v0/postings/${token}?mode=json`;
    case 'ashby':
      return `${base.ashby}/posting-api/job-board/${token}?includeCompensation=true`;
    case 'workable':
      return `${base.workable}/api/v1/widget/accounts/${token}?details=true`;
    case 'smartrecruiters':
      return `${base.smartrecruiters}/v1/companies/${token}/postings?limit=100&offset=0`;
    case 'recruitee':
      return `${base.recruitee.replace('{company}', token)}/api/offers/`;
    default:
      return board.url;
  }
}

/**
 * True when the shared datasets are there. When they are not: on CI (CI=true) this throws, elsewhere it logs why
 * dataset-specific assertions are skipped.
 */
export function datasetsAvailable(dir = DEFAULT_DATASETS_DIR): boolean {
  if (existsSync(path.join(dir, 'linkedin-2023', 'job_postings.csv'))) return true;
  const message = `Shared datasets not found at ${dir}: dataset-specific job web assertions are skipped.`;
  if (process.env.CI === 'true') throw new Error(`${message} They are required on CI.`);
  console.warn(message);
  return false;
}
