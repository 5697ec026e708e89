/**
 * Exports (outreach-integrations-admin §2 'Export dialogs', §3 'Export state' and 'User data', §7 'Exports',
 * §8 'Export failure', §9; prospecting-core §2.3, §2.4, §6 read:export): the columns, delimiters, limits, texts
 * and request bodies shared by the export dialogs and the CSV endpoints.
 */
import { z } from 'zod';

/** §9: the delimiter choice is kept in this cookie for one year. */
export const EXPORT_DELIMITER_COOKIE = 'exportDelimiter';
export const EXPORT_DELIMITER_COOKIE_DAYS = 365;

/** §2 'Options: delimiter (comma by default)'. */
export const EXPORT_DELIMITERS = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' } as const;
export type ExportDelimiter = keyof typeof EXPORT_DELIMITERS;
export const EXPORT_DELIMITER_NAMES = Object.keys(EXPORT_DELIMITERS) as [ExportDelimiter, ...ExportDelimiter[]];
export const EXPORT_DELIMITER_LABELS: Record<ExportDelimiter, string> = {
  comma: 'Comma (,)',
  semicolon: 'Semicolon (;)',
  tab: 'Tab',
  pipe: 'Pipe (|)',
};

/**
 * §9 select-all limits: 1,000 Agency leads, 250 Open Web leads; contacts 250 (docs/decisions.md 'Exports').
 * A selection of individual rows is held to the same limits.
 */
export const EXPORT_SELECT_ALL_LIMITS = { Agency: 1000, OpenWeb: 250, contacts: 250 } as const;

/** §2: rows per page of the selection list inside the dialog. */
export const EXPORT_LEAD_PAGE_SIZES = [25, 50, 100] as const;
export const EXPORT_CONTACT_PAGE_SIZE = 10;
export const EXPORT_PAGINATION_LINKS = 7;

/** §2 column groups: Job Information (9), Contact Information (8), Contact Location (6), Company (6 + 6). */
export const EXPORT_COLUMN_GROUPS = [
  {
    name: 'Job Information',
    columns: [
      ['jobleadId', 'Job Id'],
      ['jobTitle', 'Job Title'],
      ['jobLocation', 'Job Location'],
      ['postedDate', 'Posted Date'],
      ['employmentType', 'Employment Type'],
      ['salary', 'Salary'],
      ['hourlyPay', 'Hourly Pay'],
      ['minimumExperience', 'Minimum Experience'],
      ['jobDescription', 'Job Description'],
    ],
  },
  {
    name: 'Contact Information',
    columns: [
      ['firstName', 'First Name'],
      ['lastName', 'Last Name'],
      ['position', 'Position'],
      ['email', 'Email'],
      ['phoneNumber', 'Phone Number'],
      ['officePhone', 'Office Phone'],
      ['phoneExtension', 'Phone Extension'],
      ['linkedInAddress', 'LinkedIn Address'],
      ['contactSource', 'Contact Source'],
      ['contactSourcedAt', 'Contact Sourced At'],
    ],
  },
  {
    name: 'Contact Location',
    columns: [
      ['contactAddress1', 'Contact Address 1'],
      ['contactAddress2', 'Contact Address 2'],
      ['contactCity', 'Contact City'],
      ['contactState', 'Contact State'],
      ['contactZip', 'Contact Zip'],
      ['contactCountry', 'Contact Country'],
    ],
  },
  {
    name: 'Company Information',
    columns: [
      ['companyName', 'Company Name'],
      ['companyUrl', 'Company Website'],
      ['companyPhone', 'Company Phone'],
      ['employeeRange', 'Company Size'],
      ['industry', 'Industry'],
      ['companyDescription', 'Company Description'],
    ],
  },
  {
    name: 'Company Location',
    columns: [
      ['companyAddress', 'Company Address'],
      ['companyAddress2', 'Company Address 2'],
      ['companyCity', 'Company City'],
      ['companyState', 'Company State'],
      ['companyZip', 'Company Zip'],
      ['companyCountry', 'Company Country'],
    ],
  },
] as const;

type ColumnGroup = (typeof EXPORT_COLUMN_GROUPS)[number];
export type ExportColumn = ColumnGroup['columns'][number][0];
export const EXPORT_COLUMNS = EXPORT_COLUMN_GROUPS.flatMap((group) =>
  group.columns.map(([key]) => key),
) as ExportColumn[];
export const EXPORT_COLUMN_LABELS = Object.fromEntries(
  EXPORT_COLUMN_GROUPS.flatMap((group) => group.columns.map(([key, label]) => [key, label])),
) as Record<ExportColumn, string>;
/** §2: a contact query has no JobleadId, so contact exports leave out the Job Information group. */
export const JOB_COLUMNS = EXPORT_COLUMN_GROUPS[0].columns.map(([key]) => key) as ExportColumn[];
export const CONTACT_EXPORT_COLUMNS = EXPORT_COLUMNS.filter((column) => !JOB_COLUMNS.includes(column));

/** §2 'Export dialogs' texts and §8 'Export failure'. */
export const EXPORT_TEXTS = {
  title: { leads: 'Export Leads', contacts: 'Export Contacts', outreach: 'Export Outreach List' },
  failure: 'Internal Error',
  usage: (downloaded: number, limit: number) => `${downloaded}/${limit} leads this cycle`,
  /** The contact dialog's usage line: the quota counts rows, and there each contact is one (issue #30). */
  contactUsage: (downloaded: number, limit: number) => `${downloaded}/${limit} rows this cycle`,
  resets: (date: string) => `resets ${date}`,
  /** The contact dialog: what a row of the file is, and how many the export holds. */
  contactRows: 'Each contact is one row of the file and counts as one row of your quota.',
  contactCount: (contacts: number) =>
    `${contacts.toLocaleString('en-US')} ${contacts === 1 ? 'contact' : 'contacts'} to export`,
  contactCountPending: 'Counting contacts…',
  selectAll: (limit: number, unit?: 'contacts') =>
    `Select All (up to ${limit.toLocaleString('en-US')}${unit ? ` ${unit}` : ''})`,
  /** The option that keeps the descriptions' HTML; without it they are exported as plain text (issue #30). */
  descriptionsAsHtml: 'Descriptions as HTML',
  descriptionsAsHtmlHelp: 'Job and company descriptions are plain text unless this is ticked.',
  htmlChoiceConflict: 'Ask for plain-text descriptions (removeHTML) or HTML descriptions, not both',
  quotaExceeded: (remaining: number, requested: number) =>
    `Export limit reached: ${requested} rows asked for, ${remaining} left this cycle`,
  tooMany: (limit: number) => `At most ${limit} rows can be exported at once`,
  nothingSelected: 'Select at least one row or Select All',
  noColumns: 'Select at least one column',
} as const;

/** The code of the 429 answer of an export that would exceed the plan's quota. */
export const EXPORT_QUOTA_EXCEEDED_CODE = 'EXPORT_QUOTA_EXCEEDED';

/** §2 file names, Leads_{month}-{day}-{year}.csv / Contacts_{month}-{day}-{year}.csv, month and day two digits. */
export function exportFileName(kind: 'Leads' | 'Contacts', date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${kind}_${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}-${date.getUTCFullYear()}.csv`;
}

const ID_MAX = Number.MAX_SAFE_INTEGER;

/** The rows of an export: the selection (ids) or selectAll, and primaryContacts. */
const exportSelectionShape = {
  ids: z
    .array(z.number().int().positive().max(ID_MAX))
    .max(EXPORT_SELECT_ALL_LIMITS.Agency, EXPORT_TEXTS.tooMany(EXPORT_SELECT_ALL_LIMITS.Agency))
    .default([]),
  selectAll: z.boolean().default(false),
  primaryContacts: z.boolean().default(false),
};
const somethingSelected = (body: { selectAll: boolean; ids: number[] }) => body.selectAll || body.ids.length > 0;

/**
 * Body of POST /exportleads and /exportcontacts (§3 'Export state'): the selection (ids) or selectAll, the
 * columns, the delimiter, primaryContacts and how descriptions are written. At least one row (or selectAll) and
 * one column. Job and company descriptions are plain text unless `descriptionsAsHtml` (issue #30: a spreadsheet
 * shows HTML as tags); the spec's `removeHTML` is still accepted, and `true` asks for the plain text.
 */
export const exportRequestSchema = z
  .object({
    ...exportSelectionShape,
    columns: z
      .array(z.enum(EXPORT_COLUMNS as [ExportColumn, ...ExportColumn[]]))
      .min(1, EXPORT_TEXTS.noColumns)
      .max(EXPORT_COLUMNS.length),
    delimiter: z.enum(EXPORT_DELIMITER_NAMES).default('comma'),
    descriptionsAsHtml: z.boolean().default(false),
    removeHTML: z.boolean().optional(),
  })
  .refine(somethingSelected, { message: EXPORT_TEXTS.nothingSelected, path: ['ids'] })
  .refine((body) => !(body.descriptionsAsHtml && body.removeHTML), {
    message: EXPORT_TEXTS.htmlChoiceConflict,
    path: ['descriptionsAsHtml'],
  });
export type ExportRequest = z.input<typeof exportRequestSchema>;
export type ExportOptions = z.output<typeof exportRequestSchema>;

/**
 * Body of POST /exportcontactscount: the selection of a contact export (its query is the contact search's), so
 * the dialog can say how many contacts, one row each, the file will hold before it is downloaded.
 */
export const exportCountRequestSchema = z
  .object(exportSelectionShape)
  .refine(somethingSelected, { message: EXPORT_TEXTS.nothingSelected, path: ['ids'] });
export type ExportCountRequest = z.input<typeof exportCountRequestSchema>;
export type ExportCountSelection = z.output<typeof exportCountRequestSchema>;

/** Answer of POST /exportcontactscount: the contacts (= rows) the export would hold, never more than its limit. */
export const exportCountSchema = z.object({ contacts: z.number().int().nonnegative() });
export type ExportCount = z.infer<typeof exportCountSchema>;

/** GET /exportleadsquota (§3 'User data'): rows exported this cycle, the plan's limit, when the cycle resets. */
export const exportQuotaSchema = z.object({
  downloaded: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  resetDate: z.iso.datetime({ offset: true }),
});
export type ExportQuota = z.infer<typeof exportQuotaSchema>;
