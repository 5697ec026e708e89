/**
 * The 'new leads at your clients' e-mail (outreach-integrations-admin client list 'get alerts when new leads
 * appear'; issue #14), in the style of the saved-search alert e-mail: per client company, its new leads (title
 * linked to /leads/{id}, location, posted date), a link to the Client List and the unsubscribe link. Every text
 * from data is escaped in the HTML part; the plain-text part carries the same content.
 */
import type { NewLeadsAtClientRow } from '../client-list/repository.ts';
import { escapeHtml, formatDate } from './email.ts';

export interface ClientAlertEmailModel {
  publicUrl: string;
  leads: NewLeadsAtClientRow[];
  unsubscribeUrl: string;
}

interface CompanyGroup {
  companyId: number;
  companyName: string;
  leads: NewLeadsAtClientRow[];
}

/** The leads by company, companies in the order of their newest lead. */
function byCompany(leads: NewLeadsAtClientRow[]): CompanyGroup[] {
  const groups = new Map<number, CompanyGroup>();
  for (const lead of leads) {
    const group = groups.get(lead.companyId) ?? { companyId: lead.companyId, companyName: lead.companyName, leads: [] };
    group.leads.push(lead);
    groups.set(lead.companyId, group);
  }
  return [...groups.values()];
}

const leadUrl = (publicUrl: string, lead: NewLeadsAtClientRow) => `${publicUrl}/leads/${lead.leadId}`;
const posted = (lead: NewLeadsAtClientRow) => formatDate(lead.postedAt ? lead.postedAt.toISOString() : null);

function textPart(model: ClientAlertEmailModel, groups: CompanyGroup[], clientListUrl: string): string {
  return [
    'New leads at the companies on your Client List:',
    ...groups.flatMap((group) => [
      '',
      group.companyName,
      ...group.leads.flatMap((lead) => [
        `  ${lead.title}`,
        `    ${[lead.location, posted(lead)].filter(Boolean).join(' · ')}`,
        `    ${leadUrl(model.publicUrl, lead)}`,
      ]),
    ]),
    '',
    `Your Client List: ${clientListUrl}`,
    '',
    `Turn off these e-mails: ${model.unsubscribeUrl}`,
  ].join('\n');
}

function htmlGroup(publicUrl: string, group: CompanyGroup, cell: string): string {
  const rows = group.leads
    .map(
      (
        lead,
      ) => `<tr><td style="${cell}"><a href="${escapeHtml(leadUrl(publicUrl, lead))}">${escapeHtml(lead.title)}</a></td>
<td style="${cell}">${escapeHtml(lead.location ?? '')}</td><td style="${cell}">${escapeHtml(posted(lead))}</td></tr>`,
    )
    .join('\n');
  return `<h2 style="font-size:16px;margin:18px 0 6px">${escapeHtml(group.companyName)}</h2>
<table style="border-collapse:collapse"><thead><tr><th style="${cell}">Job title</th><th style="${cell}">Location</th>
<th style="${cell}">Posted</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
}

export function renderClientAlertEmail(model: ClientAlertEmailModel): { subject: string; text: string; html: string } {
  const groups = byCompany(model.leads);
  const count = model.leads.length;
  const subject = `${count} new lead${count === 1 ? '' : 's'} at your clients`;
  const clientListUrl = `${model.publicUrl}/clientlist`;
  const cell = 'padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<p>New leads at the companies on your Client List:</p>
${groups.map((group) => htmlGroup(model.publicUrl, group, cell)).join('\n')}
<p><a href="${escapeHtml(clientListUrl)}">Open your Client List</a></p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(model.unsubscribeUrl)}">Turn off these e-mails</a></p>
</body></html>`;
  return { subject, text: textPart(model, groups, clientListUrl), html };
}
