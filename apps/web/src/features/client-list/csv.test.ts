import { clientListCsvFileName } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { clientListCsv } from './csv.ts';

describe('client list CSV (§2.8)', () => {
  it('has the BOM, the header CompanyId, Company, State and quotes what needs quoting', () => {
    const csv = clientListCsv([
      { companyId: 7, companyName: 'Acme, "Health"', state: 'CO' },
      { companyId: 8, companyName: '=cmd|Zürich', state: null },
      { companyId: 7, companyName: 'Acme, "Health"', state: 'CO' },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'CompanyId,Company,State',
      '7,"Acme, ""Health""",CO',
      "8,'=cmd|Zürich,",
      '',
    ]);
  });

  it('names the file Leads_{month}-{day}-{year}.csv', () => {
    expect(clientListCsvFileName(new Date(2026, 10, 3))).toBe('Leads_11-3-2026.csv');
  });
});
