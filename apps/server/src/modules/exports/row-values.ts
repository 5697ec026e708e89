/**
 * The value of each export column (contracts EXPORT_COLUMN_GROUPS) for a lead, a contact and a company, and the
 * lines made of them. Contact values arrive already filtered by visibility (hidden e-mails and phones are null).
 */
import { contactProviderOf, contactSourceLabel, type ExportColumn } from '@agencyscout/contracts';
import { CSV_LINE_END, type CsvCell, type CsvEncoder } from './csv.ts';
import { descriptionText } from './plain-text.ts';
import type { CompanyExportFields, ContactExportFields, ContactExportRow, LeadExportRow } from './repository.ts';

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

/** Job Information of a lead (empty in contact exports); the description as stored (HTML). */
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

const CONTACT_FIELDS: Partial<Record<ExportColumn, keyof ContactExportFields>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  position: 'position',
  email: 'email',
  phoneNumber: 'phoneNumber',
  officePhone: 'officePhone',
  phoneExtension: 'phoneExtension',
  linkedInAddress: 'linkedinUrl',
  contactSource: 'source',
  contactSourcedAt: 'sourcedAt',
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

/** Where a column's value comes from: the lead, the contact, or the company (of the lead or the contact). */
function sourceOf(column: ExportColumn): 'job' | 'contact' | 'company' {
  if (CONTACT_FIELDS[column]) return 'contact';
  return COMPANY_FIELDS[column] ? 'company' : 'job';
}

/**
 * Writes the lines of one export, in `columns` order. A line is made of runs of neighbouring columns from the
 * same side (the lead and its company, or the contact), each encoded to UTF-8 once: a lead's runs once per lead,
 * a contact's once per contact, so a line of a lead and a contact is a handful of pieces to copy. Descriptions
 * become plain text (plain-text.ts) unless `asHtml`, each company's description once per export.
 */
export interface LineWriter {
  /** A lead's job and company cells, encoded by run (its contact runs empty), for `line`. */
  leadPart(lead: LeadExportRow): readonly Buffer[];
  /** A contact's cells, encoded by contact run, for `line`. */
  contactPart(contact: ContactExportFields): readonly Buffer[];
  /** Adds the pieces of one line (its line end included) to `pieces`: a lead's runs, a contact's when given. */
  line(pieces: Buffer[], leadPart: readonly Buffer[], contactPart?: readonly Buffer[]): void;
  /** Adds the pieces of a contact export's line (the contact and its company) to `pieces`. */
  contactLine(pieces: Buffer[], contact: ContactExportRow): void;
}

/** Neighbouring columns of one side; `contactRun` numbers the contact runs. */
interface Run {
  columns: ExportColumn[];
  contactRun?: number;
}

function runsOf(columns: readonly ExportColumn[]): Run[] {
  const runs: Run[] = [];
  let contactRuns = 0;
  for (const column of columns) {
    const isContact = sourceOf(column) === 'contact';
    const last = runs.at(-1);
    if (last && (last.contactRun !== undefined) === isContact) last.columns.push(column);
    else runs.push(isContact ? { columns: [column], contactRun: contactRuns++ } : { columns: [column] });
  }
  return runs;
}

/** The line writer of an export of `columns`, writing with `encoder`. */
export function createLineWriter(
  columns: readonly ExportColumn[],
  encoder: CsvEncoder,
  options: { asHtml: boolean },
): LineWriter {
  const runs = runsOf(columns);
  const contactRuns = runs.filter((run) => run.contactRun !== undefined);
  const emptyRuns = runs.map((run) => Buffer.from(encoder.delimiter.repeat(run.columns.length - 1)));
  const companyTexts = new Map<number, string>();
  const text = (html: string | null) => (html === null || options.asHtml ? html : descriptionText(html));
  const companyCell = (column: ExportColumn, company: CompanyExportFields, companyId: number | null) => {
    const field = COMPANY_FIELDS[column] as keyof CompanyExportFields;
    if (column !== 'companyDescription' || options.asHtml) return encoder.cell(company[field]);
    if (companyId === null) return encoder.cell(text(company.companyDescription));
    let cell = companyTexts.get(companyId);
    if (cell === undefined) {
      cell = encoder.cell(text(company.companyDescription));
      companyTexts.set(companyId, cell);
    }
    return cell;
  };
  const contactCell = (column: ExportColumn, contact: ContactExportFields) => {
    // Where the contact came from (issue #32): the source's label and the sourced-at day (UTC).
    if (column === 'contactSource')
      return encoder.cell(contactSourceLabel(contact.source, contactProviderOf(contact.source, contact.sourceId)));
    if (column === 'contactSourcedAt') return encoder.cell(new Date(contact.sourcedAt).toISOString().slice(0, 10));
    return encoder.cell(contact[CONTACT_FIELDS[column] as keyof ContactExportFields] as CsvCell);
  };
  const leadCell = (column: ExportColumn, lead: LeadExportRow) => {
    if (sourceOf(column) === 'company') return companyCell(column, lead, lead.companyId);
    return encoder.cell(column === 'jobDescription' ? text(lead.description) : jobValue(lead, column));
  };
  const encodeRun = (run: Run, cell: (column: ExportColumn) => string) =>
    Buffer.from(encoder.join(run.columns.map(cell)));
  const contactPart = (contact: ContactExportFields) =>
    contactRuns.map((run) => encodeRun(run, (column) => contactCell(column, contact)));
  /** Adds runs with the delimiter between them and the line end. */
  const addLine = (pieces: Buffer[], runPiece: (run: Run, index: number) => Buffer) => {
    runs.forEach((run, index) => {
      if (index > 0) pieces.push(encoder.separator);
      pieces.push(runPiece(run, index));
    });
    pieces.push(CSV_LINE_END);
  };
  return {
    leadPart(lead) {
      return runs.map((run, index) =>
        run.contactRun === undefined
          ? encodeRun(run, (column) => leadCell(column, lead))
          : (emptyRuns[index] as Buffer),
      );
    },
    contactPart,
    line(pieces, leadPart, contact) {
      addLine(pieces, (run, index) =>
        run.contactRun !== undefined && contact ? (contact[run.contactRun] as Buffer) : (leadPart[index] as Buffer),
      );
    },
    contactLine(pieces, contact) {
      const part = contactPart(contact);
      addLine(pieces, (run) =>
        run.contactRun !== undefined
          ? (part[run.contactRun] as Buffer)
          : encodeRun(run, (column) =>
              sourceOf(column) === 'company' ? companyCell(column, contact, contact.companyId) : '',
            ),
      );
    },
  };
}
