/**
 * The activity report e-mail ('user report' daily, 'weekly report' weekly; issue #19): for a company admin, one row
 * per teammate with the Managed user counts of the period (outreach-integrations-admin §3 'Managed user': Agency,
 * Tips and Open Web leads viewed and contacted); for a member, their own row. Every text from data is escaped in
 * the HTML part; the plain-text part carries the same content.
 */
import { escapeHtml, formatDate } from '../alerts/email.ts';
import type { ManagedUserRow } from '../users/repository.ts';
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
  const first = formatDate(new Date(model.from.getTime() + 12 * 3_600_000).toISOString());
  const last = formatDate(new Date(model.until.getTime() - 12 * 3_600_000).toISOString());
  return model.kind === 'daily' ? first : `${first} – ${last}`;
}

const who = (row: ManagedUserRow) => (row.name ? `${row.name} (${row.email})` : row.email);

export function renderActivityReport(model: ActivityReportModel): { subject: string; text: string; html: string } {
  const period = periodLabel(model);
  const title = model.team ? 'Your team' : 'Your activity';
  const subject = `${title} in AgencyScout: ${model.kind === 'daily' ? period : `week of ${period}`}`;
  const detailsUrl = `${model.publicUrl}${model.team ? '/manageusers' : '/dashboard'}`;
  const settingsUrl = `${model.publicUrl}/account`;
  const text = [
    `${title} on ${period}:`,
    ...model.rows.flatMap((row) => [
      '',
      who(row),
      ...COLUMNS.map((column) => `  ${column.label}: ${column.value(row)}`),
    ]),
    '',
    `Details: ${detailsUrl}`,
    `E-mail settings: ${settingsUrl}`,
    `Turn off this report: ${model.unsubscribeUrl}`,
  ].join('\n');
  const cell = 'padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top';
  const head = ['User', ...COLUMNS.map((column) => column.label)]
    .map((label) => `<th style="${cell}">${escapeHtml(label)}</th>`)
    .join('');
  const body = model.rows
    .map(
      (row) =>
        `<tr><td style="${cell}">${escapeHtml(who(row))}</td>${COLUMNS.map(
          (column) => `<td style="${cell}">${column.value(row)}</td>`,
        ).join('')}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(title)} on ${escapeHtml(period)}:</p>
<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table>
<p><a href="${escapeHtml(detailsUrl)}">See the details</a> · <a href="${escapeHtml(settingsUrl)}">E-mail settings</a></p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(model.unsubscribeUrl)}">Turn off this report</a></p>
</body></html>`;
  return { subject, text, html };
}
