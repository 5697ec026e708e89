/**
 * The Feed Import screen's limits and texts (issue #31 point 1), apart from the schemas of feed-imports.ts so the
 * navigation's first screen carries the title without them.
 */

/** Upload limits: bytes of one upload (all files, and a zip's content once unpacked), files per upload. */
export const FEED_IMPORT_LIMITS = {
  maxUploadBytes: 25 * 1024 * 1024,
  maxFiles: 20,
  /** First rows of the first file shown beside the detected columns. */
  sampleRows: 5,
  /** Leads the dry run shows as they would be stored. */
  previewLeads: 5,
  /** Runs kept (with their rejects) before the oldest finished ones are removed. */
  keptRuns: 50,
} as const;

/** The screen's name, apart from its texts: the navigation shows it on the first screen (issue #9 budget). */
export const FEED_IMPORT_TITLE = 'Feed Import';

export const FEED_IMPORT_TEXTS = {
  title: FEED_IMPORT_TITLE,
  intro:
    'Upload a feed as CSV, TSV or a spreadsheet (several files, or a zip of a folder, are one feed). Choose which column holds what, check the dry run, then import.',
  chooseFiles: 'Choose files',
  feedName: 'Feed name',
  feedNameHelp: 'The mapping is kept under this name and offered for the next upload of the feed.',
  upload: 'Upload',
  columnsTitle: 'Detected columns',
  sampleTitle: 'First rows',
  mappingTitle: 'Column mapping',
  mappingSaved: 'Mapping saved from the last upload of this feed',
  mappingSuggested: 'Mapping suggested from the header names',
  notMapped: '(not mapped)',
  leadType: 'Lead type',
  dateFormat: 'Date format',
  salaryPeriod: 'Pay period when the feed states none',
  anyPeriod: '(read from the data)',
  dryRun: 'Dry run',
  dryRunTitle: 'Dry run (nothing saved)',
  startImport: 'Import',
  progressTitle: 'Importing',
  summaryTitle: 'Summary',
  downloadRejects: 'Download rejected rows (CSV)',
  newImport: 'New import',
  recentTitle: 'Recent imports',
  noRecent: 'No imports yet',
  queued: 'Waiting for the worker…',
  titleAndCompany: 'Choose the columns of the job title and the company',
  noFiles: 'Choose at least one file',
  tooBig: `The upload is larger than ${FEED_IMPORT_LIMITS.maxUploadBytes / 1024 / 1024} MB`,
  tooManyFiles: `Upload at most ${FEED_IMPORT_LIMITS.maxFiles} files at once`,
  emptyFile: 'is empty',
  noHeader: 'has no header row',
  notTable: 'is not a CSV, TSV or spreadsheet file',
  notWhatItClaims: 'is not what its name says',
  zipNotTable: 'holds a file that is not a CSV, TSV or spreadsheet',
  brokenZip: 'is not a readable zip file',
  notReady: 'Run the dry run of this mapping first',
  alreadyStarted: 'This import has already started',
  noRejects: 'No rows were rejected',
  notFound: 'No such import',
  failed: 'The import failed',
} as const;
