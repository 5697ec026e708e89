/**
 * The alert e-mail of one saved search and lead type (issue #11): up to 50 new leads (title linked to the lead,
 * company, place, pay, posted date), the count of the rest with a link to the search, and the unsubscribe link.
 * Every text from data is escaped in the HTML part; the plain-text part carries the same content. A sample (issue
 * #30) is the same e-mail with a subject prefix, a first line saying what it is and a link to the search's alert
 * settings in place of the unsubscribe link.
 */
import { ALERT_SAMPLE_TEXTS, type LeadHit, type LeadType } from '@agencyscout/contracts';

export interface AlertEmailModel {
  publicUrl: string;
  searchId: number;
  searchName: string;
  leadType: LeadType;
  hits: LeadHit[];
  total: number;
  unsubscribeUrl: string;
  /** Set for a sample: its first line (ALERT_SAMPLE_TEXTS.bodyNote); `unsubscribeUrl` is then the settings link. */
  sampleNote?: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** 'MMM DD, YYYY' (UTC), the product's date format. */
export function formatDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
}

function money(value: number, currency: string | null): string {
  return `${currency && currency !== 'USD' ? `${currency} ` : '$'}${Math.round(value).toLocaleString('en-US')}`;
}

/** The pay of a lead as a recruiter reads it: a yearly range, else an hourly one, else nothing. */
export function payText(hit: LeadHit): string {
  const currency = hit.salaryCurrency;
  if (hit.maxSalary || hit.minSalary) {
    const parts = [hit.minSalary, hit.maxSalary].filter((value): value is number => Boolean(value));
    return `${parts.map((value) => money(value, currency)).join(' – ')} a year`;
  }
  if (hit.hourlyPayMin || hit.hourlyPayMax) {
    const parts = [hit.hourlyPayMin, hit.hourlyPayMax].filter((value): value is number => Boolean(value));
    return `${parts.map((value) => money(value, currency)).join(' – ')} an hour`;
  }
  return '';
}

function placeText(hit: LeadHit): string {
  return hit.location ?? [hit.city, hit.state].filter(Boolean).join(', ');
}

function section(leadType: LeadType): string {
  return leadType === 'Agency' ? 'leads' : 'openweb';
}

export function searchUrl(publicUrl: string, leadType: LeadType, searchId: number): string {
  return `${publicUrl}/${section(leadType)}?dontclearfilter=true&searchId=${searchId}`;
}

function leadUrl(publicUrl: string, hit: LeadHit): string {
  return `${publicUrl}/${section(hit.leadType)}/${hit.id}`;
}

function leadTypeName(leadType: LeadType): string {
  return leadType === 'Agency' ? 'Agency' : 'Open Web';
}

export function renderAlertEmail(model: AlertEmailModel): { subject: string; text: string; html: string } {
  const kind = leadTypeName(model.leadType);
  const name = model.searchName.replace(/[\r\n]+/g, ' ');
  const prefix = model.sampleNote ? ALERT_SAMPLE_TEXTS.subjectPrefix : '';
  const subject = `${prefix}${model.total} new ${kind} lead${model.total === 1 ? '' : 's'} for "${name}"`;
  const rest = model.total - model.hits.length;
  const allUrl = searchUrl(model.publicUrl, model.leadType, model.searchId);
  const footer = model.sampleNote ? ALERT_SAMPLE_TEXTS.manageAlert : 'Turn off this alert';
  const textLines = [
    ...(model.sampleNote ? [model.sampleNote, ''] : []),
    `New ${kind} leads for your saved search "${model.searchName}":`,
    '',
    ...model.hits.flatMap((hit) => [
      hit.title,
      `  ${[hit.companyName, placeText(hit), payText(hit), formatDate(hit.postedAt)].filter(Boolean).join(' · ')}`,
      `  ${leadUrl(model.publicUrl, hit)}`,
    ]),
    '',
    rest > 0 ? `…and ${rest} more: ${allUrl}` : `See the search: ${allUrl}`,
    '',
    `${footer}: ${model.unsubscribeUrl}`,
  ];
  const cell = 'padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top';
  const rows = model.hits
    .map(
      (
        hit,
      ) => `<tr><td style="${cell}"><a href="${escapeHtml(leadUrl(model.publicUrl, hit))}">${escapeHtml(hit.title)}</a></td>
<td style="${cell}">${escapeHtml(hit.companyName ?? '')}</td><td style="${cell}">${escapeHtml(placeText(hit))}</td>
<td style="${cell}">${escapeHtml(payText(hit))}</td><td style="${cell}">${escapeHtml(formatDate(hit.postedAt))}</td></tr>`,
    )
    .join('\n');
  const restLine =
    rest > 0
      ? `<p>…and ${rest} more. <a href="${escapeHtml(allUrl)}">See all ${model.total} leads</a></p>`
      : `<p><a href="${escapeHtml(allUrl)}">Open the search</a></p>`;
  const notice = model.sampleNote
    ? `<p style="padding:8px 12px;background:#fff4e5;border-left:4px solid #ed6c02">${escapeHtml(model.sampleNote)}</p>\n`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
${notice}<p>New ${kind} leads for your saved search <strong>${escapeHtml(model.searchName)}</strong>:</p>
<table style="border-collapse:collapse"><thead><tr><th style="${cell}">Job title</th><th style="${cell}">Company</th>
<th style="${cell}">Location</th><th style="${cell}">Pay</th><th style="${cell}">Posted</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${restLine}
<p style="font-size:12px;color:#666"><a href="${escapeHtml(model.unsubscribeUrl)}">${footer}</a></p>
</body></html>`;
  return { subject, text: textLines.join('\n'), html };
}
