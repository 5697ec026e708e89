import { CLIENT_LIST_CSV_COLUMNS, type ClientListEntry, clientListCsvFileName } from '@agencyscout/contracts';
import { stringify } from 'csv-stringify/browser/esm/sync';

/** Byte order mark: Excel reads the file as UTF-8 only with it. */
const BOM = '\uFEFF';

/**
 * The client list export (prospecting-core §2.8): columns CompanyId, Company, State, one row per company (a
 * company on several teammates' lists once), RFC 4180 quoting, formulas escaped (a leading =, +, -, @ gets a quote so Excel shows text), UTF-8 with BOM.
 */
export function clientListCsv(rows: readonly Pick<ClientListEntry, 'companyId' | 'companyName' | 'state'>[]): string {
  const seen = new Set<number>();
  const records = rows
    .filter((row) => !seen.has(row.companyId) && seen.add(row.companyId))
    .map((row) => [row.companyId, row.companyName, row.state ?? '']);
  return (
    BOM + stringify([[...CLIENT_LIST_CSV_COLUMNS], ...records], { record_delimiter: 'windows', escape_formulas: true })
  );
}

/** Downloads the CSV as Leads_{month}-{day}-{year}.csv. */
export function downloadClientListCsv(csv: string, now = new Date()): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = clientListCsvFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
