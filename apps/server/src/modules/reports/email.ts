/**
 * The activity report e-mail ('user report' daily, 'weekly report' weekly; issue #19): for a company admin, one row
 * per teammate with the Managed user counts of the period (outreach-integrations-admin §3 'Managed user': Agency,
 * Tips and Open Web leads viewed and contacted); for a member, their own row. Every text from data is escaped in
 * the HTML part (the e-mail kit, lib/email); the plain-text part carries the same content.
 */
import { formatDisplayDate } from '../../lib/dates.ts';
import { link, tableRows } from '../../lib/email/parts.ts';
import { html } from '../../lib/email/safe-html.ts';
import { defineEmail, type EmailContent } from '../../lib/email/template.ts';
import type { ManagedUserRow } from '../users/public.ts';
import type { ReportKind } from './repository.ts';

export interface ActivityReportModel {
  publicUrl: string;
  kind: ReportKind;
  from: Date;
  until: Date;
  rows: ManagedUserRow[];
  /** True for a company admin's team report. */
  team: boolean;
  unsubscribeUrl: string;
}

const COLUMNS: { label: string; value: (row: ManagedUserRow) => number }[] = [
  { label: 'Agency viewed', value: (row) => row.agencyViewed },
  { label: 'Agency contacted', value: (row) => row.agencyContacted },
  { label: 'Tips viewed', value: (row) => row.tipsViewed },
  { label: 'Tips contacted', value: (row) => row.tipsContacted },
  { label: 'Open Web viewed', value: (row) => row.openWebViewed },
  { label: 'Open Web contacted', value: (row) => row.openWebContacted },
];

/** True when the rows count anything at all (an empty report is not sent). */
export function hasActivity(rows: readonly ManagedUserRow[]): boolean {
  return rows.some((row) => COLUMNS.some((column) => column.value(row) > 0));
}

/** 'Nov 23, 2026' or 'Nov 16, 2026 – Nov 22, 2026': the local days covered (noon avoids a time-zone day shift). */
function periodLabel(model: ActivityReportModel): string {
  const first = formatDisplayDate(new Date(model.from.getTime() + 12 * 3_600_000));
  const last = formatDisplayDate(new Date(model.until.getTime() - 12 * 3_600_000));
  return model.kind === 'daily' ? first : `${first} – ${last}`;
}

const who = (row: ManagedUserRow) => (row.name ? `${row.name} (${row.email})` : row.email);

const template = defineEmail(
  'activity-report',
  ['intro', 'rows', 'links'],
  `<mj-text>%%intro%%</mj-text>
<mj-table>%%rows%%</mj-table>
<mj-text>%%links%%</mj-text>`,
);

export function renderActivityReport(model: ActivityReportModel): Promise<EmailContent> {
  const period = periodLabel(model);
  const title = model.team ? 'Your team' : 'Your activity';
  const detailsUrl = `${model.publicUrl}${model.team ? '/manageusers' : '/dashboard'}`;
  const settingsUrl = `${model.publicUrl}/account`;
  const daily = model.kind === 'daily';
  return template.render({
    subject: `${title} in AgencyScout: ${daily ? period : `week of ${period}`}`,
    preview: `${title} on ${period}`,
    slots: {
      intro: html`<p>${title} on ${period}:</p>`,
      rows: tableRows(
        ['User', ...COLUMNS.map((column) => column.label)],
        model.rows.map((row) => [who(row), ...COLUMNS.map((column) => column.value(row))]),
      ),
      links: html`<p>${link(detailsUrl, 'See the details')} · ${link(settingsUrl, 'E-mail settings')}</p>`,
    },
    text: [
      `${title} on ${period}:`,
      ...model.rows.flatMap((row) => [
        '',
        who(row),
        ...COLUMNS.map((column) => `  ${column.label}: ${column.value(row)}`),
      ]),
      '',
      `Details: ${detailsUrl}`,
      `E-mail settings: ${settingsUrl}`,
    ],
    footer: {
      why: `You get this ${daily ? 'daily' : 'weekly'} report because it is on in your e-mail settings.`,
      link: { label: 'Turn off this report', url: model.unsubscribeUrl },
    },
  });
}
