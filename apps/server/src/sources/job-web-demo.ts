/**
 * The live demo without the internet (issue #28 'A live demo'): `npm start` on the embedded database (or with
 * JOB_WEB_DEMO=true) starts the local job web — boards of every kind built from the real postings of
 * ../shared/datasets, with churn every JOB_WEB_EPOCH_MINUTES — points the connectors at it and follows its boards
 * as sources, so leads arrive and close without anyone importing a file. The emulator package is loaded only here,
 * and only when the setting is on.
 */
import type { SourceKind } from '@agencyscout/contracts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import { insertSources } from '../modules/sources/repository.ts';

export interface JobWebDemo {
  /** The settings with every connector's address on the job web. */
  config: AppConfig;
  boards: number;
  /** The job web's directory: every board it serves, as JSON (boards staff can add). */
  directoryUrl: string;
  /** Sources added now (0 when an earlier start already followed the boards). */
  added: number;
  close(): Promise<void>;
}

/**
 * Starts the job web and, unless JOB_WEB_FOLLOW=false, follows its boards (polled every half epoch, at least every
 * 5 minutes).
 */
export async function startJobWebDemo(config: AppConfig, db: Db): Promise<JobWebDemo | null> {
  const demo = config.sources.jobWebDemo;
  if (!demo) return null;
  const { startJobWeb } = await import('@agencyscout/emulators/job-web');
  const options = { boards: demo.boards, epochMinutes: demo.epochMinutes, seed: 1 };
  // Ports from JOB_WEB_PORT keep followed careers pages and feeds reachable across restarts; when they are taken,
  // the demo still starts, on free ports (those sources then fail until the ports are free again).
  const web = await startJobWeb({ ...options, port: demo.port }).catch((error: unknown) => {
    console.warn(`The job web could not listen from port ${demo.port} (${String(error)}); it uses free ports instead.`);
    return startJobWeb(options);
  });
  const pollIntervalMinutes = Math.max(5, Math.round(demo.epochMinutes / 2));
  const { ids } = await insertSources(
    db,
    (demo.follow ? web.boards : []).map((board) => ({
      kind: board.kind as SourceKind,
      token: board.token,
      url: board.url,
      name: board.companyName,
      companyId: null,
      leadType: 'OpenWeb' as const,
      pollIntervalMinutes,
    })),
  );
  return {
    config: {
      ...config,
      sources: { ...config.sources, baseUrls: { ...config.sources.baseUrls, ...web.baseUrls } },
    },
    boards: web.boards.length,
    directoryUrl: `${web.baseUrls.greenhouse}/`,
    added: ids.length,
    close: () => web.close(),
  };
}
