/**
 * The value of each export column (contracts EXPORT_COLUMN_GROUPS) for a lead, a contact and a company. Contact
 * values arrive already filtered by visibility (hidden e-mails and phones are null).
 */
import type { ExportColumn } from '@agencyscout/contracts';
import type { CsvCell } from './csv.ts';
import type { CompanyExportFields, ContactExportRow, LeadExportRow } from './repository.ts';

/** Columns whose cells hold HTML (stripped when removeHTML). */
export const HTML_COLUMNS: ReadonlySet<ExportColumn> = new Set(['jobDescription', 'companyDescription']);

function salary(lead: LeadExportRow): string | null {
  if (lead.minSalary === null && lead.maxSalary === null) return null;
  const currency = lead.salaryCurrency ? ` ${lead.salaryCurrency}` : '';
  return `${lead.minSalary ?? ''} - ${lead.maxSalary ?? ''}${currency}`;
}

function hourlyPay(lead: LeadExportRow): string | null {
  if (lead.hourlyPayMin === null && lead.hourlyPayMax === null) return null;
  if (lead.hourlyPayMax === null || lead.hourlyPayMax === lead.hourlyPayMin) return `${lead.hourlyPayMin}/Hr`;
  return `${lead.hourlyPayMin ?? ''} - ${lead.hourlyPayMax}/Hr`;
}

/** Job Information of a lead (empty in contact exports). */
function jobValue(lead: LeadExportRow, column: ExportColumn): CsvCell {
  switch (column) {
    case 'jobleadId':
      return lead.id;
    case 'jobTitle':
      return lead.title;
    case 'jobLocation':
      return lead.location;
    case 'postedDate':
      return lead.postedAt ? lead.postedAt.toISOString().slice(0, 10) : null;
    case 'employmentType':
      return lead.employmentTypes.join(', ');
    case 'salary':
      return salary(lead);
    case 'hourlyPay':
      return hourlyPay(lead);
    case 'minimumExperience':
      return lead.minExperienceYears;
    default:
      return lead.description;
  }
}

const CONTACT_FIELDS: Partial<Record<ExportColumn, keyof ContactExportRow>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  position: 'position',
  email: 'email',
  phoneNumber: 'phoneNumber',
  officePhone: 'officePhone',
  phoneExtension: 'phoneExtension',
  linkedInAddress: 'linkedinUrl',
  contactAddress1: 'address1',
  contactAddress2: 'address2',
  contactCity: 'city',
  contactState: 'state',
  contactZip: 'zip',
  contactCountry: 'country',
};

const COMPANY_FIELDS: Partial<Record<ExportColumn, keyof CompanyExportFields>> = {
  companyName: 'companyName',
  companyUrl: 'companyUrl',
  companyPhone: 'companyPhone',
  employeeRange: 'employeeRange',
  industry: 'industry',
  companyDescription: 'companyDescription',
  companyAddress: 'companyAddress',
  companyAddress2: 'companyAddress2',
  companyCity: 'companyCity',
  companyState: 'companyState',
  companyZip: 'companyZip',
  companyCountry: 'companyCountry',
};

/** The cells of one CSV line, in `columns` order; a missing lead or contact leaves its columns empty. */
export function exportLine(
  columns: readonly ExportColumn[],
  parts: { lead?: LeadExportRow; contact?: ContactExportRow; company: CompanyExportFields },
): CsvCell[] {
  return columns.map((column) => {
    const contactField = CONTACT_FIELDS[column];
    if (contactField) return (parts.contact?.[contactField] as CsvCell) ?? null;
    const companyField = COMPANY_FIELDS[column];
    if (companyField) return parts.company[companyField];
    return parts.lead ? jobValue(parts.lead, column) : null;
  });
}
